/** A throwaway PostgreSQL server of the test suite (see postgres.mjs). */
export interface TestPostgres {
  url: string;
  port: number;
  /** Stops the server for good and deletes its files. */
  stop(): void;
  /** A fast shutdown: clients are disconnected, the files are kept. */
  stopServer(): Promise<void>;
  /** Starts it again on the same port. */
  startServer(): Promise<void>;
  /** stopServer, then startServer. */
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP to the postmaster and its backends): connections stay open, nothing answers. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

export function hasPostgres(): boolean;
export function startPostgres(): Promise<TestPostgres | undefined>;
export function hasRunuser(): boolean;
