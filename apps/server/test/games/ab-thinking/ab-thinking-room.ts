/**
 * An AB_THINKING room on the whole app over real STOMP: a TV, phones for the people, AI players, and
 * a fake clock the test moves by hand (deadlines and the AI players' pauses are seconds long).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { AbThinkingHostView, AbThinkingPlayerView } from '@snackparty/games';
import { dest, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../../src/app';
import type { Config } from '../../../src/config';
import { authSessions, users } from '../../../src/db/schema';
import { createRoom, guest, join, testConfig, type TestUser } from '../../helpers/app';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { FakeTimers, settle } from '../../helpers/fake-timers';
import { TestStompClient } from '../../helpers/stomp-client';

export type HostEnvelope = HostViewEnvelope<AbThinkingHostView>;
export type PhoneEnvelope = PlayerViewEnvelope<AbThinkingPlayerView>;

export interface Phone {
  alias: string;
  user: TestUser;
  seat: SessionPlayerDto;
  client: TestStompClient;
}

export class AbThinkingRoom {
  code = '';
  host!: TestUser;
  tv!: TestStompClient;
  readonly phones: Phone[] = [];
  private readonly clients: TestStompClient[] = [];
  private url = '';

  private constructor(
    readonly app: FastifyInstance,
    readonly timers: FakeTimers,
  ) {}

  static async open(config: Partial<Config> = {}): Promise<AbThinkingRoom> {
    const database = await testDatabase();
    await resetDatabase(database);
    const timers = new FakeTimers(Date.now());
    const app = await build({ config: testConfig(config), database, logger: false, timers });
    timers.settle = async () => {
      await settle(2);
      await app.games.idle();
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const room = new AbThinkingRoom(app, timers);
    room.url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    return room;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await this.app.close();
  }

  /** A signed-up account with this address and these stored roles, signed in. */
  async account(email: string, roles: string[] = []): Promise<TestUser> {
    const [row] = await this.app.database.db.insert(users).values({ name: 'Host', email, roles, isGuest: false }).returning();
    const sessionId = randomUUID();
    await this.app.database.db.insert(authSessions).values({ id: sessionId, userId: row!.id, isGuest: false });
    const token = await this.app.tokens.issue(row!, sessionId);
    return { token, userId: row!.id, auth: { authorization: `Bearer ${token}` } };
  }

  /** An AB_THINKING room of `host` (a guest when none is given), with these settings. */
  async create(settings: Record<string, unknown> = {}, host?: TestUser): Promise<void> {
    this.host = host ?? (await guest(this.app));
    this.code = await createRoom(this.app, this.host, 'AB_THINKING');
    if (Object.keys(settings).length > 0) {
      const res = await this.app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: this.host.auth, payload: { gameCode: this.code, settings } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  private async connect(user: TestUser, purpose: 'host' | 'player', seat?: SessionPlayerDto): Promise<TestStompClient> {
    const headers: Record<string, string> = { gameCode: this.code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(this.url, headers);
    this.clients.push(client);
    return client;
  }

  /** People join with their phones, each listening to its own view, its errors and the game's end. */
  async seat(aliases: string[]): Promise<Phone[]> {
    const avatars = ['bagel', 'donut', 'tomato', 'pretzel', 'taco', 'sushi'];
    for (const alias of aliases) {
      const user = await guest(this.app);
      const res = await join(this.app, user, this.code, alias, avatars[this.phones.length]!);
      expect(res.statusCode, res.body).toBe(200);
      const seat = res.json() as SessionPlayerDto;
      const client = await this.connect(user, 'player', seat);
      for (const topic of [dest.playerView(this.code, seat.playerId), dest.userErrors, dest.player(this.code, 'gameEnd')]) await client.subscribe(topic);
      this.phones.push({ alias, user, seat, client });
    }
    return this.phones.slice(-aliases.length);
  }

  async addAi(count = 1): Promise<void> {
    for (let i = 0; i < count; i++) {
      const res = await this.app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: this.host.auth, payload: { gameCode: this.code } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** The TV connects, listens to the host view, and starts the game. */
  async start(): Promise<void> {
    this.tv = await this.connect(this.host, 'host');
    await this.tv.subscribe(dest.hostView(this.code));
    this.tv.send(`/host/${this.code}/startGame`);
    await this.tv.until(() => this.hostView()?.stage === 'question', 'the first question');
  }

  hostView(): HostEnvelope | undefined {
    return this.tv.messages(dest.hostView(this.code)).at(-1) as HostEnvelope | undefined;
  }

  view(phone: Phone): PhoneEnvelope | undefined {
    return phone.client.messages(dest.playerView(this.code, phone.seat.playerId)).at(-1) as PhoneEnvelope | undefined;
  }

  get match() {
    return this.app.games.matchOf(this.code)!.match;
  }

  /** Waits until the TV and every phone show the server's current stage. */
  async seen(): Promise<void> {
    await this.app.games.idle();
    const stageNumber = this.match.stageNumber;
    await this.tv.until(() => this.hostView()?.stageNumber === stageNumber, `the TV at stage ${stageNumber}`);
    for (const phone of this.phones) await phone.client.until(() => this.view(phone)?.stageNumber === stageNumber, `${phone.alias} at stage ${stageNumber}`);
  }

  move(phone: Phone, payload: unknown): void {
    phone.client.send(dest.move(this.code), { move: 'answer', payload, stageNumber: this.view(phone)!.stageNumber });
  }

  /** Lets game time pass in small steps until `done` holds (AI players act, deadlines pass). */
  async passTimeUntil(done: () => boolean, what: string, maxMs = 120_000, stepMs = 500): Promise<void> {
    for (let waited = 0; !done(); waited += stepMs) {
      if (waited > maxMs) throw new Error(`game time ran out waiting for ${what}`);
      await this.timers.advance(stepMs);
    }
    await this.seen();
  }
}
