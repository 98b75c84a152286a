/**
 * The score table and the podium, from a view's scores and the room's players. Pure.
 * Spec: a row shows the avatar, the alias (first 15 characters), the score and a delta badge,
 * green with a plus sign when positive, red when negative, hidden when scores are hidden.
 */
import { ALIAS_DISPLAY_LENGTH } from '@snackparty/protocol';
import type { SessionPlayerDto } from '@snackparty/protocol';

/** What a score row needs to know of a player. */
export type PlayerInfo = Pick<SessionPlayerDto, 'playerId' | 'alias' | 'avatarSrc' | 'hexColor' | 'robot'>;

/** The alias as score rows show it: upper case, first 15 characters (whole characters, any script). */
export function displayAlias(alias: string | null | undefined, max: number = ALIAS_DISPLAY_LENGTH): string {
  const chars = Array.from((alias ?? '').trim().toLocaleUpperCase());
  return chars.slice(0, max).join('');
}

export type DeltaTone = 'up' | 'down';

/** The delta badge: "+N" (green) or "-N" (red); null for no change. */
export function formatDelta(delta: number | null | undefined, format: (n: number) => string = String): { text: string; tone: DeltaTone } | null {
  if (delta === null || delta === undefined || !Number.isFinite(delta) || delta === 0) return null;
  return delta > 0 ? { text: `+${format(delta)}`, tone: 'up' } : { text: `-${format(-delta)}`, tone: 'down' };
}

export interface ScoreRow {
  playerId: number;
  alias: string;
  avatarSrc: string;
  colour: string;
  robot: boolean;
  score: number;
  delta: number;
  /** 1-based; equal scores share a rank. */
  rank: number;
  /** Left the game: shown faded. */
  left: boolean;
}

export interface ScoreSource {
  scores: Record<number, number>;
  seats: ReadonlyArray<{ playerId: number; alias: string; robot: boolean }>;
  removed?: readonly number[];
}

/**
 * Rows sorted by score (highest first; ties keep seat order), with shared ranks. Players who left
 * keep their row, after those still in the game with the same score.
 */
export function scoreRows(source: ScoreSource, players: readonly PlayerInfo[], deltas: Record<number, number> = {}): ScoreRow[] {
  const byId = new Map(players.map((p) => [p.playerId, p]));
  const seatIds = source.seats.map((s) => s.playerId);
  const removed = source.removed ?? [];
  const ids = [...seatIds, ...removed.filter((id) => !seatIds.includes(id))];
  for (const key of Object.keys(source.scores)) {
    const id = Number(key);
    if (!ids.includes(id)) ids.push(id);
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = ids.map((playerId): Omit<ScoreRow, 'rank'> => {
    const seat = source.seats.find((s) => s.playerId === playerId);
    const player = byId.get(playerId);
    return {
      playerId,
      alias: player?.alias ?? seat?.alias ?? '?',
      avatarSrc: player?.avatarSrc ?? '',
      colour: player?.hexColor ?? '#FFCB2E',
      robot: player?.robot ?? seat?.robot ?? playerId < 0,
      score: source.scores[playerId] ?? 0,
      delta: deltas[playerId] ?? 0,
      left: removed.includes(playerId) || (!seat && seatIds.length > 0),
    };
  });
  rows.sort((a, b) => b.score - a.score || Number(a.left) - Number(b.left) || (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0));
  const ranked: ScoreRow[] = [];
  rows.forEach((row, i) => {
    const previous = ranked[i - 1];
    ranked.push({ ...row, rank: previous && previous.score === row.score ? previous.rank : i + 1 });
  });
  return ranked;
}

export interface Podium {
  /** Up to three places, in podium order: first, second, third (a shared rank shares the step). */
  top: ScoreRow[];
  rest: ScoreRow[];
}

/** The podium: the first three rows (by rank, ties included while there is room), then the rest. */
export function podiumOf(rows: readonly ScoreRow[]): Podium {
  const top = rows.slice(0, 3).filter((row) => row.rank <= 3);
  return { top, rest: rows.slice(top.length) };
}
