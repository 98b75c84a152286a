import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Seat } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { StandInBanner, StandInSeats, standInSeats } from '../../src/games/shell/StandIn';
import { HostToolbar } from '../../src/games/shell/HostToolbar';
import type { HostActions } from '../../src/games/shell/useHostActions';
import { flatten, initTestI18n, readLocale } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const seats: Seat[] = [
  { playerId: 7, alias: 'Ann', robot: false, standIn: true },
  { playerId: 8, alias: 'Bob', robot: false },
  { playerId: -1, alias: 'Robo Pepper', robot: true },
];
const players = [
  { playerId: 7, sessionPlayerId: 7, alias: 'Ann', avatarSrc: '/avatars/bagel.svg', hexColor: '#FFCB2E', robot: false },
  { playerId: 8, sessionPlayerId: 8, alias: 'Bob', avatarSrc: '/avatars/donut.svg', hexColor: '#FF6B6B', robot: false },
] as SessionPlayerDto[];

describe('seats played by the AI for now', () => {
  it('are the seats the view marks, and only those', () => {
    expect(standInSeats({ seats })).toEqual([7]);
    expect(standInSeats({ seats: seats.map(({ standIn: _s, ...seat }) => seat) })).toEqual([]);
    expect(standInSeats(null)).toEqual([]);
  });

  it('show on the shared screen with the player\'s name, and nothing while everyone plays', () => {
    const { rerender } = render(<StandInSeats view={{ seats }} players={players} />);
    const row = screen.getByRole('status', { name: 'Seats played by the AI for now' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(1);
    expect(row.textContent).toContain('ANN');
    expect(row.textContent).toContain('Played by the AI for now');
    expect(row.textContent).not.toContain('BOB');
    rerender(<StandInSeats view={{ seats: seats.filter((s) => !s.standIn) }} players={players} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('show faces and one note when many seats are away, so the stage keeps its room', () => {
    const many: Seat[] = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].map((alias, i) => ({ playerId: i + 1, alias, robot: false, standIn: i !== 2 }));
    render(<StandInSeats view={{ seats: many }} players={[]} />);
    const row = screen.getByRole('status', { name: 'Seats played by the AI for now' });
    expect(within(row).getAllByRole('img').map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt'))).toEqual(['Ann', 'Bob', 'Dee', 'Eve']);
    expect(row.textContent!.match(/Played by the AI for now/g)).toHaveLength(1);
  });

  it('can be handed to the AI by the host, for people only and not twice', () => {
    const actions: HostActions = { skipTimer: vi.fn(), nextStage: vi.fn(), endGame: vi.fn(), newGameSamePlayers: vi.fn(), newGameType: vi.fn(), exitGame: vi.fn(), standIn: vi.fn(), hideContent: vi.fn() };
    const { rerender } = render(<HostToolbar actions={actions} seats={seats} />);
    fireEvent.click(screen.getByRole('button', { name: 'Let the AI play' }));
    const picker = screen.getByRole('dialog', { name: 'Let the AI play a seat' });
    // Ann's seat is the AI's already and Robo Pepper is an AI player: only Bob is offered.
    expect(within(picker).getAllByRole('button').map((b) => b.textContent).filter((text) => text !== '' && !/close/i.test(text ?? ''))).toEqual(['Bob']);
    fireEvent.click(within(picker).getByRole('button', { name: 'Bob' }));
    expect(actions.standIn).toHaveBeenCalledWith(8);
    rerender(<HostToolbar actions={actions} seats={seats.map((seat) => ({ ...seat, standIn: true }))} />);
    expect(screen.queryByRole('button', { name: 'Let the AI play' })).toBeNull();
  });

  it('tell the phone whose seat it is, and no other phone', () => {
    const { rerender } = render(<StandInBanner view={{ seats }} playerId={7} />);
    expect(screen.getByRole('status').textContent).toContain('The AI is playing for you for now');
    expect(screen.getByRole('status').textContent).toContain('Your next move takes your seat back');
    rerender(<StandInBanner view={{ seats }} playerId={8} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('are said in every language, each in its own words', () => {
    const english = flatten(readLocale('en'));
    for (const language of ['de', 'fr', 'nl', 'dk', 'es', 'pl', 'sk', 'ro']) {
      const strings = flatten(readLocale(language));
      for (const key of ['standIn.playedByAi', 'standIn.youAreAway', 'standIn.takeBack', 'standIn.seatsLabel']) {
        expect(strings[key], `${language} ${key}`).toBeTruthy();
        expect(strings[key], `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
