import { sql } from 'drizzle-orm';
import { albumPieceOf } from '@snackparty/games';
import type { AlbumEntry } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { albumEntries } from '../db/schema';
import type { CommittedChange, RuntimeHooks } from '../games/runtime-hooks';

/**
 * Keeps what each game reveals for the party album as the game goes on: a game's final match holds
 * only its last round, the album wants every round. Each commit asks the game's album piece what the
 * match has revealed and writes the entries that are new or changed, by key.
 */
export class AlbumRecorder {
  /** The entries written for the running game of each room (by code), as JSON, so an unchanged one is not written again. */
  private readonly written = new Map<string, { gameId: number; json: Map<string, string> }>();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  readonly runtimeHooks: RuntimeHooks = {
    afterCommit: async (change) => {
      // The album is kept beside the game: whatever goes wrong here, the game plays on.
      try {
        await this.record(change);
      } catch (err) {
        this.log.warn({ code: change.code, gameId: change.gameId, err }, 'album entries not kept');
      }
    },
    roomClosed: (code) => {
      this.written.delete(code);
    },
  };

  private async record({ code, gameId, gameType, after }: CommittedChange): Promise<void> {
    const piece = albumPieceOf(gameType);
    if (!piece) return;
    let room = this.written.get(code);
    if (!room || room.gameId !== gameId) {
      room = { gameId, json: new Map() };
      this.written.set(code, room);
    }
    const changed: Array<{ entry: AlbumEntry; json: string }> = [];
    for (const entry of piece(after)) {
      const json = JSON.stringify(entry);
      if (room.json.get(entry.key) !== json) changed.push({ entry, json });
    }
    if (changed.length === 0) return;
    await this.db
      .insert(albumEntries)
      .values(changed.map(({ entry }) => ({ gameId, key: entry.key, entry })))
      .onConflictDoUpdate({ target: [albumEntries.gameId, albumEntries.key], set: { entry: sql`excluded.entry` } });
    for (const { entry, json } of changed) room.json.set(entry.key, json);
  }
}
