/**
 * Latency histogram with bounded memory: 10 µs buckets up to 1 s, then 1 ms buckets up to 60 s,
 * then one overflow bucket. The maximum is kept exactly.
 */
export class LatencyHistogram {
  private static readonly FINE_US = 10;
  private static readonly FINE_BUCKETS = 100_000;
  private static readonly COARSE_BUCKETS = 59_000;
  private readonly counts = new Uint32Array(LatencyHistogram.FINE_BUCKETS + LatencyHistogram.COARSE_BUCKETS + 1);
  count = 0;
  max = 0;

  add(ms: number): void {
    const v = Math.max(0, ms);
    const fine = Math.floor((v * 1000) / LatencyHistogram.FINE_US);
    const index = fine < LatencyHistogram.FINE_BUCKETS
      ? fine
      : Math.min(LatencyHistogram.FINE_BUCKETS + Math.floor(v) - 1000, this.counts.length - 1);
    this.counts[index]!++;
    this.count++;
    if (v > this.max) this.max = v;
  }

  /** The upper edge of the bucket holding the p-quantile (0 < p <= 1), in ms. */
  quantile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.ceil(p * this.count);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) {
        const edge = i < LatencyHistogram.FINE_BUCKETS
          ? ((i + 1) * LatencyHistogram.FINE_US) / 1000
          : 1000 + (i - LatencyHistogram.FINE_BUCKETS + 1);
        return Math.min(edge, this.max);
      }
    }
    return this.max;
  }
}
