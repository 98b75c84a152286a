import { AUDIENCE_BOARD_SIZE, type AudienceBoardEntry, type AudienceTally } from '@snackparty/protocol';

/**
 * A server shares its crowd's tally again at least this often, changed or not: a server that stops
 * sharing (it died) drops out of the others' tallies after SHARED_TALLY_TTL_MS.
 */
export const SHARED_TALLY_REFRESH_MS = 5_000;
export const SHARED_TALLY_TTL_MS = 3 * SHARED_TALLY_REFRESH_MS;

/**
 * With several server processes, each looks after the audience members connected to it; a room's
 * tally as shown (how many watch, this stage's choices, the board) adds up every server's. This keeps
 * the other servers' latest tally of each room and adds them to this server's own.
 */
export class SharedTallies {
  private readonly rooms = new Map<string, Map<string, { tally: AudienceTally; heardAt: number }>>();
  private readonly changed = new Set<string>();

  constructor(private readonly now: () => number) {}

  /** Another server's tally of its crowd in the room. */
  heard(from: string, code: string, tally: AudienceTally): void {
    let servers = this.rooms.get(code);
    if (!servers) {
      servers = new Map();
      this.rooms.set(code, servers);
    }
    servers.set(from, { tally, heardAt: this.now() });
    this.changed.add(code);
  }

  /** The rooms whose tally changed elsewhere since last asked (a server dropping out is a change). */
  takeChanged(): string[] {
    const now = this.now();
    for (const [code, servers] of this.rooms) {
      for (const [from, { heardAt }] of servers) {
        if (now - heardAt <= SHARED_TALLY_TTL_MS) continue;
        servers.delete(from);
        this.changed.add(code);
      }
      if (servers.size === 0) this.rooms.delete(code);
    }
    const codes = [...this.changed];
    this.changed.clear();
    return codes;
  }

  /** The room's tally of every server: this one's (`own`, if it has a crowd there) and the others'. */
  combined(code: string, own: AudienceTally | undefined): AudienceTally | undefined {
    const others = [...(this.rooms.get(code)?.values() ?? [])].map((entry) => entry.tally);
    const all = own ? [own, ...others] : others;
    if (all.length === 0) return undefined;
    if (all.length === 1) return all[0];
    const stageNumber = Math.max(...all.map((tally) => tally.stageNumber));
    const counts: Record<string, number> = {};
    let guessedRight = 0;
    for (const tally of all) {
      if (tally.stageNumber !== stageNumber) continue;
      guessedRight += tally.guessedRight;
      for (const [choice, n] of Object.entries(tally.counts)) counts[choice] = (counts[choice] ?? 0) + n;
    }
    const lastRight = all.reduce<AudienceTally['lastRight']>((latest, tally) => (tally.lastRight && (!latest || tally.lastRight.stageNumber > latest.stageNumber) ? tally.lastRight : latest), null);
    return { members: all.reduce((sum, tally) => sum + tally.members, 0), stageNumber, counts, guessedRight, lastRight, board: combinedBoard(all.map((tally) => tally.board)) };
  }
}

/** The top of the boards together; a member known to two servers (they moved) counts once, with their best. */
function combinedBoard(boards: ReadonlyArray<readonly AudienceBoardEntry[]>): AudienceBoardEntry[] {
  const best = new Map<string, number>();
  for (const board of boards) for (const { alias, points } of board) best.set(alias, Math.max(points, best.get(alias) ?? 0));
  return [...best]
    .map(([alias, points]) => ({ alias, points }))
    .sort((a, b) => b.points - a.points || a.alias.localeCompare(b.alias))
    .slice(0, AUDIENCE_BOARD_SIZE);
}
