import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeGameType } from '@snackparty/protocol';
import type { GameSessionDto, SessionPlayerDto } from '@snackparty/protocol';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { isSharedScreen, playsSounds } from '../../app/hostMode';
import { useSound } from '../../audio/useSound';
import { withPaletteColours } from '../../features/accessibility/palette';
import { usePreferences } from '../../features/accessibility/preferenceStore';
import { GameStarting } from '../../features/host-lobby/GameStarting';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { LoadingDots } from '../../ui/Spinner';
import { GameRoomContext } from '../gameRoom';
import { GameSoundContext } from '../gameSound';
import type { PlaySound } from '../gameSound';
import { scoreRows } from '../scores';
import { PlayerChip } from '../kit/PlayerChip';
import { MoveSendStateContext } from '../kit/moveSendState';
import { useMoveSender } from '../kit/useMoveSender';
import { Podium } from '../ui/Podium';
import { useGameView } from '../useGameView';
import type { TimeRunningOut } from '../useGameView';
import { EndOfGame } from './EndOfGame';
import { GameOverExtra, PlayerGameScreen } from './GameScreen';
import { GameInProgress, isPastStart, useGameProgress } from './GameInProgress';
import { HostToolbar } from './HostToolbar';
import { StandInBanner, standInSeats } from './StandIn';
import { useHostActions } from './useHostActions';
import { useKnownPlayers } from './useKnownPlayers';
import { useStageSounds, useTimeTicks } from './useStageSounds';
import '../games.css';

export interface PlayerGameProps {
  code: string;
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
  session: GameSessionDto | null;
  me: SessionPlayerDto;
  players: SessionPlayerDto[];
  isOwner: boolean;
  musicEnabled: boolean;
  /**
   * Rendered in the header's end (the host menu goes there). `seatPlayedByAi`: the AI plays this
   * phone's seat for now, so a connection that comes back is not yet the seat back.
   */
  renderHeader: (tools: ReactNode, seat: { seatPlayedByAi: boolean }) => ReactNode;
}

/**
 * A phone during a game: its own view of the stage, moves sent with the stage they were made in,
 * the podium at the end. The room's owner (mobile-only hosting) also gets the host's controls.
 * Without a shared screen, the phone makes the sounds (and the owner's phone the music).
 */
export function PlayerGame({ code, connection, status, session, me, players, isOwner, musicEnabled, renderHeader }: PlayerGameProps) {
  const { t } = useTranslation();
  const knownPlayers = useKnownPlayers(players);
  const safePalette = usePreferences().colourBlindPalette;
  // With the colour-blind palette on, every player colour on this phone comes from the safe set.
  const known = useMemo(() => withPaletteColours(knownPlayers, safePalette), [knownPlayers, safePalette]);
  const selfHosted = !isSharedScreen(session?.hostType);
  const phoneSounds = playsSounds(session?.hostType, 'phone');
  const sound = useSound({ enabled: phoneSounds, music: phoneSounds && isOwner && musicEnabled });
  const play = useCallback<PlaySound>((effect, delay) => sound?.play(effect, delay), [sound]);
  const onTimeRunningOut = useCallback((_: TimeRunningOut) => {
    // A shared screen ticks for the room; a phone gives a short buzz when it supports one.
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      try {
        navigator.vibrate(120);
      } catch {
        // not allowed here
      }
    }
  }, []);
  const game = useGameView<PlayerViewEnvelope<unknown>>({
    code,
    connection,
    status,
    audience: { kind: 'player', playerId: me.playerId },
    onTimeRunningOut,
  });
  const actions = useHostActions(code, connection, game.view?.stageNumber);
  // Without a view (a seat that joined after the start, or one that is loading its view mid-game)
  // the phone shows where the game stands, not "game starting".
  const progress = useGameProgress({ code, connection, status, enabled: !game.view });
  useStageSounds(game.view, play, me.playerId);
  useTimeTicks(phoneSounds ? game.view : null, game.warnedStage, game.serverNow, play);

  const { send, unanswered, waiting } = useMoveSender({ code, connection, status, view: game.view });
  const moves = useMemo(() => ({ unanswered, waiting }), [unanswered, waiting]);

  const room = useMemo(() => ({ code, connection, status, sharedScreen: !selfHosted }), [code, connection, status, selfHosted]);

  const view = game.view;
  const gameType = normalizeGameType(view?.gameType ?? session?.gameType ?? '') ?? null;
  // The room's owner on a phone is the host who plays: their phone carries the host's controls.
  const tools = isOwner && view && !view.over ? <HostToolbar actions={actions} size="phone" seats={view.seats} /> : null;

  let body;
  if (!view && progress && (game.noGame || isPastStart(progress))) {
    body = (
      <GameInProgress
        gameType={gameType}
        progress={progress}
        players={known}
        selfPlayerId={me.playerId}
        message={game.noGame ? t('game.nextGame') : null}
        size="phone"
      >
        {game.noGame ? (
          <div className="player-game__me">
            <PlayerChip player={{ alias: me.alias, avatarSrc: me.avatarSrc, colour: me.hexColor }} avatarSize={56} />
          </div>
        ) : null}
        {game.noGame && progress.over && isOwner ? <EndOfGame actions={actions} gameType={gameType} size="phone" /> : null}
      </GameInProgress>
    );
  } else if (!view) {
    body = (
      <GameStarting gameType={gameType} message={game.noGame ? t('game.nextGame') : selfHosted ? t('player.getReady') : t('player.lookAtScreen')} size="phone">
        <div className="player-game__me">
          <PlayerChip player={{ alias: me.alias, avatarSrc: me.avatarSrc, colour: me.hexColor }} avatarSize={56} />
        </div>
        {game.noGame && isOwner ? <EndOfGame actions={actions} gameType={gameType} size="phone" /> : null}
      </GameStarting>
    );
  } else if (view.over) {
    body = (
      <section className="player-game__over">
        <Podium rows={scoreRows(view, known)} size="phone" selfPlayerId={me.playerId} />
        <GameOverExtra view={view} players={known} serverNow={game.serverNow} />
        {isOwner ? (
          <EndOfGame actions={actions} gameType={gameType} size="phone" />
        ) : (
          <p className="player-game__wait">
            {t('game.waitingForHostNext')} <LoadingDots />
          </p>
        )}
      </section>
    );
  } else {
    body = <PlayerGameScreen view={view} players={known} serverNow={game.serverNow} send={send} />;
  }

  return (
    <GameRoomContext.Provider value={room}>
      <GameSoundContext.Provider value={play}>
        <MoveSendStateContext.Provider value={moves}>
          {renderHeader(tools, { seatPlayedByAi: !!view && !view.over && standInSeats(view).includes(me.playerId) })}
          <div className="player-game" data-stage={view?.stage ?? 'loading'}>
            {view && !view.over ? <StandInBanner view={view} playerId={me.playerId} /> : null}
            {body}
          </div>
        </MoveSendStateContext.Provider>
      </GameSoundContext.Provider>
    </GameRoomContext.Provider>
  );
}
