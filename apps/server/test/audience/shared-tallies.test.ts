/**
 * An audience spread over servers: the tally shown adds up every server's crowd, and a server that
 * stops sharing drops out of it.
 */
import { describe, expect, it } from 'vitest';
import type { AudienceTally } from '@snackparty/protocol';
import { AudienceService, type AudienceGames } from '../../src/audience/audience-service';
import { SHARED_TALLY_TTL_MS, SharedTallies } from '../../src/audience/shared-tallies';
import type { RoomConnection } from '../../src/realtime/policy';

const tally = (over: Partial<AudienceTally>): AudienceTally => ({ members: 0, stageNumber: 3, counts: {}, guessedRight: 0, lastRight: null, board: [], ...over });

describe('SharedTallies', () => {
  it("adds this server's crowd to the others' of the same stage, the board together, each member once", () => {
    let now = 1_000;
    const tallies = new SharedTallies(() => now);
    tallies.heard('b', 'ROOMX', tally({ members: 2, counts: { A: 1, B: 1 }, guessedRight: 1, board: [{ alias: 'Di', points: 200 }, { alias: 'Cy', points: 100 }] }));
    tallies.heard('c', 'ROOMX', tally({ members: 1, stageNumber: 2, counts: { A: 9 }, lastRight: { stageNumber: 1, choices: ['A'] } }));
    const own = tally({ members: 3, counts: { A: 2 }, lastRight: { stageNumber: 2, choices: ['B'] }, board: [{ alias: 'Cy', points: 300 }, { alias: 'Ed', points: 100 }] });
    expect(tallies.combined('ROOMX', own)).toEqual({
      members: 6,
      stageNumber: 3,
      // Server c is a stage behind: its choices are of a stage gone by.
      counts: { A: 3, B: 1 },
      guessedRight: 1,
      lastRight: { stageNumber: 2, choices: ['B'] },
      board: [
        { alias: 'Cy', points: 300 },
        { alias: 'Di', points: 200 },
        { alias: 'Ed', points: 100 },
      ],
    });
    expect(tallies.takeChanged()).toEqual(['ROOMX']);
    expect(tallies.takeChanged()).toEqual([]);
    // Alone, a server's tally is its own; another room is another tally.
    expect(tallies.combined('OTHER', own)).toBe(own);
    expect(tallies.combined('OTHER', undefined)).toBeUndefined();

    // Server b keeps sharing, c has stopped: past the time to live, c drops out, and that is a change.
    now += SHARED_TALLY_TTL_MS / 2;
    tallies.heard('b', 'ROOMX', tally({ members: 2 }));
    tallies.takeChanged();
    now += SHARED_TALLY_TTL_MS / 2 + 1;
    expect(tallies.takeChanged()).toEqual(['ROOMX']);
    expect(tallies.combined('ROOMX', undefined)?.members).toBe(2);
  });
});

describe('AudienceService on two servers', () => {
  it("shows on each server the members and choices of both crowds, shared as they change", async () => {
    const games: AudienceGames = {
      audienceViewOf: () => ({ stageNumber: 3 }) as never,
      isAudienceChoice: () => true,
      judgeAudienceGuess: () => undefined,
      recordAudience: () => Promise.resolve(),
      audienceRightChoices: () => [],
    };
    const servers = ['a', 'b'].map((name) => {
      const published: AudienceTally[] = [];
      const service = new AudienceService(games, () => Promise.resolve('ok'), { tallyIntervalMs: 60_000 });
      service.attach({ publish: (destination, body) => destination.endsWith('/tally') && published.push(body as AudienceTally), publishToConnection: () => undefined });
      return { name, service, published };
    });
    for (const from of servers) {
      for (const to of servers) if (to !== from) from.service.share((code, shared) => to.service.heard(from.name, code, shared));
    }
    const member = async (server: (typeof servers)[number], userId: number, name: string, choice: string) => {
      await server.service.admit({ userId } as never, 'ROOMX', name);
      server.service.choose({ code: 'ROOMX', principal: { userId } } as RoomConnection, JSON.stringify({ stageNumber: 3, choice }));
    };
    await member(servers[0]!, 1, 'Cy', 'A');
    await member(servers[1]!, 2, 'Di', 'B');
    await member(servers[1]!, 3, 'Ed', 'A');
    for (const server of servers) server.service.flush();
    for (const server of servers) server.service.flush();
    for (const server of servers) {
      expect(server.published.at(-1), `the tally on ${server.name}`).toMatchObject({ members: 3, counts: { A: 2, B: 1 } });
      expect(server.service.current({ code: 'ROOMX', principal: { userId: 9 } } as RoomConnection, 'tally')).toMatchObject({ members: 3, counts: { A: 2, B: 1 } });
    }
    for (const server of servers) await server.service.stop();
  });
});
