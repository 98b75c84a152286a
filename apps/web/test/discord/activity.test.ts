import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscordRoomResponse, DiscordTokenResponse } from '@snackparty/protocol';
import { http, setRequestBasePath } from '../../src/api/http';
import { defaultBrokerUrl } from '../../src/realtime/connection';
import { DiscordAuthorizationDeclined, DiscordNotReady, enterDiscordActivity } from '../../src/features/discord/activity';
import type { DiscordActivityDeps, DiscordSdkLike, DiscordStep } from '../../src/features/discord/activity';
import { discordLaunchOf, isDiscordActivity, prepareDiscordActivity } from '../../src/features/discord/launch';
import { isFreshSeat } from '../../src/storage/seat';
import { clearGameSession, getItem, storedSeat } from '../../src/storage/storage';

const room: DiscordRoomResponse = {
  gameSession: {
    gameId: 7, gameCode: 'QWERT', hostType: 'DISCORD', initialGameType: 'RPS_SHOOT', gameType: 'RPS_SHOOT',
    active: true, isPublic: false, language: 'en', createdAt: '2026-01-01T00:00:00.000Z', started: false,
  },
  sessionPlayer: {
    sessionPlayerId: 41, playerId: 41, gameId: 7, alias: 'Dave', hexColor: '#ff0000', avatarSrc: '/avatars/pizza.svg',
    robot: false, score: 0, active: true, gameOwner: true, connected: false,
  } as DiscordRoomResponse['sessionPlayer'],
};
const signedIn: DiscordTokenResponse = { accessToken: 'our.token.here', locale: 'en', discordAccessToken: 'discord-access', name: 'Dave' };

/** Discord's SDK as the page sees it, recording what the activity asked of it. */
function fakeSdk(overrides: Partial<{ ready: () => Promise<void>; authorize: () => Promise<{ code: string }> }> = {}) {
  const calls: string[] = [];
  const sdk: DiscordSdkLike = {
    instanceId: 'i-launch-1',
    ready: overrides.ready ?? (async () => void calls.push('ready')),
    commands: {
      authorize: async (args) => {
        calls.push(`authorize ${args.client_id} ${args.response_type} ${args.scope.join(',')}`);
        return overrides.authorize ? overrides.authorize() : { code: 'the-code' };
      },
      authenticate: async (args) => void calls.push(`authenticate ${args.access_token}`),
    },
  };
  return { sdk, calls };
}

function depsWith(sdk: DiscordSdkLike, calls: string[], extra: Partial<DiscordActivityDeps> = {}): DiscordActivityDeps {
  return {
    clientId: async () => 'client-123',
    sdk: async (clientId) => {
      calls.push(`sdk ${clientId}`);
      return sdk;
    },
    exchange: async (code) => {
      calls.push(`exchange ${code}`);
      return signedIn;
    },
    login: async (response) => void calls.push(`login ${response.accessToken}`),
    room: async (instanceId, language) => {
      calls.push(`room ${instanceId} ${language}`);
      return room;
    },
    language: () => 'de',
    ...extra,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  setRequestBasePath('');
  vi.unstubAllGlobals();
});

