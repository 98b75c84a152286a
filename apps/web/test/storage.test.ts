import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSessionDto, SessionPlayerDto } from '@snackparty/protocol';
import {
  STORAGE_KEYS,
  clearAll,
  clearGameSession,
  clearGameStorage,
  clearPlayerData,
  getItem,
  getVolume,
  onStorageChange,
  removeItem,
  setItem,
  storedSeat,
} from '../src/storage/storage';
import type { StorageKey } from '../src/storage/storage';

const session: GameSessionDto = {
  gameId: 7, gameCode: 'ABCDE', hostType: 'HOST', initialGameType: 'SNAPTION', gameType: 'SNAPTION',
  active: true, isPublic: false, language: 'en', createdAt: '2025-01-01T00:00:00Z', started: false,
};
const player: SessionPlayerDto = {
  playerId: 3, gameId: 7, alias: 'ANNA', hexColor: '#FF6B6B', avatarSrc: '/avatars/bagel.svg', robot: false,
  sessionPlayerId: 11, score: 0, active: true, gameOwner: false, connected: true,
};

function fillAll(): void {
  setItem('accessToken', 'token');
  setItem('roomCode', 'abcde');
  setItem('gameSessionDto', session);
  setItem('playerList', [player]);
  setItem('gameOwnerPlayerId', 3);
  setItem('playerDto', player);
  setItem('gameSessionPlayerDto', player);
  setItem('isGameOwner', false);
  setItem('gameType', 'SNAPTION');
  setItem('gameSettings', {
    language: 'en', musicEnabled: true, numberOfRounds: 3, includeTutorial: true, maxScore: 10000, numberOfTurns: 2,
    wordPackIds: [], syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 7 },
  });
  setItem('volume', 40);
  setItem('markedAsHost', true);
  setItem('hostSpectate', false);
  setItem('guestId', 'guest-1234');
  setItem('attemptingJoin', true);
}
const present = () => STORAGE_KEYS.filter((k) => localStorage.getItem(k) !== null).sort();
const sorted = (keys: StorageKey[]) => [...keys].sort();

beforeEach(() => localStorage.clear());

describe('stored client items', () => {
  it('uses the exact item names of the spec', () => {
    expect(sorted([...STORAGE_KEYS])).toEqual(sorted([
      'accessToken', 'roomCode', 'gameSessionDto', 'playerList', 'gameOwnerPlayerId', 'playerDto',
      'gameSessionPlayerDto', 'isGameOwner', 'gameType', 'gameSettings', 'volume', 'markedAsHost',
      'hostSpectate', 'guestId', 'attemptingJoin', 'chromecastDeviceName', 'chromecastSession',
      'discordInstanceId', 'discordAccessToken', 'runningInWrapper',
    ]));
  });

  it('stores the room code upper-case and strings as they are', () => {
    setItem('roomCode', 'abcde');
    setItem('accessToken', 'a.b.c');
    expect(localStorage.getItem('roomCode')).toBe('ABCDE');
    expect(localStorage.getItem('accessToken')).toBe('a.b.c');
    expect(getItem('roomCode')).toBe('ABCDE');
  });

  it('round-trips objects and booleans as JSON', () => {
    setItem('gameSessionDto', session);
    setItem('markedAsHost', true);
    expect(getItem('gameSessionDto')).toEqual(session);
    expect(getItem('markedAsHost')).toBe(true);
    expect(localStorage.getItem('markedAsHost')).toBe('true');
  });

  it('returns null for missing or broken values', () => {
    expect(getItem('gameSessionDto')).toBeNull();
    localStorage.setItem('gameSessionDto', '{broken');
    expect(getItem('gameSessionDto')).toBeNull();
  });

  it('defaults the volume to 100 and clamps it', () => {
    expect(getVolume()).toBe(100);
    setItem('volume', 250);
    expect(getVolume()).toBe(100);
    setItem('volume', 35);
    expect(getVolume()).toBe(35);
  });

  it('notifies listeners of changes', () => {
    const seen: string[] = [];
    const off = onStorageChange((key) => seen.push(key));
    setItem('roomCode', 'QWERT');
    removeItem('roomCode');
    off();
    setItem('roomCode', 'ZZZZZ');
    expect(seen).toEqual(['roomCode', 'roomCode']);
  });
});

describe('clearing rules (spec section 4)', () => {
  it('clear game storage keeps the room code, game session and access token', () => {
    fillAll();
    clearGameStorage();
    expect(present()).toEqual(sorted(['roomCode', 'gameSessionDto', 'accessToken']));
  });

  it('clear game session also removes the room code and game session', () => {
    fillAll();
    clearGameSession();
    expect(present()).toEqual(['accessToken']);
  });

  it('clear player data keeps the host marker and the session player', () => {
    fillAll();
    clearPlayerData();
    expect(present()).toEqual(sorted(['markedAsHost', 'gameSessionPlayerDto']));
  });

  it('logout clears everything', () => {
    fillAll();
    localStorage.setItem('unrelated', 'stays');
    clearAll();
    expect(present()).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });

  it('a seat needs both the room code and the session player', () => {
    expect(storedSeat()).toBeNull();
    setItem('roomCode', 'abcde');
    expect(storedSeat()).toBeNull();
    setItem('gameSessionPlayerDto', player);
    expect(storedSeat()).toEqual({ roomCode: 'ABCDE', sessionPlayer: player });
  });
});
