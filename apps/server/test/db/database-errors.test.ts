import { createServer, type AddressInfo, type Socket } from 'node:net';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { DatabaseUnavailableError, isDatabaseUnavailable, safeDbError } from '../../src/db/errors';
import { DatabaseHealth } from '../../src/db/health';
import { users } from '../../src/db/schema';
import { testDatabase } from '../helpers/database';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A port that accepts connections and never answers (a hung server). */
async function silentPort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('database errors', () => {
  it('calls a refused connection, through drizzle, unavailable', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, connectionTimeoutMillis: 1000 });
    const db = drizzle(pool);
    const err = await db.execute(sql`select ${'secret-value'}::text`).catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(JSON.stringify(safeDbError(err))).not.toContain('secret-value');
  });

  it('calls a server that does not answer unavailable, within the connection timeout', async () => {
    const hung = await silentPort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${hung.port}/postgres`, connectionTimeoutMillis: 300 });
    const started = Date.now();
    const err = await pool.query('select 1').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    await pool.end();
    await hung.close();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('does not call a refused statement unavailable', async () => {
    const { db } = await testDatabase();
    const name = `dup-${Math.random()}`;
    await db.insert(users).values({ name, guestId: name });
    const err = await db
      .insert(users)
      .values({ name, guestId: name })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // Its log form names the statement and the constraint, never the values.
    const safe = safeDbError(err);
    expect(safe).toMatchObject({ name: 'DrizzleQueryError', message: 'Failed query', cause: { code: '23505' } });
    expect(safe.query).toContain('insert into "users"');
    expect(JSON.stringify(safe)).not.toContain(name);
  });

  it('empties the quoted value out of a refused value\'s message (SQLSTATE class 22)', async () => {
    const { db } = await testDatabase();
    const secret = 'not-a-number-but-a-secret';
    const err = await db.execute(sql`select ${secret}::integer`).catch((e: unknown) => e);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).toContain(secret);
    const text = JSON.stringify(safeDbError(err));
    expect(text).not.toContain(secret);
    expect(text).toContain('22P02');
    // node-postgres hands the server's message as it is, with the value in quotes.
    const server = Object.assign(new Error(`invalid input syntax for type integer: "${secret}"`), { code: '22P02', severity: 'ERROR' });
    expect(safeDbError(server).message).toBe('invalid input syntax for type integer: "…"');
  });

  it('knows the states of a server going down, restarting or hung', () => {
    const server = (code: string) => Object.assign(new Error('server says no'), { code, severity: 'FATAL' });
    for (const code of ['57P01', '57P03', '08006', '08001', '53300', '57014', '58030']) expect(isDatabaseUnavailable(server(code))).toBe(true);
    for (const code of ['23505', '42P01', '22P02', '40001']) expect(isDatabaseUnavailable(server(code))).toBe(false);
    for (const message of ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect', 'Query read timeout', 'Client has encountered a connection error and is not queryable']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })]), {}))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
  });

  it('leaves query parameters, server details and the message line out of the log form', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const server = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ann@example.com) already exists.',
      where: 'SQL statement with ann@example.com',
    });
    const err = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['ann@example.com', hash], server);
    const safe = safeDbError(err);
    const text = JSON.stringify(safe);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('params');
    expect(safe).toMatchObject({ name: 'DrizzleQueryError', message: 'Failed query', query: 'insert into "users" ("email", "password_hash") values ($1, $2)' });
    expect(safe.cause).toMatchObject({ code: '23505', table: 'users', constraint: 'users_email_key' });
    expect(safe.stack).toMatch(/^\s+at /);
    // Some wrapper that puts the values in its own message.
    expect(JSON.stringify(safeDbError(new Error(`Failed query: select 1\nparams: ${hash}`)))).not.toContain(hash);
  });
});

describe('DatabaseHealth', () => {
  it('answers down within its timeout while the database hangs, with one probe out at a time', async () => {
    let calls = 0;
    let answer!: () => void;
    const hung = { execute: () => ((calls += 1), new Promise<void>((resolve) => (answer = resolve))) } as unknown as Db;
    let now = 0;
    const health = new DatabaseHealth(hung, { timeoutMs: 100, cacheMs: 1000 }, () => now);
    const started = Date.now();
    expect(await health.check()).toBe('down');
    expect(Date.now() - started).toBeLessThan(1000);
    // Cached for a second.
    expect(await health.check()).toBe('down');
    now += 1500;
    // The first probe is still out: down at once, no second query.
    expect(await health.check()).toBe('down');
    expect(calls).toBe(1);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 10));
    now += 1500;
    const fine = { execute: async () => ((calls += 1), undefined) } as unknown as Db;
    expect(await new DatabaseHealth(fine).check()).toBe('ok');
    expect(calls).toBe(2);
  });

  it('says ok for a database that answers', async () => {
    const { db } = await testDatabase();
    expect(await new DatabaseHealth(db).check()).toBe('ok');
  });
});
