/**
 * SNAPTION on a phone (about 390×844, one thumb): the picture (a tap enlarges it), the caption box,
 * the vote and the prediction, then what the reveal meant for this player. Only this player's caption
 * reaches the phone before the vote. Where no shared screen shows the game, the phone shows what it
 * would: every caption on the vote, the whole reveal and the round's winner.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { Crown, Tv } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import { ReadAloud } from '../kit/ReadAloud';
import { ShownText } from '../kit/HiddenContent';
import { displayAlias, scoreRows } from '../scores';
import type { PlayerScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { BallotPanel } from './BallotPanel';
import { CaptionPanel } from './CaptionPanel';
import { JinxList, PredictionsRow, RevealBoard, useRevealSounds, useRevealTitle } from './Reveal';
import { PersonTag, PhonePicture, RoundBadge, captionLetter, captionStyle, reached, textSize, useRevealBeat, useUnveilSound, useWho } from './shared';
import type { Who } from './shared';
import type { SnaptionCard, SnaptionCurrentVote, SnaptionPlayerView, SnaptionReveal, SnaptionRoundWinner } from './types';
import './snaption.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<SnaptionPlayerView>>;

/** Whether this phone shows the game itself: no shared screen shows it to the room. */
function usePhoneIsTheScreen(): boolean {
  const room = useGameRoom();
  return room !== null && !room.sharedScreen;
}

