import { createHash, randomBytes } from 'node:crypto';

/** A PKCE verifier (RFC 7636: 43 characters of the unreserved set) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A random value for `state` and `nonce`. */
export function randomState(): string {
  return randomBytes(24).toString('base64url');
}
