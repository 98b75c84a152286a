/**
 * A vote's reveal, beat by beat: the votes stack on the captions, the authors show, then the top
 * caption is crowned with the points and the right predictions. The shared screen shows it big; a
 * phone shows it when no screen is shared.
 */
import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Crown } from '../../ui/icons';
import { useGameSound } from '../gameSound';
import { displayAlias } from '../scores';
import { useNumber } from '../ui/ScoreTable';
import { PersonTag, captionLetter, captionStyle, reached, textSize } from './shared';
import type { RevealBeat, Who } from './shared';
import type { SnaptionJinx, SnaptionReveal, SnaptionRevealCaption } from './types';
import { AudienceVoteTag } from '../kit/AudienceVoteTag';
import { HideButton, ShownText } from '../kit/HiddenContent';

/** The captions with the most votes (none when nobody got one). */
export function topCaptions(reveal: SnaptionReveal): SnaptionRevealCaption[] {
  return reveal.captions.filter((c) => c.top);
}

/** What the reveal's title says at each beat. */
export function useRevealTitle(reveal: SnaptionReveal, beat: RevealBeat, who: Who): { title: string; sub: string | null } {
  const { t } = useTranslation();
  const ends = reveal.endsGame ? t('snaption.endsGame') : null;
  if (reveal.outcome === 'noCaptions') return { title: t('snaption.nobodyCaptioned'), sub: t('snaption.nobodyCaptionedHint') };
  if (reveal.outcome === 'jinx') return { title: t('snaption.jinx'), sub: t('snaption.allJinxHint') };
  if (reveal.outcome === 'alone') return { title: t('snaption.unopposed'), sub: t('snaption.unopposedHint') };
  if (!reached(beat, 'votes')) return { title: t('snaption.votesComing'), sub: null };
  if (!reached(beat, 'authors')) return { title: t('snaption.votesIn'), sub: null };
  if (!reached(beat, 'crown')) return { title: t('snaption.whoWroteWhat'), sub: null };
  const top = topCaptions(reveal);
  if (top.length === 0) return { title: t('snaption.noVotes'), sub: ends };
  if (top.length > 1) return { title: t('snaption.tie'), sub: ends };
  const name = displayAlias(who(top[0]!.playerId).alias);
  return { title: reveal.mode === 'pairs' ? t('snaption.winsPair', { name }) : t('snaption.takesCrown', { name }), sub: ends };
}

/** Plays the reveal's beats on the screen that makes the room's sounds. */
export function useRevealSounds(beat: RevealBeat, reveal: SnaptionReveal): void {
  const play = useGameSound();
  useEffect(() => {
    if (beat === 'votes' && reveal.outcome === 'voted') play('reveal');
    if (beat === 'authors' && reveal.outcome === 'voted') play('tap');
    if (beat === 'crown' && Object.values(reveal.points).some((p) => p > 0)) play('score');
  }, [beat, reveal.outcome, reveal.points, play]);
}

interface BoardProps {
  reveal: SnaptionReveal;
  beat: RevealBeat;
  who: Who;
  size: 'tv' | 'phone';
  selfPlayerId?: number | null;
}

/** The captions of the vote, each with its votes, author and points as the beats come. */
export function RevealBoard({ reveal, beat, who, size, selfPlayerId = null }: BoardProps) {
  const { t } = useTranslation();
  const count = reveal.captions.length;
  const layout = reveal.mode === 'pairs' ? 'pair' : count > 4 ? 'many' : 'few';
  return (
    <ul className={`snaption-entries snaption-entries--${size} snaption-entries--${layout}`} aria-label={t('snaption.captionsLabel')} data-beat={beat}>
      {reveal.captions.map((caption, i) => (
        <RevealEntry key={caption.captionId} caption={caption} index={i} reveal={reveal} beat={beat} who={who} size={size} layout={layout} selfPlayerId={selfPlayerId} />
      ))}
    </ul>
  );
}

