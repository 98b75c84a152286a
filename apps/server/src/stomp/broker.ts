import { randomUUID } from 'node:crypto';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { RealtimeErrorMessage } from '@snackparty/protocol';
import { FrameParser, CLIENT_COMMANDS, escapeHeader, serializeFrame } from './codec';
import type { FrameParserOptions, StompFrame } from './codec';
import { StompProtocolError, StompRefusal } from './errors';
import { safeDbError } from '../db/errors';

/** What the broker needs from a transport (WebSocket, TCP, or an in-memory pair in tests). */
export interface StompConnection {
  /**
   * Sends one or more whole frames, or a heart-beat EOL, as-is. Bytes are UTF-8 text already encoded
   * (a published MESSAGE is encoded once and the same bytes go to every subscriber).
   */
  send(data: string | Buffer): void;
  /** Closes the connection after what was already sent. Must be safe to call more than once. */
  close(): void;
  /** Registers the (single) listener for incoming bytes. */
  onData(listener: (chunk: string | Buffer) => void): void;
  /** Registers the (single) listener for the connection going away, whoever closed it. */
  onClose(listener: () => void): void;
  readonly remoteAddress?: string;
}

export interface StompPolicy<P> {
  /** Called on CONNECT/STOMP; return the principal or throw StompRefusal to refuse (ERROR + close). */
  connect(headers: Record<string, string>, meta: { remoteAddress?: string }): Promise<P>;
  /** May this principal subscribe to this destination? false -> ERROR frame + close. */
  canSubscribe(principal: P, destination: string): boolean | Promise<boolean>;
  /**
   * A client SEND. Throw StompRefusal({ fatal: true }) for not-allowed destinations (ERROR + close);
   * throw StompRefusal({ fatal: false, messageKey }) for a business-rule rejection: the broker then
   * delivers a MESSAGE to that one connection on '/user/queue/errors' (if it subscribed there) with a
   * JSON body { destination, messageKey, message } and keeps the connection open.
   */
  onSend(principal: P, destination: string, body: string, headers: Record<string, string>): Promise<void> | void;
  /**
   * A subscription is in place (and its RECEIPT sent). `reply` delivers a MESSAGE on it to this one
   * subscription, so a client that (re)subscribes can be given the topic's current state without
   * anyone else hearing it again.
   */
  onSubscribed?(principal: P, destination: string, reply: (body: string | object) => void): void;
  /** The connection has gone (DISCONNECT, socket close, heart-beat timeout). Called once per accepted CONNECT. */
  onDisconnect?(principal: P): void;
}

/** A pino-compatible logger. */
export interface StompLogger {
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface StompBrokerOptions {
  /**
   * The server's heart-beat offer, as in the CONNECTED header: [can send every ms, wants to receive
   * every ms]. 0 disables a direction. Default [10000, 10000].
   */
  heartBeat?: readonly [send: number, receive: number];
  /** Frame limits for incoming frames (defaults: 64 KiB frame and body, 64 headers, 8 KiB header line). */
  limits?: Omit<FrameParserOptions, 'commands' | 'headerEscaping'>;
  /** A connection that has not completed CONNECT by then is closed. Default 10000 ms. */
  connectTimeoutMs?: number;
  /** Default 128. */
  maxSubscriptionsPerConnection?: number;
  /** Frames received but not yet processed (waiting for the policy) per connection. Default 256. */
  maxPendingFrames?: number;
  /**
   * What one connection may send of SEND, SUBSCRIBE and UNSUBSCRIBE frames: `burst` at once, refilled
   * at `perSecond`. A connection that floods past it gets an ERROR (message-key too_many_requests)
   * and is closed. Default { burst: 200, perSecond: 50 }; false turns it off.
   */
  frameBudget?: { burst: number; perSecond: number } | false;
  /** Where non-fatal SEND refusals are delivered. Default '/user/queue/errors'. */
  errorDestination?: string;
  /** The `server` header of CONNECTED. Default 'snackparty'. */
  serverName?: string;
  logger?: StompLogger;
}

/** Versions the broker speaks, best first. */
const SUPPORTED_VERSIONS = ['1.2', '1.1', '1.0'] as const;
type StompVersion = (typeof SUPPORTED_VERSIONS)[number];

const DEFAULT_HEART_BEAT = [10_000, 10_000] as const;
const MAX_ERROR_MESSAGE = 256;
/** Destinations under this prefix belong to one connection: `publish` never fans out there. */
const USER_PREFIX = '/user/';

const silentLogger: StompLogger = { debug() {}, info() {}, warn() {}, error() {} };

interface Subscription<P> {
  readonly session: Session<P>;
  readonly id: string;
  readonly destination: string;
}

type SessionState = 'new' | 'connected' | 'closed';

type ResolvedOptions = Required<Omit<StompBrokerOptions, 'logger' | 'limits'>> & Pick<StompBrokerOptions, 'limits'>;

/** Frames a client sends on its own initiative, each of which makes the broker (or the policy) work. */
const BUDGETED_COMMANDS = new Set(['SEND', 'SUBSCRIBE', 'UNSUBSCRIBE']);
const DEFAULT_FRAME_BUDGET = { burst: 200, perSecond: 50 } as const;

/**
 * A STOMP 1.2 broker with in-memory topics. Each destination is a topic: `publish` delivers a MESSAGE
 * to every subscription on exactly that destination. Authentication and authorisation are delegated
 * to the policy. Each connection's frames are processed one at a time, in order; any failure on one
 * connection ends that connection only.
 */
export class StompBroker<P> {
  readonly logger: StompLogger;
  /** @internal */ readonly sessions = new Set<Session<P>>();
  /** Each connection by the principal of its CONNECT, for answers to one connection (`publishToConnection`). */
  private readonly sessionsByPrincipal = new WeakMap<object, Session<P>>();
  /** @internal */ readonly index = new Map<string, Set<Subscription<P>>>();
  /** @internal */ readonly options: ResolvedOptions;
  private messageCounter = 0;
  private closed = false;

