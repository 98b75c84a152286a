import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PlayerGame } from '../../games/shell/PlayerGame';
import { useLeaveDelay } from '../../games/shell/useLeaveDelay';
import { useGameSettings } from '../host-lobby/useGameSettings';
import { useLobby } from '../host-lobby/useLobby';
import '../host-lobby/lobby.css';
import { LeaveRoomButton } from './LeaveRoom';
import { PlayerHeader } from './PlayerHeader';
import { SeatLost } from './SeatLost';
import { TvLinkButton } from '../host-recovery/TvLinkButton';
import { usePlayerRoom } from './usePlayerRoom';
import type { PlayerRoom } from './usePlayerRoom';
import './player.css';

/** The phone during a game: the game's player screen, and back to the lobby when the game is over for good. */
export function PlayerGamePage() {
  const room = usePlayerRoom();
  useEffect(() => {
    if (room) document.title = `${room.code} · Snackparty`;
  }, [room]);
  if (!room) return null;
  if (room.seat.kind === 'lost') return <SeatLost messageKey={room.seat.messageKey} />;
  return <InGame room={room} />;
}

function InGame({ room }: { room: PlayerRoom }) {
  const navigate = useNavigate();
  const lobby = useLobby({
    code: room.code,
    connection: room.realtime.connection,
    status: room.realtime.status,
    session: room.session,
    onSessionUpdate: room.setSession,
  });
  const settings = useGameSettings({ code: room.code, connection: room.realtime.connection, status: room.realtime.status });
  // Back to the lobby when the host picks another game (not for the moment between two games).
  const inGame = useLeaveDelay(lobby.started, 1500, true);
  useEffect(() => {
    if (!inGame) navigate('/player/session', { replace: true });
  }, [inGame, navigate]);

  return (
    <main className="player-page player-page--game">
      <PlayerGame
        code={room.code}
        connection={room.realtime.connection}
        status={room.realtime.status}
        session={room.session}
        me={room.player}
        players={lobby.players}
        isOwner={room.isOwner}
        musicEnabled={settings.settings?.musicEnabled ?? false}
        renderHeader={(tools, { seatPlayedByAi }) => (
          <PlayerHeader code={room.code} status={room.realtime.status} seatPlayedByAi={seatPlayedByAi}>
            {room.isOwner ? (
              <span className="host-tools-compact">
                {tools}
                <TvLinkButton code={room.code} compact />
              </span>
            ) : (
              tools
            )}
            {room.isOwner ? null : <LeaveRoomButton code={room.code} playerId={room.player.playerId} />}
          </PlayerHeader>
        )}
      />
    </main>
  );
}
