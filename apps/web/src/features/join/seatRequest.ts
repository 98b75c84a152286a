/** The join request (spec section 4), with this phone's device id, and the host's door in front of it. */
import { REST, isJoinWaiting } from '@snackparty/protocol';
import type { Language, SessionPlayerDto } from '@snackparty/protocol';
import { http } from '../../api/http';
import { userInfo } from '../../api/endpoints';
import { deviceHeaders } from './deviceId';

/** Seated, or waiting for the host to let this phone in (ask again in a moment). */
export type SeatAnswer = { kind: 'seated'; player: SessionPlayerDto } | { kind: 'waiting' };

let inFlight: AbortController | null = null;

/** One join at a time: a join still on its way is dropped when another starts. */
export async function requestSeat(input: { gameCode: string; alias: string; avatarSrc: string; language: Language }): Promise<SeatAnswer> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const body = await http.post<SessionPlayerDto | unknown>(
      REST.gameSession.join,
      { gameCode: input.gameCode, alias: input.alias, avatarSrc: input.avatarSrc, userInfo: userInfo(input.language, false) },
      { signal: controller.signal, headers: deviceHeaders() },
    );
    if (isJoinWaiting(body)) return { kind: 'waiting' };
    return { kind: 'seated', player: body as SessionPlayerDto };
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** Stops a join on its way (the phone stopped waiting). */
export function cancelSeatRequest(): void {
  inFlight?.abort();
  inFlight = null;
}
