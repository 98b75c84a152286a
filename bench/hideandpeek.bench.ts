/**
 * Walking benchmark: HIDE_AND_PEEK rooms where the hiders stream their positions to the host screen,
 * against the real product server.
 *
 *   npx tsx hideandpeek.bench.ts [--rooms 8,16,32,64,96,128,160,192] [--seconds 10] [--warmup 2]
 *                                [--phones 7] [--walkers 2] [--send-every 100] [--p95-limit 100]
 *                                [--keep-going] [--wait-idle 60]
 *                                [--max-minutes 30]
 *
 * For each room count, a fresh product server (servers/product-server.ts) runs in a child process.
 * This process is the load generator: per room, a host screen and `--phones` phones sign in as
 * guests over REST, the host creates the room and a HIDE_AND_PEEK game, the phones join, and all
 * connect over STOMP/WebSocket as the web client does. The host screens start their games; a turn
 * opens with the walk (15 s), in which one phone hides (two from six players on). A phone whose view
 * says `role: hider` while `positionsShown` (the first `--walkers` hiders of the turn) walks as a
 * thumb on the scene would: every 100 ms (ten a second, the most a phone sends; `--send-every`) it
 * SENDs its avatar's position to
 * `/hideandpeek/player/{code}/playerLocationSet/{playerId}`; each position is unique to its phone, so
 * the host screen knows when it was sent. The host screen subscribes to
 * `/hideandpeek/host/{code}/playerLocationSet`, where the server relays each hider's latest position
 * at most ten times a second; a position's latency is its arrival there minus the time its phone sent
 * it. Prints one Markdown table row per room count on stdout, progress on stderr. See
 * docs/performance.md ("Walking").
 */
import path from 'node:path';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { API_BASE, FOOD_AVATARS, REST, STOMP_PATH, dest } from '@snackparty/protocol';
import type { GameSessionDto, RealtimeErrorMessage, SessionPlayerDto, TokenResponse } from '@snackparty/protocol';
import { LatencyHistogram } from './lib/histogram';
import { intOption, readArgs } from './lib/args';
import { log, runBench, withTimeout } from './lib/log';
import { machineCpuBetween, sampleSelf, waitForIdle } from './lib/machine';
import { ServerChild, killChildren } from './lib/server-child';
import { LightStompClient } from './lib/stomp-light';

const SLUG = 'hideandpeek';
const STREAM = 'playerLocationSet';
/** The walk lasts 15 s: the warm-up and the measured window fit inside it. */
const WALK_SECONDS = 15;

interface Options {
  rooms: number[];
  seconds: number;
  warmup: number;
  phones: number;
  walkers: number;
  sendEvery: number;
  p95Limit: number;
  keepGoing: boolean;
  waitIdle: number;
  maxMinutes: number;
  cpuProf: string | undefined;
}

const USAGE = `Usage: tsx hideandpeek.bench.ts [options]
  --rooms <list>      room counts to run, in order, comma-separated (default 8,16,32,64,96,128,160,192)
  --seconds <n>       measured seconds per room count (default 10; warm-up and window fit the 15 s walk)
  --warmup <n>        seconds of walking before measuring (default 2)
  --phones <n>        phones per room besides the host screen, 3 to 15 (default 7: two hiders a turn)
  --walkers <n>       how many of a turn's hiders walk, 1 or 2 (default 2; the other stands still)
  --send-every <ms>   how often a walking phone sends its position (default 100: ten a second, the most)
  --p95-limit <ms>    the latency goal (default 100): the ramp stops after the first room count
                      whose p95 is at or above it, or that lost a connection (see --keep-going)
  --keep-going        run every room count, whatever the results
  --wait-idle <s>     before each run, wait up to s seconds for the machine to be idle (default 60)
  --max-minutes <n>   hard limit for the whole bench (default 30)
  --cpu-prof <dir>    write V8 CPU profiles of the server child into <dir>/<rooms>-rooms/`;

