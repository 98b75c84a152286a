/**
 * One realtime connection to a room: STOMP over WebSocket at /gametje (spec section 7).
 *
 * Subscriptions are kept here and made again after every (re)connect. On a socket drop stompjs
 * reconnects by itself after 2 s. On a STOMP ERROR frame (a protocol error) the client is cleared —
 * its heartbeat stops with it — and a fresh client is made after a delay that grows on repeats.
 *
 * A dead connection is noticed quickly: the browser's `offline` event drops the socket at once, and
 * when the server's heart-beats stop (a network that vanished without telling the browser) the socket
 * is discarded without waiting for a closing handshake that cannot arrive. While the browser is
 * offline no connection is tried; it is tried again as soon as the network is back.
 */
import { Client } from '@stomp/stompjs';
import type { IFrame, IMessage, StompConfig, StompSubscription } from '@stomp/stompjs';
import { AUDIENCE_NAME_HEADER, DEVICE_ID_CONNECT_HEADER, HOST_SCREEN_HEADER, STOMP_PATH, TIMING, dest } from '@snackparty/protocol';
import type { ConnectPurpose, RealtimeErrorMessage } from '@snackparty/protocol';
import { requestBasePath } from '../api/http';
import { deviceId } from '../features/join/deviceId';

/**
 * `connecting`: not connected yet; `reconnecting`: it was connected and the connection is down;
 * `disconnected`: the server refused the connection (tried again later); `closed`: for good.
 */
export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'closed';

/** What the browser knows of its network: `navigator.onLine` and the `online`/`offline` events. */
export interface NetworkState {
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe. */
  onChange(listener: (online: boolean) => void): () => void;
}