  constructor(readonly policy: StompPolicy<P>, options: StompBrokerOptions = {}) {
    this.logger = options.logger ?? silentLogger;
    const heartBeat = options.heartBeat ?? DEFAULT_HEART_BEAT;
    if (heartBeat.some((v) => !Number.isInteger(v) || v < 0)) throw new RangeError('heartBeat values must be integers >= 0');
    const budget = options.frameBudget;
    if (budget && !(budget.burst >= 1 && budget.perSecond > 0)) throw new RangeError('frameBudget needs burst >= 1 and perSecond > 0');
    this.options = {
      heartBeat,
      limits: options.limits,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      maxSubscriptionsPerConnection: options.maxSubscriptionsPerConnection ?? 128,
      maxPendingFrames: options.maxPendingFrames ?? 256,
      frameBudget: options.frameBudget ?? DEFAULT_FRAME_BUDGET,
      errorDestination: options.errorDestination ?? dest.userErrors,
      serverName: options.serverName ?? 'snackparty',
    };
  }

  /** Takes over a transport connection. The client must send CONNECT (or STOMP) first. */
  attach(connection: StompConnection): void {
    if (this.closed) {
      safely(() => connection.close());
      return;
    }
    const session = new Session(this, connection);
    this.sessions.add(session);
  }

  /**
   * Delivers a MESSAGE to every subscription on exactly `destination`. Objects are sent as JSON with
   * `content-type: application/json`; strings as `text/plain;charset=utf-8` unless `headers` says
   * otherwise. Per-connection destinations (`/user/...`) are skipped: use `publishTo`.
   * Returns the number of MESSAGE frames sent.
   */
  publish(destination: string, body: string | object, headers: Record<string, string> = {}): number {
    if (destination.startsWith(USER_PREFIX)) {
      this.logger.warn({ destination }, 'STOMP publish to a per-connection destination ignored');
      return 0;
    }
    const subscriptions = this.index.get(destination);
    if (!subscriptions || subscriptions.size === 0) return 0;
    return this.deliver([...subscriptions], destination, body, headers);
  }

  /**
   * Delivers a MESSAGE on `destination` to the subscriptions of the connections whose principal
   * matches (per-connection destinations such as `/user/queue/errors` included).
   */
  publishTo(pred: (principal: P) => boolean, destination: string, body: string | object, headers: Record<string, string> = {}): number {
    const targets: Subscription<P>[] = [];
    for (const session of this.sessions) {
      if (session.state !== 'connected' || !this.matches(pred, session)) continue;
      for (const sub of session.subscriptions.values()) if (sub.destination === destination) targets.push(sub);
    }
    return this.deliver(targets, destination, body, headers);
  }

