import { describe, expect, it } from 'vitest';
import { FrameParser, escapeHeader, serializeFrame, unescapeHeader } from '../../src/stomp/codec';
import type { StompFrame } from '../../src/stomp/codec';
import { StompProtocolError } from '../../src/stomp/errors';

const plain = (frame: StompFrame) => ({ command: frame.command, headers: { ...frame.headers }, body: frame.body });

describe('FrameParser', () => {
  it('parses a frame delivered byte by byte', () => {
    const parser = new FrameParser();
    const bytes = Buffer.from('SEND\ndestination:/common/ABCD/playersUpdated\nreceipt:7\n\nhello\0');
    const frames: StompFrame[] = [];
    for (const byte of bytes) frames.push(...parser.push(Buffer.from([byte])));
    expect(frames.map(plain)).toEqual([
      { command: 'SEND', headers: { destination: '/common/ABCD/playersUpdated', receipt: '7' }, body: 'hello' },
    ]);
    expect(parser.bufferedBytes).toBe(0);
  });

  it('returns nothing until a frame is complete', () => {
    const parser = new FrameParser();
    expect(parser.push('SEND\ndestination:/a\n')).toEqual([]);
    expect(parser.push('\nbo')).toEqual([]);
    expect(parser.push('dy\0').map(plain)).toEqual([{ command: 'SEND', headers: { destination: '/a' }, body: 'body' }]);
  });

  it('parses several frames in one chunk, with heart-beat EOLs between them', () => {
    const parser = new FrameParser();
    const frames = parser.push('\n\r\nSUBSCRIBE\nid:1\ndestination:/a\n\n\0\n\nSEND\ndestination:/a\n\nx\0\r\n\nDISCONNECT\n\n\0\n');
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'SEND', 'DISCONNECT']);
    expect(frames[1]!.body).toBe('x');
    expect(parser.push('\n\n\r\n')).toEqual([]);
    expect(parser.bufferedBytes).toBe(0);
  });

  it('reads a content-length body containing NUL octets', () => {
    const parser = new FrameParser();
    const body = 'a\0b\0c';
    const frames = parser.push(`SEND\ndestination:/a\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0SEND\ndestination:/b\n\n\0`);
    expect(frames.map(plain)).toEqual([
      { command: 'SEND', headers: { destination: '/a', 'content-length': '5' }, body },
      { command: 'SEND', headers: { destination: '/b' }, body: '' },
    ]);
  });

  it('counts content-length in bytes, not characters', () => {
    const parser = new FrameParser();
    const body = 'héllo 🎉';
    const frames = parser.push(`SEND\ndestination:/a\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frames[0]!.body).toBe(body);
  });

  it('rejects a content-length body not followed by NUL', () => {
    const parser = new FrameParser();
    expect(() => parser.push('SEND\ndestination:/a\ncontent-length:2\n\nabc\0')).toThrow(StompProtocolError);
  });

  it('rejects a malformed content-length', () => {
    expect(() => new FrameParser().push('SEND\ncontent-length:-1\n\n\0')).toThrow(/content-length/);
    expect(() => new FrameParser().push('SEND\ncontent-length:abc\n\n\0')).toThrow(/content-length/);
  });

  it('accepts CRLF line endings', () => {
    const parser = new FrameParser();
    const frames = parser.push('SEND\r\ndestination:/a\r\nfoo:bar\r\n\r\nbody\r\n\0\r\n');
    expect(frames.map(plain)).toEqual([{ command: 'SEND', headers: { destination: '/a', foo: 'bar' }, body: 'body\r\n' }]);
  });

  it('unescapes header names and values', () => {
    const parser = new FrameParser();
    const [frame] = parser.push('SEND\ndestination:/a\nk\\cey:line1\\nline2\\r\\c\\\\end\n\n\0');
    expect(frame!.headers['k:ey']).toBe('line1\nline2\r:\\end');
  });

  it('keeps a colon inside a header value and splits at the first one', () => {
    const [frame] = new FrameParser().push('SEND\ndestination:/a\nx:a:b\n\n\0');
    expect(frame!.headers.x).toBe('a:b');
  });

  it('does not unescape CONNECT, STOMP and CONNECTED headers', () => {
    const parser = new FrameParser();
    const frames = parser.push('CONNECT\npasscode:a\\b\\c\n\n\0STOMP\nlogin:x\\ny\n\n\0CONNECTED\nserver:a\\tb\n\n\0');
    expect(frames.map((f) => f.headers)).toEqual([{ passcode: 'a\\b\\c' }, { login: 'x\\ny' }, { server: 'a\\tb' }]);
  });

  it('treats an undefined escape sequence as a protocol error', () => {
    expect(() => new FrameParser().push('SEND\ndestination:/a\\t\n\n\0')).toThrow(/Undefined escape/);
    expect(() => new FrameParser().push('SEND\ndestination:/a\\\n\n\0')).toThrow(StompProtocolError);
  });

  it('does not unescape when header escaping is switched off (STOMP 1.0 peers)', () => {
    const parser = new FrameParser({ headerEscaping: false });
    expect(parser.push('SEND\ndestination:/a\\t\n\n\0')[0]!.headers.destination).toBe('/a\\t');
  });

  it('keeps the first occurrence of a repeated header, and all of them in rawHeaders', () => {
    const [frame] = new FrameParser().push('MESSAGE\nfoo:first\nfoo:second\nbar:1\n\n\0');
    expect(frame!.headers.foo).toBe('first');
    expect(frame!.rawHeaders).toEqual([['foo', 'first'], ['foo', 'second'], ['bar', '1']]);
  });

  it('is not fooled by header names that exist on Object.prototype', () => {
    const [frame] = new FrameParser().push('SEND\nconstructor:x\n__proto__:y\ntoString:z\n\n\0');
    expect(frame!.headers.constructor).toBe('x');
    expect(frame!.headers.toString).toBe('z');
    expect(Object.keys(frame!.headers)).toEqual(['constructor', '__proto__', 'toString']);
    expect(new FrameParser().push('SEND\n\n\0')[0]!.headers.constructor).toBeUndefined();
  });

  it('reassembles UTF-8 characters split across Buffer chunks', () => {
    const parser = new FrameParser();
    const bytes = Buffer.from('SEND\ndestination:/é\nname:Zoë 😀\n\nnaïve 🎉 body\0');
    const frames: StompFrame[] = [];
    // Split inside every multibyte sequence: chunks of one byte and of three bytes.
    for (let i = 0; i < bytes.length; i += i % 2 === 0 ? 1 : 3) frames.push(...parser.push(bytes.subarray(i, i + (i % 2 === 0 ? 1 : 3))));
    expect(frames.map(plain)).toEqual([{ command: 'SEND', headers: { destination: '/é', name: 'Zoë 😀' }, body: 'naïve 🎉 body' }]);
  });

  it('rejects unknown commands and garbage', () => {
    expect(() => new FrameParser().push('HELLO\n\n\0')).toThrow(/Unknown command/);
    expect(() => new FrameParser().push('GET / HTTP/1.1\r\n')).toThrow(StompProtocolError);
    expect(() => new FrameParser().push('send\n\n\0')).toThrow(/Unknown command/);
    // A long line without EOL fails as soon as it is longer than any command.
    expect(() => new FrameParser().push('X'.repeat(40))).toThrow(/Command line too long/);
  });

  it('rejects a header line without a colon', () => {
    expect(() => new FrameParser().push('SEND\nnocolon\n\n\0')).toThrow(/Malformed header/);
  });

  it('enforces the body size limit with and without content-length', () => {
    const limits = { maxBodySize: 100, maxFrameSize: 1000 };
    expect(() => new FrameParser(limits).push('SEND\ncontent-length:101\n\n')).toThrow(/Body too large/);
    expect(() => new FrameParser(limits).push(`SEND\n\n${'x'.repeat(101)}`)).toThrow(/Body too large/);
    expect(() => new FrameParser(limits).push(`SEND\n\n${'x'.repeat(101)}\0`)).toThrow(/Body too large/);
    expect(new FrameParser(limits).push(`SEND\n\n${'x'.repeat(100)}\0`)[0]!.body).toHaveLength(100);
  });

  it('rejects a 64 KiB body by default, without waiting for the end of it', () => {
    const parser = new FrameParser();
    expect(() => parser.push(`SEND\ndestination:/a\n\n${'x'.repeat(64 * 1024 + 1)}`)).toThrow(/too large/);
    expect(() => new FrameParser().push('SEND\ncontent-length:70000\n\n')).toThrow(/too large/);
  });

  it('accepts a body of exactly the default limit when the frame fits', () => {
    const parser = new FrameParser({ maxFrameSize: 70 * 1024 });
    const body = 'y'.repeat(64 * 1024);
    expect(parser.push(`SEND\ndestination:/a\n\n${body}\0`)[0]!.body).toBe(body);
  });

  it('enforces the whole-frame limit', () => {
    const parser = new FrameParser({ maxFrameSize: 64, maxBodySize: 64 });
    expect(() => parser.push(`SEND\ndestination:/${'a'.repeat(40)}\n\n${'b'.repeat(30)}\0`)).toThrow(/Frame too large/);
  });

  it('enforces the header count and header line limits', () => {
    const many = Array.from({ length: 65 }, (_, i) => `h${i}:v`).join('\n');
    expect(() => new FrameParser().push(`SEND\n${many}\n\n\0`)).toThrow(/Too many headers/);
    const sixtyFour = Array.from({ length: 64 }, (_, i) => `h${i}:v`).join('\n');
    expect(new FrameParser().push(`SEND\n${sixtyFour}\n\n\0`)).toHaveLength(1);
    expect(() => new FrameParser().push(`SEND\nx:${'v'.repeat(8 * 1024)}\n\n\0`)).toThrow(/Header line too long/);
    // Also without waiting for the end of the line.
    expect(() => new FrameParser().push(`SEND\nx:${'v'.repeat(9 * 1024)}`)).toThrow(/Header line too long/);
  });

  it('refuses further input after an error', () => {
    const parser = new FrameParser();
    expect(() => parser.push('NOPE\n\n\0')).toThrow(StompProtocolError);
    expect(() => parser.push('SEND\n\n\0')).toThrow(StompProtocolError);
  });

  it('handles many frames over many chunks without losing any', () => {
    const parser = new FrameParser();
    const text = Array.from({ length: 500 }, (_, i) => serializeFrame({ command: 'SEND', headers: { destination: `/d/${i}` }, body: `body ${i} ${'z'.repeat(i)}` })).join('\n');
    const bytes = Buffer.from(text);
    const frames: StompFrame[] = [];
    for (let i = 0; i < bytes.length; i += 997) frames.push(...parser.push(bytes.subarray(i, i + 997)));
    expect(frames).toHaveLength(500);
    expect(frames[499]!.headers.destination).toBe('/d/499');
    expect(frames[499]!.body).toBe(`body 499 ${'z'.repeat(499)}`);
  });
});

describe('serializeFrame', () => {
  it('escapes headers and round-trips through the parser', () => {
    const frame = { command: 'MESSAGE', headers: { destination: '/a:b', 'we:ird\nname': 'line1\nline2\r\\x:y' }, body: 'body\0with NUL' };
    const text = serializeFrame(frame);
    expect(text).toContain('destination:/a\\cb\n');
    expect(text).toContain('we\\cird\\nname:line1\\nline2\\r\\\\x\\cy\n');
    const [parsed] = new FrameParser().push(text);
    expect(plain(parsed!)).toEqual({ ...frame, headers: { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) } });
  });

  it('sets content-length from the UTF-8 size, replacing any given', () => {
    const text = serializeFrame({ command: 'SEND', headers: { destination: '/a', 'content-length': '999' }, body: 'é' });
    expect(text).toBe('SEND\ndestination:/a\ncontent-length:2\n\né\0');
  });

  it('adds content-length to empty MESSAGE/ERROR/SEND bodies only', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '1' }, body: '' })).toBe('RECEIPT\nreceipt-id:1\n\n\0');
    expect(serializeFrame({ command: 'ERROR', headers: {}, body: '' })).toBe('ERROR\ncontent-length:0\n\n\0');
  });

  it('does not escape CONNECTED headers but keeps them on one line', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', server: 'a:b\nc' }, body: '' }))
      .toBe('CONNECTED\nversion:1.2\nserver:a:b c\n\n\0');
  });

  it('writes repeated headers from rawHeaders', () => {
    const text = serializeFrame({ command: 'SEND', headers: { a: '1' }, rawHeaders: [['a', '1'], ['a', '2']], body: '' });
    expect(text).toBe('SEND\na:1\na:2\ncontent-length:0\n\n\0');
  });

  it('escape and unescape are inverse', () => {
    for (const s of ['', 'plain', 'a:b', '\\', '\\n', '\r\n:\\c', 'é🎉']) expect(unescapeHeader(escapeHeader(s))).toBe(s);
  });
});
