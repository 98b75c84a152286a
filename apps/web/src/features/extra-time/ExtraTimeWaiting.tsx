import { useTranslation } from 'react-i18next';
import type { EngineView } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { useServerTimeAt } from '../../games/useGameView';
import './extra-time.css';

/**
 * The shared screen's note once a stage's normal deadline has passed while it waits for players with
 * extra time: their names only (never what they chose), so the room knows why the clock shows zero.
 */
export function ExtraTimeWaiting({
  view,
  players,
  serverNow,
}: {
  view: Pick<EngineView, 'seats' | 'stageEndsAt' | 'extraTimeWaiting'>;
  players: readonly SessionPlayerDto[];
  serverNow: () => number;
}) {
  const { t } = useTranslation();
  const endsAt = view.stageEndsAt;
  const now = useServerTimeAt(endsAt === null ? [] : [endsAt], serverNow);
  const waiting = view.extraTimeWaiting ?? [];
  if (waiting.length === 0 || endsAt === null || now < endsAt) return null;
  const names = waiting.map((playerId) => players.find((p) => p.playerId === playerId)?.alias ?? view.seats.find((s) => s.playerId === playerId)?.alias ?? '');
  return (
    <p className="extra-time-waiting" role="status">
      <span className="extra-time-waiting__icon" aria-hidden="true">
        ⏳
      </span>
      {t('game.extraTimeWaiting', { names: names.filter(Boolean).join(', ') })}
    </p>
  );
}
