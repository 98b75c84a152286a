import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REST, type GameDto } from '@snackparty/protocol';
import { buildTestApp, createRoom, guest, type TestUser } from '../helpers/app';
import { account } from './accounts';

const words = ['spoon', 'fork', 'frying pan', 'kettle', 'whisk'];
const prompts = ['First question?', 'Second question?', 'Third question?', 'Fourth question?', 'Fifth question?'];

/** A room's settings may name only packs its host may play with: checked where settings change, whatever the route. */
describe('packs in game settings', () => {
  let app: FastifyInstance;
  let host: TestUser;
  let other: TestUser;
  let code: string;
  let mine: number;
  let shared: number;
  let hidden: number;
  let category: number;

  const packOf = async (user: TestUser, isPublic: boolean, kind: 'wordPack' | 'categoryPack' = 'wordPack') => {
    const payload = kind === 'wordPack' ? { name: 'Kitchen', language: 'en', words, isPublic } : { name: 'Questions', language: 'en', prompts, isPublic };
    const res = await app.inject({ method: 'POST', url: `/api/v1${REST[kind].add}`, headers: user.auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const updateSettings = (settings: Record<string, unknown>, user: TestUser = host) =>
    app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: user.auth, payload: { gameCode: code, settings } });
  const createGame = (settings?: Record<string, unknown>, user: TestUser = host) =>
    app.inject({ method: 'POST', url: '/api/v1/game/create', headers: user.auth, payload: { gameType: 'CANVAS_CLASH', gameCode: code, ...(settings ? { settings } : {}) } });
  const storedSettings = async () => ((await app.inject({ method: 'GET', url: `/api/v1/game/${code}` })).json() as GameDto).settings;
  const expectNotUsable = (res: Awaited<ReturnType<typeof updateSettings>>, refused: number[]) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ messageKey: 'wordPack.not_usable', message: 'These word packs cannot be used', details: { wordPackIds: refused } });
  };

  beforeEach(async () => {
    app = await buildTestApp();
    host = await account(app, 'Host');
    other = await account(app, 'Other');
    [mine, shared, hidden, category] = [await packOf(host, false), await packOf(other, true), await packOf(other, false), await packOf(host, true, 'categoryPack')];
    code = await createRoom(app, host, 'CANVAS_CLASH');
  });
  afterEach(async () => {
    await app.close();
  });

  it('PUT /host/updateGameSettings keeps usable packs and refuses the others, storing nothing', async () => {
    expect((await createGame()).statusCode).toBe(200);
    const ok = await updateSettings({ wordPackIds: [mine, shared] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings.wordPackIds).toEqual([mine, shared]);

    expectNotUsable(await updateSettings({ wordPackIds: [mine, hidden, hidden], numberOfTurns: 5 }), [hidden]);
    expectNotUsable(await updateSettings({ wordPackIds: [mine, 424242] }), [424242]);
    // A category pack is no word pack, public or not.
    expectNotUsable(await updateSettings({ wordPackIds: [category] }), [category]);
    // Ids no row can have are refused without asking the database.
    expectNotUsable(await updateSettings({ wordPackIds: [mine, 0, -3, 99_999_999_999] }), [0, -3, 99_999_999_999]);
    expect(await storedSettings()).toMatchObject({ wordPackIds: [mine, shared], numberOfTurns: 2 });

    // Settings that name no packs are not held up by the packs.
    expect((await updateSettings({ numberOfTurns: 3 })).statusCode).toBe(200);
    expect((await updateSettings({ wordPackIds: [] })).statusCode).toBe(200);
    // A malformed list is the settings schema's to refuse.
    const malformed = await updateSettings({ wordPackIds: ['x'] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().messageKey).toBe('error.invalid_request');
  });

  it('POST /game/create refuses packs the host may not use and creates no game', async () => {
    const first = await createGame({ wordPackIds: [mine, shared] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().settings.wordPackIds).toEqual([mine, shared]);
    const firstId = (first.json() as GameDto).gameId;

    expectNotUsable(await createGame({ wordPackIds: [hidden] }), [hidden]);
    expectNotUsable(await createGame({ wordPackIds: [shared, 777777] }), [777777]);
    expect(((await app.inject({ method: 'GET', url: `/api/v1/game/${code}` })).json() as GameDto).gameId).toBe(firstId);
  });

  it('a new game keeps packs chosen earlier even when one is no longer usable: only the packs a request names are checked', async () => {
    expect((await createGame({ wordPackIds: [shared] })).statusCode).toBe(200);
    const unshare = await app.inject({ method: 'PUT', url: `/api/v1${REST.wordPack.update}`, headers: other.auth, payload: { id: shared, name: 'Kitchen', language: 'en', words, isPublic: false } });
    expect(unshare.statusCode).toBe(200);
    const again = await createGame();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().settings.wordPackIds).toEqual([shared]);
    // Named again, it is refused.
    expectNotUsable(await updateSettings({ wordPackIds: [shared] }), [shared]);
  });

  it('answers someone who is not the host as before, without telling them about the packs', async () => {
    expect((await createGame()).statusCode).toBe(200);
    for (const res of [await updateSettings({ wordPackIds: [hidden] }, other), await createGame({ wordPackIds: [hidden] }, other)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('error.not_host');
    }
  });

  it('lets a guest host play with public packs but not with private ones of others', async () => {
    const visitor = await guest(app);
    code = await createRoom(app, visitor, 'CANVAS_CLASH');
    expect((await createGame({ wordPackIds: [shared] }, visitor)).statusCode).toBe(200);
    expectNotUsable(await updateSettings({ wordPackIds: [mine] }, visitor), [mine]);
  });
});

/** REQUIP names its category packs in its own settings object: the same check applies there. */
describe('category packs in REQUIP settings', () => {
  let app: FastifyInstance;
  let host: TestUser;
  let other: TestUser;
  let code: string;

  const packOf = async (user: TestUser, isPublic: boolean, kind: 'wordPack' | 'categoryPack') => {
    const payload = kind === 'wordPack' ? { name: 'Kitchen', language: 'en', words, isPublic } : { name: 'Questions', language: 'en', prompts, isPublic };
    const res = await app.inject({ method: 'POST', url: `/api/v1${REST[kind].add}`, headers: user.auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const updateSettings = (settings: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings } });
  const createGame = (settings: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'REQUIP', gameCode: code, settings } });
  const expectNotUsable = (res: Awaited<ReturnType<typeof updateSettings>>, refused: number[]) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ messageKey: 'categoryPack.not_usable', message: 'These category packs cannot be used', details: { categoryPackIds: refused } });
  };

  beforeEach(async () => {
    app = await buildTestApp();
    host = await account(app, 'Host');
    other = await account(app, 'Other');
    code = await createRoom(app, host, 'REQUIP');
  });
  afterEach(async () => {
    await app.close();
  });

  it('keeps the host’s own and public category packs, refuses the others with 422 categoryPack.not_usable', async () => {
    const [mine, shared, hidden, word] = [await packOf(host, false, 'categoryPack'), await packOf(other, true, 'categoryPack'), await packOf(other, false, 'categoryPack'), await packOf(host, true, 'wordPack')];
    const ok = await updateSettings({ requipSettings: { categoryPackIds: [mine, shared] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings.requipSettings).toEqual({ categoryPackIds: [mine, shared], familyOnly: true });

    expectNotUsable(await updateSettings({ requipSettings: { categoryPackIds: [mine, hidden] } }), [hidden]);
    // A word pack is no category pack.
    expectNotUsable(await updateSettings({ requipSettings: { categoryPackIds: [word] } }), [word]);
    expectNotUsable(await updateSettings({ requipSettings: { categoryPackIds: [0, 99_999_999_999] } }), [0, 99_999_999_999]);
    expectNotUsable(await createGame({ requipSettings: { categoryPackIds: [hidden] } }), [hidden]);
    expect((await storedSettingsOf(app, code)).requipSettings).toEqual({ categoryPackIds: [mine, shared], familyOnly: true });

    // The family switch alone changes only itself.
    const family = await updateSettings({ requipSettings: { familyOnly: false } });
    expect(family.statusCode).toBe(200);
    expect(family.json().settings.requipSettings).toEqual({ categoryPackIds: [mine, shared], familyOnly: false });
  });

  it('refuses more than 20 packs, and lists that are not lists of ids, as the settings schema does', async () => {
    const many = await updateSettings({ requipSettings: { categoryPackIds: Array.from({ length: 21 }, (_, i) => i + 1) } });
    expect([many.statusCode, many.json().messageKey]).toEqual([422, 'error.invalid_request']);
    const malformed = await updateSettings({ requipSettings: { categoryPackIds: ['x'] } });
    expect([malformed.statusCode, malformed.json().messageKey]).toEqual([422, 'error.invalid_request']);
    const notBoolean = await updateSettings({ requipSettings: { familyOnly: 'no' } });
    expect([notBoolean.statusCode, notBoolean.json().messageKey]).toEqual([422, 'error.invalid_request']);
  });
});

async function storedSettingsOf(app: FastifyInstance, code: string) {
  return ((await app.inject({ method: 'GET', url: `/api/v1/game/${code}` })).json() as GameDto).settings as GameDto['settings'] & { requipSettings?: unknown };
}
