/**
 * Who runs each room when several server processes share one Redis: a lease per room, held by one
 * process at a time and kept alive by renewing it, with an epoch that grows every time the room
 * changes hands. The epoch is the fencing token: the process that took a room writes it with every
 * change it stores, and storage refuses a change that carries an older epoch than one it has seen, so a
 * process that lost its lease (paused, cut off, presumed dead) can never write the room again, even if
 * it has not noticed yet.
 *
 * Each operation is one Lua script, so checking the holder and changing the lease is atomic in Redis.
 */
import type { createClient } from 'redis';

type Redis = ReturnType<typeof createClient>;

/** A lease lasts this long unless renewed; its holder renews it every third of it. */
export const ROOM_LEASE_TTL_MS = 3_000;

const KEY_PREFIX = 'snackparty:room:';
const leaseKey = (code: string) => `${KEY_PREFIX}${code}:lease`;
const epochKey = (code: string) => `${KEY_PREFIX}${code}:epoch`;

/**
 * KEYS: lease, epoch. ARGV: holder, ttl ms, floor epoch. The holder's epoch when it holds the lease
 * already (renewed), a new epoch above both the room's last one and the floor when nobody holds it,
 * -1 when another process does. The floor is the epoch storage last saw: a Redis that lost its data
 * still hands out epochs that storage accepts.
 */
const ACQUIRE = `
local current = redis.call('GET', KEYS[1])
if current then
  local sep = string.find(current, '|', 1, true)
  if string.sub(current, 1, sep - 1) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return tonumber(string.sub(current, sep + 1))
  end
  return -1
end
local epoch = redis.call('INCR', KEYS[2])
local floor = tonumber(ARGV[3])
if epoch <= floor then
  epoch = floor + 1
  redis.call('SET', KEYS[2], epoch)
end
redis.call('SET', KEYS[1], ARGV[1] .. '|' .. epoch, 'PX', ARGV[2])
return epoch
`;

/** KEYS: lease. ARGV: holder|epoch, ttl ms. 1 when that lease was still held and is extended, else 0. */
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

/** KEYS: lease. ARGV: holder|epoch. Lets the lease go if it is still that one (a graceful hand-over). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

export interface LeaseHolder {
  holder: string;
  epoch: number;
}

export class RoomLeases {
  constructor(
    private readonly redis: Redis,
    /** This process, as the leases name it: unique per process start. */
    readonly holder: string,
    readonly ttlMs: number = ROOM_LEASE_TTL_MS,
  ) {
    if (holder.includes('|')) throw new Error('A lease holder id cannot contain "|"');
  }

  /**
   * Takes the room if nobody holds it (or keeps it, when this process does): the epoch to fence its
   * writes with, or undefined when another process holds it. `floor`: the highest epoch storage has
   * seen for the room.
   */
  async acquire(code: string, floor = 0): Promise<number | undefined> {
    const epoch = Number(await this.redis.eval(ACQUIRE, { keys: [leaseKey(code), epochKey(code)], arguments: [this.holder, String(this.ttlMs), String(floor)] }));
    return epoch > 0 ? epoch : undefined;
  }

  /** Extends the lease taken with `epoch`; false when it is no longer this process's (expired, taken). */
  async renew(code: string, epoch: number): Promise<boolean> {
    return Number(await this.redis.eval(RENEW, { keys: [leaseKey(code)], arguments: [`${this.holder}|${epoch}`, String(this.ttlMs)] })) === 1;
  }

  /** Gives the room up at once (a graceful stop), if the lease is still the one taken with `epoch`. */
  async release(code: string, epoch: number): Promise<boolean> {
    return Number(await this.redis.eval(RELEASE, { keys: [leaseKey(code)], arguments: [`${this.holder}|${epoch}`] })) === 1;
  }

  /** Who holds the room now, if anyone. */
  async holderOf(code: string): Promise<LeaseHolder | undefined> {
    const value = await this.redis.get(leaseKey(code));
    if (!value) return undefined;
    const sep = value.lastIndexOf('|');
    return { holder: value.slice(0, sep), epoch: Number(value.slice(sep + 1)) };
  }
}
