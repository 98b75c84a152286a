/**
 * HIDE_AND_PEEK on a phone (about 390×844), made for children who cannot read: pictures, colours and
 * icons, and every instruction read aloud in the room's language (again with the speaker button).
 * The hider walks their avatar with a finger, then taps where to hide; the others watch the big screen
 * (or, without one, wait with their eyes open), shut their eyes, then tap up to two spots to peek.
 * Only this phone's own secrets reach it: the hider's spot, the guesser's own peeks.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';
import { Avatar } from '../../ui/Avatar';
import { LoadingDots } from '../../ui/Spinner';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import { useReadAloud } from '../kit/useReadAloud';
import { scoreRows } from '../scores';
import type { PlayerScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { HiderWalk } from './HiderWalk';
import { HiddenPicture, LookPicture, OpenPicture } from './PhonePictures';
import { phoneMoment } from './phoneMoment';
import type { PhoneMoment } from './phoneMoment';
import { RevealScene } from './RevealScene';
import { SceneArt } from './SceneArt';
import type { SpotMark } from './SceneArt';
import { RoundBadge, StarBadge, nameList, spotName, spotOf, useWho } from './shared';
import type { Who } from './shared';
import { SpeakButton } from './SpeakButton';
import { SpotPicker } from './SpotPicker';
import type { HideAndPeekPlayerView, SpotName } from './types';
import { useRoomLanguage } from './useRoomLanguage';
import './hide-and-peek.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<HideAndPeekPlayerView>>;

const TIMED = new Set(['move', 'hide', 'peek']);

/** The line of a moment, in a language. */
export function momentLine(t: TFunction, language: string, moment: PhoneMoment, who: Who): string {
  return t(`hideandpeek.say.${moment.say}`, {
    names: nameList(language, moment.names.map((id) => who(id).alias)),
    spot: moment.spot ? spotName(t, moment.spot) : '',
    points: moment.points ?? 0,
  });
}

/** Peeks as this phone knows them: the view's, then those sent and not yet in it. */
function peeksSoFar(fromView: readonly SpotName[], sent: readonly SpotName[]): SpotName[] {
  return [...fromView, ...sent.filter((s) => !fromView.includes(s))].slice(0, 2);
}

export function HideAndPeekPlayer({ view, players, serverNow, send }: Props) {
  const { t, i18n } = useTranslation();
  const game = view.game;
  const room = useGameRoom();
  const alone = room !== null && !room.sharedScreen;
  const who = useWho(players, view.seats);
  const roomLanguage = useRoomLanguage(room?.code ?? null);
  // Taps sent in this stage, shown at once while the server answers.
  const [tapped, setTapped] = useState<{ stageNumber: number; spots: SpotName[] }>({ stageNumber: view.stageNumber, spots: [] });
  const sent = tapped.stageNumber === view.stageNumber ? tapped.spots : [];
  const myPeeks = game.role === 'guesser' ? peeksSoFar(game.myPeeks, sent) : game.myPeeks;
  const moment = phoneMoment(game, alone, view.roundDeltas[view.playerId] ?? 0, myPeeks);
  const line = roomLanguage ? { key: `${view.stageNumber}:${moment.say}`, text: momentLine(roomLanguage.t, roomLanguage.language, moment, who) } : null;
  const reader = useReadAloud(line, LANGUAGE_TAGS[roomLanguage?.language ?? 'en']);

  const tap = (move: 'submitSpot' | 'submitGuess', spot: SpotName) => {
    setTapped({ stageNumber: view.stageNumber, spots: [...sent, spot] });
    send(move, { spotName: spot });
  };

  if (view.over) {
    return (
      <div className="hp hp--phone">
        <h1 className="hp-phone__title">{t('hideandpeek.gameOver')}</h1>
      </div>
    );
  }

  return (
    <div className="hp hp--phone" data-stage={game.stage} data-role={game.role} data-scene={moment.scene}>
      <header className="hp-phone__top">
        <RoundBadge round={game.round} rounds={game.numberOfRounds} multiplier={view.multiplier} />
        <SpeakButton reader={reader} />
      </header>
      {TIMED.has(game.stage) ? <Countdown variant="bar" className="hp-phone__clock" serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : null}
      <section className="hp-phone__body" key={`${view.stageNumber}:${moment.scene}`}>
        <PhoneBody game={game} moment={moment} myPeeks={myPeeks} sent={sent} who={who} alone={alone} view={view} players={players} tap={tap} />
      </section>
      <p className="hp-phone__say" aria-live="polite" lang={LANGUAGE_TAGS[asLanguage(i18n.language)]}>
        {momentLine(t, i18n.language, moment, who)}
      </p>
    </div>
  );
}

