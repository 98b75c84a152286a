import type { ConnectPurpose } from '@snackparty/protocol';
import type { Principal } from '../auth/tokens';

/** Who is on the other end of one realtime connection; fixed at CONNECT. */
export interface RoomConnection {
  principal: Principal;
  code: string;
  purpose: ConnectPurpose;
  isHost: boolean;
  /** A screen the whole room watches shows the game (the room's host type); without one, the phones show it. */
  sharedScreen: boolean;
  sessionPlayerId?: number;
  playerId?: number;
  /** The room's host screen (one at a time: a newer one takes over). */
  hostScreen?: boolean;
  /** A member of the room's audience (purpose `audience`): no seat, a name. */
  audience?: { alias: string };
}
