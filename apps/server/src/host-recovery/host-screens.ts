import { HOST_RECOVERY_MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { RoomConnection } from '../realtime/connection';

/** Delivers a message to the connections that match (the broker's `publishWhere`). */
export interface ScreenNotifier {
  publishWhere(destination: string, pred: (c: RoomConnection) => boolean, body: object): number;
  disconnectWhere(pred: (c: RoomConnection) => boolean, message?: string): number;
}

/**
 * Who shows each room as its host screen. A room has one host screen at a time: a screen that
 * connects takes over, and the one before is told (`hostRecovery.error.screen_replaced` on its error
 * queue) so it stops. The users made for screens by a redeemed link are kept here too: each hosts
 * its own room only, and a room's newer screen user replaces the older one. Kept in memory, like the
 * links: after a restart the owner shows a new link.
 */
export class HostScreens {
  private readonly screenUsers = new Map<string, number>();
  private readonly connected = new Map<string, RoomConnection>();
  private notifier?: ScreenNotifier;

  /** Connects the broker (it is built after the rooms). */
  attach(notifier: ScreenNotifier): void {
    this.notifier = notifier;
  }

  /** The user made for the room's screen by its latest redeemed link; the room's earlier one no longer hosts. */
  grant(code: string, userId: number): void {
    this.screenUsers.set(code, userId);
  }

  isScreenUser(code: string, userId: number): boolean {
    return this.screenUsers.get(code) === userId;
  }

  /** The room has ended: its screen user hosts nothing. */
  forget(code: string): void {
    this.screenUsers.delete(code);
    this.connected.delete(code);
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
