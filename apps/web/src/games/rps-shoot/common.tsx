import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Crown } from '../../ui/icons';
import { playerById } from '../players';
import type { PlayerInfo } from '../scores';
import { displayAlias } from '../scores';

type Seats = ReadonlyArray<{ playerId: number; alias: string; robot: boolean }>;

/** A player for display: the room's entry, else the game's seat (for the alias). */
export function playerFor(players: readonly SessionPlayerDto[], seats: Seats, playerId: number | null | undefined): PlayerInfo {
  const seat = seats.find((s) => s.playerId === playerId);
  return playerById(players, playerId, seat?.alias ?? '?');
}

/**
 * "Battle X of Y" and the round, with what the round's points count: "Points ×2" (the round
 * multiplier, as players know it; the spec's round score is this divided by 10).
 */
export function BattleHeading({ battleNumber, battlesInRound, round, rounds, multiplier, size }: { battleNumber: number; battlesInRound: number; round: number; rounds: number; multiplier: number; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  return (
    <header className={`rps-heading rps-heading--${size}`}>
      {battleNumber > 0 ? <h1 className="rps-heading__battle">{t('rps.battleOf', { x: battleNumber, y: battlesInRound })}</h1> : null}
      <p className="rps-heading__meta">
        <span>{t('game.roundOf', { round, rounds })}</span>
        <span className="rps-heading__factor" title={t('rps.multiplierHint')}>
          {t('rps.multiplier', { multiplier })}
        </span>
      </p>
    </header>
  );
}

/** A fighter: avatar (crowned when they won), alias, and what goes under it. */
export function Fighter({ player, side, size, winner = false, dim = false, children }: { player: PlayerInfo; side: 'a' | 'b'; size: number; winner?: boolean; dim?: boolean; children?: ReactNode }) {
  return (
    <div className={`rps-fighter rps-fighter--${side} ${winner ? 'is-winner' : ''} ${dim ? 'is-dim' : ''}`} style={{ '--player-colour': player.hexColor } as CSSProperties}>
      <span className="rps-fighter__avatar">
        {winner ? (
          <span className="rps-fighter__crown" aria-hidden="true">
            <Crown size={Math.round(size * 0.3)} />
          </span>
        ) : null}
        <Avatar src={player.avatarSrc} name={player.alias} size={size} colour={player.hexColor} decorative />
      </span>
      <span className="rps-fighter__alias">{displayAlias(player.alias)}</span>
      {children}
    </div>
  );
}

/** A points badge: "+N". */
export function PointsBadge({ points, className }: { points: number; className?: string }) {
  const { t } = useTranslation();
  if (!points) return null;
  return <span className={`delta-badge delta-badge--${points > 0 ? 'up' : 'down'} ${className ?? ''}`}>{t('rps.points', { points: points > 0 ? `+${points}` : String(points) })}</span>;
}