export const browserNetwork: NetworkState = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onChange(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/** A connection attempt that got no CONNECTED in this time is dropped and tried again. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** While the browser says it is offline, a connection waits at most this long before trying anyway. */
export const OFFLINE_WAIT_MS = 30_000;

export interface RealtimeOptions {
  gameCode: string;
  purpose: ConnectPurpose;
  /** The seat's sessionPlayerId, when the client holds one. */
  playerSessionId?: number | null;
  /** This is the room's host screen (one at a time: connecting takes over from the one before). */
  hostScreen?: boolean;
  /** The name an audience member (purpose `audience`) goes by. */
  audienceName?: string;
  /** Read at every connect so a refreshed token is used. */
  getToken: () => string | null;
  /** Business errors for our SENDs (`/user/queue/errors`). */
  onServerError?: (error: RealtimeErrorMessage) => void;
  /** The server refused the connection (STOMP ERROR); its `message-key` header when it gave one. */
  onRefused?: (messageKey: string | null) => void;
  brokerURL?: string;
  /** Makes the STOMP client (tests pass a fake). */
  createClient?: (config: StompConfig) => StompLike;
  /** The browser's network state (tests pass a fake). */
  network?: NetworkState;
}

/** The part of the stompjs Client used here. */
export interface StompLike {
  connected: boolean;
  connectHeaders: Record<string, string>;
  activate(): void;
  deactivate(): Promise<void> | void;
  subscribe(destination: string, callback: (message: IMessage) => void): StompSubscription;
  publish(params: { destination: string; body: string; headers?: Record<string, string> }): void;
  watchForReceipt(receiptId: string, callback: () => void): void;
  /** Drops the socket now; stompjs reconnects after its delay. */
  forceDisconnect(): void;
}

type Handler = (body: unknown) => void;
interface Entry {
  destination: string;
  handler: Handler;
  subscription: StompSubscription | null;
}

/** The socket on this page's origin, under the same base path as the API (Discord's proxy prefix inside an activity). */
export function defaultBrokerUrl(location: Pick<Location, 'protocol' | 'host'> = window.location, basePath: string = requestBasePath()): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${basePath}${STOMP_PATH}`;
}

/** CONNECT headers (spec section 7): playerSessionId, gameCode, purpose and the bearer token. */
export function connectHeaders(options: Pick<RealtimeOptions, 'gameCode' | 'purpose' | 'playerSessionId' | 'hostScreen' | 'audienceName'>, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { gameCode: options.gameCode, purpose: options.purpose };
  if (options.hostScreen) headers[HOST_SCREEN_HEADER] = 'true';
  if (options.audienceName) headers[AUDIENCE_NAME_HEADER] = options.audienceName;
  // A phone kicked from the room stays out of its audience too, under any account.
  if (options.purpose === 'audience') headers[DEVICE_ID_CONNECT_HEADER] = deviceId();
  if (options.playerSessionId !== undefined && options.playerSessionId !== null) {
    headers.playerSessionId = String(options.playerSessionId);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function parseBody(body: string): unknown {
  if (!body) return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Delay before a new client after the n-th protocol error in a row: 2 s, 4 s, 8 s … at most 30 s. */
export function protocolErrorDelay(consecutiveErrors: number): number {
  return Math.min(30_000, TIMING.stompReconnectMs * 2 ** Math.max(0, consecutiveErrors - 1));
}

export class RealtimeConnection {
  private client: StompLike | null = null;
  private readonly entries = new Set<Entry>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private statusValue: RealtimeStatus = 'disconnected';
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private protocolErrors = 0;
  private closed = false;
  private readonly errorClaims = new Set<(error: RealtimeErrorMessage) => boolean>();
  /** Once connected, a lost connection is shown as reconnecting rather than as a first connect. */
  private everConnected = false;
  private readonly network: NetworkState;
  private stopWatchingNetwork: (() => void) | null = null;
  private readonly networkWaiters = new Set<() => void>();

  constructor(private readonly options: RealtimeOptions) {
    this.network = options.network ?? browserNetwork;
    this.entries.add({
      destination: dest.userErrors,
      handler: (body) => {
        if (body && typeof body === 'object' && 'messageKey' in body) {
          const error = body as RealtimeErrorMessage;
          for (const claim of this.errorClaims) if (claim(error)) return;
          options.onServerError?.(error);
        }
      },
      subscription: null,
    });
  }

  get status(): RealtimeStatus {
    return this.statusValue;
  }
  get gameCode(): string {
    return this.options.gameCode;
  }
  isConnected(): boolean {
    return this.statusValue === 'connected' && (this.client?.connected ?? false);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  activate(): void {
    if (this.closed || this.client) return;
    this.stopWatchingNetwork ??= this.network.onChange((online) => this.networkChanged(online));
    const config: StompConfig = {
      brokerURL: this.options.brokerURL ?? defaultBrokerUrl(),
      connectHeaders: connectHeaders(this.options, this.options.getToken()),
      heartbeatIncoming: TIMING.stompHeartbeatMs,
      heartbeatOutgoing: TIMING.stompHeartbeatMs,
      reconnectDelay: TIMING.stompReconnectMs,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      // A socket whose heart-beats stopped is gone: waiting for its closing handshake would keep the
      // screen "connected" to nothing for a minute or more.
      discardWebsocketOnCommFailure: true,
      beforeConnect: async () => {
        await this.networkBack();
        if (this.client) this.client.connectHeaders = connectHeaders(this.options, this.options.getToken());
      },
      onConnect: () => {
        this.protocolErrors = 0;
        this.everConnected = true;
        this.resubscribeAll();
        this.setStatus('connected');
      },
      onStompError: (frame: IFrame) => this.handleProtocolError(frame),
      onWebSocketClose: () => {
        for (const entry of this.entries) entry.subscription = null;
        if (!this.closed && this.client) this.setStatus(this.downStatus());
      },
    };
    this.client = this.options.createClient ? this.options.createClient(config) : (new Client(config) as unknown as StompLike);
    this.setStatus(this.downStatus());
    this.client.activate();
  }

  /**
   * Lets a part of the screen answer the business errors of its own SENDs (such as a refused
   * move): a claim returns true for the errors it handled; the rest go to `onServerError`.
   */
  claimServerErrors(claim: (error: RealtimeErrorMessage) => boolean): () => void {
    this.errorClaims.add(claim);
    return () => this.errorClaims.delete(claim);
  }

  /** Subscribes now (when connected) and after every reconnect. Returns the unsubscribe. */
  subscribe<T = unknown>(destination: string, handler: (body: T) => void): () => void {
    const entry: Entry = { destination, handler: handler as Handler, subscription: null };
    this.entries.add(entry);
    if (this.isConnected()) this.subscribeEntry(entry);
    return () => {
      this.entries.delete(entry);
      try {
        entry.subscription?.unsubscribe();
      } catch {
        // the socket is already gone
      }
      entry.subscription = null;
    };
  }

  /**
   * SENDs a JSON body. Returns false when not connected (the message is dropped). With a `receipt`
   * id the server answers with a RECEIPT once it has handled the message, and `onReceipt` runs.
   */
  send(destination: string, body: unknown = {}, options: { receipt?: string; onReceipt?: () => void } = {}): boolean {
    if (!this.client || !this.isConnected()) return false;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.receipt) {
        headers.receipt = options.receipt;
        const onReceipt = options.onReceipt;
        if (onReceipt) this.client.watchForReceipt(options.receipt, () => onReceipt());
      }
      this.client.publish({ destination, body: JSON.stringify(body), headers });
      return true;
    } catch {
      return false;
    }
  }

  /** Closes for good. */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopWatchingNetwork?.();
    this.stopWatchingNetwork = null;
    this.releaseNetworkWaiters();
    this.dropClient();
    this.setStatus('closed');
    this.statusListeners.clear();
  }

  private downStatus(): RealtimeStatus {
    return this.everConnected ? 'reconnecting' : 'connecting';
  }

  /** Offline: the socket is dropped now (it cannot carry anything); online: a waiting connect goes ahead. */
  private networkChanged(online: boolean): void {
    if (online) {
      this.releaseNetworkWaiters();
      return;
    }
    if (this.closed || !this.client) return;
    this.client.forceDisconnect();
    this.setStatus(this.downStatus());
  }

  /** Resolves when the browser is online, or after `OFFLINE_WAIT_MS` in case it is wrong about that. */
  private networkBack(): Promise<void> {
    if (this.closed || this.network.isOnline()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.networkWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, OFFLINE_WAIT_MS);
      this.networkWaiters.add(done);
    });
  }

  private releaseNetworkWaiters(): void {
    for (const done of [...this.networkWaiters]) done();
  }

  private subscribeEntry(entry: Entry): void {
    if (!this.client) return;
    entry.subscription = this.client.subscribe(entry.destination, (message) => {
      entry.handler(parseBody(message.body));
    });
  }

  private resubscribeAll(): void {
    for (const entry of this.entries) this.subscribeEntry(entry);
  }

  private handleProtocolError(frame: IFrame): void {
    console.warn('Realtime protocol error', frame.headers.message ?? '', frame.body);
    this.protocolErrors += 1;
    this.dropClient();
    this.setStatus('disconnected');
    this.options.onRefused?.(frame.headers['message-key'] ?? null);
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.activate();
    }, protocolErrorDelay(this.protocolErrors));
  }

  private dropClient(): void {
    const client = this.client;
    this.client = null;
    for (const entry of this.entries) entry.subscription = null;
    if (client) void Promise.resolve(client.deactivate()).catch(() => undefined);
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
