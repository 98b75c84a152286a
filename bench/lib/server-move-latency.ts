/**
 * The servers' own view of a move's latency: `snackparty_move_seconds` from each server's `/metrics`
 * (from the move reaching the server to its answer), summed over the servers. Read before and after a
 * window, it tells how much of the latency a phone sees is spent inside the server, and how much in
 * the sockets, the kernel and the generator around it.
 */
export type MoveBuckets = Map<number, number>;

const BUCKET = /^snackparty_move_seconds_bucket\{(?=[^}]*outcome="applied")[^}]*le="([^"]+)"[^}]*\} (\d+)/;

/** The cumulative counts of applied moves per bucket edge (seconds), summed over the servers. */
export async function readMoveBuckets(ports: readonly number[]): Promise<MoveBuckets> {
  const buckets: MoveBuckets = new Map();
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      const match = BUCKET.exec(line);
      if (!match) continue;
      const edge = match[1] === '+Inf' ? Infinity : Number(match[1]);
      buckets.set(edge, (buckets.get(edge) ?? 0) + Number(match[2]));
    }
  }
  return buckets;
}

export interface ServerMoveLatency {
  moves: number;
  /** The upper edge (ms) of the bucket holding the 99th percentile. */
  p99AtMostMs: number;
  /** Share (%) of the moves the server took 50 ms or more to answer. */
  over50MsPercent: number;
}

/** The moves applied between two readings, and how long the servers took over them. */
export function moveLatencyBetween(before: MoveBuckets, after: MoveBuckets): ServerMoveLatency {
  const edges = [...after.keys()].sort((a, b) => a - b);
  const inWindow = (edge: number) => (after.get(edge) ?? 0) - (before.get(edge) ?? 0);
  const moves = inWindow(Infinity);
  const rank = Math.ceil(moves * 0.99);
  const p99Edge = edges.find((edge) => inWindow(edge) >= rank) ?? Infinity;
  const under50 = inWindow(0.05);
  return {
    moves,
    p99AtMostMs: p99Edge * 1000,
    over50MsPercent: moves > 0 ? ((moves - under50) / moves) * 100 : 0,
  };
}
