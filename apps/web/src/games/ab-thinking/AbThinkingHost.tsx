/**
 * AB_THINKING on the shared screen (TV, 1920×1080, read from the sofa). While a question is open it
 * knows who has answered, never what: the split arrives as counts, and only the predictions stage
 * names who picked and predicted what.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Phone } from '../../ui/icons';
import { Countdown } from '../kit/Countdown';
import { displayAlias, scoreRows } from '../scores';
import type { GameScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { AudienceSplit, PersonTag, PredictionMarkers, RoundBadge, SideBadge, SplitBar, textSize, usePercent, useWho } from './shared';
import type { Who } from './shared';
import type { AbQuestion, AbResults, AbThinkingHostView, Side } from './types';
import './ab-thinking.css';

type Props = GameScreenProps<HostViewEnvelope<AbThinkingHostView>>;

export function AbThinkingHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="ab ab--tv">
        <h1 className="ab-title">{t('abthinking.gameOver')}</h1>
      </div>
    );
  }

  const question = game.question;
  return (
    <div className={`ab ab--tv ${game.final ? 'is-final' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="ab-top">
          <RoundBadge round={game.round} rounds={game.rounds} final={game.final} multiplier={game.multiplier} />
          <span className="ab-top__which">{t('abthinking.questionOf', { index: game.questionInRound, total: game.questionsInRound })}</span>
          {game.stage === 'question' ? <Countdown className="ab-top__clock" size={92} serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
        </header>
      )}
      {game.stage === 'question' && question ? <HostQuestion key={view.stageNumber} game={game} question={question} seats={view.seats} removed={view.removed} who={who} /> : null}
      {game.stage === 'split' && question && game.split ? (
        <section className="ab-reveal" key={view.stageNumber}>
          <h1 className="ab-question ab-question--small">{question.text}</h1>
          <h2 className="ab-title ab-title--reveal">{t('abthinking.splitTitle')}</h2>
          <SplitBar split={game.split} question={question} filling size="tv" />
          {game.split.audience ? <AudienceSplit audience={game.split.audience} question={question} /> : null}
        </section>
      ) : null}
      {game.stage === 'predictions' && question && game.split && game.results ? (
        game.results.named ? (
          <HostFinalReveal key={view.stageNumber} question={question} results={game.results} who={who} />
        ) : (
          <section className="ab-reveal" key={view.stageNumber}>
            <h1 className="ab-question ab-question--small">{question.text}</h1>
            <SplitBar split={game.split} question={question} filling={false} size="tv">
              <PredictionMarkers rows={game.results.rows} who={who} size="tv" />
            </SplitBar>
            {game.split.audience ? <AudienceSplit audience={game.split.audience} question={question} /> : null}
            <ResultCards results={game.results} who={who} />
          </section>
        )
      ) : null}
      {game.stage === 'roundScores' ? <HostRoundScores view={view} players={players} /> : null}
    </div>
  );
}

/** The question as two big coloured halves, and who has answered (never what). */
function HostQuestion({ game, question, seats, removed, who }: { game: AbThinkingHostView; question: AbQuestion; seats: Props['view']['seats']; removed: number[]; who: Who }) {
  const { t } = useTranslation();
  const named = game.spotlight ? who(game.spotlight.playerId) : null;
  const done = new Set(game.answeredIds);
  const answerers = seats.map((s) => s.playerId).filter((id) => !removed.includes(id));
  const many = answerers.length > 10;
  return (
    <section className="ab-ask">
      <h1 className={`ab-question ab-text--${textSize(question.text, 70)}`}>{question.text}</h1>
      {named ? (
        <p className="ab-spotlight">
          <Avatar src={named.avatarSrc} name={named.alias} size={72} colour={named.hexColor} decorative />
          <span>{t('abthinking.whatWillPick', { name: displayAlias(named.alias) })}</span>
        </p>
      ) : null}
      <div className="ab-halves">
        {(['A', 'B'] as Side[]).map((side) => {
          const text = side === 'A' ? question.a : question.b;
          return (
            <div key={side} className={`ab-half ab-side--${side}`}>
              <SideBadge side={side} size="l" />
              <p className={`ab-half__text ab-text--${textSize(text, 28)}`}>{text}</p>
            </div>
          );
        })}
        <span className="ab-halves__or" aria-hidden="true">
          {t('abthinking.or')}
        </span>
      </div>
      <footer className="ab-ask__foot">
        <p className="ab-ask__hint">
          <Phone size={34} /> {game.final ? t('abthinking.finalHint') : t('abthinking.askHint')}
        </p>
        <ul className={`ab-answered ${many ? 'ab-answered--many' : ''}`} aria-label={t('abthinking.answeredCount', { n: game.answeredCount, total: game.answererCount })}>
          {answerers.map((id, i) => {
            const person = who(id);
            const answered = done.has(id);
            return (
              <li key={id} className={`ab-answerer ${answered ? 'is-done' : ''}`} style={{ '--i': i } as CSSProperties} data-player={id}>
                <Avatar src={person.avatarSrc} name={person.alias} size={many ? 52 : 72} colour={person.hexColor} decorative />
                {answered ? (
                  <span className="ab-answerer__tick" aria-hidden="true">
                    <Check size={many ? 16 : 22} />
                  </span>
                ) : null}
                <span className="visually-hidden">
                  {displayAlias(person.alias)}: {answered ? t('abthinking.hasAnswered') : t('abthinking.stillThinking')}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="ab-ask__count" aria-hidden="true">
          {t('abthinking.answeredCount', { n: game.answeredCount, total: game.answererCount })}
        </p>
      </footer>
    </section>
  );
}

/** Every player's pick, prediction and points, as cards under the bar. */
function ResultCards({ results, who }: { results: AbResults; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const percent = usePercent();
  const rows = [...results.rows].sort((a, b) => b.points - a.points || (a.error ?? 999) - (b.error ?? 999));
  const many = rows.length > 8;
  return (
    <ol className={`ab-cards ${many ? 'ab-cards--many' : ''}`} aria-label={t('abthinking.resultsLabel')}>
      {rows.map((row, i) => {
        const person = who(row.playerId);
        return (
          <li key={row.playerId} className={`ab-card ${row.points > 0 ? 'is-win' : ''}`} style={{ '--i': i } as CSSProperties} data-player={row.playerId}>
            <PersonTag person={person} size={many ? 44 : 60} />
            <span className="ab-card__pick">
              {row.pick ? <SideBadge side={row.pick} size="s" /> : <span className="ab-card__none">{t('abthinking.noPick')}</span>}
              <span className="ab-card__said">{row.prediction !== null ? t('abthinking.said', { value: percent(row.prediction) }) : t('abthinking.noPrediction')}</span>
            </span>
            <span className="ab-card__points">{row.points > 0 ? `+${number(row.points)}` : '0'}</span>
            {row.error !== null ? <span className="ab-card__off">{t('abthinking.off', { n: Math.round(row.error) })}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The final's reveal: what the named player picked, and who read them right. */
function HostFinalReveal({ question, results, who }: { question: AbQuestion; results: AbResults; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const named = results.named!;
  const person = who(named.playerId);
  const pick = named.pick;
  const guessers = results.rows.filter((r) => r.playerId !== named.playerId);
  const namedRow = results.rows.find((r) => r.playerId === named.playerId);
  return (
    <section className="ab-final-reveal">
      <h1 className="ab-question ab-question--small">{question.text}</h1>
      <div className="ab-final-reveal__named">
        <Avatar src={person.avatarSrc} name={person.alias} size={140} colour={person.hexColor} decorative />
        <h2 className="ab-title ab-title--reveal">
          {pick ? t('abthinking.namedPicked', { name: displayAlias(person.alias), answer: pick === 'A' ? question.a : question.b }) : t('abthinking.namedNoPick', { name: displayAlias(person.alias) })}
        </h2>
        {namedRow && namedRow.breakdown.named > 0 ? <span className="ab-final-reveal__bonus">{t('abthinking.fooledBonus', { points: number(namedRow.breakdown.named) })}</span> : null}
      </div>
      <div className="ab-guesses">
        {(['A', 'B'] as Side[]).map((side) => {
          const here = guessers.filter((r) => r.guess === side);
          return (
            <div key={side} className={`ab-guesses__side ab-side--${side} ${pick === side ? 'is-right' : pick ? 'is-wrong' : ''}`}>
              <h3 className="ab-guesses__title">
                <SideBadge side={side} size="s" /> {t('abthinking.guessedSide', { answer: side === 'A' ? question.a : question.b })}
              </h3>
              <ul className="ab-guesses__list">
                {here.map((row, i) => (
                  <li key={row.playerId} className="ab-guess" style={{ '--i': i } as CSSProperties}>
                    <PersonTag person={who(row.playerId)} size={guessers.length > 8 ? 72 : 104} />
                    {row.guessRight ? <span className="ab-guess__points">+{number(row.breakdown.guess)}</span> : null}
                  </li>
                ))}
                {here.length === 0 ? <li className="ab-guesses__nobody">{t('abthinking.nobodyGuessed')}</li> : null}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function HostRoundScores({ view, players }: { view: Props['view']; players: Props['players'] }) {
  const { t } = useTranslation();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const title = game.final ? t('abthinking.finalResults') : t('abthinking.roundResults', { round });
  const nextIsFinal = !game.final && game.rounds >= 2 && round + 1 === game.rounds;
  return (
    <section className="ab-scores">
      <h1 className="ab-title">{title}</h1>
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={title} />
      <p className="ab-scores__next">{summary?.lastRound ? t('abthinking.finalResultsSoon') : nextIsFinal ? t('abthinking.finalNext') : t('abthinking.nextRoundSoon')}</p>
    </section>
  );
}
