/**
 * Audience benchmark: one REQUIP room with its phones playing, and thousands of people watching it
 * as its audience, against the real product server.
 *
 *   npx tsx audience.bench.ts [--audience 1000,10000] [--players 8] [--baseline 30] [--seconds 60]
 *                             [--vote-think 3000,8000] [--choose-within 4000] [--no-me] [--seed 1]
 *
 * For each audience size N, a fresh product server (servers/product-server.ts: `build()` on an
 * in-memory PGlite, trusting X-Forwarded-For) runs in a child process. This process is the load
 * generator. A host screen and `--players` phones sign in as guests, the host creates the room and
 * its REQUIP game, the phones join and the host starts the game; every phone is a bot that answers
 * its prompts and votes (its vote thought over `--vote-think`, so that a vote stage lasts a few
 * seconds, as with people). First the room plays `--baseline` seconds without an audience; then N
 * members sign in as guests (each from its own address, as through a reverse proxy, so the guest
 * route's per-address limit applies per member), CONNECT with purpose `audience` over the light
 * STOMP client and subscribe to the audience's view, its tally, their own standing (`/me`, unless
 * `--no-me`) and their error queue; then the room plays `--seconds` more with them. Whenever a
 * member's view shows a `choose` prompt, the member chooses once, at a random moment within
 * `--choose-within` ms.
 *
 * Measured: the delivery of each stage change, from the server's `stageStartedAt` (the server and
 * this process share the machine's clock) to each phone's and each member's first view showing the
 * new stage, and from the first phone's view to each member's; the server's CPU and RSS (after a
 * garbage collection) without and with the audience, per member; the tallies the host screen
 * receives a second; the sign-in and connect times of the audience. Prints Markdown tables on stdout,
 * progress on stderr. See docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { API_BASE, AUDIENCE_NAME_HEADER, FOOD_AVATARS, MAX_AUDIENCE_PER_ROOM, REST, STOMP_PATH, dest } from '@snackparty/protocol';
import type { AudiencePromptMessage, AudienceView, GameSessionDto, RealtimeErrorMessage, SessionPlayerDto, TokenResponse } from '@snackparty/protocol';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import type { RequipPlayerView } from '@snackparty/games';
import { LatencyHistogram } from './lib/histogram';
import { intOption, readArgs } from './lib/args';
import { UsageError, log, runBench, withTimeout } from './lib/log';
import { machineCpuBetween, sampleSelf, waitForIdle } from './lib/machine';
import type { CpuSample } from './lib/machine';
import { ServerChild, killChildren } from './lib/server-child';
import { LightStompClient } from './lib/stomp-light';
import type { ServerStats } from './servers/report';

// ---------------------------------------------------------------------------------------------
// Options

interface Options {
  audiences: number[];
  players: number;
  baseline: number;
  seconds: number;
  voteThinkMin: number;
  voteThinkMax: number;
  chooseWithin: number;
  subscribeMe: boolean;
  seed: number;
  waitIdle: number;
  maxMinutes: number;
  /** Directory for V8 CPU profiles of the server child, if any. */
  cpuProf: string | undefined;
}

const USAGE = `Usage: tsx audience.bench.ts [options]
  --audience <list>      audience sizes to run, each on a fresh server, comma-separated (default 1000,10000;
                         the product takes up to ${MAX_AUDIENCE_PER_ROOM} per room)
  --players <n>          phones playing REQUIP in the room, 3 to 16 (default 8)
  --baseline <n>         measured seconds of play before the audience comes (default 30)
  --seconds <n>          measured seconds of play with the audience (default 60)
  --vote-think <min,max> a phone's think time before its vote, in ms, uniform (default 3000,8000)
  --choose-within <ms>   a member chooses at a uniform random moment this long after the prompt shows (default 4000)
  --no-me                members do not subscribe to their own standing (/audience/{code}/me)
  --seed <n>             seed of the think times and choices (default 1)
  --wait-idle <s>        before each run, wait up to s seconds for the machine to be idle (default 30)
  --max-minutes <n>      hard limit for the whole bench (default 50)
  --cpu-prof <dir>       write V8 CPU profiles of the server child into <dir>/<members>-members/`;

