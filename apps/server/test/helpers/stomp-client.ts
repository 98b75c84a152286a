import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';

/** A @stomp/stompjs client in Node, as a browser would use it, with helpers to wait for messages. */
export class TestStompClient {
  readonly client: Client;
  readonly received: Array<{ destination: string; body: unknown }> = [];
  readonly errors: IFrame[] = [];
  closed = false;
  private waiters: Array<() => void> = [];
  private receipts = 0;

  /** `socket`: options for the WebSocket (a test CA for `wss://` through a proxy). */
  constructor(url: string, connectHeaders: Record<string, string>, socket?: WebSocket.ClientOptions) {
    this.client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp'], socket),
      connectHeaders,
      heartbeatIncoming: 4000,
      heartbeatOutgoing: 4000,
      reconnectDelay: 0,
      debug: () => undefined,
    });
    this.client.onStompError = (frame) => {
      this.errors.push(frame);
      this.notify();
    };
    this.client.onWebSocketClose = () => {
      this.closed = true;
      this.notify();
    };
  }

  static async connect(url: string, headers: Record<string, string>, socket?: WebSocket.ClientOptions): Promise<TestStompClient> {
    const c = new TestStompClient(url, headers, socket);
    await new Promise<void>((resolve) => {
      c.client.onConnect = () => resolve();
      const close = c.client.onWebSocketClose;
      c.client.onWebSocketClose = (e) => {
        close(e);
        resolve();
      };
      c.client.activate();
    });
    return c;
  }

  get connected(): boolean {
    return this.client.connected;
  }

  /** Subscribes and resolves once the broker confirms it with a RECEIPT. */
  subscribe(destination: string): Promise<void> {
    const receipt = `sub-${++this.receipts}`;
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.subscribe(
      destination,
      (m: IMessage) => {
        this.received.push({ destination, body: m.body ? JSON.parse(m.body) : undefined });
        this.notify();
      },
      { receipt },
    );
    return confirmed;
  }

  send(destination: string, body: unknown = {}): void {
    this.client.publish({ destination, body: JSON.stringify(body) });
  }

  messages(destination: string): unknown[] {
    return this.received.filter((m) => m.destination === destination).map((m) => m.body);
  }

  /** Resolves when the condition holds, or fails after the timeout. */
  async until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    await this.client.deactivate();
  }

  private notify(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}
