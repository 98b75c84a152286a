import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { HOST_RECOVERY_MESSAGE_KEYS, HOST_SCREEN_LINK_TTL_MS, type MessageKey } from '@snackparty/protocol';
import { AppError } from '../errors';

const ISSUER = 'snackparty:host-screen-link';

export const linkInvalid = (message: string) => new AppError(403, HOST_RECOVERY_MESSAGE_KEYS.linkInvalid as unknown as MessageKey, message);

/**
 * The links a room's owner shows as a QR code so another browser becomes the room's host screen.
 * Each is signed (with a key of its own, derived from the server's secret, so no access token can pass
 * for one and no link for an access token), bound to its room, short-lived and single use. Only a
 * room's latest link works: showing a new one, or withdrawing it, revokes the one before. Links live
 * in memory: a restarted server has none, and the owner shows a new one.
 */
export class HostScreenLinks {
  private readonly key: Uint8Array;
  /** The one link of each room that may still be redeemed: its id and when it expires. */
  private readonly current = new Map<string, { id: string; expiresAt: number }>();

  constructor(
    signingSecret: Uint8Array,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = HOST_SCREEN_LINK_TTL_MS,
  ) {
    this.key = createHmac('sha256', signingSecret).update('host-screen-link').digest();
  }

  /** A new link for the room; the room's previous link stops working. */
  async mint(code: string): Promise<{ token: string; expiresAt: Date }> {
    this.prune();
    const id = randomUUID();
    const expiresAt = this.now() + this.ttlMs;
    this.current.set(code, { id, expiresAt });
    const token = await new SignJWT({ code })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setJti(id)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** Withdraws the room's link (the owner hid it, or the room ended). */
  revoke(code: string): void {
    this.current.delete(code);
  }

  /** Spends the room's link: it must be this room's latest, unexpired and unused; afterwards it is none of these. */
  async redeem(code: string, token: string): Promise<void> {
    const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(this.now()) }).catch(() => {
      throw linkInvalid('The link is not valid or has expired');
    });
    if (payload.code !== code) throw linkInvalid('The link is for another room');
    const live = this.current.get(code);
    if (!live || live.id !== payload.jti || live.expiresAt <= this.now()) throw linkInvalid('The link has been used or replaced');
    this.current.delete(code);
  }

  private prune(): void {
    const now = this.now();
    for (const [code, link] of this.current) if (link.expiresAt <= now) this.current.delete(code);
  }
}
