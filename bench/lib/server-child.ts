import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { PORT_LINE } from '../servers/report';
import type { ServerStats, StatsReply, StatsRequest } from '../servers/report';
import { log } from './log';

const TSX_LOADER = import.meta.resolve('tsx');

/** Every server child still running: killed on the way out, also on Ctrl-C (see killChildren). */
const liveChildren = new Set<ChildProcess>();

/** Sends SIGTERM to every server child still running. */
export function killChildren(): void {
  for (const child of liveChildren) child.kill('SIGTERM');
  liveChildren.clear();
}

export interface ServerChildOptions {
  /** Named in messages: "<name> server did not start…". */
  name: string;
  /** Where V8 writes the child's CPU profiles (one per thread: the loader has its own). */
  cpuProfDir?: string;
  /** More Node options for the child (for example --expose-gc). */
  execArgv?: string[];
  /** How long the child may take to print its port (default 20 s). */
  startTimeoutMs?: number;
}

/**
 * A server under test in a child process of its own (run through tsx), so that its CPU and memory
 * are its own. The child prints `PORT <n>` on stdout once it listens and answers stats requests over
 * IPC (see servers/report.ts); after the port line, its stdout goes to this process's stderr.
 */
export class ServerChild {
  private readonly waiting = new Map<number, (stats: ServerStats) => void>();
  private nextId = 0;

  private constructor(private readonly child: ChildProcess, readonly port: number) {
    child.on('message', (message: unknown) => {
      const reply = message as StatsReply;
      if (reply?.type !== 'stats') return;
      this.waiting.get(reply.id)?.(reply.stats);
      this.waiting.delete(reply.id);
    });
  }

  /** `script`: absolute path of the child's entry file. */
  static async start(script: string, options: ServerChildOptions): Promise<ServerChild> {
    const { name } = options;
    const execArgv = ['--import', TSX_LOADER, ...(options.execArgv ?? [])];
    if (options.cpuProfDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
    const startTimeoutMs = options.startTimeoutMs ?? 20_000;
    const child = fork(script, [], { execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    liveChildren.add(child);
    child.once('exit', () => liveChildren.delete(child));
    child.on('error', (err) => log(`  ${name} server: ${err.message}`));
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`${name} server did not start within ${startTimeoutMs / 1000} s`)), startTimeoutMs);
      const onData = (chunk: Buffer): void => {
        out += chunk.toString();
        const match = PORT_LINE.exec(out);
        if (match) {
          cleanup();
          resolve(Number(match[1]));
        }
      };
      const onExit = (code: number | null): void => fail(new Error(`${name} server exited (${code}) before listening`));
      const cleanup = (): void => {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        child.stdout?.pipe(process.stderr);
      };
      const fail = (err: Error): void => {
        cleanup();
        child.kill('SIGKILL');
        reject(err);
      };
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
    });
    return new ServerChild(child, port);
  }

  /**
   * Asks the child for its numbers; a loaded child may take a while to answer. With `gc`, a child
   * started with --expose-gc collects garbage first, so its heap figure is what it really keeps.
   */
  stats(timeoutMs = 10_000, options: { gc?: boolean } = {}): Promise<ServerStats> {
    const id = ++this.nextId;
    if (!this.child.connected) return Promise.reject(new Error('the server process is gone'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`server did not report its stats within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, (stats) => {
        clearTimeout(timer);
        resolve(stats);
      });
      const request: StatsRequest = options.gc ? { type: 'stats', id, gc: true } : { type: 'stats', id };
      this.child.send(request);
    });
  }

  /** Whether the child has exited (crashed, or stopped). */
  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}
