/** Rejoin with the stored seat (spec sections 2 and 4). */
import { REST } from '@snackparty/protocol';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { http } from '../../api/http';
import { errorMessageKey, isApiError } from '../../api/errors';
import { markFreshSeat, storeSeat } from '../../storage/seat';
import { clearGameSession, getItem } from '../../storage/storage';
import { deviceHeaders } from './deviceId';

export type RejoinResult =
  | { ok: true; player: SessionPlayerDto }
  | { ok: false; messageKey: string; seatLost: boolean };

/** Statuses that mean the seat is gone for good: kicked, unknown room, room over. */
export const SEAT_LOST_STATUSES: readonly number[] = [403, 404, 410];

export async function rejoinSeat(gameCode: string, sessionPlayerId: number): Promise<RejoinResult> {
  try {
    // The device id comes along: a seat taken before phones named their device learns it.
    const player = await http.post<SessionPlayerDto>(REST.gameSession.rejoin, { gameCode, sessionPlayerId }, { headers: deviceHeaders() });
    storeSeat(gameCode, player, getItem('gameSessionDto'));
    markFreshSeat(player.sessionPlayerId);
    return { ok: true, player };
  } catch (error) {
    const seatLost = isApiError(error) && SEAT_LOST_STATUSES.includes(error.status);
    if (seatLost) clearGameSession();
    return { ok: false, messageKey: errorMessageKey(error, 'rejoin'), seatLost };
  }
}
