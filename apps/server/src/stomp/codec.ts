import { StompProtocolError } from './errors';

/**
 * One STOMP frame. `headers` holds the first occurrence of each header (STOMP 1.2: when a header is
 * repeated, the first one wins); `rawHeaders`, when present, keeps every header line in order.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
  rawHeaders?: ReadonlyArray<readonly [string, string]>;
}

export const CLIENT_COMMANDS: ReadonlySet<string> = new Set([
  'CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT',
]);
export const SERVER_COMMANDS: ReadonlySet<string> = new Set(['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR']);

/**
 * Frames whose header values are not escaped. STOMP 1.2 names CONNECT and CONNECTED; STOMP, the 1.2
 * alias of CONNECT, is treated the same so that clients which send it unescaped are understood.
 */
const UNESCAPED_COMMANDS: ReadonlySet<string> = new Set(['CONNECT', 'STOMP', 'CONNECTED']);
/** Frames that always carry a content-length header, even with an empty body. */
const BODY_COMMANDS: ReadonlySet<string> = new Set(['SEND', 'MESSAGE', 'ERROR']);

export interface FrameParserOptions {
  /** Largest whole frame in bytes (command, headers and body). Default 64 KiB. */
  maxFrameSize?: number;
  /** Largest body in bytes. Default 64 KiB. */
  maxBodySize?: number;
  /** Most header lines in one frame. Default 64. */
  maxHeaders?: number;
  /** Longest header line in bytes, without its EOL. Default 8 KiB. */
  maxHeaderLineLength?: number;
  /** Longest command line in bytes. Default 16 (the longest STOMP command has 11). */
  maxCommandLength?: number;
  /** Which commands are accepted. Default: every STOMP 1.2 client and server command. */
  commands?: ReadonlySet<string>;
  /** Whether header values are unescaped (STOMP 1.1 and 1.2). Default true; false for STOMP 1.0 peers. */
  headerEscaping?: boolean;
}

