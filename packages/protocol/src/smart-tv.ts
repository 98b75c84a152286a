import type { TokenResponse } from './dtos';

/**
 * Signing a TV in from a phone, in the shape of the OAuth 2.0 device authorisation grant (RFC 8628):
 * the TV shows a short code, a signed-in phone confirms it, the TV polls with its own secret until it
 * is signed in. Codes are single-use and expire; a TV that polls too fast is told to slow down.
 */

/** Letters a person reads off a TV and types without confusion (RFC 8628 section 6.1: no vowels, no look-alikes). */
export const LOGIN_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const LOGIN_CODE_LENGTH = 8;
/** How long a code may be confirmed and polled for. */
export const LOGIN_CODE_LIFETIME_SECONDS = 600;
/** How often the TV polls at first; every poll that comes too early adds SLOW_DOWN_STEP_SECONDS (RFC 8628 3.5). */
export const LOGIN_CODE_INTERVAL_SECONDS = 5;
export const LOGIN_CODE_SLOW_DOWN_STEP_SECONDS = 5;

export const LOGIN_CODE_MESSAGE_KEYS = {
  notFound: 'loginCode.not_found',
  expired: 'loginCode.expired',
  used: 'loginCode.used',
  alreadyConfirmed: 'loginCode.already_confirmed',
  slowDown: 'loginCode.slow_down',
  guestCannotConfirm: 'loginCode.sign_in_first',
} as const;
export type LoginCodeMessageKey = (typeof LOGIN_CODE_MESSAGE_KEYS)[keyof typeof LOGIN_CODE_MESSAGE_KEYS];

/** `GET /smarttv/generateLoginCode`: what the TV shows and keeps. */
export interface LoginCodeGrant {
  /** The code to show, as `XXXX-XXXX`. */
  loginCode: string;
  /** The TV's own secret for polling (the code alone, which anyone in the room can read, gets nothing). */
  pollToken: string;
  /** Where a phone confirms it: `/loginCode/{loginCode}` (for the QR, after the join origin). */
  verificationPath: string;
  expiresInSeconds: number;
  intervalSeconds: number;
}

/** `GET /smarttv/existingLoginCode/{code}` with the poll token: still waiting, or signed in. */
export type LoginCodePoll = { status: 'pending'; intervalSeconds: number } | ({ status: 'confirmed' } & TokenResponse);

/** The `loginCode` topic of a room the TV has open: its code was confirmed (the TV polls once at once). */
export interface LoginCodeMessage {
  loginCode: string;
  status: 'confirmed';
}

/** A code as typed or scanned, in its canonical form (8 letters of the alphabet), or undefined. */
export function normalizeLoginCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== LOGIN_CODE_LENGTH) return undefined;
  for (const letter of code) if (!LOGIN_CODE_ALPHABET.includes(letter)) return undefined;
  return code;
}

/** `BCDFGHJK` shown as `BCDF-GHJK`. */
export function formatLoginCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
