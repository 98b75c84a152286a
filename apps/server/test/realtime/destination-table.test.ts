import type { AddressInfo } from 'node:net';
import type { IFrame, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_SEND_TOPICS, MEMBER_SEND, type SessionPlayerDto } from '@snackparty/protocol';
import type { RoomConnection } from '../../src/realtime/connection';
import { GameRegistry } from '../../src/games/registry';
import type { GameServerContext } from '../../src/games/server-module';
import { localReads } from '../../src/games/room-reads';
import { DestinationTable, roomDestinations, type DestinationDeps } from '../../src/realtime/destinations';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

/**
 * Who may hear and who may speak on every destination, written out by hand: the rules as the spec
 * and the room's privacy need them. The table must cover exactly these, and the wire must do what the
 * table says. A new row in the table needs a line here.
 *
 * Kinds of connection: H the host screen, A Ann's seat (the seat a destination's {id} names),
 * B Bob's seat, J a phone with no seat yet (purpose join).
 */
type Kind = 'H' | 'A' | 'B' | 'J';
const KINDS: Kind[] = ['H', 'A', 'B', 'J'];

interface Expectation {
  /** `{c}` is the room code, `{id}` Ann's player id. */
  destination: string;
  hear: string;
  /** Who may SEND, and how the others are refused; `server`: nobody sends here. */
  send: { by: string; key: string; fatal: boolean } | 'server';
}

const host = (by = 'H') => ({ by, key: 'error.not_host', fatal: true });
const EXPECTED: Expectation[] = [
  { destination: '/user/queue/errors', hear: 'HABJ', send: { by: '', key: 'error.forbidden', fatal: true } },
  { destination: '/common/{c}/usedAvatarsRequested', hear: 'HABJ', send: { by: 'HAB', key: 'error.forbidden', fatal: true } },
  { destination: '/common/{c}/playersUpdated', hear: 'HABJ', send: 'server' },
  { destination: '/common/{c}/usedAvatars', hear: 'HABJ', send: 'server' },
  { destination: '/backend/common/{c}/playerHeartbeat', hear: '', send: { by: 'HABJ', key: '', fatal: true } },
  { destination: '/backend/common/{c}/responseHeartbeat', hear: '', send: { by: 'HABJ', key: '', fatal: true } },
  { destination: '/backend/common/{c}/somethingElse', hear: '', send: 'server' },
  // The host's requests: heard by the host screen; start, exit, new game and the relays by the seats too.
  { destination: '/host/{c}/startGame', hear: 'HAB', send: host() },
  { destination: '/host/{c}/exitGame', hear: 'HAB', send: host() },
  { destination: '/host/{c}/newGameSamePlayers', hear: 'HAB', send: host() },
  { destination: '/host/{c}/requestPlayerKick', hear: 'H', send: host() },
  { destination: '/host/{c}/requestEndGame', hear: 'H', send: host() },
  { destination: '/host/{c}/requestAddAiPlayer', hear: 'H', send: host() },
  { destination: '/host/{c}/requestSkipTimer', hear: 'H', send: host() },
  { destination: '/host/{c}/requestNextStage', hear: 'H', send: host() },
  { destination: '/host/{c}/requestStandIn', hear: 'H', send: host() },
  { destination: '/host/{c}/requestHideContent', hear: 'H', send: host() },
  { destination: '/host/{c}/requestNewGameType', hear: 'H', send: host() },
  { destination: '/host/{c}/playSound', hear: 'HAB', send: host() },
  { destination: '/host/{c}/reloadPage', hear: 'HAB', send: host() },
  { destination: '/host/{c}/resetSoundContext', hear: 'HAB', send: host() },
  { destination: '/host/{c}/playerMinReached', hear: 'HAB', send: 'server' },
  { destination: '/host/{c}/view', hear: 'H', send: 'server' },
  { destination: '/host/{c}/playerKicked/{id}', hear: 'HA', send: 'server' },
  { destination: '/host/{c}/somethingElse', hear: 'H', send: 'server' },
  { destination: '/player/{c}/requestTimer', hear: 'HAB', send: { by: 'HAB', key: 'error.forbidden', fatal: true } },
  { destination: '/player/{c}/move', hear: 'HAB', send: { by: 'AB', key: 'error.player_not_found', fatal: true } },
  { destination: '/player/{c}/extraTime', hear: '', send: { by: 'AB', key: 'error.player_not_found', fatal: true } },
  { destination: '/player/{c}/view/{id}', hear: 'A', send: 'server' },
  { destination: '/player/{c}/view', hear: '', send: 'server' },
  { destination: '/player/{c}/timer', hear: 'HAB', send: 'server' },
  { destination: '/canvasclash/host/{c}/guessSubmitted', hear: 'H', send: 'server' },
  // Only the painter streams strokes; a refused batch is a business error, the connection stays.
  // Nobody listens by painter, not even the host: the destination names who paints, and the host may be a player.
  { destination: '/canvasclash/player/{c}/playerDrawTopic/{id}', hear: '', send: { by: 'A', key: 'error.forbidden', fatal: false } },
  // A canvas by its slot, not its painter: the host screen here; the seats too in a room without a shared screen.
  { destination: '/canvasclash/player/{c}/playerDrawTopic/slot/0', hear: 'H', send: 'server' },
  // The hiders' walk as the server paces it, and the rules' notices: the host screen only.
  { destination: '/hideandpeek/host/{c}/playerLocationSet', hear: 'H', send: 'server' },
  // Only the hider sends a position (a refusal keeps the connection); nothing is published here.
  { destination: '/hideandpeek/player/{c}/playerLocationSet/{id}', hear: 'H', send: { by: 'A', key: 'error.forbidden', fatal: false } },
  { destination: '/hideandpeek/host/{c}/requestCurrentHiderId', hear: '', send: host() },
  // Tag's positions are public: the host screen and every seat hear the server's paced relay; each player streams their own.
  { destination: '/experiments/host/{c}/positions', hear: 'H', send: 'server' },
  { destination: '/experiments/host/{c}/other', hear: 'H', send: 'server' },
  { destination: '/experiments/player/{c}/positions', hear: 'HAB', send: 'server' },
  { destination: '/experiments/player/{c}/playerPosition/{id}', hear: 'H', send: { by: 'A', key: 'error.forbidden', fatal: false } },
  // The public games list is no room's: anyone connected hears it, only the server publishes.
  { destination: '/public/publicGames', hear: 'HABJ', send: 'server' },
];

