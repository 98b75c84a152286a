import { HOST_RECOVERY_MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { RoomConnection } from '../realtime/connection';
import type { RoomService } from '../rooms/room-service';
import { HostScreenRecords } from './host-screen-records';

/** Delivers a message to the connections that match (the broker's `publishWhere`). */
export interface ScreenNotifier {
  publishWhere(destination: string, pred: (c: RoomConnection) => boolean, body: object): number;
  disconnectWhere(pred: (c: RoomConnection) => boolean, message?: string): number;
}

/**
 * Who shows each room as its host screen. A room has one host screen at a time: a screen that
 * connects takes over, and the one before is told (`hostRecovery.error.screen_replaced` on its error
 * queue) so it stops. The users made for screens by a redeemed link are kept here too: each hosts
 * its own room only, and a room's newer screen user replaces the older one. They are stored with the
 * room (`host_screens`) and read from memory: a TV signed in before a restart hosts its room after it.
 * When a room ends, its screen user and its link go.
 */
export class HostScreens {
  /** Each open room's screen user, as stored: loaded when the server starts, written through. */
  private readonly screenUsers = new Map<string, number>();
  private readonly connected = new Map<string, RoomConnection>();
  private notifier?: ScreenNotifier;

  private constructor(
    private readonly records: HostScreenRecords,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The open rooms' screen users as stored; from now on a room that ends forgets its own. */
  static async open(db: Db, rooms: RoomService, log?: FastifyBaseLogger): Promise<HostScreens> {
    const screens = new HostScreens(new HostScreenRecords(db), log);
    for (const { code, userId } of await screens.records.openRoomScreens()) screens.screenUsers.set(code, userId);
    screens.forgetWhenRoomsEnd(rooms);
    return screens;
  }

  /** Connects the broker (it is built after the rooms). */
  attach(notifier: ScreenNotifier): void {
    this.notifier = notifier;
  }

  /** The user made for the room's screen by its latest redeemed link; the room's earlier one no longer hosts. */
  async grant(code: string, userId: number): Promise<void> {
    if (await this.records.saveScreenUser(code, userId)) this.screenUsers.set(code, userId);
  }

  isScreenUser(code: string, userId: number): boolean {
    return this.screenUsers.get(code) === userId;
  }

  /** The room has ended: its screen user hosts nothing, and its link is withdrawn. */
  async forget(code: string): Promise<void> {
    this.screenUsers.delete(code);
    this.connected.delete(code);
    // The room has ended already: a row left behind by a failed delete is removed at the next start.
    await this.records.remove(code).catch((err: unknown) => this.log?.warn({ err, code }, 'removing an ended room\'s host screen failed'));
  }

  /** Both ways a room ends (its host closes it, everyone left it) forget its screen once the room has ended. */
  private forgetWhenRoomsEnd(rooms: RoomService): void {
    const destroy = rooms.destroy.bind(rooms);
    rooms.destroy = async (principal, code) => {
      await destroy(principal, code);
      await this.forget(code);
    };
    const endAbandoned = rooms.endAbandoned.bind(rooms);
    rooms.endAbandoned = async (code, stillAbandoned) => {
      const ended = await endAbandoned(code, stillAbandoned);
      if (ended) await this.forget(code);
      return ended;
    };
  }

  /** A host screen connected: it is the room's screen now, and the one before is told. */
  screenConnected(c: RoomConnection): void {
    const previous = this.connected.get(c.code);
    this.connected.set(c.code, c);
    if (!previous || previous === c) return;
    this.notifier?.publishWhere(dest.userErrors, (other) => other === previous, {
      messageKey: HOST_RECOVERY_MESSAGE_KEYS.screenReplaced,
      message: 'Another screen now shows this room',
    });
  }

  screenDisconnected(c: RoomConnection): void {
    if (this.connected.get(c.code) === c) this.connected.delete(c.code);
  }

  /**
   * The host's rights passed to another user: the connections made as host by anyone else (the old
   * owner's phone, even one asleep with its socket open) are closed. They connect again as what they
   * are now; the room's host screen stays, as it belongs to the room, not to an owner.
   */
  ownerChanged(code: string, ownerUserId: number): void {
    this.notifier?.disconnectWhere(
      (c) => c.code === code && c.isHost && c.principal.userId !== ownerUserId && !this.isScreenUser(code, c.principal.userId),
      'The host rights passed to another player',
    );
  }
}