describe('entering a Discord activity', () => {
  it('authorizes, trades the code, authenticates with Discord\'s token, signs in and takes the instance\'s seat', async () => {
    const { sdk, calls } = fakeSdk();
    const steps: DiscordStep[] = [];
    await expect(enterDiscordActivity(depsWith(sdk, calls), (step) => steps.push(step))).resolves.toEqual(room);
    expect(calls).toEqual([
      'sdk client-123',
      'ready',
      'authorize client-123 code identify',
      'exchange the-code',
      'authenticate discord-access',
      'login our.token.here',
      'room i-launch-1 de',
    ]);
    expect(steps).toEqual(['connecting', 'signingIn', 'joining']);
    // The stored items the lobby reads, and the chat-platform access token.
    expect(storedSeat()).toEqual({ roomCode: 'QWERT', sessionPlayer: room.sessionPlayer });
    expect(getItem('isGameOwner')).toBe(true);
    expect(getItem('gameSessionDto')).toEqual(room.gameSession);
    expect(getItem('discordAccessToken')).toBe('discord-access');
    expect(isFreshSeat(41)).toBe(true);
    // Leaving the room keeps the Discord sign-in of the device.
    clearGameSession();
    expect(getItem('discordAccessToken')).toBe('discord-access');
  });

  it('gives up when Discord never says it is ready (the page is not inside Discord)', async () => {
    const { sdk, calls } = fakeSdk({ ready: () => new Promise(() => undefined) });
    const entering = enterDiscordActivity(depsWith(sdk, calls, { readyTimeoutMs: 20 }));
    await expect(entering).rejects.toBeInstanceOf(DiscordNotReady);
    expect(calls).not.toContain('exchange the-code');
  });

  it('a refused authorization says so and signs nobody in', async () => {
    const { sdk, calls } = fakeSdk({ authorize: () => Promise.reject(new Error('user closed the modal')) });
    await expect(enterDiscordActivity(depsWith(sdk, calls))).rejects.toBeInstanceOf(DiscordAuthorizationDeclined);
    expect(calls.some((c) => c.startsWith('login'))).toBe(false);
    expect(storedSeat()).toBeNull();
  });

  it('a sign-in the server refuses leaves no seat stored', async () => {
    const { sdk, calls } = fakeSdk();
    const refused = new Error('discord.error.codeRefused');
    const deps = depsWith(sdk, calls, { exchange: () => Promise.reject(refused) });
    await expect(enterDiscordActivity(deps)).rejects.toBe(refused);
    expect(getItem('discordAccessToken')).toBeNull();
    expect(storedSeat()).toBeNull();
  });
});

describe('a page Discord launched', () => {
  const page = (search: string, framed = true) => {
    const parent = {};
    const win = { location: { search }, parent: framed ? parent : undefined } as unknown as Window;
    if (!framed) (win as unknown as { parent: unknown }).parent = win;
    return win;
  };

  it('reads the launch parameters only when all three are there and well-formed', () => {
    expect(discordLaunchOf('?frame_id=f1&instance_id=i-9-gc-3&platform=desktop')).toEqual({ frameId: 'f1', instanceId: 'i-9-gc-3', platform: 'desktop' });
    expect(discordLaunchOf('?frame_id=f1&instance_id=i-9&platform=mobile')?.platform).toBe('mobile');
    expect(discordLaunchOf('?frame_id=f1&instance_id=i-9')).toBeNull();
    expect(discordLaunchOf('?frame_id=f1&instance_id=i 9&platform=desktop')).toBeNull();
    expect(discordLaunchOf('?frame_id=f1&instance_id=i-9&platform=tv')).toBeNull();
    expect(discordLaunchOf('')).toBeNull();
  });

  it('sends the API and the socket through Discord\'s proxy, and remembers its instance', async () => {
    const launch = prepareDiscordActivity(page('?frame_id=f1&instance_id=i-77&platform=desktop'));
    expect(launch?.instanceId).toBe('i-77');
    expect(isDiscordActivity()).toBe(true);
    expect(getItem('discordInstanceId')).toBe('i-77');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await http.get('/discord/config');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/.proxy/api/v1/discord/config');
    expect(defaultBrokerUrl({ protocol: 'https:', host: '1234.discordsays.com' })).toBe('wss://1234.discordsays.com/.proxy/gametje');
  });

  it('stays on the proxy after a reload on another address while framed, and a page of its own uses none', () => {
    prepareDiscordActivity(page('?frame_id=f1&instance_id=i-77&platform=desktop'));
    expect(prepareDiscordActivity(page('', true))).toBeNull();
    expect(isDiscordActivity()).toBe(true);
    expect(defaultBrokerUrl({ protocol: 'https:', host: 'h' })).toBe('wss://h/.proxy/gametje');
    prepareDiscordActivity(page('', false));
    expect(isDiscordActivity()).toBe(false);
    expect(defaultBrokerUrl({ protocol: 'http:', host: 'h:8080' })).toBe('ws://h:8080/gametje');
  });
});
