/**
 * CANVAS_CLASH on the shared screen (TV 1920×1080, laptops): both canvases live and big, without
 * names; the hangman hint, the clock and who guessed it; the crediting; the painters revealed with
 * their points; the round's scores. The word never reaches this screen before the reveal.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { useTopic } from '../../realtime/useRealtime';
import { Check } from '../../ui/icons';
import { RemoteCanvas, viewThresholds } from '../../canvas';
import { useGameRoom } from '../gameRoom';
import type { GameRoom } from '../gameRoom';
import { useGameSound } from '../gameSound';
import { playerById } from '../players';
import { displayAlias, scoreRows } from '../scores';
import type { GameScreenProps } from '../screen-types';
import { Countdown } from '../kit/Countdown';
import { HideButton, ShownText } from '../kit/HiddenContent';
import { ScoreTable } from '../ui/ScoreTable';
import { HangmanWord, hintOfWord } from './HangmanWord';
import { AvatarRow, CanvasFrame, canvasLetter, useViewport } from './shared';
import type { CanvasClashHostView, CanvasSlot, GuessSubmittedNotice } from './types';
import { useCanvasDrawing } from './useRemoteDrawing';
import './canvas-clash.css';
import { noticeTopic, type CanvasClashNotice } from './wire';

type Props = GameScreenProps<HostViewEnvelope<CanvasClashHostView>>;

/** Room above and below the canvases on the shared screen: the bar, the hint row, the guessers row. */
const HOST_CHROME_HEIGHT = 450;

/** The side of each canvas on the shared screen: two squares side by side, as big as the screen allows. */
export function hostCanvasSize(width: number, height: number): number {
  const byWidth = (width - 200) / 2;
  const byHeight = height - HOST_CHROME_HEIGHT;
  return Math.max(150, Math.floor(Math.min(byWidth, byHeight)));
}

/** Room beside two canvases in a row: the gap between them and their letters, which stand out at the edges. */
const CANVAS_ROW_EXTRA = 150;

/**
 * The side of each canvas, as the screen allows and as the room the screen gives this game allows
 * (the shared screen may keep a column beside the game, for the how-to-play card).
 */
export function fittedCanvasSize(viewportWidth: number, viewportHeight: number, roomWidth: number | null): number {
  const size = hostCanvasSize(viewportWidth, viewportHeight);
  if (roomWidth === null || roomWidth <= 0) return size;
  return Math.max(150, Math.min(size, Math.floor((roomWidth - CANVAS_ROW_EXTRA) / 2)));
}

/** While the guessers credit, the canvases step back to make room for the question and who has answered. */
function stageCanvasSize(stage: string, size: number): number {
  return stage === 'credit' ? Math.max(150, Math.round(size * 0.72)) : size;
}

