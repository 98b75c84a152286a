/**
 * Renders account screens inside the app's providers (router, toasts, session) against a small
 * in-test API: each call is answered by the handler named "METHOD /path" (404 otherwise).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../src/app/session';
import { ToastProvider } from '../../src/ui/toast';
import { makeToken } from '../helpers';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The bearer token sent, if any. */
  token?: string;
}
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorBody = (status: number, messageKey: string) => json(status, { statusCode: status, error: 'Error', messageKey, message: messageKey });

/**
 * Answers fetch from `handlers`; returns the calls made. A guest login is built in, and a session
 * check that renews the token it is sent (a live session: an account's refresh cookie or a guest's
 * bearer) and answers 403 without one.
 */
export function stubApi(handlers: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, ApiHandler> = {
    'GET /user/checkSession': (call) => (call.token ? json(200, { accessToken: call.token, locale: 'en' }) : errorBody(403, 'error.forbidden')),
    'POST /user/guest': () => json(200, { accessToken: guestToken(), locale: 'en' }),
    'GET /oauth2/providers': () => json(200, { providers: [] }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/v1/, '');
      const authorization = new Headers(init.headers).get('Authorization');
      const token = authorization?.replace(/^Bearer\s+/i, '') || undefined;
      const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined, token };
      calls.push(call);
      const handler = all[`${call.method} ${path.split('?')[0]}`];
      return handler ? handler(call) : errorBody(404, 'error.not_found');
    }),
  );
  return calls;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export function guestToken(): string {
  return makeToken({ roles: [], isGuest: true, userId: 7, sub: 'guest-7', name: 'Guest', exp: inAnHour() });
}
export function userToken(extra: Record<string, unknown> = {}): string {
  return makeToken({ roles: [], isGuest: false, userId: 42, sub: 'ann@example.com', name: 'Ann', exp: inAnHour(), ...extra });
}
export function adminToken(): string {
  return userToken({ roles: ['role_admin'], userId: 1, sub: 'boss@example.com', name: 'Boss' });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` inside the router, toasts and the session; the current URL is shown in `location`. */
export function renderInApp(ui: ReactNode, path = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ToastProvider>
            <SessionProvider onLogout={() => void router.navigate('/')}>
              {ui}
              <Where />
            </SessionProvider>
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
