/**
 * An EXPERIMENTS room on the whole app over real STOMP: an admin's TV, phones that stream their
 * positions, AI players, and a fake clock the test moves by hand (the referee's 10 Hz tick, the relay's
 * flushes and the round's deadline all run on it).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { experimentsGame } from '@snackparty/games';
import { ROLE_ADMIN, dest, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../../src/app';
import { authSessions, users } from '../../../src/db/schema';
import { guest, join, testConfig, type TestUser } from '../../helpers/app';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { FakeTimers, settle } from '../../helpers/fake-timers';
import { TestStompClient } from '../../helpers/stomp-client';

export type HostEnvelope = HostViewEnvelope<experimentsGame.ExperimentsHostView>;
export type PhoneEnvelope = PlayerViewEnvelope<experimentsGame.ExperimentsPlayerView>;
export interface PositionsBody {
  positions: { playerId: number; x: number; y: number }[];
}

export interface Phone {
  alias: string;
  user: TestUser;
  seat: SessionPlayerDto;
  client: TestStompClient;
}

export class ExperimentsRoom {
  code = '';
  host!: TestUser;
  tv!: TestStompClient;
  readonly phones: Phone[] = [];
  private readonly clients: TestStompClient[] = [];
  private url = '';
  private receipts = 0;

  private constructor(
    readonly app: FastifyInstance,
    readonly timers: FakeTimers,
  ) {}

  static async open(): Promise<ExperimentsRoom> {
    const database = await testDatabase();
    await resetDatabase(database);
    const timers = new FakeTimers(Date.now());
    const app = await build({ config: testConfig(), database, logger: false, timers });
    timers.settle = async () => {
      await settle(2);
      await app.games.idle();
      await app.gameServers.idle();
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const room = new ExperimentsRoom(app, timers);
    room.url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    return room;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await this.app.close();
  }

  /** A signed-up account, an admin when `admin`, signed in. */
  async account(email: string, admin: boolean): Promise<TestUser> {
    const [row] = await this.app.database.db.insert(users).values({ name: 'Host', email, roles: admin ? [ROLE_ADMIN] : [], isGuest: false }).returning();
    const sessionId = randomUUID();
    await this.app.database.db.insert(authSessions).values({ id: sessionId, userId: row!.id, isGuest: false });
    const token = await this.app.tokens.issue(row!, sessionId);
    return { token, userId: row!.id, auth: { authorization: `Bearer ${token}` } };
  }

  /** Opens a room of `initialGameType` as `user`: the create call's answer. */
  createSession(user: TestUser, initialGameType: string) {
    return this.app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: user.auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType },
    });
  }

  /** An admin's EXPERIMENTS room with these settings. */
  async create(settings: Record<string, unknown> = {}): Promise<void> {
    this.host = await this.account(`admin-${randomUUID()}@example.test`, true);
    const session = await this.createSession(this.host, 'EXPERIMENTS');
    expect(session.statusCode, session.body).toBe(200);
    this.code = session.json().gameCode as string;
    const game = await this.app.inject({ method: 'POST', url: '/api/v1/game/create', headers: this.host.auth, payload: { gameType: 'EXPERIMENTS', gameCode: this.code, settings } });
    expect(game.statusCode, game.body).toBe(200);
  }

  private async connect(user: TestUser, purpose: 'host' | 'player', seat?: SessionPlayerDto): Promise<TestStompClient> {
    const headers: Record<string, string> = { gameCode: this.code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(this.url, headers);
    this.clients.push(client);
    return client;
  }

  /** People join with their phones, each listening to its own view, its errors and everyone's positions. */
  async seat(aliases: string[]): Promise<Phone[]> {
    const avatars = ['bagel', 'donut', 'tomato', 'pretzel', 'taco', 'sushi'];
    for (const alias of aliases) {
      const user = await guest(this.app);
      const res = await join(this.app, user, this.code, alias, avatars[this.phones.length]!);
      expect(res.statusCode, res.body).toBe(200);
      const seat = res.json() as SessionPlayerDto;
      const client = await this.connect(user, 'player', seat);
      for (const topic of [dest.playerView(this.code, seat.playerId), dest.userErrors, this.playerPositions]) await client.subscribe(topic);
      this.phones.push({ alias, user, seat, client });
    }
    return this.phones.slice(-aliases.length);
  }

  async addAi(): Promise<number> {
    const res = await this.app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: this.host.auth, payload: { gameCode: this.code } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as SessionPlayerDto).playerId;
  }

  get hostPositions(): string {
    return `/experiments/host/${this.code}/positions`;
  }

  get playerPositions(): string {
    return `/experiments/player/${this.code}/positions`;
  }

  /** The TV connects, listens to the host view and the positions, and starts the game. */
  async start(): Promise<void> {
    this.tv = await this.connect(this.host, 'host');
    await this.tv.subscribe(dest.hostView(this.code));
    await this.tv.subscribe(this.hostPositions);
    this.tv.send(`/host/${this.code}/startGame`);
    await this.tv.until(() => this.hostView()?.stage === 'tag', 'the first run');
  }

  hostView(): HostEnvelope | undefined {
    return this.tv.messages(dest.hostView(this.code)).at(-1) as HostEnvelope | undefined;
  }

  view(phone: Phone): PhoneEnvelope | undefined {
    return phone.client.messages(dest.playerView(this.code, phone.seat.playerId)).at(-1) as PhoneEnvelope | undefined;
  }

  get match() {
    return this.app.games.matchOf(this.code)!.match as { stage: string; stageNumber: number; over: boolean; scores: Record<number, number>; state: experimentsGame.TagState };
  }

  /** Every position of `playerId` the TV heard, in order. */
  heardOnTv(playerId: number): { x: number; y: number }[] {
    return (this.tv.messages(this.hostPositions) as PositionsBody[]).flatMap((m) => m.positions.filter((p) => p.playerId === playerId).map(({ x, y }) => ({ x, y })));
  }

  /** Sends on a STOMP destination and resolves once the server has handled it (its RECEIPT). */
  async sendHandled(client: TestStompClient, destination: string, body: unknown): Promise<void> {
    const receipt = `send-${++this.receipts}`;
    const handled = new Promise<void>((resolve) => client.client.watchForReceipt(receipt, () => resolve()));
    client.client.publish({ destination, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { receipt } });
    await handled;
  }

  /** The phone tells the server where its avatar is. */
  sendPosition(phone: Phone, position: unknown, as = phone.seat.playerId): Promise<void> {
    return this.sendHandled(phone.client, `/experiments/player/${this.code}/playerPosition/${as}`, position);
  }

  /** Walks the phone's avatar to `target` the way a joystick would, 10 positions a second, until `done` or arrival. */
  async walk(phone: Phone, from: { x: number; y: number }, target: { x: number; y: number }, done: () => boolean = () => false): Promise<{ x: number; y: number }> {
    let at = { ...from };
    for (let guard = 0; guard < 200 && !done(); guard++) {
      const gap = Math.hypot(target.x - at.x, target.y - at.y);
      if (gap < 1) break;
      const share = Math.min(1, 45 / gap);
      at = { x: Math.round(at.x + (target.x - at.x) * share), y: Math.round(at.y + (target.y - at.y) * share) };
      await this.sendPosition(phone, at);
      await this.timers.advance(100);
    }
    return at;
  }

  /** Waits until the TV and every phone show the server's current stage. */
  async seen(): Promise<void> {
    await this.app.games.idle();
    const stageNumber = this.match.stageNumber;
    await this.tv.until(() => this.hostView()?.stageNumber === stageNumber, `the TV at stage ${stageNumber}`);
    for (const phone of this.phones) await phone.client.until(() => this.view(phone)?.stageNumber === stageNumber, `${phone.alias} at stage ${stageNumber}`);
  }

  errorsOf(phone: Phone): { messageKey: string; destination: string }[] {
    return phone.client.messages(dest.userErrors) as { messageKey: string; destination: string }[];
  }
}
