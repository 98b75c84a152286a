/**
 * Room leases on a real Redis: one holder at a time, renewed or lost, handed over with a larger epoch,
 * never a smaller one than storage saw, and two processes racing for a room get one answer each.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { RoomLeases } from '../../src/cluster/room-leases';
import { useRedis } from '../helpers/redis';

describe('RoomLeases', () => {
  const redis = useRedis();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeEach(async () => {
    await redis.client.flushAll();
  });

  it('lets one process hold a room; the other gets nothing until the lease is released', async () => {
    const a = new RoomLeases(redis.client, 'server-a', 1_000);
    const b = new RoomLeases(redis.client, 'server-b', 1_000);
    const epoch = await a.acquire('ABCDE');
    expect(epoch).toBe(1);
    expect(await b.acquire('ABCDE')).toBeUndefined();
    // Taking it again while holding it keeps the same epoch.
    expect(await a.acquire('ABCDE')).toBe(1);
    expect(await a.holderOf('ABCDE')).toEqual({ holder: 'server-a', epoch: 1 });
    // Another room is another lease.
    expect(await b.acquire('FGHJK')).toBe(1);

    expect(await a.release('ABCDE', epoch!)).toBe(true);
    expect(await a.holderOf('ABCDE')).toBeUndefined();
    expect(await b.acquire('ABCDE')).toBe(2);
    // A stale holder's release lets nothing go.
    expect(await a.release('ABCDE', epoch!)).toBe(false);
    expect(await b.holderOf('ABCDE')).toEqual({ holder: 'server-b', epoch: 2 });
  });

  it('keeps a renewed lease past its time, and hands an expired one over with a larger epoch', async () => {
    const a = new RoomLeases(redis.client, 'server-a', 300);
    const b = new RoomLeases(redis.client, 'server-b', 300);
    const first = (await a.acquire('ABCDE'))!;
    for (let i = 0; i < 4; i++) {
      await sleep(100);
      expect(await a.renew('ABCDE', first)).toBe(true);
    }
    expect(await b.acquire('ABCDE')).toBeUndefined();

    // The holder stops renewing (paused, cut off, killed): the lease runs out and another takes it.
    await sleep(450);
    const second = await b.acquire('ABCDE');
    expect(second).toBe(first + 1);
    // The old holder learns it lost the room at its next renewal, and cannot take it back.
    expect(await a.renew('ABCDE', first)).toBe(false);
    expect(await a.acquire('ABCDE')).toBeUndefined();
  });

  it('never hands out an epoch at or below the one storage saw (a Redis that lost its data)', async () => {
    const a = new RoomLeases(redis.client, 'server-a', 1_000);
    expect(await a.acquire('ABCDE', 41)).toBe(42);
    await redis.client.flushAll();
    expect(await a.acquire('ABCDE', 42)).toBe(43);
  });

  it('gives a room to exactly one of many processes racing for it', async () => {
    const racers = Array.from({ length: 8 }, (_, i) => new RoomLeases(redis.client, `server-${i}`, 1_000));
    const epochs = await Promise.all(racers.map((leases) => leases.acquire('ABCDE')));
    expect(epochs.filter((e) => e !== undefined)).toEqual([1]);
    const winner = racers[epochs.findIndex((e) => e !== undefined)]!;
    expect((await winner.holderOf('ABCDE'))?.holder).toBe(winner.holder);
  });

  it('refuses a holder id that would break its own lease records', () => {
    expect(() => new RoomLeases(redis.client, 'server|a')).toThrow(/cannot contain/);
  });
});
