import { MESSAGE_KEYS } from '@snackparty/protocol';
import type { RoomRepository } from '../rooms/repository';

/** Whether a room takes this user into its audience: `ok`, or the message key of the refusal. */
export type AdmissionCheck = (code: string, userId: number, deviceId?: string) => Promise<'ok' | typeof MESSAGE_KEYS.audienceClosed | typeof MESSAGE_KEYS.playerKicked | typeof MESSAGE_KEYS.gameNotFound>;

/** How long a room's audience switch is taken as read: thousands joining at once ask once. */
const SETTING_CACHE_MS = 2000;

/**
 * A room takes an audience unless its game's settings say `audienceAllowed: false`; someone kicked
 * from the room stays out of its audience too, by account and by the device they played on.
 */
export function roomAdmission(repo: RoomRepository, now: () => number = Date.now): AdmissionCheck {
  const cache = new Map<string, { sessionId: number; allowed: boolean; until: number }>();
  return async (code, userId, deviceId) => {
    let room = cache.get(code);
    if (!room || room.until <= now()) {
      const session = await repo.findSession(code);
      if (!session?.active) return MESSAGE_KEYS.gameNotFound;
      const game = await repo.latestGame(session.id);
      const settings = game?.settings as { audienceAllowed?: boolean } | undefined;
      room = { sessionId: session.id, allowed: settings?.audienceAllowed !== false, until: now() + SETTING_CACHE_MS };
      cache.set(code, room);
      // The cache holds only rooms asked about lately.
      for (const [key, value] of cache) if (value.until <= now()) cache.delete(key);
    }
    if (!room.allowed) return MESSAGE_KEYS.audienceClosed;
    const seats = await repo.playersOfUser(room.sessionId, userId);
    if (seats.some((seat) => seat.kicked)) return MESSAGE_KEYS.playerKicked;
    if (deviceId && (await repo.isDeviceKicked(room.sessionId, deviceId))) return MESSAGE_KEYS.playerKicked;
    return 'ok';
  };
}