export function SnaptionPlayer({ view, players, serverNow, send }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);
  const alone = usePhoneIsTheScreen();
  const timed = game.stage === 'caption' || game.stage === 'vote';

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="snaption snaption--phone">
        <h1 className="snaption-phone__title">{t('snaption.gameOver')}</h1>
      </div>
    );
  }

  return (
    <div className={`snaption snaption--phone ${alone ? 'is-alone' : ''}`} data-stage={game.stage}>
      {game.stage === 'roundScores' ? null : (
        <header className="snaption-phone__top">
          <RoundBadge round={game.round} rounds={game.rounds} blind={game.blind} multiplier={game.multiplier} />
          {game.current && game.current.mode === 'pairs' ? (
            <span className="snaption-phone__which">{t('snaption.pairOf', { index: game.current.index, total: game.current.count })}</span>
          ) : null}
        </header>
      )}
      {timed ? <Countdown variant="bar" className="snaption-phone__clock" serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
      {game.stage === 'caption' ? (
        game.canCaption ? (
          <CaptionPanel key={view.stageNumber} card={game.card} blind={game.blind} saved={game.caption} maxLength={game.captionMaxLength} send={send} />
        ) : (
          <Waiting title={t('snaption.waitTitle')} hint={t('snaption.waitNextRound')} />
        )
      ) : null}
      {game.stage === 'unveil' && game.card ? <PhoneUnveil card={game.card} caption={game.caption} alone={alone} /> : null}
      {game.stage === 'vote' && game.current && game.card ? (
        <PhoneVote game={game} card={game.card} current={game.current} endsAt={view.stageEndsAt} alone={alone} serverNow={serverNow} send={send} />
      ) : null}
      {game.stage === 'reveal' && game.reveal ? (
        <PhoneReveal key={game.reveal.matchupId} card={game.card} reveal={game.reveal} me={view.playerId} startedAt={view.stageStartedAt} alone={alone} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundWinner' && game.roundWinner ? <PhoneRoundWinner winner={game.roundWinner} me={view.playerId} alone={alone} who={who} /> : null}
      {game.stage === 'roundScores' ? <PhoneRoundScores view={view} players={players} alone={alone} who={who} /> : null}
    </div>
  );
}

function Waiting({ title, hint }: { title: string; hint: string }) {
  return (
    <section className="snaption-phone__wait" aria-live="polite">
      <h1 className="snaption-phone__title">{title}</h1>
      <p className="snaption-phone__hint">{hint}</p>
    </section>
  );
}

/** The blind final's picture, as the screen unveils it, with what this player wrote for it. */
function PhoneUnveil({ card, caption, alone }: { card: SnaptionCard; caption: string | null; alone: boolean }) {
  const { t } = useTranslation();
  useUnveilSound();
  return (
    <section className="snaption-phone__unveil" aria-live="polite">
      <h1 className="snaption-phone__title">{t('snaption.unveilTitle')}</h1>
      <PhonePicture card={card} className="snaption-phone__unveiled" />
      {caption ? (
        <div className="snaption-phone__wrote">
          <span className="snaption-phone__label">{t('snaption.youWrote')}</span>
          <p className="snaption-phone__mine">{caption}</p>
        </div>
      ) : (
        <p className="snaption-phone__hint">{t('snaption.youWroteNothing')}</p>
      )}
      {alone ? null : (
        <p className="snaption-phone__look">
          <Tv size={20} /> {t('snaption.lookAtScreen')}
        </p>
      )}
    </section>
  );
}

function PhoneVote({
  game,
  card,
  current,
  endsAt,
  alone,
  serverNow,
  send,
}: {
  game: SnaptionPlayerView;
  card: SnaptionCard;
  current: SnaptionCurrentVote;
  endsAt: number | null;
  alone: boolean;
  serverNow: () => number;
  send: Props['send'];
}) {
  const { t } = useTranslation();
  const ballot = game.ballot;
  if (ballot?.mayVote) {
    return (
      <>
        <PhonePicture card={card} size={alone ? 'phone' : 'thumb'} />
        <ReadAloud lineKey={`vote:${current.matchupId}`} text={current.captions.flatMap((caption, i) => (caption.hidden ? [] : [`${captionLetter(i)}: ${caption.text}`])).join('. ')} />
        <BallotPanel key={current.matchupId} current={current} ballot={ballot} endsAt={endsAt} serverNow={serverNow} send={send} />
      </>
    );
  }
  const own = ballot?.ownCaptionId ?? null;
  return (
    <section className="snaption-phone__watch" aria-live="polite">
      <h1 className="snaption-phone__title">{own ? t('snaption.yourCaptionUp') : t('snaption.watchVote')}</h1>
      <p className="snaption-phone__hint">{own ? t('snaption.yourCaptionUpHint') : alone ? t('snaption.othersVoting') : t('snaption.lookAtScreen')}</p>
      <PhonePicture card={card} size="thumb" />
      {alone || own ? <CaptionList current={current} ownCaptionId={own} /> : null}
      {alone ? (
        <p className="snaption-phone__hint">{t('snaption.votedCount', { n: current.votedCount, total: current.voterCount })}</p>
      ) : (
        <p className="snaption-phone__look">
          <Tv size={20} /> {t('snaption.lookAtScreen')}
        </p>
      )}
    </section>
  );
}

/** The captions on the vote, as the screen shows them (the player's own marked). */
function CaptionList({ current, ownCaptionId }: { current: SnaptionCurrentVote; ownCaptionId: string | null }) {
  const { t } = useTranslation();
  return (
    <ul className="snaption-phone__captions" aria-label={t('snaption.captionsLabel')}>
      {current.captions.map((caption, i) => {
        const own = caption.captionId === ownCaptionId;
        return (
          <li key={caption.captionId} className={`snaption-phone__caption-item ${own ? 'is-own' : ''}`} style={captionStyle(i)}>
            <span className="snaption-entry__letter" aria-hidden="true">
              {captionLetter(i)}
            </span>
            <span className={`snaption-text--${textSize(caption.text)}`}>
              <ShownText text={caption.text} hidden={caption.hidden} />
            </span>
            {own ? <span className="snaption-phone__yours">{t('snaption.yours')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

type Tone = 'win' | 'miss' | 'info';

/** What the reveal meant for this player, line by line. */
function usePersonalLines(reveal: SnaptionReveal, me: number, who: Who): Array<{ text: string; tone: Tone }> {
  const { t } = useTranslation();
  const lines: Array<{ text: string; tone: Tone }> = [];
  const name = (id: number) => displayAlias(who(id).alias);
  const mine = reveal.captions.find((c) => c.playerId === me);
  const jinx = reveal.jinxes.find((j) => j.playerIds.includes(me));
  if (jinx) {
    const twin = jinx.playerIds.find((id) => id !== me);
    lines.push({ text: twin !== undefined ? t('snaption.youJinxedWith', { name: name(twin) }) : t('snaption.youJinxed'), tone: 'miss' });
  }
  if (mine && reveal.outcome === 'voted') {
    lines.push({ text: t('snaption.yourCaptionGot', { n: mine.votes }), tone: mine.votes > 0 ? 'win' : 'info' });
    if (mine.top) lines.push({ text: reveal.mode === 'pairs' ? t('snaption.youWonPair') : t('snaption.youTopCaption'), tone: 'win' });
  } else if (mine && reveal.outcome === 'alone') {
    lines.push({ text: t('snaption.yoursUnopposed'), tone: 'info' });
  }
  const backed = reveal.captions.find((c) => c.playerIdsWithChoice.includes(me));
  if (backed) lines.push({ text: t('snaption.youBacked', { name: name(backed.playerId) }), tone: 'info' });
  const predicted = reveal.captions.find((c) => c.playerIdsPredicted.includes(me));
  if (predicted) lines.push(reveal.rightPredictors.includes(me) ? { text: t('snaption.youCalledIt'), tone: 'win' } : { text: t('snaption.wrongPrediction'), tone: 'miss' });
  if (!mine && !backed && reveal.outcome === 'voted') lines.push({ text: t('snaption.youDidNotVote'), tone: 'info' });
  return lines;
}

function PhoneReveal({
  card,
  reveal,
  me,
  startedAt,
  alone,
  who,
  serverNow,
}: {
  card: SnaptionCard | null;
  reveal: SnaptionReveal;
  me: number;
  startedAt: number | null;
  alone: boolean;
  who: Who;
  serverNow: () => number;
}) {
  const { t } = useTranslation();
  const number = useNumber();
  const beat = useRevealBeat(startedAt, reveal.mode, reveal.outcome === 'voted', serverNow);
  useRevealSounds(beat, reveal);
  const { title, sub } = useRevealTitle(reveal, beat, who);
  const lines = usePersonalLines(reveal, me, who);
  const points = reveal.points[me] ?? 0;
  // With a shared screen the phone keeps quiet until the screen has named the authors.
  const told = alone || reached(beat, 'authors');
  const showResult = told && reached(beat, alone ? 'crown' : 'authors');
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone that is the only screen, the whole reveal runs above: the player's own result scrolls into view as it comes.
  useEffect(() => {
    if (alone && showResult) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [alone, showResult]);
  return (
    <section className="snaption-phone__reveal" data-beat={beat}>
      {card ? <PhonePicture card={card} size="thumb" /> : null}
      {alone ? (
        <>
          <h1 className="snaption-phone__title" aria-live="polite">
            {title}
          </h1>
          {sub ? <p className="snaption-phone__hint">{sub}</p> : null}
          {reveal.captions.length > 0 ? <RevealBoard reveal={reveal} beat={beat} who={who} size="phone" selfPlayerId={me} /> : null}
          <PredictionsRow reveal={reveal} beat={beat} who={who} size="phone" />
          {reached(beat, 'authors') || reveal.outcome !== 'voted' ? <JinxList jinxes={reveal.jinxes} who={who} size="phone" /> : null}
        </>
      ) : !told ? (
        <p className="snaption-phone__look snaption-phone__look--big" aria-live="polite">
          <Tv size={28} /> {t('snaption.eyesOnScreen')}
        </p>
      ) : null}
      {showResult ? (
        <div ref={resultRef} className={`snaption-phone__result ${points > 0 ? 'is-win' : ''}`} role="status">
          {lines.length > 0 ? (
            <ul className="snaption-phone__lines">
              {lines.map((line, i) => (
                <li key={i} className={`snaption-line is-${line.tone}`}>
                  {line.text}
                </li>
              ))}
            </ul>
          ) : null}
          {reached(beat, 'crown') ? <p className="snaption-phone__points">{points > 0 ? `+${number(points)}` : t('snaption.noPointsThisTime')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Head to head, after the last pair: the round's top caption; this player's own win told. */
function PhoneRoundWinner({ winner, me, alone, who }: { winner: SnaptionRoundWinner; me: number; alone: boolean; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const mine = winner.captions.some((c) => c.playerId === me);
  const points = winner.points[me] ?? 0;
  return (
    <section className="snaption-phone__winner" aria-live="polite">
      <h1 className="snaption-phone__title">{mine ? t('snaption.youWonRound') : winner.captions.length > 0 ? t('snaption.captionOfRound') : t('snaption.noWinner')}</h1>
      {alone || mine ? (
        <ul className="snaption-phone__crowned" aria-label={t('snaption.topCaption')}>
          {winner.captions.map((caption) => (
            <li key={caption.captionId} className="snaption-crowned snaption-crowned--phone">
              <span className="snaption-crowned__crown" aria-hidden="true">
                <Crown size={32} />
              </span>
              <p className="snaption-crowned__text">
                <ShownText text={caption.text} hidden={caption.hidden} />
              </p>
              <div className="snaption-crowned__meta">
                <PersonTag person={who(caption.playerId)} size={32} you={caption.playerId === me} />
                <span className="snaption-crowned__votes">{t('snaption.voteCount', { n: caption.votes })}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="snaption-phone__look snaption-phone__look--big">
          <Tv size={28} /> {t('snaption.eyesOnScreen')}
        </p>
      )}
      {alone ? <JinxList jinxes={winner.jinxes} who={who} size="phone" /> : null}
      {points > 0 ? <p className="snaption-phone__points">+{number(points)}</p> : null}
    </section>
  );
}

function PhoneRoundScores({ view, players, alone, who }: { view: PlayerViewEnvelope<SnaptionPlayerView>; players: Props['players']; alone: boolean; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const blind = summary?.blind ?? game.blind;
  const mine = view.roundDeltas[view.playerId] ?? 0;
  const title = blind ? t('snaption.blindResults') : t('snaption.roundResults', { round });
  const nextIsBlind = !blind && game.rounds >= 2 && round + 1 === game.rounds;
  const wonRound = (summary?.topCaptions ?? []).some((c) => c.playerId === view.playerId);
  return (
    <section className="snaption-phone__scores">
      <h1 className="snaption-phone__title">{title}</h1>
      <div className={`snaption-phone__round ${mine > 0 ? 'is-win' : ''}`}>
        <span>{t('snaption.thisRound')}</span>
        <span className="snaption-phone__round-value">{mine > 0 ? `+${number(mine)}` : '0'}</span>
      </div>
      {wonRound ? (
        <p className="snaption-phone__crown-line">
          <Crown size={22} /> {t('snaption.youTopCaption')}
        </p>
      ) : null}
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="phone" selfPlayerId={view.playerId} label={title} />
      {alone && summary && summary.topCaptions.length > 0 ? (
        <div className="snaption-phone__best">
          <h2 className="snaption-phone__label">{t('snaption.captionOfRound')}</h2>
          <ul className="snaption-best__list">
            {summary.topCaptions.map((caption) => (
              <li key={`${caption.playerId}-${caption.text}`} className="snaption-best__item">
                <Crown size={20} />
                <span className="snaption-best__text">
                  <ShownText text={caption.text} hidden={caption.hidden} />
                </span>
                <PersonTag person={who(caption.playerId)} size={28} you={caption.playerId === view.playerId} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="snaption-phone__hint">{summary?.lastRound ? t('snaption.finalResultsSoon') : nextIsBlind ? t('snaption.blindNext') : t('snaption.nextRoundSoon')}</p>
    </section>
  );
}

