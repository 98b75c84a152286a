/**
 * Realtime benchmark: room broadcast through the product's STOMP broker, against a bare `ws` relay.
 *
 *   npx tsx realtime.bench.ts [--rooms 10,50,100,200] [--seconds 10] [--warmup 3]
 *                             [--servers stomp,ws] [--stomp-client stompjs|light]
 *                             [--room-size 8] [--payload 100] [--cpu-prof <dir>]
 *
 * Each server runs in a child process (so its CPU and memory are its own); this process is the load
 * generator: rooms × room-size clients on 127.0.0.1, each sending one message per second to its
 * room (sends spread evenly over the second), every message reaching every member of the room, the
 * sender included. Each message carries its send time (`performance.now()` of this process, which
 * is also where it is received) and a sequence number. Prints one Markdown table row per run on
 * stdout, progress on stderr. See docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from '@stomp/stompjs';
import type { IStompSocket } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';
import { LatencyHistogram } from './lib/histogram';
import { intOption, readArgs } from './lib/args';
import { UsageError, log, withTimeout, runBench } from './lib/log';
import { machineCpuBetween, sampleSelf, waitForIdle } from './lib/machine';
import { ServerChild, killChildren } from './lib/server-child';
import { STOMP_BENCH_PATH } from './servers/report';

// ---------------------------------------------------------------------------------------------
// Options

const SERVERS = {
  stomp: { label: 'STOMP broker', script: './servers/stomp-server.ts' },
  ws: { label: 'bare ws', script: './servers/ws-echo-server.ts' },
} as const;
type ServerKind = keyof typeof SERVERS;

type StompClientKind = 'stompjs' | 'light';

interface Options {
  rooms: number[];
  seconds: number;
  warmup: number;
  roomSize: number;
  payload: number;
  servers: ServerKind[];
  stompClient: StompClientKind;
  /** Directory for V8 CPU profiles of the server children, if any. */
  cpuProf: string | undefined;
  /** Runs again (up to this many times) when other work on the machine disturbed a run. */
  retries: number;
  /** Before each run, waits up to this many seconds for the machine to be idle. */
  waitIdle: number;
}

/** Above this (% of one core), other work on the machine is large enough to disturb the numbers. */
const OTHER_CPU_WARNING = 15;

const USAGE = `Usage: tsx realtime.bench.ts [options]
  --rooms <list>      room counts to run, comma-separated (default 10,50,100,200)
  --seconds <n>       measured seconds per run (default 10)
  --warmup <n>        seconds of load before measuring (default 3)
  --servers <list>    stomp, ws or both (default stomp,ws)
  --stomp-client <c>  stompjs: @stomp/stompjs clients, as the web client (default);
                      light: hand-written frames on a bare ws socket, so that the generator
                      stays cheaper than the server and the broker can be pushed further
  --retries <n>       run a size again, up to n times, when other processes used more than
                      ${OTHER_CPU_WARNING} % of a core during it; keeps the least disturbed run (default 0)
  --wait-idle <s>     before each run, wait up to s seconds for the machine to be idle (default 0)
  --cpu-prof <dir>    write V8 CPU profiles of each server child into <dir>/<server>-<rooms>-rooms/
  --room-size <n>     clients per room (default 8)
  --payload <n>       characters of filler text per message (default 100)`;

/** Beyond this many clients the generator runs out of file descriptors and ephemeral ports. */
const MAX_CLIENTS = 8000;

