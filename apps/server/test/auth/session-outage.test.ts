import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../../scripts/postgres.mjs';
import { build } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { verifiedAccount } from '../accounts/accounts-app';
import { guest, testConfig } from '../helpers/app';

const postgres = await startPostgres();

/**
 * Token checks now ask the database whether the session lives. When it cannot answer, that is the
 * server's trouble: nobody may be told their sign-in is gone (the app would forget it).
 */
describe.skipIf(!postgres)('session checks while the database is away', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: postgres!.url, dataDir: '' });
    app = await build({ config: testConfig({ publicUrl: 'http://party.test' }), database, logger: false });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    postgres?.stop();
  });

  it('answers a server error, not 401, and keeps the refresh cookie', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const visitor = await guest(app);
    postgres!.stop();

    const call = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games`, headers: ada.auth });
    expect(call.statusCode).toBeGreaterThanOrEqual(500);
    expect(call.json().messageKey).not.toBe('error.unauthorized');

    const check = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: { cookie: `snackparty_refresh=${ada.refresh}` } });
    expect(check.statusCode).toBeGreaterThanOrEqual(500);
    expect(check.cookies.find((c) => c.name === 'snackparty_refresh')).toBeUndefined();

    const refresh = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: { cookie: `snackparty_refresh=${ada.refresh}` } });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(500);
    expect(refresh.cookies.find((c) => c.name === 'snackparty_refresh')).toBeUndefined();

    const renew = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: visitor.auth });
    expect(renew.statusCode).toBeGreaterThanOrEqual(500);
  });
});
