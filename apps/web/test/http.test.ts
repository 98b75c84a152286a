import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_EVENT, http } from '../src/api/http';
import { withGuestRetry } from '../src/api/auth';
import { ApiError } from '../src/api/errors';
import { setItem } from '../src/storage/storage';
import { makeToken } from './helpers';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('calls /api/v1 with JSON and the stored bearer token', async () => {
    const token = makeToken({ exp: Date.now() / 1000 + 3600 });
    setItem('accessToken', token);
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.post('/gameSession/join', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/gameSession/join');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('throws ApiError with the server message key', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { statusCode: 409, error: 'Conflict', messageKey: 'error.avatar_in_use', message: 'taken' })));
    setItem('accessToken', makeToken({ exp: Date.now() / 1000 + 3600 }));
    const error = await http.post('/gameSession/join').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).messageKey).toBe('error.avatar_in_use');
  });

  it('no response is status 0 (server not reachable)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = (await http.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });

  it('a 401 with a token dispatches expired-token; without a token it does not', async () => {
    const events: Event[] = [];
    const listener = (e: Event) => events.push(e);
    window.addEventListener(EXPIRED_TOKEN_EVENT, listener);
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { messageKey: 'error.unauthorized' })));
    await http.get('/x').catch(() => undefined);
    expect(events).toHaveLength(0);
    setItem('accessToken', makeToken({ exp: Date.now() / 1000 + 3600 }));
    await http.get('/x').catch(() => undefined);
    expect(events).toHaveLength(1);
    window.removeEventListener(EXPIRED_TOKEN_EVENT, listener);
  });

  it('refreshes a token that expires within 600 s after a response', async () => {
    // A fresh module: earlier tests left a failed refresh behind, which holds off the next one.
    vi.resetModules();
    const freshHttp = await import('../src/api/http');
    setItem('accessToken', makeToken({ exp: Date.now() / 1000 + 120 }));
    const fresh = makeToken({ exp: Date.now() / 1000 + 7200 });
    const fetchMock = vi.fn(async (url: string) => (url.endsWith('/user/refreshToken') ? json(200, { accessToken: fresh, locale: 'en' }) : json(200, {})));
    vi.stubGlobal('fetch', fetchMock);
    await freshHttp.http.get('/gameSession/ABCDE');
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe(fresh));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/gameSession/ABCDE', '/api/v1/user/refreshToken']);
  });
});

describe('guest login retries (spec section 4)', () => {
  it('tries 3 times 500 ms apart and shows unavailable after the second failure', async () => {
    const order: string[] = [];
    const result = await withGuestRetry(
      async () => {
        order.push('try');
        throw new Error('down');
      },
      { sleep: async (ms) => void order.push(`sleep ${ms}`), onUnavailable: () => order.push('unavailable') },
    );
    expect(result).toBeNull();
    expect(order).toEqual(['try', 'sleep 500', 'try', 'unavailable', 'sleep 500', 'try']);
  });

  it('stops at the first success', async () => {
    let n = 0;
    const result = await withGuestRetry(async () => {
      n++;
      if (n < 2) throw new Error('once');
      return 'token';
    }, { sleep: async () => undefined });
    expect(result).toBe('token');
    expect(n).toBe(2);
  });
});
