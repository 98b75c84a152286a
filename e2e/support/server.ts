import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * The real server as a child process on its own data folder, so a test can stop and start it again
 * (a restart) and find its rooms still there.
 */
export class ServerProcess {
  private child?: ChildProcess;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'snackparty-e2e-'));
  log = '';

  /**
   * `env`: extra environment for the server (SMTP_URL, OAuth endpoints, …). `nodeArgs`: what node
   * runs; the TypeScript sources through tsx unless a test runs the compiled server as `npm start` does.
   */
  constructor(
    readonly port: number,
    readonly env: Record<string, string> = {},
    readonly nodeArgs: string[] = ['--import', 'tsx', join(ROOT, 'apps/server/src/server.ts')],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, this.nodeArgs, {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // Every match the engine hands back is frozen: code that changes one in place fails the test.
        SNACKPARTY_FREEZE_MATCHES: '1',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${this.log}`);
      try {
        const res = await fetch(`${this.url}/api/v1/health`);
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not start:\n${this.log}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  dispose(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
