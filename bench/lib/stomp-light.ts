import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { RawData } from 'ws';

export interface LightStompOptions {
  /** `ws://host:port/path`. */
  url: string;
  /** CONNECT headers besides accept-version, host and heart-beat (sent unescaped, as STOMP 1.2 wants for CONNECT). */
  connectHeaders: Record<string, string>;
  /** Outgoing heart-beat offered and kept, in ms (the web client's 4000). */
  heartBeatMs?: number;
  /** How long the connection may take until CONNECTED. */
  timeoutMs?: number;
  /** Every open socket is kept here until it closes, so that the bench can terminate them all on Ctrl-C. */
  sockets?: Set<WebSocket>;
}

export interface LightStompEvents {
  /**
   * A MESSAGE frame: its subscription id and body. `at` is `performance.now()` taken when the
   * WebSocket message arrived, before anything else is done with it.
   */
  onMessage(subscription: string, body: string, at: number): void;
  /** The connection ended while still wanted: an ERROR frame (with its message) or the socket closed. */
  onLost(reason: string): void;
}

interface Waiter {
  resolve(): void;
  reject(err: Error): void;
}

/** STOMP 1.2 header value escaping (all frames but CONNECT/CONNECTED). */
function escapeHeader(value: string): string {
  return value.replace(/[\\\n\r:]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\c'));
}

function headerOf(head: string, name: string): string | undefined {
  const match = new RegExp(`\n${name}:([^\n]*)`).exec(head);
  return match?.[1];
}

/**
 * A minimal STOMP 1.2 client on a bare `ws` socket: the frames @stomp/stompjs puts on the wire
 * (CONNECT with heart-beats, SUBSCRIBE with a receipt, SEND with content-length), but no general
 * frame parser: the product's broker sends one frame per WebSocket message, so a frame is its
 * command line, its headers up to the blank line, and its body up to the NUL. It costs the load
 * generator far less CPU per delivery than stompjs, which matters when the generator shares the
 * machine with the server it measures.
 */
export class LightStompClient {
  private readonly receipts = new Map<string, Waiter>();
  private nextReceipt = 0;
  private lastSent = performance.now();
  private heartBeat: ReturnType<typeof setInterval> | undefined;
  private connected = false;
  private closing = false;

  private constructor(private readonly ws: WebSocket, private readonly events: LightStompEvents) {}

  static connect(options: LightStompOptions, events: LightStompEvents): Promise<LightStompClient> {
    const heartBeatMs = options.heartBeatMs ?? 4000;
    const timeoutMs = options.timeoutMs ?? 15_000;
    const ws = new WebSocket(options.url, ['v12.stomp'], { perMessageDeflate: false });
    options.sockets?.add(ws);
    const client = new LightStompClient(ws, events);
    return new Promise<LightStompClient>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`STOMP connect timed out after ${timeoutMs} ms`)), timeoutMs);
      const fail = (err: Error): void => {
        clearTimeout(timer);
        ws.terminate();
        reject(err);
      };
      ws.on('error', (err) => {
        if (!client.connected) fail(err);
        else ws.terminate();
      });
      ws.once('open', () => {
        const headers = { 'accept-version': '1.2', host: '127.0.0.1', 'heart-beat': `${heartBeatMs},${heartBeatMs}`, ...options.connectHeaders };
        client.write(`CONNECT\n${Object.entries(headers).map(([k, v]) => `${k}:${v}`).join('\n')}\n\n\0`);
      });
      ws.once('close', (code: number) => {
        clearInterval(client.heartBeat);
        options.sockets?.delete(ws);
        for (const waiter of client.receipts.values()) waiter.reject(new Error(`the socket closed (${code})`));
        client.receipts.clear();
        if (!client.connected) fail(new Error(`the socket closed before CONNECTED (${code})`));
        else if (!client.closing) events.onLost(`socket closed (${code})`);
      });
      ws.on('message', (data: RawData) => {
        const at = performance.now();
        let text = data.toString();
        if (text.charCodeAt(0) === 10 || text.charCodeAt(0) === 13) {
          text = text.replace(/^[\r\n]+/, '');
          if (text === '') return; // a heart-beat
        }
        const headEnd = text.indexOf('\n\n');
        const head = headEnd === -1 ? text : text.slice(0, headEnd);
        const command = head.slice(0, head.indexOf('\n') === -1 ? head.length : head.indexOf('\n'));
        if (command === 'MESSAGE') {
          const body = text.slice(headEnd + 2, text.lastIndexOf('\0'));
          events.onMessage(headerOf(head, 'subscription') ?? '', body, at);
        } else if (command === 'RECEIPT') {
          const id = headerOf(head, 'receipt-id') ?? '';
          client.receipts.get(id)?.resolve();
          client.receipts.delete(id);
        } else if (command === 'CONNECTED') {
          clearTimeout(timer);
          client.connected = true;
          client.heartBeat = setInterval(() => {
            if (performance.now() - client.lastSent >= heartBeatMs && ws.readyState === WebSocket.OPEN) client.write('\n');
          }, heartBeatMs);
          resolve(client);
        } else if (command === 'ERROR') {
          const message = headerOf(head, 'message') ?? '';
          if (!client.connected) {
            fail(new Error(`STOMP ERROR: ${message}`));
            return;
          }
          const id = headerOf(head, 'receipt-id');
          if (id !== undefined) {
            client.receipts.get(id)?.reject(new Error(`STOMP ERROR: ${message}`));
            client.receipts.delete(id);
          }
          if (!client.closing) events.onLost(`ERROR: ${message}`);
        }
      });
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Subscribes, and resolves once the broker confirms the subscription (receipt). */
  subscribe(id: string, destination: string): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error('the socket is not open'));
    const receipt = this.receipt();
    this.write(`SUBSCRIBE\nid:${escapeHeader(id)}\ndestination:${escapeHeader(destination)}\nreceipt:${receipt.id}\n\n\0`);
    return receipt.done;
  }

  /** SENDs a JSON body; false when the socket is not open. */
  send(destination: string, body: string): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.write(`SEND\ndestination:${escapeHeader(destination)}\ncontent-type:application/json\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    return true;
  }

  /** SENDs with a receipt: resolves once the broker has handled the frame (the policy's work included). */
  sendWithReceipt(destination: string, body: string): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error('the socket is not open'));
    const receipt = this.receipt();
    this.write(
      `SEND\ndestination:${escapeHeader(destination)}\ncontent-type:application/json\nreceipt:${receipt.id}\n`
      + `content-length:${Buffer.byteLength(body)}\n\n${body}\0`,
    );
    return receipt.done;
  }

  /** DISCONNECT and close; resolves when the socket is closed. */
  close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartBeat);
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      if (this.ws.readyState === WebSocket.OPEN) this.ws.send('DISCONNECT\n\n\0');
      this.ws.close(1000);
    });
  }

  private receipt(): { id: string; done: Promise<void> } {
    const id = `r-${++this.nextReceipt}`;
    const done = new Promise<void>((resolve, reject) => this.receipts.set(id, { resolve, reject }));
    return { id, done };
  }

  private write(text: string): void {
    this.lastSent = performance.now();
    this.ws.send(text);
  }
}
