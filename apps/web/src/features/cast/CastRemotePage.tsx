import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { playerLimits } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, normalizeGameType } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';
import type { HostViewEnvelope } from '@snackparty/engine';
import { getGameSession } from '../../api/endpoints';
import { errorMessageKey, isApiError } from '../../api/errors';
import { CAST_HOST, showsHostControls } from '../../app/hostMode';
import { GameArt } from '../../games/GameArt';
import { EndOfGame } from '../../games/shell/EndOfGame';
import { HostToolbar } from '../../games/shell/HostToolbar';
import { useHostActions } from '../../games/shell/useHostActions';
import { useLeaveDelay } from '../../games/shell/useLeaveDelay';
import { useGameView } from '../../games/useGameView';
import { useRealtime } from '../../realtime/useRealtime';
import { clearGameSession, getItem, setItem } from '../../storage/storage';
import { useStoredItem } from '../../storage/useStoredItem';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { LobbySettings } from '../host-lobby/GameSettingsPanel';
import { HostControls, useKickConfirm } from '../host-lobby/HostControls';
import { PlayerList } from '../host-lobby/PlayerList';
import { useGameSettings } from '../host-lobby/useGameSettings';
import { useLobby } from '../host-lobby/useLobby';
import { InviteFriends } from '../player-lobby/InviteFriends';
import { PlayerHeader } from '../player-lobby/PlayerHeader';
import '../../games/games.css';
import '../host-lobby/lobby.css';
import '../player-lobby/player.css';
import { CastStatus } from './CastStatus';
import { useCastLink } from './useCastLink';
import './cast.css';

/**
 * The phone of a host whose room a cast device shows: the remote. The host's controls (start, add AI,
 * settings, kick, skip the timer, next stage, end the game, a new game) and the room's code and QR,
 * never the game board: that is on the TV. When the cast ends it says so and offers to cast again or
 * to show the host screen on this device instead.
 */
export function CastRemotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const code = useStoredItem('roomCode');
  const [session, setSession] = useState<GameSessionDto | null>(() => getItem('gameSessionDto'));
  const cast = useCastLink(code);

  const leave = useCallback(
    (messageKey: string, kind: 'error' | 'info' = 'error') => {
      clearGameSession();
      toast.show(t(messageKey), { kind, durationMs: 6000 });
      navigate('/', { replace: true });
    },
    [navigate, t, toast],
  );

  useEffect(() => {
    document.title = code ? `${code} · Snackparty` : 'Snackparty';
    if (!code) {
      navigate('/', { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    getGameSession(code, controller.signal)
      .then((fresh) => {
        if (controller.signal.aborted) return;
        if (!fresh.active) return leave(MESSAGE_KEYS.gameIsOver);
        setItem('gameSessionDto', fresh);
        setSession(fresh);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 404 || error.status === 410)) leave(errorMessageKey(error, 'check'));
      });
    return () => controller.abort();
  }, [code, navigate, leave]);

  const realtime = useRealtime(
    code
      ? {
          gameCode: code,
          purpose: 'host',
          onServerError: (error) => toast.show(t(error.messageKey, { defaultValue: error.message }), { kind: 'error' }),
          onRefused: (messageKey) => {
            if (messageKey === MESSAGE_KEYS.gameNotFound || messageKey === MESSAGE_KEYS.notHost) leave(messageKey);
          },
        }
      : null,
  );
  const lobby = useLobby({
    code,
    connection: realtime.connection,
    status: realtime.status,
    session,
    onSessionUpdate: (update) => {
      if (update.active === false) {
        // The room has ended (Exit): the TV has nothing more to show.
        cast.stop();
        leave('game.roomClosed', 'info');
        return;
      }
      setSession((previous) => {
        if (!previous) return previous;
        const next = { ...previous, ...update };
        setItem('gameSessionDto', next);
        return next;
      });
    },
  });
  const { askKick, kickDialog } = useKickConfirm(lobby);
  const settings = useGameSettings({ code, connection: realtime.connection, status: realtime.status });
  const inGame = useLeaveDelay(lobby.started);
  // The host's view tells which stage the TV shows (skip and next stage name it) and when the game is over.
  const game = useGameView<HostViewEnvelope<unknown>>({ code, connection: realtime.connection, status: realtime.status, audience: inGame ? { kind: 'host' } : null });
  const actions = useHostActions(code, realtime.connection, game.view?.stageNumber);

  // This phone holds the controls of a cast room only; a room of another kind has them on its host screen.
  const controls = showsHostControls(session?.hostType ?? CAST_HOST, { kind: 'phone', isOwner: true });
  useEffect(() => {
    if (!controls) navigate('/host/session', { replace: true });
  }, [controls, navigate]);

  if (!code || !controls) return null;
  const gameType = normalizeGameType(session?.gameType ?? getItem('gameType') ?? '') ?? null;
  const limits = playerLimits(gameType ?? '');

  return (
    <main className="player-page cast-remote">
      <PlayerHeader code={code} status={realtime.status} />
      <CastStatus cast={cast} onOpenHere={() => navigate('/host/session')} />

      {inGame ? (
        <section className="card cast-remote__game" aria-labelledby="remote-game-title">
          <div className="cast-remote__game-head">
            {gameType ? <GameArt type={gameType} size={48} /> : null}
            <div>
              <h1 id="remote-game-title" className="cast-remote__title">
                {gameType ? t(`games.${gameType}.name`) : t('cast.remote.gameOn')}
              </h1>
              <p className="cast-remote__text">{game.view?.over ? t('cast.remote.gameOver') : t('cast.remote.gameOnTv')}</p>
            </div>
          </div>
          {game.view?.over || game.noGame ? (
            <EndOfGame actions={actions} gameType={gameType} size="phone" />
          ) : game.view ? (
            <HostToolbar actions={actions} seats={game.view.seats} />
          ) : (
            <LoadingDots />
          )}
        </section>
      ) : (
        <>
          <section className="player-wait card" aria-live="polite">
            <h1 className="player-wait__title">{t('cast.remote.lobbyTitle')}</h1>
            <p className="player-wait__text">{t('player.hostHint', { min: limits.min })}</p>
            <HostControls lobby={lobby} minPlayers={limits.min} maxPlayers={limits.max} size="phone" />
          </section>
          <InviteFriends code={code} />
          {gameType ? <LobbySettings api={settings} gameType={gameType} editable onChangeGame={actions.newGameType} size="phone" /> : null}
          <section className="player-others" aria-labelledby="others-title">
            <h2 id="others-title" className="player-others__title">
              {t('lobby.players')} <span className="player-others__count">{t('lobby.count', { n: lobby.players.length, max: limits.max })}</span>
            </h2>
            <PlayerList players={lobby.players} minPlayers={limits.min} onKick={askKick} size="phone" />
          </section>
        </>
      )}
      {kickDialog}
    </main>
  );
}
