import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { HOST_RECOVERY_MESSAGE_KEYS, HOST_SCREEN_LINK_TTL_MS, type MessageKey } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { HostScreenRecords } from './host-screen-records';

const ISSUER = 'snackparty:host-screen-link';

export const linkInvalid = (message: string) => new AppError(403, HOST_RECOVERY_MESSAGE_KEYS.linkInvalid as unknown as MessageKey, message);

/**
 * The links a room's owner shows as a QR code so another browser becomes the room's host screen.
 * Each is signed (with a key of its own, derived from the server's secret, so no access token can pass
 * for one and no link for an access token), bound to its room, short-lived and single use. Only a
 * room's latest link works: showing a new one, or withdrawing it, revokes the one before. Which link
 * is the room's latest is stored with the room (`host_screens`), so a link shown before a restart is
 * redeemed after it, and one spent before it stays spent.
 */
export class HostScreenLinks {
  private readonly key: Uint8Array;
  private readonly records: HostScreenRecords;

  constructor(
    signingSecret: Uint8Array,
    db: Db,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = HOST_SCREEN_LINK_TTL_MS,
  ) {
    this.key = createHmac('sha256', signingSecret).update('host-screen-link').digest();
    this.records = new HostScreenRecords(db);
  }

  /** A new link for the room; the room's previous link stops working. */
  async mint(code: string): Promise<{ token: string; expiresAt: Date }> {
    const id = randomUUID();
    const expiresAt = this.now() + this.ttlMs;
    await this.records.saveLink(code, { id, expiresAt: new Date(expiresAt) });
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
  async revoke(code: string): Promise<void> {
    await this.records.saveLink(code, null);
  }

  /** Spends the room's link: it must be this room's latest, unexpired and unused; afterwards it is none of these. */
  async redeem(code: string, token: string): Promise<void> {
    const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(this.now()) }).catch(() => {
      throw linkInvalid('The link is not valid or has expired');
    });
    if (payload.code !== code) throw linkInvalid('The link is for another room');
    // The stored link is the authority: of concurrent redeems of one link, one spends it, the rest find it spent.
    if (!payload.jti || !(await this.records.spendLink(code, payload.jti, new Date(this.now())))) {
      throw linkInvalid('The link has been used or replaced');
    }
  }
}
