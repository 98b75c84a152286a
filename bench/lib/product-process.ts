import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE, FOOD_AVATARS, REST } from '@snackparty/protocol';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The product server as a self-hoster runs it, in a process group of its own (so npm's children stop with it). */
export class ProductProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {}

  /** `command`: what starts it, run in the repository's root (`['npm', 'start']`, `[process.execPath, 'apps/server/dist/server.js']`). */
  static spawn(command: string[], env: Record<string, string>, port: number): ProductProcess {
    const [file, ...args] = command;
    const child = spawn(file!, args, {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    return new ProductProcess(child, `http://127.0.0.1:${port}`);
  }

  /** Resolves once every check answers 200; rejects when the process ends first or after `timeoutMs`. */
  async waitUntilServing(paths: string[], timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}`);
      try {
        const answers = await Promise.all(paths.map((path) => fetch(`${this.base}${path}`)));
        for (const answer of answers) await answer.arrayBuffer();
        if (answers.every((answer) => answer.status === 200)) return;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    throw new Error(`the server did not serve ${paths.join(', ')} within ${timeoutMs / 1000} s`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    process.kill(-this.child.pid!, 'SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (this.child.exitCode === null && this.child.signalCode === null) process.kill(-this.child.pid!, 'SIGKILL');
  }
}

async function call<T>(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${API_BASE}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

let guests = 0;
export async function guestToken(base: string): Promise<string> {
  guests += 1;
  const res = await call<{ accessToken: string }>(base, 'POST', REST.user.guest, undefined, { guestId: `bench-${process.pid}-${guests}-${Date.now()}`, language: 'en' });
  return res.accessToken;
}

/** A room with a shared screen and a game chosen, and `players` phones seated; returns its code. */
export async function createRoomWithPlayers(base: string, players: number, gameType = 'SYNC_THINK'): Promise<string> {
  const host = await guestToken(base);
  const session = await call<{ gameCode: string }>(base, 'POST', REST.gameSession.create, host, { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: gameType });
  await call(base, 'POST', REST.game.create, host, { gameType, gameCode: session.gameCode });
  for (let i = 0; i < players; i += 1) {
    await call(base, 'POST', REST.gameSession.join, await guestToken(base), {
      gameCode: session.gameCode,
      alias: `Player ${String.fromCharCode(65 + i)}`,
      avatarSrc: FOOD_AVATARS[i]!.src,
      userInfo: { host: false },
    });
  }
  return session.gameCode;
}
