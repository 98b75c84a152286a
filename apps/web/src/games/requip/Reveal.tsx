/**
 * A prompt's reveal, beat by beat: the votes land on the answers, the authors show and the AI is
 * unmasked, then the points. The shared screen shows it big; a phone shows it when no screen is shared.
 */
import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { useGameSound } from '../gameSound';
import { displayAlias } from '../scores';
import { useNumber } from '../ui/ScoreTable';
import { AiTag, PersonTag, answerLetter, answerStyle, reached, textSize } from './shared';
import type { RevealBeat, Who } from './shared';
import type { RequipCurrentPrompt, RequipReveal, RequipRevealAnswer } from './types';
import { AudienceVoteTag } from '../kit/AudienceVoteTag';
import { HideButton, ShownText } from '../kit/HiddenContent';

/** The answer ids in the order the vote showed them, for their letters (jinxed answers have none). */
function letterOf(current: RequipCurrentPrompt | null, answerId: string): { letter: string; index: number } | null {
  const index = current?.answers.findIndex((a) => a.promptResponseId === answerId) ?? -1;
  return index >= 0 ? { letter: answerLetter(index), index } : null;
}

/** The answers that came out on top: the AI's alone, the players' (one or a tie), or none. */
export function topOf(reveal: RequipReveal): { ai: boolean; answers: RequipRevealAnswer[] } {
  const voted = reveal.answers.filter((a) => !a.jinx);
  const most = Math.max(0, ...voted.map((a) => a.votes));
  if (most === 0) return { ai: false, answers: [] };
  const top = voted.filter((a) => a.votes === most);
  return { ai: top.length === 1 && top[0]!.ai, answers: top.filter((a) => !a.ai) };
}

/** What the reveal's title says at each beat. */
export function useRevealTitle(reveal: RequipReveal, beat: RevealBeat, who: Who): { title: string; sub: string | null } {
  const { t } = useTranslation();
  if (reveal.outcome === 'jinx') return { title: t('requip.jinx'), sub: t('requip.jinxHint') };
  if (reveal.outcome === 'noAnswers') return { title: t('requip.nobodyAnswered'), sub: t('requip.nobodyAnsweredHint') };
  if (!reached(beat, 'votes')) return { title: t('requip.votesComing'), sub: null };
  if (!reached(beat, 'authors')) return { title: t('requip.votesIn'), sub: null };
  if (!reached(beat, 'points')) return { title: t('requip.whoWroteWhat'), sub: null };
  const top = topOf(reveal);
  const sweep = reveal.answers.find((a) => a.bonus === 'sweep' && a.playerId !== null);
  const sub = reveal.endsGame ? t('requip.endsGame') : null;
  if (sweep) return { title: t('requip.sweepTitle', { name: displayAlias(who(sweep.playerId!).alias) }), sub };
  if (top.ai) return { title: t('requip.aiWins'), sub };
  if (top.answers.length === 1) return { title: t('requip.winsThisOne', { name: displayAlias(who(top.answers[0]!.playerId!).alias) }), sub };
  if (top.answers.length > 1) return { title: t('requip.tie'), sub };
  return { title: t('requip.noVotes'), sub };
}

/** Plays the reveal's beats on the screen that makes the room's sounds. */
export function useRevealSounds(beat: RevealBeat, reveal: RequipReveal): void {
  const play = useGameSound();
  useEffect(() => {
    if (beat === 'votes' && reveal.outcome === 'voted') play('reveal');
    if (beat === 'authors' && reveal.spottedBy.length > 0) play('tap');
    if (beat === 'points' && Object.values(reveal.points).some((p) => p > 0)) play('score');
  }, [beat, reveal.outcome, reveal.spottedBy.length, reveal.points, play]);
}

interface BoardProps {
  reveal: RequipReveal;
  current: RequipCurrentPrompt | null;
  beat: RevealBeat;
  who: Who;
  size: 'tv' | 'phone';
  selfPlayerId?: number | null;
}

/** The answers side by side (a grid in the final), each with its votes, author and points as the beats come. */
export function RevealBoard({ reveal, current, beat, who, size, selfPlayerId = null }: BoardProps) {
  const { t } = useTranslation();
  const many = reveal.answers.length > 4;
  return (
    <ul
      className={`requip-board requip-board--${size} ${many ? 'requip-board--many' : ''} ${reveal.outcome === 'jinx' ? 'is-jinx' : ''}`}
      aria-label={t('requip.answersLabel')}
      data-beat={beat}
    >
      {reveal.answers.map((answer, i) => (
        <RevealCard key={answer.promptResponseId} answer={answer} order={i} reveal={reveal} current={current} beat={beat} who={who} size={size} many={many} selfPlayerId={selfPlayerId} />
      ))}
    </ul>
  );
}

