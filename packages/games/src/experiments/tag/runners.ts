/**
 * How AI players run in tag (pure; the server moves them ten times a second on the same relay as the
 * phones): "it" chases the nearest player it may tag, the others flee from "it" while it is near and
 * stroll while it is far, keeping off the edges so they are not cornered at once. A little slower than
 * a player at full tilt, so people can both catch them and get away.
 */
import type { PlayerId } from '@snackparty/engine';
import { FIELD, RUN_SPEED, clampToField, distance, step, type Position } from './field';
import { taggable, type TagSituation } from './referee';

export const AI_CHASE_SPEED = Math.round(RUN_SPEED * 0.8);
export const AI_FLEE_SPEED = Math.round(RUN_SPEED * 0.75);
/** A runner flees from "it" while it is closer than this; further away, it strolls. */
export const FLEE_RANGE = 600;
/** How far from an edge a runner starts to feel it. */
const EDGE_ZONE = 220;
/** A strolling runner's share of its flee speed. */
const STROLL_SHARE = 0.35;

function unit(v: Position): Position {
  const length = Math.hypot(v.x, v.y);
  return length === 0 ? { x: 0, y: 0 } : { x: v.x / length, y: v.y / length };
}

/** A slowly turning direction of its own per runner, the same for the same time. */
function strollDirection(playerId: PlayerId, now: number): Position {
  const angle = now / 2300 + playerId * 1.7;
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** How far ahead a runner weighs where a direction takes it. */
const LOOKAHEAD = 260;
/** The directions a runner weighs, evenly round the compass. */
const COMPASS: readonly Position[] = Array.from({ length: 16 }, (_, i) => ({ x: Math.cos((i * Math.PI) / 8), y: Math.sin((i * Math.PI) / 8) }));

/** How much being this close to the edges costs (zero in the open): a runner prefers room to move. */
function edgeCost(at: Position): number {
  const cost = (gap: number): number => Math.max(0, EDGE_ZONE - gap);
  return cost(at.x - FIELD.minX) + cost(FIELD.maxX - at.x) + cost(at.y - FIELD.minY) + cost(FIELD.maxY - at.y);
}

/** The compass direction with the best score of where it leads (the first of equals). */
function bestDirection(at: Position, score: (ahead: Position, direction: Position) => number): Position {
  let best = COMPASS[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const direction of COMPASS) {
    const ahead = clampToField({ x: at.x + direction.x * LOOKAHEAD, y: at.y + direction.y * LOOKAHEAD });
    const value = score(ahead, direction);
    if (value > bestScore) {
      best = direction;
      bestScore = value;
    }
  }
  return best;
}

/** Where the AI player `self` wants to go now (a unit vector or zero) and how fast. */
export function aiHeading(self: PlayerId, situation: TagSituation, positions: ReadonlyMap<PlayerId, Position>, now: number): { direction: Position; speed: number } {
  const at = positions.get(self);
  if (!at) return { direction: { x: 0, y: 0 }, speed: 0 };
  if (self === situation.it) {
    let target: Position | null = null;
    for (const [playerId, other] of positions) {
      if (!taggable(situation, playerId, now)) continue;
      if (!target || distance(at, other) < distance(at, target)) target = other;
    }
    if (!target) return { direction: strollDirection(self, now), speed: AI_CHASE_SPEED * STROLL_SHARE };
    return { direction: unit({ x: target.x - at.x, y: target.y - at.y }), speed: AI_CHASE_SPEED };
  }
  const chaser = positions.get(situation.it);
  if (!chaser || distance(at, chaser) >= FLEE_RANGE) {
    const stroll = strollDirection(self, now);
    const direction = bestDirection(at, (ahead, d) => (d.x * stroll.x + d.y * stroll.y) * 100 - edgeCost(ahead));
    return { direction, speed: AI_FLEE_SPEED * STROLL_SHARE };
  }
  // Away from "it", where there is room to keep running: along a wall rather than into it or a corner.
  const direction = bestDirection(at, (ahead) => distance(ahead, chaser) - edgeCost(ahead) * 1.2);
  return { direction, speed: AI_FLEE_SPEED };
}

/** The AI player's next position, `elapsedMs` after `positions`. */
export function aiStep(self: PlayerId, situation: TagSituation, positions: ReadonlyMap<PlayerId, Position>, now: number, elapsedMs: number): Position {
  const at = positions.get(self);
  if (!at) return situation.spawns.find((spawn) => spawn.playerId === self) ?? { x: FIELD.width / 2, y: FIELD.height / 2 };
  const { direction, speed } = aiHeading(self, situation, positions, now);
  const next = step(at, direction, elapsedMs, speed);
  return { x: Math.round(next.x), y: Math.round(next.y) };
}
