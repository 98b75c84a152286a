/**
 * A HIDE_AND_PEEK room on the whole app over real STOMP: a TV listening to every host topic of the
 * game, phones for the people, AI players, and either a fake clock the test moves by hand (stages are
 * seconds long) or the real one (to measure the position stream's pace).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { HideAndPeekHostView, HideAndPeekPlayerView, HideAndPeekState } from '@snackparty/games';
import { dest, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../../src/app';
import { realTimers } from '../../../src/games/room-clock';
import { createRoom, guest, join, testConfig, type TestUser } from '../../helpers/app';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { FakeTimers, settle } from '../../helpers/fake-timers';
import { TestStompClient } from '../../helpers/stomp-client';

export type HostEnvelope = HostViewEnvelope<HideAndPeekHostView>;
export type PhoneEnvelope = PlayerViewEnvelope<HideAndPeekPlayerView>;

export const SLUG = 'hideandpeek';
/** Every host topic the server publishes for the game (the manifest's). */
export const HOST_NOTICES = ['currentHiderId', 'guessSubmitted', 'allSubmitted', 'revealHidingSpot', 'playerLocationSet'] as const;

export interface Phone {
  alias: string;
  user: TestUser;
  seat: SessionPlayerDto;
  client: TestStompClient;
  id: number;
}

export interface LocationSet {
  turn: number;
  positions: Array<{ playerId: number; x: number; y: number }>;
}

export class HideAndPeekRoom {
  code = '';
  host!: TestUser;
  tv!: TestStompClient;
  readonly phones: Phone[] = [];
  readonly clients: TestStompClient[] = [];
  private url = '';
  private closed = false;

  private constructor(
    readonly app: FastifyInstance,
    /** The games' clock: a fake one the test moves, or undefined on the real clock. */
    readonly timers: FakeTimers | undefined,
  ) {}

