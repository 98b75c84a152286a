/** Pieces both CANVAS_CLASH screens use: canvas letters and colours, the viewport, a painter badge. */
import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { playerById } from '../players';
import { displayAlias } from '../scores';
import { useNumber } from '../ui/ScoreTable';
import type { CanvasIndex } from './types';

/** The canvases go by a letter and a colour, never by their painter's name before the reveal. */
export const CANVAS_LETTERS = ['A', 'B'] as const;
export const CANVAS_COLOURS = ['#4ecdc4', '#ff6b9a'] as const;

export function canvasLetter(canvas: number): string {
  return CANVAS_LETTERS[canvas === 1 ? 1 : 0];
}

/** A canvas's colour; the colour-blind-safe palette (canvas-clash.css) redefines both. */
export function canvasStyle(canvas: number): CSSProperties {
  const index = canvas === 1 ? 1 : 0;
  return { '--canvas-colour': `var(--canvas-colour-${index}, ${CANVAS_COLOURS[index]})` } as CSSProperties;
}

/** The window's size, kept up to date (canvas sizes follow it). */
export function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** A frame around one canvas: its letter, the canvas, and after the reveal who painted it and what it earned. */
export function CanvasFrame({
  canvas,
  size,
  painter,
  points,
  credits,
  left = false,
  players,
  avatarSize = 72,
  children,
}: {
  canvas: CanvasIndex;
  size: number;
  /** The painter, from the reveal on. */
  painter?: number | null;
  points?: number;
  credits?: number;
  left?: boolean;
  players: SessionPlayerDto[];
  avatarSize?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const number = useNumber();
  const person = painter !== undefined && painter !== null ? playerById(players, painter) : null;
  return (
    <figure className={`clash-canvas ${left ? 'is-left' : ''}`} style={canvasStyle(canvas)} data-canvas={canvas}>
      <span className="clash-canvas__letter" aria-hidden="true">
        {canvasLetter(canvas)}
      </span>
      <div className="clash-canvas__paper" style={{ width: size, height: size }}>
        {children}
      </div>
      <figcaption className="clash-canvas__caption">
        {person ? (
          <span className="clash-canvas__painter">
            <Avatar src={person.avatarSrc} name={person.alias} size={avatarSize} colour={person.hexColor} decorative />
            <span className="clash-canvas__alias">{displayAlias(person.alias)}</span>
            {points && points > 0 ? (
              <span className="delta-badge delta-badge--up clash-canvas__points" aria-label={t('game.deltaLabel', { delta: `+${number(points)}` })}>
                +{number(points)}
              </span>
            ) : null}
            {credits !== undefined && credits > 0 ? <span className="clash-canvas__credits">{t('canvasClash.credits', { n: credits })}</span> : null}
          </span>
        ) : (
          <span className="visually-hidden">{t('canvasClash.canvasName', { letter: canvasLetter(canvas) })}</span>
        )}
        {left ? <span className="clash-canvas__left">{t('canvasClash.painterLeft')}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Avatars in a row, in order, without names (who guessed it: the word stays secret). */
export function AvatarRow({ ids, players, size = 56, label, className }: { ids: readonly number[]; players: SessionPlayerDto[]; size?: number; label: string; className?: string }) {
  return (
    <ol className={`clash-avatars ${className ?? ''}`} aria-label={label}>
      {ids.map((id, i) => {
        const person = playerById(players, id);
        return (
          <li key={id} className="clash-avatars__item" style={{ '--i': i } as CSSProperties}>
            <Avatar src={person.avatarSrc} name={displayAlias(person.alias)} size={size} colour={person.hexColor} />
          </li>
        );
      })}
    </ol>
  );
}
