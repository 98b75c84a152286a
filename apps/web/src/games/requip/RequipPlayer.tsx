/**
 * REQUIP on a phone (about 390×844, one thumb): write the answers, vote and spot the AI, then what
 * the reveal meant for this player. Only this player's answers reach the phone before the vote.
 * Where no shared screen shows the game, the phone shows what it would: the prompt on the vote, every
 * answer, and the whole reveal.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { Tv } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import { ReadAloud } from '../kit/ReadAloud';
import { ShownText } from '../kit/HiddenContent';
import { displayAlias, scoreRows } from '../scores';
import type { PlayerScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { AnswerPanel } from './AnswerPanel';
import { BallotPanel } from './BallotPanel';
import { RevealBoard, SpotterRow, useRevealSounds, useRevealTitle } from './Reveal';
import { PromptCard, RoundBadge, answerLetter, answerStyle, reached, textSize, useRevealBeat, useWho } from './shared';
import type { Who } from './shared';
import type { RequipCurrentPrompt, RequipPlayerView, RequipReveal } from './types';
import './requip.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<RequipPlayerView>>;

/** Whether this phone shows the game itself: no shared screen shows it to the room. */
function usePhoneIsTheScreen(): boolean {
  const room = useGameRoom();
  return room !== null && !room.sharedScreen;
}

