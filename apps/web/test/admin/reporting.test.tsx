import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { trackJoinFailure, trackPageViews } from '../../src/analytics/analytics';
import { ApiError } from '../../src/api/errors';
import { FallbackScreen } from '../../src/features/fallback/FallbackScreen';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { adminToken, json, stubApi, userToken } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError('the lobby has no players');
}

describe('error reports', () => {
  it('the fallback screen reports once, with the page address, also in strict mode', async () => {
    const calls = stubApi({ 'POST /errorReport': () => json(200, { id: 1 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StrictMode>
        <FallbackScreen />
      </StrictMode>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/errorReport')).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ source: 'fallback', url: window.location.href, message: '' });
  });

  it('a rendering error is reported by the boundary with its stack and component stack, and not again by the fallback screen', async () => {
    const calls = stubApi({ 'POST /errorReport': () => json(200, { id: 2 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/errorReport')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reports = calls.filter((c) => c.path === '/errorReport');
    expect(reports).toHaveLength(1);
    const body = reports[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ source: 'boundary', url: window.location.href, message: 'the lobby has no players', errorType: 'TypeError' });
    expect(body.stack).toContain('the lobby has no players');
    expect(body.componentStack).toContain('Broken');
  });
});

describe('analytics from the web app', () => {
  const sent = (calls: Array<{ path: string; body: unknown }>) => calls.filter((c) => c.path === '/posthogEvent').map((c) => c.body as { event: string; anonymousId: string; properties: Record<string, unknown> });

  it('sends a page view for the first page and each new address, with a lasting anonymous id', async () => {
    const calls = stubApi({ 'POST /posthogEvent': () => json(200, { outcome: 'recorded' }) });
    setItem('accessToken', userToken());
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/games'] });
    const stop = trackPageViews(router);
    await router.navigate('/join/ABCDE');
    await router.navigate('/join/ABCDE');
    await router.navigate('/games?hostType=mobile_only');
    stop();
    await router.navigate('/elsewhere');
    await waitFor(() => expect(sent(calls)).toHaveLength(3));
    const events = sent(calls);
    expect(events.map((e) => [e.event, e.properties.$pathname])).toEqual([
      ['$pageview', '/games'],
      ['$pageview', '/join/ABCDE'],
      ['$pageview', '/games'],
    ]);
    expect(events[2]!.properties.$current_url).toBe(`${window.location.origin}/games?hostType=mobile_only`);
    expect(new Set(events.map((e) => e.anonymousId)).size).toBe(1);
    expect(events[0]!.anonymousId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('sends nothing while an admin is signed in', async () => {
    const calls = stubApi({ 'POST /posthogEvent': () => json(200, { outcome: 'opted_out' }) });
    setItem('accessToken', adminToken());
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/admin'] });
    trackPageViews(router);
    trackJoinFailure(new ApiError(500, null), 'error.server_unavailable');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent(calls)).toEqual([]);
  });

  it('reports the join failures the join screen does not explain (not a full room, not a taken avatar)', async () => {
    const calls = stubApi({ 'POST /posthogEvent': () => json(200, { outcome: 'recorded' }) });
    trackJoinFailure(new ApiError(400, { messageKey: 'error.max_players_reached' }), 'error.max_players_reached');
    trackJoinFailure(new ApiError(409, { messageKey: 'error.avatar_in_use' }), 'error.avatar_in_use');
    trackJoinFailure(new ApiError(503, { messageKey: 'error.server_unavailable' }), 'error.server_unavailable');
    trackJoinFailure(new ApiError(0, null), 'error.server_not_reachable');
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls).map((e) => [e.event, e.properties])).toEqual([
      ['join_failed', { status: 503, messageKey: 'error.server_unavailable' }],
      ['join_failed', { status: 0, messageKey: 'error.server_not_reachable' }],
    ]);
  });
});
