import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ProfileGameDetail, ProfileGamesPage, UserProfileDto } from '@snackparty/protocol';
import { forgetPaymentsEnabled } from '../../src/features/payment/usePaymentsEnabled';
import { GameDetailPage } from '../../src/features/profile/GameDetailPage';
import { ProfilePage } from '../../src/features/profile/ProfilePage';
import { formatDate } from '../../src/features/account/dates';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { json, renderInApp, stubApi, userToken } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile: UserProfileDto = {
  userId: 42,
  name: 'Ann',
  favoriteAvatarSrc: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  isGuest: false,
  email: 'ann@example.com',
  language: 'en',
  marketingConsent: true,
  subscriptionEndDate: '2099-02-03T10:00:00.000Z',
  gamesPlayed: 12,
};

function gamesPage(page: number): ProfileGamesPage {
  return {
    page,
    pageSize: 10,
    total: 12,
    games: Array.from({ length: page === 0 ? 10 : 2 }, (_, i) => ({
      gameId: page * 10 + i + 1,
      gameCode: 'ABCDE',
      gameType: 'SYNC_THINK' as const,
      createdAt: '2026-03-04T20:00:00.000Z',
      playerCount: 4,
      hosted: i === 0,
      score: 100 * (i + 1),
      place: i + 1,
      over: true,
    })),
  };
}

function renderProfileRoutes(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/user/:userId" element={<ProfilePage />} />
      <Route path="/user/:userId/games/:gameId" element={<GameDetailPage />} />
    </Routes>,
    path,
  );
}

describe('dates (spec section 9)', () => {
  it('show in en-GB whatever the language', () => {
    expect(formatDate('2026-03-09T12:00:00.000Z')).toBe('09/03/2026');
    expect(formatDate(1773057600)).toBe('09/03/2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('profile page', () => {
  it('shows the owner their email, plan and settings, and pages through the game history', async () => {
    setItem('accessToken', userToken());
    forgetPaymentsEnabled();
    const calls = stubApi({
      'GET /payment/costs': () => json(200, { enabled: true, currencies: ['USD'], defaultCurrency: 'USD', plans: [] }),
      'GET /userProfile/42': () => json(200, profile),
      'GET /userProfile/42/games': (call) => json(200, gamesPage(Number(new URL(call.path, 'http://x').searchParams.get('page')))),
    });
    renderProfileRoutes('/user/42');
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeTruthy();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(await screen.findByText('Trial or subscription runs until 03/02/2099.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('04/03/2026')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(calls.filter((c) => c.path.startsWith('/userProfile/42/games')).map((c) => c.path)).toEqual([
      '/userProfile/42/games?page=0',
      '/userProfile/42/games?page=1',
    ]);
  });

  it('says nothing of a trial or subscription on a server that takes no payments', async () => {
    setItem('accessToken', userToken());
    forgetPaymentsEnabled();
    const calls = stubApi({
      'GET /payment/costs': () => json(200, { enabled: false, currencies: ['USD'], defaultCurrency: 'USD', plans: [] }),
      'GET /userProfile/42': () => json(200, profile),
      'GET /userProfile/42/games': () => json(200, { page: 0, pageSize: 10, total: 0, games: [] }),
    });
    renderProfileRoutes('/user/42');
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/payment/costs'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Trial or subscription/)).toBeNull();
  });

  it('saves the settings and asks for the deletion mail', async () => {
    const renewed = userToken({ name: 'Annie' });
    setItem('accessToken', userToken());
    const calls = stubApi({
      'GET /userProfile/42': () => json(200, profile),
      'GET /userProfile/42/games': () => json(200, { page: 0, pageSize: 10, total: 0, games: [] }),
      'PUT /userProfile/42/updateProfile': () => json(200, { ...profile, name: 'Annie', accessToken: renewed }),
      'POST /user/initDeleteAccount': () => json(200, { emailSent: true }),
    });
    renderProfileRoutes('/user/42');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Annie' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Send me news/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Annie' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Annie', language: 'en', marketingConsent: false });
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(renewed));
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Check your mail: open the link in it to confirm the deletion.')).toBeTruthy();
  });

  it('shows someone else no email, no settings and no delete', async () => {
    setItem('accessToken', userToken({ userId: 99 }));
    stubApi({
      'GET /userProfile/42': () => json(200, { ...profile, email: undefined, subscriptionEndDate: undefined }),
      'GET /userProfile/42/games': () => json(200, { page: 0, pageSize: 10, total: 0, games: [] }),
    });
    renderProfileRoutes('/user/42');
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(await screen.findByText('No games played yet.')).toBeTruthy();
  });
});

describe('game detail', () => {
  it('lists the players by score and draws each kept drawing', async () => {
    setItem('accessToken', userToken());
    const detail: ProfileGameDetail = {
      gameId: 5,
      gameCode: 'QWERT',
      gameType: 'CANVAS_CLASH',
      createdAt: '2026-03-04T20:00:00.000Z',
      playerCount: 3,
      hosted: true,
      score: 300,
      place: 2,
      over: true,
      players: [
        { playerId: 1, alias: 'ANN', avatarSrc: '/avatars/food/pizza.svg', robot: false, score: 300 },
        { playerId: 2, alias: 'BOB', avatarSrc: '/avatars/food/taco.svg', robot: true, score: 900 },
        { playerId: 3, alias: 'CAT', avatarSrc: '/avatars/food/donut.svg', robot: false, score: 100 },
      ],
      drawings: [
        {
          drawingId: 8,
          turn: 1,
          word: 'cat',
          painterPlayerId: 1,
          painterAlias: 'ANN',
          painterAvatarSrc: '/avatars/food/pizza.svg',
          saveData: JSON.stringify({
            width: 400,
            height: 300,
            lines: [
              { points: [{ x: 1, y: 2 }, { x: 30, y: 40 }, { x: 50, y: 60 }], brushColor: '#ff0000', brushRadius: 4 },
              { points: [{ x: 10, y: 10 }], brushColor: '#000000', brushRadius: 2 },
            ],
          }),
        },
        { drawingId: 9, turn: 2, word: 'dog', painterPlayerId: 2, painterAlias: 'BOB', painterAvatarSrc: '/avatars/food/taco.svg', saveData: '{"lines":"no"}' },
      ],
    };
    stubApi({ 'GET /userProfile/42/games/5': () => json(200, detail) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfileRoutes('/user/42/games/5');
    const scores = await screen.findByRole('list', { name: 'Final scores' });
    expect(within(scores).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1BOB(AI player)900', '2ANN300', '3CAT100']);
    const drawing = screen.getByRole('img', { name: 'Drawing of “cat” by ANN' });
    expect(drawing.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(drawing.querySelector('polyline')?.getAttribute('points')).toBe('1,2 30,40 50,60');
    expect(drawing.querySelector('polyline')?.getAttribute('stroke')).toBe('#ff0000');
    expect(drawing.querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText('This drawing cannot be shown.')).toBeTruthy();
  });
});
