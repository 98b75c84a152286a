import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AudienceMe, AudienceTally } from '@snackparty/protocol';
import { AudiencePrompt } from '../../src/features/audience/AudiencePrompt';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const tally = (counts: Record<string, number>, extra: Partial<AudienceTally> = {}): AudienceTally => ({ members: 10, stageNumber: 4, counts, guessedRight: 0, lastRight: null, board: [], ...extra });
const me = (extra: Partial<AudienceMe> = {}): AudienceMe => ({ alias: 'Zoe', points: 0, stageNumber: 4, choice: null, guessedRight: false, ...extra });

describe('what the audience does on its phone', () => {
  it('chooses among the options, shows the audience split and which one is its own', () => {
    const choose = vi.fn();
    const prompt = { kind: 'choose' as const, action: 'vote' as const, options: [{ id: 'a', label: 'Moist' }, { id: 'b', labelKey: 'audience.players' }] };
    const { rerender } = render(<AudiencePrompt prompt={prompt} stageNumber={4} me={me()} tally={tally({ a: 3, b: 1 })} choose={choose} guess={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Vote for your favourite' });
    const [moist, players] = [screen.getByRole('button', { name: /Moist/ }), screen.getByRole('button', { name: /Players/ })];
    expect(group.contains(moist)).toBe(true);
    expect(moist.textContent).toContain('75%');
    expect(players.textContent).toContain('25%');
    expect(moist.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(players);
    expect(choose).toHaveBeenCalledWith('b');
    rerender(<AudiencePrompt prompt={prompt} stageNumber={4} me={me({ choice: 'b' })} tally={tally({ a: 3, b: 2 })} choose={choose} guess={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Players/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Your choice is in. You can still change it.')).toBeTruthy();
    // A tally of another stage shows no split; a choice of another stage is not this one's.
    rerender(<AudiencePrompt prompt={prompt} stageNumber={5} me={me({ choice: 'b' })} tally={tally({ a: 3, b: 2 })} choose={choose} guess={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Moist/ }).textContent).toContain('0%');
    expect(screen.getByRole('button', { name: /Players/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('types a guess, hears it was not it, and once right stops asking', () => {
    const guess = vi.fn();
    const prompt = { kind: 'guess' as const, action: 'guess' as const };
    const { rerender } = render(<AudiencePrompt prompt={prompt} stageNumber={4} me={me()} tally={tally({})} choose={vi.fn()} guess={guess} />);
    fireEvent.change(screen.getByLabelText('Your guess'), { target: { value: '  banana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(guess).toHaveBeenCalledWith('banana');
    rerender(<AudiencePrompt prompt={prompt} stageNumber={4} me={me({ guess: { text: 'banana', right: false } })} tally={tally({}, { guessedRight: 2 })} choose={vi.fn()} guess={guess} />);
    expect(screen.getByText('Not “banana”. Try again!')).toBeTruthy();
    expect(screen.getByText('2 of the audience guessed it')).toBeTruthy();
    rerender(<AudiencePrompt prompt={prompt} stageNumber={4} me={me({ guessedRight: true, points: 100 })} tally={tally({}, { guessedRight: 3 })} choose={vi.fn()} guess={guess} />);
    expect(screen.getByText('Right! You got it.')).toBeTruthy();
    expect(screen.queryByLabelText('Your guess')).toBeNull();
  });
});
