import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DebugPage } from '../../src/features/debug/DebugPage';
import { bugReport, buildIdOf, describeDevice, isSecretItem, storedEntries } from '../../src/features/debug/debugReport';
import type { DebugInfo } from '../../src/features/debug/debugReport';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { guestToken, json, renderInApp, stubApi } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A storage area holding these items, in this order. */
function area(items: Record<string, string>) {
  const keys = Object.keys(items);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (key: string) => items[key] ?? null };
}

describe('the debug report', () => {
  const token = guestToken();

  it('masks credentials by their key or by looking like a token, and cuts long values', () => {
    expect(isSecretItem('accessToken', 'x')).toBe(true);
    expect(isSecretItem('discordAccessToken', 'x')).toBe(true);
    expect(isSecretItem('somethingElse', token)).toBe(true);
    expect(isSecretItem('roomCode', 'ABCDE')).toBe(false);
    const entries = storedEntries('localStorage', area({ roomCode: 'ABCDE', accessToken: token, playerList: 'p'.repeat(400), copiedToken: token }));
    expect(entries.map((e) => e.key)).toEqual(['accessToken', 'copiedToken', 'playerList', 'roomCode']);
    expect(entries[0]).toEqual({ area: 'localStorage', key: 'accessToken', value: '', length: token.length, masked: true });
    expect(entries[1]!.masked).toBe(true);
    expect(entries[2]!.value).toHaveLength(161);
    expect(entries[3]).toMatchObject({ value: 'ABCDE', masked: false });
    // A blocked storage reads as nothing, without failing the page.
    expect(storedEntries('sessionStorage', { length: 1, key: () => { throw new Error('blocked'); }, getItem: () => null })).toEqual([]);
  });

  it('copies every fact but no secret', () => {
    const info: DebugInfo = {
      version: '0.1.0',
      build: 'index-Abc123',
      page: '/debug',
      takenAt: '2026-01-10T12:00:00.000Z',
      server: { origin: 'http://party.test', api: 'http://party.test/api/v1', realtime: 'ws://party.test/gametje', health: '200 ok pglite', responseMs: 12 },
      realtime: { room: 'ABCDE', state: 'connected', latencyMs: 34, lastHeartbeatRequest: null },
      stored: storedEntries('localStorage', area({ accessToken: token, roomCode: 'ABCDE' })),
      device: describeDevice({
        navigator: { userAgent: 'UA/1.0', languages: ['en-GB', 'de'], language: 'en-GB', maxTouchPoints: 5, onLine: true, cookieEnabled: true, platform: 'Linux' },
        screen: { width: 390, height: 844, orientation: { type: 'portrait-primary' } },
        window: { innerWidth: 390, innerHeight: 700, devicePixelRatio: 3, matchMedia: (q: string) => ({ matches: q.includes('dark') }) },
      }),
    };
    const report = bugReport(info);
    expect(report).not.toContain(token);
    expect(report).not.toContain(token.split('.')[1]!);
    expect(report).toContain(`localStorage.accessToken = [hidden, ${token.length} characters]`);
    expect(report).toContain('localStorage.roomCode = ABCDE');
    expect(report).toContain('version: 0.1.0 (build index-Abc123)');
    expect(report).toContain('health: 200 ok pglite (12 ms)');
    expect(report).toContain('latency: 34 ms');
    expect(report).toContain('screen: 390×844');
    expect(report).toContain('darkMode: true');
    expect(report).toContain('languages: en-GB, de');
  });

  it('names the build by its entry file, or as development', () => {
    expect(buildIdOf(['http://x/assets/vendor-1a2b.js', 'http://x/assets/index-Zz9.js'])).toBe('vendor-1a2b');
    expect(buildIdOf(['http://x/src/main.tsx'])).toBe('development');
  });
});

describe('the debug page', () => {
  it('shows the server, the stored items with the token hidden, and copies a report without it', async () => {
    const token = guestToken();
    setItem('accessToken', token);
    setItem('volume', 80);
    sessionStorage.setItem('snackparty.tv', '1');
    stubApi({ 'GET /health': () => json(200, { ok: true, database: 'pglite', databaseState: 'ok' }) });
    const written: string[] = [];
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void written.push(text) } });
    renderInApp(<DebugPage />, '/debug');

    expect(await screen.findByRole('heading', { name: 'Debug info' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/200 ok pglite · \d+ ms/)).toBeTruthy());
    expect(screen.getByText('No room on this device')).toBeTruthy();
    const table = screen.getByRole('table');
    const tokenRow = within(table).getByRole('row', { name: /accessToken/ });
    expect(within(tokenRow).getByText(`hidden · ${token.length} characters`)).toBeTruthy();
    expect(table.textContent).not.toContain(token);
    expect(within(table).getByRole('row', { name: /volume/ }).textContent).toContain('80');
    expect(within(table).getByRole('row', { name: /snackparty\.tv/ }).textContent).toContain('session storage');

    fireEvent.click(screen.getByRole('button', { name: 'Copy bug report' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toContain('localStorage.volume = 80');
    expect(written[0]).not.toContain(token);
    expect(await screen.findByText('Bug report copied')).toBeTruthy();
  });
});
