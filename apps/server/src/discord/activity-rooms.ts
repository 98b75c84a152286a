import { and, eq, sql } from 'drizzle-orm';
import {
  ALIAS_MAX_LENGTH,
  FOOD_AVATARS,
  MESSAGE_KEYS,
  type Avatar,
  type DiscordRoomResponse,
  type GameType,
  type Language,
  type SessionPlayerDto,
} from '@snackparty/protocol';
import { hostableGameTypes, isPlayCapable } from '@snackparty/games/manifests';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { discordActivityRooms, gameSessions } from '../db/schema';
import { AppError } from '../errors';
import { KeyedLock } from '../rooms/keyed-lock';
import type { RoomService } from '../rooms/room-service';

/** A room's seat name from a Discord name: its letters and spaces (what an alias may hold), else the avatar's name. */
export function seatAlias(name: string, avatar: Pick<Avatar, 'name'>): string {
  const letters = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ALIAS_MAX_LENGTH)
    .trim();
  if (letters) return letters;
  return avatar.name.toLowerCase().replace(/(^|\s)\p{L}/gu, (initial) => initial.toUpperCase());
}

/**
 * The food avatars in the order this user tries them: each user starts at a place of their own, so a
 * player who comes back to the activity usually gets the same face, and two who arrive together
 * rarely want the same one.
 */
export function avatarPreference(userId: number): Avatar[] {
  const start = (userId * 7) % FOOD_AVATARS.length;
  return [...FOOD_AVATARS.slice(start), ...FOOD_AVATARS.slice(0, start)];
}

/** A room of a Discord activity starts with the first game a host may play from a phone (the owner changes it in the lobby). */
function firstGameType(): GameType {
  const gameType = hostableGameTypes(false).find(isPlayCapable);
  if (!gameType) throw new AppError(409, MESSAGE_KEYS.gameNotAvailable, 'No game can be played from phones in this build');
  return gameType;
}

/** Whether this open room is a Discord activity's. */
export async function isDiscordActivityRoom(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .innerJoin(discordActivityRooms, eq(discordActivityRooms.gameSessionId, gameSessions.id))
    .where(and(eq(gameSessions.gameCode, code), eq(gameSessions.active, true)))
    .limit(1);
  return !!row;
}

/** How many free avatars a seat tries when others take theirs at the same moment. */
const SEAT_ATTEMPTS = 3;

export interface ActivitySeat {
  name: string;
  language: Language;
}

/**
 * The one room of each Discord activity instance (spec: getOrCreateSessionForDiscord). Everyone who
 * launches the activity in a voice channel shares its instance id: the first caller makes a DISCORD
 * room and owns it (host controls on their own screen), everyone after is seated in it. Calls for one
 * instance run one at a time, so two launches at the same moment cannot make two rooms; the table's
 * primary key on the instance is the second line. A room that has ended (its host closed it, nobody
 * was left) is replaced by a new one on the next launch.
 */
export class DiscordActivityRooms {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly db: Db,
    private readonly rooms: RoomService,
    /** Refuses to make a room for an account whose subscription has ended. */
    private readonly mayCreate: (principal: Principal) => Promise<void>,
  ) {}

  roomFor(principal: Principal, instanceId: string, seat: ActivitySeat): Promise<DiscordRoomResponse> {
    return this.lock.run(instanceId, async () => {
      const code = (await this.openRoomOf(instanceId)) ?? (await this.openNewRoom(principal, instanceId, seat.language));
      const sessionPlayer = await this.seatIn(principal, code, seat);
      return { gameSession: await this.rooms.getSession(code), sessionPlayer };
    });
  }

  /** The code of the instance's room while it is open. */
  async openRoomOf(instanceId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: gameSessions.gameCode })
      .from(discordActivityRooms)
      .innerJoin(gameSessions, eq(gameSessions.id, discordActivityRooms.gameSessionId))
      .where(and(eq(discordActivityRooms.instanceId, instanceId), eq(gameSessions.active, true)));
    return row?.code;
  }

  private async openNewRoom(principal: Principal, instanceId: string, language: Language): Promise<string> {
    await this.mayCreate(principal);
    const gameType = firstGameType();
    const session = await this.rooms.createSession(principal, { hostType: 'DISCORD', initialGameType: gameType, language, isPublic: false });
    await this.rooms.createGame(principal, { gameType, gameCode: session.gameCode });
    await this.db
      .insert(discordActivityRooms)
      .values({ instanceId, gameSessionId: session.gameId })
      .onConflictDoUpdate({ target: discordActivityRooms.instanceId, set: { gameSessionId: session.gameId, updatedAt: sql`now()` } });
    return session.gameCode;
  }

  /** The caller's seat: the one they have (after a reload), else a new one with a free food avatar. */
  private async seatIn(principal: Principal, code: string, seat: ActivitySeat): Promise<SessionPlayerDto> {
    const held = await this.rooms.seatOf(principal, code);
    if (held) return this.rooms.rejoin(principal, { gameCode: code, sessionPlayerId: held.id });
    for (let attempt = 1; ; attempt++) {
      const taken = new Set(await this.rooms.usedAvatars(code));
      const avatar = avatarPreference(principal.userId).find((a) => !taken.has(a.src));
      if (!avatar) throw new AppError(409, MESSAGE_KEYS.avatarInUse, 'Every avatar is taken');
      try {
        return await this.rooms.join(principal, { gameCode: code, alias: seatAlias(seat.name, avatar), avatarSrc: avatar.src });
      } catch (error) {
        // Someone joining by the room code took that face a moment ago: the next free one.
        if (!(error instanceof AppError) || error.messageKey !== MESSAGE_KEYS.avatarInUse || attempt >= SEAT_ATTEMPTS) throw error;
      }
    }
  }
}