/** The table the policy builds; its rules do not touch what the rows act on, so these stand in. */
const deps = { rooms: {}, games: {}, relay: () => undefined, answer: () => undefined, spendRoomRequest: () => undefined } as unknown as DestinationDeps;
const table = new DestinationTable([
  ...roomDestinations(deps),
  ...new GameRegistry().createServers({ packs: { of: () => undefined }, reads: localReads } as unknown as GameServerContext).destinations(deps),
]);

type Outcome = { allowed: true } | { allowed: false; key: string; fatal: boolean; message: string };

describe('the destination table decides who hears and who speaks', () => {
  let app: FastifyInstance;
  let url: string;
  let code: string;
  const users = {} as Record<Kind, TestUser>;
  const seats = {} as Record<'A' | 'B', SessionPlayerDto>;
  const live = {} as Record<Kind, TestStompClient>;
  const opened: TestStompClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ stompTcpPort: -1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    users.H = await guest(app);
    code = await createRoom(app, users.H, 'SYNC_THINK');
    for (const [kind, alias, avatar] of [['A', 'Ann', 'bagel'], ['B', 'Bob', 'donut']] as const) {
      users[kind] = await guest(app);
      seats[kind] = (await join(app, users[kind], code, alias, avatar)).json() as SessionPlayerDto;
    }
    users.J = await guest(app);
    for (const kind of KINDS) live[kind] = await connect(kind);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    await app.close();
  });

  async function connect(kind: Kind): Promise<TestStompClient> {
    const headers: Record<string, string> = { gameCode: code, purpose: kind === 'H' ? 'host' : kind === 'J' ? 'join' : 'player', Authorization: `Bearer ${users[kind].token}` };
    if (kind === 'A' || kind === 'B') headers.playerSessionId = String(seats[kind].sessionPlayerId);
    const client = await TestStompClient.connect(url, headers);
    opened.push(client);
    expect(client.connected).toBe(true);
    return client;
  }

  const concrete = (destination: string) => destination.replace('{c}', code).replace('{id}', String(seats.A.playerId));

  /** The server's own record of a kind's connection, as the policy sees it. */
  function connectionOf(kind: Kind): RoomConnection {
    const purpose = kind === 'H' ? 'host' : kind === 'J' ? 'join' : 'player';
    const found = app.broker.connections().find((c) => c.principal.userId === users[kind].userId && c.purpose === purpose);
    if (!found) throw new Error(`no connection of ${kind}`);
    return found;
  }

  function waitFor<T>(register: (done: (value: T) => void) => void, ms = 5000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer from the server')), ms);
      register((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  }

  /** Subscribes on a fresh connection: a RECEIPT means allowed, an ERROR refused. */
  async function trySubscribe(kind: Kind, destination: string): Promise<boolean> {
    const client = await connect(kind);
    const answer = waitFor<boolean>((done) => {
      client.client.watchForReceipt('sub', () => done(true));
      client.client.onStompError = () => done(false);
    });
    client.client.subscribe(destination, () => undefined, { receipt: 'sub' });
    const allowed = await answer;
    await client.close();
    return allowed;
  }

  /**
   * Sends a body that is not JSON on a fresh connection: past the permission check it is refused as
   * such (or ignored), so an allowed SEND changes nothing in the room. An ERROR, or an error on the
   * queue with the row's denial, means refused.
   */
  async function trySend(kind: Kind, destination: string, denialMessage: RegExp): Promise<Outcome> {
    const client = await connect(kind);
    const queued: Array<{ messageKey: string; message: string }> = [];
    const subscribed = waitFor<void>((done) => client.client.watchForReceipt('errors', () => done()));
    client.client.subscribe('/user/queue/errors', (m: IMessage) => queued.push(JSON.parse(m.body)), { receipt: 'errors' });
    await subscribed;
    const answer = waitFor<{ receipt: true } | { error: IFrame }>((done) => {
      client.client.watchForReceipt('send', () => done({ receipt: true }));
      client.client.onStompError = (frame) => done({ error: frame });
    });
    client.client.publish({ destination, body: 'not json', headers: { receipt: 'send' } });
    const result = await answer;
    await client.close();
    if ('error' in result) return { allowed: false, fatal: true, key: result.error.headers['message-key'] ?? '', message: result.error.headers.message ?? '' };
    const denial = queued.find((q) => denialMessage.test(q.message));
    return denial ? { allowed: false, fatal: false, key: denial.messageKey, message: denial.message } : { allowed: true };
  }

  it('covers every row of the table, and the protocol’s SEND lists', () => {
    const reached = new Set(EXPECTED.map((e) => table.match(concrete(e.destination))?.row));
    expect(reached.has(undefined)).toBe(false);
    for (const row of table.all) expect(reached.has(row), `no expectation reaches ${row.pattern}`).toBe(true);
    for (const topic of HOST_SEND_TOPICS) {
      expect(EXPECTED.find((e) => e.destination === `/host/{c}/${topic}`)?.send).toMatchObject({ by: 'H' });
    }
    for (const { prefix, topic } of MEMBER_SEND) {
      const destination = prefix === 'backend' ? `/backend/common/{c}/${topic}` : `/${prefix}/{c}/${topic}`;
      expect(EXPECTED.find((e) => e.destination === destination)?.send, destination).not.toBe('server');
    }
  });

  it('the rows say what the rules above say, for the server’s own record of each connection', () => {
    for (const e of EXPECTED) {
      const found = table.match(concrete(e.destination))!;
      for (const kind of KINDS) {
        const c = connectionOf(kind);
        expect(found.row.subscribe(c, found.params), `${kind} hears ${e.destination}`).toBe(e.hear.includes(kind));
        const sends = e.send !== 'server' && !!found.row.send?.rule(c, found.params);
        expect(sends, `${kind} sends to ${e.destination}`).toBe(e.send !== 'server' && e.send.by.includes(kind));
      }
    }
  });

  it('over STOMP, every subscription is allowed or refused as its row says', async () => {
    for (const e of EXPECTED) {
      for (const kind of KINDS) {
        expect(await trySubscribe(kind, concrete(e.destination)), `${kind} subscribes to ${e.destination}`).toBe(e.hear.includes(kind));
      }
    }
  }, 60_000);

  it('over STOMP, every SEND passes or is refused as its row says, with its message key', async () => {
    for (const e of EXPECTED) {
      const destination = concrete(e.destination);
      const found = table.match(destination)!;
      const denied = found.row.send?.denied;
      const denialMessage = denied === undefined ? /^$/ : new RegExp(typeof denied.message === 'function' ? denied.message(destination) : denied.message);
      for (const kind of KINDS) {
        const outcome = await trySend(kind, destination, denialMessage);
        const what = `${kind} sends to ${e.destination}`;
        if (e.send === 'server') {
          expect(outcome, what).toMatchObject({ allowed: false, fatal: true, key: 'error.forbidden' });
        } else if (e.send.by.includes(kind)) {
          expect(outcome, what).toEqual({ allowed: true });
        } else {
          expect(outcome, what).toMatchObject({ allowed: false, fatal: e.send.fatal, key: e.send.key });
        }
      }
    }
    // Nothing an allowed SEND carried changed the room: everyone is still seated, no game started.
    expect((await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json()).toHaveLength(2);
    expect(app.games.isRunning(code)).toBe(false);
  }, 90_000);

  it('a connection of another room hears nothing of this one and cannot send to it', async () => {
    const otherHost = await guest(app);
    const other = await createRoom(app, otherHost, 'SYNC_THINK');
    const client = await TestStompClient.connect(url, { gameCode: other, purpose: 'host', Authorization: `Bearer ${otherHost.token}` });
    opened.push(client);
    void client.subscribe(`/common/${code}/playersUpdated`);
    await client.until(() => client.errors.length > 0, 'a refusal');
    const sender = await TestStompClient.connect(url, { gameCode: other, purpose: 'host', Authorization: `Bearer ${otherHost.token}` });
    opened.push(sender);
    sender.send(`/host/${code}/requestEndGame`, {});
    await sender.until(() => sender.errors.length > 0 && sender.closed, 'a refusal');
    expect(sender.errors[0]!.headers.message).toMatch(/another room/);
  });

  it('the live connections of each kind are still there after all of it', () => {
    for (const kind of KINDS) expect(live[kind].connected, kind).toBe(true);
  });
});
