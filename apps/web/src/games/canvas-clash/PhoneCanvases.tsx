/**
 * The canvases on a phone when no shared screen shows them (the host plays on a phone, or the room
 * meets on a call): strokes arrive live by canvas, so nothing on the phone tells who paints which one
 * until the reveal names them.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawingModel, SessionPlayerDto } from '@snackparty/protocol';
import { RemoteCanvas } from '../../canvas';
import type { GameRoom } from '../gameRoom';
import { playerById } from '../players';
import { displayAlias } from '../scores';
import { canvasLetter, canvasStyle, useViewport } from './shared';
import type { CanvasClashPlayerView, CanvasIndex } from './types';
import { useCanvasDrawing } from './useRemoteDrawing';
import './phone-canvases.css';
import { ShownText } from '../kit/HiddenContent';

const CANVASES: readonly CanvasIndex[] = [0, 1];
/** The phone's side padding and the gap between two canvases. */
const SIDE_PADDING = 24;
const GAP = 12;
/** Below this side a drawing is hard to read: one canvas at a time, behind tabs, instead of two small ones. */
const MIN_SIDE_BY_SIDE = 220;
/** The largest canvas a phone or tablet shows. */
const MAX_SIDE = 560;

export type PhoneCanvasLayout = 'fit' | 'pair';

/**
 * How big the canvases are and whether they sit side by side. `fit` (while painting): side by side when
 * both can be read, else one big canvas at a time; `pair` (credit, reveal): always both, to compare.
 * `chrome` is the height the rest of the screen takes.
 */
export function phoneCanvasLayout(width: number, height: number, chrome: number, layout: PhoneCanvasLayout): { size: number; sideBySide: boolean } {
  const across = width - SIDE_PADDING;
  const tall = Math.max(150, height - chrome);
  const pairSide = Math.floor(Math.min((across - GAP) / 2, tall, MAX_SIDE));
  if (layout === 'pair' || pairSide >= MIN_SIDE_BY_SIDE) return { size: Math.max(100, pairSide), sideBySide: true };
  return { size: Math.floor(Math.max(150, Math.min(across, tall, MAX_SIDE))), sideBySide: false };
}

/** Whether the host hid this canvas's drawing (known from its reveal on). */
function hiddenCanvas(game: CanvasClashPlayerView, canvas: CanvasIndex): boolean {
  return game.reveal?.painters.find((p) => p.canvas === canvas)?.hidden === true;
}

/** The painter of a canvas once the game has revealed them; null before. */
function revealedPainter(game: CanvasClashPlayerView, canvas: CanvasIndex): number | null {
  return game.reveal?.painters.find((p) => p.canvas === canvas)?.playerId ?? null;
}

/** A canvas's name: its letter, and its painter's name once revealed ("You" for this phone's own). */
function useCanvasName(game: CanvasClashPlayerView, players: SessionPlayerDto[]): (canvas: CanvasIndex) => string {
  const { t } = useTranslation();
  return (canvas) => {
    const letter = t('canvasClash.canvasName', { letter: canvasLetter(canvas) });
    const painter = revealedPainter(game, canvas);
    if (painter === null) return letter;
    return `${letter} · ${painter === game.playerId ? t('canvasClash.you') : displayAlias(playerById(players, painter).alias)}`;
  };
}

