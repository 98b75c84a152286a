import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_PACKS_PER_USER, REST, type CategoryPackDto, type WordPackDto } from '@snackparty/protocol';
import { buildTestApp, guest, type TestUser } from '../helpers/app';
import { account } from './accounts';

const pack = (over: Record<string, unknown> = {}) => ({
  name: 'Road trip',
  language: 'en',
  prompts: [
    'The worst snack to bring on a long drive',
    'A song nobody wants stuck in their head',
    'What the sat-nav should never say',
    'Name a terrible souvenir',
    'The real reason we stopped at the gas station?',
  ],
  isPublic: false,
  ...over,
});
const wordPack = (over: Record<string, unknown> = {}) => ({ name: 'Kitchen', language: 'en', words: ['spoon', 'fork', 'pan', 'kettle', 'whisk'], ...over });

describe('category packs', () => {
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
    app.inject({ method, url: `/api/v1${path}`, headers: user.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = async (user: TestUser, over: Record<string, unknown> = {}) => {
    const res = await call(user, 'POST', REST.categoryPack.add, pack(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CategoryPackDto;
  };

  it('adds a pack of prompts for an account, cleans its prompts, and reads it back', async () => {
    const prompts = ['  What is in   the fridge? ', 'what is in the fridge?', "A pet's secret talent", '50% of the time it works…', 'Best excuse — ever', 'Why?'];
    const created = await add(ann, { prompts });
    expect(created).toMatchObject({ name: 'Road trip', language: 'en', isPublic: false, ownerUserId: ann.userId, ownerName: 'Ann' });
    expect(created.prompts).toEqual(['What is in the fridge?', "A pet's secret talent", '50% of the time it works…', 'Best excuse — ever', 'Why?']);
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'isPublic', 'language', 'name', 'ownerName', 'ownerUserId', 'prompts', 'updatedAt']);
    const read = await call(ann, 'GET', REST.categoryPack.get(created.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('refuses guests', async () => {
    const res = await call(await guest(app), 'POST', REST.categoryPack.add, pack());
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('account.guest_not_allowed');
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/categoryPack/getAll' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/categoryPack/add', payload: pack() })).statusCode).toBe(401);
  });

  const five = pack().prompts;
  it.each([
    ['a prompt with markup', { prompts: [...five.slice(0, 4), '<b>bold</b> question'] }, 'categoryPack.prompt_invalid'],
    ['a prompt of punctuation only', { prompts: [...five.slice(0, 4), '?!…'] }, 'categoryPack.prompt_invalid'],
    ['a prompt with a control character', { prompts: [...five.slice(0, 4), 'tab\u0007bell'] }, 'categoryPack.prompt_invalid'],
    ['a prompt too long', { prompts: [...five.slice(0, 4), 'x'.repeat(151)] }, 'categoryPack.prompt_invalid'],
    ['a prompt that is not text', { prompts: [...five.slice(0, 4), 42] }, 'categoryPack.prompt_invalid'],
    ['too few prompts', { prompts: five.slice(0, 4) }, 'categoryPack.too_few_prompts'],
    ['too many prompts', { prompts: Array.from({ length: 201 }, (_, i) => `Question number ${i}`) }, 'categoryPack.too_many_prompts'],
    ['no prompts at all', { prompts: undefined }, 'categoryPack.prompt_invalid'],
    ['no name', { name: ' ' }, 'categoryPack.name_invalid'],
    ['a name too long', { name: 'n'.repeat(61) }, 'categoryPack.name_invalid'],
    ['an unknown language', { language: 'xx' }, 'categoryPack.language_invalid'],
    ['words instead of prompts', { prompts: undefined, words: five }, 'categoryPack.prompt_invalid'],
  ])('refuses %s with 422 and a message key', async (_what, over, messageKey) => {
    const res = await call(ann, 'POST', REST.categoryPack.add, pack(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe(messageKey);
  });

  it('keeps the longest allowed prompt and the most prompts allowed', async () => {
    const longest = await add(ann, { prompts: [...five.slice(0, 4), 'x'.repeat(150)] });
    expect(longest.prompts[4]).toHaveLength(150);
    const most = await add(ann, { prompts: Array.from({ length: 200 }, (_, i) => `Question number ${i}`) });
    expect(most.prompts).toHaveLength(200);
  });

  it(`keeps at most ${CATEGORY_PACKS_PER_USER} category packs per user, counted apart from word packs`, async () => {
    for (let i = 0; i < CATEGORY_PACKS_PER_USER; i++) await add(ann, { name: `Pack ${i}` });
    const res = await call(ann, 'POST', REST.categoryPack.add, pack());
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe('categoryPack.too_many_packs');
    expect((await call(ann, 'POST', REST.wordPack.add, wordPack())).statusCode).toBe(200);
    expect((await call(bob, 'POST', REST.categoryPack.add, pack())).statusCode).toBe(200);
  });

  it('shows a private pack to its owner only, a public one to anyone', async () => {
    const secret = await add(ann);
    const shared = await add(ann, { name: 'Shared', isPublic: true });
    const refused = await call(bob, 'GET', REST.categoryPack.get(secret.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('error.forbidden');
    expect((await call(bob, 'GET', REST.categoryPack.get(shared.id))).json()).toEqual(shared);
    expect((await call(bob, 'GET', REST.categoryPack.get(99999))).statusCode).toBe(404);
  });

  it("lists my packs, or another user's public packs, by language", async () => {
    await add(ann, { name: 'En private' });
    await add(ann, { name: 'En public', isPublic: true });
    await add(ann, { name: 'Nl public', language: 'nl', isPublic: true });
    await add(bob, { name: 'Bob own' });
    const names = async (user: TestUser, query: string) =>
      ((await call(user, 'GET', `${REST.categoryPack.getAll}${query}`)).json() as CategoryPackDto[]).map((p) => p.name);
    expect(await names(ann, '')).toEqual(['En private', 'En public', 'Nl public']);
    expect(await names(ann, '?language=nl')).toEqual(['Nl public']);
    expect(await names(ann, `?otherUserId=${ann.userId}`)).toEqual(['En private', 'En public', 'Nl public']);
    expect(await names(bob, '')).toEqual(['Bob own']);
    expect(await names(bob, `?otherUserId=${ann.userId}`)).toEqual(['En public', 'Nl public']);
    expect(await names(bob, `?otherUserId=${ann.userId}&language=en`)).toEqual(['En public']);
    expect(await names(bob, '?otherUserId=99999')).toEqual([]);
    expect((await call(bob, 'GET', `${REST.categoryPack.getAll}?language=xx`)).statusCode).toBe(422);
    expect((await call(bob, 'GET', `${REST.categoryPack.getAll}?otherUserId=0`)).statusCode).toBe(422);
  });

  it('lets only the owner update or delete a pack', async () => {
    const created = await add(ann);
    const update = { ...pack({ name: 'Renamed', isPublic: true, prompts: [...five.slice(1), 'A brand new question'] }), id: created.id };
    const stranger = await call(bob, 'PUT', REST.categoryPack.update, update);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().messageKey).toBe('error.forbidden');
    expect((await call(ann, 'PUT', REST.categoryPack.update, { ...update, id: 99999 })).statusCode).toBe(404);
    const tooFew = await call(ann, 'PUT', REST.categoryPack.update, { ...update, prompts: ['Only one?'] });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().messageKey).toBe('categoryPack.too_few_prompts');
    expect((await call(ann, 'PUT', REST.categoryPack.update, { ...update, id: 'x' })).json().messageKey).toBe('error.invalid_request');
    const updated = await call(ann, 'PUT', REST.categoryPack.update, update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Renamed', isPublic: true, prompts: update.prompts });
    expect((await call(bob, 'GET', REST.categoryPack.get(created.id))).json().name).toBe('Renamed');

    expect((await call(bob, 'DELETE', REST.categoryPack.delete(created.id))).statusCode).toBe(403);
    expect((await call(ann, 'DELETE', REST.categoryPack.delete(created.id))).statusCode).toBe(204);
    expect((await call(ann, 'GET', REST.categoryPack.get(created.id))).statusCode).toBe(404);
    expect((await call(ann, 'DELETE', REST.categoryPack.delete(created.id))).statusCode).toBe(404);
  });

  it('keeps the kinds apart: a word pack is no category pack, and the other way round', async () => {
    const words = (await call(ann, 'POST', REST.wordPack.add, wordPack({ isPublic: true }))).json() as WordPackDto;
    const prompts = await add(ann, { isPublic: true });
    expect(words.id).not.toBe(prompts.id);
    expect((await call(ann, 'GET', REST.categoryPack.get(words.id))).statusCode).toBe(404);
    expect((await call(ann, 'GET', REST.wordPack.get(prompts.id))).statusCode).toBe(404);
    expect((await call(ann, 'PUT', REST.categoryPack.update, { ...pack(), id: words.id })).statusCode).toBe(404);
    expect((await call(ann, 'DELETE', REST.wordPack.delete(prompts.id))).statusCode).toBe(404);
    expect(((await call(bob, 'GET', `${REST.categoryPack.getAll}?otherUserId=${ann.userId}`)).json() as CategoryPackDto[]).map((p) => p.id)).toEqual([prompts.id]);
    expect(((await call(bob, 'GET', `${REST.wordPack.getAll}?otherUserId=${ann.userId}`)).json() as WordPackDto[]).map((p) => p.id)).toEqual([words.id]);
    // Both are still there after the attempts through the other kind's routes.
    expect((await call(ann, 'GET', REST.wordPack.get(words.id))).json()).toEqual(words);
    expect((await call(ann, 'GET', REST.categoryPack.get(prompts.id))).json()).toEqual(prompts);
  });

  it('refuses ids no row can have with 422 before any query', async () => {
    for (const id of ['99999999999', '0', '1e400', 'abc']) {
      expect((await call(ann, 'GET', `/categoryPack/get/${id}`)).statusCode, id).toBe(422);
      expect((await call(ann, 'DELETE', `/categoryPack/delete/${id}`)).statusCode, id).toBe(422);
    }
  });
});
