import { describe, expect, it } from 'vitest';
import type { SessionPlayerDto } from '@snackparty/protocol';
import {
  applyConnection,
  displayOrder,
  hasStarted,
  parsePlayerList,
  removePlayer,
  replacePlayers,
  upsertPlayer,
} from '../src/features/host-lobby/lobbyState';
import { canStart } from '../src/games/catalogue';

const p = (playerId: number, extra: Partial<SessionPlayerDto> = {}): SessionPlayerDto => ({
  playerId, sessionPlayerId: playerId + 100, gameId: 1, alias: `P${playerId}`, hexColor: '#fff', avatarSrc: '/avatars/egg.svg',
  robot: playerId < 0, score: 0, active: true, gameOwner: false, connected: true, ...extra,
});

describe('lobby player list', () => {
  it('parses a list or a wrapped list', () => {
    expect(parsePlayerList([p(1)])).toHaveLength(1);
    expect(parsePlayerList({ players: [p(1), p(2)] })).toHaveLength(2);
    expect(parsePlayerList({ nope: 1 })).toBeNull();
    expect(parsePlayerList([{ alias: 'no id' }])).toEqual([]);
  });

  it('a push replaces the list and drops inactive players', () => {
    const next = replacePlayers([p(1), p(2)], [p(2), p(3, { active: false }), p(4)]);
    expect(next.map((x) => x.playerId)).toEqual([2, 4]);
  });

  it('keeps presence that a push leaves out', () => {
    const previous = [p(1, { connected: false })];
    const { connected: _drop, ...withoutPresence } = p(1);
    expect(replacePlayers(previous, [withoutPresence])[0]!.connected).toBe(false);
  });

  it('applies presence changes by player or seat', () => {
    const list = [p(1), p(2)];
    expect(applyConnection(list, { playerId: 2, connected: false }).map((x) => x.connected)).toEqual([true, false]);
    expect(applyConnection(list, { sessionPlayerId: 101, connected: false }).map((x) => x.connected)).toEqual([false, true]);
  });

  it('adds, updates and removes players', () => {
    let list = upsertPlayer([p(1)], p(-1));
    expect(list.map((x) => x.playerId)).toEqual([1, -1]);
    list = upsertPlayer(list, { playerId: 1, alias: 'NEW' });
    expect(list[0]!.alias).toBe('NEW');
    expect(removePlayer(list, 1).map((x) => x.playerId)).toEqual([-1]);
  });

  it('lists people before AI players', () => {
    expect(displayOrder([p(-1), p(2), p(1)]).map((x) => x.playerId)).toEqual([1, 2, -1]);
  });

  it('reads the started flag of a session push', () => {
    expect(hasStarted({ started: true })).toBe(true);
    expect(hasStarted({ gameSession: { started: true } })).toBe(true);
    expect(hasStarted({ started: false })).toBe(false);
  });

  it('start needs the minimum players of the game', () => {
    expect(canStart('AB_THINKING', 3)).toBe(false);
    expect(canStart('AB_THINKING', 4)).toBe(true);
    expect(canStart('RPS_SHOOT', 2)).toBe(true);
    expect(canStart('unknown', 2)).toBe(false);
  });
});
