import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (256 bits, URL-safe). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a copy of the database opens no account. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
