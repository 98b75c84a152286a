/** Pieces both HIDE_AND_PEEK screens use: people, spot names, where a walk starts, a spot up close. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';
import { playerById } from '../players';
import type { PlayerInfo } from '../scores';
import { SpotDrawing } from './SpotDrawing';
import { SCENE_SPOTS, WALK_AREA } from './types';
import type { SceneSpot, ScenePoint, SpotName } from './types';

export type Who = (playerId: number) => PlayerInfo;

/** Finds a player by id: the room's list first, then the alias the game's seat carries. */
export function useWho(players: SessionPlayerDto[], seats: ReadonlyArray<{ playerId: number; alias: string }>): Who {
  return (playerId) => playerById(players, playerId, seats.find((s) => s.playerId === playerId)?.alias ?? '?');
}

/**
 * Where the `index`-th hider of a turn stands before their first step: side by side on the path in
 * the middle of the scene. The shared screen and the hider's phone agree on it without a message.
 */
export function startPosition(index: number, count: number): ScenePoint {
  const x = 960 + (index - (count - 1) / 2) * 170;
  return { x, y: 640 };
}

/** A point kept inside the area an avatar may walk in. */
export function clampToWalkArea(point: ScenePoint): ScenePoint {
  return {
    x: Math.min(WALK_AREA.maxX, Math.max(WALK_AREA.minX, point.x)),
    y: Math.min(WALK_AREA.maxY, Math.max(WALK_AREA.minY, point.y)),
  };
}

export function spotOf(spotName: SpotName | null | undefined, spots: readonly SceneSpot[] = SCENE_SPOTS): SceneSpot | null {
  return spots.find((s) => s.spotName === spotName) ?? null;
}

/** A spot's middle, where a hider pops out of it. */
export function spotMiddle(spot: SceneSpot): ScenePoint {
  return { x: spot.x + spot.width / 2, y: spot.y + spot.height / 2 };
}

/** A spot's name in a language ("the yellow cottage"). */
export function spotName(t: TFunction, spotName: SpotName): string {
  return t(`hideandpeek.spots.${spotName}`);
}

/** "Ann and Bob" in a language. */
export function nameList(language: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(LANGUAGE_TAGS[asLanguage(language)], { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** Aliases as a sentence says them (as typed, not in capitals). */
export function useNames(who: Who): (ids: readonly number[]) => string[] {
  return (ids) => ids.map((id) => who(id).alias);
}

/** A peek's star in a dark badge: whole for a first peek, half for a second one (half points). */
export function StarBadge({ half, className }: { half: boolean; className?: string }) {
  return (
    <span className={`hp-star-badge ${half ? 'is-half' : ''} ${className ?? ''}`} aria-hidden="true">
      <span className="hp-star">★</span>
    </span>
  );
}

/** The round, and from round two on what points are worth. */
export function RoundBadge({ round, rounds, multiplier }: { round: number; rounds: number; multiplier: number }) {
  const { t } = useTranslation();
  return (
    <span className="hp-round">
      <span>{t('hideandpeek.roundOf', { round, rounds })}</span>
      {multiplier > 1 ? <span className="hp-round__multiplier">{t('hideandpeek.multiplier', { multiplier })}</span> : null}
    </span>
  );
}

/**
 * One spot up close, on a patch of grass, with what is drawn around it: `behind` goes under the spot
 * (a hider tucked in), `children` over it. Sized by its container.
 */
export function SpotPicture({ spot, behind, children, className, label }: { spot: SceneSpot; behind?: ReactNode; children?: ReactNode; className?: string; label?: string }) {
  const pad = Math.max(spot.width, spot.height) * 0.22;
  const side = Math.max(spot.width, spot.height) + pad * 2;
  const x = spot.x + spot.width / 2 - side / 2;
  const y = spot.y + spot.height / 2 - side / 2;
  return (
    <svg className={`hp-spot-picture ${className ?? ''}`} viewBox={`${x} ${y} ${side} ${side}`} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <rect x={x} y={y} width={side} height={side * 0.62} fill="#aee1fb" />
      <rect x={x} y={y + side * 0.62} width={side} height={side * 0.38} fill="#8fd86e" />
      <ellipse cx={spot.x + spot.width / 2} cy={spot.y + spot.height} rx={side * 0.5} ry={side * 0.16} fill="#7ccb5f" />
      {behind}
      <SpotDrawing spot={spot} />
      {children}
    </svg>
  );
}
