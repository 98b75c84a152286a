import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLimits } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, isLanguage, normalizeGameType } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';
import { getGameSession } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { useJoinOrigin } from '../../api/joinAddress';
import { JoinPanel } from '../host-lobby/JoinPanel';
import { CAST_HOST, showsHostControls } from '../../app/hostMode';
import { useSound } from '../../audio/useSound';
import { GameArt } from '../../games/GameArt';
import { HostGame } from '../../games/shell/HostGame';
import { useLeaveDelay } from '../../games/shell/useLeaveDelay';
import { appLanguage, changeLanguage } from '../../i18n/i18n';
import { ConnectionBanner } from '../../realtime/ConnectionBanner';
import { useRealtime } from '../../realtime/useRealtime';
import { setItem } from '../../storage/storage';
import { Wordmark } from '../../ui/Wordmark';
import { LobbySettings } from '../host-lobby/GameSettingsPanel';
import { PlayerList } from '../host-lobby/PlayerList';
import { useGameSettings } from '../host-lobby/useGameSettings';
import { useLobby } from '../host-lobby/useLobby';
import '../host-lobby/lobby.css';

/** Refusals that mean this screen will never show the room: it is gone, or this sign-in is not its host. */
const ROOM_LOST: readonly (string | null)[] = [MESSAGE_KEYS.gameNotFound, MESSAGE_KEYS.notHost, MESSAGE_KEYS.unauthorized];

/**
 * A room's host screen on a cast device: the lobby (room code, QR code, players, settings), then the
 * game exactly as the HOST screen shows it. A cast device takes no input, so the host's controls are
 * on the phone that cast it (the remote), and this screen shows none of them.
 */
export function CastHostScreen({ code, onClosed }: { code: string; onClosed: () => void }) {
  const { t } = useTranslation();
  const [session, setSession] = useState<GameSessionDto | null>(null);
  const joinOrigin = useJoinOrigin();
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });

  useEffect(() => {
    document.title = `${code} · Snackparty`;
    const controller = new AbortController();
    getGameSession(code, controller.signal)
      .then((fresh) => {
        if (controller.signal.aborted) return;
        if (!fresh.active) return closed.current();
        setItem('gameSessionDto', fresh);
        setSession(fresh);
        // The screen speaks the room's language, whatever the device was set to.
        if (isLanguage(fresh.language) && fresh.language !== appLanguage()) void changeLanguage(fresh.language);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 404 || error.status === 410)) closed.current();
        else console.warn('The room could not be loaded', error);
      });
    return () => controller.abort();
  }, [code]);

  const realtime = useRealtime({
    gameCode: code,
    purpose: 'host',
    onRefused: (messageKey) => {
      if (ROOM_LOST.includes(messageKey)) closed.current();
    },
  });
  const lobby = useLobby({
    code,
    connection: realtime.connection,
    status: realtime.status,
    session,
    onSessionUpdate: (update) => {
      if (update.active === false) return closed.current();
      setSession((previous) => (previous ? { ...previous, ...update } : previous));
    },
  });
  const settings = useGameSettings({ code, connection: realtime.connection, status: realtime.status });
  const sound = useSound({ music: settings.settings?.musicEnabled ?? false });
  const inGame = useLeaveDelay(lobby.started);
  const controls = showsHostControls(session?.hostType ?? CAST_HOST, { kind: 'sharedScreen' });

  // A chime for each player who arrives.
  const playerCount = useRef<number | null>(null);
  useEffect(() => {
    const count = lobby.players.length;
    if (lobby.loaded && playerCount.current !== null && count > playerCount.current && !inGame) sound?.play('join');
    if (lobby.loaded) playerCount.current = count;
  }, [lobby.players.length, lobby.loaded, inGame, sound]);

  const gameType = normalizeGameType(session?.gameType ?? '') ?? null;
  const limits = playerLimits(gameType ?? '');
  const missing = Math.max(0, limits.min - lobby.players.length);

  if (inGame) {
    return (
      // Without input, the game's own host controls (and the volume) are left out by the stylesheet.
      <div className={`cast-screen ${controls ? '' : 'cast-screen--watch-only'}`} data-testid="cast-screen">
        <HostGame code={code} connection={realtime.connection} status={realtime.status} session={session} players={lobby.players} settings={settings.settings} sound={sound} />
      </div>
    );
  }

  return (
    <main className="host-lobby cast-lobby" data-testid="cast-screen">
      <ConnectionBanner status={realtime.status} size="tv" />
      <header className="host-lobby__top">
        <Wordmark size="lg" />
        {gameType ? (
          <div className="host-lobby__game">
            <span className="host-lobby__game-art" aria-hidden="true">
              <GameArt type={gameType} size={56} />
            </span>
            <span>
              <span className="host-lobby__game-name">{t(`games.${gameType}.name`)}</span>
              <span className="host-lobby__game-meta">{t('games.players', { ...limits })}</span>
            </span>
          </div>
        ) : null}
        {realtime.status !== 'connected' ? (
          <span className="badge badge--muted host-lobby__status" role="status">
            {t('lobby.connecting')}
          </span>
        ) : null}
      </header>

      <div className="host-lobby__grid">
        <JoinPanel code={code} joinOrigin={joinOrigin} />

        <section className="host-lobby__players" aria-labelledby="players-title">
          <div className="host-lobby__players-head">
            <h2 id="players-title">{t('lobby.players')}</h2>
            <span className="host-lobby__count" aria-live="polite">
              {t('lobby.count', { n: lobby.players.length, max: limits.max })}
            </span>
          </div>
          {lobby.players.length === 0 && lobby.loaded ? <p className="host-lobby__empty">{t('lobby.noPlayersYet')}</p> : null}
          <PlayerList players={lobby.players} minPlayers={limits.min} />
          {gameType ? <LobbySettings api={settings} gameType={gameType} editable={false} /> : null}
          <p className="cast-lobby__status" aria-live="polite">
            {!lobby.playable ? t('lobby.comingSoonText') : missing > 0 ? t('lobby.needMore', { missing }) : t('cast.screen.hostStarts')}
          </p>
        </section>
      </div>
    </main>
  );
}
