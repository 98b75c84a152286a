import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { resetDatabase, testDatabase } from './database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
    rateLimitPerMinute: 100000,
    webDistDir: '/nonexistent',
    // Tests expect trials to end, as on a server that takes payments.
    subscriptionRequired: true,
    ...overrides,
  };
}

/** A fresh app on this worker's database, with every table emptied. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  await resetDatabase(database);
  return build({ config: testConfig(overrides), database, logger: false });
}

export interface TestUser {
  token: string;
  userId: number;
  auth: { authorization: string };
}

let guestCounter = 0;
export async function guest(app: FastifyInstance, language = 'en'): Promise<TestUser> {
  guestCounter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/guest',
    payload: { guestId: `guest-${process.pid}-${guestCounter}-${Date.now()}`, language },
  });
  if (res.statusCode !== 200) throw new Error(`guest login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().accessToken as string;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { token, userId: claims.userId, auth: { authorization: `Bearer ${token}` } };
}

export async function createRoom(
  app: FastifyInstance,
  host: TestUser,
  gameType = 'RPS_SHOOT',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/gameSession/create',
    headers: host.auth,
    payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: gameType, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const code = res.json().gameCode as string;
  const game = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType, gameCode: code } });
  if (game.statusCode !== 200) throw new Error(`game create failed: ${game.statusCode} ${game.body}`);
  return code;
}

export async function join(app: FastifyInstance, user: TestUser, code: string, alias: string, avatar: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/gameSession/join',
    headers: user.auth,
    payload: { gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } },
  });
}
