import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_DIR } from '../paths';
import { safeDbError } from './errors';
import * as schema from './schema';
import { pgliteForDrizzle } from './pglite-for-drizzle';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(SERVER_DIR, 'drizzle');

/**
 * How long the server waits for PostgreSQL. Every statement of the app takes milliseconds; these
 * bound what a dead, restarting or hung database costs: a request or a game write fails within
 * seconds (and is answered 503 or retried) instead of waiting for ever, and waiting work cannot pile
 * up behind a server that stopped answering.
 */
export interface DatabaseTimeouts {
  /**
   * Opening a connection, and waiting for a free one of the pool. A local or same-network server
   * connects in milliseconds, TLS included; 3 s leaves room for a busy server and still fails fast
   * when the address does not answer.
   */
  connectMs: number;
  /**
   * `statement_timeout`: the server cancels a statement that runs longer (lock waits included).
   * Nothing the app runs should come near it, so a statement that does is stuck; the connection stays
   * usable after the cancel.
   */
  statementMs: number;
  /**
   * `query_timeout`: the client gives up on a query the server does not answer at all (server hung,
   * network gone). A little above `statementMs`, so a server that is alive cancels its own statement
   * first; the connection is then dropped from the pool.
   */
  queryMs: number;
  /** `idle_in_transaction_session_timeout`: a transaction whose client went quiet frees its locks. */
  idleInTransactionMs: number;
}

export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 5_000,
  queryMs: 6_000,
  idleInTransactionMs: 10_000,
};

/** Pool size: rooms write small rows; ten connections are plenty and leave the server room. */
const POOL_MAX = 10;

export interface DatabaseLogger {
  warn(details: object, message: string): void;
}

const silent: DatabaseLogger = { warn: () => undefined };

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Where lost connections are reported (the app's logger). */
  log?: DatabaseLogger;
  /** PostgreSQL only: other waits than DATABASE_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<DatabaseTimeouts>;
}

/**
 * Opens the database: PostgreSQL when a `postgres://` URL is given, otherwise the embedded PGlite
 * stored under `dataDir` (or in memory for `memory://`). Migrations are applied before it is returned.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.log ?? silent, { ...DATABASE_TIMEOUTS, ...options.timeouts });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const location = url === 'memory://' ? undefined : options.dataDir;
  if (location) mkdirSync(location, { recursive: true });
  const client = await pgliteForDrizzle(location ? new PGlite(location) : new PGlite());
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** The advisory lock the migrations hold (any number, the same in every server). */
const MIGRATION_LOCK = 7_318_061;

async function openPostgres(url: string, log: DatabaseLogger, timeouts: DatabaseTimeouts): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  // Migrations run once, on a connection of their own without the statement timeout: a migration
  // on a large table may rightly take longer than any statement of the running app.
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs * 2, application_name: 'snackparty-migrate' });
  migrator.on('error', (err) => log.warn({ err: safeDbError(err) }, 'database connection of the migrations lost'));
  await migrator.connect();
  try {
    // Several servers starting together on one database: one migrates, the others wait and find it done.
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // TCP keep-alive notices a peer that vanished (host down, network cut) on idle connections.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'snackparty',
  });
  // An idle connection that dies (the server restarts, a proxy drops it) is reported here; with no
  // listener Node treats the 'error' event as fatal and the whole server exits. pg-pool has already
  // dropped that connection: the next query opens a new one.
  pool.on('error', (err) => log.warn({ err: safeDbError(err) }, 'idle database connection lost'));
  // A connection checked out between two statements (inside a transaction) has no pool listener:
  // this one keeps its 'error' event from being fatal. Nothing is logged here: the failure surfaces
  // on the connection's next query, where whoever runs it reports it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