/** The width of an element, kept up to date (null until measured, or where it cannot be). */
function useElementWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? Math.floor(entry.contentRect.width) : null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function CanvasClashHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const game = view.game;
  const viewport = useViewport();
  const big = viewThresholds(viewport.width, viewport.height).veryBig;
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const canvasSize = fittedCanvasSize(viewport.width, viewport.height, useElementWidth(root));
  useNoticeSounds(room);

  return (
    <div ref={setRoot} className={`clash clash--host ${big ? 'is-very-big' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundSummary' ? (
        <RoundSummary view={view} players={players} />
      ) : (
        <>
          <header className="clash-host__top">
            <span className="clash-host__turn">
              {t('canvasClash.roundOf', { round: game.round, rounds: game.numberOfRounds })}
              <span className="clash-host__dot" aria-hidden="true">
                ·
              </span>
              {t('canvasClash.turnOf', { turn: game.turnInRound, turns: game.turnsInRound })}
            </span>
            <div className="clash-host__word">
              {game.reveal ? (
                <HangmanWord hint={hintOfWord(game.reveal.word)} size="tv" className="is-revealed" />
              ) : game.hint ? (
                <HangmanWord hint={game.hint} size="tv" />
              ) : null}
            </div>
            <Countdown
              className="clash-host__clock"
              endsAt={game.stage === 'draw' || game.stage === 'credit' ? view.stageEndsAt : null}
              startedAt={view.stageStartedAt}
              serverNow={serverNow}
              size={big ? 96 : 72}
            />
          </header>
          <Canvases game={game} room={room} players={players} size={stageCanvasSize(game.stage, canvasSize)} />
          <footer className="clash-host__bottom">
            {game.stage === 'draw' ? <DrawFooter game={game} players={players} big={big} /> : null}
            {game.stage === 'credit' ? <CreditFooter game={game} players={players} big={big} /> : null}
            {game.stage === 'reveal' && game.reveal ? <RevealFooter game={game} players={players} big={big} /> : null}
          </footer>
        </>
      )}
    </div>
  );
}

/** The host-only notices, for sounds (the view stays the truth). */
function useNoticeSounds(room: GameRoom | null) {
  const play = useGameSound();
  const code = room?.code ?? null;
  const connection = room?.connection ?? null;
  const topic = (name: CanvasClashNotice) => (code ? noticeTopic(code, name) : null);
  useTopic<GuessSubmittedNotice>(connection, topic('guessSubmitted'), (notice) => play(notice?.correct ? 'score' : 'tap'));
  useTopic(connection, topic('revealLetterTopic'), () => play('tick'));
  useTopic(connection, topic('allCorrect'), () => play('win'));
  useTopic(connection, topic('creditSubmitted'), () => play('tap'));
  useTopic(connection, topic('revealPainters'), () => play('reveal'));
}

function Canvases({ game, room, players, size }: { game: CanvasClashHostView; room: GameRoom | null; players: SessionPlayerDto[]; size: number }) {
  const { t } = useTranslation();
  const slots = [...game.canvases].sort((a, b) => a.canvas - b.canvas);
  return (
    <section className="clash-host__canvases" aria-label={t('canvasClash.canvasesLabel')}>
      {slots.map((slot) => (
        <LiveCanvas key={`${game.turn}:${slot.canvas}`} slot={slot} game={game} room={room} players={players} size={size} />
      ))}
    </section>
  );
}

function LiveCanvas({ slot, game, room, players, size }: { slot: CanvasSlot; game: CanvasClashHostView; room: GameRoom | null; players: SessionPlayerDto[]; size: number }) {
  const { t } = useTranslation();
  const model = useCanvasDrawing(room, slot.canvas, game.turn);
  const reveal = game.reveal;
  const painted = reveal?.painters.find((p) => p.canvas === slot.canvas);
  const painter = painted?.playerId ?? null;
  return (
    <CanvasFrame
      canvas={slot.canvas}
      size={size}
      painter={painter}
      points={painter !== null ? reveal?.points[painter] : undefined}
      credits={reveal ? reveal.credits[slot.canvas] : undefined}
      left={slot.left}
      players={players}
      avatarSize={88}
    >
      {painted?.hidden ? (
        <p className="clash-canvas__hidden" style={{ width: size, height: size }}>
          <ShownText text="" hidden />
        </p>
      ) : (
        <div className="clash-canvas__live" data-lines={model.lines.length} data-seq={model.seq}>
          <RemoteCanvas model={model} width={size} height={size} />
        </div>
      )}
      {painted ? <HideButton contentId={painted.drawingId} hidden={painted.hidden} label={t('canvasClash.canvasName', { letter: canvasLetter(slot.canvas) })} /> : null}
    </CanvasFrame>
  );
}

function DrawFooter({ game, players, big }: { game: CanvasClashHostView; players: SessionPlayerDto[]; big: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="clash-host__guessed">
      <span className="clash-host__count" aria-live="polite">
        {t('canvasClash.guessedCount', { n: game.guessedIds.length, total: game.guesserCount })}
      </span>
      <AvatarRow ids={game.guessedIds} players={players} size={big ? 72 : 56} label={t('canvasClash.guessedLabel')} className="clash-host__guessed-row" />
    </div>
  );
}

function CreditFooter({ game, players, big }: { game: CanvasClashHostView; players: SessionPlayerDto[]; big: boolean }) {
  const { t } = useTranslation();
  const everyone = [...game.creditedIds, ...game.creditPendingIds.filter((id) => !game.creditedIds.includes(id))];
  const done = new Set(game.creditedIds);
  return (
    <div className="clash-host__credit">
      <h1 className="clash-host__question">{t('canvasClash.whoHelped')}</h1>
      <p className="clash-host__count" aria-live="polite">
        {t('canvasClash.creditedCount', { n: game.creditedIds.length, total: everyone.length })}
      </p>
      <ul className="clash-host__crediters">
        {everyone.map((id) => {
          const person = playerById(players, id);
          return (
            <li key={id} className={`clash-crediter ${done.has(id) ? 'is-done' : ''}`}>
              <AvatarRow ids={[id]} players={players} size={big ? 72 : 56} label={displayAlias(person.alias)} />
              {done.has(id) ? (
                <span className="clash-crediter__tick" aria-label={t('canvasClash.credited')}>
                  <Check size={20} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RevealFooter({ game, players, big }: { game: CanvasClashHostView; players: SessionPlayerDto[]; big: boolean }) {
  const { t } = useTranslation();
  const reveal = game.reveal!;
  if (reveal.rightGuessers.length === 0) return <p className="clash-host__nobody">{t('canvasClash.nobodyGuessed')}</p>;
  return (
    <div className="clash-host__guessed">
      <span className="clash-host__count">{t('canvasClash.guessedBy')}</span>
      <ol className="clash-host__winners">
        {reveal.rightGuessers.map((g) => {
          const person = playerById(players, g.playerId);
          return (
            <li key={g.playerId} className="clash-winner">
              <AvatarRow ids={[g.playerId]} players={players} size={big ? 64 : 48} label={displayAlias(person.alias)} />
              <span className="clash-winner__alias">{displayAlias(person.alias)}</span>
              <span className="delta-badge delta-badge--up">+{g.points}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function RoundSummary({ view, players }: { view: Props['view']; players: SessionPlayerDto[] }) {
  const { t } = useTranslation();
  const summary = view.game.roundSummary;
  return (
    <section className="clash-summary">
      <h1 className="clash-summary__title">{t('canvasClash.roundResults', { round: summary?.round ?? view.game.round })}</h1>
      <div className="clash-summary__grid">
        <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={t('canvasClash.roundResults', { round: summary?.round ?? view.game.round })} />
        {summary ? (
          <ol className="clash-summary__turns" aria-label={t('canvasClash.roundWords')}>
            {summary.turns.map((turn) => (
              <li key={turn.turn} className="clash-summary__turn">
                <span className="clash-summary__word">{turn.word.toLocaleUpperCase()}</span>
                <AvatarRow ids={turn.painters} players={players} size={40} label={t('canvasClash.paintedBy')} />
                <span className="clash-summary__guessers">{t('canvasClash.guessedCountShort', { n: turn.rightGuessers })}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <p className="clash-summary__next">{summary?.lastRound ? t('canvasClash.finalResultsSoon') : t('canvasClash.nextRoundSoon')}</p>
    </section>
  );
}

