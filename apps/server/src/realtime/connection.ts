import type { ConnectPurpose } from '@snackparty/protocol';
import type { Principal } from '../auth/tokens';

/** Who is on the other end of one realtime connection; fixed at CONNECT. */
export interface RoomConnection {
  principal: Principal;
  code: string;
  purpose: ConnectPurpose;
  isHost: boolean;
  sessionPlayerId?: number;
  playerId?: number;
}
