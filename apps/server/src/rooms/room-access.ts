import type { Principal } from '../auth/tokens';
import type { SessionPlayerRow } from '../db/schema';
import { errors } from '../errors';
import { playerIdOf } from './dto';
import type { RoomService } from './room-service';

/** The caller as the room's host: who, and which room. What a host command needs to run. */
export interface HostCaller {
  principal: Principal;
  code: string;
}

/** The caller as a seat of the room. */
export interface SeatCaller {
  principal: Principal;
  code: string;
  seat: SessionPlayerRow;
  /** The id the game knows the seat by. */
  playerId: number;
}

/** Who the caller is in the room: its host, a seat, both, or neither. */
export interface Member {
  principal: Principal;
  code: string;
  isHost: boolean;
  seat?: SessionPlayerRow;
  playerId?: number;
}

export interface RequireHostOptions {
  /**
   * A caller who is not the host is first told that the room does not exist (404) or has ended (410),
   * as the room's own checks answer; without it every such caller hears "not the host" (403).
   */
  roomFirst?: boolean;
}

/**
 * The room's records decide who a caller is: the token names the user, the room says whether that
 * user owns it or holds a seat in it. REST routes and realtime connections ask here, so a rule about
 * who is who is written once.
 */
export class RoomAccess {
  constructor(private readonly rooms: Pick<RoomService, 'isHost' | 'seatOf' | 'roomState'>) {}

  /** The host of the open room, or 403 `error.not_host`. */
  async requireHost(principal: Principal, code: string, options: RequireHostOptions = {}): Promise<HostCaller> {
    if (await this.rooms.isHost(principal, code)) return { principal, code };
    if (options.roomFirst) {
      const state = await this.rooms.roomState(code);
      if (state === 'none') throw errors.gameNotFound();
      if (state === 'ended') throw errors.gameIsOver();
    }
    throw errors.notHost();
  }

  /**
   * The caller's active seat in the open room (that one seat when `sessionPlayerId` is given), or 404
   * `error.player_not_found`. For a change (`write`), a host without a seat hears that they are
   * spectating (403 `error.host_is_spectating`): the screen watches, the players play.
   */
  async requireSeat(principal: Principal, code: string, sessionPlayerId?: number, options: { write?: boolean } = {}): Promise<SeatCaller> {
    const seat = await this.rooms.seatOf(principal, code, sessionPlayerId);
    if (!seat && options.write && (await this.rooms.isHost(principal, code))) throw errors.hostIsSpectating();
    if (!seat) throw errors.playerNotFound();
    return { principal, code, seat, playerId: playerIdOf(seat) };
  }

  /**
   * Who the caller is in the room: host or not, and the seat it claims (`sessionPlayerId`) when that
   * seat is its own and still in the room. Neither host nor seat is an answer, not an error.
   */
  async member(principal: Principal, code: string, sessionPlayerId?: number): Promise<Member> {
    const isHost = await this.rooms.isHost(principal, code);
    const seat = sessionPlayerId === undefined ? undefined : await this.rooms.seatOf(principal, code, sessionPlayerId);
    return seat ? { principal, code, isHost, seat, playerId: playerIdOf(seat) } : { principal, code, isHost };
  }
}