/** A bad command line: reported with the usage, without a stack. */

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      rooms: { type: 'string', default: '10,50,100,200' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      servers: { type: 'string', default: 'stomp,ws' },
      'stomp-client': { type: 'string', default: 'stompjs' },
      'cpu-prof': { type: 'string' },
      retries: { type: 'string', default: '0' },
      'wait-idle': { type: 'string', default: '0' },
      'room-size': { type: 'string', default: '8' },
      payload: { type: 'string', default: '100' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

function parseOptions(argv: string[]): Options {
  const values = readArgs(() => parseCommandLine(argv), USAGE);
  const int = intOption;
  const roomSize = int('room-size', values['room-size'], 1, 64);
  const rooms = values.rooms.split(',').map((s) => int('rooms', s.trim(), 1, Math.floor(MAX_CLIENTS / roomSize)));
  const servers = values.servers.split(',').map((s) => s.trim());
  for (const s of servers) if (!Object.hasOwn(SERVERS, s)) throw new UsageError(`--servers: unknown server "${s}" (stomp, ws)`);
  const stompClient = values['stomp-client'];
  if (stompClient !== 'stompjs' && stompClient !== 'light') throw new UsageError(`--stomp-client must be stompjs or light, got "${stompClient}"`);
  return {
    rooms,
    seconds: int('seconds', values.seconds, 1, 600),
    warmup: int('warmup', values.warmup, 0, 60),
    roomSize,
    payload: int('payload', values.payload, 0, 32 * 1024),
    servers: servers as ServerKind[],
    stompClient,
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined,
    retries: int('retries', values.retries, 0, 10),
    waitIdle: int('wait-idle', values['wait-idle'], 0, 3600),
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
// Load clients

/** A client whose outgoing buffer holds more than this skips its sends until it drains. */
const MAX_CLIENT_BUFFERED = 64 * 1024;
const CONNECT_TIMEOUT_MS = 15_000;
const CONNECT_CONCURRENCY = 64;

interface LoadClient {
  readonly room: number;
  readonly slot: number;
  /** Sends unless the socket is closed or backed up; false when the message was not sent. */
  send(body: string): boolean;
  close(): Promise<void>;
}

interface ClientEvents {
  onBody(body: string): void;
  /** The connection went away while the bench still needed it. */
  onLost(): void;
}

/** A @stomp/stompjs client as the web client uses it: v12.stomp, heart-beats 4000,4000. */
function connectStomp(port: number, room: number, slot: number, events: ClientEvents): Promise<LoadClient> {
  const url = `ws://127.0.0.1:${port}${STOMP_BENCH_PATH}`;
  const destination = `/bench/${room}/chat`;
  let socket: WebSocket | undefined;
  let ready = false;
  let closing = false;
  return withTimeout(new Promise<LoadClient>((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => {
        socket = new WebSocket(url, ['v12.stomp']);
        liveSockets.add(socket);
        socket.once('close', () => socket && liveSockets.delete(socket));
        return socket as unknown as IStompSocket;
      },
      reconnectDelay: 0,
      heartbeatIncoming: 4000,
      heartbeatOutgoing: 4000,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      debug: () => {},
      onConnect: () => {
        // Ready once the broker confirms the subscription, so no send goes to a room half-joined.
        const receipt = `sub-${room}-${slot}`;
        client.watchForReceipt(receipt, () => {
          ready = true;
          resolve(handle);
        });
        client.subscribe(destination, (message) => events.onBody(message.body), { receipt });
      },
      onStompError: (frame) => {
        if (!ready) reject(new Error(`STOMP ERROR: ${frame.headers.message ?? ''}`));
      },
      onWebSocketClose: (event: { code?: number }) => {
        if (!ready) reject(new Error(`socket closed before the subscription was confirmed (${event.code ?? '?'})`));
        else if (!closing) events.onLost();
      },
    });
    const handle: LoadClient = {
      room,
      slot,
      send(body) {
        if (!socket || socket.readyState !== WebSocket.OPEN || !client.connected) return false;
        if (socket.bufferedAmount > MAX_CLIENT_BUFFERED) return false;
        client.publish({ destination, body, headers: { 'content-type': 'application/json' } });
        return true;
      },
      async close() {
        closing = true;
        await client.deactivate();
      },
    };
    client.activate();
  }), CONNECT_TIMEOUT_MS, `STOMP connect of room ${room} client ${slot}`);
}

/**
 * A minimal STOMP 1.2 client on a bare `ws` socket: the same frames on the wire as @stomp/stompjs
 * (CONNECT with heart-beat 4000,4000, SUBSCRIBE with a receipt, SEND with content-length), but no
 * general frame parser: the broker sends one frame per WebSocket message, so a MESSAGE body is what
 * follows the blank line, up to the NUL. Costs the generator far less CPU per delivery.
 */
function connectStompLight(port: number, room: number, slot: number, events: ClientEvents): Promise<LoadClient> {
  const destination = `/bench/${room}/chat`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${STOMP_BENCH_PATH}`, ['v12.stomp'], { perMessageDeflate: false });
  liveSockets.add(ws);
  let ready = false;
  let closing = false;
  let lastSent = performance.now();
  let heartBeat: ReturnType<typeof setInterval> | undefined;
  const write = (text: string): void => {
    lastSent = performance.now();
    ws.send(text);
  };
  ws.on('error', () => ws.terminate());
  ws.once('close', () => {
    clearInterval(heartBeat);
    liveSockets.delete(ws);
    if (ready && !closing) events.onLost();
  });
  const handle: LoadClient = {
    room,
    slot,
    send(body) {
      if (ws.readyState !== WebSocket.OPEN || ws.bufferedAmount > MAX_CLIENT_BUFFERED) return false;
      write(`SEND\ndestination:${destination}\ncontent-type:application/json\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
      return true;
    },
    close() {
      closing = true;
      clearInterval(heartBeat);
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        if (ws.readyState === WebSocket.OPEN) ws.send('DISCONNECT\n\n\0');
        ws.close(1000);
      });
    },
  };
  return withTimeout(new Promise<LoadClient>((resolve, reject) => {
    ws.once('open', () => write('CONNECT\naccept-version:1.2\nhost:127.0.0.1\nheart-beat:4000,4000\n\n\0'));
    ws.on('message', (data: RawData) => {
      const text = data.toString();
      if (text.startsWith('MESSAGE\n')) {
        events.onBody(text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0')));
      } else if (text.startsWith('CONNECTED\n')) {
        // Heart-beat as negotiated: the broker asks for one at least every 10 s; sends count too.
        heartBeat = setInterval(() => {
          if (performance.now() - lastSent >= 4000 && ws.readyState === WebSocket.OPEN) write('\n');
        }, 4000);
        write(`SUBSCRIBE\nid:0\ndestination:${destination}\nreceipt:subscribed\n\n\0`);
      } else if (text.startsWith('RECEIPT\n') && !ready) {
        ready = true;
        resolve(handle);
      } else if (text.startsWith('ERROR\n') && !ready) {
        reject(new Error(`STOMP ERROR: ${/^message:(.*)$/m.exec(text)?.[1] ?? ''}`));
      }
    });
    ws.once('close', (code: number) => {
      if (!ready) reject(new Error(`socket closed before the subscription was confirmed (${code})`));
    });
  }), CONNECT_TIMEOUT_MS, `STOMP connect of room ${room} client ${slot}`).catch((err: unknown) => {
    ws.terminate();
    throw err;
  });
}

