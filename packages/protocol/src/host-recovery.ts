import type { TokenResponse } from './dtos';

/**
 * A room outlives its host screen: the owner's phone shows a short-lived link (as a QR code) that a
 * browser exchanges for a host screen of that room only, and in a room hosted from a phone the
 * host's rights pass to the next player when the owner's phone is gone.
 */

/** Message keys of the host screen link and of ownership (translated under `hostRecovery.error`). */
export const HOST_RECOVERY_MESSAGE_KEYS = {
  /** The link is forged, expired, used, revoked, or for another room. */
  linkInvalid: 'hostRecovery.error.link_invalid',
  /** Another browser became the room's host screen; this one stopped showing it. */
  screenReplaced: 'hostRecovery.error.screen_replaced',
  /** The original owner has no seat in the room any more, so the host's rights cannot go back to them. */
  noOwnerToHandBack: 'hostRecovery.error.no_owner_to_hand_back',
  /** The caller already is the room's original owner. */
  alreadyOwner: 'hostRecovery.error.already_owner',
} as const;
export type HostRecoveryMessageKey = (typeof HOST_RECOVERY_MESSAGE_KEYS)[keyof typeof HOST_RECOVERY_MESSAGE_KEYS];

/** How long a host screen link may be redeemed, once. */
export const HOST_SCREEN_LINK_TTL_MS = 10 * 60_000;

/** `POST /hostScreen/{code}/link` (the current owner only): a fresh link; the previous one of the room stops working. */
export interface HostScreenLinkResponse {
  gameCode: string;
  /** The single-use token, for `POST /hostScreen/redeem`. */
  token: string;
  /** The page a browser opens to become the host screen: `/tv/{code}#{token}`. */
  path: string;
  expiresAt: string;
}

/** `POST /hostScreen/redeem`. */
export interface HostScreenRedeemRequest {
  gameCode: string;
  token: string;
}

/**
 * The answer: an access token of a sign-in made for this screen alone (a user of its own, which hosts
 * no room but this one, speaking the room's language). It never names the owner's account.
 */
export interface HostScreenRedeemResponse extends TokenResponse {
  gameCode: string;
}

/** CONNECT header a host screen sends (`hostScreen: true`): a room shows on one host screen at a time. */
export const HOST_SCREEN_HEADER = 'hostScreen';