interface BodyProps {
  game: HideAndPeekPlayerView;
  moment: PhoneMoment;
  myPeeks: SpotName[];
  sent: SpotName[];
  who: Who;
  alone: boolean;
  view: Props['view'];
  players: Props['players'];
  tap: (move: 'submitSpot' | 'submitGuess', spot: SpotName) => void;
}

function PhoneBody({ game, moment, myPeeks, sent, who, alone, view, players, tap }: BodyProps) {
  const { t } = useTranslation();
  const room = useGameRoom();
  switch (moment.scene) {
    case 'walk':
      return <HiderWalk game={game} room={room} who={who} />;
    case 'hide': {
      const chosen = sent[0] ?? null;
      return <SpotPicker spots={game.spots} onPick={game.mayHide && !chosen ? (spot) => tap('submitSpot', spot) : null} highlight={chosen} />;
    }
    case 'hidden': {
      const spot = spotOf(moment.spot, game.spots);
      return spot ? <HiddenPicture spot={spot} who={who} playerId={game.playerId} label={spotName(t, spot.spotName)} /> : null;
    }
    case 'open':
      return <OpenPicture who={who} playerId={game.playerId} />;
    case 'screen':
    case 'eyes':
    case 'closed':
      return <LookPicture kind={moment.scene} who={who} hiders={game.hiders} />;
    case 'peek': {
      const marks: Partial<Record<SpotName, SpotMark>> = {};
      myPeeks.forEach((spot, i) => {
        marks[spot] = { peek: i === 0 ? 1 : 2 };
      });
      const open = game.mayPeek && myPeeks.length < 2;
      return <SpotPicker spots={game.spots} onPick={open ? (spot) => tap('submitGuess', spot) : null} marks={marks} used={myPeeks} />;
    }
    case 'watch':
      return <SceneArt spots={game.spots} label={t('hideandpeek.sceneLabel')} className="hp-phone__scene" />;
    case 'reveal':
      return game.reveal ? (
        <>
          <RevealScene reveal={game.reveal} spots={game.spots} who={who} me={game.playerId} showPeekers={alone} scale={1.5} className="hp-phone__scene" />
          <PhoneResult game={game} who={who} />
        </>
      ) : null;
    case 'scores':
      return <PhoneScores view={view} players={players} />;
    default:
      return <LoadingDots />;
  }
}

/** What the reveal meant for this phone, in icons: who they found (a star, a half star) or who found them, and the points. */
function PhoneResult({ game, who }: { game: HideAndPeekPlayerView; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const reveal = game.reveal!;
  const points = reveal.points[game.playerId] ?? 0;
  const mine = reveal.hiders.find((h) => h.playerId === game.playerId);
  const rows: Array<{ playerId: number; peek: 1 | 2 | null }> = mine
    ? mine.foundBy.map((f) => ({ playerId: f.playerId, peek: f.peek }))
    : reveal.hiders
        .filter((h) => !h.left)
        .map((h) => ({ playerId: h.playerId, peek: h.foundBy.find((f) => f.playerId === game.playerId)?.peek ?? null }));
  return (
    <div className={`hp-result ${points > 0 ? 'is-win' : ''}`} role="status" aria-label={t('hideandpeek.yourPoints')}>
      <p className="hp-result__points">{points > 0 ? `+${number(points)}` : '0'}</p>
      <ul className="hp-result__people" aria-hidden="true">
        {mine && mine.foundBy.length === 0 ? <li className="hp-result__safe">{mine.spotName ? '🏆' : '😮'}</li> : null}
        {rows.map((row) => {
          const person = who(row.playerId);
          return (
            <li key={row.playerId} className={`hp-result__person is-${row.peek === null ? 'miss' : row.peek === 2 ? 'half' : 'star'}`}>
              <Avatar src={person.avatarSrc} name={person.alias} size={64} colour={person.hexColor} decorative />
              {row.peek === null ? <span className="hp-result__miss">✗</span> : <StarBadge half={row.peek === 2} className="hp-result__star" />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PhoneScores({ view, players }: { view: Props['view']; players: Props['players'] }) {
  const { t } = useTranslation();
  const number = useNumber();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const mine = view.roundDeltas[view.playerId] ?? 0;
  const title = summary?.lastRound ? t('hideandpeek.finalResults') : t('hideandpeek.roundResults', { round });
  return (
    <section className="hp-phone__scores">
      <div className={`hp-result ${mine > 0 ? 'is-win' : ''}`}>
        <p className="hp-result__points">{mine > 0 ? `+${number(mine)}` : '0'}</p>
      </div>
      <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="phone" selfPlayerId={view.playerId} label={title} />
    </section>
  );
}