  /** The app on this worker's database, listening on a free port; its games on a fake clock unless `realClock`. */
  static async open(options: { realClock?: boolean; keepDatabase?: boolean; now?: number } = {}): Promise<HideAndPeekRoom> {
    const database = await testDatabase();
    if (!options.keepDatabase) await resetDatabase(database);
    const timers = options.realClock ? undefined : new FakeTimers(options.now ?? Date.now());
    const app = await build({ config: testConfig({ stompTcpPort: -1 }), database, logger: false, timers: timers ?? realTimers });
    if (timers) {
      timers.settle = async () => {
        await settle(2);
        await app.games.idle();
      };
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const room = new HideAndPeekRoom(app, timers);
    room.url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    return room;
  }

  /**
   * The server restarts: this app closes, a new one on the same database picks the game up, its fake
   * clock where this one's was. The room's code and host carry over; phones and TV connect again.
   */
  async restart(): Promise<HideAndPeekRoom> {
    await this.close();
    const again = await HideAndPeekRoom.open({ keepDatabase: true, now: this.timers?.now() });
    again.code = this.code;
    again.host = this.host;
    return again;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await this.app.close();
  }

  async create(settings: Record<string, unknown> = {}, hostType: 'HOST' | 'HOST_AND_PLAY' = 'HOST'): Promise<void> {
    this.host = await guest(this.app);
    this.code = await createRoom(this.app, this.host, 'HIDE_AND_PEEK', { hostType });
    if (Object.keys(settings).length > 0) {
      const res = await this.app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: this.host.auth, payload: { gameCode: this.code, settings } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  async connect(user: TestUser, purpose: 'host' | 'player', seat?: SessionPlayerDto): Promise<TestStompClient> {
    const headers: Record<string, string> = { gameCode: this.code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(this.url, headers);
    this.clients.push(client);
    return client;
  }

  /** People join with their phones, each listening to its own view and its errors. */
  async seat(aliases: string[]): Promise<Phone[]> {
    const avatars = ['bagel', 'donut', 'tomato', 'pretzel', 'taco', 'panda', 'cherry', 'pizza', 'banana', 'carrot'];
    for (const alias of aliases) {
      const user = await guest(this.app);
      const res = await join(this.app, user, this.code, alias, avatars[this.phones.length]!);
      expect(res.statusCode, res.body).toBe(200);
      const seat = res.json() as SessionPlayerDto;
      const client = await this.connect(user, 'player', seat);
      for (const topic of [dest.playerView(this.code, seat.playerId), dest.userErrors]) await client.subscribe(topic);
      this.phones.push({ alias, user, seat, client, id: seat.playerId });
    }
    return this.phones.slice(-aliases.length);
  }

  async addAi(count = 1): Promise<void> {
    for (let i = 0; i < count; i++) {
      const res = await this.app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: this.host.auth, payload: { gameCode: this.code } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  hostTopic(topic: string): string {
    return dest.gameHost(SLUG, this.code, topic);
  }

  /** The TV connects, listens to the host view and every host topic of the game, and starts it. */
  async start(): Promise<void> {
    this.tv = await this.connect(this.host, 'host');
    for (const topic of [dest.hostView(this.code), ...HOST_NOTICES.map((t) => this.hostTopic(t))]) await this.tv.subscribe(topic);
    this.tv.send(`/host/${this.code}/startGame`);
    await this.tv.until(() => this.hostView()?.stage === 'move', 'the first walk');
  }

  hostView(): HostEnvelope | undefined {
    return this.tv.messages(dest.hostView(this.code)).at(-1) as HostEnvelope | undefined;
  }

  view(phone: Phone): PhoneEnvelope | undefined {
    return phone.client.messages(dest.playerView(this.code, phone.seat.playerId)).at(-1) as PhoneEnvelope | undefined;
  }

  heard<T>(topic: string): T[] {
    return this.tv.messages(this.hostTopic(topic)) as T[];
  }

  get match() {
    return this.app.games.matchOf(this.code)!.match;
  }

  get state(): HideAndPeekState {
    return this.match.state as HideAndPeekState;
  }

  /** The phones of this turn's hiders and of its guessers. */
  roles(): { hiders: Phone[]; guessers: Phone[] } {
    const hiders = this.state.current?.hiders ?? [];
    return { hiders: this.phones.filter((p) => hiders.includes(p.id)), guessers: this.phones.filter((p) => !hiders.includes(p.id)) };
  }

  /** Waits until the TV and every phone show the server's current stage. */
  async seen(): Promise<void> {
    await this.app.games.idle();
    const stageNumber = this.match.stageNumber;
    await this.tv.until(() => this.hostView()?.stageNumber === stageNumber, `the TV at stage ${stageNumber}`);
    for (const phone of this.phones) {
      if (this.match.removed.includes(phone.id)) continue;
      await phone.client.until(() => this.view(phone)?.stageNumber === stageNumber, `${phone.alias} at stage ${stageNumber}`);
    }
  }

  /** The host skips the stage's timer and waits for the next stage on every screen. */
  async skip(): Promise<void> {
    const stageNumber = this.match.stageNumber;
    this.tv.send(`/host/${this.code}/requestSkipTimer`, { stageNumber });
    await this.tv.until(() => this.app.games.matchOf(this.code)!.match.stageNumber !== stageNumber, `the end of stage ${stageNumber}`);
    await this.seen();
  }

  /** Lets fake game time pass in small steps until `done` holds (AI players act, deadlines pass). */
  async passTimeUntil(done: () => boolean, what: string, maxMs = 120_000, stepMs = 250): Promise<void> {
    if (!this.timers) throw new Error('this room runs on the real clock');
    for (let waited = 0; !done(); waited += stepMs) {
      if (waited > maxMs) throw new Error(`game time ran out waiting for ${what}`);
      await this.timers.advance(stepMs);
    }
    await this.seen();
  }

  /** Sends a position from a phone on the stream, as a hider's phone does. */
  walk(phone: Phone, position: unknown): void {
    phone.client.client.publish({ destination: dest.gameStream(SLUG, this.code, 'playerLocationSet', phone.id), body: typeof position === 'string' ? position : JSON.stringify(position) });
  }

  errorsOf(phone: Phone): Array<{ destination?: string; messageKey: string; message?: string }> {
    return phone.client.messages(dest.userErrors) as Array<{ destination?: string; messageKey: string; message?: string }>;
  }

  async rest(user: TestUser, method: 'GET' | 'POST', call: string, payload?: object, code = this.code): Promise<LightMyRequestResponse> {
    return this.app.inject({ method, url: `/api/v1/${SLUG}/${code}/${call}`, headers: user.auth, ...(payload ? { payload } : {}) });
  }
}
