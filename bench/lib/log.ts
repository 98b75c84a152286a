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

/** A wrong command line: the bench prints the message and its usage. */
export class UsageError extends Error {}

/**
 * Runs a bench's main function: cleans up on Ctrl-C, on success and on failure, and exits with 0, 1
 * (failure) or 2 (bad usage).
 */
export function runBench(main: () => Promise<void>, { usage, cleanup }: { usage: string; cleanup: () => void }): void {
  process.once('SIGINT', () => {
    log('interrupted: closing clients and stopping the servers');
    cleanup();
    process.exit(130);
  });
  main().then(
    () => {
      cleanup();
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof UsageError) {
        log(`${err.message}\n\n${usage}`);
        cleanup();
        process.exit(2);
      }
      log(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      cleanup();
      process.exit(1);
    },
  );
}
