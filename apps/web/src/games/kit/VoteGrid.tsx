import type { CSSProperties, ReactNode } from 'react';
import './kit.css';

export interface VoteOption {
  id: string;
  /** The visible name of the choice; it is also the button's accessible name. */
  label: string;
  /** Shown under the label (a caption, an answer). */
  detail?: ReactNode;
  /** A picture or avatar above the label; decorative. */
  media?: ReactNode;
  /** Not a choice for this player (their own entry, say). */
  disabled?: boolean;
  /** A colour for the option's edge. */
  colour?: string;
}

export interface VoteGridProps {
  /** Says what the vote is about; names the group for screen readers. */
  legend: string;
  hideLegend?: boolean;
  options: readonly VoteOption[];
  /** The option this player voted for, or null. */
  value: string | null;
  onVote: (id: string) => void;
  /** The vote is closed (sent and locked, or the time is up). */
  locked?: boolean;
  className?: string;
}

/**
 * A grid of choices to vote for, one tap each: every choice is a button that says whether it is
 * the chosen one (aria-pressed), so it works with a screen reader and a keyboard alike.
 */
export function VoteGrid({ legend, hideLegend = false, options, value, onVote, locked = false, className }: VoteGridProps) {
  return (
    <fieldset className={`vote-grid ${className ?? ''}`} disabled={locked}>
      <legend className={hideLegend ? 'visually-hidden' : 'vote-grid__legend'}>{legend}</legend>
      <ul className="vote-grid__options">
        {options.map((option) => {
          const chosen = option.id === value;
          return (
            <li key={option.id}>
              <button
                type="button"
                className={`vote-grid__option ${chosen ? 'is-chosen' : ''}`}
                style={option.colour ? ({ '--vote-colour': option.colour } as CSSProperties) : undefined}
                aria-pressed={chosen}
                disabled={option.disabled}
                onClick={() => onVote(option.id)}
              >
                {option.media ? (
                  <span className="vote-grid__media" aria-hidden="true">
                    {option.media}
                  </span>
                ) : null}
                <span className="vote-grid__label">{option.label}</span>
                {option.detail ? <span className="vote-grid__detail">{option.detail}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
