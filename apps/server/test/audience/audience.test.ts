import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIENCE_POINTS, type AudienceMe, type AudienceTally, type AudienceViewMessage, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';
import { POLL_TYPE, POLL_WORD, poll, pollManifest, type PollState } from './poll-game';

describe('the audience', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const seats: Record<string, { user: TestUser; seat: SessionPlayerDto }> = {};
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await build({ config: testConfig({ stompTcpPort: -1 }), database, logger: false, gameRules: { games: [{ definition: poll, manifest: pollManifest }] } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, POLL_TYPE);
    for (const [alias, avatar] of [['Ann', 'bagel'], ['Bob', 'donut']] as const) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatar);
      expect(res.statusCode).toBe(200);
      seats[alias] = { user, seat: res.json() as SessionPlayerDto };
    }
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  async function connect(headers: Record<string, string>): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, { gameCode: code, ...headers });
    clients.push(client);
    return client;
  }
  async function member(name: string, user?: TestUser): Promise<{ user: TestUser; client: TestStompClient }> {
    const who = user ?? (await guest(app));
    const client = await connect({ purpose: 'audience', audienceName: name, Authorization: `Bearer ${who.token}` });
    expect(client.connected, `${name} admitted`).toBe(true);
    await client.subscribe('/user/queue/errors');
    await client.subscribe(`/audience/${code}/view`);
    await client.subscribe(`/audience/${code}/me`);
    return { user: who, client };
  }
  const phone = (alias: string) => connect({ purpose: 'player', playerSessionId: String(seats[alias]!.seat.sessionPlayerId), Authorization: `Bearer ${seats[alias]!.user.token}` });
  const state = () => app.games.matchOf(code)?.match.state as PollState | undefined;
  const last = <T>(client: TestStompClient, destination: string) => client.messages(destination).at(-1) as T | undefined;
  const errorsOf = (client: TestStompClient) => client.messages('/user/queue/errors') as Array<{ messageKey: string }>;

  async function startedTv(): Promise<TestStompClient> {
    const tv = await connect({ purpose: 'host', Authorization: `Bearer ${host.token}` });
    await tv.subscribe(`/audience/${code}/tally`);
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => app.games.matchOf(code)?.match.stage === 'vote', 'the poll started');
    return tv;
  }

  it('takes people beyond the seats: a name, the view without secrets, the count on the host screen', async () => {
    const tv = await startedTv();
    const { client: eve } = await member('Eve');
    await eve.until(() => (last<AudienceViewMessage>(eve, `/audience/${code}/view`)?.game ?? null) !== null, 'the view');
    const view = last<AudienceViewMessage>(eve, `/audience/${code}/view`)!.game!;
    expect(view.stage).toBe('vote');
    expect(view.players.map((p) => p.alias)).toEqual(['Ann', 'Bob']);
    expect(view.prompt).toEqual({ kind: 'choose', action: 'vote', options: [{ id: 'A', label: 'Apples' }, { id: 'B', label: 'Bananas' }] });
    await tv.until(() => last<AudienceTally>(tv, `/audience/${code}/tally`)?.members === 1, 'the host hears one member');

    // A member hears nothing of the host's or the seats' own, and cannot move for a seat.
    const denied = await member('Mallory');
    denied.client.client.subscribe(`/host/${code}/view`, () => undefined);
    await denied.client.until(() => denied.client.errors.length > 0 || denied.client.closed, 'the host view refused');
    const mover = await member('Moe');
    mover.client.send(`/player/${code}/move`, { move: 'vote', payload: 'A' });
    await mover.client.until(() => mover.client.closed || errorsOf(mover.client).length > 0, 'a move refused');
    expect(Object.keys(state()!.votes)).toEqual([]);

    // No name, or a name that is not one: refused at CONNECT.
    const nameless = await connect({ purpose: 'audience', Authorization: `Bearer ${(await guest(app)).token}` });
    expect(nameless.connected).toBe(false);
    expect(nameless.errors[0]?.headers['message-key']).toBe('error.invalid_alias');
  });

  it('counts the audience as one voter with its majority, and scores the right choosers on its board', async () => {
    const tv = await startedTv();
    const ann = await phone('Ann');
    const bob = await phone('Bob');
    ann.send(`/player/${code}/move`, { move: 'vote', payload: 'A' });
    bob.send(`/player/${code}/move`, { move: 'vote', payload: 'B' });
    await tv.until(() => Object.keys(state()!.votes).length === 2, 'both seats voted');

    const crowd = await Promise.all(['Cy', 'Di', 'Ed'].map((name) => member(name)));
    const stageNumber = app.games.matchOf(code)!.match.stageNumber;
    crowd[0]!.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'A' });
    crowd[1]!.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'B' });
    crowd[2]!.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'A' });
    // A change of mind moves the member's one count; a choice the prompt does not offer is refused.
    crowd[1]!.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'A' });
    crowd[2]!.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'C' });
    crowd[2]!.client.send(`/backend/audience/${code}/choose`, { stageNumber: stageNumber - 1, choice: 'A' });
    crowd[2]!.client.send(`/backend/audience/${code}/choose`, { stageNumber });
    await crowd[2]!.client.until(() => errorsOf(crowd[2]!.client).length === 3, 'three refusals');
    expect(errorsOf(crowd[2]!.client).map((e) => e.messageKey)).toEqual(['error.audience_nothing_now', 'error.audience_nothing_now', 'error.audience_nothing_now']);
    expect(crowd[2]!.client.connected).toBe(true);

    await tv.until(() => last<AudienceTally>(tv, `/audience/${code}/tally`)?.counts.A === 3, 'the tally: three for A', 4000);
    expect(last<AudienceTally>(tv, `/audience/${code}/tally`)).toMatchObject({ members: 3, counts: { A: 3 } });
    expect(last<AudienceMe>(crowd[1]!.client, `/audience/${code}/me`)).toMatchObject({ alias: 'Di', choice: 'A', points: 0 });
    // The counts reach the match (the rules read them) within about a second.
    await tv.until(() => JSON.stringify(app.games.matchOf(code)?.match.audience?.counts) === JSON.stringify({ A: 3 }), 'the counts folded in', 4000);

    tv.send(`/host/${code}/requestNextStage`);
    await tv.until(() => app.games.matchOf(code)?.match.stage === 'guess', 'the vote counted');
    // The players were one each: the audience's majority is the vote that decides.
    expect(state()).toMatchObject({ audienceVote: 'A', audienceCounts: { A: 3 }, winner: 'A' });
    await tv.until(() => (last<AudienceTally>(tv, `/audience/${code}/tally`)?.board.length ?? 0) === 3, 'the board');
    const tally = last<AudienceTally>(tv, `/audience/${code}/tally`)!;
    expect(tally.lastRight).toEqual({ stageNumber, choices: ['A'] });
    expect(tally.board).toEqual([{ alias: 'Cy', points: AUDIENCE_POINTS }, { alias: 'Di', points: AUDIENCE_POINTS }, { alias: 'Ed', points: AUDIENCE_POINTS }]);
    // The new stage starts with no counts.
    expect(tally.counts).toEqual({});
  });

  it("adds up the counts of each server's crowd, each server's latest replacing its own earlier ones", async () => {
    await startedTv();
    const { stageNumber } = app.games.matchOf(code)!.match;
    const counts = () => app.games.matchOf(code)?.match.audience?.counts;
    await app.games.recordAudience(code, { stageNumber, counts: { A: 2 }, from: 'server-a' });
    await app.games.recordAudience(code, { stageNumber, counts: { A: 1, B: 3 }, from: 'server-b' });
    expect(counts()).toEqual({ A: 3, B: 3 });
    await app.games.recordAudience(code, { stageNumber, counts: { B: 1 }, from: 'server-a' });
    expect(counts()).toEqual({ A: 1, B: 4 });
    // Counts of a stage gone by count for nothing.
    await app.games.recordAudience(code, { stageNumber: stageNumber - 1, counts: { A: 50 }, from: 'server-c' });
    expect(counts()).toEqual({ A: 1, B: 4 });
  });

  it('judges guesses on the server and answers the guesser alone, never with the word', async () => {
    const tv = await startedTv();
    tv.send(`/host/${code}/requestNextStage`);
    await tv.until(() => app.games.matchOf(code)?.match.stage === 'guess', 'the guessing stage');
    const stageNumber = app.games.matchOf(code)!.match.stageNumber;
    const [cy, di] = await Promise.all([member('Cy'), member('Di')]);

    cy.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: 'creme' });
    await cy.client.until(() => last<AudienceMe>(cy.client, `/audience/${code}/me`)?.guess !== undefined, 'the answer');
    expect(last<AudienceMe>(cy.client, `/audience/${code}/me`)).toMatchObject({ guess: { text: 'creme', right: false }, points: 0, guessedRight: false });
    cy.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: '  CREME brulee ' });
    await cy.client.until(() => last<AudienceMe>(cy.client, `/audience/${code}/me`)?.guess?.right === true, 'the right answer');
    expect(last<AudienceMe>(cy.client, `/audience/${code}/me`)).toMatchObject({ points: AUDIENCE_POINTS, guessedRight: true });
    // Right again in the same stage: no more points.
    cy.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: POLL_WORD });
    await cy.client.until(() => cy.client.messages(`/audience/${code}/me`).length >= 4, 'the third answer');
    expect(last<AudienceMe>(cy.client, `/audience/${code}/me`)!.points).toBe(AUDIENCE_POINTS);

    // Nobody else hears another member's guesses; the host hears how many guessed right.
    expect(di.client.messages(`/audience/${code}/me`).filter((m) => (m as AudienceMe).guess)).toEqual([]);
    await tv.until(() => last<AudienceTally>(tv, `/audience/${code}/tally`)?.guessedRight === 1, 'one guessed right');
    for (const client of [di.client, tv]) expect(JSON.stringify(client.received).toLowerCase()).not.toContain('brulee');

    // Too long, empty, or a choice where a guess is due: refused with a key, the connection stays.
    di.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: 'x'.repeat(61) });
    di.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: '   ' });
    di.client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'A' });
    di.client.send(`/backend/audience/${code}/guess`, 'not json');
    await di.client.until(() => errorsOf(di.client).length === 4, 'four refusals');
    expect(errorsOf(di.client).map((e) => e.messageKey)).toEqual(['error.invalid_request', 'error.invalid_request', 'error.audience_nothing_now', 'error.invalid_request']);
    expect(di.client.connected).toBe(true);
  });

  it('keeps the audience board across a restart: a member back on the new server has their points', async () => {
    const tv = await startedTv();
    tv.send(`/host/${code}/requestNextStage`);
    await tv.until(() => app.games.matchOf(code)?.match.stage === 'guess', 'the guessing stage');
    const stageNumber = app.games.matchOf(code)!.match.stageNumber;
    const cy = await member('Cy');
    cy.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: POLL_WORD });
    await cy.client.until(() => last<AudienceMe>(cy.client, `/audience/${code}/me`)?.points === AUDIENCE_POINTS, 'the right guess');
    await Promise.all(clients.splice(0).map((c) => c.close()));
    // A graceful stop stores what the board still had to store; the new server reads it back.
    await app.close();
    app = await build({ config: testConfig({ stompTcpPort: -1 }), database: await testDatabase(), logger: false, gameRules: { games: [{ definition: poll, manifest: pollManifest }] } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const again = await member('Cy', cy.user);
    await again.client.subscribe(`/audience/${code}/tally`);
    await again.client.until(() => (last<AudienceTally>(again.client, `/audience/${code}/tally`)?.board.length ?? 0) > 0, 'the board after the restart');
    expect(last<AudienceTally>(again.client, `/audience/${code}/tally`)!.board).toEqual([{ alias: 'Cy', points: AUDIENCE_POINTS }]);
    // A right choice after the restart adds to what was stored.
    expect(app.games.matchOf(code)?.match.stage).toBe('guess');
    again.client.send(`/backend/audience/${code}/guess`, { stageNumber, guess: 'wrong' });
    await again.client.until(() => last<AudienceMe>(again.client, `/audience/${code}/me`)?.guess !== undefined, 'an answer');
    expect(last<AudienceMe>(again.client, `/audience/${code}/me`)).toMatchObject({ points: AUDIENCE_POINTS, guessedRight: false });
  });

  it('keeps the kicked out, and stays out when the host says so', async () => {
    const tv = await connect({ purpose: 'host', Authorization: `Bearer ${host.token}` });
    tv.send(`/host/${code}/requestPlayerKick`, { playerId: seats.Bob!.seat.playerId });
    await tv.subscribe('/user/queue/errors');
    const kickedOut = async () => {
      const kicked = await connect({ purpose: 'audience', audienceName: 'Bob', Authorization: `Bearer ${seats.Bob!.user.token}` });
      return kicked.connected ? undefined : kicked.errors[0]?.headers['message-key'];
    };
    await tv.until(() => true, 'kick sent');
    let verdict: string | undefined;
    for (let attempt = 0; attempt < 20 && verdict === undefined; attempt += 1) {
      verdict = await kickedOut();
      if (verdict === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(verdict).toBe('error.player_kicked');
    expect((await member('Eve')).client.connected).toBe(true);

    const off = await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { audienceAllowed: false } } });
    expect(off.statusCode).toBe(200);
    // The switch is read again within a couple of seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const refused = await connect({ purpose: 'audience', audienceName: 'Fay', Authorization: `Bearer ${(await guest(app)).token}` });
    expect(refused.connected).toBe(false);
    expect(refused.errors[0]?.headers['message-key']).toBe('error.audience_closed');
  });

  it('sends the host a few tallies for a crowd, not one message per member', async () => {
    const tv = await startedTv();
    const stageNumber = app.games.matchOf(code)!.match.stageNumber;
    const crowd: TestStompClient[] = [];
    for (let i = 0; i < 24; i += 1) {
      const user = await guest(app);
      const client = await connect({ purpose: 'audience', audienceName: `Fan ${String.fromCharCode(65 + i)}`, Authorization: `Bearer ${user.token}` });
      expect(client.connected, JSON.stringify(client.errors.map((e) => e.headers))).toBe(true);
      crowd.push(client);
    }
    const before = tv.messages(`/audience/${code}/tally`).length;
    for (const [i, client] of crowd.entries()) client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: i % 4 === 0 ? 'B' : 'A' });
    await tv.until(() => last<AudienceTally>(tv, `/audience/${code}/tally`)?.counts.A === 18, 'eighteen for A', 5000);
    expect(last<AudienceTally>(tv, `/audience/${code}/tally`)).toMatchObject({ members: 24, counts: { A: 18, B: 6 } });
    expect(tv.messages(`/audience/${code}/tally`).length - before).toBeLessThan(10);
  });
});
