import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';

let shared: Promise<Database> | undefined;

/**
 * One database per test worker: PGlite in memory by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL. Opening PGlite is slow, so tests reset tables instead of reopening.
 */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

async function open(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  const { default: pg } = await import('pg');
  const name = `snackparty_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`TRUNCATE tv_login_codes, drawing_strokes, drawings, packs, user_tokens, refresh_tokens, auth_sessions, login_attempts, oauth_identities, mail_outbox, newsletter_subscribers, session_players, games, game_sessions, users RESTART IDENTITY CASCADE`);
}
