import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Robot } from '../../ui/icons';
import { PlayerChip } from '../kit/PlayerChip';
import { displayAlias, formatDelta } from '../scores';
import type { ScoreRow } from '../scores';

export interface ScoreTableProps {
  rows: readonly ScoreRow[];
  /** Scores hidden (and so the deltas): only the order of players shows. */
  hideScores?: boolean;
  /** Mark this player ("you"). */
  selfPlayerId?: number | null;
  size?: 'tv' | 'phone';
  /** The table's accessible name. */
  label?: string;
  /** Rows appear one after another. */
  animate?: boolean;
}

/** One number in the user's language (1,500 / 1.500 / 1 500). */
export function useNumber(): (n: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const locale = language === 'dk' ? 'da' : language;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale);
  } catch {
    format = new Intl.NumberFormat('en');
  }
  return (n: number) => format.format(n);
}

/** The score table (spec): avatar, alias (first 15 characters), score and a green/red delta badge. */
export function ScoreTable({ rows, hideScores = false, selfPlayerId = null, size = 'tv', label, animate = true }: ScoreTableProps) {
  const { t } = useTranslation();
  const number = useNumber();
  // Without a single delta (the final scores) the badge column goes, and the names get its room.
  const withDeltas = !hideScores && rows.some((row) => formatDelta(row.delta) !== null);
  return (
    <ol
      className={`score-table score-table--${size} ${animate ? 'is-animated' : ''} ${withDeltas ? '' : 'score-table--no-deltas'}`}
      aria-label={label ?? t('game.scores')}
    >
      {rows.map((row, i) => {
        const delta = withDeltas ? formatDelta(row.delta, number) : null;
        const self = row.playerId === selfPlayerId;
        return (
          <li
            key={row.playerId}
            className={`score-row ${self ? 'is-self' : ''} ${row.left ? 'is-left' : ''}`}
            style={{ '--player-colour': row.colour, '--row-index': i } as CSSProperties}
          >
            <span className="score-row__rank" aria-label={t('game.rank', { rank: row.rank })}>
              {row.rank}
            </span>
            <PlayerChip
              player={row}
              avatarSize={size === 'tv' ? 64 : 40}
              format={displayAlias}
              className="score-row__alias"
              nameClassName="score-row__name"
              title={row.alias.toLocaleUpperCase()}
            >
              {row.robot ? (
                <span className="score-row__robot" title={t('lobby.aiPlayer')}>
                  <Robot size={size === 'tv' ? 22 : 16} />
                  <span className="visually-hidden">{t('lobby.aiPlayer')}</span>
                </span>
              ) : null}
              {/* A phone's own row is highlighted; the badge stays for screen readers there. */}
              {self ? <span className={size === 'tv' ? 'badge score-row__you' : 'visually-hidden'}>{t('lobby.you')}</span> : null}
            </PlayerChip>
            {delta ? (
              <span className={`delta-badge delta-badge--${delta.tone}`} aria-label={t('game.deltaLabel', { delta: delta.text })}>
                {delta.text}
              </span>
            ) : withDeltas ? (
              <span className="delta-badge delta-badge--none" aria-hidden="true" />
            ) : null}
            {hideScores ? null : (
              <span className="score-row__score" aria-label={t('game.pointsLabel', { points: number(row.score) })}>
                {number(row.score)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