/** A bare `ws` client of the baseline server. */
function connectWs(port: number, room: number, slot: number, events: ClientEvents): Promise<LoadClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/?room=${room}`, { perMessageDeflate: false });
  liveSockets.add(ws);
  let ready = false;
  let closing = false;
  ws.on('message', (data: RawData) => events.onBody(data.toString()));
  ws.on('error', () => ws.terminate());
  ws.once('close', () => {
    liveSockets.delete(ws);
    if (ready && !closing) events.onLost();
  });
  const handle: LoadClient = {
    room,
    slot,
    send(body) {
      if (ws.readyState !== WebSocket.OPEN || ws.bufferedAmount > MAX_CLIENT_BUFFERED) return false;
      ws.send(body);
      return true;
    },
    close() {
      closing = true;
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000);
      });
    },
  };
  return withTimeout(new Promise<LoadClient>((resolve, reject) => {
    ws.once('open', () => {
      ready = true;
      resolve(handle);
    });
    ws.once('close', (code: number) => {
      if (!ready) reject(new Error(`socket closed before open (${code})`));
    });
  }), CONNECT_TIMEOUT_MS, `ws connect of room ${room} client ${slot}`).catch((err: unknown) => {
    ws.terminate();
    throw err;
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Body layout: `{"t":<sent at>,"r":<room>,"c":<sender slot>,"s":<seq>,"text":"..."}`. */
const BODY_PREFIX = '{"t":';

/** Counts sends and deliveries; only messages sent inside the measured window count. */
class Recorder {
  windowStart = Infinity;
  windowEnd = Infinity;
  readonly latency = new LatencyHistogram();
  sentInWindow = 0;
  skippedInWindow = 0;
  deliveredInWindow = 0;
  outOfOrder = 0;
  malformed = 0;
  /** The worst latency of the messages sent in each second of the window, to tell a stall from a slow-down. */
  readonly worstBySecond: number[] = [];
  lostConnections = 0;
  /** Last sequence number seen, per receiving client and sender slot. */
  private readonly lastSeq: Int32Array;

  constructor(clients: number, private readonly roomSize: number) {
    this.lastSeq = new Int32Array(clients * roomSize).fill(-1);
  }

  inWindow(t: number): boolean {
    return t >= this.windowStart && t < this.windowEnd;
  }

  sent(t: number, ok: boolean): void {
    if (!this.inWindow(t)) return;
    if (ok) this.sentInWindow++;
    else this.skippedInWindow++;
  }

  /** Sends the generator dropped from its schedule because it fell more than a round behind. */
  skippedLate(t: number, count: number): void {
    if (this.inWindow(t)) this.skippedInWindow += count;
  }

  /** Messages due in the window: sent, or skipped (client backed up, generator late). */
  get scheduledInWindow(): number {
    return this.sentInWindow + this.skippedInWindow;
  }

  /** Cheap field extraction: the generator shares the CPU with the server, so no JSON.parse here. */
  received(receiver: number, body: string): void {
    const now = performance.now();
    if (!body.startsWith(BODY_PREFIX)) {
      this.malformed++;
      return;
    }
    const t = Number(body.slice(BODY_PREFIX.length, body.indexOf(',', BODY_PREFIX.length)));
    const c = numberAfter(body, '"c":');
    const s = numberAfter(body, '"s":');
    if (!Number.isFinite(t) || !Number.isInteger(c) || !Number.isInteger(s) || c < 0 || c >= this.roomSize) {
      this.malformed++;
      return;
    }
    const key = receiver * this.roomSize + c;
    if (s <= this.lastSeq[key]!) this.outOfOrder++;
    else this.lastSeq[key] = s;
    if (!this.inWindow(t)) return;
    this.deliveredInWindow++;
    this.latency.add(now - t);
    const second = Math.floor((t - this.windowStart) / 1000);
    if (second < 600 && !((this.worstBySecond[second] ?? 0) >= now - t)) this.worstBySecond[second] = now - t;
  }
}

function numberAfter(body: string, key: string): number {
  const at = body.indexOf(key);
  if (at === -1) return NaN;
  const from = at + key.length;
  return Number(body.slice(from, body.indexOf(',', from)));
}

/**
 * Sends on a fixed-rate schedule: client order[k % n] sends message k / n at base + k × (1000 / n) ms,
 * so each client sends once per second and the sends of a room are spread over the second. A late
 * timer catches up, but never by more than one round: a generator that falls further behind skips.
 */
class Sender {
  private timer: ReturnType<typeof setInterval> | undefined;
  private k = 0;
  private base = 0;
  private readonly step: number;

  constructor(private readonly order: LoadClient[], private readonly recorder: Recorder, private readonly filler: string) {
    this.step = 1000 / order.length;
  }

  start(): void {
    this.base = performance.now();
    this.timer = setInterval(() => this.tick(), 2);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const n = this.order.length;
    const due = Math.floor((performance.now() - this.base) / this.step) + 1;
    if (due - this.k > n) {
      this.recorder.skippedLate(performance.now(), due - this.k - n);
      this.k = due - n;
    }
    for (; this.k < due; this.k++) {
      const client = this.order[this.k % n]!;
      const t = performance.now();
      const body = `${BODY_PREFIX}${t},"r":${client.room},"c":${client.slot},"s":${Math.floor(this.k / n)},"text":"${this.filler}"}`;
      this.recorder.sent(t, client.send(body));
    }
  }
}

interface RunResult {
  kind: ServerKind;
  label: string;
  rooms: number;
  clients: number;
  seconds: number;
  sentPerSecond: number;
  deliveriesPerSecond: number;
  expectedPerSecond: number;
  ratio: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  serverCpu: number;
  serverSystemCpu: number;
  serverElu: number;
  rssIdleMb: number;
  rssPeakMb: number;
  generatorCpu: number;
  generatorElu: number;
  /** All cores together, as a percentage of one core (200 = both cores busy). */
  machineCpu: number;
  lostConnections: number;
  skipped: number;
  outOfOrder: number;
  malformed: number;
  worstBySecond: number[];
}

async function connectAll(
  kind: ServerKind, stompClient: StompClientKind, port: number, rooms: number, roomSize: number, recorder: Recorder,
): Promise<LoadClient[]> {
  const total = rooms * roomSize;
  const clients: LoadClient[] = new Array<LoadClient>(total);
  const connect = kind === 'ws' ? connectWs : stompClient === 'light' ? connectStompLight : connectStomp;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) {
      const index = next++;
      const room = Math.floor(index / roomSize);
      const slot = index % roomSize;
      clients[index] = await connect(port, room, slot, {
        onBody: (body) => recorder.received(index, body),
        onLost: () => recorder.lostConnections++,
      });
    }
  };
  const workers = Array.from({ length: Math.min(CONNECT_CONCURRENCY, total) }, () => worker());
  const results = await Promise.allSettled(workers);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await closeAll(clients.filter(Boolean));
    throw failed.reason;
  }
  return clients;
}

async function closeAll(clients: LoadClient[]): Promise<void> {
  await withTimeout(Promise.allSettled(clients.map((c) => c.close())), 5000, 'closing the clients').catch(() => {});
  for (const ws of liveSockets) ws.terminate();
  liveSockets.clear();
}

async function run(kind: ServerKind, rooms: number, options: Options): Promise<RunResult> {
  const { roomSize, seconds } = options;
  const clientsTotal = rooms * roomSize;
  const server = await ServerChild.start(fileURLToPath(new URL(SERVERS[kind].script, import.meta.url)), {
    name: kind,
    cpuProfDir: options.cpuProf && path.join(options.cpuProf, `${kind}-${rooms}-rooms`),
  });
  let clients: LoadClient[] = [];
  try {
    const idle = await server.stats();
    const recorder = new Recorder(clientsTotal, roomSize);
    const connectStart = performance.now();
    clients = await connectAll(kind, options.stompClient, server.port, rooms, roomSize, recorder);
    log(`  ${clientsTotal} clients connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`);

    // Slot-major order: the members of a room send 1/roomSize of a second apart.
    const order: LoadClient[] = [];
    for (let slot = 0; slot < roomSize; slot++) for (let room = 0; room < rooms; room++) order.push(clients[room * roomSize + slot]!);
    const sender = new Sender(order, recorder, 'x'.repeat(options.payload));
    sender.start();
    await sleep(options.warmup * 1000);

    const server0 = await server.stats();
    const self0 = sampleSelf();
    recorder.windowStart = self0.at;
    await sleep(seconds * 1000);
    const self1 = sampleSelf();
    recorder.windowEnd = self1.at;
    const server1 = await server.stats();
    sender.stop();

    // Let the messages sent in the window arrive: until all did, or nothing more came for 1 s (at most 10 s).
    const expectedFromSent = recorder.sentInWindow * roomSize;
    const drainUntil = performance.now() + 10_000;
    let last = -1;
    let lastChange = performance.now();
    while (recorder.deliveredInWindow < expectedFromSent && performance.now() < drainUntil) {
      if (recorder.deliveredInWindow !== last) {
        last = recorder.deliveredInWindow;
        lastChange = performance.now();
      } else if (performance.now() - lastChange > 1000) {
        break;
      }
      await sleep(50);
    }
    const lostConnections = recorder.lostConnections;
    await closeAll(clients);
    clients = [];

    const wallMs = self1.at - self0.at;
    const serverWallMs = server1.at - server0.at;
    const serverCpuUs = server1.userUs + server1.systemUs - server0.userUs - server0.systemUs;
    const serverElu = (server1.eluActive - server0.eluActive)
      / (server1.eluActive + server1.eluIdle - server0.eluActive - server0.eluIdle);
    const selfCpuUs = self1.cpu.user + self1.cpu.system - self0.cpu.user - self0.cpu.system;
    const expectedPerSecond = rooms * roomSize * roomSize;
    const h = recorder.latency;
    return {
      kind,
      label: labelOf(kind, options.stompClient),
      rooms,
      clients: clientsTotal,
      seconds: wallMs / 1000,
      sentPerSecond: recorder.sentInWindow / (wallMs / 1000),
      deliveriesPerSecond: recorder.deliveredInWindow / (wallMs / 1000),
      expectedPerSecond,
      ratio: recorder.deliveredInWindow / (recorder.scheduledInWindow * roomSize),
      p50: h.quantile(0.5),
      p95: h.quantile(0.95),
      p99: h.quantile(0.99),
      max: h.max,
      serverCpu: (serverCpuUs / 1000 / serverWallMs) * 100,
      serverSystemCpu: ((server1.systemUs - server0.systemUs) / 1000 / serverWallMs) * 100,
      serverElu: serverElu * 100,
      rssIdleMb: idle.rss / 2 ** 20,
      rssPeakMb: Math.max(server1.maxRss, server1.rss) / 2 ** 20,
      generatorCpu: (selfCpuUs / 1000 / wallMs) * 100,
      generatorElu: performance.eventLoopUtilization(self1.elu, self0.elu).utilization * 100,
      machineCpu: machineCpuBetween(self0, self1),
      lostConnections,
      skipped: recorder.skippedInWindow,
      outOfOrder: recorder.outOfOrder,
      malformed: recorder.malformed,
      worstBySecond: Array.from(recorder.worstBySecond, (v) => v ?? 0),
    };
  } finally {
    if (clients.length > 0) await closeAll(clients);
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const HEADER = [
  'server', 'rooms', 'clients', 'sent/s', 'deliveries/s', 'expected/s', 'delivery ratio',
  'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'server CPU %', 'server loop busy %', 'server RSS MB idle → peak',
  'generator CPU %', 'generator loop busy %', 'other CPU %', 'lost conns',
];

/** CPU used by everything but the server and the generator: other processes, and kernel work neither was billed for. */
function otherCpu(r: RunResult): number {
  return Math.max(0, r.machineCpu - r.serverCpu - r.generatorCpu);
}

function labelOf(kind: ServerKind, stompClient: StompClientKind): string {
  return kind === 'stomp' && stompClient === 'light' ? `${SERVERS.stomp.label} (light client)` : SERVERS[kind].label;
}

function row(r: RunResult): string {
  const n = (v: number, digits = 0): string => v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const ms = (v: number): string => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : n(v));
  const cells = [
    r.label, n(r.rooms), n(r.clients), n(r.sentPerSecond), n(r.deliveriesPerSecond), n(r.expectedPerSecond),
    `${(r.ratio * 100).toFixed(2)} %`, ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max),
    n(r.serverCpu), n(r.serverElu), `${n(r.rssIdleMb)} → ${n(r.rssPeakMb)}`, n(r.generatorCpu), n(r.generatorElu), n(otherCpu(r)),
    n(r.lostConnections),
  ];
  return `| ${cells.join(' | ')} |`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const cpus = os.cpus();
  console.log(`Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; `
    + `load generator and server share this machine. ${options.roomSize} clients per room, 1 message/s each, `
    + `${options.warmup} s warm-up, ${options.seconds} s measured; STOMP clients: `
    + `${options.stompClient === 'light' ? 'light (hand-written frames)' : '@stomp/stompjs'}. `
    + 'CPU % is of one core; other CPU % is what the rest of the machine used meanwhile.\n');
  console.log(`| ${HEADER.join(' | ')} |`);
  console.log(`|${HEADER.map((_h, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  // Sizes in the outer loop: the two servers of one size run back to back, under the same conditions.
  for (const rooms of options.rooms) {
    for (const kind of options.servers) {
      const result = await runLeastDisturbed(kind, rooms, options);
      console.log(row(result));
      await sleep(1000);
    }
  }
}

/** Runs one size, again when other work disturbed it (see --retries), and returns the least disturbed run. */
async function runLeastDisturbed(kind: ServerKind, rooms: number, options: Options): Promise<RunResult> {
  let best: RunResult | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(1000);
    if (options.waitIdle > 0) await waitForIdle(options.waitIdle);
    log(`${labelOf(kind, options.stompClient)}: ${rooms} rooms × ${options.roomSize} clients${attempt > 0 ? `, attempt ${attempt + 1}` : ''}`);
    const result = await run(kind, rooms, options);
    const notes = [
      `worst latency per second (ms): ${result.worstBySecond.map((v) => v.toFixed(0)).join(' ')}`,
      `server CPU ${result.serverCpu.toFixed(0)} % = ${(result.serverCpu - result.serverSystemCpu).toFixed(0)} % user + ${result.serverSystemCpu.toFixed(0)} % system`,
      otherCpu(result) > OTHER_CPU_WARNING
        ? `WARNING: other work on the machine used ${otherCpu(result).toFixed(0)} % of a core during this run: its numbers are disturbed`
        : '',
      result.skipped > 0 ? `${result.skipped} sends skipped (client backed up or generator late)` : '',
      result.outOfOrder > 0 ? `${result.outOfOrder} out-of-order or duplicate deliveries` : '',
      result.malformed > 0 ? `${result.malformed} malformed bodies` : '',
    ].filter(Boolean);
    for (const note of notes) log(`  ${note}`);
    if (!best || otherCpu(result) < otherCpu(best)) best = result;
    if (otherCpu(result) <= OTHER_CPU_WARNING) break;
  }
  return best!;
}

runBench(main, { usage: USAGE, cleanup: killEverything });
