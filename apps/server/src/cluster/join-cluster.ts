import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BroadcastPublisher } from '../realtime/broker-publisher';
import { ClusterBus } from './cluster-bus';
import { ClusterRooms, type ClusterLogger } from './cluster-rooms';
import { RoomLeases } from './room-leases';

/**
 * Joins the server processes sharing `redisUrl`: room messages go to every process, and the rooms'
 * games are run under leases (the caller hands the result to the game runtime, then attaches it).
 */
export async function joinCluster(redisUrl: string, publisher: BroadcastPublisher, log: ClusterLogger): Promise<ClusterRooms> {
  // Unique per start: a process that restarts under the same pid is another holder.
  const processId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`.replaceAll('|', '-');
  const bus = await ClusterBus.connect(redisUrl, processId, log);
  await publisher.useCluster(bus);
  log.info({ processId }, 'sharing rooms with the other servers on Redis');
  return new ClusterRooms(bus, new RoomLeases(bus.redis, processId), log);
}