function parseOptions(argv: string[]): Options {
  const values = readArgs(() => parseArgs({
    args: argv,
    options: {
      audience: { type: 'string', default: '1000,10000' },
      players: { type: 'string', default: '8' },
      baseline: { type: 'string', default: '30' },
      seconds: { type: 'string', default: '60' },
      'vote-think': { type: 'string', default: '3000,8000' },
      'choose-within': { type: 'string', default: '4000' },
      'no-me': { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      'wait-idle': { type: 'string', default: '30' },
      'max-minutes': { type: 'string', default: '50' },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }), USAGE);
  const think = values['vote-think'].split(',').map((s) => intOption('vote-think', s.trim(), 0, 20_000));
  if (think.length !== 2 || think[0]! > think[1]!) throw new UsageError(`--vote-think must be <min>,<max> in ms, got "${values['vote-think']}"`);
  return {
    audiences: values.audience.split(',').map((s) => intOption('audience', s.trim(), 1, MAX_AUDIENCE_PER_ROOM)),
    players: intOption('players', values.players, 3, 16),
    baseline: intOption('baseline', values.baseline, 5, 600),
    seconds: intOption('seconds', values.seconds, 5, 600),
    voteThinkMin: think[0]!,
    voteThinkMax: think[1]!,
    chooseWithin: intOption('choose-within', values['choose-within'], 0, 20_000),
    subscribeMe: !values['no-me'],
    seed: intOption('seed', values.seed, 0, 2 ** 31 - 1),
    waitIdle: intOption('wait-idle', values['wait-idle'], 0, 3600),
    maxMinutes: intOption('max-minutes', values['max-minutes'], 1, 240),
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Everything that must not outlive the bench (also on SIGINT)

const liveSockets = new Set<WebSocket>();

function killEverything(): void {
  for (const ws of liveSockets) ws.terminate();
  liveSockets.clear();
  killChildren();
}

// ---------------------------------------------------------------------------------------------
// Clocks, randomness, addresses

/**
 * The wall clock (Date.now, as the server stamps `stageStartedAt`) of a `performance.now()` reading:
 * the offset between the two is taken again every second, so it follows the wall clock's corrections.
 */
let wallOffset = Date.now() - performance.now();
const offsetTimer = setInterval(() => { wallOffset = Date.now() - performance.now(); }, 1000);
offsetTimer.unref();
const wallOf = (at: number): number => at + wallOffset;

/** mulberry32: a small seeded PRNG, so that runs with the same seed make the same choices. */
function rngOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickOf<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** Runs `work` on every item, at most `limit` at a time; failures are collected, not thrown. */
async function mapSettled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<unknown[]> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (err) {
        failures.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
  return failures;
}

/** The address a simulated device comes from, as a reverse proxy reports it in X-Forwarded-For. */
function deviceAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Letters only, as aliases and audience names must be. */
const ALIASES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa'];

/** A member's name from its number: letters only, distinct for every member. */
function memberName(n: number): string {
  let name = '';
  let rest = n;
  do {
    name = String.fromCharCode(97 + (rest % 26)) + name;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Fan ${name}`;
}

const stompUrl = (port: number): string => `ws://127.0.0.1:${port}${STOMP_PATH}`;

// ---------------------------------------------------------------------------------------------
// REST

class Api {
  constructor(private readonly base: string) {}

  async call<T>(method: 'POST' | 'PUT', path: string, from: string, body: unknown, token?: string): Promise<T> {
    const headers: Record<string, string> = { 'x-forwarded-for': from, 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${this.base}${API_BASE}${path}`, { method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} from ${from}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async guest(from: string, guestId: string): Promise<string> {
    return (await this.call<TokenResponse>('POST', REST.user.guest, from, { guestId, language: 'en' })).accessToken;
  }
}

interface Seat {
  token: string;
  sessionPlayerId: number;
  playerId: number;
}

interface RoomSetup {
  code: string;
  hostToken: string;
  seats: Seat[];
}

async function setupRoom(api: Api, options: Options, nextAddress: () => string): Promise<RoomSetup> {
  const hostAddress = nextAddress();
  const hostToken = await api.guest(hostAddress, `bench-audience-host-${process.pid}`);
  const session = await api.call<GameSessionDto>('POST', REST.gameSession.create, hostAddress, { hostType: 'HOST', initialGameType: 'REQUIP', isPublic: false, language: 'en' }, hostToken);
  const code = session.gameCode;
  await api.call('POST', REST.game.create, hostAddress, { gameType: 'REQUIP', gameCode: code }, hostToken);
  // The most rounds: the game outlasts the run.
  await api.call('PUT', REST.host.updateGameSettings, hostAddress, { gameCode: code, settings: { numberOfRounds: 7 } }, hostToken);
  const seats: Seat[] = [];
  for (let slot = 0; slot < options.players; slot++) {
    const address = nextAddress();
    const token = await api.guest(address, `bench-audience-phone-${process.pid}-${slot}`);
    const seat = await api.call<SessionPlayerDto>('POST', REST.gameSession.join, address, { gameCode: code, alias: ALIASES[slot]!, avatarSrc: FOOD_AVATARS[slot]!.src }, token);
    seats.push({ token, sessionPlayerId: seat.sessionPlayerId, playerId: seat.playerId });
  }
  return { code, hostToken, seats };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Views that showed a stage first, and the stages' starts, in one measured window. */
class StageRecorder {
  windowStart = Infinity;
  windowEnd = Infinity;
  /** The server's `stageStartedAt` of each stage number, from the phones' views. */
  readonly startedAt = new Map<number, number>();
  /** When the first phone saw each stage (wall clock). */
  readonly firstPhoneAt = new Map<number, number>();
  /** Wall-clock arrivals of the first view of each stage, per stage, at phones and at members. */
  readonly phoneArrivals = new Map<number, number[]>();
  readonly memberArrivals = new Map<number, number[]>();

  inWindow(at: number): boolean {
    return at >= this.windowStart && at < this.windowEnd;
  }

  phoneSaw(stageNumber: number, stageStartedAt: number, at: number): void {
    if (!this.startedAt.has(stageNumber)) this.startedAt.set(stageNumber, stageStartedAt);
    const wall = wallOf(at);
    if (!this.firstPhoneAt.has(stageNumber) || wall < this.firstPhoneAt.get(stageNumber)!) this.firstPhoneAt.set(stageNumber, wall);
    if (this.inWindow(at)) push(this.phoneArrivals, stageNumber, wall);
  }

  /** A new window: the arrivals of the last one are dropped (the stages' starts are kept). */
  clearArrivals(): void {
    this.phoneArrivals.clear();
    this.memberArrivals.clear();
  }

  memberSaw(stageNumber: number, at: number): void {
    if (this.inWindow(at)) push(this.memberArrivals, stageNumber, wallOf(at));
  }

  /** Delivery from the stage's start on the server, and from the first phone's view, for the stages seen in the window. */
  deliveries(arrivals: Map<number, number[]>): { fromStart: LatencyHistogram; fromFirstPhone: LatencyHistogram; stages: number; deliveries: number } {
    const fromStart = new LatencyHistogram();
    const fromFirstPhone = new LatencyHistogram();
    let stages = 0;
    for (const [stageNumber, walls] of arrivals) {
      const started = this.startedAt.get(stageNumber);
      const firstPhone = this.firstPhoneAt.get(stageNumber);
      if (started === undefined) continue;
      stages++;
      for (const wall of walls) {
        fromStart.add(wall - started);
        if (firstPhone !== undefined) fromFirstPhone.add(wall - firstPhone);
      }
    }
    return { fromStart, fromFirstPhone, stages, deliveries: fromStart.count };
  }
}

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What happened in the room besides stage changes. */
class Counters {
  windowStart = Infinity;
  windowEnd = Infinity;
  talliesAtHost = 0;
  /** Tallies the host received in each second of the window: whether they kept their pace through the votes. */
  readonly talliesBySecond: number[] = [];
  messagesToMembers = 0;
  choicesSent = 0;
  choicesTooLate = 0;
  memberErrors = new Map<string, number>();
  phoneErrors = new Map<string, number>();
  lost = new Map<string, number>();
  hostErrors = 0;
  /** The largest `members` a tally at the host has shown. */
  largestTally = 0;
  /** The counts of the last tally the host saw, summed. */
  lastTallyCounted = 0;

  inWindow(at: number): boolean {
    return at >= this.windowStart && at < this.windowEnd;
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

// ---------------------------------------------------------------------------------------------
// The phones: REQUIP bots

type PhoneView = PlayerViewEnvelope<RequipPlayerView>;
const ANSWER_WORDS = ['a sleepy goose', 'free cheese', 'my aunt', 'three raccoons', 'the wifi password', 'socks', 'a tiny violin', 'taxes'];
const HEARTBEAT_MS = 5000;

/** One phone: answers each of its prompts after a short think, votes after `--vote-think`, keeps its heartbeat. */
class Phone {
  private client: LightStompClient | undefined;
  private latestStage = -1;
  private readonly done = new Set<string>();
  private busy = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly code: string,
    private readonly seat: Seat,
    private readonly alias: string,
    private readonly rng: () => number,
    private readonly options: Options,
    private readonly stages: StageRecorder,
    private readonly counters: Counters,
  ) {}

  async connect(port: number): Promise<void> {
    const { code } = this;
    this.client = await LightStompClient.connect({
      url: stompUrl(port),
      connectHeaders: { gameCode: code, purpose: 'player', playerSessionId: String(this.seat.sessionPlayerId), Authorization: `Bearer ${this.seat.token}` },
      sockets: liveSockets,
    }, {
      onMessage: (subscription, body, at) => this.onMessage(subscription, body, at),
      onLost: (reason) => bump(this.counters.lost, `phone: ${reason}`),
    });
    await Promise.all([
      this.client.subscribe('view', dest.playerView(code, this.seat.playerId)),
      this.client.subscribe('errors', dest.userErrors),
      this.client.subscribe('heartbeat', dest.common(code, 'requestHeartbeat')),
    ]);
    const heartbeat = dest.backend(code, 'playerHeartbeat');
    this.client.send(heartbeat, '{}');
    this.heartbeat = setInterval(() => this.client?.send(heartbeat, '{}'), HEARTBEAT_MS);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const timer of this.timers) clearTimeout(timer);
    await this.client?.close();
  }

  private onMessage(subscription: string, body: string, at: number): void {
    if (subscription === 'view') this.onView(JSON.parse(body) as PhoneView, at);
    else if (subscription === 'errors') bump(this.counters.phoneErrors, (JSON.parse(body) as RealtimeErrorMessage).messageKey);
    else if (subscription === 'heartbeat') {
      const sentAt = (JSON.parse(body) as { sentAt?: number }).sentAt ?? null;
      this.client?.send(dest.backend(this.code, 'responseHeartbeat'), JSON.stringify({ sentAt }));
    }
  }

  private onView(view: PhoneView, at: number): void {
    if (view.stageNumber > this.latestStage) {
      this.latestStage = view.stageNumber;
      this.stages.phoneSaw(view.stageNumber, view.stageStartedAt, at);
    }
    if (view.over || this.busy || !view.isActor) return;
    const game = view.game;
    if (view.stage === 'answer' && game.canAnswer) {
      const prompt = game.prompts.find((p) => p.existingAnswer === null && !this.done.has(`answer:${view.stageNumber}:${p.promptId}`));
      if (!prompt) return;
      const key = `answer:${view.stageNumber}:${prompt.promptId}`;
      this.later(key, 200 + this.rng() * 1000, view.stageNumber, () => ({
        move: 'answer',
        payload: { promptId: prompt.promptId, text: `${pickOf(this.rng, ANSWER_WORDS)}, says ${this.alias} ${prompt.promptId}` },
      }));
      return;
    }
    const ballot = game.ballot;
    if (view.stage !== 'vote' || !ballot?.mayVote || ballot.choices.length > 0 || !game.current) return;
    const choices = game.current.answers.map((a) => a.promptResponseId).filter((id) => id !== ballot.ownAnswerId);
    if (choices.length === 0) return;
    const { voteThinkMin, voteThinkMax } = this.options;
    this.later(`vote:${view.stageNumber}`, voteThinkMin + this.rng() * (voteThinkMax - voteThinkMin), view.stageNumber, () => ({
      move: 'vote',
      payload: { choices: Array.from({ length: ballot.maxChoices }, () => pickOf(this.rng, choices)), spotAi: null },
    }));
  }

  /** One move at a time, once per key: sent after `thinkMs` unless the stage has moved on by then. */
  private later(key: string, thinkMs: number, stageNumber: number, move: () => { move: string; payload: unknown }): void {
    if (this.done.has(key)) return;
    this.done.add(key);
    this.busy = true;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.busy = false;
      if (this.latestStage !== stageNumber) return;
      this.client?.send(dest.move(this.code), JSON.stringify({ ...move(), stageNumber }));
    }, thinkMs);
    this.timers.add(timer);
  }
}

/** The shared screen: starts the game and hears the audience's tally. */
class HostScreen {
  private client: LightStompClient | undefined;

  constructor(private readonly room: RoomSetup, private readonly counters: Counters) {}

  async connect(port: number): Promise<void> {
    const { code } = this.room;
    this.client = await LightStompClient.connect({
      url: stompUrl(port),
      connectHeaders: { gameCode: code, purpose: 'host', Authorization: `Bearer ${this.room.hostToken}` },
      sockets: liveSockets,
    }, {
      onMessage: (subscription, body, at) => {
        if (subscription === 'tally') {
          if (this.counters.inWindow(at)) {
            this.counters.talliesAtHost++;
            const second = Math.floor((at - this.counters.windowStart) / 1000);
            this.counters.talliesBySecond[second] = (this.counters.talliesBySecond[second] ?? 0) + 1;
          }
          const tally = JSON.parse(body) as { members: number; counts: Record<string, number> };
          this.counters.largestTally = Math.max(this.counters.largestTally, tally.members);
          this.counters.lastTallyCounted = Object.values(tally.counts).reduce((a, b) => a + b, 0);
        } else if (subscription === 'errors') {
          this.counters.hostErrors++;
          log(`  host: ${body}`);
        }
      },
      onLost: (reason) => bump(this.counters.lost, `host: ${reason}`),
    });
    await Promise.all([
      this.client.subscribe('view', dest.hostView(code)),
      this.client.subscribe('errors', dest.userErrors),
      this.client.subscribe('tally', dest.audience(code, 'tally')),
    ]);
  }

  start(): Promise<void> {
    if (!this.client) return Promise.reject(new Error('not connected'));
    return this.client.sendWithReceipt(dest.host(this.room.code, 'startGame'), '{}');
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The audience

/** The audience's view message: the game as the audience sees it, or none between games. */
interface AudienceViewMessage {
  game: AudienceView | null;
}

/**
 * One member of the audience: watches the view and the tally, and chooses once in every stage whose
 * prompt is a `choose`. A view is parsed only when its stage is new to the member: the rest of the
 * traffic (tallies, the same stage's views) is only counted, so that the generator spends little on it.
 */
class Member {
  private client: LightStompClient | undefined;
  private latestStage = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly code: string,
    readonly token: string,
    private readonly name: string,
    private readonly rng: () => number,
    private readonly options: Options,
    private readonly stages: StageRecorder,
    private readonly counters: Counters,
  ) {}

  async connect(port: number): Promise<void> {
    const { code } = this;
    this.client = await LightStompClient.connect({
      url: stompUrl(port),
      connectHeaders: { gameCode: code, purpose: 'audience', [AUDIENCE_NAME_HEADER]: this.name, Authorization: `Bearer ${this.token}` },
      sockets: liveSockets,
      timeoutMs: 60_000,
    }, {
      onMessage: (subscription, body, at) => this.onMessage(subscription, body, at),
      onLost: (reason) => bump(this.counters.lost, `member: ${reason}`),
    });
    await Promise.all([
      this.client.subscribe('errors', dest.userErrors),
      this.client.subscribe('view', dest.audience(code, 'view')),
      this.client.subscribe('tally', dest.audience(code, 'tally')),
      ...(this.options.subscribeMe ? [this.client.subscribe('me', dest.audience(code, 'me'))] : []),
    ]);
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.client?.close();
  }

  private onMessage(subscription: string, body: string, at: number): void {
    if (this.counters.inWindow(at)) this.counters.messagesToMembers++;
    if (subscription === 'view') {
      const stageNumber = /"stageNumber":(\d+)/.exec(body);
      if (!stageNumber || Number(stageNumber[1]) <= this.latestStage) return;
      const { game } = JSON.parse(body) as AudienceViewMessage;
      if (!game) return;
      this.latestStage = game.stageNumber;
      this.stages.memberSaw(game.stageNumber, at);
      if (game.prompt?.kind === 'choose') this.choose(game.stageNumber, game.prompt);
    } else if (subscription === 'errors') {
      const error = JSON.parse(body) as RealtimeErrorMessage;
      if (error.messageKey === 'error.audience_nothing_now') {
        if (this.counters.inWindow(at)) this.counters.choicesTooLate++;
      }
      else bump(this.counters.memberErrors, error.messageKey);
    }
  }

  private choose(stageNumber: number, prompt: Extract<AudiencePromptMessage, { kind: 'choose' }>): void {
    clearTimeout(this.timer);
    const choice = pickOf(this.rng, prompt.options).id;
    this.timer = setTimeout(() => {
      if (this.latestStage !== stageNumber) return;
      const sent = this.client?.send(dest.audienceSend(this.code, 'choose'), JSON.stringify({ stageNumber, choice })) ?? false;
      if (sent && this.counters.inWindow(performance.now())) this.counters.choicesSent++;
    }, this.rng() * this.options.chooseWithin);
  }
}

// ---------------------------------------------------------------------------------------------
// One run

interface Window {
  server0: ServerStats;
  server1: ServerStats;
  self0: CpuSample;
  self1: CpuSample;
  /** After a garbage collection, right after the window. */
  settled: ServerStats;
}

interface RunResult {
  asked: number;
  connected: number;
  /** Why the audience stopped short of `asked`, if it did. */
  stoppedBy: string | null;
  signInSeconds: number;
  connectSeconds: number;
  connectP50: number;
  connectP99: number;
  /** Whether one more member than the product takes was refused with audience_full (only run at the cap). */
  beyondCap: string | null;
  baseline: WindowResult;
  withAudience: WindowResult;
  members: { fromStart: LatencyHistogram; fromFirstPhone: LatencyHistogram; stages: number; deliveries: number };
  talliesPerSecond: number;
  messagesToMembersPerSecond: number;
  choicesSent: number;
  choicesTooLate: number;
  memberErrors: Map<string, number>;
  phoneErrors: Map<string, number>;
  lost: Map<string, number>;
  largestTally: number;
  talliesBySecond: number[];
  /** The generator's CPU per message it received from the server, in µs: its share of the delivery times. */
  generatorUsPerMessage: number;
}

interface WindowResult {
  seconds: number;
  serverCpu: number;
  serverElu: number;
  serverCpuUsPerSecond: number;
  rssMb: number;
  heapMb: number;
  generatorCpu: number;
  machineCpu: number;
  phones: { fromStart: LatencyHistogram; stages: number };
}

const PRODUCT_SERVER = fileURLToPath(new URL('./servers/product-server.ts', import.meta.url));
const SIGN_IN_CONCURRENCY = 16;
const CONNECT_CONCURRENCY = 64;

async function measure(server: ServerChild, seconds: number, stages: StageRecorder, counters: Counters | undefined): Promise<Window> {
  const server0 = await server.stats(30_000);
  const self0 = sampleSelf();
  stages.windowStart = self0.at;
  stages.windowEnd = Infinity;
  if (counters) {
    counters.windowStart = self0.at;
    counters.windowEnd = Infinity;
  }
  await sleep(seconds * 1000);
  const self1 = sampleSelf();
  stages.windowEnd = self1.at;
  if (counters) counters.windowEnd = self1.at;
  const server1 = await server.stats(30_000);
  const settled = await server.stats(60_000, { gc: true });
  return { server0, server1, self0, self1, settled };
}

/**
 * Right after start, the server holds a few hundred MB of start-up garbage, which the first
 * collections free and the process hands back to the system over the next seconds: waits (collecting
 * every 2 s) until RSS holds still for three samples in a row, for at most 30 s.
 */
async function settle(server: ServerChild): Promise<void> {
  const until = performance.now() + 30_000;
  let last = await server.stats(10_000, { gc: true });
  let still = 0;
  while (still < 2 && performance.now() < until) {
    await sleep(2000);
    const next = await server.stats(10_000, { gc: true });
    still = Math.abs(next.rss - last.rss) < 2 * 2 ** 20 ? still + 1 : 0;
    last = next;
  }
}

function windowResult(w: Window, stages: StageRecorder): WindowResult {
  const wallMs = w.self1.at - w.self0.at;
  const serverWallMs = w.server1.at - w.server0.at;
  const serverCpuUs = w.server1.userUs + w.server1.systemUs - w.server0.userUs - w.server0.systemUs;
  const selfCpuUs = w.self1.cpu.user + w.self1.cpu.system - w.self0.cpu.user - w.self0.cpu.system;
  const phones = stages.deliveries(stages.phoneArrivals);
  return {
    seconds: wallMs / 1000,
    serverCpu: (serverCpuUs / 1000 / serverWallMs) * 100,
    serverElu: ((w.server1.eluActive - w.server0.eluActive) / (w.server1.eluActive + w.server1.eluIdle - w.server0.eluActive - w.server0.eluIdle)) * 100,
    serverCpuUsPerSecond: serverCpuUs / (serverWallMs / 1000),
    rssMb: w.settled.rss / 2 ** 20,
    heapMb: w.settled.heapUsed / 2 ** 20,
    generatorCpu: (selfCpuUs / 1000 / wallMs) * 100,
    machineCpu: machineCpuBetween(w.self0, w.self1),
    phones: { fromStart: phones.fromStart, stages: phones.stages },
  };
}

async function run(audience: number, options: Options): Promise<RunResult> {
  const server = await ServerChild.start(PRODUCT_SERVER, {
    name: 'product',
    execArgv: ['--expose-gc'],
    startTimeoutMs: 60_000,
    cpuProfDir: options.cpuProf && path.join(options.cpuProf, `${audience}-members`),
  });
  const phones: Phone[] = [];
  const members: Member[] = [];
  let host: HostScreen | undefined;
  try {
    const api = new Api(`http://127.0.0.1:${server.port}`);
    let devices = 0;
    const nextAddress = (): string => deviceAddress(++devices);
    const room = await setupRoom(api, options, nextAddress);
    const { code } = room;

    // The room plays without an audience.
    const stages = new StageRecorder();
    const counters = new Counters();
    room.seats.forEach((seat, slot) => {
      phones.push(new Phone(code, seat, ALIASES[slot]!, rngOf(options.seed * 7919 + slot), options, stages, counters));
    });
    host = new HostScreen(room, counters);
    await Promise.all(phones.map((phone) => phone.connect(server.port)));
    await host.connect(server.port);
    await withTimeout(host.start(), 15_000, 'startGame');
    log(`  room ${code}: ${options.players} phones playing REQUIP; ${options.baseline} s without an audience`);
    await settle(server);
    const baseline = windowResult(await measure(server, options.baseline, stages, undefined), stages);
    stages.clearArrivals();

    // The audience signs in, each member from its own address, and connects.
    let t = performance.now();
    const tokens: string[] = [];
    const signInFailures = await mapSettled(Array.from({ length: audience }, (_v, i) => i), SIGN_IN_CONCURRENCY, async (i) => {
      tokens.push(await api.guest(nextAddress(), `bench-audience-${process.pid}-${i}`));
    });
    const signInSeconds = (performance.now() - t) / 1000;
    log(`  ${tokens.length} audience guests signed in in ${signInSeconds.toFixed(1)} s${signInFailures.length > 0 ? ` (${signInFailures.length} failed: ${String(signInFailures[0])})` : ''}`);

    const memberRng = rngOf(options.seed * 104_729 + audience);
    tokens.forEach((token, i) => members.push(new Member(code, token, memberName(i), rngOf(Math.floor(memberRng() * 2 ** 31)), options, stages, counters)));
    const connectTimes = new LatencyHistogram();
    const connected: Member[] = [];
    t = performance.now();
    const connectFailures = await mapSettled(members, CONNECT_CONCURRENCY, async (member) => {
      const started = performance.now();
      await member.connect(server.port);
      connectTimes.add(performance.now() - started);
      connected.push(member);
    });
    const connectSeconds = (performance.now() - t) / 1000;
    const stoppedBy = signInFailures.length + connectFailures.length > 0
      ? String(connectFailures[0] ?? signInFailures[0])
      : null;
    log(`  ${connected.length} of ${audience} members connected in ${connectSeconds.toFixed(1)} s (p50 ${connectTimes.quantile(0.5).toFixed(1)} ms, `
      + `p99 ${connectTimes.quantile(0.99).toFixed(1)} ms per member)${connectFailures.length > 0 ? `; ${connectFailures.length} failed: ${String(connectFailures[0])}` : ''}`);

    const beyondCap = connected.length === MAX_AUDIENCE_PER_ROOM ? await oneBeyondCap(api, server.port, code, nextAddress) : null;

    await sleep(3000);
    log(`  ${options.seconds} s with the audience`);
    const window = await measure(server, options.seconds, stages, counters);
    const withAudience = windowResult(window, stages);
    if (server.exited) throw new Error('the server process died during the run');
    return {
      asked: audience,
      connected: connected.length,
      stoppedBy,
      signInSeconds,
      connectSeconds,
      connectP50: connectTimes.quantile(0.5),
      connectP99: connectTimes.quantile(0.99),
      beyondCap,
      baseline,
      withAudience,
      members: stages.deliveries(stages.memberArrivals),
      talliesPerSecond: counters.talliesAtHost / withAudience.seconds,
      messagesToMembersPerSecond: counters.messagesToMembers / withAudience.seconds,
      choicesSent: counters.choicesSent,
      choicesTooLate: counters.choicesTooLate,
      memberErrors: counters.memberErrors,
      phoneErrors: counters.phoneErrors,
      lost: counters.lost,
      largestTally: counters.largestTally,
      talliesBySecond: Array.from(counters.talliesBySecond, (v) => v ?? 0),
      generatorUsPerMessage: (window.self1.cpu.user + window.self1.cpu.system - window.self0.cpu.user - window.self0.cpu.system) / counters.messagesToMembers,
    };
  } finally {
    await withTimeout(Promise.allSettled([...phones, ...members, ...(host ? [host] : [])].map((c) => c.close())), 20_000, 'closing the clients').catch(() => {});
    for (const ws of liveSockets) ws.terminate();
    liveSockets.clear();
    await server.stop();
  }
}

/** At the product's cap, one more member is refused with a message key; returns the key (or what happened instead). */
async function oneBeyondCap(api: Api, port: number, code: string, nextAddress: () => string): Promise<string> {
  const token = await api.guest(nextAddress(), `bench-audience-${process.pid}-beyond`);
  try {
    const client = await LightStompClient.connect({
      url: stompUrl(port),
      connectHeaders: { gameCode: code, purpose: 'audience', [AUDIENCE_NAME_HEADER]: 'One Too Many', Authorization: `Bearer ${token}` },
      sockets: liveSockets,
    }, { onMessage: () => {}, onLost: () => {} });
    await client.close();
    return 'admitted';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const n = (v: number, digits = 0): string => (Number.isNaN(v) ? '–' : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const ms = (v: number): string => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : n(v));
const list = (m: Map<string, number>): string => [...m].map(([k, v]) => `${k} × ${v}`).join(', ');

function latencyRow(r: RunResult): string {
  const m = r.members;
  const p = r.withAudience.phones.fromStart;
  const b = r.baseline.phones.fromStart;
  return `| ${[
    n(r.connected), n(m.stages), n(m.deliveries),
    ms(m.fromStart.quantile(0.5)), ms(m.fromStart.quantile(0.95)), ms(m.fromStart.quantile(0.99)), ms(m.fromStart.max),
    `${ms(m.fromFirstPhone.quantile(0.5))} / ${ms(m.fromFirstPhone.quantile(0.99))}`,
    `${ms(b.quantile(0.5))} / ${ms(b.quantile(0.99))}`,
    `${ms(p.quantile(0.5))} / ${ms(p.quantile(0.95))} / ${ms(p.quantile(0.99))}`,
    n(r.talliesPerSecond, 1), n(r.messagesToMembersPerSecond), `${n(r.choicesSent)} / ${n(r.choicesTooLate)}`,
  ].join(' | ')} |`;
}

function costRow(r: RunResult): string {
  const b = r.baseline;
  const a = r.withAudience;
  const perMemberUs = (a.serverCpuUsPerSecond - b.serverCpuUsPerSecond) / r.connected;
  const perMemberKb = ((a.rssMb - b.rssMb) * 1024) / r.connected;
  const perMemberHeapKb = ((a.heapMb - b.heapMb) * 1024) / r.connected;
  const other = Math.max(0, a.machineCpu - a.serverCpu - a.generatorCpu);
  return `| ${[
    n(r.connected), `${n(r.signInSeconds, 1)} s`, `${n(r.connectSeconds, 1)} s (${ms(r.connectP50)} / ${ms(r.connectP99)} ms)`,
    `${n(b.serverCpu, 1)} → ${n(a.serverCpu, 1)}`, `${n(a.serverElu)}`, n(perMemberUs, 1),
    `${n(b.rssMb)} → ${n(a.rssMb)}`, `${n(b.heapMb)} → ${n(a.heapMb)}`, n(perMemberKb, 1), n(perMemberHeapKb, 1),
    n(a.generatorCpu), n(other),
  ].join(' | ')} |`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const deadline = setTimeout(() => {
    log(`the bench ran for ${options.maxMinutes} minutes (--max-minutes): stopping everything`);
    killEverything();
    process.exit(1);
  }, options.maxMinutes * 60_000);
  deadline.unref();

  const results: RunResult[] = [];
  for (const audience of options.audiences) {
    if (options.waitIdle > 0) await waitForIdle(options.waitIdle);
    log(`audience of ${n(audience)}: one REQUIP room, ${options.players} phones`);
    const result = await run(audience, options);
    results.push(result);
    const notes = [
      result.stoppedBy ? `stopped at ${n(result.connected)} of ${n(result.asked)}: ${result.stoppedBy}` : '',
      result.beyondCap ? `one member beyond ${n(MAX_AUDIENCE_PER_ROOM)}: ${result.beyondCap}` : '',
      `the host's tally showed at most ${n(result.largestTally)} members; tallies at the host per second: ${result.talliesBySecond.join(' ')}`,
      `the generator spent ${n(result.generatorUsPerMessage, 1)} µs of CPU per message to a member`,
      result.memberErrors.size > 0 ? `members refused: ${list(result.memberErrors)}` : '',
      result.phoneErrors.size > 0 ? `phones refused: ${list(result.phoneErrors)}` : '',
      result.lost.size > 0 ? `connections lost: ${list(result.lost)}` : '',
      `server CPU ${n(result.baseline.serverCpu, 1)} % → ${n(result.withAudience.serverCpu, 1)} %; generator ${n(result.withAudience.generatorCpu)} %`,
    ].filter(Boolean);
    for (const note of notes) log(`  ${note}`);
    await sleep(1000);
  }

  const cpus = os.cpus();
  console.log(`Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load generator and server `
    + `share this machine. One REQUIP room, ${options.players} phones (votes after ${options.voteThinkMin}–${options.voteThinkMax} ms); `
    + `${options.baseline} s without the audience, then ${options.seconds} s with it; each member chooses once per vote, within ${options.chooseWithin} ms; `
    + `members subscribe to view, tally${options.subscribeMe ? ', me' : ''} and errors.\n`);
  console.log('Stage changes (ms from the server\'s stageStartedAt to the first view showing the stage):\n');
  console.log('| members | stages | deliveries to members | p50 | p95 | p99 | max | after the first phone p50 / p99 | phones, no audience p50 / p99 | phones, with audience p50 / p95 / p99 | tallies/s at host | messages/s to members | choices sent / too late |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(latencyRow(r));
  console.log('\nServer cost (CPU % of one core; RSS and heap after a garbage collection):\n');
  console.log('| members | sign-in | connect (p50 / p99 per member) | server CPU % none → N | server loop busy % | µs CPU per member per s | RSS MB none → N | heap MB none → N | KB RSS per member | KB heap per member | generator CPU % | other CPU % |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(costRow(r));
}

runBench(main, { usage: USAGE, cleanup: killEverything });
