/**
 * Who gets into a room: phones held until the host lets them in (the room setting `approveJoins`),
 * and the device id every phone sends so that a kicked phone stays out under a new account.
 */

/** The header a phone names its device with on join and rejoin (and on an audience CONNECT). */
export const DEVICE_ID_HEADER = 'X-Device-Id';
/** The same id as a STOMP CONNECT header. */
export const DEVICE_ID_CONNECT_HEADER = 'deviceId';
/** A device id: random base64url, 16 to 64 characters. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** How often a waiting phone asks again. */
export const JOIN_REQUEST_ASK_MS = 2000;
/** A request that nobody asked about again for this long has ended (the phone gave up or went away). */
export const JOIN_REQUEST_EXPIRY_MS = 10_000;

/** One phone waiting at the door, as the host's screen and phone show it. */
export interface JoinRequestDto {
  /** Random, names the request only (not the user). */
  requestId: string;
  alias: string;
  avatarSrc: string;
  /** ISO time of the first ask. */
  requestedAt: string;
}

/** `/host/{code}/joinRequests`: every request still waiting, oldest first. */
export interface JoinRequestsMessage {
  gameCode: string;
  requests: JoinRequestDto[];
}

/** The body of the 202 a held join answers with. */
export interface JoinWaitingBody {
  statusCode: 202;
  messageKey: 'error.join_waiting';
  message: string;
  requestId: string;
}

/** The host's answer to a request: let in, or turn away. */
export type JoinDecision = 'admit' | 'refuse';

export function isJoinWaiting(body: unknown): body is JoinWaitingBody {
  return !!body && typeof body === 'object' && (body as { messageKey?: unknown }).messageKey === 'error.join_waiting';
}

/** REST paths of the waiting list (the host's): the list, and the decision on one request (`{ decision }`). */
export const JOIN_REQUEST_PATHS = {
  list: (code: string) => `/gameSession/${code}/joinRequests`,
  decide: (code: string, requestId: string) => `/gameSession/${code}/joinRequests/${requestId}`,
};
