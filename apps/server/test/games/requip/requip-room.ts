/**
 * A REQUIP room on the whole app over real STOMP: a TV, phones for the people, AI players, and a fake
 * clock the test moves by hand (deadlines and the AI players' pauses are seconds long).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { RequipHostView, RequipPlayerView } from '@snackparty/games';
import { REST, dest, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../../src/app';
import type { Config } from '../../../src/config';
import { createRoom, guest, join, testConfig, type TestUser } from '../../helpers/app';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { FakeTimers, settle } from '../../helpers/fake-timers';
import { TestStompClient } from '../../helpers/stomp-client';
import { account } from '../../packs/accounts';

export type HostEnvelope = HostViewEnvelope<RequipHostView>;
export type PhoneEnvelope = PlayerViewEnvelope<RequipPlayerView>;

export interface Phone {
  alias: string;
  user: TestUser;
  seat: SessionPlayerDto;
  client: TestStompClient;
}

export class RequipRoom {
  code = '';
  host!: TestUser;
  tv!: TestStompClient;
  readonly phones: Phone[] = [];
  readonly clients: TestStompClient[] = [];
  private url = '';

  private constructor(
    readonly app: FastifyInstance,
    readonly timers: FakeTimers,
  ) {}

  /**
   * The app on this worker's database, listening on a free port, its games on a fake clock. With
   * `logs`, the server's log lines of level warn and above are collected there.
   */
  static async open(config: Partial<Config> = {}, logs?: string[]): Promise<RequipRoom> {
    const database = await testDatabase();
    await resetDatabase(database);
    const timers = new FakeTimers(Date.now());
    const logger = logs ? { level: 'warn', stream: { write: (line: string) => logs.push(line) } } : false;
    const app = await build({ config: testConfig(config), database, logger, timers });
    timers.settle = async () => {
      await settle(2);
      await app.games.idle();
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const room = new RequipRoom(app, timers);
    room.url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    return room;
  }

  private closed = false;

  /** Closes the phones, the TV and the app (once: a test may close it early to restart the server). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await this.app.close();
  }

  /** A REQUIP room of a signed-up host (only accounts make packs), with these settings. */
  async create(settings: Record<string, unknown> = {}, hostType: 'HOST' | 'HOST_AND_PLAY' = 'HOST'): Promise<void> {
    this.host = await account(this.app, 'Host');
    this.code = await createRoom(this.app, this.host, 'REQUIP', { hostType });
    if (Object.keys(settings).length > 0) await this.settings(settings);
  }

  async settings(settings: Record<string, unknown>): Promise<void> {
    const res = await this.app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: this.host.auth, payload: { gameCode: this.code, settings } });
    expect(res.statusCode, res.body).toBe(200);
  }

  async categoryPack(prompts: string[], language = 'en'): Promise<number> {
    const res = await this.app.inject({ method: 'POST', url: `/api/v1${REST.categoryPack.add}`, headers: this.host.auth, payload: { name: 'Our questions', language, prompts, isPublic: false } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async connect(user: TestUser, purpose: 'host' | 'player', seat?: SessionPlayerDto): Promise<TestStompClient> {
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
    await this.tv.until(() => this.hostView()?.stage === 'answer', 'the first answer stage');
  }

  hostView(): HostEnvelope | undefined {
    return this.tv.messages(dest.hostView(this.code)).at(-1) as HostEnvelope | undefined;
  }

  view(phone: Phone): PhoneEnvelope | undefined {
    return phone.client.messages(dest.playerView(this.code, phone.seat.playerId)).at(-1) as PhoneEnvelope | undefined;
  }

  /** The room's match as the server holds it (for what no screen may show yet). */
  get match() {
    return this.app.games.matchOf(this.code)!.match;
  }

  /** Waits until the TV and every phone show the server's current stage. */
  async seen(): Promise<void> {
    await this.app.games.idle();
    const stageNumber = this.match.stageNumber;
    await this.tv.until(() => this.hostView()?.stageNumber === stageNumber, `the TV at stage ${stageNumber}`);
    for (const phone of this.phones) {
      if (this.match.removed.includes(phone.seat.playerId)) continue;
      await phone.client.until(() => this.view(phone)?.stageNumber === stageNumber, `${phone.alias} at stage ${stageNumber}`);
    }
  }

  move(phone: Phone, move: string, payload: unknown): void {
    phone.client.send(dest.move(this.code), { move, payload, stageNumber: this.view(phone)!.stageNumber });
  }

  /** Lets game time pass in small steps until `done` holds (AI players act, deadlines pass). */
  async passTimeUntil(done: () => boolean, what: string, maxMs = 120_000, stepMs = 500): Promise<void> {
    for (let waited = 0; !done(); waited += stepMs) {
      if (waited > maxMs) throw new Error(`game time ran out waiting for ${what}`);
      await this.timers.advance(stepMs);
    }
    await this.seen();
  }

  /** Lets the current stage run out (or end earlier by the AI players' moves). */
  async passStage(): Promise<void> {
    const stageNumber = this.match.stageNumber;
    await this.passTimeUntil(() => this.match.stageNumber !== stageNumber, `the end of stage ${stageNumber}`);
  }
}
