import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WordPackForm } from '../../src/features/word-packs/WordPackForm';
import { packProblem, parseWords, wordsText } from '../../src/features/word-packs/words';
import { settingFields } from '../../src/features/host-lobby/settings';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('word packs: the words box', () => {
  it('reads one word per line or comma, tidied, without repeats', () => {
    const parsed = parseWords('  Ice   cream \nbanana, Banana;rock-n-roll\n\n  ');
    expect(parsed.words).toEqual(['Ice cream', 'banana', 'rock-n-roll']);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual([]);
    expect(wordsText(parsed.words)).toBe('Ice cream\nbanana\nrock-n-roll');
  });

  it('finds words the server refuses, and says what stops a save', () => {
    const parsed = parseWords('fish&chips\n' + 'x'.repeat(41) + '\nok');
    expect(parsed.invalid).toEqual(['fish&chips', 'x'.repeat(41)]);
    expect(packProblem('Food', parsed)).toBe('invalidWords');
    expect(packProblem(' ', parseWords('a,b,c,d,e'))).toBe('nameMissing');
    expect(packProblem('Food', parseWords('a,b,c,d'))).toBe('tooFewWords');
    expect(packProblem('Food', parseWords('a,b,c,d,e'))).toBeNull();
    expect(packProblem('x'.repeat(61), parseWords('a,b,c,d,e'))).toBe('nameTooLong');
  });

  it('saves a new pack from the form', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<WordPackForm defaultLanguage="nl" onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Dieren ' } });
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'kat\nhond\nvis\nkoe\nkip\nkat' } });
    expect(screen.getByText(/5 words · 1 repeats left out/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Dieren', language: 'nl', words: ['kat', 'hond', 'vis', 'koe', 'kip'], isPublic: false }));
  });

  it('does not save a pack with too few words, and says why', () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<WordPackForm defaultLanguage="en" onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tiny' } });
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'one, two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('A pack needs at least 5 words.');
  });

  it('lets the CANVAS_CLASH host set how often everyone paints', () => {
    expect(settingFields('CANVAS_CLASH').map((f) => f.key)).toEqual(['numberOfTurns', 'maxScore', 'musicEnabled', 'includeTutorial', 'standInAfterSeconds', 'audienceAllowed', 'textFilter', 'familyMode', 'approveJoins', 'streamerMode', 'extraTimeCapSeconds']);
  });
});
