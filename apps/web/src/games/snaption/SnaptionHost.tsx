/**
 * SNAPTION on the shared screen (TV, 1920×1080, read from the sofa). It never holds a caption before
 * it is put to the vote, nor an author before the reveal: while the players write it only knows who
 * is done, and while the room votes only how many have voted. In the blind final it has no picture
 * until the captions are in.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Crown, Phone, Sparkle } from '../../ui/icons';
import { Countdown } from '../kit/Countdown';
import { HideButton, ShownText } from '../kit/HiddenContent';
import { displayAlias, scoreRows } from '../scores';
import type { GameScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { JinxList, PredictionsRow, RevealBoard, useRevealSounds, useRevealTitle } from './Reveal';
import { MysteryPicture, PersonTag, Picture, RoundBadge, VotedMeter, captionLetter, captionStyle, textSize, useRevealBeat, useUnveilSound, useWho } from './shared';
import type { Who } from './shared';
import type { SnaptionCard, SnaptionCurrentVote, SnaptionHostView, SnaptionReveal, SnaptionRoundWinner } from './types';
import './snaption.css';

type Props = GameScreenProps<HostViewEnvelope<SnaptionHostView>>;

export function SnaptionHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="snaption snaption--tv">
        <h1 className="snaption-title">{t('snaption.gameOver')}</h1>
      </div>
    );
  }

  const timed = game.stage === 'caption' || game.stage === 'vote';
  const current = game.current;
  return (
    <div className={`snaption snaption--tv ${game.blind ? 'is-blind' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="snaption-top">
          <RoundBadge round={game.round} rounds={game.rounds} blind={game.blind} multiplier={game.multiplier} />
          {current && current.mode === 'pairs' ? <span className="snaption-top__which">{t('snaption.pairOf', { index: current.index, total: current.count })}</span> : null}
          {timed ? <Countdown className="snaption-top__clock" size={92} serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
        </header>
      )}
      {game.stage === 'caption' ? <HostCaption game={game} seats={view.seats} removed={view.removed} who={who} /> : null}
      {game.stage === 'unveil' && game.card ? <HostUnveil card={game.card} /> : null}
      {game.stage === 'vote' && current && game.card ? <HostVote key={current.matchupId} card={game.card} current={current} /> : null}
      {game.stage === 'reveal' && game.reveal && game.card ? (
        <HostReveal key={game.reveal.matchupId} card={game.card} reveal={game.reveal} startedAt={view.stageStartedAt} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundWinner' && game.roundWinner ? <HostRoundWinner card={game.card} winner={game.roundWinner} who={who} /> : null}
      {game.stage === 'roundScores' ? <HostRoundScores view={view} players={players} who={who} /> : null}
    </div>
  );
}

/** Everyone writes on their phone; the screen shows the picture (or keeps it face down) and who is done, never what they wrote. */
function HostCaption({ game, seats, removed, who }: { game: SnaptionHostView; seats: Props['view']['seats']; removed: number[]; who: Who }) {
  const { t } = useTranslation();
  const done = new Set(game.captionedIds);
  const writing = new Set(game.waitingForIds);
  const writers = seats.map((s) => s.playerId).filter((id) => (done.has(id) || writing.has(id)) && !removed.includes(id));
  const many = writers.length > 8;
  return (
    <section className={`snaption-write ${game.blind ? 'is-blind' : ''}`}>
      <div className="snaption-write__picture">{game.blind || !game.card ? <MysteryPicture size="tv" /> : <Picture card={game.card} size="tv" />}</div>
      <div className="snaption-write__side">
        <h1 className="snaption-title">{game.blind ? t('snaption.blindTitle') : t('snaption.captionTitle')}</h1>
        <p className="snaption-write__hint">
          <Phone size={32} />
          {game.blind ? t('snaption.blindHint') : t('snaption.captionHint')}
        </p>
        <p className="snaption-write__count" aria-live="polite">
          {t('snaption.doneCount', { n: writers.filter((id) => done.has(id)).length, total: writers.length })}
        </p>
        <ul className={`snaption-writers ${many ? 'snaption-writers--many' : ''}`} aria-label={t('snaption.writers')}>
          {writers.map((id, i) => {
            const person = who(id);
            const finished = done.has(id);
            return (
              <li key={id} className={`snaption-writer ${finished ? 'is-done' : 'is-writing'}`} style={{ '--i': i } as CSSProperties} data-player={id}>
                <span className="snaption-writer__avatar">
                  <Avatar src={person.avatarSrc} name={person.alias} size={many ? 60 : 80} colour={person.hexColor} decorative />
                  {finished ? (
                    <span className="snaption-writer__tick" aria-hidden="true">
                      <Check size={22} />
                    </span>
                  ) : (
                    <span className="snaption-writer__dots" aria-hidden="true">
                      <span />
                      <span />
                      <span />
                    </span>
                  )}
                </span>
                <span className="snaption-writer__alias">{displayAlias(person.alias)}</span>
                <span className="visually-hidden">{finished ? t('snaption.writerDone') : t('snaption.writerWriting')}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The blind final's picture appears at last: the curtain opens on what everyone captioned without seeing. */
function HostUnveil({ card }: { card: SnaptionCard }) {
  const { t } = useTranslation();
  useUnveilSound();
  return (
    <section className="snaption-unveil">
      <h1 className="snaption-title snaption-unveil__title">
        <Sparkle size={48} /> {t('snaption.unveilTitle')} <Sparkle size={48} />
      </h1>
      <div className="snaption-unveil__stage">
        <Picture card={card} size="tv" className="snaption-unveil__picture" />
        <span className="snaption-curtain snaption-curtain--left" aria-hidden="true" />
        <span className="snaption-curtain snaption-curtain--right" aria-hidden="true" />
      </div>
      <p className="snaption-unveil__hint">{t('snaption.unveilHint')}</p>
    </section>
  );
}

/** The captions on the vote, anonymous, next to the picture (or the current pair under it). */
function HostVote({ card, current }: { card: SnaptionCard; current: SnaptionCurrentVote }) {
  const { t } = useTranslation();
  const layout = current.mode === 'pairs' ? 'pair' : current.captions.length > 4 ? 'many' : 'few';
  return (
    <section className={`snaption-board snaption-board--${layout === 'pair' ? 'pair' : 'all'}`}>
      <Picture card={card} size="tv" className="snaption-board__picture" />
      <div className="snaption-reveal__head">
        <h1 className="snaption-title snaption-reveal__title">{t('snaption.voteLegend')}</h1>
        <p className="snaption-reveal__sub snaption-board__predict">
          <Crown size={30} /> {t('snaption.predictCall')}
        </p>
      </div>
      <ul className={`snaption-entries snaption-entries--tv snaption-entries--${layout}`} aria-label={t('snaption.captionsLabel')}>
        {current.captions.map((caption, i) => (
          <li key={caption.captionId} className="snaption-entry" style={{ ...captionStyle(i), '--i': i } as CSSProperties} data-caption={caption.captionId}>
            <div className="snaption-entry__face">
              <span className="snaption-entry__letter" aria-hidden="true">
                {captionLetter(i)}
              </span>
              <p className={`snaption-entry__text snaption-text--${textSize(caption.text)}`}>
                <ShownText text={caption.text} hidden={caption.hidden} />
              </p>
              <HideButton contentId={caption.captionId} hidden={caption.hidden} label={t('game.answerLetter', { letter: captionLetter(i) })} />
            </div>
          </li>
        ))}
      </ul>
      <footer className="snaption-board__foot">
        <p className="snaption-board__call">
          <Phone size={34} /> {t('snaption.voteCall')}
        </p>
        <VotedMeter voted={current.votedCount} total={current.voterCount} />
      </footer>
    </section>
  );
}

function HostReveal({ card, reveal, startedAt, who, serverNow }: { card: SnaptionCard; reveal: SnaptionReveal; startedAt: number | null; who: Who; serverNow: () => number }) {
  const beat = useRevealBeat(startedAt, reveal.mode, reveal.outcome === 'voted', serverNow);
  useRevealSounds(beat, reveal);
  const { title, sub } = useRevealTitle(reveal, beat, who);
  return (
    <section className={`snaption-board snaption-board--${reveal.mode === 'pairs' ? 'pair' : 'all'} snaption-reveal is-${reveal.outcome}`} data-beat={beat}>
      <Picture card={card} size="tv" className="snaption-board__picture" />
      <div className="snaption-reveal__head" aria-live="polite">
        <h1 className="snaption-title snaption-reveal__title" key={title}>
          {title}
        </h1>
        {sub ? <p className="snaption-reveal__sub">{sub}</p> : null}
      </div>
      {reveal.captions.length > 0 ? <RevealBoard reveal={reveal} beat={beat} who={who} size="tv" /> : null}
      <div className="snaption-board__foot">
        <PredictionsRow reveal={reveal} beat={beat} who={who} size="tv" />
        {reveal.jinxes.length > 0 && (beat === 'authors' || beat === 'crown' || reveal.outcome !== 'voted') ? <JinxList jinxes={reveal.jinxes} who={who} size="tv" /> : null}
      </div>
    </section>
  );
}

/** Head to head, after the last pair: the round's top caption, crowned. */
function HostRoundWinner({ card, winner, who }: { card: SnaptionCard | null; winner: SnaptionRoundWinner; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  return (
    <section className="snaption-winner">
      <h1 className="snaption-title">{winner.captions.length > 0 ? t('snaption.captionOfRound') : t('snaption.noWinner')}</h1>
      <div className="snaption-winner__body">
        {card ? <Picture card={card} size="tv" className="snaption-winner__picture" /> : null}
        <ul className="snaption-winner__list" aria-label={t('snaption.topCaption')}>
          {winner.captions.map((caption) => (
            <li key={caption.captionId} className="snaption-crowned">
              <span className="snaption-crowned__crown" aria-hidden="true">
                <Crown size={56} />
              </span>
              <p className={`snaption-crowned__text snaption-text--${textSize(caption.text)}`}>
                <ShownText text={caption.text} hidden={caption.hidden} />
              </p>
              <div className="snaption-crowned__meta">
                <PersonTag person={who(caption.playerId)} size={64} />
                <span className="snaption-crowned__votes">{t('snaption.voteCount', { n: caption.votes })}</span>
                {(winner.points[caption.playerId] ?? 0) > 0 ? <span className="delta-badge delta-badge--up">+{number(winner.points[caption.playerId]!)}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
      <JinxList jinxes={winner.jinxes} who={who} size="tv" />
      {winner.endsGame ? <p className="snaption-reveal__sub">{t('snaption.endsGame')}</p> : null}
    </section>
  );
}

function HostRoundScores({ view, players, who }: { view: Props['view']; players: Props['players']; who: Who }) {
  const { t } = useTranslation();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const blind = summary?.blind ?? game.blind;
  const title = blind ? t('snaption.blindResults') : t('snaption.roundResults', { round });
  const nextIsBlind = !blind && game.rounds >= 2 && round + 1 === game.rounds;
  const top = summary?.topCaptions ?? [];
  return (
    <section className="snaption-scores">
      <h1 className="snaption-title">{title}</h1>
      <div className="snaption-scores__grid">
        <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={title} />
        {game.card || top.length > 0 ? (
          <div className="snaption-best">
            <h2 className="snaption-best__title">{t('snaption.captionOfRound')}</h2>
            {game.card ? <Picture card={game.card} size="thumb" /> : null}
            {top.length > 0 ? (
              <ul className="snaption-best__list">
                {top.map((caption) => (
                  <li key={`${caption.playerId}-${caption.text}`} className="snaption-best__item">
                    <Crown size={28} />
                    <span className="snaption-best__text">
                      <ShownText text={caption.text} hidden={caption.hidden} />
                    </span>
                    <PersonTag person={who(caption.playerId)} size={40} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="snaption-best__none">{t('snaption.noWinner')}</p>
            )}
          </div>
        ) : null}
      </div>
      <p className="snaption-scores__next">{summary?.lastRound ? t('snaption.finalResultsSoon') : nextIsBlind ? t('snaption.blindNext') : t('snaption.nextRoundSoon')}</p>
    </section>
  );
}
