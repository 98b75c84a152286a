import { describe, expect, it } from 'vitest';
import { Coalescer, KeyedBuckets, TokenBucket } from '../../src/realtime/budget';
import { FakeTimers } from '../helpers/fake-timers';

describe('TokenBucket', () => {
  it('lets a burst through, then the refill rate only', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 10_000;
    expect(bucket.full).toBe(true);
  });
});

describe('KeyedBuckets', () => {
  it('keeps one budget per key and forgets the ones that refilled', () => {
    let now = 0;
    const buckets = new KeyedBuckets(2, 1, () => now, 10);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('b')]).toEqual([true, true, false, true]);
    now += 5000;
    for (let i = 0; i < 20; i++) buckets.take(`k${i}`);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});

describe('Coalescer', () => {
  it('runs the first request at once and folds the rest of the interval into one run with the latest', async () => {
    const timers = new FakeTimers(0);
    const coalescer = new Coalescer(250, () => timers.now(), undefined, timers);
    const runs: number[] = [];
    coalescer.request('room', () => runs.push(1));
    for (let i = 2; i <= 100; i++) coalescer.request('room', () => runs.push(i));
    coalescer.request('other', () => runs.push(-1));
    expect(runs).toEqual([1, -1]);
    await timers.advance(250);
    expect(runs).toEqual([1, -1, 100]);
    await timers.advance(1000);
    expect(runs).toEqual([1, -1, 100]);
    coalescer.request('room', () => runs.push(101));
    expect(runs.at(-1)).toBe(101);
  });

  it('drops the pending run of a key that is cancelled', async () => {
    const timers = new FakeTimers(0);
    const coalescer = new Coalescer(250, () => timers.now(), undefined, timers);
    const runs: string[] = [];
    coalescer.request('room', () => runs.push('first'));
    coalescer.request('room', () => runs.push('second'));
    coalescer.cancel((key) => key === 'room');
    await timers.advance(1000);
    expect(runs).toEqual(['first']);
  });
});
