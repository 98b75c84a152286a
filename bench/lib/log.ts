/** Progress and notes go to stderr, so that stdout holds only the Markdown results. */
export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Rejects with "<what> timed out after <ms> ms" unless the promise settles first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
