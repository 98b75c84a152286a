import { describe, expect, it } from 'vitest';
import { PICK_MS, REVEAL_MS, T0, highestNumber as game, seats, settings } from './highest-number';
import { runScript } from './script';
import type { Op } from './script';

/** Two rounds and a bit: early completion, a deadline, a refused move, a player leaving, a host skip. */
const script: Op[] = [
  { op: 'move', at: T0 + 1_000, request: { playerId: 1, move: 'pick', payload: { n: 7 } } },
  { op: 'move', at: T0 + 2_000, request: { playerId: 2, move: 'pick', payload: { n: 12 } } },
  { op: 'move', at: T0 + 2_500, request: { playerId: 2, move: 'pick', payload: { n: 9 } } },
  { op: 'tick', at: T0 + 3_000 },
  { op: 'move', at: T0 + 4_000, request: { playerId: 3, move: 'pick', payload: { n: 9 } } },
  { op: 'tick', at: T0 + 4_000 + REVEAL_MS },
  { op: 'move', at: T0 + 10_000, request: { playerId: 3, move: 'pick', payload: { n: 10 } } },
  { op: 'tick', at: T0 + 9_000 + PICK_MS + 1 },
  { op: 'remove', at: T0 + 50_000, playerId: 1 },
  { op: 'skip', at: T0 + 51_000 },
  { op: 'move', at: T0 + 52_000, request: { playerId: 2, move: 'pick', payload: { n: 4 } } },
  { op: 'move', at: T0 + 53_000, request: { playerId: 3, move: 'pick', payload: { n: 5 } } },
];

/** The same script with the server restarting from the stored JSON between every two operations. */
const withRestarts: Op[] = script.flatMap((op) => [{ op: 'restart' } as const, op]);

describe('determinism', () => {
  it('replays identically from the same seed and inputs', () => {
    const a = runScript(game, seats, settings, 1234, T0, script);
    const b = runScript(game, seats, settings, 1234, T0, script);
    expect(b).toEqual(a);
    expect(a.refusals).toEqual(['error.invalid_number']);
    expect(a.match).toMatchObject({ round: 3, stage: 'reveal', removed: [1], scores: { 1: 0, 2: 100, 3: 600 } });
  });

  it('a match stored as JSON and read back continues exactly as if the server had not stopped', () => {
    const straight = runScript(game, seats, settings, 99, T0, script);
    const restarted = runScript(game, seats, settings, 99, T0, withRestarts);
    expect(JSON.stringify(restarted.match)).toBe(JSON.stringify(straight.match));
    expect(restarted.events).toEqual(straight.events);
  });

  it('the seed drives the randomness, and the rng state moves on with the match', () => {
    const a = runScript(game, seats, settings, 1, T0, script).match;
    const b = runScript(game, seats, settings, 2, T0, script).match;
    expect(a.state.lucky).toHaveLength(3);
    expect(b.state.lucky).not.toEqual(a.state.lucky);
    const start = runScript(game, seats, settings, 1, T0, []).match;
    expect(a.rngState).not.toBe(start.rngState);
  });
});