function RevealCard({
  answer,
  order,
  reveal,
  current,
  beat,
  who,
  size,
  many,
  selfPlayerId,
}: BoardProps & { answer: RequipRevealAnswer; order: number; many: boolean }) {
  const { t } = useTranslation();
  const number = useNumber();
  const tv = size === 'tv';
  const letter = letterOf(current, answer.promptResponseId);
  const showVotes = reached(beat, 'votes') && reveal.outcome === 'voted' && !answer.jinx;
  const showAuthor = reached(beat, 'authors');
  const showPoints = reached(beat, 'points');
  const style = { ...answerStyle(letter?.index ?? order), '--i': order } as CSSProperties;
  const avatarSize = tv ? (many ? 34 : 48) : 26;
  const authorSize = tv ? (many ? 44 : 64) : 32;
  const classes = [
    'requip-card',
    answer.jinx ? 'is-jinx' : '',
    showAuthor && answer.ai ? 'is-ai' : '',
    showPoints && answer.bonus ? `is-${answer.bonus}` : '',
    showAuthor && answer.playerId !== null && answer.playerId === selfPlayerId ? 'is-mine' : '',
  ].join(' ');
  return (
    <li className={classes} style={style} data-answer={answer.promptResponseId}>
      <div className="requip-card__face">
        {letter ? (
          <span className="requip-card__letter" aria-hidden="true">
            {letter.letter}
          </span>
        ) : null}
        <p className={`requip-card__text requip-text--${textSize(answer.responseText)}`}>
          <ShownText text={answer.responseText} hidden={answer.hidden} />
        </p>
        {tv ? <HideButton contentId={answer.promptResponseId} hidden={answer.hidden} label={letter ? t('game.answerLetter', { letter: letter.letter }) : answer.responseText} /> : null}
        {answer.jinx && showAuthor ? (
          <span className="requip-stamp requip-stamp--jinx" role="img" aria-label={t('requip.jinx')}>
            {t('requip.jinx')}
          </span>
        ) : null}
        {showAuthor && answer.ai ? (
          <span className="requip-stamp requip-stamp--ai" role="img" aria-label={t('requip.aiAnswer')}>
            {t('requip.aiStamp')}
          </span>
        ) : null}
      </div>
      <div className="requip-card__meta">
        {showVotes ? (
          <div className="requip-card__votes">
            <span className="requip-card__count" aria-label={t('requip.voteCount', { n: answer.votes })}>
              {answer.votes}
            </span>
            <ul className="requip-card__voters" aria-label={t('requip.votedForIt')}>
              {answer.playerIdsWithChoice.map((id, v) => {
                const voter = who(id);
                return (
                  <li key={id} className="requip-voter" style={{ '--v': v } as CSSProperties}>
                    <Avatar src={voter.avatarSrc} name={displayAlias(voter.alias)} size={avatarSize} colour={voter.hexColor} />
                  </li>
                );
              })}
            </ul>
            {reveal.audience?.promptResponseId === answer.promptResponseId ? <AudienceVoteTag text={t('requip.audienceShare', { percent: reveal.audience.percent })} label={t('requip.audienceShareLabel', { percent: reveal.audience.percent })} size={size} /> : null}
          </div>
        ) : (
          <span className="requip-card__votes" />
        )}
        {!tv && showPoints ? <CardPoints answer={answer} number={number} /> : null}
        <div className="requip-card__author">
          {showAuthor ? (
            answer.playerId === null ? (
              <AiTag size={authorSize} />
            ) : (
              <PersonTag person={who(answer.playerId)} size={authorSize} you={answer.playerId === selfPlayerId} />
            )
          ) : (
            <span className="requip-card__mystery" aria-label={t('requip.authorSecret')}>
              ?
            </span>
          )}
        </div>
      </div>
      {tv && showPoints ? <CardPoints answer={answer} number={number} /> : null}
      {showAuthor && answer.playerIdsSpotAi.length > 0 && !answer.ai ? (
        <p className="requip-card__bluff">{t('requip.fooled', { n: answer.playerIdsSpotAi.length })}</p>
      ) : null}
    </li>
  );
}

function CardPoints({ answer, number }: { answer: RequipRevealAnswer; number: (n: number) => string }) {
  const { t } = useTranslation();
  if (answer.ai) return null;
  return (
    <div className="requip-card__points">
      {answer.points > 0 ? <span className="delta-badge delta-badge--up">+{number(answer.points)}</span> : <span className="requip-card__zero">{t('requip.noPoints')}</span>}
      {answer.bonus === 'sweep' ? <span className="requip-bonus requip-bonus--sweep">{t('requip.sweep')}</span> : null}
      {answer.bonus === 'top' ? <span className="requip-bonus">{t('requip.mostVotes')}</span> : null}
      {answer.everyVote ? <span className="requip-bonus requip-bonus--every">{t('requip.everyVote')}</span> : null}
    </div>
  );
}

/** Who spotted the AI (from the authors' beat on), with what it earned them. */
export function SpotterRow({ reveal, beat, who, size }: { reveal: RequipReveal; beat: RevealBeat; who: Who; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  const number = useNumber();
  if (reveal.outcome !== 'voted' || !reached(beat, 'authors')) return null;
  const authors = new Set(reveal.answers.map((a) => a.playerId));
  if (reveal.spottedBy.length === 0) return <p className="requip-spotters is-none">{t('requip.nobodySpotted')}</p>;
  return (
    <div className="requip-spotters" role="status">
      <span className="requip-spotters__label">{t('requip.spottedIt')}</span>
      <ul className="requip-spotters__list">
        {reveal.spottedBy.map((id) => {
          const person = who(id);
          const points = reveal.points[id] ?? 0;
          return (
            <li key={id} className="requip-spotters__person">
              <PersonTag person={person} size={size === 'tv' ? 44 : 28} />
              {reached(beat, 'points') && !authors.has(id) && points > 0 ? <span className="delta-badge delta-badge--up">+{number(points)}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
