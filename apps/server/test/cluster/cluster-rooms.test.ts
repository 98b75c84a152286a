/**
 * The takeover watcher on a real Redis: a room whose server is gone is taken over, and one room that
 * cannot be taken over for now does not hold up the others.
 */
import { describe, expect, it } from 'vitest';
import { ClusterBus } from '../../src/cluster/cluster-bus';
import { ClusterRooms, TAKE_OVER_CHECK_MS, type ClusteredRuntime } from '../../src/cluster/cluster-rooms';
import { RoomLeases } from '../../src/cluster/room-leases';
import { useRedis } from '../helpers/redis';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('ClusterRooms', () => {
  const redis = useRedis();

  it('takes over every room whose lease lapsed, even when the first one fails', async () => {
    const leases = new RoomLeases(redis.client, 'server-b', 1_000);
    // Another server still holds one room: it is not taken.
    await new RoomLeases(redis.client, 'server-a', 60_000).acquire('HELDX');
    const tried: string[] = [];
    const runtime: ClusteredRuntime = {
      ownedRooms: () => [],
      copiedRooms: () => ['BROKE', 'HELDX', 'FREEX'],
      lostRoom: () => undefined,
      receive: () => undefined,
      forget: () => undefined,
      serve: () => Promise.resolve(),
      takeOver: async (code) => {
        tried.push(code);
        if (code === 'BROKE') throw new Error('database away');
        return true;
      },
    };
    const bus = await ClusterBus.connect(redis.url, 'server-b', quiet);
    const rooms = new ClusterRooms(bus, leases, quiet);
    try {
      await rooms.attach(runtime);
      const deadline = Date.now() + 10 * TAKE_OVER_CHECK_MS;
      while (!tried.includes('FREEX') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(tried).toContain('BROKE');
      expect(tried).toContain('FREEX');
      expect(tried).not.toContain('HELDX');
      expect(rooms.counts.takenOver).toBeGreaterThanOrEqual(1);
    } finally {
      await rooms.close();
      await bus.close();
    }
  });
});
