import { setImmediate as realSetImmediate } from 'node:timers';
import { FrameParser, serializeFrame } from '../../src/stomp/codec';
import type { StompFrame } from '../../src/stomp/codec';
import type { StompConnection } from '../../src/stomp/broker';

// Captured at import: fake timers replace the global, not this binding.
const nextMacrotask = (): Promise<void> => new Promise((resolve) => realSetImmediate(resolve));

/** Lets pending promise chains (policy calls, frame queues) run to completion. */
export async function flush(turns = 3): Promise<void> {
  for (let i = 0; i < turns; i++) await nextMacrotask();
}

/** The client end of an in-memory connection: what the broker sent, parsed, and a way to talk back. */
export class MemoryClient {
  readonly connection: StompConnection;
  readonly frames: StompFrame[] = [];
  /** What the broker sent, as it was handed over (text or bytes). */
  readonly sent: Array<string | Buffer> = [];
  /** Heart-beat EOLs received. */
  heartBeats = 0;
  closed = false;
  /** How many times the broker called close(). */
  closeCalls = 0;
  private readonly parser = new FrameParser({ maxFrameSize: 1 << 20, maxBodySize: 1 << 20 });
  private dataListener: ((chunk: string | Buffer) => void) | undefined;
  private closeListener: (() => void) | undefined;

  constructor(remoteAddress = '10.0.0.1') {
    this.connection = {
      remoteAddress,
      send: (data) => {
        if (this.closed) throw new Error('send after close');
        this.sent.push(data);
        const text = typeof data === 'string' ? data : data.toString('utf8');
        if (/^(\r?\n)+$/.test(text)) this.heartBeats++;
        this.frames.push(...this.parser.push(text));
      },
      close: () => {
        this.closeCalls++;
        if (this.closed) return;
        this.closed = true;
        queueMicrotask(() => this.closeListener?.());
      },
      onData: (listener) => {
        this.dataListener = listener;
      },
      onClose: (listener) => {
        this.closeListener = listener;
      },
    };
  }

  /** Sends raw text (or bytes) to the broker. */
  write(data: string | Buffer): void {
    if (this.closed) throw new Error('write after close');
    this.dataListener?.(data);
  }

  sendFrame(command: string, headers: Record<string, string> = {}, body = ''): void {
    this.write(serializeFrame({ command, headers, body }));
  }

  async connect(headers: Record<string, string> = {}): Promise<StompFrame> {
    this.sendFrame('CONNECT', { 'accept-version': '1.2', host: 'test', ...headers });
    await flush();
    const frame = this.frames.at(-1);
    if (!frame) throw new Error('no answer to CONNECT');
    return frame;
  }

  /** The client drops the connection. */
  hangUp(): void {
    if (this.closed) return;
    this.closed = true;
    this.closeListener?.();
  }

  of(command: string): StompFrame[] {
    return this.frames.filter((f) => f.command === command);
  }

  last(): StompFrame | undefined {
    return this.frames.at(-1);
  }
}
