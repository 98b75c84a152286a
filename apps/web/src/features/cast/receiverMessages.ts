/**
 * What the receiver accepts as "show this room": the spec's Chromecast session response,
 * `{ token, gameCode }`, from the cast sender (over the cast message namespace) or, in a browser
 * that is no cast device, from the page that opened or frames it (window.postMessage). Pure.
 */
import type { ChromecastSessionResponse } from '@snackparty/protocol';

/** Far longer than any access token the server signs, far shorter than anything harmful to keep. */
const TOKEN_MAX_LENGTH = 4096;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const ROOM_CODE = /^[A-Za-z0-9]{5}$/;

/** The room a message hands over, or null when it is not one (anything else is ignored). */
export function parseCastRoom(data: unknown): ChromecastSessionResponse | null {
  let value = data;
  // The cast framework hands JSON over as an object; a sender may also have sent it as text.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { token, gameCode } = value as { token?: unknown; gameCode?: unknown };
  if (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH || !JWT.test(token)) return null;
  if (typeof gameCode !== 'string' || !ROOM_CODE.test(gameCode)) return null;
  return { token, gameCode: gameCode.toUpperCase() };
}

/**
 * Whether a window message may hand this receiver a room: only a page of this same site (a test page
 * or a laptop's own tab), so no other site can make this screen sign in to an account of its choosing.
 */
export function trustsMessageFrom(origin: string, ownOrigin: string): boolean {
  return origin === ownOrigin;
}

/** The receiver's state: waiting for a room, showing one, or done with one (and waiting again). */
export type ReceiverState = { kind: 'waiting' } | { kind: 'hosting'; room: ChromecastSessionResponse } | { kind: 'closed'; gameCode: string };

export type ReceiverEvent = { type: 'room'; room: ChromecastSessionResponse } | { type: 'roomClosed'; gameCode: string };

/** A new room always wins (the host cast again, or another room); a room closing ends only itself. */
export function receiverReducer(state: ReceiverState, event: ReceiverEvent): ReceiverState {
  if (event.type === 'room') {
    if (state.kind === 'hosting' && state.room.gameCode === event.room.gameCode && state.room.token === event.room.token) return state;
    return { kind: 'hosting', room: event.room };
  }
  if (state.kind === 'hosting' && state.room.gameCode === event.gameCode) return { kind: 'closed', gameCode: event.gameCode };
  return state;
}
