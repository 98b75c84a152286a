import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { FOOD_AVATARS, LANGUAGES } from '@snackparty/protocol';
import type { GameSessionDto, SessionPlayerDto } from '@snackparty/protocol';
import { LoginDialogProvider } from '../../src/features/account/LoginDialog';
import { HomePage } from '../../src/features/home/HomePage';
import { storedRoom } from '../../src/features/home/storedRoom';
import { WordPacksPage } from '../../src/features/word-packs/WordPacksPage';
import { hostableGameTypes } from '../../src/games/catalogue';
import { setItem } from '../../src/storage/storage';
import { AvatarCarousel } from '../../src/ui/AvatarCarousel';
import { flatten, initTestI18n, readLocale } from '../helpers';
import { errorBody, guestToken, json, renderInApp, stubApi } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const session = (overrides: Partial<GameSessionDto> = {}): GameSessionDto =>
  ({ gameCode: 'QWERT', hostType: 'HOST', initialGameType: 'SYNC_THINK', gameType: 'SYNC_THINK', active: true, started: false, ...overrides }) as GameSessionDto;

const seat: SessionPlayerDto = {
  sessionPlayerId: 11,
  playerId: 5,
  gameId: 3,
  alias: 'PIA',
  score: 0,
  hexColor: '#EF476F',
  avatarSrc: '/avatars/taco.svg',
  robot: false,
  active: true,
  gameOwner: false,
} as SessionPlayerDto;

function storeHostScreen(code: string, hostType: GameSessionDto['hostType'] = 'HOST') {
  setItem('roomCode', code);
  setItem('gameSessionDto', session({ gameCode: code, hostType }));
  setItem('gameType', 'SYNC_THINK');
  setItem('markedAsHost', true);
}

function storePhoneSeat(code: string) {
  setItem('roomCode', code);
  setItem('gameSessionDto', session({ gameCode: code, hostType: 'HOST', gameType: 'RPS_SHOOT' }));
  setItem('gameSessionPlayerDto', seat);
}

const renderHome = () => renderInApp(<HomePage />, '/');
const backLink = () => screen.queryByRole('link', { name: 'Back to your room' });

describe('home: back to your room', () => {
  it('offers a host screen its open room, with the code, and leads to /host/session', async () => {
    storeHostScreen('QWERT');
    const calls = stubApi({ 'GET /gameSession/QWERT': () => json(200, session()) });
    renderHome();
    const link = await screen.findByRole('link', { name: 'Back to your room' });
    expect(link.getAttribute('href')).toBe('/host/session');
    const card = screen.getByRole('region', { name: 'Your room is still open' });
    expect(within(card).getByText('QWERT')).toBeTruthy();
    expect(within(card).getByText(/Sync Think/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/gameSession/QWERT')).toBe(true);
  });

  it('offers a phone its seat, with the code and its alias, and leads to the player lobby', async () => {
    storePhoneSeat('ZXCVB');
    stubApi({ 'GET /gameSession/ZXCVB': () => json(200, session({ gameCode: 'ZXCVB', gameType: 'RPS_SHOOT' })) });
    renderHome();
    expect((await screen.findByRole('link', { name: 'Back to your room' })).getAttribute('href')).toBe('/player/session');
    const card = screen.getByRole('region', { name: 'You still have a seat in this room' });
    expect(within(card).getByText('ZXCVB')).toBeTruthy();
    expect(within(card).getByText(/PIA/)).toBeTruthy();
  });

  it('offers nothing for a room that has ended or that the server does not know', async () => {
    storeHostScreen('ENDED');
    const ended = stubApi({ 'GET /gameSession/ENDED': () => json(200, session({ gameCode: 'ENDED', active: false })) });
    renderHome();
    await waitFor(() => expect(ended.some((c) => c.path === '/gameSession/ENDED')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backLink()).toBeNull();
    cleanup();

    storePhoneSeat('GONEE');
    const gone = stubApi({ 'GET /gameSession/GONEE': () => errorBody(404, 'general.game_not_found') });
    renderHome();
    await waitFor(() => expect(gone.some((c) => c.path === '/gameSession/GONEE')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backLink()).toBeNull();
  });

  it('asks nothing and offers nothing on a device without a room', async () => {
    const calls = stubApi({});
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backLink()).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/gameSession/'))).toBe(false);
  });

  it('sends the host who plays from this phone, without a seat yet, to the join screen', () => {
    storeHostScreen('PLAYS', 'HOST_AND_PLAY');
    expect(storedRoom()).toMatchObject({ code: 'PLAYS', role: 'host', path: '/join/PLAYS' });
    // Once seated, the seat is the way back (a host marker left from before does not win).
    setItem('gameSessionPlayerDto', seat);
    expect(storedRoom()).toMatchObject({ code: 'PLAYS', role: 'player', path: '/player/session' });
  });
});

describe('home: the games on offer', () => {
  it('shows only the playable games, and its lead counts them', async () => {
    stubApi({});
    renderHome();
    const cards = screen.getByRole('region', { name: 'Games' });
    const names = within(cards).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // Everyone's games: the admins' sandbox is not on the home page.
    const offered = hostableGameTypes(false);
    expect(offered).not.toContain('EXPERIMENTS');
    expect(names).toEqual(offered.map((type) => flatten(readLocale('en'))[`games.${type}.name`]));
    expect(screen.getByText(`Draw, guess, outwit and think alike: pick one of ${offered.length} games and create a room.`)).toBeTruthy();
    expect(screen.queryByText(/Seven games/)).toBeNull();
  });
});

describe('word packs page', () => {
  it('offers a guest a way to log in or sign up', async () => {
    setItem('accessToken', guestToken());
    stubApi({});
    renderInApp(
      <LoginDialogProvider>
        <WordPacksPage />
      </LoginDialogProvider>,
      '/wordPacks',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByLabelText('Email')).toBeTruthy();
  });
});

describe('avatar names', () => {
  it('has every avatar named in all nine languages', () => {
    for (const language of LANGUAGES) {
      const strings = flatten(readLocale(language));
      for (const avatar of FOOD_AVATARS) expect(strings[`avatar.names.${avatar.id}`], `${language} ${avatar.id}`).toBeTruthy();
    }
  });

  it('shows the avatar names in the language in use', async () => {
    i18n.addResourceBundle('de', 'translation', readLocale('de'), true, true);
    await i18n.changeLanguage('de');
    renderInApp(<AvatarCarousel avatars={FOOD_AVATARS} value="/avatars/pear-man.svg" onChange={() => undefined} used={new Set()} />);
    expect(screen.getByText('BIRNENMANN')).toBeTruthy();
    expect(screen.queryByText('PEAR MAN')).toBeNull();
  });
});
