import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { abThinkingScreens } from '../../src/games/ab-thinking';
import { initTestI18n } from '../helpers';
import { clockOf, hostOf, newGame, players, toFinal, until } from './fixtures';
import type { Table } from './fixtures';

const { Host } = abThinkingScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function tv(t: Table) {
  return render(<Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />);
}

describe('AB_THINKING on the shared screen', () => {
  it('shows the question as two halves and ticks off who has answered, never what', () => {
    const t = newGame();
    const question = t.question;
    t.answer(1, { pick: 'A', prediction: 70 });
    t.answer(2, { pick: 'B' });
    const { container } = tv(t);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(question.text);
    expect(screen.getByText(question.a)).toBeTruthy();
    expect(screen.getByText(question.b)).toBeTruthy();
    // Ann sent both, Bob only a pick: one is done.
    const answered = screen.getByRole('list', { name: 'Answered: 1 of 4' });
    expect(within(answered).getAllByRole('listitem')).toHaveLength(4);
    expect(container.querySelector('.ab-answerer.is-done')?.getAttribute('data-player')).toBe('1');
    expect(container.textContent).not.toContain('70');
    expect(screen.getByText('Round 1 of 2')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('fills the bar to the real split, then puts every prediction on it with the points', () => {
    const t = newGame();
    t.answer(1, { pick: 'A', prediction: 75 });
    t.answer(2, { pick: 'A', prediction: 40 });
    t.answer(3, { pick: 'A', prediction: 100 });
    t.answer(-1, { pick: 'B', prediction: 50 });
    expect(t.match.stage).toBe('split');
    const first = tv(t);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`75% picked ${t.question.a} (3), 25% picked ${t.question.b} (1)`);
    expect(first.container.querySelector('.ab-bar.is-filling')).toBeTruthy();
    expect(first.container.querySelector('.ab-marker')).toBeNull();
    first.unmount();

    until(t, 'predictions');
    const { container } = tv(t);
    const markers = within(screen.getByRole('list', { name: 'Everyone’s guesses' })).getAllByRole('listitem');
    expect(markers).toHaveLength(4);
    expect(markers.map((m) => m.getAttribute('data-player'))).toEqual(['2', '-1', '1', '3']);
    // Ann was spot on (300) and with the majority (100).
    const ann = container.querySelector('.ab-card[data-player="1"]')!;
    expect(ann.querySelector('.ab-card__points')?.textContent).toBe('+400');
    expect(container.querySelector('.ab-marker[data-player="1"]')?.classList.contains('is-close')).toBe(true);
  });

  it('asks what the named player will pick in the final, and reveals who read them right', () => {
    const t = newGame();
    toFinal(t);
    const named = t.named;
    const alias = players.find((p) => p.playerId === named)!.alias.toUpperCase();
    tv(t);
    expect(screen.getByText(`What will ${alias} pick?`)).toBeTruthy();
    expect(screen.getByText('The final')).toBeTruthy();
    cleanup();

    const others = [1, 2, 3, -1].filter((id) => id !== named);
    t.answer(named, { pick: 'B' });
    t.answer(others[0]!, { pick: 'A', guess: 'B' });
    t.answer(others[1]!, { pick: 'B', guess: 'A' });
    t.answer(others[2]!, { pick: 'A', guess: 'B' });
    until(t, 'predictions');
    const { container } = tv(t);
    expect(screen.getByRole('heading', { name: `${alias} picked ${t.question.b}!` })).toBeTruthy();
    const right = container.querySelector('.ab-guesses__side.is-right')!;
    expect(right.classList.contains('ab-side--B')).toBe(true);
    expect(right.querySelectorAll('.ab-guess')).toHaveLength(2);
    expect(container.querySelector('.ab-final-reveal__bonus')).toBeTruthy();
  });

  it('shows the round scores with their deltas', () => {
    const t = newGame();
    t.answer(1, { pick: 'A', prediction: 50 });
    until(t, 'roundScores');
    tv(t);
    expect(screen.getByRole('heading', { name: 'Round 1 results' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Round 1 results' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Next up: the final! Read your friends.')).toBeTruthy();
  });
});
