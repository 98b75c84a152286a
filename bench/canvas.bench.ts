/**
 * Drawing benchmark: CANVAS_CLASH rooms where both painters stream strokes to the host screen,
 * against the real product server.
 *
 *   npx tsx canvas.bench.ts [--rooms 2,4,8,16,24,32,48,64] [--seconds 20] [--warmup 3]
 *                           [--phones 7] [--p95-limit 100] [--keep-going] [--wait-idle 60]
 *                           [--max-minutes 30]
 *
 * For each room count, a fresh product server (servers/product-server.ts) runs in a child process.
 * This process is the load generator: per room, a host screen and `--phones` phones sign in as
 * guests over REST, the host creates the room and a CANVAS_CLASH game, the phones join, and all
 * connect over STOMP/WebSocket as the web client does. The host screens start their games; the
 * first stage of a turn is the drawing, and each phone whose view says it is a painter draws as a
 * finger would: a point every 16 ms along a wavy stroke (a new stroke every 60 points), its batch
 * flushed every 40 ms as a compressed DrawBatch on its draw topic, as the web client sends it (the
 * same bytes, compressed with Node's zlib: a phone compresses on its own CPU, the generator on the
 * server's machine).
 * Guessers only keep their heartbeat. The host screen subscribes to every phone's draw topic and
 * decodes each batch it receives; a stroke's latency is its arrival at the host screen minus the
 * time its painter sent it (looked up by painter and `seq`). Prints one Markdown table row per room
 * count on stdout, progress on stderr. See docs/performance.md ("Drawing").
 */
import path from 'node:path';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { API_BASE, DRAW_BATCH_INTERVAL_MS, FOOD_AVATARS, REST, STOMP_PATH, compressDrawBatch, decodeDrawBatch, dest } from '@snackparty/protocol';
import { deflateDrawBatchNatively, inflateDrawBatchNatively } from '../apps/server/src/games/canvas-clash/draw-batch-zlib';
import type { DrawOp, GameSessionDto, RealtimeErrorMessage, SessionPlayerDto, TokenResponse } from '@snackparty/protocol';
import { freshDatabase } from './lib/fresh-database';
import { LatencyHistogram } from './lib/histogram';
import { mapLimit } from './lib/map-limit';
import { intOption, readArgs } from './lib/args';
import { log, runBench, withTimeout } from './lib/log';
import { machineCpuBetween, sampleSelf, waitForIdle } from './lib/machine';
import { ServerChild, killChildren } from './lib/server-child';
import { LightStompClient } from './lib/stomp-light';

/** Where a painter SENDs its strokes, as the spec names it. */
const drawTopic = (code: string, playerId: number) => dest.gameStream('canvasclash', code, 'playerDrawTopic', playerId);
/** Where the host screen hears a canvas's strokes (0: A, 1: B), without its painter. */
const canvasTopic = (code: string, canvas: number) => dest.gameStreamSlot('canvasclash', code, 'playerDrawTopic', canvas);

interface Options {
  rooms: number[];
  seconds: number;
  warmup: number;
  phones: number;
  p95Limit: number;
  keepGoing: boolean;
  waitIdle: number;
  maxMinutes: number;
  cpuProf: string | undefined;
}

