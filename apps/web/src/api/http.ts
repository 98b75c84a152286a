/**
 * The REST client: JSON over fetch under /api/v1, with the stored bearer token, the expired-token
 * event on a 401 and the token refresh after responses (spec sections 4 and 7).
 */
import { API_BASE, REST } from '@snackparty/protocol';
import type { ErrorBody, TokenResponse } from '@snackparty/protocol';
import { getItem, setItem } from '../storage/storage';
import { ApiError } from './errors';
import { shouldRefresh } from './token';

/** Dispatched on window when the server refuses the token we sent. */
export const EXPIRED_TOKEN_EVENT = 'expired-token';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Calls that manage the token themselves skip the refresh check. */
  skipRefresh?: boolean;
  /** Send this bearer instead of the stored one. */
  token?: string | null;
  /** Headers beside the usual ones (a TV's poll token). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The path in front of the API on this page's origin: none, or inside a Discord activity the
 * proxy's prefix (Discord forwards only what is under it). Set once at start, before any request.
 */
let basePath = '';
export function setRequestBasePath(path: string): void {
  basePath = path;
}
export function requestBasePath(): string {
  return basePath;
}

let refreshInFlight: Promise<void> | null = null;
let lastRefreshFailureMs: number | null = null;
let tokenWork: Promise<unknown> | null = null;

/** Marks a guest login (or any token work) as running so that no refresh starts meanwhile. */
export function trackTokenWork<T>(work: Promise<T>): Promise<T> {
  tokenWork = work;
  void work.finally(() => {
    if (tokenWork === work) tokenWork = null;
  }).catch(() => undefined);
  return work;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? getItem('accessToken') : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${basePath}${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Server not reachable');
  }

  if (response.status === 401 && token) {
    window.dispatchEvent(new Event(EXPIRED_TOKEN_EVENT));
  } else if (!options.skipRefresh) {
    maybeRefreshToken();
  }

  const parsed = await parseBody(response);
  if (!response.ok) {
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    throw new ApiError(response.status, errorBody);
  }
  return parsed as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** Starts a token refresh when the stored token is missing or close to expiry. */
export function maybeRefreshToken(nowMs: number = Date.now()): void {
  const go = shouldRefresh({
    token: getItem('accessToken'),
    nowMs,
    inFlight: refreshInFlight !== null || tokenWork !== null,
    lastFailureMs: lastRefreshFailureMs,
  });
  if (!go) return;
  refreshInFlight = refreshToken()
    .then(() => {
      lastRefreshFailureMs = null;
    })
    .catch(() => {
      lastRefreshFailureMs = Date.now();
    })
    .finally(() => {
      refreshInFlight = null;
    });
}

/** POST /user/refreshToken: an account renews by its refresh cookie (sent along), a guest by its bearer; stores the new token. */
export async function refreshToken(): Promise<TokenResponse> {
  const result = await request<TokenResponse>('POST', REST.user.refreshToken, {}, { skipRefresh: true });
  if (result?.accessToken) setItem('accessToken', result.accessToken);
  return result;
}
