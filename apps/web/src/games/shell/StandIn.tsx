import { useTranslation } from 'react-i18next';
import type { EngineView } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { PlayerChip } from '../kit/PlayerChip';
import './stand-in.css';

/** The seats the AI plays for now because their phones are away, in seat order. */
export function standInSeats(view: Pick<EngineView, 'seats'> | null | undefined): number[] {
  return (view?.seats ?? []).filter((seat) => seat.standIn === true).map((seat) => seat.playerId);
}

/** Beyond this many seats away, the row shows faces only. */
const COMPACT_AFTER = 3;

/**
 * The shared screen's row of seats the AI plays for now, so the room knows who is away and that
 * their seat still plays. Nothing shows while every seat plays for itself.
 */
export function StandInSeats({ view, players }: { view: Pick<EngineView, 'seats'>; players: readonly SessionPlayerDto[] }) {
  const { t } = useTranslation();
  const seats = standInSeats(view);
  if (seats.length === 0) return null;
  // Many seats away (a room of sleeping phones): their faces in one row and one note, so the stage keeps its room.
  if (seats.length > COMPACT_AFTER) {
    return (
      <ul className="stand-in-seats stand-in-seats--compact" role="status" aria-label={t('standIn.seatsLabel')}>
        {seats.map((playerId) => {
          const seat = view.seats.find((s) => s.playerId === playerId)!;
          const player = players.find((p) => p.playerId === playerId);
          return (
            <li key={playerId} className="stand-in-seats__face" data-player-id={playerId}>
              <Avatar src={player?.avatarSrc} name={player?.alias ?? seat.alias} colour={player?.hexColor} size={36} />
            </li>
          );
        })}
        <li className="stand-in-seats__note">{t('standIn.playedByAi')}</li>
      </ul>
    );
  }
  return (
    <ul className="stand-in-seats" role="status" aria-label={t('standIn.seatsLabel')}>
      {seats.map((playerId) => {
        const seat = view.seats.find((s) => s.playerId === playerId)!;
        const player = players.find((p) => p.playerId === playerId);
        return (
          <li key={playerId} className="stand-in-seats__seat" data-player-id={playerId}>
            <PlayerChip
              player={{ alias: player?.alias ?? seat.alias, avatarSrc: player?.avatarSrc, colour: player?.hexColor }}
              avatarSize={40}
              className="stand-in-seats__name"
              nameClassName="stand-in-seats__alias"
            >
              <span className="stand-in-seats__note">{t('standIn.playedByAi')}</span>
            </PlayerChip>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone's own notice while the AI plays its seat: the next move takes it back. */
export function StandInBanner({ view, playerId }: { view: Pick<EngineView, 'seats'> | null | undefined; playerId: number }) {
  const { t } = useTranslation();
  if (!standInSeats(view).includes(playerId)) return null;
  return (
    <div className="stand-in-banner" role="status">
      <strong className="stand-in-banner__title">{t('standIn.youAreAway')}</strong>
      <span className="stand-in-banner__hint">{t('standIn.takeBack')}</span>
    </div>
  );
}
