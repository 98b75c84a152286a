import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dest, normalizeGameType } from '@snackparty/protocol';
import type { GameSessionDto, GameSettings, SessionPlayerDto } from '@snackparty/protocol';
import type { HostViewEnvelope } from '@snackparty/engine';
import { VolumeControl } from '../../audio/VolumeControl';
import { SOUND_EFFECTS } from '../../audio/synth';
import type { SoundEffect } from '../../audio/synth';
import type { SoundEngine } from '../../audio/engine';
import { GameStarting } from '../../features/host-lobby/GameStarting';
import { ConnectionBanner } from '../../realtime/ConnectionBanner';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useTopic } from '../../realtime/useRealtime';
import { Wordmark } from '../../ui/Wordmark';
import { GameArt } from '../GameArt';
import { GameRoomContext } from '../gameRoom';
import { GameSoundContext } from '../gameSound';
import type { PlaySound } from '../gameSound';
import { scoreRows } from '../scores';
import { Podium } from '../ui/Podium';
import { useGameView } from '../useGameView';
import { EndOfGame } from './EndOfGame';
import { GameOverExtra, HostGameScreen } from './GameScreen';
import { GameInProgress, isPastStart, useGameProgress } from './GameInProgress';
import { HostToolbar } from './HostToolbar';
import { HideContentContext } from '../kit/HiddenContent';
import { AudienceCount } from './AudienceCount';
import { StandInSeats } from './StandIn';
import { ExtraTimeWaiting } from '../../features/extra-time/ExtraTimeWaiting';
import { TutorialCard, showTutorial, useTutorialSteps } from './Tutorial';
import { useHostActions } from './useHostActions';
import { useKnownPlayers } from './useKnownPlayers';
import { useStageSounds, useTimeTicks } from './useStageSounds';
import '../games.css';

export interface HostGameProps {
  code: string;
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
  session: GameSessionDto | null;
  players: SessionPlayerDto[];
  settings: GameSettings | null;
  sound: SoundEngine | null;
}

/**
 * The shared screen during a game: the game's host screen for the current stage, a how-to-play
 * card at the start, the host's controls, and at the end the podium with what comes next.
 */
export function HostGame({ code, connection, status, session, players, settings, sound }: HostGameProps) {
  const { t } = useTranslation();
  const known = useKnownPlayers(players);
  const game = useGameView<HostViewEnvelope<unknown>>({ code, connection, status, audience: { kind: 'host' } });
  const actions = useHostActions(code, connection, game.view?.stageNumber);
  const play = useCallback<PlaySound>((effect, delay) => sound?.play(effect, delay), [sound]);
  useStageSounds(game.view, play);
  useTimeTicks(game.view, game.warnedStage, game.serverNow, play);

  // The room may ask this screen for a sound, or to start its audio afresh.
  useTopic<{ sound?: unknown; name?: unknown }>(connection, dest.host(code, 'playSound'), (body) => {
    const name = body?.sound ?? body?.name;
    if (typeof name === 'string' && (SOUND_EFFECTS as readonly string[]).includes(name)) play(name as SoundEffect);
  });
  useTopic(connection, dest.host(code, 'resetSoundContext'), () => sound?.reset());

  // This screen is the one the room watches.
  const room = useMemo(() => ({ code, connection, status, sharedScreen: true }), [code, connection, status]);

  const view = game.view;
  const gameType = normalizeGameType(view?.gameType ?? session?.gameType ?? '') ?? null;
  // A screen opened mid-game shows where the game stands until its view arrives.
  const progress = useGameProgress({ code, connection, status, enabled: !view && !game.noGame });
  const tutorialSteps = useTutorialSteps(gameType);
  const tutorial = view && tutorialSteps.length > 0 && showTutorial(settings?.includeTutorial, view);

  let body;
  if (!view) {
    body = game.noGame ? (
      <section className="host-game__center">
        <p className="host-game__message">{t('game.noGameRunning')}</p>
        <EndOfGame actions={actions} gameType={gameType} code={code} />
      </section>
    ) : progress && isPastStart(progress) ? (
      <GameInProgress gameType={gameType} progress={progress} players={known} />
    ) : (
      <GameStarting gameType={gameType} message={t('lobby.lookAtPhones')} />
    );
  } else if (view.over) {
    body = (
      <section className="host-game__over">
        <Podium rows={scoreRows(view, known)} size="tv" />
        <EndOfGame actions={actions} gameType={gameType} code={code} />
        <GameOverExtra view={view} players={known} serverNow={game.serverNow} />
      </section>
    );
  } else {
    body = tutorial ? (
      <>
        <div className="host-game__play">
          <HostGameScreen view={view} players={known} serverNow={game.serverNow} />
        </div>
        <TutorialCard steps={tutorialSteps} />
      </>
    ) : (
      <HostGameScreen view={view} players={known} serverNow={game.serverNow} />
    );
  }

  return (
    <GameRoomContext.Provider value={room}>
      <GameSoundContext.Provider value={play}>
        <main className="host-game" data-stage={view?.stage ?? 'loading'}>
          <ConnectionBanner status={status} size="tv" />
          <header className="host-game__bar">
            <Wordmark size="sm" />
            {gameType ? (
              <span className="host-game__title">
                <GameArt type={gameType} size={36} />
                {t(`games.${gameType}.name`)}
              </span>
            ) : null}
            {/* Streamer mode keeps the code off the shared screen: the host's phone has it. */}
            {settings?.streamerMode === true ? null : (
              <span className="host-game__room" aria-label={t('lobby.roomCodeSpelled', { code: code.split('').join(' ') })}>
                {code}
              </span>
            )}
            {status !== 'connected' ? (
              <span className="badge badge--muted" role="status">
                {t('lobby.connecting')}
              </span>
            ) : null}
            {view && !view.over ? <StandInSeats view={view} players={known} /> : null}
            {view && !view.over ? <ExtraTimeWaiting view={view} players={known} serverNow={game.serverNow} /> : null}
            <AudienceCount code={code} connection={connection} />
            <span className="host-game__tools">
              <VolumeControl />
              {view && !view.over ? <HostToolbar actions={actions} seats={view.seats} /> : null}
            </span>
          </header>
          <div className={`host-game__stage ${tutorial ? 'has-tutorial' : ''}`}>
            {/* The host hides what players wrote from here, while the game runs. */}
            <HideContentContext.Provider value={view && !view.over ? actions.hideContent : null}>{body}</HideContentContext.Provider>
          </div>
        </main>
      </GameSoundContext.Provider>
    </GameRoomContext.Provider>
  );
}