  /**
   * Like `publish`, but only to the subscriptions on `destination` whose connection's principal
   * matches: an answer for the few who asked, found through the destination's own subscribers.
   */
  publishWhere(destination: string, pred: (principal: P) => boolean, body: string | object, headers: Record<string, string> = {}): number {
    const subscriptions = this.index.get(destination);
    if (!subscriptions || subscriptions.size === 0) return 0;
    const targets = [...subscriptions].filter((sub) => sub.session.state === 'connected' && this.matches(pred, sub.session));
    return this.deliver(targets, destination, body, headers);
  }

  /**
   * Delivers on `destination` to the subscriptions of the one connection `principal` belongs to (the
   * object the policy returned at CONNECT): an answer to one client among thousands, found without
   * looking at anyone else's subscriptions.
   */
  publishToConnection(principal: P, destination: string, body: string | object, headers: Record<string, string> = {}): number {
    const session = typeof principal === 'object' && principal !== null ? this.sessionsByPrincipal.get(principal) : undefined;
    if (!session || session.state !== 'connected') return 0;
    const targets: Subscription<P>[] = [];
    for (const sub of session.subscriptions.values()) if (sub.destination === destination) targets.push(sub);
    return this.deliver(targets, destination, body, headers);
  }

  /** @internal A connection is known by the principal its CONNECT was given. */
  principalConnected(principal: P, session: Session<P>): void {
    if (typeof principal === 'object' && principal !== null) this.sessionsByPrincipal.set(principal, session);
  }

  /** Sends ERROR with `message` to every connection whose principal matches, and closes them. */
  disconnectWhere(pred: (principal: P) => boolean, message = 'Disconnected by the server'): number {
    let count = 0;
    for (const session of [...this.sessions]) {
      if (session.state !== 'connected' || !this.matches(pred, session)) continue;
      session.fail(message);
      count++;
    }
    return count;
  }

  /** The principals of the connections currently connected. */
  connections(): P[] {
    const out: P[] = [];
    for (const session of this.sessions) if (session.state === 'connected') out.push(session.principal as P);
    return out;
  }

  subscriberCount(destination: string): number {
    return this.index.get(destination)?.size ?? 0;
  }

  /** Sends ERROR to every connection and closes it; later connections are closed at once. */
  close(): void {
    this.closed = true;
    for (const session of [...this.sessions]) session.fail('Server is shutting down');
  }

  /** @internal */
  nextMessageId(): string {
    return `m${++this.messageCounter}`;
  }

  private matches(pred: (principal: P) => boolean, session: Session<P>): boolean {
    try {
      return pred(session.principal as P);
    } catch (err) {
      this.logger.error({ err }, 'STOMP principal predicate threw');
      return false;
    }
  }

  /** @internal */
  deliver(targets: Subscription<P>[], destination: string, body: string | object, headers: Record<string, string> = {}): number {
    if (targets.length === 0) return 0;
    const isText = typeof body === 'string';
    const text = isText ? body : JSON.stringify(body);
    const common: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name !== 'subscription' && name !== 'message-id' && name !== 'destination' && name !== 'content-length') {
        common[name] = String(value);
      }
    }
    common.destination = destination;
    if (!isText) common['content-type'] = 'application/json';
    else common['content-type'] ??= 'text/plain;charset=utf-8';
    // Everything after the command line is the same for every subscription: serialise it once.
    const tail = Buffer.from(serializeFrame({ command: 'MESSAGE', headers: common, body: text }).slice('MESSAGE\n'.length));
    // The frame differs between subscriptions only by the subscription's id, and clients that
    // subscribe alike pick alike ids: each distinct id's frame is encoded once, and its bytes go to
    // every subscriber with that id. The message id names the published message and the
    // subscription, so it stays unique on every connection.
    const messageId = this.nextMessageId();
    const frames = new Map<string, Buffer>();
    let sent = 0;
    for (const sub of targets) {
      if (sub.session.state !== 'connected') continue;
      let frame = frames.get(sub.id);
      if (!frame) {
        const id = escapeHeader(sub.id);
        frame = Buffer.concat([Buffer.from(`MESSAGE\nsubscription:${id}\nmessage-id:${messageId}@${id}\n`), tail]);
        frames.set(sub.id, frame);
      }
      sub.session.transmit(frame);
      sent++;
    }
    return sent;
  }
}

/** One client connection: its parser, its subscriptions, its heart-beats and its frame queue. */
class Session<P> {
  state: SessionState = 'new';
  principal: P | undefined;
  readonly id = randomUUID();
  readonly subscriptions = new Map<string, Subscription<P>>();
  private version: StompVersion = '1.2';
  private hasPrincipal = false;
  private readonly parser: FrameParser;
  private readonly queue: StompFrame[] = [];
  private draining = false;
  private lastReceived = Date.now();
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private sendTimer: ReturnType<typeof setInterval> | undefined;
  private receiveTimer: ReturnType<typeof setTimeout> | undefined;
  private receiveInterval = 0;
  private budget: { tokens: number; at: number } | undefined;

