import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { HangmanWord, hintOfPattern, hintOfWord } from '../../src/games/canvas-clash/HangmanWord';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function cells(container: HTMLElement) {
  return [...container.querySelectorAll('.hangman__cell')].map((cell) => (cell.classList.contains('is-blank') ? '_' : cell.textContent));
}

describe('CANVAS_CLASH hangman word', () => {
  it('shows revealed letters upper case, unknown ones as blank cells, and the length as a superscript', () => {
    const { container } = render(<HangmanWord hint={{ cells: ['b', null, 'n', null, null, null], length: 6 }} />);
    expect(cells(container)).toEqual(['B', '_', 'N', '_', '_', '_']);
    const sup = container.querySelector('sup');
    expect(sup?.textContent).toBe('6');
    expect(container.querySelector('.hangman')?.getAttribute('aria-label')).toBe('The word, 6 letters: B blank N blank blank blank');
  });

  it('splits words at spaces (not counted) and keeps hyphens visible', () => {
    const { container } = render(<HangmanWord hint={{ cells: [null, null, null, ' ', 'C', null, '-', null], length: 6 }} />);
    const words = container.querySelectorAll('.hangman__word');
    expect(words).toHaveLength(2);
    expect(words[0]!.querySelectorAll('.hangman__cell')).toHaveLength(3);
    expect(container.querySelector('.hangman__cell--hyphen')?.textContent).toBe('-');
    expect(container.querySelector('sup')?.textContent).toBe('6');
  });

  it('can hide the length', () => {
    const { container } = render(<HangmanWord hint={{ cells: [null, 'A'], length: 2 }} showLength={false} />);
    expect(container.querySelector('sup')).toBeNull();
    expect(cells(container)).toEqual(['_', 'A']);
  });

  it('builds hints from a whole word and from an underscore pattern', () => {
    expect(hintOfWord('Ice cream')).toEqual({ cells: ['I', 'C', 'E', ' ', 'C', 'R', 'E', 'A', 'M'], length: 8 });
    expect(hintOfWord('t-shirt').length).toBe(6);
    expect(hintOfPattern('b_n_ _a')).toEqual({ cells: ['B', null, 'N', null, ' ', null, 'A'], length: 6 });
  });
});
