import type { ClusterBus } from './cluster-bus';

/**
 * The HTTP rate limit's counters in the Redis the server processes share, so an address gets its
 * budget once whichever process its requests reach. The rate-limit plugin speaks to Redis the way
 * the `ioredis` client does (a Lua script defined as a command, called back); this gives it that,
 * over the `redis` client the cluster already holds.
 */
export function sharedRateLimitStore(bus: ClusterBus): object {
  const commands: Record<string, unknown> = {
    defineCommand(name: string, { lua }: { numberOfKeys: number; lua: string }) {
      commands[name] = (key: string, ...rest: unknown[]) => {
        const done = rest.pop() as (err: Error | null, result?: unknown) => void;
        bus.redis.eval(lua, { keys: [key], arguments: rest.map(String) }).then(
          (result) => done(null, result),
          (err: Error) => done(err),
        );
      };
    },
  };
  return commands;
}
