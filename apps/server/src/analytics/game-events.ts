import type { Match } from '@snackparty/engine';
import type { CommittedChange, RuntimeHooks } from '../games/runtime-hooks';
import type { GameSessionRow } from '../db/schema';
import type { Analytics } from './analytics';

export interface RoomLookup {
  findSession(code: string): Promise<GameSessionRow | undefined>;
}

function seatCounts(match: Match<unknown>): { players: number; aiPlayers: number } {
  const aiPlayers = match.seats.filter((seat) => seat.robot).length;
  return { players: match.seats.length - aiPlayers, aiPlayers };
}

/**
 * `game_started` and `game_finished`, told by the game runtime's hooks (the same interface the games'
 * server modules use), so no game knows about analytics. The event is the room owner's; a game that
 * resumes after a restart is not started again. Each is recorded once per game.
 */
export function gameAnalyticsHooks(analytics: Analytics, rooms: RoomLookup, now: () => number = Date.now): RuntimeHooks {
  // When each room's game started, for its length once it ends (a restart forgets it: no length then).
  const startedAt = new Map<string, { gameId: number; at: number }>();

  const record = (event: 'game_started' | 'game_finished', change: CommittedChange, extra: Record<string, unknown>) =>
    analytics.record(async () => {
      const room = await rooms.findSession(change.code);
      if (!room) return undefined;
      return {
        event,
        actor: { userId: room.ownerUserId },
        properties: { gameType: change.gameType, gameId: change.gameId, roomId: room.id, hostType: room.hostType, language: room.language, ...seatCounts(change.after), ...extra },
        onceKey: `${event}:${change.gameId}`,
      };
    });

  return {
    async afterCommit(change) {
      if (!change.before && !change.resumed) {
        startedAt.set(change.code, { gameId: change.gameId, at: now() });
        record('game_started', change, {});
      }
      if (change.before && !change.before.over && change.after.over) {
        const started = startedAt.get(change.code);
        startedAt.delete(change.code);
        const durationSeconds = started?.gameId === change.gameId ? Math.round((now() - started.at) / 1000) : null;
        record('game_finished', change, { rounds: change.after.round, durationSeconds });
      }
    },
    roomClosed(code) {
      startedAt.delete(code);
    },
  };
}
