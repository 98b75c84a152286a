import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { GameSettings } from '@snackparty/protocol';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';

/**
 * The cards the room has shown tonight, oldest first, as its latest earlier SNAPTION game kept them
 * (each game's state carries the night's list on: the earlier games' cards, then its own).
 */
export async function cardsShownInRoom(db: Db, roomId: number, gameType: string, beforeGameId: number): Promise<string[]> {
  const [earlier] = await db
    .select({ match: games.match })
    .from(games)
    .where(and(eq(games.gameSessionId, roomId), eq(games.gameType, gameType), lt(games.id, beforeGameId), isNotNull(games.match)))
    .orderBy(desc(games.id))
    .limit(1);
  const used = (earlier?.match as { state?: { usedCardIds?: unknown } } | null)?.state?.usedCardIds;
  return Array.isArray(used) ? used.filter((id): id is string => typeof id === 'string') : [];
}

/** A new game of the room is dealt no card the room has seen tonight while others are left. */
export function usedCardsStartSettings(db: Db) {
  return async (gameType: string, settings: GameSettings, room: { id: number }, gameId: number): Promise<GameSettings> => {
    const used = await cardsShownInRoom(db, room.id, gameType, gameId);
    return used.length === 0 ? settings : ({ ...settings, usedCardIds: used } as GameSettings);
  };
}
