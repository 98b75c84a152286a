import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { PositionRelay, decodePosition, type PlacedPosition } from '../../src/streams/position-relay';
import { FakeTimers } from '../helpers/fake-timers';

const SCENE = { width: 1920, height: 1080 };

interface Flush {
  at: number;
  code: string;
  positions: PlacedPosition[];
}

function relayWithLog(intervalMs?: number) {
  const timers = new FakeTimers();
  const flushes: Flush[] = [];
  const relay = new PositionRelay({ intervalMs, timers, publish: (code, positions) => flushes.push({ at: timers.now(), code, positions: [...positions] }) });
  return { timers, flushes, relay };
}

/** How many positions of the sender the listeners heard in each whole second after `start`. */
function perSecond(flushes: Flush[], playerId: number, start: number): number[] {
  const counts: number[] = [];
  for (const f of flushes) {
    const second = Math.floor((f.at - start) / 1000);
    counts[second] = (counts[second] ?? 0) + f.positions.filter((p) => p.playerId === playerId).length;
  }
  return [...counts].map((c) => c ?? 0);
}

describe('decodePosition', () => {
  it('reads {"x","y"} inside the scene, rounded to integers', () => {
    expect(decodePosition('{"x":12.4,"y":1079.6}', SCENE)).toEqual({ x: 12, y: 1080 });
    expect(decodePosition('{"y":0,"x":1920}', SCENE)).toEqual({ x: 1920, y: 0 });
  });

  it.each([
    ['not JSON', 'x=1,y=2'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a number', '5'],
    ['a missing y', '{"x":1}'],
    ['a string coordinate', '{"x":"1","y":2}'],
    ['an extra field', '{"x":1,"y":2,"spotName":"house1"}'],
    ['x left of the scene', '{"x":-1,"y":2}'],
    ['x right of the scene', '{"x":1921,"y":2}'],
    ['y below the scene', '{"x":1,"y":1081}'],
    ['a huge number', '{"x":1e400,"y":2}'],
    ['a long body', `{"x":1,"y":2${' '.repeat(300)}}`],
  ])('refuses %s with a 400 and a message key', (_what, body) => {
    let thrown: unknown;
    try {
      decodePosition(body, SCENE);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(400);
    expect((thrown as AppError).messageKey).toBe('error.invalid_request');
  });
});

describe('PositionRelay', () => {
  it('turns a flood of 100 offers in a second into at most 10 per sender per second, the latest winning', async () => {
    const { timers, flushes, relay } = relayWithLog();
    const start = timers.now();
    for (let i = 0; i < 100; i++) {
      relay.offer('ROOMA', 1, { x: i, y: 500 });
      relay.offer('ROOMA', 2, { x: 1000 + i, y: 600 });
      await timers.advance(10);
    }
    await timers.advance(1000);

    const counts1 = perSecond(flushes, 1, start);
    const counts2 = perSecond(flushes, 2, start);
    for (const count of [...counts1, ...counts2]) expect(count).toBeLessThanOrEqual(10);
    // The flood was heard, not swallowed: about ten a second, and the last position got through.
    expect(counts1[0]).toBeGreaterThanOrEqual(9);
    expect(flushes.at(-1)!.positions).toEqual([
      { playerId: 1, x: 99, y: 500 },
      { playerId: 2, x: 1099, y: 600 },
    ]);
    // One flush per period with news: never two within 100 ms, and each sender at most once in each.
    for (let i = 1; i < flushes.length; i++) expect(flushes[i]!.at - flushes[i - 1]!.at).toBeGreaterThanOrEqual(100);
    for (const f of flushes) expect(new Set(f.positions.map((p) => p.playerId)).size).toBe(f.positions.length);
    // Each flush carries the latest offer before it: positions only move forward.
    const xs = flushes.flatMap((f) => f.positions.filter((p) => p.playerId === 1).map((p) => p.x));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(relay.lastPositions('ROOMA')).toEqual([
      { playerId: 1, x: 99, y: 500 },
      { playerId: 2, x: 1099, y: 600 },
    ]);
  });

  it('does not hold a steady sender longer and longer when its timers fire late', async () => {
    const timers = new FakeTimers();
    // A busy event loop: every timer fires 30 ms after it was due.
    const late = { now: () => timers.now(), setTimeout: (fn: () => void, ms: number) => timers.setTimeout(fn, ms + 30), clearTimeout: (h: unknown) => timers.clearTimeout(h) };
    const heard: Array<{ at: number; x: number }> = [];
    const relay = new PositionRelay({ timers: late, publish: (_code, positions) => heard.push({ at: timers.now(), x: positions[0]!.x }) });
    const sentAt = new Map<number, number>();
    for (let i = 0; i < 50; i++) {
      sentAt.set(i, timers.now());
      relay.offer('ROOMA', 1, { x: i, y: 0 });
      await timers.advance(100);
    }
    // Each position waits for the late timer only, never for a schedule that slipped: none is superseded.
    expect(heard.map((h) => h.x)).toEqual([...sentAt.keys()]);
    for (const h of heard) expect(h.at - sentAt.get(h.x)!).toBeLessThanOrEqual(30);
  });

  it('sends a position after a quiet period at once, and nothing when there is no news', async () => {
    const { timers, flushes, relay } = relayWithLog();
    relay.offer('ROOMA', 1, { x: 1, y: 1 });
    await timers.advance(0);
    expect(flushes).toHaveLength(1);
    await timers.advance(5000);
    expect(flushes).toHaveLength(1);
    expect(timers.size).toBe(0);
    relay.offer('ROOMA', 1, { x: 2, y: 2 });
    await timers.advance(0);
    expect(flushes.map((f) => f.positions[0]!.x)).toEqual([1, 2]);
  });

  it('keeps rooms apart, each on its own pace', async () => {
    const { timers, flushes, relay } = relayWithLog(250);
    relay.offer('ROOMA', 1, { x: 1, y: 1 });
    relay.offer('ROOMB', 1, { x: 7, y: 7 });
    await timers.advance(0);
    relay.offer('ROOMA', 1, { x: 2, y: 2 });
    await timers.advance(200);
    expect(flushes.map((f) => [f.code, f.positions[0]!.x])).toEqual([
      ['ROOMA', 1],
      ['ROOMB', 7],
    ]);
    await timers.advance(50);
    expect(flushes.map((f) => [f.code, f.positions[0]!.x])).toEqual([
      ['ROOMA', 1],
      ['ROOMB', 7],
      ['ROOMA', 2],
    ]);
    expect(relay.lastPositions('ROOMB')).toEqual([{ playerId: 1, x: 7, y: 7 }]);
    expect(relay.lastPositions('NOONE')).toEqual([]);
  });

  it('forgets a sender: its last position and its news not yet flushed', async () => {
    const { timers, flushes, relay } = relayWithLog();
    relay.offer('ROOMA', 1, { x: 1, y: 1 });
    relay.offer('ROOMA', 2, { x: 2, y: 2 });
    await timers.advance(0);
    relay.offer('ROOMA', 1, { x: 3, y: 3 });
    relay.offer('ROOMA', 2, { x: 4, y: 4 });
    relay.forget('ROOMA', 1);
    await timers.advance(500);
    expect(flushes.at(-1)!.positions).toEqual([{ playerId: 2, x: 4, y: 4 }]);
    expect(relay.lastPositions('ROOMA')).toEqual([{ playerId: 2, x: 4, y: 4 }]);
    // The last sender with news gone, its room's pending flush goes too.
    relay.offer('ROOMA', 2, { x: 5, y: 5 });
    relay.forget('ROOMA', 2);
    expect(timers.size).toBe(0);
  });

  it('forgets a room whole, its pending flush included', async () => {
    const { timers, flushes, relay } = relayWithLog();
    relay.offer('ROOMA', 1, { x: 1, y: 1 });
    await timers.advance(0);
    relay.offer('ROOMA', 1, { x: 2, y: 2 });
    expect(timers.size).toBe(1);
    relay.forget('ROOMA');
    expect(timers.size).toBe(0);
    await timers.advance(1000);
    expect(flushes).toHaveLength(1);
    expect(relay.lastPositions('ROOMA')).toEqual([]);
  });

  it('stops every timer on close and ignores later offers', async () => {
    const { timers, flushes, relay } = relayWithLog();
    relay.offer('ROOMA', 1, { x: 1, y: 1 });
    relay.offer('ROOMB', 1, { x: 1, y: 1 });
    expect(timers.size).toBe(2);
    relay.close();
    expect(timers.size).toBe(0);
    relay.offer('ROOMA', 1, { x: 2, y: 2 });
    await timers.advance(1000);
    expect(flushes).toHaveLength(0);
    expect(timers.size).toBe(0);
  });
});