function RevealEntry({
  caption,
  index,
  reveal,
  beat,
  who,
  size,
  layout,
  selfPlayerId,
}: BoardProps & { caption: SnaptionRevealCaption; index: number; layout: 'pair' | 'many' | 'few' }) {
  const { t } = useTranslation();
  const number = useNumber();
  const tv = size === 'tv';
  const voted = reveal.outcome === 'voted';
  const showVotes = voted && reached(beat, 'votes');
  const showAuthor = reached(beat, 'authors');
  const showCrown = reached(beat, 'crown');
  // Many captions, or a pair with a crowd of voters: smaller faces so every vote fits on its caption.
  const small = layout !== 'few' || !tv;
  const voterSize = tv ? (small ? 36 : 48) : 26;
  const authorSize = tv ? (small ? 44 : 60) : 30;
  const mine = showAuthor && caption.playerId === selfPlayerId;
  const classes = ['snaption-entry', 'is-revealed', showCrown && caption.top ? 'is-top' : '', showCrown && !caption.top && voted ? 'is-beaten' : '', mine ? 'is-mine' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} style={{ ...captionStyle(index), '--i': index } as CSSProperties} data-caption={caption.captionId}>
      <div className="snaption-entry__face">
        <span className="snaption-entry__letter" aria-hidden="true">
          {captionLetter(index)}
        </span>
        <p className={`snaption-entry__text snaption-text--${textSize(caption.text)}`}>
          <ShownText text={caption.text} hidden={caption.hidden} />
        </p>
        {tv ? <HideButton contentId={caption.captionId} hidden={caption.hidden} label={t('game.answerLetter', { letter: captionLetter(index) })} /> : null}
        {showCrown && caption.top ? (
          <span className="snaption-entry__crown" role="img" aria-label={reveal.mode === 'pairs' ? t('snaption.pairWinner') : t('snaption.topCaption')}>
            <Crown size={tv ? 40 : 24} />
          </span>
        ) : null}
      </div>
      <div className="snaption-entry__meta">
        {showVotes ? (
          <div className="snaption-entry__votes">
            <span className="snaption-entry__count" aria-label={t('snaption.voteCount', { n: caption.votes })}>
              {caption.votes}
            </span>
            <ul className="snaption-entry__voters" aria-label={t('snaption.votedForIt')}>
              {caption.playerIdsWithChoice.map((id, v) => {
                const voter = who(id);
                return (
                  <li key={id} className="snaption-voter" style={{ '--v': v } as CSSProperties}>
                    <Avatar src={voter.avatarSrc} name={displayAlias(voter.alias)} size={voterSize} colour={voter.hexColor} />
                  </li>
                );
              })}
            </ul>
            {reveal.audience?.captionId === caption.captionId ? <AudienceVoteTag text={t('snaption.audienceShare', { percent: reveal.audience.percent })} label={t('snaption.audienceShareLabel', { percent: reveal.audience.percent })} size={size} /> : null}
          </div>
        ) : (
          <span className="snaption-entry__votes" />
        )}
        <div className="snaption-entry__end">
          {showCrown && voted && caption.points > 0 ? <span className="delta-badge delta-badge--up snaption-entry__points">+{number(caption.points)}</span> : null}
          <div className="snaption-entry__author">
            {showAuthor ? (
              <PersonTag person={who(caption.playerId)} size={authorSize} you={caption.playerId === selfPlayerId} />
            ) : (
              <span className="snaption-entry__mystery" aria-label={t('snaption.authorSecret')}>
                ?
              </span>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/** Voters whose prediction was right (from the crown on), or that nobody called it. */
export function PredictionsRow({ reveal, beat, who, size }: { reveal: SnaptionReveal; beat: RevealBeat; who: Who; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  if (reveal.outcome !== 'voted' || !reached(beat, 'crown')) return null;
  if (reveal.rightPredictors.length === 0) return <p className="snaption-called is-none">{t('snaption.nobodyCalledIt')}</p>;
  return (
    <div className="snaption-called" role="status">
      <span className="snaption-called__label">{t('snaption.calledIt')}</span>
      <ul className="snaption-called__list" aria-label={t('snaption.calledIt')}>
        {reveal.rightPredictors.map((id) => (
          <li key={id} className="snaption-called__person">
            <PersonTag person={who(id)} size={size === 'tv' ? 44 : 28} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Captions that were the same as another's: shown with all their authors, no points. */
export function JinxList({ jinxes, who, size }: { jinxes: SnaptionJinx[]; who: Who; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  if (jinxes.length === 0) return null;
  return (
    <div className="snaption-jinxes">
      <span className="snaption-jinxes__label">
        <span className="snaption-stamp">{t('snaption.jinx')}</span> {t('snaption.jinxHint')}
      </span>
      <ul className="snaption-jinxes__list" aria-label={t('snaption.jinxedCaptions')}>
        {jinxes.map((jinx) => (
          <li key={jinx.text} className="snaption-jinx">
            <span className="snaption-jinx__text">{jinx.text}</span>
            <span className="snaption-jinx__who">
              {jinx.playerIds.map((id) => (
                <PersonTag key={id} person={who(id)} size={size === 'tv' ? 36 : 24} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