function parseOptions(argv: string[]): Options {
  const values = readArgs(
    () =>
      parseArgs({
        args: argv,
        options: {
          rooms: { type: 'string', default: '8,16,32,64,96,128,160,192' },
          seconds: { type: 'string', default: '10' },
          warmup: { type: 'string', default: '2' },
          phones: { type: 'string', default: '7' },
          walkers: { type: 'string', default: '2' },
          'send-every': { type: 'string', default: '100' },
          'p95-limit': { type: 'string', default: '100' },
          'keep-going': { type: 'boolean', default: false },
          'wait-idle': { type: 'string', default: '60' },
          'max-minutes': { type: 'string', default: '30' },
          'cpu-prof': { type: 'string' },
          help: { type: 'boolean', short: 'h', default: false },
        },
      }),
    USAGE,
  );
  const options = {
    rooms: values.rooms.split(',').map((s) => intOption('rooms', s.trim(), 1, 2000)),
    seconds: intOption('seconds', values.seconds, 1, WALK_SECONDS - 1),
    warmup: intOption('warmup', values.warmup, 0, WALK_SECONDS - 2),
    phones: intOption('phones', values.phones, 3, 15),
    walkers: intOption('walkers', values.walkers, 1, 2),
    sendEvery: intOption('send-every', values['send-every'], 100, 1000),
    p95Limit: intOption('p95-limit', values['p95-limit'], 1, 60_000),
    keepGoing: values['keep-going'],
    waitIdle: intOption('wait-idle', values['wait-idle'], 0, 3600),
    maxMinutes: intOption('max-minutes', values['max-minutes'], 1, 240),
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined,
  };
  if (options.warmup + options.seconds > WALK_SECONDS - 1) throw new Error(`--warmup plus --seconds must leave a second of the ${WALK_SECONDS} s walk`);
  return options;
}

const liveSockets = new Set<WebSocket>();
function killEverything(): void {
  for (const ws of liveSockets) ws.terminate();
  liveSockets.clear();
  killChildren();
}

const HEARTBEAT_MS = 5000;
const ALIASES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar'];
/** Rooms set up over REST at the same time. */
const SETUP_CONCURRENCY = 8;
/** Connections opened at the same time. */
const CONNECT_WAVE = 256;
const PRODUCT_SERVER = fileURLToPath(new URL('./servers/product-server.ts', import.meta.url));

async function call<T>(base: string, method: 'POST' | 'PUT', path: string, from: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': from, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${API_BASE}${path}`, { method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Seat {
  address: string;
  token: string;
  sessionPlayerId: number;
  playerId: number;
}
interface Room {
  code: string;
  host: { address: string; token: string };
  seats: Seat[];
}

let addresses = 0;
const nextAddress = (): string => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function setupRoom(base: string, index: number, phones: number): Promise<Room> {
  const guest = async (address: string, id: string) => (await call<TokenResponse>(base, 'POST', REST.user.guest, address, { guestId: id, language: 'en' })).accessToken;
  const host = { address: nextAddress(), token: '' };
  host.token = await guest(host.address, `walk-host-${index}`);
  const session = await call<GameSessionDto>(base, 'POST', REST.gameSession.create, host.address, { hostType: 'HOST', initialGameType: 'HIDE_AND_PEEK', isPublic: false, language: 'en' }, host.token);
  const code = session.gameCode;
  await call(base, 'POST', REST.game.create, host.address, { gameType: 'HIDE_AND_PEEK', gameCode: code }, host.token);
  const seats: Seat[] = [];
  for (let slot = 0; slot < phones; slot++) {
    const address = nextAddress();
    const token = await guest(address, `walk-phone-${index}-${slot}`);
    const seat = await call<SessionPlayerDto>(base, 'POST', REST.gameSession.join, address, { gameCode: code, alias: ALIASES[slot]!, avatarSrc: FOOD_AVATARS[slot]!.src }, token);
    seats.push({ address, token, sessionPlayerId: seat.sessionPlayerId, playerId: seat.playerId });
  }
  return { code, host, seats };
}

/** Positions sent and heard; only positions sent inside the measured window count. */
class Recorder {
  windowStart = Infinity;
  windowEnd = Infinity;
  readonly latency = new LatencyHistogram();
  readonly sentAt = new Map<string, number>();
  sent = 0;
  heard = 0;
  refused = 0;
  lost = 0;
  inWindow(t: number): boolean {
    return t >= this.windowStart && t < this.windowEnd;
  }
}

const positionKey = (code: string, playerId: number, x: number, y: number) => `${code}:${playerId}:${x}:${y}`;

/** A phone: heartbeats always; while its view says it hides and everyone watches, a thumb walking on the scene. */
class Phone {
  private client: LightStompClient | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private walkTimer: ReturnType<typeof setInterval> | undefined;
  private step = 0;
  walking = false;

