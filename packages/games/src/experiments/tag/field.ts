/**
 * Tag's playing field: the HIDE_AND_PEEK scene (1920x1080 scene pixels), where avatars may stand, how
 * fast they move, and when two of them touch. Pure geometry shared by the rules, the server (which
 * decides the tags from the positions it holds) and the phones (which integrate their joystick).
 */
import type { PlayerId } from '@snackparty/engine';
import { SCENE_HEIGHT, SCENE_WIDTH, WALK_AREA } from '../../hide-and-peek/scene';

export interface Position {
  x: number;
  y: number;
}

export interface PlacedPosition extends Position {
  playerId: PlayerId;
}

/** The field's size in scene pixels, and the area an avatar's centre stays in (the avatar is always whole on screen). */
export const FIELD = {
  width: SCENE_WIDTH,
  height: SCENE_HEIGHT,
  minX: WALK_AREA.minX,
  maxX: WALK_AREA.maxX,
  minY: WALK_AREA.minY,
  maxY: WALK_AREA.maxY,
} as const;

/** Two avatars touch when their centres are closer than this (scene pixels): about an avatar's width. */
export const TAG_RADIUS = 90;
/** How fast a player's avatar runs with the joystick pushed all the way (scene pixels a second). */
export const RUN_SPEED = 520;
/**
 * How far beyond `RUN_SPEED` the server lets a phone's avatar move between two positions it sends
 * (network jitter bunches them up); a longer jump is cut short, so a phone cannot teleport onto someone.
 */
export const SPEED_TOLERANCE = 1.5;
/** A phone sends its position at most this often; the server relays each player's at most this often. */
export const POSITION_INTERVAL_MS = 100;

export function clampToField(position: Position): Position {
  return {
    x: Math.min(FIELD.maxX, Math.max(FIELD.minX, position.x)),
    y: Math.min(FIELD.maxY, Math.max(FIELD.minY, position.y)),
  };
}

export function distance(a: Position, b: Position): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Where an avatar may be `elapsedMs` after it stood at `from`, when it claims `to`: `to` itself if a
 * run could reach it (with `SPEED_TOLERANCE`), else the point that far along the way. Inside the field.
 */
export function reachable(from: Position, to: Position, elapsedMs: number, speed = RUN_SPEED): Position {
  const target = clampToField(to);
  const allowed = (speed * SPEED_TOLERANCE * Math.max(0, elapsedMs)) / 1000;
  const gap = distance(from, target);
  if (gap <= allowed) return target;
  const share = allowed / gap;
  return clampToField({ x: from.x + (target.x - from.x) * share, y: from.y + (target.y - from.y) * share });
}

/**
 * One step of an avatar pushed by a joystick: `direction` has a length of at most 1 (a longer one
 * counts as 1), `speed` is scene pixels a second. The phone and the AI runners move the same way.
 */
export function step(from: Position, direction: Position, elapsedMs: number, speed = RUN_SPEED): Position {
  const length = Math.hypot(direction.x, direction.y);
  if (!Number.isFinite(length) || length === 0) return clampToField(from);
  const scale = (Math.min(1, length) / length) * ((speed * Math.max(0, elapsedMs)) / 1000);
  return clampToField({ x: from.x + direction.x * scale, y: from.y + direction.y * scale });
}

/**
 * Who "it" touches now: the nearest of `others` closer than `TAG_RADIUS` to `it`, or null. Ties go to
 * the lower player id, so the same positions always give the same tag.
 */
export function touched(it: Position, others: readonly PlacedPosition[]): PlayerId | null {
  let best: { playerId: PlayerId; gap: number } | null = null;
  for (const other of others) {
    const gap = distance(it, other);
    if (gap >= TAG_RADIUS) continue;
    if (!best || gap < best.gap || (gap === best.gap && other.playerId < best.playerId)) best = { playerId: other.playerId, gap };
  }
  return best?.playerId ?? null;
}

/**
 * Where everyone stands as a round starts: "it" in the middle of the field, the others evenly on an
 * ellipse around it in seat order (far enough that nobody starts within reach).
 */
export function spawnPositions(players: readonly PlayerId[], it: PlayerId): PlacedPosition[] {
  const centre = { x: (FIELD.minX + FIELD.maxX) / 2, y: (FIELD.minY + FIELD.maxY) / 2 };
  const radii = { x: (FIELD.maxX - FIELD.minX) / 2 - 60, y: (FIELD.maxY - FIELD.minY) / 2 - 40 };
  const runners = players.filter((id) => id !== it);
  return players.map((playerId) => {
    if (playerId === it) return { playerId, ...centre };
    const angle = -Math.PI / 2 + (2 * Math.PI * runners.indexOf(playerId)) / runners.length;
    return { playerId, x: Math.round(centre.x + radii.x * Math.cos(angle)), y: Math.round(centre.y + radii.y * Math.sin(angle)) };
  });
}
