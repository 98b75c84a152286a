import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { playerLimits } from '@snackparty/games/manifests';
import { normalizeGameType } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { safePlayerColour, withPaletteColours } from '../accessibility/palette';
import { usePreferences } from '../accessibility/preferenceStore';
import { LoadingDots } from '../../ui/Spinner';
import { useHostActions } from '../../games/shell/useHostActions';
import { LobbySettings } from '../host-lobby/GameSettingsPanel';
import { HostControls, useKickConfirm } from '../host-lobby/HostControls';
import { HostDoor } from '../host-lobby/HostDoor';
import { PlayerList } from '../host-lobby/PlayerList';
import { useGameSettings } from '../host-lobby/useGameSettings';
import { useLobby } from '../host-lobby/useLobby';
import '../host-lobby/lobby.css';
import { HandHostBackButton } from '../host-recovery/HandHostBackButton';
import { TvLinkButton } from '../host-recovery/TvLinkButton';
import { InviteFriends } from './InviteFriends';
import { LeaveRoomButton } from './LeaveRoom';
import { PlayerHeader } from './PlayerHeader';
import { SeatLost } from './SeatLost';
import { usePlayerRoom } from './usePlayerRoom';
import './player.css';

/** The phone's lobby: own avatar and alias, the others arriving, and host controls for the owner. */
export function PlayerLobbyPage() {
  const room = usePlayerRoom();
  if (!room) return null;
  if (room.seat.kind === 'lost') return <SeatLost messageKey={room.seat.messageKey} />;
  return <PlayerLobby room={room} />;
}

function PlayerLobby({ room }: { room: NonNullable<ReturnType<typeof usePlayerRoom>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lobby = useLobby({
    code: room.code,
    connection: room.realtime.connection,
    status: room.realtime.status,
    session: room.session,
    onSessionUpdate: room.setSession,
  });
  // This phone knows its own presence best: its own connection.
  const online = room.realtime.status === 'connected';
  // With the colour-blind palette on, the player colours on this phone come from the safe set.
  const safePalette = usePreferences().colourBlindPalette;
  const players = useMemo(
    () =>
      withPaletteColours(
        lobby.players.map((p) => (p.playerId === room.player.playerId ? { ...p, connected: online } : p)),
        safePalette,
      ),
    [lobby.players, online, room.player.playerId, safePalette],
  );
  const { askKick, kickDialog } = useKickConfirm(lobby);
  const settings = useGameSettings({ code: room.code, connection: room.realtime.connection, status: room.realtime.status });
  const actions = useHostActions(room.code, room.realtime.connection);
  const gameType = normalizeGameType(room.session?.gameType ?? '') ?? null;
  const limits = playerLimits(gameType ?? '');

  useEffect(() => {
    document.title = `${room.code} · Snackparty`;
  }, [room.code]);
  useEffect(() => {
    if (lobby.started) navigate('/player/game', { replace: true });
  }, [lobby.started, navigate]);

  return (
    <main className="player-page">
      <PlayerHeader code={room.code} status={room.realtime.status}>
        {/* The owner ends the room with the host's controls instead. */}
        {room.isOwner ? null : <LeaveRoomButton code={room.code} playerId={room.player.playerId} />}
      </PlayerHeader>
      <section className="player-me" aria-label={t('player.you')}>
        <Avatar src={room.player.avatarSrc} name={room.player.alias} size={150} colour={safePalette ? safePlayerColour(room.player.hexColor) : room.player.hexColor} decorative />
        <h1 className="player-me__alias">{room.player.alias.toLocaleUpperCase()}</h1>
        {gameType ? <p className="player-me__game">{t(`games.${gameType}.name`)}</p> : null}
      </section>

      {/* Without a shared screen, nothing else shows friends the way in. */}
      {/* The host's phone lets waiting phones in, first thing on the screen while any wait. */}
      {room.isOwner ? <HostDoor code={room.code} connection={room.realtime.connection} status={room.realtime.status} /> : null}
      {room.isOwner ? <InviteFriends code={room.code} /> : null}

      <section className="player-wait card" aria-live="polite">
        {room.isOwner ? (
          <>
            <h2 className="player-wait__title">{t('player.youAreHost')}</h2>
            <p className="player-wait__text">{t('player.hostHint', { min: limits.min })}</p>
            <HostControls lobby={lobby} minPlayers={limits.min} maxPlayers={limits.max} size="phone" />
            <div className="player-wait__host-tools">
              <TvLinkButton code={room.code} />
              {room.player.gameOwner ? null : <HandHostBackButton code={room.code} onHandedBack={room.setSession} />}
            </div>
          </>
        ) : (
          <>
            <h2 className="player-wait__title">{t('player.waitingForHost')}</h2>
            <LoadingDots />
          </>
        )}
      </section>

      {gameType ? (
        <LobbySettings api={settings} gameType={gameType} editable={room.isOwner} onChangeGame={room.isOwner ? actions.newGameType : undefined} size="phone" />
      ) : null}

      <section className="player-others" aria-labelledby="others-title">
        <h2 id="others-title" className="player-others__title">
          {t('lobby.players')} <span className="player-others__count">{t('lobby.count', { n: lobby.players.length, max: limits.max })}</span>
        </h2>
        <PlayerList players={players} minPlayers={limits.min} selfPlayerId={room.player.playerId} onKick={room.isOwner ? askKick : undefined} size="phone" />
      </section>
      {kickDialog}
    </main>
  );
}
