import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORD_PACKS_PER_USER, type WordPackDto } from '@snackparty/protocol';
import { randomUUID } from 'node:crypto';
import { authSessions, users } from '../../src/db/schema';
import { buildTestApp, guest, type TestUser } from '../helpers/app';

/** A signed-up account (not a guest), signed in. */
async function account(app: FastifyInstance, name: string): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}-${Math.random()}@example.test`, isGuest: false })
    .returning();
  const sessionId = randomUUID();
  await app.database.db.insert(authSessions).values({ id: sessionId, userId: row!.id, isGuest: false });
  const token = await app.tokens.issue(row!, sessionId);
  return { token, userId: row!.id, auth: { authorization: `Bearer ${token}` } };
}

const pack = (over: Record<string, unknown> = {}) => ({
  name: 'Kitchen',
  language: 'en',
  words: ['spoon', 'fork', 'frying pan', "chef's hat", 'kettle'],
  isPublic: false,
  ...over,
});

describe('word packs', () => {
  let app: FastifyInstance;
  let ann: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    app = await buildTestApp();
    ann = await account(app, 'Ann');
    bob = await account(app, 'Bob');
  });
  afterEach(async () => {
    await app.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({ method, url: `/api/v1/wordPack${path}`, headers: user.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = async (user: TestUser, over: Record<string, unknown> = {}) => {
    const res = await call(user, 'POST', '/add', pack(over));
    expect(res.statusCode).toBe(200);
    return res.json() as WordPackDto;
  };

  it('adds a pack for an account, cleans its words, and reads it back', async () => {
    const created = await add(ann, { words: ['  Spoon ', 'spoon', 'fork', 'frying   pan', 'kettle', 'whisk'] });
    expect(created).toMatchObject({ name: 'Kitchen', language: 'en', isPublic: false, ownerUserId: ann.userId, ownerName: 'Ann' });
    expect(created.words).toEqual(['Spoon', 'fork', 'frying pan', 'kettle', 'whisk']);
    const read = await call(ann, 'GET', `/get/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('refuses guests', async () => {
    const res = await call(await guest(app), 'POST', '/add', pack());
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('account.guest_not_allowed');
  });

  it.each([
    ['a word with symbols', { words: ['spoon', 'fork', 'knife', 'cup', '<script>'] }, 'wordPack.word_invalid'],
    ['too few words', { words: ['spoon', 'fork'] }, 'wordPack.too_few_words'],
    ['too many words', { words: Array.from({ length: 501 }, (_, i) => `word ${i}`) }, 'wordPack.too_many_words'],
    ['a word too long', { words: ['spoon', 'fork', 'knife', 'cup', 'x'.repeat(41)] }, 'wordPack.word_invalid'],
    ['no name', { name: ' ' }, 'wordPack.name_invalid'],
    ['an unknown language', { language: 'xx' }, 'wordPack.language_invalid'],
  ])('refuses %s with 422 and a message key', async (_what, over, messageKey) => {
    const res = await call(ann, 'POST', '/add', pack(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe(messageKey);
  });

  it(`keeps at most ${WORD_PACKS_PER_USER} packs per user`, async () => {
    for (let i = 0; i < WORD_PACKS_PER_USER; i++) await add(ann, { name: `Pack ${i}` });
    const res = await call(ann, 'POST', '/add', pack());
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe('wordPack.too_many_packs');
  });

  it('shows a private pack to its owner only, a public one to anyone', async () => {
    const secret = await add(ann);
    const shared = await add(ann, { name: 'Shared', isPublic: true });
    expect((await call(bob, 'GET', `/get/${secret.id}`)).statusCode).toBe(403);
    expect((await call(bob, 'GET', `/get/${shared.id}`)).statusCode).toBe(200);
    expect((await call(bob, 'GET', '/get/99999')).statusCode).toBe(404);
  });

  it('lists my packs, or another user\'s public packs, by language', async () => {
    await add(ann, { name: 'En private' });
    await add(ann, { name: 'En public', isPublic: true });
    await add(ann, { name: 'Nl public', language: 'nl', isPublic: true });
    await add(bob, { name: 'Bob own' });
    const names = async (user: TestUser, query: string) => ((await call(user, 'GET', `/getAll${query}`)).json() as WordPackDto[]).map((p) => p.name);
    expect(await names(ann, '')).toEqual(['En private', 'En public', 'Nl public']);
    expect(await names(ann, '?language=nl')).toEqual(['Nl public']);
    expect(await names(bob, '')).toEqual(['Bob own']);
    expect(await names(bob, `?otherUserId=${ann.userId}`)).toEqual(['En public', 'Nl public']);
    expect(await names(bob, `?otherUserId=${ann.userId}&language=en`)).toEqual(['En public']);
  });

  it('lets only the owner update or delete a pack', async () => {
    const created = await add(ann);
    const update = { ...pack({ name: 'Renamed', isPublic: true }), id: created.id };
    const stranger = await call(bob, 'PUT', '/update', update);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().messageKey).toBe('error.forbidden');
    expect((await call(ann, 'PUT', '/update', { ...update, id: 99999 })).statusCode).toBe(404);
    expect((await call(ann, 'PUT', '/update', { ...update, words: ['a'] })).statusCode).toBe(422);
    const updated = await call(ann, 'PUT', '/update', update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Renamed', isPublic: true });

    expect((await call(bob, 'DELETE', `/delete/${created.id}`)).statusCode).toBe(403);
    expect((await call(ann, 'DELETE', `/delete/${created.id}`)).statusCode).toBe(204);
    expect((await call(ann, 'GET', `/get/${created.id}`)).statusCode).toBe(404);
    expect((await call(ann, 'DELETE', `/delete/${created.id}`)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/wordPack/getAll' })).statusCode).toBe(401);
  });
});

describe('word packs in game settings', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('accepts only packs the host may play with', async () => {
    app = await buildTestApp();
    const host = await account(app, 'Host');
    const other = await account(app, 'Other');
    const packOf = async (user: TestUser, isPublic: boolean) =>
      ((await app.inject({ method: 'POST', url: '/api/v1/wordPack/add', headers: user.auth, payload: pack({ isPublic }) })).json() as WordPackDto).id;
    const [mine, shared, hidden] = [await packOf(host, false), await packOf(other, true), await packOf(other, false)];
    const room = await app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: host.auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'CANVAS_CLASH' },
    });
    const gameCode = room.json().gameCode as string;
    expect((await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'CANVAS_CLASH', gameCode } })).statusCode).toBe(200);
    const update = (wordPackIds: number[]) =>
      app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode, settings: { wordPackIds } } });
    const ok = await update([mine, shared]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings.wordPackIds).toEqual([mine, shared]);
    for (const refused of [[mine, hidden], [424242]]) {
      const res = await update(refused);
      expect(res.statusCode).toBe(422);
      expect(res.json().messageKey).toBe('wordPack.not_usable');
    }
    expect((await update([])).statusCode).toBe(200);
  });
});
