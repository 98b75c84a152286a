/**
 * The word hangman style (spec, in-game views): each letter upper case, letters not yet known as blank
 * cells (the underscores), spaces and hyphens shown from the start, and the word's length as a small
 * superscript number (optionally hidden).
 */
import { useTranslation } from 'react-i18next';
import type { CanvasClashHint } from './types';

/** A cell that is part of the word's shape rather than a letter to guess. */
function isSeparator(cell: string | null): cell is ' ' | '-' {
  return cell === ' ' || cell === '-';
}

/** The hint of a word everyone may see in full (the painter's word, the reveal). */
export function hintOfWord(word: string): CanvasClashHint {
  const cells = [...word.toLocaleUpperCase()].map((c) => (/\s/.test(c) ? ' ' : c));
  return { cells, length: cells.filter((c) => !isSeparator(c)).length };
}

/** Reads a hint the server sent as a pattern string ("B_N_N_"), as some older screens do. */
export function hintOfPattern(pattern: string): CanvasClashHint {
  const cells = [...pattern].map((c) => (c === '_' ? null : /\s/.test(c) ? ' ' : c.toLocaleUpperCase()));
  return { cells, length: cells.filter((c) => !isSeparator(c)).length };
}

/** The words of a hint, each a list of cells, split at spaces (a word never breaks across lines). */
function words(cells: ReadonlyArray<string | null>): Array<Array<string | null>> {
  const out: Array<Array<string | null>> = [[]];
  for (const cell of cells) {
    if (cell === ' ') out.push([]);
    else out[out.length - 1]!.push(cell);
  }
  return out.filter((w) => w.length > 0);
}

export interface HangmanWordProps {
  hint: CanvasClashHint;
  /** Show the length superscript (spec: optionally hidden). */
  showLength?: boolean;
  size?: 'tv' | 'phone' | 'small';
  className?: string;
}

export function HangmanWord({ hint, showLength = true, size = 'phone', className }: HangmanWordProps) {
  const { t } = useTranslation();
  const spoken = hint.cells.map((c) => (c === null ? t('canvasClash.blank') : c === ' ' ? ',' : c.toLocaleUpperCase())).join(' ');
  return (
    <p className={`hangman hangman--${size} ${className ?? ''}`} aria-label={t('canvasClash.hintLabel', { n: hint.length, letters: spoken })}>
      <span className="hangman__words" aria-hidden="true">
        {words(hint.cells).map((word, w) => (
          <span key={w} className="hangman__word">
            {word.map((cell, i) =>
              cell === '-' ? (
                <span key={i} className="hangman__cell hangman__cell--hyphen">
                  -
                </span>
              ) : (
                <span key={i} className={`hangman__cell ${cell === null ? 'is-blank' : 'is-letter'}`}>
                  {cell === null ? '' : cell.toLocaleUpperCase()}
                </span>
              ),
            )}
          </span>
        ))}
      </span>
      {showLength ? (
        <sup className="hangman__length" aria-hidden="true">
          {hint.length}
        </sup>
      ) : null}
    </p>
  );
}