export function RequipPlayer({ view, players, serverNow, send }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);
  const alone = usePhoneIsTheScreen();
  const timed = game.stage === 'answer' || game.stage === 'vote';

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="requip requip--phone">
        <h1 className="requip-phone__title">{t('requip.gameOver')}</h1>
      </div>
    );
  }

  return (
    <div className={`requip requip--phone ${alone ? 'is-alone' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="requip-phone__top">
          <RoundBadge round={game.round} rounds={game.rounds} final={game.final} multiplier={game.multiplier} />
          {game.current ? <span className="requip-phone__which">{t('requip.promptOf', { index: game.current.index, total: game.current.count })}</span> : null}
        </header>
      )}
      {timed ? <Countdown variant="bar" className="requip-phone__clock" serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
      {game.stage === 'answer' ? (
        game.canAnswer ? (
          <AnswerPanel key={view.stageNumber} prompts={game.prompts} maxLength={game.answerMaxLength} final={game.final} who={who} send={send} />
        ) : (
          <Waiting title={t('requip.waitTitle')} hint={t('requip.waitNextRound')} />
        )
      ) : null}
      {game.stage === 'vote' && game.current ? <PhoneVote game={game} endsAt={view.stageEndsAt} alone={alone} serverNow={serverNow} send={send} /> : null}
      {game.stage === 'reveal' && game.reveal ? (
        <PhoneReveal key={game.reveal.promptId} reveal={game.reveal} current={game.current} me={view.playerId} startedAt={view.stageStartedAt} alone={alone} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundScores' ? <PhoneRoundScores view={view} players={players} /> : null}
    </div>
  );
}

function Waiting({ title, hint }: { title: string; hint: string }) {
  return (
    <section className="requip-phone__wait" aria-live="polite">
      <h1 className="requip-phone__title">{title}</h1>
      <p className="requip-phone__hint">{hint}</p>
    </section>
  );
}

function PhoneVote({
  game,
  endsAt,
  alone,
  serverNow,
  send,
}: {
  game: RequipPlayerView;
  endsAt: number | null;
  alone: boolean;
  serverNow: () => number;
  send: Props['send'];
}) {
  const { t } = useTranslation();
  const current = game.current!;
  const ballot = game.ballot;
  if (ballot?.mayVote) {
    return (
      <>
        <PromptCard prompt={current.prompt} className={alone ? 'requip-prompt--phone' : 'requip-prompt--phone requip-prompt--compact'} />
        <ReadAloud lineKey={`vote:${current.promptId}`} text={voteLine(current)} />
        <BallotPanel key={current.promptId} current={current} ballot={ballot} endsAt={endsAt} serverNow={serverNow} send={send} />
      </>
    );
  }
  const own = ballot?.isAuthor ?? false;
  return (
    <section className="requip-phone__watch" aria-live="polite">
      <h1 className="requip-phone__title">{own ? t('requip.yourPromptUp') : t('requip.watchVote')}</h1>
      <p className="requip-phone__hint">{own ? t('requip.yourPromptUpHint') : alone ? t('requip.othersVoting') : t('requip.lookAtScreen')}</p>
      <PromptCard prompt={current.prompt} className="requip-prompt--phone" />
      {alone || own ? <AnswerList current={current} ownAnswerId={ballot?.ownAnswerId ?? null} /> : null}
      {alone ? (
        <p className="requip-phone__hint">{t('requip.votedCount', { n: current.votedCount, total: current.voterCount })}</p>
      ) : (
        <p className="requip-phone__look">
          <Tv size={20} /> {t('requip.lookAtScreen')}
        </p>
      )}
    </section>
  );
}

/** The prompt on the vote and its answers by letter, as read aloud. */
function voteLine(current: RequipCurrentPrompt): string {
  // A hidden answer is not read out either.
  return [current.prompt, ...current.answers.flatMap((answer, i) => (answer.hidden ? [] : [`${answerLetter(i)}: ${answer.responseText}`]))].join('. ');
}

/** The answers on the vote, as the screen shows them (the player's own marked). */
function AnswerList({ current, ownAnswerId }: { current: RequipCurrentPrompt; ownAnswerId: string | null }) {
  const { t } = useTranslation();
  return (
    <ul className="requip-phone__answers" aria-label={t('requip.answersLabel')}>
      {current.answers.map((answer, i) => (
        <li key={answer.promptResponseId} className={`requip-phone__answer-item ${answer.promptResponseId === ownAnswerId ? 'is-own' : ''}`} style={answerStyle(i)}>
          <span className="requip-card__letter" aria-hidden="true">
            {answerLetter(i)}
          </span>
          <span className={`requip-text--${textSize(answer.responseText)}`}>
            <ShownText text={answer.responseText} hidden={answer.hidden} />
          </span>
          {answer.promptResponseId === ownAnswerId ? <span className="requip-phone__yours">{t('requip.yours')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

type Tone = 'win' | 'miss' | 'info';

/** What the reveal meant for this player, line by line. */
function usePersonalLines(reveal: RequipReveal, me: number, who: Who): Array<{ text: string; tone: Tone }> {
  const { t } = useTranslation();
  const lines: Array<{ text: string; tone: Tone }> = [];
  const name = (id: number | null) => (id === null ? t('requip.theAi') : displayAlias(who(id).alias));
  const mine = reveal.answers.find((a) => a.playerId === me);
  if (mine) {
    if (mine.jinx) {
      const twin = reveal.answers.find((a) => a.jinx && a.playerId !== me && a.playerId !== null);
      lines.push({ text: twin ? t('requip.youJinxedWith', { name: name(twin.playerId) }) : t('requip.youJinxed'), tone: 'miss' });
    } else if (reveal.outcome === 'voted') {
      // Unopposed, every vote counts for this answer, whatever the voters picked.
      if (mine.everyVote) lines.push({ text: t('requip.everyVoteYours'), tone: 'win' });
      else {
        lines.push({ text: t('requip.yourAnswerGot', { n: mine.votes }), tone: mine.votes > 0 ? 'win' : 'info' });
        if (mine.bonus === 'sweep') lines.push({ text: t('requip.youSwept'), tone: 'win' });
      }
      if (mine.playerIdsSpotAi.length > 0) lines.push({ text: t('requip.youFooled', { n: mine.playerIdsSpotAi.length }), tone: 'win' });
    }
  }
  const picked = reveal.answers.filter((a) => a.playerIdsWithChoice.includes(me));
  for (const answer of picked) {
    lines.push(answer.ai ? { text: t('requip.youBackedAi'), tone: 'miss' } : { text: t('requip.youBacked', { name: name(answer.playerId) }), tone: 'info' });
  }
  const suspect = reveal.answers.find((a) => a.playerIdsSpotAi.includes(me));
  if (suspect) lines.push(suspect.ai ? { text: t('requip.youSpotted'), tone: 'win' } : { text: t('requip.wrongSuspect', { name: name(suspect.playerId) }), tone: 'miss' });
  if (!mine && picked.length === 0 && reveal.outcome === 'voted') lines.push({ text: t('requip.youDidNotVote'), tone: 'info' });
  return lines;
}

function PhoneReveal({
  reveal,
  current,
  me,
  startedAt,
  alone,
  who,
  serverNow,
}: {
  reveal: RequipReveal;
  current: RequipCurrentPrompt | null;
  me: number;
  startedAt: number | null;
  alone: boolean;
  who: Who;
  serverNow: () => number;
}) {
  const { t } = useTranslation();
  const number = useNumber();
  const beat = useRevealBeat(startedAt, reveal.final, reveal.outcome === 'voted', serverNow);
  useRevealSounds(beat, reveal);
  const { title, sub } = useRevealTitle(reveal, beat, who);
  const lines = usePersonalLines(reveal, me, who);
  const points = reveal.points[me] ?? 0;
  // With a shared screen the phone keeps quiet until the screen has named the authors.
  const told = alone || reached(beat, 'authors');
  const showResult = told && reached(beat, alone ? 'points' : 'authors');
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone that is the only screen, the whole reveal runs above: the player's own result scrolls into view as it comes.
  useEffect(() => {
    if (alone && showResult) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alone, showResult]);
  return (
    <section className="requip-phone__reveal" data-beat={beat}>
      <PromptCard prompt={reveal.prompt} className="requip-prompt--phone requip-prompt--compact" />
      {alone ? (
        <>
          <h1 className="requip-phone__title" aria-live="polite">
            {title}
          </h1>
          {sub ? <p className="requip-phone__hint">{sub}</p> : null}
          <RevealBoard reveal={reveal} current={current} beat={beat} who={who} size="phone" selfPlayerId={me} />
          <SpotterRow reveal={reveal} beat={beat} who={who} size="phone" />
        </>
      ) : !told ? (
        <p className="requip-phone__look requip-phone__look--big" aria-live="polite">
          <Tv size={28} /> {t('requip.eyesOnScreen')}
        </p>
      ) : null}
      {showResult ? (
        <div ref={resultRef} className={`requip-phone__result ${points > 0 ? 'is-win' : ''}`} role="status">
          <ul className="requip-phone__lines">
            {lines.map((line, i) => (
              <li key={i} className={`requip-line is-${line.tone}`}>
                {line.text}
              </li>
            ))}
          </ul>
          {reached(beat, 'points') ? <p className="requip-phone__points">{points > 0 ? `+${number(points)}` : t('requip.noPointsThisTime')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function PhoneRoundScores({ view, players }: { view: PlayerViewEnvelope<RequipPlayerView>; players: Props['players'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const mine = view.roundDeltas[view.playerId] ?? 0;
  const title = game.final ? t('requip.finalResults') : t('requip.roundResults', { round });
  const nextIsFinal = !game.final && game.rounds >= 2 && round + 1 === game.rounds;
  return (
    <section className="requip-phone__scores">
      <h1 className="requip-phone__title">{title}</h1>
      <div className={`requip-phone__mine ${mine > 0 ? 'is-win' : ''}`}>
        <span>{t('requip.thisRound')}</span>
        <span className="requip-phone__mine-value">{mine > 0 ? `+${number(mine)}` : '0'}</span>
      </div>
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="phone" selfPlayerId={view.playerId} label={title} />
      <p className="requip-phone__hint">{summary?.lastRound ? t('requip.finalResultsSoon') : nextIsFinal ? t('requip.finalNext') : t('requip.nextRoundSoon')}</p>
    </section>
  );
}