  constructor(private readonly broker: StompBroker<P>, private readonly connection: StompConnection) {
    this.parser = new FrameParser({ ...broker.options.limits, commands: CLIENT_COMMANDS });
    connection.onData((chunk) => this.onData(chunk));
    connection.onClose(() => this.close());
    this.connectTimer = setTimeout(() => {
      if (this.state === 'new') this.fail('No CONNECT frame in time');
    }, broker.options.connectTimeoutMs);
  }

  private get logger(): StompLogger {
    return this.broker.logger;
  }

  private onData(chunk: string | Buffer): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.parser.push(chunk);
    } catch (err) {
      this.logger.debug({ err, session: this.id }, 'STOMP malformed input');
      this.fail(err instanceof StompProtocolError ? err.message : 'Malformed frame');
      return;
    }
    if (frames.length === 0) return;
    for (const frame of frames) {
      if (!BUDGETED_COMMANDS.has(frame.command) || this.spend()) continue;
      this.logger.debug({ session: this.id }, 'STOMP frame budget spent');
      this.fail('Too many frames, slow down', frame, { 'message-key': MESSAGE_KEYS.tooManyRequests });
      return;
    }
    this.queue.push(...frames);
    if (this.queue.length > this.broker.options.maxPendingFrames) {
      this.fail('Too many frames waiting to be processed');
      return;
    }
    if (!this.draining) void this.drain();
  }

  /** Takes one frame from the connection's budget; false when it is spent. */
  private spend(): boolean {
    const limit = this.broker.options.frameBudget;
    if (!limit) return true;
    const now = Date.now();
    const budget = (this.budget ??= { tokens: limit.burst, at: now });
    budget.tokens = Math.min(limit.burst, budget.tokens + ((now - budget.at) / 1000) * limit.perSecond);
    budget.at = now;
    if (budget.tokens < 1) return false;
    budget.tokens -= 1;
    return true;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && this.state !== 'closed') {
        await this.handle(this.queue.shift()!);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Processes one frame; never throws. */
  private async handle(frame: StompFrame): Promise<void> {
    try {
      if (this.state === 'new') {
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
          throw new StompProtocolError(`Expected CONNECT, got ${frame.command}`);
        }
        await this.onConnect(frame);
        return;
      }
      switch (frame.command) {
        case 'SUBSCRIBE': await this.onSubscribe(frame); return;
        case 'UNSUBSCRIBE': this.onUnsubscribe(frame); return;
        case 'SEND': await this.onSend(frame); return;
        case 'DISCONNECT': this.onDisconnect(frame); return;
        case 'CONNECT': case 'STOMP': throw new StompProtocolError('Already connected');
        case 'ACK': case 'NACK': throw new StompProtocolError('ACK and NACK are not supported: subscriptions use ack:auto');
        case 'BEGIN': case 'COMMIT': case 'ABORT': throw new StompProtocolError('Transactions are not supported');
        default: throw new StompProtocolError(`Unexpected ${frame.command} frame`);
      }
    } catch (err) {
      const internal = !(err instanceof StompProtocolError) && !(err instanceof StompRefusal);
      if (internal) this.logger.error({ err: safeDbError(err), session: this.id, command: frame.command }, 'STOMP policy failed');
      if (this.state === 'closed') return;
      if (err instanceof StompProtocolError) {
        this.logger.debug({ session: this.id, message: err.message }, 'STOMP protocol error');
        this.fail(err.message, frame);
      } else if (err instanceof StompRefusal) {
        this.logger.debug({ session: this.id, message: err.message }, 'STOMP refusal');
        this.fail(err.message, frame, err.messageKey ? { 'message-key': err.messageKey } : {});
      } else {
        this.fail('Internal server error', frame);
      }
    }
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) {
      this.fail('Supported protocol versions are 1.2, 1.1 and 1.0', frame, { version: '1.2,1.1,1.0' });
      return;
    }
    const [clientSend, clientReceive] = parseHeartBeat(frame.headers['heart-beat']);
    const principal = await this.broker.policy.connect({ ...frame.headers }, { remoteAddress: this.connection.remoteAddress });
    this.principal = principal;
    this.hasPrincipal = true;
    this.broker.principalConnected(principal, this);
    if (this.state === 'closed') {
      // The connection went away while the policy was deciding: it still gets its onDisconnect.
      this.notifyDisconnect();
      return;
    }
    this.state = 'connected';
    this.version = version;
    this.parser.headerEscaping = version !== '1.0';
    clearTimeout(this.connectTimer);
    this.connectTimer = undefined;

    const [serverSend, serverReceive] = this.broker.options.heartBeat;
    const sendEvery = serverSend === 0 || clientReceive === 0 ? 0 : Math.max(serverSend, clientReceive);
    const receiveEvery = serverReceive === 0 || clientSend === 0 ? 0 : Math.max(serverReceive, clientSend);
    this.transmitFrame({
      command: 'CONNECTED',
      headers: {
        version,
        'heart-beat': `${clientReceive === 0 ? 0 : serverSend},${clientSend === 0 ? 0 : serverReceive}`,
        server: this.broker.options.serverName,
        session: this.id,
      },
      body: '',
    });
    if (sendEvery > 0) this.sendTimer = setInterval(() => this.transmit('\n'), sendEvery);
    if (receiveEvery > 0) {
      this.receiveInterval = receiveEvery;
      this.lastReceived = Date.now();
      this.scheduleReceiveCheck();
    }
    this.logger.debug({ session: this.id, version, sendEvery, receiveEvery }, 'STOMP connected');
  }

  /** Closes the connection once nothing has arrived for twice the negotiated incoming interval. */
  private scheduleReceiveCheck(): void {
    const deadline = this.lastReceived + 2 * this.receiveInterval;
    this.receiveTimer = setTimeout(() => {
      this.receiveTimer = undefined;
      if (this.state === 'closed') return;
      if (Date.now() >= this.lastReceived + 2 * this.receiveInterval) {
        this.logger.debug({ session: this.id }, 'STOMP heart-beat timeout');
        this.fail('Heart-beat timeout');
      } else {
        this.scheduleReceiveCheck();
      }
    }, Math.max(0, deadline - Date.now()));
  }

  private async onSubscribe(frame: StompFrame): Promise<void> {
    const destination = frame.headers.destination;
    // STOMP 1.0 made the id optional; the destination then identifies the subscription.
    const id = frame.headers.id ?? (this.version === '1.0' ? destination : undefined);
    if (!destination) throw new StompProtocolError('SUBSCRIBE needs a destination header');
    if (!id) throw new StompProtocolError('SUBSCRIBE needs an id header');
    const ack = frame.headers.ack ?? 'auto';
    if (ack !== 'auto') throw new StompProtocolError('Only ack:auto is supported');
    if (this.subscriptions.has(id)) throw new StompProtocolError(`Subscription id ${id} is already in use`);
    if (this.subscriptions.size >= this.broker.options.maxSubscriptionsPerConnection) {
      throw new StompProtocolError('Too many subscriptions');
    }
    const allowed = await this.broker.policy.canSubscribe(this.principal as P, destination);
    if (this.state === 'closed') return;
    if (allowed !== true) throw new StompRefusal(`Not allowed to subscribe to ${destination}`);
    const subscription: Subscription<P> = { session: this, id, destination };
    this.subscriptions.set(id, subscription);
    let set = this.broker.index.get(destination);
    if (!set) this.broker.index.set(destination, (set = new Set()));
    set.add(subscription);
    this.receipt(frame);
    const onSubscribed = this.broker.policy.onSubscribed;
    if (onSubscribed) {
      const reply = (body: string | object): void => {
        if (this.subscriptions.get(id) === subscription) this.broker.deliver([subscription], destination, body);
      };
      try {
        onSubscribed.call(this.broker.policy, this.principal as P, destination, reply);
      } catch (err) {
        this.logger.error({ err, session: this.id, destination }, 'STOMP onSubscribed failed');
      }
    }
  }

  private onUnsubscribe(frame: StompFrame): void {
    const id = frame.headers.id ?? (this.version === '1.0' ? frame.headers.destination : undefined);
    if (!id) throw new StompProtocolError('UNSUBSCRIBE needs an id header');
    const subscription = this.subscriptions.get(id);
    if (subscription) this.removeSubscription(subscription);
    this.receipt(frame);
  }

  private async onSend(frame: StompFrame): Promise<void> {
    const destination = frame.headers.destination;
    if (!destination) throw new StompProtocolError('SEND needs a destination header');
    if (frame.headers.transaction !== undefined) throw new StompProtocolError('Transactions are not supported');
    try {
      await this.broker.policy.onSend(this.principal as P, destination, frame.body, { ...frame.headers });
    } catch (err) {
      if (!(err instanceof StompRefusal) || err.fatal) throw err;
      if (this.state === 'closed') return;
      this.deliverError(destination, err);
    }
    if (this.state === 'closed') return;
    this.receipt(frame);
  }

  private deliverError(destination: string, refusal: StompRefusal): void {
    const body: RealtimeErrorMessage = {
      destination,
      messageKey: refusal.messageKey ?? 'error.invalid_request',
      message: refusal.message,
    };
    const errorDestination = this.broker.options.errorDestination;
    const targets = [...this.subscriptions.values()].filter((sub) => sub.destination === errorDestination);
    const delivered = this.broker.deliver(targets, errorDestination, body);
    if (delivered === 0) {
      this.logger.debug({ session: this.id, destination }, 'STOMP refusal not delivered: no error subscription');
    }
  }

  private onDisconnect(frame: StompFrame): void {
    this.receipt(frame);
    this.close();
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.transmitFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** Sends text or encoded text to the client; a failing transport ends the session. */
  transmit(data: string | Buffer): void {
    if (this.state === 'closed') return;
    try {
      this.connection.send(data);
    } catch (err) {
      this.logger.debug({ err, session: this.id }, 'STOMP send failed');
      this.close();
    }
  }

  private transmitFrame(frame: StompFrame): void {
    this.transmit(serializeFrame(frame));
  }

  /** Sends an ERROR frame (with receipt-id when the offending frame asked for a receipt) and closes. */
  fail(message: string, frame?: StompFrame, extraHeaders: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    const short = message.length > MAX_ERROR_MESSAGE ? `${message.slice(0, MAX_ERROR_MESSAGE - 1)}…` : message;
    const headers: Record<string, string> = { message: short.replace(/[\r\n]+/g, ' '), ...extraHeaders };
    const receipt = frame?.headers.receipt;
    if (receipt !== undefined && frame?.command !== 'CONNECT' && frame?.command !== 'STOMP') headers['receipt-id'] = receipt;
    headers['content-type'] = 'text/plain;charset=utf-8';
    this.transmitFrame({ command: 'ERROR', headers, body: short });
    this.close();
  }

  /** Ends the session: timers, subscriptions, transport, then the policy's onDisconnect. Idempotent. */
  close(): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    clearTimeout(this.connectTimer);
    clearInterval(this.sendTimer);
    clearTimeout(this.receiveTimer);
    this.connectTimer = this.sendTimer = this.receiveTimer = undefined;
    for (const subscription of [...this.subscriptions.values()]) this.removeSubscription(subscription);
    this.queue.length = 0;
    this.broker.sessions.delete(this);
    safely(() => this.connection.close(), (err) => this.logger.debug({ err, session: this.id }, 'STOMP close failed'));
    if (wasConnected) this.notifyDisconnect();
  }

  private notifyDisconnect(): void {
    if (!this.hasPrincipal) return;
    this.hasPrincipal = false;
    const principal = this.principal as P;
    safely(() => this.broker.policy.onDisconnect?.(principal), (err) => this.logger.error({ err, session: this.id }, 'STOMP onDisconnect failed'));
  }

  private removeSubscription(subscription: Subscription<P>): void {
    this.subscriptions.delete(subscription.id);
    const set = this.broker.index.get(subscription.destination);
    if (!set) return;
    set.delete(subscription);
    if (set.size === 0) this.broker.index.delete(subscription.destination);
  }
}

/**
 * Picks the highest version both sides speak (STOMP 1.2, "Protocol Negotiation"). No accept-version
 * header means a STOMP 1.0 client. Undefined when there is no common version.
 */
export function negotiateVersion(acceptVersion: string | undefined): StompVersion | undefined {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((v) => v.trim()));
  return SUPPORTED_VERSIONS.find((v) => offered.has(v));
}

/** Parses a CONNECT heart-beat header `cx,cy`; a missing header means `0,0`. */
export function parseHeartBeat(header: string | undefined): [send: number, receive: number] {
  if (header === undefined) return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!match) throw new StompProtocolError('Malformed heart-beat header');
  return [Number(match[1]), Number(match[2])];
}

function safely(fn: () => void, onError?: (err: unknown) => void): void {
  try {
    fn();
  } catch (err) {
    onError?.(err);
  }
}