  constructor(
    private readonly room: Room,
    private readonly seat: Seat,
    private readonly index: number,
    private readonly walkers: number,
    private readonly sendEvery: number,
    private readonly recorder: Recorder,
  ) {}

  async connect(port: number): Promise<void> {
    const { code } = this.room;
    this.client = await LightStompClient.connect(
      {
        url: `ws://127.0.0.1:${port}${STOMP_PATH}`,
        connectHeaders: { gameCode: code, purpose: 'player', playerSessionId: String(this.seat.sessionPlayerId), Authorization: `Bearer ${this.seat.token}` },
        sockets: liveSockets,
      },
      {
        onMessage: (subscription, body) => {
          if (subscription === 'view') this.onView(body);
          else if (subscription === 'errors') {
            const error = JSON.parse(body) as RealtimeErrorMessage;
            if (error.destination.includes(STREAM)) this.recorder.refused++;
          }
        },
        onLost: () => this.recorder.lost++,
      },
    );
    await Promise.all([this.client.subscribe('view', dest.playerView(code, this.seat.playerId)), this.client.subscribe('errors', dest.userErrors)]);
    const beat = dest.backend(code, 'playerHeartbeat');
    this.heartbeat = setInterval(() => this.client?.send(beat, '{}'), HEARTBEAT_MS);
  }

  private onView(body: string): void {
    const view = JSON.parse(body) as { game?: { role?: string; positionsShown?: boolean; hiders?: number[] } };
    const place = view.game?.hiders?.indexOf(this.seat.playerId) ?? -1;
    const walk = view.game?.role === 'hider' && view.game.positionsShown === true && place >= 0 && place < this.walkers;
    if (walk && !this.walking) {
      this.walking = true;
      this.walkTimer = setInterval(() => this.sendPosition(), this.sendEvery);
    } else if (!walk && this.walking) this.stopWalking();
  }

  private stopWalking(): void {
    this.walking = false;
    clearInterval(this.walkTimer);
  }

  /** The next point of a walk across the scene: unique to this phone, so its arrival can be timed. */
  private sendPosition(): void {
    if (!this.client?.open) return;
    const step = this.step++;
    const x = 80 + (step % 1700);
    const y = 120 + this.index * 60 + (Math.floor(step / 1700) % 50);
    const sentAt = performance.now();
    if (!this.client.send(dest.gameStream(SLUG, this.room.code, STREAM, this.seat.playerId), JSON.stringify({ x, y }))) return;
    if (!this.recorder.inWindow(sentAt)) return;
    this.recorder.sent++;
    this.recorder.sentAt.set(positionKey(this.room.code, this.seat.playerId, x, y), sentAt);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.stopWalking();
    await this.client?.close();
  }
}

/** The shared screen: hears the walk topic and times each position's arrival. */
class HostScreen {
  private client: LightStompClient | undefined;

  constructor(private readonly room: Room, private readonly recorder: Recorder) {}

  async connect(port: number): Promise<void> {
    const { code } = this.room;
    this.client = await LightStompClient.connect(
      { url: `ws://127.0.0.1:${port}${STOMP_PATH}`, connectHeaders: { gameCode: code, purpose: 'host', Authorization: `Bearer ${this.room.host.token}` }, sockets: liveSockets },
      {
        onMessage: (subscription, body, at) => {
          if (subscription !== 'walk') return;
          const { positions } = JSON.parse(body) as { positions: Array<{ playerId: number; x: number; y: number }> };
          for (const p of positions) {
            const key = positionKey(code, p.playerId, p.x, p.y);
            const sentAt = this.recorder.sentAt.get(key);
            if (sentAt === undefined) continue;
            this.recorder.sentAt.delete(key);
            this.recorder.heard++;
            this.recorder.latency.add(at - sentAt);
          }
        },
        onLost: () => this.recorder.lost++,
      },
    );
    await Promise.all([this.client.subscribe('view', dest.hostView(code)), this.client.subscribe('walk', dest.gameHost(SLUG, code, STREAM))]);
  }

