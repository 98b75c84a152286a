import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/app';
import { testConfig } from './helpers/app';

// A restart of the embedded database: everything is on disk under the data folder.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a server restart', () => {
  it('keeps rooms, seats and tokens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snackparty-data-'));
    try {
      const config = testConfig({ dataDir, databaseUrl: undefined, jwtSecret: undefined });
      let app = await build({ config, logger: false });
      const login = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'restart-guest-1', language: 'en' } });
      const auth = { authorization: `Bearer ${login.json().accessToken}` };
      const room = (await app.inject({ method: 'POST', url: '/api/v1/gameSession/create', headers: auth, payload: { hostType: 'HOST_AND_PLAY', initialGameType: 'SYNC_THINK' } })).json();
      const seat = (await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', headers: auth, payload: { gameCode: room.gameCode, alias: 'Ann', avatarSrc: '/avatars/bagel.svg' } })).json();
      await app.close();

      app = await build({ config, logger: false });
      const again = await app.inject({ method: 'POST', url: '/api/v1/gameSession/rejoin', headers: auth, payload: { gameCode: room.gameCode, sessionPlayerId: seat.sessionPlayerId } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ alias: 'Ann', gameOwner: true });
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60000);
});
