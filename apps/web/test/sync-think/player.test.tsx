import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import syncThinkScreens from '../../src/games/sync-think';
import { cleanWord, wordProblem } from '../../src/games/sync-think/word';
import { initTestI18n } from '../helpers';
import { over, phoneAnswering, phoneMatched, phoneNotInPlay, phoneReveal, phoneRoundScores, players, serverNow } from './fixtures';

const { Player } = syncThinkScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function typeWord(text: string) {
  fireEvent.change(screen.getByLabelText('Your word'), { target: { value: text } });
}

describe('SYNC_THINK phone: word rules', () => {
  it('checks words like the server', () => {
    expect(cleanWord('  ice   cream ')).toBe('ice cream');
    expect(wordProblem('', null)).toBe('empty');
    expect(wordProblem('   ', null)).toBe('empty');
    expect(wordProblem('a'.repeat(31), null)).toBe('tooLong');
    expect(wordProblem('a'.repeat(30), null)).toBeNull();
    expect(wordProblem('fish&chips', null)).toBe('characters');
    expect(wordProblem('R2D2', null)).toBe('characters');
    expect(wordProblem('-dash', null)).toBe('characters');
    expect(wordProblem("rock 'n' roll", null)).toBeNull();
    expect(wordProblem('Świnoujście', null)).toBeNull();
    expect(wordProblem('東京', null)).toBeNull();
    expect(wordProblem('Night', ['night', 'salt'])).toBe('promptWord');
    expect(wordProblem('sált', ['night', 'salt'])).toBe('promptWord');
  });
});

describe('SYNC_THINK phone: answer stage', () => {
  it('shows the prompt and sends the tidied word', () => {
    const send = vi.fn();
    render(<Player view={phoneAnswering()} players={players} serverNow={serverNow} send={send} />);
    expect(screen.getByText('night')).toBeTruthy();
    expect(screen.getByText('salt')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    typeWord('  sea   breeze ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('submitWord', { word: 'sea breeze' });
  });

  it('submits with the Enter key too', () => {
    const send = vi.fn();
    render(<Player view={phoneAnswering()} players={players} serverNow={serverNow} send={send} />);
    typeWord('sea');
    fireEvent.submit(screen.getByLabelText('Your word').closest('form')!);
    expect(send).toHaveBeenCalledWith('submitWord', { word: 'sea' });
  });

  it('sends at once after a refused try, and a double tap only once', () => {
    const send = vi.fn();
    render(<Player view={phoneAnswering()} players={players} serverNow={serverNow} send={send} />);
    typeWord('fish&chips');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    typeWord('sea');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('submitWord', { word: 'sea' });
    typeWord('ocean');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenLastCalledWith('submitWord', { word: 'ocean' });
  });

  it.each([
    ['', 'Type a word first.'],
    ['fish&chips', 'Use letters, spaces, hyphens and apostrophes only, starting with a letter.'],
    ['a'.repeat(31), "That's too long: at most 30 characters."],
    ['Salt', "That's one of the two words. Find a word that connects them!"],
  ])('does not send %j and says why', (text, why) => {
    const send = vi.fn();
    render(<Player view={phoneAnswering()} players={players} serverNow={serverNow} send={send} />);
    typeWord(text);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(why);
    expect(screen.getByLabelText('Your word').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the sent word and lets it be changed until the deadline', () => {
    const send = vi.fn();
    const { rerender } = render(<Player view={phoneAnswering()} players={players} serverNow={serverNow} send={send} />);
    typeWord('sea');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The server's view now holds the word.
    rerender(<Player view={phoneAnswering('sea')} players={players} serverNow={serverNow} send={send} />);
    expect(screen.queryByLabelText('Your word')).toBeNull();
    expect(screen.getByText('sea')).toBeTruthy();
    expect(screen.getByText('Sent! You can change it until time runs out.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change my word' }));
    const input = screen.getByLabelText('Your word') as HTMLInputElement;
    expect(input.value).toBe('sea');
    typeWord('ocean');
    fireEvent.click(screen.getByRole('button', { name: 'Send new word' }));
    expect(send).toHaveBeenLastCalledWith('submitWord', { word: 'ocean' });
    rerender(<Player view={phoneAnswering('ocean')} players={players} serverNow={serverNow} send={send} />);
    expect(screen.queryByLabelText('Your word')).toBeNull();
    expect(screen.getByText('ocean')).toBeTruthy();
  });

  it('keeps the sent word when a change is cancelled', () => {
    const send = vi.fn();
    render(<Player view={phoneAnswering('sea')} players={players} serverNow={serverNow} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change my word' }));
    typeWord('ocean');
    fireEvent.click(screen.getByRole('button', { name: 'Keep “sea”' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('sea')).toBeTruthy();
  });

  it('a matched phone is in sync and cannot answer', () => {
    render(<Player view={phoneMatched()} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: "You're in sync with BO!" })).toBeTruthy();
    expect(screen.getByText('+3000 pts at level 0')).toBeTruthy();
    expect(screen.queryByLabelText('Your word')).toBeNull();
  });

  it('a phone not in play waits for the next round', () => {
    render(<Player view={phoneNotInPlay()} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Hang tight!' })).toBeTruthy();
    expect(screen.getByText("You'll join in at the next round. Watch the big screen!")).toBeTruthy();
    expect(screen.queryByLabelText('Your word')).toBeNull();
  });
});

describe('SYNC_THINK phone: reveal and round scores', () => {
  it('before answersAt: suspense, own word only', () => {
    const { container } = render(<Player view={phoneReveal(2_000)} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Here come the answers…' })).toBeTruthy();
    expect(screen.getByText('You said “Sea”')).toBeTruthy();
    expect(container.querySelector('.sync-phone__row')).toBeNull();
    expect(screen.queryByText('pepper')).toBeNull();
  });

  it('after verdictAt: all answers, the own one first and highlighted, and the match', () => {
    const { container } = render(<Player view={phoneReveal(11_000)} players={players} serverNow={serverNow} send={vi.fn()} />);
    const rows = [...container.querySelectorAll('.sync-phone__row')] as HTMLElement[];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.classList.contains('is-me')).toBe(true);
    expect(within(rows[0]!).getByText('You')).toBeTruthy();
    expect(within(rows[0]!).getByText('Sea')).toBeTruthy();
    expect(rows[0]?.classList.contains('is-matched')).toBe(true);
    expect(rows.find((r) => r.textContent?.includes('pepper'))?.classList.contains('is-struck')).toBe(true);
    expect(screen.getByRole('status').textContent).toContain("You're in sync with CY!");
    expect(screen.getByRole('status').textContent).toContain('+1000');
  });

  it('after verdictAt, unmatched: says so', () => {
    render(<Player view={phoneReveal(11_000, -1)} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('No match this time.');
  });

  it('round scores: own points this round and the total', () => {
    render(<Player view={phoneRoundScores()} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Round 2 results' })).toBeTruthy();
    expect(screen.getByText('+1000')).toBeTruthy();
    expect(screen.getByText('In sync with CY at level 2')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByText('1000')).toBeTruthy();
    expect(screen.getByText('night')).toBeTruthy();
  });

  it('game over: the final scores', () => {
    render(<Player view={over(phoneRoundScores())} players={players} serverNow={serverNow} send={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Game over' })).toBeTruthy();
  });
});
