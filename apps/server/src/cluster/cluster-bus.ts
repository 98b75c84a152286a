/**
 * How the server processes that share one Redis talk to each other: messages for everyone on a
 * channel (room messages for the subscribers connected elsewhere, a room's game as just stored), and
 * calls to one process (a request on a room another process runs) answered on the caller's own
 * channel. Redis pub/sub keeps each sender's messages in order, which is what the rooms need: a room
 * is written by one process at a time.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';

type Redis = ReturnType<typeof createClient>;

const PREFIX = 'snackparty:';
const callChannel = (processId: string) => `${PREFIX}call:${processId}`;
const replyChannel = (processId: string) => `${PREFIX}reply:${processId}`;

/** A call that got no answer in this time fails (the process it went to died, say): the caller may try again. */
export const CALL_TIMEOUT_MS = 4_000;

interface CallMessage {
  id: string;
  from: string;
  method: string;
  args: unknown[];
}

interface ReplyMessage {
  id: string;
  ok: boolean;
  /** What the call returned (JSON). */
  value?: unknown;
  /** The refusal, as the client would have had it from the process that runs the room. */
  error?: { statusCode: number; messageKey: string; message: string; details?: unknown };
}

export interface BusLogger {
  warn(obj: object, msg: string): void;
}

export type CallHandler = (method: string, args: unknown[]) => Promise<unknown>;

export class ClusterBus {
  private readonly pending = new Map<string, { resolve: (value: unknown) => void; reject: (err: unknown) => void; timer: NodeJS.Timeout }>();
  private readonly listeners = new Map<string, Array<(text: string) => void>>();
  private handler?: CallHandler;
  private closed = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    /** This process, unique per start. */
    readonly processId: string,
    private readonly log: BusLogger,
  ) {}

  /** Connects to Redis (one connection to publish and store, one to listen) and listens for calls to this process. */
  static async connect(url: string, processId: string, log: BusLogger): Promise<ClusterBus> {
    const pub: Redis = createClient({ url }) as unknown as Redis;
    const sub: Redis = pub.duplicate();
    // The client reconnects by itself; an outage is logged, not thrown at whoever is listening.
    pub.on('error', (err: unknown) => log.warn({ err }, 'Redis connection failed'));
    sub.on('error', (err: unknown) => log.warn({ err }, 'Redis connection failed'));
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new ClusterBus(pub, sub, processId, log);
    await sub.subscribe(callChannel(processId), (raw) => void bus.answer(raw));
    await sub.subscribe(replyChannel(processId), (raw) => bus.settle(raw));
    return bus;
  }

  /** The connection to run commands on (the room leases use it). */
  get redis(): Redis {
    return this.pub;
  }

  /** Sends a message to every process listening on `channel` (this one too, if it listens). */
  publish(channel: string, message: unknown): void {
    this.publishText(channel, JSON.stringify(message));
  }

  /** Sends a message already in JSON: what is encoded once is sent as it is. */
  publishText(channel: string, text: string): void {
    if (this.closed) return;
    this.pub.publish(PREFIX + channel, text).catch((err: unknown) => this.log.warn({ err, channel }, 'message to the other servers not sent'));
  }

  /** Listens on `channel` for the rest of the process's life, each message parsed from JSON. */
  listen(channel: string, listener: (message: unknown) => void): Promise<void> {
    return this.listenText(channel, (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      listener(message);
    });
  }

  /** Listens on `channel` for the rest of the process's life, each message as it was sent. */
  async listenText(channel: string, listener: (text: string) => void): Promise<void> {
    const known = this.listeners.get(channel);
    if (known) {
      known.push(listener);
      return;
    }
    this.listeners.set(channel, [listener]);
    await this.sub.subscribe(PREFIX + channel, (raw) => {
      for (const each of this.listeners.get(channel) ?? []) each(raw);
    });
  }

  /** Answers calls from the other processes with `handler`; what it throws goes back as the refusal. */
  serve(handler: CallHandler): void {
    this.handler = handler;
  }

  /** Runs `method` on process `target` and waits for what it returns; rejects as it refused, or 503 without an answer. */
  call(target: string, method: string, args: unknown[], timeoutMs = CALL_TIMEOUT_MS): Promise<unknown> {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AppError(503, MESSAGE_KEYS.serverUnavailable, 'The server running this room did not answer'));
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      const message: CallMessage = { id, from: this.processId, method, args };
      this.pub.publish(callChannel(target), JSON.stringify(message)).catch((err: unknown) => {
        clearTimeout(timer);
        this.pending.delete(id);
        this.log.warn({ err }, 'call to another server not sent');
        reject(new AppError(503, MESSAGE_KEYS.serverUnavailable, 'The server running this room cannot be reached'));
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new AppError(503, MESSAGE_KEYS.serverUnavailable, 'This server is stopping'));
      this.pending.delete(id);
    }
    await Promise.allSettled([this.sub.close(), this.pub.close()]);
  }

  private async answer(raw: string): Promise<void> {
    let call: CallMessage;
    try {
      call = JSON.parse(raw) as CallMessage;
    } catch {
      return;
    }
    let reply: ReplyMessage;
    try {
      if (!this.handler) throw new AppError(503, MESSAGE_KEYS.serverUnavailable, 'This server takes no calls');
      const value = await this.handler(call.method, call.args);
      reply = { id: call.id, ok: true, value: value ?? null };
    } catch (err) {
      reply =
        err instanceof AppError
          ? { id: call.id, ok: false, error: { statusCode: err.statusCode, messageKey: err.messageKey, message: err.message, details: err.details } }
          : { id: call.id, ok: false, error: { statusCode: 503, messageKey: MESSAGE_KEYS.serverUnavailable, message: 'The request failed on the server running this room' } };
    }
    if (!this.closed) await this.pub.publish(replyChannel(call.from), JSON.stringify(reply)).catch(() => undefined);
  }

  private settle(raw: string): void {
    let reply: ReplyMessage;
    try {
      reply = JSON.parse(raw) as ReplyMessage;
    } catch {
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.timer);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new AppError(reply.error!.statusCode, reply.error!.messageKey as never, reply.error!.message, reply.error!.details));
  }
}
