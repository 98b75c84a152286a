import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { PlayerList } from '../../src/features/host-lobby/PlayerList';
import { replacePlayers } from '../../src/features/host-lobby/lobbyState';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const seat = (playerId: number, alias: string, extra: Partial<SessionPlayerDto>): SessionPlayerDto => ({
  playerId, sessionPlayerId: playerId, gameId: 1, alias, hexColor: '#FFCB2E', avatarSrc: '/avatars/bagel.svg', robot: false, score: 0, active: true, gameOwner: false, connected: true, ...extra,
});
const crowned = () => screen.getAllByRole('listitem').filter((item) => item.querySelector('.player-tile__mark[title="Host"]')).map((item) => item.textContent);

describe('the crown in the players list', () => {
  it('marks who hosts now: the creator, until the rights pass to another player', () => {
    const before = replacePlayers([], [seat(1, 'Olga', { gameOwner: true, hosting: true }), seat(2, 'Ann', { hosting: false })]);
    const { rerender } = render(<PlayerList players={before} minPlayers={2} />);
    expect(crowned()).toEqual([expect.stringContaining('OLGA')]);
    const after = replacePlayers(before, [seat(1, 'Olga', { gameOwner: true, hosting: false }), seat(2, 'Ann', { hosting: true })]);
    rerender(<PlayerList players={after} minPlayers={2} />);
    expect(crowned()).toEqual([expect.stringContaining('ANN')]);
    // A server that does not say who hosts: the creator's seat keeps the crown.
    rerender(<PlayerList players={replacePlayers([], [seat(1, 'Olga', { gameOwner: true }), seat(2, 'Ann', {})])} minPlayers={2} />);
    expect(crowned()).toEqual([expect.stringContaining('OLGA')]);
  });
});
