import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATE_MAX_CHARACTERS } from '@snackparty/protocol';
import { loadTranslateConfig } from '../../src/translate/translate-config';
import { TRANSLATIONS_BURST } from '../../src/translate/translate-routes';
import { buildTestApp, guest, type TestUser } from '../helpers/app';
import { signedInAccount } from '../helpers/accounts';
import { FakeLibreTranslate } from './fake-libre-translate';

const API_KEY = 'libre-secret-key';

describe('POST /translate', () => {
  const libre = new FakeLibreTranslate(API_KEY);
  let app: FastifyInstance;
  let ann: TestUser;

  beforeAll(async () => {
    await libre.start();
  });
  afterAll(async () => {
    await libre.stop();
  });
  afterEach(async () => {
    libre.mode = 'ok';
    libre.received.length = 0;
    await app?.close();
  });

  const withServer = async (overrides: Record<string, string> = {}) => {
    app = await buildTestApp({ translate: loadTranslateConfig({ TRANSLATE_URL: libre.url, TRANSLATE_API_KEY: API_KEY, TRANSLATE_TIMEOUT_MS: '1500', ...overrides }) });
    ann = await signedInAccount(app, 'Ann');
  };
  const translate = (payload: unknown, user: TestUser | null = ann) =>
    app.inject({ method: 'POST', url: '/api/v1/translate', headers: user ? user.auth : {}, payload: payload as object });

  it('without a server: offered nowhere, and the call answers 503 with a message key', async () => {
    app = await buildTestApp();
    ann = await signedInAccount(app, 'Ann');
    const status = await app.inject({ method: 'GET', url: '/api/v1/translate' });
    expect(status.json()).toEqual({ enabled: false, languages: [] });
    const res = await translate({ text: 'cat', source: 'en', target: 'de' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messageKey).toBe('translate.error.notConfigured');
  });

  it('translates a text and a list through the server, in our language codes, with its key', async () => {
    await withServer();
    expect((await app.inject({ method: 'GET', url: '/api/v1/translate' })).json()).toEqual({
      enabled: true,
      languages: ['en', 'dk', 'nl', 'de', 'es', 'fr', 'pl', 'sk', 'ro'],
    });

    const one = await translate({ text: 'Good morning', source: 'en', target: 'de' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ translatedText: 'Guten Morgen', detectedLanguage: null });

    // Danish is `dk` here and `da` at the server; a list comes back as a list, in order.
    const list = await translate({ text: ['cat', 'frying pan', 'whisk'], source: 'en', target: 'dk' });
    expect(list.statusCode).toBe(200);
    expect(list.json().translatedText).toEqual(['kat', 'stegepande', '[da] whisk']);
    expect(libre.received.at(-1)).toEqual({ q: ['cat', 'frying pan', 'whisk'], source: 'en', target: 'da', format: 'text', api_key: API_KEY });

    // Without a source the server detects it, and says which.
    const detected = await translate({ text: ['Katze', 'Hund'], target: 'en' });
    expect(detected.json()).toEqual({ translatedText: ['cat', 'dog'], detectedLanguage: 'en' });
    expect(libre.received.at(-1)?.source).toBe('auto');
  });

  it('is for accounts only: 401 without a token, 403 for a guest', async () => {
    await withServer();
    expect((await translate({ text: 'cat', target: 'de' }, null)).statusCode).toBe(401);
    const asGuest = await translate({ text: 'cat', target: 'de' }, await guest(app));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().messageKey).toBe('translate.error.accountNeeded');
    expect(libre.received).toHaveLength(0);
  });

  it('refuses bad input with a 4xx and never asks the server', async () => {
    await withServer();
    const cases: Array<[unknown, number, string]> = [
      [{ text: 'cat' }, 422, 'error.invalid_request'],
      [{ text: 'cat', target: 'xx' }, 422, 'error.invalid_request'],
      [{ text: 'cat', target: 'da' }, 422, 'error.invalid_request'],
      [{ text: '', target: 'de' }, 422, 'error.invalid_request'],
      [{ text: '   ', target: 'de' }, 422, 'error.invalid_request'],
      [{ text: [], target: 'de' }, 422, 'error.invalid_request'],
      [{ text: ['cat', 7], target: 'de' }, 422, 'error.invalid_request'],
      [{ text: { q: 'cat' }, target: 'de' }, 422, 'error.invalid_request'],
      [{ text: 'cat', target: 'de', format: 'html' }, 422, 'error.invalid_request'],
      [{ text: 'cat', source: 'de', target: 'de' }, 422, 'translate.error.sameLanguage'],
      [{ text: 'x'.repeat(TRANSLATE_MAX_CHARACTERS + 1), target: 'de' }, 413, 'translate.error.tooLong'],
      [{ text: Array.from({ length: 300 }, () => 'y'.repeat(100)), target: 'de' }, 413, 'translate.error.tooLong'],
      [{ text: Array.from({ length: 501 }, () => 'cat'), target: 'de' }, 422, 'error.invalid_request'],
      [['cat'], 422, 'error.invalid_request'],
    ];
    for (const [payload, status, key] of cases) {
      const res = await translate(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().messageKey, JSON.stringify(payload).slice(0, 80)).toBe(key);
    }
    expect(libre.received).toHaveLength(0);
  });

  it('answers 503 when the server fails, refuses the key, answers nonsense or does not answer in time', async () => {
    await withServer();
    libre.mode = 'fail';
    let res = await translate({ text: 'cat', target: 'de' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messageKey).toBe('translate.error.unavailable');

    libre.mode = 'wrongShape';
    res = await translate({ text: ['cat'], target: 'de' });
    expect(res.statusCode).toBe(503);

    libre.mode = 'hang';
    res = await translate({ text: 'cat', target: 'de' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messageKey).toBe('translate.error.unavailable');

    await app.close();
    libre.mode = 'ok';
    await withServer({ TRANSLATE_API_KEY: 'wrong-key' });
    res = await translate({ text: 'cat', target: 'de' });
    expect(res.statusCode).toBe(503);
    // The key is the operator's secret: it is never part of an answer.
    expect(res.body).not.toContain('wrong-key');
  });

  it('limits how often one account translates', async () => {
    await withServer();
    for (let i = 0; i < TRANSLATIONS_BURST; i += 1) expect((await translate({ text: 'cat', target: 'de' })).statusCode).toBe(200);
    const spent = await translate({ text: 'cat', target: 'de' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().messageKey).toBe('error.too_many_requests');
    // Another account has its own budget.
    const bob = await signedInAccount(app, 'Bob');
    expect((await translate({ text: 'cat', target: 'de' }, bob)).statusCode).toBe(200);
  });
});

describe('translation configuration', () => {
  it('takes the server address or its endpoint, and refuses what is not an address', () => {
    expect(loadTranslateConfig({})).toBeUndefined();
    expect(loadTranslateConfig({ TRANSLATE_URL: 'http://localhost:5000' })).toEqual({ translateUrl: 'http://localhost:5000/translate', apiKey: undefined, timeoutMs: 15000 });
    expect(loadTranslateConfig({ TRANSLATE_URL: 'https://lt.example/api/translate/', TRANSLATE_API_KEY: ' k ' })).toEqual({
      translateUrl: 'https://lt.example/api/translate',
      apiKey: 'k',
      timeoutMs: 15000,
    });
    expect(() => loadTranslateConfig({ TRANSLATE_URL: 'ftp://x' })).toThrow(/TRANSLATE_URL/);
    expect(() => loadTranslateConfig({ TRANSLATE_URL: 'not a url' })).toThrow(/TRANSLATE_URL/);
    expect(() => loadTranslateConfig({ TRANSLATE_URL: 'http://x', TRANSLATE_TIMEOUT_MS: 'soon' })).toThrow(/TRANSLATE_TIMEOUT_MS/);
  });
});
