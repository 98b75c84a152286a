import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/tokens';
import { AudienceService, type AudienceGames } from '../../src/audience/audience-service';
import { SHARED_TALLY_REFRESH_MS } from '../../src/audience/shared-tallies';
import type { RoomConnection } from '../../src/realtime/connection';

const CODE = 'ABCDE';
const STAGE = 3;

/** The audience service alone: a game that takes any choice at stage 3, a clock moved by hand. */
function setUp() {
  let time = 1_000_000;
  const folded: Array<{ stageNumber: number; counts: Record<string, number> }> = [];
  const games: AudienceGames = {
    audienceViewOf: () => undefined,
    isAudienceChoice: (_code, stageNumber) => stageNumber === STAGE,
    judgeAudienceGuess: () => undefined,
    recordAudience: (_code, tally) => {
      folded.push(tally);
      return Promise.resolve();
    },
    audienceRightChoices: () => [],
  };
  const service = new AudienceService(games, () => Promise.resolve('ok'), { now: () => time });
  const member = async (userId: number, name: string): Promise<RoomConnection> => {
    const principal = { userId, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} } as unknown as Principal;
    await service.admit(principal, CODE, name);
    return { principal, code: CODE, purpose: 'audience', isHost: false, sharedScreen: true } as RoomConnection;
  };
  return { service, folded, member, advance: (ms: number) => (time += ms) };
}

describe("the audience's counts folded into the game", () => {
  it('are folded once when they change, and not again while they stay the same on a lone server', async () => {
    const { service, folded, member, advance } = setUp();
    service.choose(await member(1, 'Cy'), JSON.stringify({ stageNumber: STAGE, choice: 'A' }));
    expect(folded).toEqual([{ stageNumber: STAGE, counts: { A: 1 } }]);
    for (let i = 0; i < 4; i++) {
      advance(SHARED_TALLY_REFRESH_MS);
      service.flush();
    }
    expect(folded).toHaveLength(1);
  });

  it('are folded again every few seconds with several servers, so a server that takes the room over has every crowd again', async () => {
    const { service, folded, member, advance } = setUp();
    service.share(() => undefined);
    const cy = await member(1, 'Cy');
    const di = await member(2, 'Di');
    service.choose(cy, JSON.stringify({ stageNumber: STAGE, choice: 'A' }));
    advance(1_000);
    service.choose(di, JSON.stringify({ stageNumber: STAGE, choice: 'B' }));
    expect(folded).toEqual([
      { stageNumber: STAGE, counts: { A: 1 } },
      { stageNumber: STAGE, counts: { A: 1, B: 1 } },
    ]);
    // Unchanged: not before the refresh is due, then once per refresh.
    advance(SHARED_TALLY_REFRESH_MS - 1);
    service.flush();
    expect(folded).toHaveLength(2);
    advance(1);
    service.flush();
    expect(folded.at(-1)).toEqual({ stageNumber: STAGE, counts: { A: 1, B: 1 } });
    expect(folded).toHaveLength(3);
    service.flush();
    expect(folded).toHaveLength(3);
    advance(SHARED_TALLY_REFRESH_MS);
    service.flush();
    expect(folded).toHaveLength(4);
  });

  it('are not folded again with several servers while this crowd chose nothing', async () => {
    const { service, folded, member, advance } = setUp();
    service.share(() => undefined);
    await member(1, 'Cy');
    for (let i = 0; i < 3; i++) {
      advance(SHARED_TALLY_REFRESH_MS);
      service.flush();
    }
    expect(folded).toEqual([]);
  });
});
