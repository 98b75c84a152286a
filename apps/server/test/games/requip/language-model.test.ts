/**
 * The hidden AI's answers written by a language model: a local server in the test speaks the
 * OpenAI chat-completions protocol, and the app is pointed at it as `LLM_URL` would point it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/app';
import type { Config } from '../../../src/config';
import { testConfig } from '../../helpers/app';
import { testDatabase } from '../../helpers/database';
import { FakeTimers } from '../../helpers/fake-timers';
import { RequipRoom, type Phone } from './requip-room';

interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: { model: string; messages: Array<{ role: string; content: string }>; max_tokens?: number };
}

/** What the model server does with one request: a status and body after a pause. */
type Reply = (request: ChatRequest, n: number) => { delayMs?: number; status?: number; body: string };

const completion = (content: string) =>
  JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: 'party-model', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

/** A chat-completions endpoint under `/v1`, answering as `reply` says and recording every request. */
class ModelServer {
  readonly requests: ChatRequest[] = [];
  reply: Reply = () => ({ body: completion('a sensible answer') });
  private readonly server: Server;
  private readonly open = new Set<ServerResponse>();

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        const request: ChatRequest = { headers: req.headers, body: JSON.parse(raw) as ChatRequest['body'] };
        this.requests.push(request);
        const { delayMs = 0, status = 200, body } = this.reply(request, this.requests.length - 1);
        this.open.add(res);
        setTimeout(() => {
          this.open.delete(res);
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(body);
        }, delayMs);
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The prompt a request asks about. */
  static promptOf(request: ChatRequest): string {
    const user = request.body.messages.find((m) => m.role === 'user')!.content;
    return /^Prompt: (.*)$/m.exec(user)![1]!;
  }
}

type Prompt = { id: string; text: string; ai: string | null; aiWritten?: string | null };
const promptsOf = (room: RequipRoom) => (room.match.state as { prompts: Prompt[] }).prompts;

