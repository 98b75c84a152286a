import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Crown } from '../../ui/icons';
import { displayAlias, podiumOf } from '../scores';
import type { ScoreRow } from '../scores';
import { ScoreTable, useNumber } from './ScoreTable';

/** The end of the game: the top three on a podium with their avatars, then everyone else. */
export function Podium({ rows, size = 'tv', selfPlayerId = null }: { rows: readonly ScoreRow[]; size?: 'tv' | 'phone'; selfPlayerId?: number | null }) {
  const { t } = useTranslation();
  const number = useNumber();
  const { top, rest } = podiumOf(rows);
  // Second, first, third from left to right.
  const order = [top[1], top[0], top[2]].filter((row): row is ScoreRow => row !== undefined);
  const avatarSize = size === 'tv' ? 150 : 72;
  return (
    <section className={`podium podium--${size}`} aria-labelledby="podium-title">
      <h2 id="podium-title" className="podium__title">
        {t('game.podiumTitle')}
      </h2>
      <ol className="podium__steps" aria-label={t('game.podiumLabel')}>
        {order.map((row) => (
          <li
            key={row.playerId}
            className={`podium__place podium__place--${Math.min(row.rank, 3)} ${row.playerId === selfPlayerId ? 'is-self' : ''}`}
            style={{ '--player-colour': row.colour } as CSSProperties}
            aria-label={t('game.placeLabel', { rank: row.rank, alias: displayAlias(row.alias), points: number(row.score) })}
          >
            <span className="podium__who" aria-hidden="true">
              {row.rank === 1 ? (
                <span className="podium__crown">
                  <Crown size={size === 'tv' ? 56 : 32} />
                </span>
              ) : null}
              <Avatar src={row.avatarSrc} name={row.alias} size={row.rank === 1 ? avatarSize * 1.2 : avatarSize} colour={row.colour} decorative />
              <span className="podium__alias">{displayAlias(row.alias)}</span>
              <span className="podium__score">{number(row.score)}</span>
            </span>
            <span className="podium__step" aria-hidden="true">
              {row.rank}
            </span>
          </li>
        ))}
      </ol>
      {rest.length > 0 ? <ScoreTable rows={rest} size={size} selfPlayerId={selfPlayerId} label={t('game.restLabel')} /> : null}
    </section>
  );
}
