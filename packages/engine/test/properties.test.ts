import { describe, expect, it } from 'vitest';
import { GAME_OVER, botActions, createRng, isInvalid } from '../src';
import type { BaseSettings, EngineEvent, PlayerId, Rng, Seat } from '../src';
import { T0, highestNumber as game, settings as baseSettings } from './highest-number';
import { deepFreeze } from './helpers';
import type { M } from './helpers';
import { runOp, runScript } from './script';
import type { Op } from './script';

const total = (scores: Record<PlayerId, number>) => Object.values(scores).reduce((a, b) => a + b, 0);

function scoredDeltas(events: EngineEvent[]): Record<PlayerId, number>[] {
  return events.flatMap((event) => (event.type === 'scored' ? [event.deltas] : []));
}

function randomTable(rng: Rng): Seat[] {
  return Array.from({ length: 2 + rng.int(5) }, (_, i) => {
    const robot = rng.int(3) === 0;
    return { playerId: robot ? -(i + 1) : i + 1, alias: `P${i}`, robot };
  });
}

/** One random operation, sometimes absurd (strangers, unknown moves, bad payloads, stale stages). */
function randomOp(rng: Rng, match: M, settings: BaseSettings, now: number): Op {
  const roll = rng.int(100);
  const ids = [...match.seats.map((seat) => seat.playerId), 999];
  if (roll < 45) {
    return {
      op: 'move',
      at: now + rng.int(6_000),
      request: {
        playerId: rng.pick(ids),
        move: rng.pick(['pick', 'pick', 'pick', 'cheat']),
        payload: rng.int(10) === 0 ? 'junk' : { n: rng.int(12) },
        ...(rng.int(4) === 0 ? { stageNumber: match.stageNumber - rng.int(2) } : {}),
      },
    };
  }
  if (roll < 60) {
    const [bot] = botActions(game, match, settings, now);
    if (bot) return { op: 'move', at: bot.at, request: bot };
  }
  if (roll < 78) return { op: 'tick', at: now + rng.int(40_000) };
  if (roll < 84) return { op: 'skip', at: now + rng.int(1_000) };
  if (roll < 89) return { op: 'remove', at: now, playerId: rng.pick(ids) };
  if (roll < 90) return { op: 'end', at: now };
  return { op: 'restart' };
}

describe('properties over random games', () => {
  it('scores only move by the scored deltas, which only stage ends produce', () => {
    // Guards against a vacuous run: the random games must actually reach these situations.
    const seen = { over: 0, scored: 0, moves: 0, restarts: 0, removals: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const rng = createRng(seed);
      const seats = randomTable(rng);
      const settings = { ...baseSettings, numberOfRounds: 1 + rng.int(5), maxScore: rng.pick([0, 300, 700, 10_000]) };
      let { match, events: allEvents } = runScript(game, seats, settings, seed * 7919, T0, []);
      let now = T0;
      const ops: Op[] = [];

      for (let i = 0; i < 150 && !match.over; i++) {
        const op = randomOp(rng, match, settings, now);
        ops.push(op);
        if ('at' in op) now = Math.max(now, op.at);
        const before = deepFreeze(match);
        const result = runOp(game, before, settings, op);
        if (result === null || isInvalid(result)) continue;
        const { match: after, events } = result;

        // Every score change is announced by a `scored` event, and nothing else changes scores.
        const expected = { ...before.scores };
        for (const deltas of scoredDeltas(events)) {
          for (const [id, delta] of Object.entries(deltas)) expected[Number(id)] = (expected[Number(id)] ?? 0) + delta;
        }
        expect(after.scores).toEqual(expected);
        expect(Object.keys(after.scores).sort()).toEqual(seats.map((s) => String(s.playerId)).sort());
        // Points come only from a stage ending, never from the move itself.
        if (!events.some((event) => event.type === 'stageCompleted')) expect(scoredDeltas(events)).toEqual([]);
        if (op.op === 'move') expect(events[0]).toEqual({ type: 'moveAccepted', playerId: op.request.playerId, move: 'pick' });
        if (scoredDeltas(events).length) expect(after.lastDeltas).toEqual(scoredDeltas(events).at(-1));

        // Shape of the match that the runtime relies on.
        expect(after.over).toBe(after.stage === GAME_OVER);
        if (after.over) expect(after.stageEndsAt).toBeNull();
        else expect(after.stageEndsAt).not.toBeNull();
        expect(after.stageNumber).toBeGreaterThanOrEqual(before.stageNumber);
        const maxReached = settings.maxScore > 0 && Object.values(after.scores).some((s) => s >= settings.maxScore);
        if (maxReached) expect(after.over).toBe(true);

        seen.scored += scoredDeltas(events).filter((deltas) => total(deltas) > 0).length;
        seen.moves += op.op === 'move' ? 1 : 0;
        seen.restarts += op.op === 'restart' ? 1 : 0;
        seen.removals += after.removed.length > before.removed.length ? 1 : 0;
        match = after;
        allEvents = [...allEvents, ...events];
      }

      const announced = scoredDeltas(allEvents).reduce((sum, deltas) => sum + total(deltas), 0);
      expect(total(match.scores)).toBe(announced);
      // The same seed and the same operations give the same match.
      expect(runScript(game, seats, settings, seed * 7919, T0, ops).match).toEqual(match);
      seen.over += match.over ? 1 : 0;
    }
    expect(seen.over).toBeGreaterThan(150);
    expect(Math.min(seen.scored, seen.moves, seen.restarts, seen.removals)).toBeGreaterThan(100);
  });
});
