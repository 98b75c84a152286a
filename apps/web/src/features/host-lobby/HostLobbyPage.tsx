import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { playerLimits } from '@snackparty/games/manifests';
import { HOST_RECOVERY_MESSAGE_KEYS, MESSAGE_KEYS, normalizeGameType } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';
import { getGameSession } from '../../api/endpoints';
import { errorMessageKey, isApiError } from '../../api/errors';
import { joinAddress, useJoinOrigin } from '../../api/joinAddress';
import { JoinPanel } from './JoinPanel';
import { useSound } from '../../audio/useSound';
import { VolumeControl } from '../../audio/VolumeControl';
import { GameArt } from '../../games/GameArt';
import { HostGame } from '../../games/shell/HostGame';
import { useHostActions } from '../../games/shell/useHostActions';
import { useLeaveDelay } from '../../games/shell/useLeaveDelay';
import { AudienceCount } from '../../games/shell/AudienceCount';
import { ConnectionBanner } from '../../realtime/ConnectionBanner';
import { useRealtime } from '../../realtime/useRealtime';
import { ScreenReplaced } from '../host-recovery/ScreenReplaced';
import { clearGameSession, getItem, setItem } from '../../storage/storage';
import { useStoredItem } from '../../storage/useStoredItem';
import { useToast } from '../../ui/toast';
import { Wordmark } from '../../ui/Wordmark';
import { LobbySettings } from './GameSettingsPanel';
import { HostControls, useKickConfirm } from './HostControls';
import { PlayerList } from './PlayerList';
import { useGameSettings } from './useGameSettings';
import { useLobby } from './useLobby';
import './lobby.css';

/** The join address shown on the big screen (its source, with the origin hook, is api/joinAddress). */
export { joinAddress };

/** The shared screen's lobby: room code, QR code, the players arriving, and the host's controls. */
export function HostLobbyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const code = useStoredItem('roomCode');
  const [session, setSession] = useState<GameSessionDto | null>(() => getItem('gameSessionDto'));
  const [loadError, setLoadError] = useState<string | null>(null);
  const joinOrigin = useJoinOrigin();
  // Another browser became the room's host screen: this one stops (and may take it back).
  const [replaced, setReplaced] = useState(false);

  const leave = useCallback(
    (messageKey: string) => {
      clearGameSession();
      toast.show(t(messageKey), { kind: 'error', durationMs: 6000 });
      navigate('/', { replace: true });
    },
    [navigate, t, toast],
  );

  useEffect(() => {
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
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 404 || error.status === 410)) return leave(errorMessageKey(error, 'check'));
        setLoadError(errorMessageKey(error));
      });
    return () => controller.abort();
  }, [code, navigate, leave]);

  const realtime = useRealtime(
    code && !replaced
      ? {
          gameCode: code,
          purpose: 'host',
          hostScreen: true,
          onServerError: (error) => {
            if (error.messageKey === HOST_RECOVERY_MESSAGE_KEYS.screenReplaced) return setReplaced(true);
            toast.show(t(error.messageKey, { defaultValue: error.message }), { kind: 'error' });
          },
          onRefused: (messageKey) => {
            // This screen cannot host the room: it is gone, or this user did not create it.
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
        // The room has ended (the host chose Exit).
        clearGameSession();
        toast.show(t('game.roomClosed'));
        navigate('/', { replace: true });
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
  // A streamed screen's tab title keeps the code off the stream too.
  const streaming = settings.settings?.streamerMode === true;
  useEffect(() => {
    document.title = code && !streaming ? `${code} · Snackparty` : 'Snackparty';
  }, [code, streaming]);
  const actions = useHostActions(code, realtime.connection);
  const sound = useSound({ music: settings.settings?.musicEnabled ?? false });
  const inGame = useLeaveDelay(lobby.started);

  // A chime for each player who arrives.
  const playerCount = useRef<number | null>(null);
  useEffect(() => {
    const count = lobby.players.length;
    if (lobby.loaded && playerCount.current !== null && count > playerCount.current && !inGame) sound?.play('join');
    if (lobby.loaded) playerCount.current = count;
  }, [lobby.players.length, lobby.loaded, inGame, sound]);

  if (!code) return null;
  if (replaced) return <ScreenReplaced onShowHere={() => setReplaced(false)} />;
  const gameType = normalizeGameType(session?.gameType ?? getItem('gameType') ?? '') ?? 'SNAPTION';
  const limits = playerLimits(gameType);

  if (inGame) {
    return (
      <HostGame
        code={code}
        connection={realtime.connection}
        status={realtime.status}
        session={session}
        players={lobby.players}
        settings={settings.settings}
        sound={sound}
      />
    );
  }

  return (
    <main className="host-lobby">
      <ConnectionBanner status={realtime.status} size="tv" />
      <header className="host-lobby__top">
        <Wordmark size="lg" />
        <div className="host-lobby__game">
          <span className="host-lobby__game-art" aria-hidden="true">
            <GameArt type={gameType} size={56} />
          </span>
          <span>
            <span className="host-lobby__game-name">{t(`games.${gameType}.name`)}</span>
            <span className="host-lobby__game-meta">{t('games.players', { ...limits })}</span>
          </span>
        </div>
        {realtime.status !== 'connected' ? (
          <span className="badge badge--muted host-lobby__status" role="status">
            {t('lobby.connecting')}
          </span>
        ) : null}
        <VolumeControl />
      </header>

      <div className="host-lobby__grid">
        <JoinPanel code={code} joinOrigin={joinOrigin} connection={realtime.connection} status={realtime.status} streamerMode={settings.settings?.streamerMode === true} />

        <section className="host-lobby__players" aria-labelledby="players-title">
          <div className="host-lobby__players-head">
            <h2 id="players-title">{t('lobby.players')}</h2>
            <span className="host-lobby__count" aria-live="polite">
              {t('lobby.count', { n: lobby.players.length, max: limits.max })}
            </span>
            {code ? <AudienceCount code={code} connection={realtime.connection} /> : null}
          </div>
          {loadError ? (
            <p className="join-form-error" role="alert">
              {t(loadError)}
            </p>
          ) : null}
          {lobby.players.length === 0 && lobby.loaded ? <p className="host-lobby__empty">{t('lobby.noPlayersYet')}</p> : null}
          <PlayerList players={lobby.players} minPlayers={limits.min} onKick={askKick} />
          <LobbySettings api={settings} gameType={gameType} editable onChangeGame={actions.newGameType} />
          <HostControls lobby={lobby} minPlayers={limits.min} maxPlayers={limits.max} />
        </section>
      </div>
      {kickDialog}
    </main>
  );
}