export const DEFAULT_FRAME_LIMITS = {
  maxFrameSize: 64 * 1024,
  maxBodySize: 64 * 1024,
  maxHeaders: 64,
  maxHeaderLineLength: 8 * 1024,
  maxCommandLength: 16,
} as const;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const ALL_COMMANDS: ReadonlySet<string> = new Set([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);

type State = 'command' | 'headers' | 'body';

/**
 * A streaming STOMP frame parser. Feed it whatever the transport delivers; it returns the frames
 * completed so far and keeps the rest. Works on bytes, so content-length bodies (which may contain
 * NUL) and UTF-8 characters split across chunks are handled. EOLs between frames (heart-beats) are
 * skipped. A violation throws a StompProtocolError, after which the parser refuses further input.
 */
export class FrameParser {
  /** Whether header values are unescaped; switch off for a STOMP 1.0 peer once it has connected. */
  headerEscaping: boolean;

  private readonly maxFrameSize: number;
  private readonly maxBodySize: number;
  private readonly maxHeaders: number;
  private readonly maxHeaderLineLength: number;
  private readonly maxCommandLength: number;
  private readonly commands: ReadonlySet<string>;

  private buf: Buffer = Buffer.allocUnsafe(4096);
  /** Bytes held in `buf`. */
  private len = 0;
  /** Start of the unconsumed input: the current line, or the body. */
  private pos = 0;
  /** Where the next search for LF or NUL continues (everything between pos and scan was searched). */
  private scan = 0;
  private state: State = 'command';
  /** Bytes of the current frame already consumed (command and header lines). */
  private consumed = 0;
  private command = '';
  private headers: Record<string, string> = Object.create(null) as Record<string, string>;
  private rawHeaders: Array<readonly [string, string]> = [];
  private contentLength: number | undefined;
  private failure: StompProtocolError | undefined;

  constructor(options: FrameParserOptions = {}) {
    this.maxFrameSize = options.maxFrameSize ?? DEFAULT_FRAME_LIMITS.maxFrameSize;
    this.maxBodySize = Math.min(options.maxBodySize ?? DEFAULT_FRAME_LIMITS.maxBodySize, this.maxFrameSize);
    this.maxHeaders = options.maxHeaders ?? DEFAULT_FRAME_LIMITS.maxHeaders;
    this.maxHeaderLineLength = options.maxHeaderLineLength ?? DEFAULT_FRAME_LIMITS.maxHeaderLineLength;
    this.maxCommandLength = options.maxCommandLength ?? DEFAULT_FRAME_LIMITS.maxCommandLength;
    this.commands = options.commands ?? ALL_COMMANDS;
    this.headerEscaping = options.headerEscaping ?? true;
  }

  /** Bytes received but not yet part of a returned frame. */
  get bufferedBytes(): number {
    return this.len - this.pos;
  }

  /**
   * Parses a chunk. Returns the frames it completed (possibly none). Throws StompProtocolError on a
   * violation; frames completed earlier in the same chunk are then dropped with it.
   */
  push(chunk: string | Buffer | Uint8Array): StompFrame[] {
    if (this.failure) throw this.failure;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (bytes.length === 0) return [];
    this.append(bytes);
    const frames: StompFrame[] = [];
    try {
      for (;;) {
        const frame = this.state === 'body' ? this.readBody() : this.readLine();
        if (frame === false) break;
        if (frame) frames.push(frame);
      }
    } catch (error) {
      this.failure = error instanceof StompProtocolError ? error : new StompProtocolError(String(error));
      this.buf = Buffer.alloc(0);
      this.len = this.pos = this.scan = 0;
      throw this.failure;
    }
    this.compact();
    return frames;
  }

  private fail(message: string): never {
    throw new StompProtocolError(message);
  }

  private append(bytes: Uint8Array): void {
    const needed = this.len + bytes.length;
    if (needed > this.buf.length) {
      // Drop consumed bytes first; grow only if that is not enough.
      this.compact(true);
      const stillNeeded = this.len + bytes.length;
      if (stillNeeded > this.buf.length) {
        let size = this.buf.length * 2;
        while (size < stillNeeded) size *= 2;
        const next = Buffer.allocUnsafe(size);
        this.buf.copy(next, 0, 0, this.len);
        this.buf = next;
      }
    }
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }

  private compact(force = false): void {
    if (this.pos === 0) return;
    if (this.pos === this.len) {
      this.len = this.pos = this.scan = 0;
      return;
    }
    if (!force && this.pos < this.buf.length / 2) return;
    this.buf.copy(this.buf, 0, this.pos, this.len);
    this.len -= this.pos;
    this.scan -= this.pos;
    this.pos = 0;
  }

  /** Reads one command or header line: undefined when a line was consumed, false when more input is needed. */
  private readLine(): StompFrame | undefined | false {
    const view = this.buf.subarray(0, this.len);
    const lf = view.indexOf(LF, this.scan);
    if (lf === -1) {
      const pending = this.len - this.pos;
      if (this.state === 'command') {
        // +1: the line may end in CR LF.
        if (pending > this.maxCommandLength + 1) this.fail('Command line too long');
      } else {
        if (pending > this.maxHeaderLineLength + 1) this.fail('Header line too long');
        if (this.consumed + pending > this.maxFrameSize) this.fail('Frame too large');
      }
      this.scan = this.len;
      return false;
    }
    const end = lf > this.pos && view[lf - 1] === CR ? lf - 1 : lf;
    const lineLength = end - this.pos;
    const start = this.pos;
    this.pos = this.scan = lf + 1;

    if (this.state === 'command') {
      if (lineLength === 0) return undefined; // a heart-beat, or the EOLs after a frame
      if (lineLength > this.maxCommandLength) this.fail('Command line too long');
      const command = view.toString('latin1', start, end);
      if (!this.commands.has(command)) this.fail('Unknown command');
      this.command = command;
      this.consumed = lf + 1 - start;
      this.headers = Object.create(null) as Record<string, string>;
      this.rawHeaders = [];
      this.state = 'headers';
      return undefined;
    }

    if (lineLength > this.maxHeaderLineLength) this.fail('Header line too long');
    this.consumed += lf + 1 - start;
    if (this.consumed > this.maxFrameSize) this.fail('Frame too large');
    if (lineLength === 0) {
      this.startBody();
      return undefined;
    }
    if (this.rawHeaders.length >= this.maxHeaders) this.fail('Too many headers');
    // NUL ends a frame: in a header it can only be garbage, and no header value may carry one onwards.
    if (view.subarray(start, end).includes(NUL)) this.fail('NUL in a header line');
    const line = view.toString('utf8', start, end);
    const colon = line.indexOf(':');
    if (colon <= 0) this.fail('Malformed header line');
    const escaped = this.headerEscaping && !UNESCAPED_COMMANDS.has(this.command);
    const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    this.rawHeaders.push([name, value]);
    if (!Object.hasOwn(this.headers, name)) this.headers[name] = value;
    return undefined;
  }

  private startBody(): void {
    this.state = 'body';
    const declared = this.headers['content-length'];
    this.contentLength = undefined;
    if (declared === undefined) return;
    if (!/^\d{1,10}$/.test(declared)) this.fail('Invalid content-length');
    const length = Number(declared);
    if (length > this.maxBodySize) this.fail('Body too large');
    if (this.consumed + length + 1 > this.maxFrameSize) this.fail('Frame too large');
    this.contentLength = length;
  }

  /** Reads the body of the current frame: the frame once complete, false when more input is needed. */
  private readBody(): StompFrame | false {
    let bodyEnd: number;
    if (this.contentLength !== undefined) {
      if (this.len - this.pos < this.contentLength + 1) return false;
      bodyEnd = this.pos + this.contentLength;
      if (this.buf[bodyEnd] !== NUL) this.fail('Frame body longer than its content-length');
    } else {
      const view = this.buf.subarray(0, this.len);
      const nul = view.indexOf(NUL, this.scan);
      if (nul === -1) {
        const pending = this.len - this.pos;
        if (pending > this.maxBodySize) this.fail('Body too large');
        if (this.consumed + pending > this.maxFrameSize) this.fail('Frame too large');
        this.scan = this.len;
        return false;
      }
      bodyEnd = nul;
      if (bodyEnd - this.pos > this.maxBodySize) this.fail('Body too large');
      if (this.consumed + bodyEnd - this.pos + 1 > this.maxFrameSize) this.fail('Frame too large');
    }
    const frame: StompFrame = {
      command: this.command,
      headers: this.headers,
      body: this.buf.toString('utf8', this.pos, bodyEnd),
      rawHeaders: this.rawHeaders,
    };
    this.pos = this.scan = bodyEnd + 1;
    this.state = 'command';
    this.consumed = 0;
    this.command = '';
    this.headers = Object.create(null) as Record<string, string>;
    this.rawHeaders = [];
    this.contentLength = undefined;
    return frame;
  }
}

/** Reverses STOMP 1.2 header escaping. An undefined escape sequence is a protocol error. */
export function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[++i];
    switch (next) {
      case 'r': out += '\r'; break;
      case 'n': out += '\n'; break;
      case 'c': out += ':'; break;
      case '\\': out += '\\'; break;
      default:
        throw new StompProtocolError(next === undefined
          ? 'Unterminated escape sequence in header'
          : `Undefined escape sequence \\${next} in header`);
    }
  }
  return out;
}

