import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { playerById } from '../players';
import { displayAlias, type PlayerInfo } from '../scores';
import { useNumber } from '../ui/ScoreTable';
import type { FieldPlayer } from './TagField';
import { HandPath } from './TagField';
import type { TagResultRow, TagView } from './types';

type Seats = ReadonlyArray<{ playerId: number; alias: string; robot: boolean }>;

/** A player for display: the room's entry, else the game's seat (for the alias). */
export function playerFor(players: readonly SessionPlayerDto[], seats: Seats, playerId: number | null | undefined): PlayerInfo {
  const seat = seats.find((s) => s.playerId === playerId);
  return playerById(players, playerId, seat?.alias ?? '?');
}

/** The round's players as the field draws them. */
export function fieldPlayers(game: Pick<TagView, 'players'>, players: readonly SessionPlayerDto[], seats: Seats): FieldPlayer[] {
  return game.players.map((id) => {
    const p = playerFor(players, seats, id);
    return { playerId: id, alias: p.alias, avatarSrc: p.avatarSrc, colour: p.hexColor };
  });
}

/** The hand of "it", as an inline icon (the same sign as on the field). */
export function HandIcon({ size = 28, colour = 'currentColor' }: { size?: number; colour?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <HandPath colour={colour} />
    </svg>
  );
}

/** Who is "it": their avatar ringed in red, the hand, and their name (or "you"). */
export function ItBanner({ player, mine, size }: { player: PlayerInfo | null; mine: boolean; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  if (!player) return null;
  const text = mine ? t('experiments.tag.youAreIt') : t('experiments.tag.isIt', { alias: displayAlias(player.alias) });
  return (
    <p className={`tag-it tag-it--${size} ${mine ? 'is-mine' : ''}`} role="status">
      <span className="tag-it__avatar">
        <Avatar src={player.avatarSrc} name={player.alias} size={size === 'tv' ? 72 : 44} colour={player.hexColor} decorative />
        <span className="tag-it__hand">
          <HandIcon size={size === 'tv' ? 26 : 18} colour="#fffdf6" />
        </span>
      </span>
      <span className="tag-it__text">{text}</span>
    </p>
  );
}

/** Seconds with one decimal, in the user's language. */
export function useSeconds(): (ms: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const locale = language === 'dk' ? 'da' : language;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  } catch {
    format = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  return (ms: number) => format.format(ms / 1000);
}

/** The round's results: best first, with the time as "it", the free seconds and the points (round multiplier included). */
export function ResultsTable({ rows, players, seats, multiplier, lastIt, selfPlayerId = null, size }: { rows: readonly TagResultRow[]; players: readonly SessionPlayerDto[]; seats: Seats; multiplier: number; lastIt: number | null; selfPlayerId?: number | null; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  const number = useNumber();
  const seconds = useSeconds();
  return (
    <ol className={`tag-results tag-results--${size}`} aria-label={t('experiments.tag.resultsLabel')}>
      {rows.map((row, i) => {
        const p = playerFor(players, seats, row.playerId);
        return (
          <li key={row.playerId} className={`tag-results__row ${row.playerId === selfPlayerId ? 'is-self' : ''}`} style={{ '--player-colour': p.hexColor, '--row-index': i } as CSSProperties}>
            <span className="tag-results__rank">{i + 1}</span>
            <Avatar src={p.avatarSrc} name={p.alias} size={size === 'tv' ? 56 : 36} colour={p.hexColor} decorative />
            <span className="tag-results__name">
              <span className="tag-results__alias">{displayAlias(p.alias)}</span>
              {row.playerId === lastIt ? (
                <span className="tag-results__last-it" title={t('experiments.tag.lastIt')}>
                  <HandIcon size={size === 'tv' ? 22 : 16} />
                  <span className="visually-hidden">{t('experiments.tag.lastIt')}</span>
                </span>
              ) : null}
            </span>
            <span className="tag-results__it">{t('experiments.tag.itFor', { seconds: seconds(row.itMs) })}</span>
            <span className="tag-results__points">{t('experiments.tag.points', { points: number(row.points * multiplier) })}</span>
          </li>
        );
      })}
    </ol>
  );
}