const USAGE = `Usage: tsx canvas.bench.ts [options]
  --rooms <list>      room counts to run, in order, comma-separated (default 2,4,8,16,24,32,48,64)
  --seconds <n>       measured seconds per room count (default 20; the draw stage lasts 80 s)
  --warmup <n>        seconds of drawing before measuring (default 3)
  --phones <n>        phones per room besides the host screen, 3 to 15 (default 7)
  --p95-limit <ms>    the latency goal (default 100): the ramp stops after the first room count
                      whose p95 is at or above it, or that lost strokes (see --keep-going)
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
          rooms: { type: 'string', default: '2,4,8,16,24,32,48,64' },
          seconds: { type: 'string', default: '20' },
          warmup: { type: 'string', default: '3' },
          phones: { type: 'string', default: '7' },
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
  return {
    rooms: values.rooms.split(',').map((s) => intOption('rooms', s.trim(), 1, 250)),
    seconds: intOption('seconds', values.seconds, 1, 60),
    warmup: intOption('warmup', values.warmup, 0, 30),
    phones: intOption('phones', values.phones, 3, 15),
    p95Limit: intOption('p95-limit', values['p95-limit'], 1, 60_000),
    keepGoing: values['keep-going'],
    waitIdle: intOption('wait-idle', values['wait-idle'], 0, 3600),
    maxMinutes: intOption('max-minutes', values['max-minutes'], 1, 240),
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined,
  };
}

const liveSockets = new Set<WebSocket>();
function killEverything(): void {
  for (const ws of liveSockets) ws.terminate();
  liveSockets.clear();
  killChildren();
}

const POINT_EVERY_MS = 16;
const POINTS_PER_STROKE = 60;
const CANVAS = 400;
const HEARTBEAT_MS = 5000;
/** Subscription ids of the host's canvas topics: this prefix and the canvas (no colon: STOMP escapes it). */
const DRAW_SUBSCRIPTION = 'draw-';
const ALIASES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar'];
/** Rooms set up over REST at the same time. */
const SETUP_CONCURRENCY = 8;
const CONNECT_CONCURRENCY = 32;
/** The PostgreSQL the runs are on (each run gets a new database there), when not on PGlite. */
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL;
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
  host.token = await guest(host.address, `canvas-host-${index}`);
  const session = await call<GameSessionDto>(base, 'POST', REST.gameSession.create, host.address, { hostType: 'HOST', initialGameType: 'CANVAS_CLASH', isPublic: false, language: 'en' }, host.token);
  const code = session.gameCode;
  await call(base, 'POST', REST.game.create, host.address, { gameType: 'CANVAS_CLASH', gameCode: code }, host.token);
  const seats: Seat[] = [];
  for (let slot = 0; slot < phones; slot++) {
    const address = nextAddress();
    const token = await guest(address, `canvas-phone-${index}-${slot}`);
    const seat = await call<SessionPlayerDto>(base, 'POST', REST.gameSession.join, address, { gameCode: code, alias: ALIASES[slot]!, avatarSrc: FOOD_AVATARS[slot]!.src }, token);
    seats.push({ address, token, sessionPlayerId: seat.sessionPlayerId, playerId: seat.playerId });
  }
  return { code, host, seats };
}

/** Strokes sent and received; only batches sent inside the measured window count. */
class Recorder {
  windowStart = Infinity;
  windowEnd = Infinity;
  readonly latency = new LatencyHistogram();
  readonly sentAt = new Map<string, number>();
  sent = 0;
  received = 0;
  refused = 0;
  lost = 0;
  inWindow(t: number): boolean {
    return t >= this.windowStart && t < this.windowEnd;
  }
}

/** A phone: heartbeats always; while its view says it paints, a finger on the canvas. */
class Phone {
  private client: LightStompClient | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pointTimer: ReturnType<typeof setInterval> | undefined;
  private flushTimer: ReturnType<typeof setInterval> | undefined;
  private turn = 0;
  private canvas = 0;
  private seq = 0;
  private lineId = 0;
  private pointsInLine = 0;
  private pending: Array<Extract<DrawOp, { op: 'line' }>> = [];
  private angle = Math.random() * Math.PI * 2;
  painting = false;

  constructor(private readonly room: Room, private readonly seat: Seat, private readonly recorder: Recorder) {}

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
            if (error.destination.includes('playerDrawTopic')) this.recorder.refused++;
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
    const view = JSON.parse(body) as { game?: { role?: string; drawingOpen?: boolean; turn?: number; canvas?: number | null } };
    const game = view.game ?? {};
    const paint = game.role === 'painter' && game.drawingOpen === true && typeof game.turn === 'number';
    if (paint && (!this.painting || game.turn !== this.turn)) this.startPainting(game.turn!, game.canvas ?? 0);
    else if (!paint && this.painting) this.stopPainting();
  }

  private startPainting(turn: number, canvas: number): void {
    this.stopPainting();
    this.painting = true;
    this.turn = turn;
    this.canvas = canvas;
    this.seq = 0;
    this.pointTimer = setInterval(() => this.addPoint(), POINT_EVERY_MS);
    this.flushTimer = setInterval(() => this.flush(), DRAW_BATCH_INTERVAL_MS);
  }

  private stopPainting(): void {
    this.painting = false;
    clearInterval(this.pointTimer);
    clearInterval(this.flushTimer);
    this.pending = [];
  }

  /** A finger moving along a wavy path; every POINTS_PER_STROKE points it lifts and starts a new stroke. */
  private addPoint(): void {
    if (this.pointsInLine === 0) this.lineId += 1;
    this.angle += 0.15;
    const t = this.pointsInLine / POINTS_PER_STROKE;
    const point = { x: 40 + t * 320, y: CANVAS / 2 + Math.sin(this.angle) * 120 };
    let op = this.pending.at(-1);
    if (!op || op.id !== this.lineId) {
      op = { op: 'line', id: this.lineId, brushColor: '#224488', brushRadius: 6, points: [] };
      this.pending.push(op);
    }
    op.points.push(point);
    this.pointsInLine += 1;
    if (this.pointsInLine >= POINTS_PER_STROKE) {
      op.end = true;
      this.pointsInLine = 0;
    }
  }

  private flush(): void {
    if (this.pending.length === 0 || !this.client?.open) return;
    const batch = { turn: this.turn, seq: this.seq++, width: CANVAS, height: CANVAS, ops: this.pending };
    this.pending = [];
    const body = JSON.stringify(compressDrawBatch(batch, deflateDrawBatchNatively));
    const sentAt = performance.now();
    if (!this.client.send(drawTopic(this.room.code, this.seat.playerId), body)) return;
    if (!this.recorder.inWindow(sentAt)) return;
    this.recorder.sent++;
    this.recorder.sentAt.set(`${this.room.code}:${this.canvas}:${batch.seq}`, sentAt);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.stopPainting();
    await this.client?.close();
  }
}

/** The shared screen: hears both canvases' topics and times each batch's arrival. */
class HostScreen {
  private client: LightStompClient | undefined;

  constructor(private readonly room: Room, private readonly recorder: Recorder) {}

  async connect(port: number): Promise<void> {
    const { code } = this.room;
    this.client = await LightStompClient.connect(
      { url: `ws://127.0.0.1:${port}${STOMP_PATH}`, connectHeaders: { gameCode: code, purpose: 'host', Authorization: `Bearer ${this.room.host.token}` }, sockets: liveSockets },
      {
        onMessage: (subscription, body, at) => {
          if (!subscription.startsWith(DRAW_SUBSCRIPTION)) return;
          const batch = decodeDrawBatch(JSON.parse(body), inflateDrawBatchNatively);
          const key = `${this.room.code}:${subscription.slice(DRAW_SUBSCRIPTION.length)}:${batch.seq}`;
          const sentAt = this.recorder.sentAt.get(key);
          if (sentAt === undefined) return;
          this.recorder.sentAt.delete(key);
          this.recorder.received++;
          this.recorder.latency.add(at - sentAt);
        },
        onLost: () => this.recorder.lost++,
      },
    );
    await Promise.all([
      this.client.subscribe('view', dest.hostView(code)),
      ...[0, 1].map((canvas) => this.client!.subscribe(`${DRAW_SUBSCRIPTION}${canvas}`, canvasTopic(code, canvas))),
    ]);
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
  painters: number;
  batchesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  missing: number;
  refused: number;
  lost: number;
  serverCpu: number;
  generatorCpu: number;
  machineCpu: number;
}

