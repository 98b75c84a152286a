import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { syncThinkScreens } from '../../src/games/sync-think';
import { initTestI18n } from '../helpers';
import { hostAnswerLevel0, hostAnswerLevel2, hostReveal, hostRoundScores, level0, level1, over, players, serverNow } from './fixtures';

const { Host } = syncThinkScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

/** Every word any player wrote this round: none may show on the TV while answers are being given. */
const ANSWER_WORDS = [...level0.answers, ...level1.answers].map((a) => a.word ?? '');

describe('SYNC_THINK host: answer stage', () => {
  it('level 0: asks for any word, shows points, timer and who has answered', () => {
    const { container } = render(<Host view={hostAnswerLevel0()} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'Say any word!' })).toBeTruthy();
    expect(screen.getByText('Level 0')).toBeTruthy();
    expect(screen.getByText('1500 pts')).toBeTruthy();
    expect(screen.getByText('Round 2 of 3')).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 20 s');
    expect(screen.getByText('Answers in: 2 / 5')).toBeTruthy();
    const lit = [...container.querySelectorAll('.sync-seat.is-answered')].map((el) => el.getAttribute('data-player'));
    expect(lit).toEqual(['1', '-1']);
    expect(container.querySelectorAll('.sync-seat.is-thinking')).toHaveLength(3);
    expect(screen.getByText('ANA')).toBeTruthy();
  });

  it('level 2: shows the two prompt words big, the matched players apart, and never an answer', () => {
    const { container } = render(<Host view={hostAnswerLevel2()} players={players} serverNow={serverNow} />);
    expect(screen.getByText('night')).toBeTruthy();
    expect(screen.getByText('salt')).toBeTruthy();
    expect(screen.getByText('Which word connects these two?')).toBeTruthy();
    expect(screen.getByText('Level 2')).toBeTruthy();
    expect(screen.getByText('500 pts')).toBeTruthy();
    expect(container.querySelector('.sync-level__multiplier')?.textContent).toBe('×2');
    expect(screen.getByText('Already in sync')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Players still in play' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Answers in: 1 / 3')).toBeTruthy();
    // The host view holds no answers; earlier levels' words and reveal cards stay off the screen.
    expect(container.querySelector('.sync-answer')).toBeNull();
    for (const word of ANSWER_WORDS.filter((w) => !['night', 'salt'].includes(w))) {
      expect(screen.queryByText(new RegExp(`^${word}$`, 'i')), word).toBeNull();
    }
  });
});

describe('SYNC_THINK host: reveal', () => {
  it('before answersAt: builds up without showing a word', () => {
    const { container } = render(<Host view={hostReveal(2_000)} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'Here come the answers…' })).toBeTruthy();
    expect(container.querySelectorAll('.sync-answer')).toHaveLength(3);
    expect(container.querySelectorAll('.sync-answer__card.is-hidden')).toHaveLength(3);
    expect(screen.queryByText('sea')).toBeNull();
    expect(screen.queryByText('pepper')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('between answersAt and verdictAt: all answers side by side, no verdict yet', () => {
    const { container } = render(<Host view={hostReveal(7_000)} players={players} serverNow={serverNow} />);
    expect(screen.getByText('sea')).toBeTruthy();
    expect(screen.getByText('Sea')).toBeTruthy();
    expect(screen.getByText('pepper')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anyone in sync?' })).toBeTruthy();
    expect(container.querySelector('.is-matched, .is-struck')).toBeNull();
  });

  it('after verdictAt: the matched group lights up with its points, the rest is struck through', () => {
    const { container } = render(<Host view={hostReveal(11_000)} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'In sync!' })).toBeTruthy();
    const matched = [...container.querySelectorAll('.sync-answer.is-matched')];
    expect(matched.map((el) => el.getAttribute('data-player'))).toEqual(['3', '4']);
    const colours = matched.map((el) => (el as HTMLElement).style.getPropertyValue('--group'));
    expect(colours[0]).toBeTruthy();
    expect(colours[0]).toBe(colours[1]);
    // 500 base points at level 2, ×2 in round 2.
    expect(screen.getAllByText('+1000')).toHaveLength(2);
    const struck = [...container.querySelectorAll('.sync-answer.is-struck')];
    expect(struck.map((el) => el.getAttribute('data-player'))).toEqual(['-1']);
    expect(within(struck[0] as HTMLElement).getByText('pepper')).toBeTruthy();
    expect(screen.getByText('Only one player is left out of sync.')).toBeTruthy();
  });
});

describe('SYNC_THINK host: round scores and the end', () => {
  it('shows the path of words per level and who matched where', () => {
    const { container } = render(<Host view={hostRoundScores()} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'Round 2 results' })).toBeTruthy();
    const levels = container.querySelectorAll('.sync-path__level');
    expect(levels).toHaveLength(3);
    expect(within(levels[0] as HTMLElement).getByText('Any word')).toBeTruthy();
    expect(within(levels[0] as HTMLElement).getByText('cheese')).toBeTruthy();
    expect(within(levels[0] as HTMLElement).getByText('+3000')).toBeTruthy();
    expect(within(levels[1] as HTMLElement).getByText('pizza + moon')).toBeTruthy();
    expect(within(levels[1] as HTMLElement).getByText('No match')).toBeTruthy();
    expect(within(levels[2] as HTMLElement).getByText('night + salt')).toBeTruthy();
    expect(within(levels[2] as HTMLElement).getByText('sea')).toBeTruthy();
    expect(screen.getAllByText('In sync at level 0')).toHaveLength(2);
    expect(screen.getAllByText('In sync at level 2')).toHaveLength(2);
    expect(screen.getByText('Not in sync')).toBeTruthy();
    const rows = [...container.querySelectorAll('.sync-standings__row')];
    expect(rows[0]?.textContent).toContain('ANA');
    expect(rows[0]?.querySelector('.sync-standings__total')?.textContent).toBe('5000');
    expect(screen.getByText('Next round coming up…')).toBeTruthy();
  });

  it('falls back to the final scores when the game is over', () => {
    const { container } = render(<Host view={over(hostRoundScores())} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'Game over' })).toBeTruthy();
    const rows = [...container.querySelectorAll('.sync-final__row')].map((r) => r.textContent);
    expect(rows[0]).toContain('ANA');
    expect(rows[0]).toContain('5000');
    expect(rows).toHaveLength(5);
  });
});