/** Applies STOMP 1.2 header escaping (backslash, CR, LF and colon). */
export function escapeHeader(text: string): string {
  return /[\\\r\n:]/.test(text)
    ? text.replace(/[\\\r\n:]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c'))
    : text;
}

/** CONNECT/CONNECTED headers cannot be escaped: keep them on one line instead. */
function flattenHeader(text: string, isName: boolean): string {
  return text.replace(isName ? /[\r\n:]/g : /[\r\n]/g, ' ');
}

/**
 * Serialises a frame. Header names and values are escaped (except for CONNECT, STOMP and CONNECTED,
 * whose values are kept on one line instead); `content-length` is computed from the body's UTF-8 size
 * (any content-length passed in is replaced) and set whenever there is a body, or always for SEND,
 * MESSAGE and ERROR. `rawHeaders`, when present, is written instead of `headers` (repeats kept).
 */
export function serializeFrame(frame: StompFrame): string {
  const escaped = !UNESCAPED_COMMANDS.has(frame.command);
  let out = `${frame.command}\n`;
  const entries = frame.rawHeaders ?? Object.entries(frame.headers);
  for (const [name, value] of entries) {
    if (name === 'content-length') continue;
    out += escaped
      ? `${escapeHeader(name)}:${escapeHeader(value)}\n`
      : `${flattenHeader(name, true)}:${flattenHeader(value, false)}\n`;
  }
  if (frame.body.length > 0 || BODY_COMMANDS.has(frame.command)) {
    out += `content-length:${Buffer.byteLength(frame.body, 'utf8')}\n`;
  }
  return `${out}\n${frame.body}\0`;
}
