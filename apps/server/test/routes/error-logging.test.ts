import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../src/plugins/errors';
import { testDatabase } from '../helpers/database';

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$hunter2hashvalue';

describe('failed queries in the log', () => {
  let app: FastifyInstance;
  let log: string;

  beforeEach(async () => {
    log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    app = Fastify({ logger: { level: 'debug', stream } });
    await app.register(errorsPlugin);
    const { db } = await testDatabase();
    // A statement that fails in the database with a password hash among its parameters.
    app.get('/broken', async () => db.execute(sql`update no_such_table set password_hash = ${SECRET} where id = ${42}`));
    app.get('/bad-value', async () => db.execute(sql`select ${SECRET}::integer`));
    app.get('/down', async () => {
      throw Object.assign(new Error(`connect ECONNREFUSED 10.0.0.5:5432 while sending ${SECRET}`), { code: 'ECONNREFUSED' });
    });
    await app.ready();
  });
  afterEach(() => app.close());

  it('logs the SQL text and SQLSTATE of a failed query, never its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ messageKey: 'error.something_went_wrong' });
    expect(res.body).not.toContain('no_such_table');
    expect(log).toContain('update no_such_table set password_hash = $1');
    expect(log).toContain('42P01');
    expect(log).not.toContain('hunter2hashvalue');
    expect(log).not.toContain('argon2id');
  });

  it('answers a value the database refuses with 422, logged without the value', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-value' });
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe('error.invalid_request');
    expect(log).toContain('22P02');
    expect(log).not.toContain('hunter2hashvalue');
  });

  it('answers 503 with a message key while the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messageKey).toBe('error.server_unavailable');
    expect(res.headers['retry-after']).toBeDefined();
  });
});
