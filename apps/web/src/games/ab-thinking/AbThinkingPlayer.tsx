/**
 * AB_THINKING on a phone (about 390×844, one thumb): tap A or B, then slide how much of the room
 * picks A (in the final: guess the named player's pick), changeable until time runs out; then what
 * the reveal meant for this player. Only this player's answer reaches the phone before the reveal.
 * Where no shared screen shows the game, the phone shows the split and every prediction itself.
 */
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Tv } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import { ReadAloud } from '../kit/ReadAloud';
import { displayAlias, scoreRows } from '../scores';
import type { PlayerScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { PredictionMarkers, RoundBadge, SideBadge, SplitBar, sideText, textSize, usePercent, useWho } from './shared';
import type { Who } from './shared';
import type { AbAnswer, AbQuestion, AbResultRow, AbThinkingPlayerView, Side } from './types';
import './ab-thinking.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<AbThinkingPlayerView>>;
type Send = Props['send'];

/** Whether this phone shows the game itself: no shared screen shows it to the room. */
function usePhoneIsTheScreen(): boolean {
  const room = useGameRoom();
  return room !== null && !room.sharedScreen;
}

export function AbThinkingPlayer({ view, players, serverNow, send }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);
  const alone = usePhoneIsTheScreen();

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="ab ab--phone">
        <h1 className="ab-phone__title">{t('abthinking.gameOver')}</h1>
      </div>
    );
  }

  const question = game.question;
  return (
    <div className={`ab ab--phone ${alone ? 'is-alone' : ''} ${game.final ? 'is-final' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="ab-phone__top">
          <RoundBadge round={game.round} rounds={game.rounds} final={game.final} multiplier={game.multiplier} />
          <span className="ab-phone__which">{t('abthinking.questionOf', { index: game.questionInRound, total: game.questionsInRound })}</span>
        </header>
      )}
      {game.stage === 'question' ? <Countdown variant="bar" className="ab-phone__clock" serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
      {game.stage === 'question' && question ? (
        game.canAnswer && game.answer ? (
          <PhoneQuestion key={view.stageNumber} game={game} question={question} answer={game.answer} who={who} send={send} />
        ) : (
          <section className="ab-phone__wait" aria-live="polite">
            <p className="ab-phone__question">{question.text}</p>
            <h1 className="ab-phone__title">{t('abthinking.waitTitle')}</h1>
            <p className="ab-phone__hint">{t('abthinking.waitNext')}</p>
          </section>
        )
      ) : null}
      {game.stage === 'split' && question && game.split ? (
        <section className="ab-phone__reveal" key={view.stageNumber}>
          <p className="ab-phone__question">{question.text}</p>
          {alone ? (
            <>
              <h1 className="ab-phone__title">{t('abthinking.splitTitle')}</h1>
              <SplitBar split={game.split} question={question} filling size="phone" />
            </>
          ) : (
            <p className="ab-phone__look" aria-live="polite">
              <Tv size={28} /> {t('abthinking.eyesOnScreen')}
            </p>
          )}
          <OwnPick answer={game.answer} question={question} />
        </section>
      ) : null}
      {game.stage === 'predictions' && question && game.split && game.results ? (
        <PhoneResult key={view.stageNumber} game={game} question={question} me={view.playerId} alone={alone} who={who} />
      ) : null}
      {game.stage === 'roundScores' ? <PhoneRoundScores view={view} players={players} /> : null}
    </div>
  );
}

/** The player's own pick, as a reminder while the room waits for the split. */
function OwnPick({ answer, question }: { answer: AbAnswer | null; question: AbQuestion }) {
  const { t } = useTranslation();
  if (!answer?.pick) return <p className="ab-phone__hint">{t('abthinking.youDidNotPick')}</p>;
  return (
    <p className={`ab-phone__own ab-side--${answer.pick}`}>
      <SideBadge side={answer.pick} size="s" /> {t('abthinking.youPicked', { answer: sideText(question, answer.pick) })}
    </p>
  );
}

/**
 * Tap a side, then predict (or, in the final, guess the named player's pick). What is on the screen
 * is what this phone sent last; the server's copy of it shows as "saved".
 */
function PhoneQuestion({ game, question, answer, who, send }: { game: AbThinkingPlayerView; question: AbQuestion; answer: AbAnswer; who: Who; send: Send }) {
  const { t } = useTranslation();
  const [pick, setPick] = useState<Side | null>(answer.pick);
  const [guess, setGuess] = useState<Side | null>(answer.guess);
  const named = game.spotlight ? who(game.spotlight.playerId) : null;
  const iAmNamed = game.spotlight?.playerId === game.playerId;
  const choose = (side: Side) => {
    setPick(side);
    if (side !== answer.pick) send('answer', { pick: side });
  };
  const chooseGuess = (side: Side) => {
    setGuess(side);
    if (side !== answer.guess) send('answer', { guess: side });
  };
  const complete = answer.pick !== null && (!game.asks.prediction || answer.prediction !== null) && (!game.asks.guess || answer.guess !== null);
  return (
    <section className="ab-phone__ask">
      <h1 className={`ab-phone__question ab-text--${textSize(question.text, 70)}`}>{question.text}</h1>
      <ReadAloud lineKey={question.text} text={`${question.text}. A: ${question.a}. B: ${question.b}`} />
      {iAmNamed ? <p className="ab-phone__named">{t('abthinking.youAreNamed')}</p> : null}
      <div className="ab-choices" role="group" aria-label={t('abthinking.yourPick')}>
        {(['A', 'B'] as Side[]).map((side) => (
          <button
            key={side}
            type="button"
            className={`ab-choice ab-side--${side} ${pick === side ? 'is-picked' : pick ? 'is-other' : ''}`}
            aria-pressed={pick === side}
            onClick={() => choose(side)}
          >
            <SideBadge side={side} />
            <span className={`ab-choice__text ab-text--${textSize(sideText(question, side), 28)}`}>{sideText(question, side)}</span>
            {pick === side ? (
              <span className="ab-choice__tick" aria-hidden="true">
                <Check size={22} />
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {pick && game.asks.prediction ? <PredictionSlider saved={answer.prediction} question={question} send={send} /> : null}
      {pick && game.asks.guess && named ? (
        <div className="ab-guess-pick" role="group" aria-label={t('abthinking.whatWillPick', { name: displayAlias(named.alias) })}>
          <p className="ab-guess-pick__title">
            <Avatar src={named.avatarSrc} name={named.alias} size={40} colour={named.hexColor} decorative />
            {t('abthinking.whatWillPick', { name: displayAlias(named.alias) })}
          </p>
          <div className="ab-guess-pick__options">
            {(['A', 'B'] as Side[]).map((side) => (
              <button
                key={side}
                type="button"
                className={`ab-guess-pick__option ab-side--${side} ${guess === side ? 'is-picked' : guess ? 'is-other' : ''}`}
                aria-pressed={guess === side}
                onClick={() => chooseGuess(side)}
              >
                <SideBadge side={side} size="s" /> <span>{sideText(question, side)}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <p className={`ab-phone__status ${complete ? 'is-in' : ''}`} aria-live="polite">
        {complete ? (
          <>
            <Check size={18} /> {t('abthinking.lockedIn')}
          </>
        ) : !pick ? (
          t('abthinking.tapASide')
        ) : game.asks.prediction ? (
          t('abthinking.slideHint')
        ) : game.asks.guess ? (
          t('abthinking.guessHint')
        ) : (
          t('abthinking.lockedIn')
        )}
      </p>
    </section>
  );
}

/**
 * "How many pick A?": a 0–100 slider with the number shown big. The prediction is sent as the slider
 * is let go (and on keys), not on every step of a drag; the server keeps the last one sent.
 */
function PredictionSlider({ saved, question, send }: { saved: number | null; question: AbQuestion; send: Send }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const [value, setValue] = useState<number>(saved ?? 50);
  const sent = useRef<number | null>(saved);
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef<(v: number) => void>(() => undefined);
  commit.current = (v: number) => {
    if (sent.current === v) return;
    sent.current = v;
    send('answer', { prediction: v });
  };
  // The native change event fires once the slider is let go (or a key moves it): the moment to send.
  useEffect(() => {
    const el = input.current;
    if (!el) return undefined;
    const onChange = () => commit.current(Number(el.value));
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, []);
  const touched = saved !== null;
  return (
    <div className={`ab-slider ${touched ? 'is-set' : ''}`}>
      <label className="ab-slider__label" htmlFor="ab-prediction">
        {t('abthinking.howManyPickA', { answer: question.a })}
      </label>
      <p className="ab-slider__value" aria-hidden="true">
        <span className="ab-slider__a">{percent(value)}</span>
        <span className="ab-slider__b">{percent(100 - value)}</span>
      </p>
      <input
        ref={input}
        id="ab-prediction"
        className="ab-slider__input"
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        style={{ '--value': `${value}%` } as CSSProperties}
        aria-valuetext={t('abthinking.sliderValue', { a: percent(value), b: percent(100 - value) })}
        onChange={(event) => setValue(Number(event.target.value))}
      />
      <p className="ab-slider__ends" aria-hidden="true">
        <span>
          <SideBadge side="B" size="s" /> {t('abthinking.allB')}
        </span>
        <span>
          {t('abthinking.allA')} <SideBadge side="A" size="s" />
        </span>
      </p>
    </div>
  );
}

type Tone = 'win' | 'miss' | 'info';

/** What the reveal meant for this player, line by line. */
function usePersonalLines(row: AbResultRow | undefined, game: AbThinkingPlayerView, question: AbQuestion, who: Who): Array<{ text: string; tone: Tone }> {
  const { t } = useTranslation();
  const percent = usePercent();
  const lines: Array<{ text: string; tone: Tone }> = [];
  const results = game.results!;
  if (!row) return lines;
  if (row.pick === null) lines.push({ text: t('abthinking.youDidNotPick'), tone: 'miss' });
  else lines.push({ text: row.inMajority ? t('abthinking.withMajority') : t('abthinking.inMinority'), tone: row.inMajority ? 'win' : 'miss' });
  const named = results.named;
  if (named && named.playerId === game.playerId) {
    if (row.breakdown.named > 0) lines.push({ text: t('abthinking.youFooled'), tone: 'win' });
    else lines.push({ text: t('abthinking.theyReadYou'), tone: 'info' });
  } else if (named) {
    const name = displayAlias(who(named.playerId).alias);
    if (row.guess === null) lines.push({ text: t('abthinking.noGuess'), tone: 'miss' });
    else if (row.guessRight === true) lines.push({ text: t('abthinking.guessRight', { name }), tone: 'win' });
    else if (row.guessRight === false) lines.push({ text: t('abthinking.guessWrong', { name, answer: sideText(question, named.pick ?? row.guess) }), tone: 'miss' });
  } else if (row.prediction === null) {
    lines.push({ text: t('abthinking.noPrediction'), tone: 'miss' });
  } else if (game.split?.shareA !== null && game.split?.shareA !== undefined) {
    lines.push({
      text: t('abthinking.youSaid', { value: percent(row.prediction), real: percent(game.split.shareA), off: Math.round(row.error ?? 0) }),
      tone: row.breakdown.prediction > 0 ? 'win' : 'miss',
    });
  }
  return lines;
}

function PhoneResult({ game, question, me, alone, who }: { game: AbThinkingPlayerView; question: AbQuestion; me: number; alone: boolean; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const results = game.results!;
  const row = results.rows.find((r) => r.playerId === me);
  const lines = usePersonalLines(row, game, question, who);
  const points = row?.points ?? 0;
  const named = results.named;
  return (
    <section className="ab-phone__reveal">
      <p className="ab-phone__question">{question.text}</p>
      {named ? (
        <h1 className="ab-phone__title">
          {named.pick
            ? t('abthinking.namedPicked', { name: displayAlias(who(named.playerId).alias), answer: sideText(question, named.pick) })
            : t('abthinking.namedNoPick', { name: displayAlias(who(named.playerId).alias) })}
        </h1>
      ) : null}
      {alone && !named ? (
        <SplitBar split={game.split!} question={question} filling={false} size="phone">
          <PredictionMarkers rows={results.rows} who={who} size="phone" me={me} />
        </SplitBar>
      ) : null}
      <div className={`ab-phone__result ${points > 0 ? 'is-win' : ''}`} role="status">
        <p className="ab-phone__points">{points > 0 ? `+${number(points)}` : t('abthinking.noPointsThisTime')}</p>
        <ul className="ab-phone__lines">
          {lines.map((line, i) => (
            <li key={i} className={`ab-line is-${line.tone}`}>
              {line.text}
            </li>
          ))}
        </ul>
      </div>
      {alone ? <PhoneResultList rows={results.rows} who={who} me={me} /> : null}
    </section>
  );
}

/** Everyone's pick and points, on a phone that is the only screen. */
function PhoneResultList({ rows, who, me }: { rows: readonly AbResultRow[]; who: Who; me: number }) {
  const { t } = useTranslation();
  const number = useNumber();
  const percent = usePercent();
  const sorted = [...rows].sort((a, b) => b.points - a.points);
  return (
    <ol className="ab-phone__others" aria-label={t('abthinking.resultsLabel')}>
      {sorted.map((row) => {
        const person = who(row.playerId);
        return (
          <li key={row.playerId} className={`ab-phone__other ${row.playerId === me ? 'is-me' : ''}`}>
            <Avatar src={person.avatarSrc} name={person.alias} size={32} colour={person.hexColor} decorative />
            <span className="ab-phone__other-name">{row.playerId === me ? t('abthinking.you') : displayAlias(person.alias)}</span>
            {row.pick ? <SideBadge side={row.pick} size="s" /> : null}
            {row.prediction !== null ? <span className="ab-phone__other-said">{percent(row.prediction)}</span> : null}
            {row.guess !== null ? <SideBadge side={row.guess} size="s" /> : null}
            <span className="ab-phone__other-points">{row.points > 0 ? `+${number(row.points)}` : '0'}</span>
          </li>
        );
      })}
    </ol>
  );
}

function PhoneRoundScores({ view, players }: { view: Props['view']; players: Props['players'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const mine = view.roundDeltas[view.playerId] ?? 0;
  const title = game.final ? t('abthinking.finalResults') : t('abthinking.roundResults', { round });
  const nextIsFinal = !game.final && game.rounds >= 2 && round + 1 === game.rounds;
  return (
    <section className="ab-phone__scores">
      <h1 className="ab-phone__title">{title}</h1>
      <div className={`ab-phone__mine ${mine > 0 ? 'is-win' : ''}`}>
        <span>{t('abthinking.thisRound')}</span>
        <span className="ab-phone__mine-value">{mine > 0 ? `+${number(mine)}` : '0'}</span>
      </div>
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="phone" selfPlayerId={view.playerId} label={title} />
      <p className="ab-phone__hint">{summary?.lastRound ? t('abthinking.finalResultsSoon') : nextIsFinal ? t('abthinking.finalNext') : t('abthinking.nextRoundSoon')}</p>
    </section>
  );
}