export function PhoneCanvases({
  game,
  room,
  players,
  chrome,
  layout = 'fit',
}: {
  game: CanvasClashPlayerView;
  room: GameRoom | null;
  players: SessionPlayerDto[];
  chrome: number;
  layout?: PhoneCanvasLayout;
}) {
  const { t } = useTranslation();
  const viewport = useViewport();
  const { size, sideBySide } = phoneCanvasLayout(viewport.width, viewport.height, chrome, layout);
  const models = [useCanvasDrawing(room, 0, game.turn), useCanvasDrawing(room, 1, game.turn)] as const;
  const nameOf = useCanvasName(game, players);
  const tabsId = useId();
  const [shown, setShown] = useState<CanvasIndex>(0);
  /** Lines of each canvas when it was last shown: more since then marks its tab. */
  const [seenLines, setSeenLines] = useState<[number, number]>([0, 0]);
  const shownLines = models[shown].lines.length;
  if (!sideBySide && seenLines[shown] !== shownLines) {
    setSeenLines(shown === 0 ? [shownLines, seenLines[1]] : [seenLines[0], shownLines]);
  }

  if (sideBySide) {
    return (
      <section className="clash-phone-canvases is-pair" aria-label={t('canvasClash.canvasesLabel')}>
        {CANVASES.map((canvas) => (
          <PhoneCanvas key={canvas} canvas={canvas} model={models[canvas]} size={size} name={nameOf(canvas)} hidden={hiddenCanvas(game, canvas)} />
        ))}
      </section>
    );
  }
  const other: CanvasIndex = shown === 0 ? 1 : 0;
  return (
    <section className="clash-phone-canvases is-tabbed" aria-label={t('canvasClash.canvasesLabel')}>
      <div className="clash-phone-tabs" role="tablist" aria-label={t('canvasClash.canvasesLabel')} style={{ width: size }}>
        {CANVASES.map((canvas) => {
          const fresh = canvas === other && models[canvas].lines.length > seenLines[canvas];
          return (
            <button
              key={canvas}
              type="button"
              role="tab"
              id={`${tabsId}-tab-${canvas}`}
              aria-selected={canvas === shown}
              aria-controls={`${tabsId}-panel`}
              className={`clash-phone-tab ${canvas === shown ? 'is-shown' : ''}`}
              style={canvasStyle(canvas)}
              data-canvas={canvas}
              onClick={() => setShown(canvas)}
            >
              <span className="clash-phone-tab__letter" aria-hidden="true">
                {canvasLetter(canvas)}
              </span>
              <span className="clash-phone-tab__name">{nameOf(canvas)}</span>
              {fresh ? (
                <span className="clash-phone-tab__fresh">
                  <span className="visually-hidden">{t('canvasClash.newStrokes')}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-tab-${shown}`} className="clash-phone-canvases__panel">
        <PhoneCanvas canvas={shown} model={models[shown]} size={size} name={nameOf(shown)} hidden={hiddenCanvas(game, shown)} />
      </div>
    </section>
  );
}

function PhoneCanvas({ canvas, model, size, name, hidden }: { canvas: CanvasIndex; model: DrawingModel; size: number; name: string; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <figure className="clash-phone-canvas" style={canvasStyle(canvas)} data-canvas={canvas} data-lines={model.lines.length}>
      <span className="clash-phone-canvas__letter" aria-hidden="true">
        {canvasLetter(canvas)}
      </span>
      <div className="clash-phone-canvas__paper" style={{ width: size, height: size }}>
        {hidden ? (
          <p className="clash-canvas__hidden">
            <ShownText text="" hidden />
          </p>
        ) : (
          <RemoteCanvas model={model} width={size} height={size} aria-label={t('canvasClash.liveCanvasLabel', { canvas: name })} />
        )}
      </div>
      <figcaption className="clash-phone-canvas__name">{name}</figcaption>
    </figure>
  );
}

/** A painter's look at the other canvas, small: how the other painter is getting on. */
export function OtherCanvas({ game, room, size }: { game: CanvasClashPlayerView; room: GameRoom | null; size: number }) {
  const { t } = useTranslation();
  const canvas: CanvasIndex = game.canvas === 1 ? 0 : 1;
  const model = useCanvasDrawing(room, canvas, game.turn);
  return (
    <figure className="clash-other-canvas" style={canvasStyle(canvas)} data-canvas={canvas} data-lines={model.lines.length}>
      <div className="clash-other-canvas__paper" style={{ width: size, height: size }}>
        <RemoteCanvas model={model} width={size} height={size} aria-label={t('canvasClash.otherCanvasLabel', { letter: canvasLetter(canvas) })} />
      </div>
      <figcaption className="clash-other-canvas__name">{t('canvasClash.canvasName', { letter: canvasLetter(canvas) })}</figcaption>
    </figure>
  );
}
