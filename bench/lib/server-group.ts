import type { ServerStats } from '../servers/report';
import { ServerChild, type ServerChildOptions } from './server-child';

/**
 * Several servers under test sharing the rooms (PostgreSQL and Redis), answered for as one: their
 * CPU, loop and memory figures are summed, so a run on two is read as a run on one.
 */
export class ServerGroup {
  private constructor(readonly members: readonly ServerChild[]) {}

  /** Starts `count` servers one after the other (the first makes the database's tables). */
  static async start(count: number, script: string, options: ServerChildOptions): Promise<ServerGroup> {
    const members: ServerChild[] = [];
    try {
      for (let i = 0; i < count; i++) {
        members.push(await ServerChild.start(script, { ...options, name: `${options.name} ${i + 1}`, cpuProfDir: options.cpuProfDir && `${options.cpuProfDir}/server-${i + 1}` }));
      }
    } catch (err) {
      await Promise.allSettled(members.map((m) => m.stop()));
      throw err;
    }
    return new ServerGroup(members);
  }

  /** The port of the first: where the REST set-up goes. */
  get port(): number {
    return this.members[0]!.port;
  }

  /** The port of the server a client number `n` connects to: spread in turn, as a load balancer would. */
  portFor(n: number): number {
    return this.members[n % this.members.length]!.port;
  }

  get exited(): boolean {
    return this.members.some((m) => m.exited);
  }

  async stats(timeoutMs?: number, options?: { gc?: boolean }): Promise<ServerStats> {
    const all = await Promise.all(this.members.map((m) => m.stats(timeoutMs, options)));
    const sum = (pick: (s: ServerStats) => number) => all.reduce((total, s) => total + pick(s), 0);
    return {
      // The servers' clocks start at different moments: the first's stands for the group's.
      at: all[0]!.at,
      userUs: sum((s) => s.userUs),
      systemUs: sum((s) => s.systemUs),
      rss: sum((s) => s.rss),
      maxRss: sum((s) => s.maxRss),
      heapUsed: sum((s) => s.heapUsed),
      eluIdle: sum((s) => s.eluIdle),
      eluActive: sum((s) => s.eluActive),
      connections: sum((s) => s.connections),
      loopDelayMaxMs: Math.max(...all.map((s) => s.loopDelayMaxMs)),
    };
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.members.map((m) => m.stop()));
  }
}
