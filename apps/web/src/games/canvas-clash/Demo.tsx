/**
 * CANVAS_CLASH's live example: two AI painters draw the secret word on the shared screen while the
 * others guess, then the crediting, the reveal and the round's scores. The server streams a robot's
 * strokes from its preset drawing; here the same preset is drawn on the demo's clock.
 */
import { useRef } from 'react';
import type { SaveData } from '@snackparty/protocol';
import { useTranslation } from 'react-i18next';
import { aiDrawingFor, canvasClash, canvasClashTurn } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { Countdown } from '../kit/Countdown';
import { scoreRows } from '../scores';
import { ScoreTable } from '../ui/ScoreTable';
import { DemoCanvas } from './DemoCanvas';
import { HangmanWord, hintOfWord } from './HangmanWord';
import { AvatarRow, CanvasFrame } from './shared';
import type { CanvasClashHostView } from './types';
import './canvas-clash.css';
import './Demo.css';

const CANVAS_SIZE = 380;

/** Each canvas's preset drawing for the turn, worked out once per turn (the clock re-renders often). */
function useTurnDrawings(state: unknown): ReadonlyArray<SaveData | null> {
  const turn = canvasClashTurn(state);
  const key = turn ? `${turn.turn}:${turn.painters.join(',')}` : '';
  const cache = useRef<{ key: string; drawings: ReadonlyArray<SaveData | null> }>({ key: '', drawings: [] });
  if (cache.current.key !== key) cache.current = { key, drawings: turn ? turn.painters.map((painter) => aiDrawingFor(state, painter)) : [] };
  return cache.current.drawings;
}

function CanvasClashDemoView({ view, match, players, now }: DemoViewProps<CanvasClashHostView>) {
  const { t } = useTranslation();
  const game = view.game;
  const turn = canvasClashTurn(match.state);
  const drawings = useTurnDrawings(match.state);
  if (game.stage === 'roundSummary') {
    const title = t('canvasClash.roundResults', { round: game.roundSummary?.round ?? game.round });
    return (
      <section className="clash clash--host clash-summary">
        <h1 className="clash-summary__title">{title}</h1>
        <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={title} />
      </section>
    );
  }
  const drawing = game.stage === 'draw';
  const reveal = game.reveal;
  return (
    <div className="clash clash--host clash-demo" data-stage={game.stage}>
      <header className="clash-host__top">
        <span className="clash-host__turn">{t('canvasClash.roundOf', { round: game.round, rounds: game.numberOfRounds })}</span>
        <div className="clash-host__word">
          {reveal ? <HangmanWord hint={hintOfWord(reveal.word)} size="tv" className="is-revealed" /> : game.hint ? <HangmanWord hint={game.hint} size="tv" /> : null}
        </div>
        <Countdown className="clash-host__clock" endsAt={drawing || game.stage === 'credit' ? view.stageEndsAt : null} startedAt={view.stageStartedAt} serverNow={now} size={72} />
      </header>
      <section className="clash-host__canvases" aria-label={t('canvasClash.canvasesLabel')}>
        {[...game.canvases]
          .sort((a, b) => a.canvas - b.canvas)
          .map((slot) => {
            const painter = reveal?.painters.find((p) => p.canvas === slot.canvas)?.playerId ?? null;
            return (
              <CanvasFrame
                key={`${game.turn}:${slot.canvas}`}
                canvas={slot.canvas}
                size={CANVAS_SIZE}
                painter={painter}
                points={painter !== null ? reveal?.points[painter] : undefined}
                credits={reveal ? reveal.credits[slot.canvas] : undefined}
                left={slot.left}
                players={players}
                avatarSize={64}
              >
                <DemoCanvas
                  drawing={drawings[slot.canvas] ?? null}
                  size={CANVAS_SIZE}
                  paintFrom={turn?.drawingOpen ? view.stageStartedAt : 0}
                  paintMs={turn?.drawingOpen && view.stageEndsAt !== null ? view.stageEndsAt - view.stageStartedAt : 0}
                  now={now}
                />
              </CanvasFrame>
            );
          })}
      </section>
      <footer className="clash-host__bottom">
        {drawing ? (
          <div className="clash-host__guessed">
            <span className="clash-host__count">{t('canvasClash.guessedCount', { n: game.guessedIds.length, total: game.guesserCount })}</span>
            <AvatarRow ids={game.guessedIds} players={players} size={56} label={t('canvasClash.guessedLabel')} className="clash-host__guessed-row" />
          </div>
        ) : null}
        {game.stage === 'credit' ? <h1 className="clash-host__question">{t('canvasClash.whoHelped')}</h1> : null}
        {reveal ? (
          reveal.rightGuessers.length === 0 ? (
            <p className="clash-host__nobody">{t('canvasClash.nobodyGuessed')}</p>
          ) : (
            <div className="clash-host__guessed">
              <span className="clash-host__count">{t('canvasClash.guessedBy')}</span>
              <AvatarRow ids={reveal.rightGuessers.map((g) => g.playerId)} players={players} size={48} label={t('canvasClash.guessedBy')} />
            </div>
          )
        ) : null}
      </footer>
    </div>
  );
}

export const canvasClashDemo: GameDemo<CanvasClashHostView> = {
  definition: canvasClash as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 1 },
  View: CanvasClashDemoView,
};
