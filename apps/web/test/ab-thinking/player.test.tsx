import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { abThinkingScreens } from '../../src/games/ab-thinking';
import { markerLanes } from '../../src/games/ab-thinking/shared';
import { GameRoomContext } from '../../src/games/gameRoom';
import { initTestI18n } from '../helpers';
import { clockOf, newGame, phoneOf, players, toFinal, until } from './fixtures';
import type { Table } from './fixtures';

const { Player } = abThinkingScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

/** A phone of player `id` whose moves go to the real rules: a refused move fails the test. */
function phone(t: Table, id: number, room: 'shared' | 'alone' = 'shared') {
  const moves: Array<[string, unknown]> = [];
  const send = vi.fn((move: string, payload: unknown) => {
    moves.push([move, payload]);
    const refused = t.move(id, move, payload);
    if (refused) throw new Error(`refused: ${refused.invalid}`);
  });
  const wrap = (ui: ReactElement) =>
    room === 'alone' ? <GameRoomContext.Provider value={{ code: 'ABCDE', connection: null, status: 'connected', sharedScreen: false }}>{ui}</GameRoomContext.Provider> : ui;
  const ui = () => wrap(<Player view={phoneOf(t, id)} players={players} serverNow={clockOf(t)} send={send} />);
  const result = render(ui());
  return { ...result, send, moves, refresh: () => result.rerender(ui()) };
}

describe('AB_THINKING phone: a question', () => {
  it('taps a side, then slides the prediction, sent once the slider is let go and changeable after', () => {
    const t = newGame();
    const p = phone(t, 1);
    expect(screen.queryByRole('slider')).toBeNull();
    const choices = within(screen.getByRole('group', { name: 'Your pick' })).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual([`A${t.question.a}`, `B${t.question.b}`]);
    fireEvent.click(choices[1]!);
    expect(p.moves).toEqual([['answer', { pick: 'B' }]]);
    p.refresh();
    expect(screen.getByRole('button', { name: t.question.b }).getAttribute('aria-pressed')).toBe('true');

    const slider = screen.getByRole('slider', { name: `How many pick “${t.question.a}”?` });
    expect(screen.getByText('Slide and let go: how many of the room pick A?')).toBeTruthy();
    // Dragging shows the number; letting go (the native change) sends it, once.
    fireEvent.input(slider, { target: { value: '63' } });
    expect(screen.getByText('63%')).toBeTruthy();
    expect(screen.getByText('37%')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '63' } });
    expect(p.moves.filter(([, body]) => 'prediction' in (body as object))).toEqual([['answer', { prediction: 63 }]]);
    p.refresh();
    expect(t.match.state.answers[1]).toEqual({ pick: 'B', prediction: 63, guess: null });
    expect(screen.getByText(/Locked in!/)).toBeTruthy();

    // Changed before the deadline: the pick and the prediction are the latest sent.
    fireEvent.click(screen.getByRole('button', { name: t.question.a }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '20' } });
    expect(t.match.state.answers[1]).toEqual({ pick: 'A', prediction: 20, guess: null });
  });

  it('shows its own result at the predictions, and only points to the screen at the split', () => {
    const t = newGame();
    t.answer(1, { pick: 'A', prediction: 72 });
    t.answer(2, { pick: 'A', prediction: 10 });
    t.answer(3, { pick: 'A', prediction: 90 });
    t.answer(-1, { pick: 'B', prediction: 50 });
    const split = phone(t, 1);
    expect(screen.getByText('Eyes on the screen!')).toBeTruthy();
    expect(screen.getByText(`You picked ${t.question.a}`)).toBeTruthy();
    expect(split.container.querySelector('.ab-bar')).toBeNull();
    cleanup();

    until(t, 'predictions');
    phone(t, 1);
    const result = screen.getByRole('status');
    expect(within(result).getByText('+400')).toBeTruthy();
    expect(within(result).getByText('You said 72%, it was 75%: 3 off')).toBeTruthy();
    expect(within(result).getByText('You were with the majority')).toBeTruthy();
  });

  it('on a phone that is the only screen, shows the split bar and everyone’s predictions itself', () => {
    const t = newGame();
    t.answer(1, { pick: 'A', prediction: 60 });
    t.answer(2, { pick: 'B', prediction: 30 });
    t.answer(3, { pick: 'A', prediction: 55 });
    t.answer(-1, { pick: 'B', prediction: 45 });
    const split = phone(t, 2, 'alone');
    expect(split.container.querySelector('.ab-bar.is-filling')).toBeTruthy();
    cleanup();
    until(t, 'predictions');
    const { container } = phone(t, 2, 'alone');
    expect(container.querySelectorAll('.ab-marker')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Points for this question' })).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('AB_THINKING phone: the final', () => {
  it('the others pick and guess the named player’s pick; the named player only picks', () => {
    const t = newGame();
    toFinal(t);
    const named = t.named;
    const guesser = [1, 2, 3].find((id) => id !== named)!;
    const alias = players.find((p) => p.playerId === named)!.alias.toUpperCase();

    const g = phone(t, guesser);
    fireEvent.click(screen.getByRole('button', { name: t.question.a }));
    g.refresh();
    expect(screen.queryByRole('slider')).toBeNull();
    const guess = screen.getByRole('group', { name: `What will ${alias} pick?` });
    fireEvent.click(within(guess).getByRole('button', { name: t.question.b }));
    expect(g.moves).toEqual([
      ['answer', { pick: 'A' }],
      ['answer', { guess: 'B' }],
    ]);
    cleanup();

    if (named > 0) {
      const n = phone(t, named);
      expect(screen.getByText('Everyone is guessing your pick!')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: t.question.b }));
      n.refresh();
      expect(screen.queryByRole('group', { name: /What will/ })).toBeNull();
      expect(screen.getByText(/Locked in!/)).toBeTruthy();
    }
  });
});

describe('prediction markers', () => {
  it('stack close predictions in lanes and leave far ones on the bar', () => {
    const lanes = markerLanes(
      [
        { playerId: 1, prediction: 50 },
        { playerId: 2, prediction: 52 },
        { playerId: 3, prediction: 90 },
        { playerId: 4, prediction: null },
        { playerId: 5, prediction: 53 },
      ],
      6,
      2,
    );
    expect(lanes).toEqual([
      { playerId: 1, prediction: 50, lane: 0 },
      { playerId: 2, prediction: 52, lane: 1 },
      { playerId: 5, prediction: 53, lane: 0 },
      { playerId: 3, prediction: 90, lane: 0 },
    ]);
  });
});
