/**
 * A copy of a game another server runs: it follows what that server shares, tells the modules each
 * change it follows (with the copy it had before), and gives up the room to a later owner.
 */
import { describe, expect, it } from 'vitest';
import { startMatch, tick, type Match } from '@snackparty/engine';
import { syncThink } from '@snackparty/games';
import { gameSettingsSchema } from '@snackparty/games/manifests';
import { GameRuntime, type CommittedChange, type GameSnapshot, type RuntimeCluster } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import type { RoomRepository } from '../../src/rooms/repository';
import { FakeTimers } from '../helpers/fake-timers';

const T0 = 1_700_000_000_000;

describe('copies of games other servers run', () => {
  it("follow the owner's changes and tell the modules each, with the copy before it", async () => {
    const cluster: RuntimeCluster = {
      processId: 'here',
      claim: () => Promise.resolve(undefined),
      renew: () => Promise.resolve(false),
      release: () => Promise.resolve(),
      forward: () => Promise.resolve(),
      share: () => undefined,
      closed: () => undefined,
    };
    const copied: CommittedChange[] = [];
    const committed: CommittedChange[] = [];
    const hooks = {
      afterCopy: (change: CommittedChange) => Promise.resolve(void copied.push(change)),
      afterCommit: (change: CommittedChange) => Promise.resolve(void committed.push(change)),
    };
    // A copy never reads or writes the database: no repository behind it.
    const runtime = new GameRuntime({ repo: {} as RoomRepository, publisher: new RecordingPublisher(), timers: new FakeTimers(T0), cluster, hooksOf: () => [hooks] });
    const settings = gameSettingsSchema.parse({ numberOfRounds: 1 });
    const first = startMatch(syncThink, { seats: [{ playerId: 1, alias: 'Ann', robot: false }, { playerId: 2, alias: 'Bob', robot: false }], settings, seed: 3, now: T0 }).match as Match<unknown>;
    const second = tick(syncThink, first as never, settings, (first.stageEndsAt ?? T0) + 1)!.match as Match<unknown>;
    const snapshot = (match: Match<unknown>, revision: number, epoch = 4): GameSnapshot => ({ code: 'ROOMX', gameId: 7, gameType: 'SYNC_THINK', settings, match, revision, epoch });

    runtime.receive(snapshot(first, 1));
    runtime.receive(snapshot(second, 2));
    // The same change heard again is not a change.
    runtime.receive(snapshot(second, 2));
    await new Promise((r) => setTimeout(r, 0));
    expect(copied.map((change) => [change.before?.stageNumber, change.after.stageNumber])).toEqual([
      [undefined, first.stageNumber],
      [first.stageNumber, second.stageNumber],
    ]);
    expect(copied[1]).toMatchObject({ code: 'ROOMX', gameId: 7, gameType: 'SYNC_THINK', resumed: false });
    expect(committed).toEqual([]);
    expect(runtime.runsHere('ROOMX')).toBe(false);
    expect(runtime.matchOf('ROOMX')?.match).toEqual(second);
    expect(runtime.copiedRooms()).toEqual(['ROOMX']);
  });
});
