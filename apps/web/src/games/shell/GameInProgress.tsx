import { useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dest } from '@snackparty/protocol';
import type { GameType, SessionPlayerDto, TimerMessage } from '@snackparty/protocol';
import { getGameProgress } from '../../api/endpoints';
import type { GameProgressDto } from '../../api/endpoints';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useLiveResource } from '../../realtime/useLiveResource';
import { LoadingDots } from '../../ui/Spinner';
import { GameArt } from '../GameArt';
import { gameInfo } from '../catalogue';
import { scoreRows } from '../scores';
import { ScoreTable } from '../ui/ScoreTable';
import { useGameScreens } from './GameScreen';

/** Where the room's game stands, as anyone in the room may see it. */
export interface GameProgress extends GameProgressDto {
  /** The stage's number in the game (1 is the first stage), once the room's timer has said it. */
  stageNumber: number | null;
}

/** A game that has gone past its first stage: a screen opening now comes in mid-game. */
export function isPastStart(progress: GameProgress | null): boolean {
  return !!progress && (progress.round > 1 || (progress.stageNumber ?? 1) > 1 || progress.over);
}

function isTimerMessage(body: unknown): body is TimerMessage {
  const message = body as Partial<TimerMessage> | null;
  return !!message && typeof message.stage === 'string' && typeof message.stageNumber === 'number';
}

/**
 * Where the room's game stands (round, stage, scores), for a screen without a view of it: one that
 * opens mid-game and waits for its view, or a seat that joined after the start and plays from the
 * next game. It follows the room's timer, which every screen hears at each new stage.
 */
export function useGameProgress(options: { code: string | null; connection: RealtimeConnection | null; status: RealtimeStatus; enabled: boolean }): GameProgress | null {
  const { code, connection, status, enabled } = options;
  const [progress, setProgress] = useState<GameProgress | null>(null);
  const lastTimer = useRef<TimerMessage | null>(null);
  const refreshRef = useRef<() => void>(() => undefined);
  const timerTopic = code ? dest.player(code, 'timer') : null;
  const { refresh } = useLiveResource<GameProgressDto>({
    connection,
    status,
    key: enabled && code ? code : null,
    fetch: (signal) => getGameProgress(code!, signal),
    onFetched: (found) => {
      const timer = lastTimer.current;
      setProgress({ ...found, stageNumber: timer && timer.stage === found.stage ? timer.stageNumber : null });
    },
    onFetchFailed: () => setProgress(null),
    topics: enabled && code ? [timerTopic, dest.player(code, 'isGameOver')] : [],
    onPush: (body, destination) => {
      if (destination === timerTopic && isTimerMessage(body)) {
        lastTimer.current = body;
        setProgress((previous) => (previous ? { ...previous, stage: body.stage, stageNumber: body.stageNumber } : previous));
      }
      // The round and the scores come with the summary.
      refreshRef.current();
    },
  });
  refreshRef.current = refresh;
  return enabled ? progress : null;
}

/**
 * A game in play, for a screen that is not (yet) showing it: the game, its round and stage, and the
 * scores so far; never "game starting" for a game that started a while ago.
 */
export function GameInProgress({
  gameType,
  progress,
  players,
  message,
  selfPlayerId = null,
  size = 'tv',
  children,
}: {
  gameType: GameType | null;
  progress: GameProgress;
  players: readonly SessionPlayerDto[];
  /** What to do now; without one, the screen is about to show the stage (dots). */
  message?: string | null;
  selfPlayerId?: number | null;
  size?: 'tv' | 'phone';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { screens } = useGameScreens(gameType);
  const stageKey = screens?.stages?.[progress.stage];
  const rows = scoreRows({ scores: progress.scores, seats: [] }, players);
  const style = gameType ? ({ '--game-colour': gameInfo(gameType).colour } as CSSProperties) : undefined;
  return (
    <section className={`game-in-progress game-in-progress--${size}`} style={style} aria-live="polite" data-stage={progress.stage}>
      <header className="game-in-progress__head">
        {gameType ? (
          <span className="game-in-progress__art" aria-hidden="true">
            <GameArt type={gameType} size={size === 'tv' ? 96 : 56} />
          </span>
        ) : null}
        <span className="game-in-progress__titles">
          <span className="game-in-progress__eyebrow">{progress.over ? t('game.podiumTitle') : t('game.inPlay')}</span>
          {gameType ? <span className="game-in-progress__title">{t(`games.${gameType}.name`)}</span> : null}
        </span>
      </header>
      {progress.over ? null : (
        <p className="game-in-progress__stage">
          {t('game.roundNumber', { round: progress.round })}
          {stageKey ? (
            <>
              <span aria-hidden="true"> · </span>
              {t(stageKey)}
            </>
          ) : null}
        </p>
      )}
      {message ? <p className="game-in-progress__message">{message}</p> : <LoadingDots />}
      {rows.length > 0 ? <ScoreTable rows={rows} size={size} selfPlayerId={selfPlayerId} animate={false} /> : null}
      {children}
    </section>
  );
}