async function run(rooms: number, options: Options): Promise<RunResult> {
  // Read by the server child (servers/product-server.ts) as it starts: a new database per run.
  if (POSTGRES_ADMIN_URL) process.env.BENCH_DATABASE_URL = await freshDatabase(POSTGRES_ADMIN_URL, `snackparty_canvas_${process.pid}_${rooms}`);
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
      for (const seat of room.seats) phones.push(new Phone(room, seat, recorder));
      hosts.push(new HostScreen(room, recorder));
    }
    // A few at a time, as phones arrive: the server takes only so many room look-ups of one address at once.
    await mapLimit(phones, CONNECT_CONCURRENCY, (phone) => phone.connect(server.port));
    await mapLimit(hosts, CONNECT_CONCURRENCY, (host) => host.connect(server.port));
    await Promise.all(hosts.map((h) => withTimeout(h.start(), 15_000, 'startGame')));
    await sleep(options.warmup * 1000);
    const painters = phones.filter((p) => p.painting).length;
    if (painters === 0) throw new Error('no phone paints: the games did not start');
    const server0 = await server.stats();
    const self0 = sampleSelf();
    recorder.windowStart = self0.at;
    await sleep(options.seconds * 1000);
    const self1 = sampleSelf();
    recorder.windowEnd = self1.at;
    const server1 = await server.stats();
    await sleep(1000);
    const wallMs = self1.at - self0.at;
    const h = recorder.latency;
    return {
      rooms,
      painters,
      batchesPerSecond: recorder.sent / (wallMs / 1000),
      p50: h.quantile(0.5),
      p95: h.quantile(0.95),
      p99: h.quantile(0.99),
      max: h.max,
      missing: recorder.sent - recorder.received,
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
const HEADER = ['rooms', 'painters', 'batches/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'missing', 'refused', 'lost', 'server CPU %', 'generator CPU %', 'other CPU %'];

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const deadline = setTimeout(() => {
    log(`the bench ran for ${options.maxMinutes} minutes (--max-minutes): stopping everything`);
    killEverything();
    process.exit(1);
  }, options.maxMinutes * 60_000);
  deadline.unref();
  const cpus = os.cpus();
  log(`canvas bench on ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  console.log(`| ${HEADER.join(' | ')} |`);
  console.log(`|${HEADER.map(() => '---').join('|')}|`);
  let best: number | undefined;
  for (const rooms of options.rooms) {
    await waitForIdle(options.waitIdle);
    log(`${rooms} rooms…`);
    const r = await run(rooms, options);
    console.log(`| ${[r.rooms, r.painters, r.batchesPerSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), r.missing, r.refused, r.lost, r.serverCpu.toFixed(0), r.generatorCpu.toFixed(0), Math.max(0, r.machineCpu - r.serverCpu - r.generatorCpu).toFixed(0)].join(' | ')} |`);
    const ok = r.p95 < options.p95Limit && r.missing === 0 && r.lost === 0;
    if (ok) best = rooms;
    if (!ok && !options.keepGoing) break;
  }
  log(best === undefined ? 'no room count met the goal' : `most rooms with p95 under ${options.p95Limit} ms: ${best}`);
}

runBench(main, { usage: USAGE, cleanup: killEverything });