describe('REQUIP’s hidden AI written by a language model', () => {
  let model: ModelServer;
  let url: string;
  let room: RequipRoom;
  let logs: string[];

  beforeEach(async () => {
    model = new ModelServer();
    url = await model.start();
    logs = [];
  });
  afterEach(async () => {
    await room?.close();
    await model.stop();
  });

  async function play(config: Partial<Config>, language = 'en'): Promise<Phone[]> {
    room = await RequipRoom.open(config, logs);
    await room.create({ language, numberOfRounds: 1 });
    const phones = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    await room.seen();
    return phones;
  }

  /** Every phone answers its prompts at once, in lower case and without a full stop. */
  function answerAll(phones: Phone[]): void {
    for (const phone of phones) {
      for (const [i, p] of room.view(phone)!.game.prompts.entries()) room.move(phone, 'answer', { promptId: p.promptId, text: `${phone.alias.toLowerCase()} answer ${i}` });
    }
  }

  const llm = (timeoutMs = 8000): Partial<Config> => ({ llm: { url, model: 'party-model', apiKey: 'sk-test-secret-key', timeoutMs } });

  it('writes each prompt’s AI answer in the room’s language as the prompt is dealt, and the vote shows it', async () => {
    model.reply = (request) => ({ body: completion(`Answer: "Die ${ModelServer.promptOf(request).length} Schnecken."`) });
    const phones = await play(llm(), 'de');
    // Asked as the prompts were dealt, before anyone answered: one request per prompt.
    await room.tv.until(() => promptsOf(room).every((p) => p.aiWritten !== undefined), 'the model’s answers handed in');
    expect(model.requests).toHaveLength(3);
    expect(model.requests.map((r) => ModelServer.promptOf(r)).sort()).toEqual(promptsOf(room).map((p) => p.text).sort());
    for (const request of model.requests) {
      expect(request.body.model).toBe('party-model');
      expect(request.headers.authorization).toBe('Bearer sk-test-secret-key');
      expect(request.body.messages[0]!.content).toContain('Write in German only');
      expect(request.body.max_tokens).toBeLessThanOrEqual(100);
    }
    // Handed in, it shows nowhere yet: not on the TV, not on a phone.
    const written = promptsOf(room).map((p) => p.aiWritten!);
    for (const text of written) expect(text).toMatch(/^Die \d+ Schnecken\.$/);
    await room.seen();
    const screens = JSON.stringify([room.hostView(), ...phones.map((p) => room.view(p))]);
    expect(screens).not.toContain('Schnecken');

    answerAll(phones);
    await room.tv.until(() => room.match.stage === 'vote', 'the vote');
    await room.seen();
    // In the players' style: lower case, no full stop.
    for (const p of promptsOf(room)) expect(p.ai).toBe(p.aiWritten!.toLowerCase().replace(/\.$/, ''));
    const onScreen = room.hostView()!.game.current!.answers.map((a) => a.responseText);
    expect(onScreen.some((text) => /^die \d+ schnecken$/.test(text))).toBe(true);
    expect(logs.join('')).not.toMatch(/sk-test-secret-key|Schnecken/);
    // The server's key for its moves stays with the match in memory: not stored with the room, not shown.
    const stored = await room.app.inject({ method: 'GET', url: `/api/v1/game/${room.code}` });
    expect(stored.body).not.toMatch(/aiWriterKey|customPrompts/);
    expect(JSON.stringify([room.hostView(), ...phones.map((p) => room.view(p))])).not.toMatch(/aiWriterKey|aiWritten/);
  }, 60_000);

  it('answers from the bank when the model is too slow, without holding the round up past the timeout', async () => {
    // A reply no answer of the bank could be mistaken for.
    model.reply = () => ({ delayMs: 5_000, body: completion('Zzyzx the slow reply') });
    const phones = await play(llm(400));
    const started = Date.now();
    answerAll(phones);
    await room.tv.until(() => room.match.stage === 'vote', 'the vote', 4_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(model.requests).toHaveLength(3);
    for (const p of promptsOf(room)) {
      expect(p.aiWritten).toBeNull();
      expect(p.ai).toBeTruthy();
      expect(p.ai).not.toMatch(/zzyzx/i);
    }
    await room.app.gameServers.idle();
    // Why is logged, without the key or the prompts.
    expect(logs.join('')).toContain('timed out');
    expect(logs.join('')).not.toContain('sk-test-secret-key');
    for (const p of promptsOf(room)) expect(logs.join('')).not.toContain(p.text);
  }, 60_000);

  it('answers from the bank when the reply is malformed, an error, or no answer a player could give', async () => {
    const replies = [
      { body: '{"unexpected": true}' },
      { body: 'this is not json' },
      { status: 500, body: '{"error": {"message": "model crashed"}}' },
      { body: completion(`  ${'much too long '.repeat(12)}`) },
      { body: completion('<think>the players want something silly</think>\n\n') },
    ];
    const seen: string[] = [];
    model.reply = (request, n) => {
      seen.push(ModelServer.promptOf(request));
      return replies[n % replies.length]!;
    };
    // Five players: five prompts, one for each kind of bad reply.
    room = await RequipRoom.open(llm(), logs);
    await room.create({ numberOfRounds: 1 });
    const phones = await room.seat(['Ann', 'Bob', 'Cid', 'Dan', 'Eve']);
    await room.start();
    await room.seen();
    await room.tv.until(() => promptsOf(room).every((p) => p.aiWritten !== undefined), 'every reply handled');
    expect(model.requests).toHaveLength(5);
    for (const p of promptsOf(room)) expect(p.aiWritten).toBeNull();
    answerAll(phones);
    await room.tv.until(() => room.match.stage === 'vote', 'the vote');
    for (const p of promptsOf(room)) expect(p.ai).toMatch(/\S/);
    await room.app.gameServers.idle();
    expect(logs.join('')).toContain('the bundled answers stand in');
  }, 60_000);

  it('asks again for the answers still missing when a restarted server picks the answer stage up', async () => {
    // The first server's model never answers in time; the players are all done, the stage waits for it.
    model.reply = () => ({ delayMs: 60_000, body: completion('never arrives') });
    const phones = await play(llm(30_000));
    await room.tv.until(() => model.requests.length === 3, 'the first questions');
    answerAll(phones);
    await room.tv.until(() => phones.every((p) => room.view(p)!.game.prompts.every((x) => x.existingAnswer !== null)), 'every answer in');
    expect(room.match.stage).toBe('answer');
    const code = room.code;
    await room.close();

    // The restarted server (a new key of its own) asks the model again and the round goes on.
    model.reply = (request) => ({ body: completion(`second thoughts on ${ModelServer.promptOf(request).length}`) });
    const again: FastifyInstance = await build({ config: testConfig(llm()), database: await testDatabase(), logger: false, timers: new FakeTimers(Date.now()) });
    try {
      const deadline = Date.now() + 10_000;
      while (again.games.matchOf(code)?.match.stage !== 'vote') {
        if (Date.now() > deadline) throw new Error('the resumed round never reached its vote');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(model.requests).toHaveLength(6);
      const prompts = (again.games.matchOf(code)!.match.state as { prompts: Prompt[] }).prompts;
      for (const p of prompts) expect(p.ai).toMatch(/^second thoughts on \d+$/);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('calls nothing when no model is configured, and the round does not wait for one', async () => {
    // Were a client made anyway, the environment would lead it here.
    const previous = process.env.OPENAI_BASE_URL;
    process.env.OPENAI_BASE_URL = url;
    try {
      const phones = await play({});
      answerAll(phones);
      await room.tv.until(() => room.match.stage === 'vote', 'the vote');
      expect(model.requests).toHaveLength(0);
      for (const p of promptsOf(room)) expect(p.aiWritten).toBeUndefined();
      // And no phone can hand in an AI answer: the move does not exist for it.
    } finally {
      if (previous === undefined) delete process.env.OPENAI_BASE_URL;
      else process.env.OPENAI_BASE_URL = previous;
    }
  }, 60_000);
});
