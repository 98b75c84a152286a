import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IMessage, StompConfig, StompSubscription } from '@stomp/stompjs';
import type { GameSessionDto, PublicGameEntry } from '@snackparty/protocol';
import { isPlayCapable, manifestOf } from '@snackparty/games/manifests';
import type { StompLike } from '../../src/realtime/connection';
import { CreateGameDialog } from '../../src/features/create-game/CreateGameDialog';
import { PublicGamesPage } from '../../src/features/public-games/PublicGamesPage';
import { QuickPlayButton } from '../../src/features/public-games/QuickPlayButton';
import { pathAfterQuickPlay, pickQuickPlayGame, quickPlayGameTypes, quickPlayHostType } from '../../src/features/public-games/quickPlay';
import { timeAgo } from '../../src/features/public-games/relativeTime';
import { hostableGameTypes } from '../../src/games/catalogue';
import { getItem, setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, guestToken, json, renderInApp, stubApi, userToken } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's STOMP client as the server would drive it: CONNECT accepted, messages delivered. */
class FakeStomp implements StompLike {
  connected = false;
  connectHeaders: Record<string, string>;
  readonly subscriptions = new Map<string, (message: IMessage) => void>();
  constructor(private readonly config: StompConfig) {
    this.connectHeaders = { ...(config.connectHeaders as Record<string, string>) };
  }
  activate() {}
  deactivate() {
    this.connected = false;
  }
  subscribe(destination: string, callback: (message: IMessage) => void): StompSubscription {
    this.subscriptions.set(destination, callback);
    return { id: destination, unsubscribe: () => this.subscriptions.delete(destination) };
  }
  publish() {}
  watchForReceipt() {}
  forceDisconnect() {
    this.drop();
  }
  async connect() {
    await this.config.beforeConnect?.(this as never);
    this.connected = true;
    this.config.onConnect?.({} as never);
  }
  drop() {
    this.connected = false;
    this.config.onWebSocketClose?.({} as never);
  }
  deliver(destination: string, body: unknown) {
    this.subscriptions.get(destination)?.({ body: JSON.stringify(body) } as IMessage);
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (gameCode: string, gameType: PublicGameEntry['gameType'], playerCount: number, minutes: number): PublicGameEntry => ({
  gameId: gameCode.charCodeAt(0),
  gameCode,
  gameType,
  createdAt: minutesAgo(minutes),
  playerCount,
});

function renderPage(lists: PublicGameEntry[][]) {
  const clients: FakeStomp[] = [];
  let served = 0;
  const calls = stubApi({ 'GET /gameSession/publicGames': () => json(200, lists[Math.min(served++, lists.length - 1)]) });
  const createClient = (config: StompConfig) => {
    const client = new FakeStomp(config);
    clients.push(client);
    return client;
  };
  const view = renderInApp(<PublicGamesPage connection={{ createClient }} />, '/publicGames');
  return { ...view, calls, clients, fetches: () => calls.filter((c) => c.path === '/gameSession/publicGames').length };
}

describe('/publicGames', () => {
  it('shows each open room: its game linking to the join screen with the code below, when it was made, its players and a join button', async () => {
    setItem('accessToken', guestToken());
    renderPage([[entry('QWERT', 'SYNC_THINK', 3, 5), entry('ZXCVB', 'RPS_SHOOT', 1, 130)]]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Sync Think' }).getAttribute('href')).toBe('/join/QWERT');
    expect(rows[0]!.querySelector('.public-games__code')!.textContent).toBe('Room code QWERT');
    expect(first.getByText('5 minutes ago')).toBeTruthy();
    expect(first.getByText(`Players: 3 of ${manifestOf('SYNC_THINK')!.players.max}`)).toBeTruthy();
    const join = first.getByRole('link', { name: 'Join Sync Think, room QWERT' });
    expect(join.getAttribute('href')).toBe('/join/QWERT');
    expect(within(rows[1]!).getByText('2 hours ago')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Host a game' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Playing with friends? Ask the host for their room code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter a room code' }).getAttribute('href')).toBe('/join');
    expect(screen.getByRole('button', { name: 'Quick play' })).toBeTruthy();
    expect(screen.getByText('Open rooms: 2').getAttribute('role')).toBe('status');
  });

  it('says so when no room is open', async () => {
    setItem('accessToken', guestToken());
    renderPage([[]]);
    expect(await screen.findByText('No recent active games')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the list live: a public connection to no room, each published list replaces the rows, a reconnect fetches again', async () => {
    setItem('accessToken', guestToken());
    const { clients, fetches } = renderPage([[entry('AAAAA', 'SYNC_THINK', 1, 3)], [entry('CCCCC', 'REQUIP', 2, 0)]]);
    await screen.findByRole('link', { name: 'Sync Think' });
    await waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    expect(client.connectHeaders).toMatchObject({ purpose: 'public', gameCode: '', Authorization: `Bearer ${getItem('accessToken')}` });
    await act(() => client.connect());
    await waitFor(() => expect(fetches()).toBe(2));

    // The server publishes: a new room appears on top, without a fetch.
    const before = fetches();
    act(() => client.deliver('/public/publicGames', [entry('BBBBB', 'RPS_SHOOT', 0, 0), entry('AAAAA', 'SYNC_THINK', 2, 3)]));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('.public-games__code')!.textContent)).toEqual(['Room code BBBBB', 'Room code AAAAA']);
    expect(within(rows[0]!).getByText('now')).toBeTruthy();
    expect(fetches()).toBe(before);

    // Something that is not a list is ignored; the last room leaving shows the empty state.
    act(() => client.deliver('/public/publicGames', { nonsense: true }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    act(() => client.deliver('/public/publicGames', []));
    expect(screen.getByText('No recent active games')).toBeTruthy();

    // Lists published while the connection was down are missed: the reconnect fetches.
    act(() => client.drop());
    await act(() => client.connect());
    await waitFor(() => expect(fetches()).toBe(before + 1));
    expect(await screen.findByRole('link', { name: 'Requip' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be fetched', async () => {
    setItem('accessToken', guestToken());
    let fail = true;
    stubApi({ 'GET /gameSession/publicGames': () => (fail ? errorBody(503, 'error.server_unavailable') : json(200, [entry('AAAAA', 'SYNC_THINK', 1, 1)])) });
    renderInApp(<PublicGamesPage connection={{ createClient: (config) => new FakeStomp(config) }} />, '/publicGames');
    expect(await screen.findByText('The public games could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sync Think' })).toBeTruthy();
  });
});

describe('quick play', () => {
  const created = (hostType: GameSessionDto['hostType'], initialGameType: GameSessionDto['gameType']): GameSessionDto => ({
    gameId: 9,
    gameCode: 'PLAYY',
    hostType,
    initialGameType,
    gameType: initialGameType,
    active: true,
    isPublic: true,
    language: 'en',
    createdAt: new Date().toISOString(),
    started: false,
  });

  it('picks among the games anyone may host and a stranger can play from a phone, and goes where the host belongs', () => {
    const types = quickPlayGameTypes();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => hostableGameTypes(false).includes(type) && isPlayCapable(type))).toBe(true);
    expect(types).not.toContain('EXPERIMENTS');
    expect(pickQuickPlayGame(() => 0)).toBe(types[0]);
    expect(pickQuickPlayGame(() => 0.9999)).toBe(types.at(-1));
    expect(quickPlayHostType('SYNC_THINK', { admin: false, tv: false })).toBe('HOST_AND_PLAY');
    expect(quickPlayHostType('SYNC_THINK', { admin: false, tv: true })).toBe('SMART_TV');
    expect(pathAfterQuickPlay({ gameCode: 'PLAYY', hostType: 'HOST_AND_PLAY' })).toBe('/join/PLAYY');
    expect(pathAfterQuickPlay({ gameCode: 'PLAYY', hostType: 'HOST' })).toBe('/host/session');
  });

  it('makes a public room and its game in one go, signing a new visitor in as a guest, and takes the host to pick a seat', async () => {
    const calls = stubApi({
      'POST /gameSession/create': (call) => json(200, created((call.body as { hostType: GameSessionDto['hostType'] }).hostType, 'SNAPTION')),
      'POST /game/create': () => json(200, { gameId: 3, gameCode: 'PLAYY', gameType: 'SNAPTION', settings: {}, started: false, createdAt: new Date().toISOString() }),
    });
    renderInApp(<QuickPlayButton gameType="SNAPTION" />, '/publicGames');
    fireEvent.click(screen.getByRole('button', { name: 'Quick play' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/join/PLAYY'));
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.filter((p) => p !== 'GET /user/checkSession')).toEqual(['POST /user/guest', 'POST /gameSession/create', 'POST /game/create']);
    expect(calls.find((c) => c.path === '/gameSession/create')!.body).toMatchObject({ isPublic: true, hostType: 'HOST_AND_PLAY', initialGameType: 'SNAPTION', language: 'en' });
    expect(calls.find((c) => c.path === '/game/create')!.body).toEqual({ gameType: 'SNAPTION', gameCode: 'PLAYY' });
    expect(getItem('roomCode')).toBe('PLAYY');
    expect(getItem('markedAsHost')).toBe(true);
  });

  it('shows the subscription-expired overlay when the account may not create rooms, and other failures as a message', async () => {
    setItem('accessToken', userToken({ subscriptionEndDate: '2026-03-09T12:00:00.000Z' }));
    let refusal = errorBody(403, 'error.subscription_expired');
    stubApi({ 'POST /gameSession/create': () => refusal, 'GET /payment/subscription': () => json(200, { subscriptionEndDate: null }) });
    renderInApp(<QuickPlayButton gameType="SYNC_THINK" />, '/publicGames');
    fireEvent.click(screen.getByRole('button', { name: 'Quick play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your subscription has expired' });
    expect(within(dialog).getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/payment');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    refusal = errorBody(500, '');
    fireEvent.click(await screen.findByRole('button', { name: 'Quick play' }));
    expect(await screen.findByText('The room could not be created. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/publicGames');
  });
});

describe('the create dialog', () => {
  it('makes a private room unless the host switches "Public room" on', async () => {
    for (const makePublic of [false, true]) {
      setItem('accessToken', userToken());
      const calls = stubApi({ 'POST /gameSession/create': () => errorBody(500, '') });
      renderInApp(<CreateGameDialog gameType="SYNC_THINK" onClose={() => undefined} />);
      const toggle = await screen.findByRole('switch', { name: /Public room/ });
      expect((toggle as HTMLInputElement).checked).toBe(false);
      if (makePublic) fireEvent.click(toggle);
      fireEvent.click(screen.getByRole('button', { name: 'Create room' }));
      await waitFor(() => expect(calls.find((c) => c.path === '/gameSession/create')).toBeTruthy());
      expect(calls.find((c) => c.path === '/gameSession/create')!.body).toMatchObject({ isPublic: makePublic });
      cleanup();
    }
  });
});

describe('relative times', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it('reads in the user’s language', () => {
    expect(timeAgo('2026-05-01T11:59:50Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-05-01T12:00:20Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-05-01T11:59:00Z', now, 'en')).toBe('1 minute ago');
    expect(timeAgo('2026-05-01T11:01:00Z', now, 'en')).toBe('59 minutes ago');
    expect(timeAgo('2026-05-01T09:30:00Z', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2026-04-29T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(timeAgo('2026-05-01T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
    expect(timeAgo('2026-05-01T11:55:00Z', now, 'da')).toBe('for 5 minutter siden');
    expect(timeAgo('2026-05-01T11:55:00Z', now, 'fr')).toBe('il y a 5 minutes');
  });
});
