/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed: unknown;
  const worker = async (): Promise<void> => {
    while (next < items.length && failed === undefined) {
      const index = next++;
      try {
        out[index] = await work(items[index]!, index);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
  if (failed !== undefined) throw failed;
  return out;
}