  start(): Promise<void> {
    return this.client!.sendWithReceipt(dest.host(this.room.code, 'startGame'), '{}');
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}

interface RunResult {
  rooms: number;
  hiders: number;
  sentPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  superseded: number;
  refused: number;
  lost: number;
  serverCpu: number;
  generatorCpu: number;
  machineCpu: number;
}

async function run(rooms: number, options: Options): Promise<RunResult> {
  const server = await ServerChild.start(PRODUCT_SERVER, { name: 'product', startTimeoutMs: 60_000, cpuProfDir: options.cpuProf && path.join(options.cpuProf, `${rooms}-rooms`) });
  const phones: Phone[] = [];
  const hosts: HostScreen[] = [];
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const setups: Room[] = [];
    for (let first = 0; first < rooms; first += SETUP_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, rooms - first) }, (_, i) => setupRoom(base, first + i, options.phones));
      setups.push(...(await Promise.all(batch)));
    }
    const recorder = new Recorder();
    for (const room of setups) {
      for (const [index, seat] of room.seats.entries()) phones.push(new Phone(room, seat, index, options.walkers, options.sendEvery, recorder));
      hosts.push(new HostScreen(room, recorder));
    }
    // In waves: thousands of CONNECTs at once would time out on their look-ups, which is not what is measured.
    for (let first = 0; first < phones.length; first += CONNECT_WAVE) await Promise.all(phones.slice(first, first + CONNECT_WAVE).map((p) => p.connect(server.port)));
    for (let first = 0; first < hosts.length; first += CONNECT_WAVE) await Promise.all(hosts.slice(first, first + CONNECT_WAVE).map((h) => h.connect(server.port)));
    await Promise.all(hosts.map((h) => withTimeout(h.start(), 15_000, 'startGame')));
    await sleep(options.warmup * 1000);
    const hiders = phones.filter((p) => p.walking).length;
    if (hiders === 0) throw new Error('no phone walks: the games did not start');
    const server0 = await server.stats();
    const self0 = sampleSelf();
    recorder.windowStart = self0.at;
    await sleep(options.seconds * 1000);
    const self1 = sampleSelf();
    recorder.windowEnd = self1.at;
    const server1 = await server.stats();
    // The positions sent at the window's end still travel.
    await sleep(500);
    const wallMs = self1.at - self0.at;
    const h = recorder.latency;
    return {
      rooms,
      hiders,
      sentPerSecond: recorder.sent / (wallMs / 1000),
      p50: h.quantile(0.5),
      p95: h.quantile(0.95),
      p99: h.quantile(0.99),
      max: h.max,
      superseded: recorder.sent - recorder.heard,
      refused: recorder.refused,
      lost: recorder.lost,
      serverCpu: ((server1.userUs + server1.systemUs - server0.userUs - server0.systemUs) / 1000 / (server1.at - server0.at)) * 100,
      generatorCpu: ((self1.cpu.user + self1.cpu.system - self0.cpu.user - self0.cpu.system) / 1000 / wallMs) * 100,
      machineCpu: machineCpuBetween(self0, self1),
    };
  } finally {
    await withTimeout(Promise.allSettled([...phones, ...hosts].map((c) => c.close())), 5000, 'closing').catch(() => undefined);
    for (const ws of liveSockets) ws.terminate();
    liveSockets.clear();
    await server.stop();
  }
}

const ms = (v: number): string => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const HEADER = ['rooms', 'hiders', 'positions/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'superseded', 'refused', 'lost', 'server CPU %', 'generator CPU %', 'other CPU %'];

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const deadline = setTimeout(() => {
    log(`the bench ran for ${options.maxMinutes} minutes (--max-minutes): stopping everything`);
    killEverything();
    process.exit(1);
  }, options.maxMinutes * 60_000);
  deadline.unref();
  const cpus = os.cpus();
  log(`walking bench on ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  console.log(`| ${HEADER.join(' | ')} |`);
  console.log(`|${HEADER.map(() => '---').join('|')}|`);
  let best: number | undefined;
  for (const rooms of options.rooms) {
    await waitForIdle(options.waitIdle);
    log(`${rooms} rooms…`);
    const r = await run(rooms, options);
    console.log(`| ${[r.rooms, r.hiders, r.sentPerSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), r.superseded, r.refused, r.lost, r.serverCpu.toFixed(0), r.generatorCpu.toFixed(0), Math.max(0, r.machineCpu - r.serverCpu - r.generatorCpu).toFixed(0)].join(' | ')} |`);
    const ok = r.p95 < options.p95Limit && r.lost === 0 && r.refused === 0;
    if (ok) best = rooms;
    if (!ok && !options.keepGoing) break;
  }
  log(best === undefined ? 'no room count met the goal' : `most rooms with p95 under ${options.p95Limit} ms: ${best}`);
}

runBench(main, { usage: USAGE, cleanup: killEverything });
