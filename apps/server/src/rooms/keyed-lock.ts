/**
 * Runs tasks one at a time per key (a room code), so two joins that arrive together cannot both take
 * the last seat. One node serves a room, so an in-process lock is enough; the database constraints
 * are the second line.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Resolves once no task of any key is queued or running. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
