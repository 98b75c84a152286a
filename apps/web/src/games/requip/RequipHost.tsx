/**
 * REQUIP on the shared screen (TV, 1920×1080, read from the sofa). It never holds an answer before its
 * prompt is put to the vote, nor an author before the reveal: while the players write it only knows
 * who is done, and while the room votes only how many have voted.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Phone, Robot } from '../../ui/icons';
import { Countdown } from '../kit/Countdown';
import { displayAlias, scoreRows } from '../scores';
import type { GameScreenProps } from '../screen-types';
import { ScoreTable } from '../ui/ScoreTable';
import { RevealBoard, SpotterRow, useRevealSounds, useRevealTitle } from './Reveal';
import { PromptCard, RoundBadge, answerLetter, answerStyle, textSize, useRevealBeat, useWho } from './shared';
import type { Who } from './shared';
import type { RequipCurrentPrompt, RequipHostView, RequipReveal } from './types';
import './requip.css';
import { HideButton, ShownText } from '../kit/HiddenContent';

type Props = GameScreenProps<HostViewEnvelope<RequipHostView>>;

export function RequipHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="requip requip--tv">
        <h1 className="requip-title">{t('requip.gameOver')}</h1>
      </div>
    );
  }

  const timed = game.stage === 'answer' || game.stage === 'vote';
  const current = game.current;
  return (
    <div className="requip requip--tv" data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="requip-top">
          <RoundBadge round={game.round} rounds={game.rounds} final={game.final} multiplier={game.multiplier} />
          {current ? <span className="requip-top__which">{t('requip.promptOf', { index: current.index, total: current.count })}</span> : null}
          {timed ? <Countdown className="requip-top__clock" size={92} serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
        </header>
      )}
      {game.stage === 'answer' ? <HostAnswer game={game} seats={view.seats} removed={view.removed} who={who} /> : null}
      {game.stage === 'vote' && current ? <HostVote key={current.promptId} current={current} final={game.final} /> : null}
      {game.stage === 'reveal' && game.reveal ? (
        <HostReveal key={game.reveal.promptId} reveal={game.reveal} current={current} startedAt={view.stageStartedAt} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundScores' ? <HostRoundScores view={view} players={players} who={who} /> : null}
    </div>
  );
}

/** Everyone writes on their phone; the screen shows who is done, never what they wrote. */
function HostAnswer({ game, seats, removed, who }: { game: RequipHostView; seats: HostViewEnvelope<RequipHostView>['seats']; removed: number[]; who: Who }) {
  const { t } = useTranslation();
  const done = new Set(game.answeredIds);
  const writing = new Set(game.waitingForIds);
  const writers = seats.map((s) => s.playerId).filter((id) => (done.has(id) || writing.has(id)) && !removed.includes(id));
  const many = writers.length > 8;
  return (
    <section className="requip-answer">
      <div className="requip-answer__head">
        <h1 className="requip-title">{game.final ? t('requip.finalAnswerTitle') : t('requip.answerTitle')}</h1>
        <p className="requip-answer__hint">
          <Phone size={36} /> {game.final ? t('requip.finalAnswerHint') : t('requip.answerHint', { n: game.promptCount })}
        </p>
      </div>
      <p className="requip-answer__count" aria-live="polite">
        {t('requip.doneCount', { n: writers.filter((id) => done.has(id)).length, total: writers.length })}
      </p>
      <ul className={`requip-writers ${many ? 'requip-writers--many' : ''}`} aria-label={t('requip.writers')}>
        {writers.map((id, i) => {
          const person = who(id);
          const finished = done.has(id);
          return (
            <li key={id} className={`requip-writer ${finished ? 'is-done' : 'is-writing'}`} style={{ '--i': i } as CSSProperties} data-player={id}>
              <span className="requip-writer__avatar">
                <Avatar src={person.avatarSrc} name={person.alias} size={many ? 84 : 120} colour={person.hexColor} decorative />
                {finished ? (
                  <span className="requip-writer__tick" aria-hidden="true">
                    <Check size={28} />
                  </span>
                ) : (
                  <span className="requip-writer__dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                )}
              </span>
              <span className="requip-writer__alias">{displayAlias(person.alias)}</span>
              <span className="requip-writer__state">{finished ? t('requip.writerDone') : t('requip.writerWriting')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One prompt on the screen: its answers side by side, anonymous, and how many have voted. */
function HostVote({ current, final }: { current: RequipCurrentPrompt; final: boolean }) {
  const { t } = useTranslation();
  const many = current.answers.length > 4;
  return (
    <section className="requip-vote">
      <PromptCard prompt={current.prompt} className="requip-prompt--tv" />
      <ul className={`requip-options ${many ? 'requip-options--many' : ''} ${current.answers.length === 2 ? 'requip-options--duel' : ''}`} aria-label={t('requip.answersLabel')}>
        {current.answers.map((answer, i) => (
          <li key={answer.promptResponseId} className="requip-option" style={{ ...answerStyle(i), '--i': i } as CSSProperties}>
            <span className="requip-card__letter" aria-hidden="true">
              {answerLetter(i)}
            </span>
            <p className={`requip-option__text requip-text--${textSize(answer.responseText)}`}>
              <ShownText text={answer.responseText} hidden={answer.hidden} />
            </p>
            <HideButton contentId={answer.promptResponseId} hidden={answer.hidden} label={t('game.answerLetter', { letter: answerLetter(i) })} />
          </li>
        ))}
      </ul>
      <footer className="requip-vote__foot">
        <p className="requip-vote__call">
          <Phone size={34} /> {final ? t('requip.voteCallFinal', { n: current.votesPerVoter }) : t('requip.voteCall')}
        </p>
        <p className="requip-vote__spot">
          <Robot size={30} /> {t('requip.spotCall')}
        </p>
        <VotedMeter voted={current.votedCount} total={current.voterCount} />
      </footer>
    </section>
  );
}

/** How many of the voters have voted: a dot each, never who. */
export function VotedMeter({ voted, total }: { voted: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="requip-meter" role="status" aria-label={t('requip.votedCount', { n: voted, total })}>
      <span className="requip-meter__dots" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`requip-meter__dot ${i < voted ? 'is-in' : ''}`} />
        ))}
      </span>
      <span className="requip-meter__text" aria-hidden="true">
        {t('requip.votedCount', { n: voted, total })}
      </span>
    </div>
  );
}

function HostReveal({
  reveal,
  current,
  startedAt,
  who,
  serverNow,
}: {
  reveal: RequipReveal;
  current: RequipCurrentPrompt | null;
  startedAt: number | null;
  who: Who;
  serverNow: () => number;
}) {
  const beat = useRevealBeat(startedAt, reveal.final, reveal.outcome === 'voted', serverNow);
  useRevealSounds(beat, reveal);
  const { title, sub } = useRevealTitle(reveal, beat, who);
  return (
    <section className={`requip-reveal is-${reveal.outcome}`} data-beat={beat}>
      <PromptCard prompt={reveal.prompt} className="requip-prompt--tv requip-prompt--compact" />
      <div className="requip-reveal__head" aria-live="polite">
        <h1 className="requip-title requip-reveal__title">{title}</h1>
        {sub ? <p className="requip-reveal__sub">{sub}</p> : null}
      </div>
      <RevealBoard reveal={reveal} current={current} beat={beat} who={who} size="tv" />
      <SpotterRow reveal={reveal} beat={beat} who={who} size="tv" />
    </section>
  );
}

function HostRoundScores({ view, players, who }: { view: HostViewEnvelope<RequipHostView>; players: Props['players']; who: Who }) {
  const { t } = useTranslation();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const title = game.final ? t('requip.finalResults') : t('requip.roundResults', { round });
  const nextIsFinal = !game.final && game.rounds >= 2 && round + 1 === game.rounds;
  return (
    <section className="requip-scores">
      <h1 className="requip-title">{title}</h1>
      <div className="requip-scores__grid">
        <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={title} />
        {summary && summary.prompts.length > 0 ? (
          <div className="requip-best">
            <h2 className="requip-best__title">{t('requip.bestAnswers')}</h2>
            <ol className="requip-best__list">
              {summary.prompts.map((prompt) => (
                <li key={prompt.promptId} className="requip-best__item">
                  <span className="requip-best__prompt">{prompt.prompt}</span>
                  <span className="requip-best__who">
                    {prompt.outcome === 'jinx' ? <span className="requip-best__tag">{t('requip.jinx')}</span> : null}
                    {prompt.outcome === 'noAnswers' ? <span className="requip-best__tag">{t('requip.nobodyAnswered')}</span> : null}
                    {prompt.outcome === 'voted' && prompt.topAuthors.length === 0 ? <span className="requip-best__tag">{t('requip.noWinner')}</span> : null}
                    {prompt.topAuthors.map((id) => {
                      const person = who(id);
                      return <Avatar key={id} src={person.avatarSrc} name={displayAlias(person.alias)} size={44} colour={person.hexColor} />;
                    })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
      <p className="requip-scores__next">{summary?.lastRound ? t('requip.finalResultsSoon') : nextIsFinal ? t('requip.finalNext') : t('requip.nextRoundSoon')}</p>
    </section>
  );
}
