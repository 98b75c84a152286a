/**
 * HIDE_AND_PEEK on the shared screen (TV 1920×1080, read from the sofa): the scene big, the hiders
 * walking on it live; a curtain while they hide (who has hidden, never where); who has peeked once or
 * twice; the hiders popping out of their spots with who found whom and the points; the round's scores.
 * No spot reaches this screen before the reveal.
 */
import { useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { useTopic } from '../../realtime/useRealtime';
import { Avatar } from '../../ui/Avatar';
import { Check } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import type { GameRoom } from '../gameRoom';
import { useGameSound } from '../gameSound';
import { Countdown } from '../kit/Countdown';
import { displayAlias, scoreRows } from '../scores';
import type { GameScreenProps } from '../screen-types';
import { ScoreTable, useNumber } from '../ui/ScoreTable';
import { RevealScene } from './RevealScene';
import { SceneArt } from './SceneArt';
import { SceneAvatar } from './SceneAvatar';
import { RoundBadge, SpotPicture, StarBadge, nameList, spotName, spotOf, startPosition, useWho } from './shared';
import type { Who } from './shared';
import type { CurrentHiderNotice, HideAndPeekHostView, RevealedHider } from './types';
import { useHiderPositions } from './useHiderPositions';
import { noticeTopic, requestCurrentHiderDestination } from './wire';
import './hide-and-peek.css';

type Props = GameScreenProps<HostViewEnvelope<HideAndPeekHostView>>;

const TIMED = new Set(['move', 'hide', 'peek']);

/**
 * The notices of the turn as sounds, and after a (re)load the question "who hides now?" (the answer
 * is a `currentHiderId` notice; a new turn's notice plays the start sound).
 */
function useTurnNotices(room: GameRoom | null, turn: number) {
  const play = useGameSound();
  const code = room?.code ?? null;
  const connection = room?.connection ?? null;
  const connected = room?.status === 'connected';
  const turnSeen = useRef(turn);
  useEffect(() => {
    turnSeen.current = Math.max(turnSeen.current, turn);
  }, [turn]);
  useEffect(() => {
    if (connection && connected && code) connection.send(requestCurrentHiderDestination(code), {});
  }, [connection, connected, code]);
  const topic = (name: Parameters<typeof noticeTopic>[1]) => (code ? noticeTopic(code, name) : null);
  useTopic<CurrentHiderNotice>(connection, topic('currentHiderId'), (notice) => {
    if (typeof notice?.turn === 'number' && notice.turn > turnSeen.current) {
      turnSeen.current = notice.turn;
      play('start');
    }
  });
  useTopic(connection, topic('guessSubmitted'), () => play('tap'));
  useTopic(connection, topic('allSubmitted'), () => play('score'));
  useTopic(connection, topic('revealHidingSpot'), () => play('reveal'));
}

export function HideAndPeekHost({ view, players, serverNow }: Props) {
  const { t, i18n } = useTranslation();
  const room = useGameRoom();
  const game = view.game;
  const who = useWho(players, view.seats);
  useTurnNotices(room, game.turn);
  const names = (ids: readonly number[]) => nameList(i18n.language, ids.map((id) => displayAlias(who(id).alias)));

  if (view.over) {
    return (
      <div className="hp hp--tv">
        <h1 className="hp-title">{t('hideandpeek.gameOver')}</h1>
      </div>
    );
  }

  const stage = game.stage;
  const two = game.hiders.length > 1 ? 'Two' : 'One';
  const title =
    stage === 'move'
      ? t(`hideandpeek.walking${two}`, { names: names(game.hiders) })
      : stage === 'hide'
        ? t('hideandpeek.closeEyes')
        : stage === 'peek'
          ? t('hideandpeek.peekTitle')
          : stage === 'reveal'
            ? t('hideandpeek.revealTitle')
            : null;

  if (stage === 'roundSummary') return <HostRoundScores view={view} players={players} who={who} />;

  return (
    <div className="hp hp--tv" data-stage={stage}>
      <header className="hp-top">
        <RoundBadge round={game.round} rounds={game.numberOfRounds} multiplier={view.multiplier} />
        {game.turnsInRound > 0 ? <span className="hp-top__turn">{t('hideandpeek.turnOf', { turn: game.turnInRound, total: game.turnsInRound })}</span> : null}
        <div className="hp-top__heading">
          <h1 className="hp-top__title">{title}</h1>
          {stage === 'move' ? (
            <p className="hp-top__hint">
              <span aria-hidden="true">👀</span> {t('hideandpeek.watchClosely')}
            </p>
          ) : null}
        </div>
        {TIMED.has(stage) ? <Countdown className="hp-top__clock" size={92} serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} /> : <span className="hp-top__clock" />}
      </header>
      <div className={`hp-tv__body ${stage === 'move' ? 'is-wide' : ''}`}>
        <div className="hp-tv__scene">
          {stage === 'move' ? <WalkScene game={game} room={room} who={who} /> : null}
          {stage === 'hide' ? <CurtainScene game={game} /> : null}
          {stage === 'peek' ? <SceneArt spots={game.spots} label={t('hideandpeek.sceneLabel')} className="hp-tv__picture" /> : null}
          {stage === 'reveal' && game.reveal ? <RevealScene key={view.stageNumber} reveal={game.reveal} spots={game.spots} who={who} className="hp-tv__picture" /> : null}
        </div>
        {stage === 'move' ? null : (
          <aside className="hp-tv__side">
            {stage === 'hide' ? <Hiders game={game} who={who} names={names} /> : null}
            {stage === 'peek' ? <Peekers game={game} who={who} /> : null}
            {stage === 'reveal' && game.reveal ? <RevealList game={game} who={who} /> : null}
          </aside>
        )}
      </div>
    </div>
  );
}

/** The walk: the hiders' avatars where the stream says, gliding between positions. */
function WalkScene({ game, room, who }: { game: HideAndPeekHostView; room: GameRoom | null; who: Who }) {
  const { t } = useTranslation();
  const positions = useHiderPositions(room, game.turn, game.positionsShown);
  return (
    <SceneArt spots={game.spots} label={t('hideandpeek.sceneLabel')} className="hp-tv__picture hp-walk-tv">
      {game.hiders.map((id, i) => {
        const person = who(id);
        const at = positions.get(id) ?? { ...startPosition(i, game.hiders.length), moveMs: 0 };
        return <SceneAvatar key={id} x={at.x} y={at.y} moveMs={at.moveMs} src={person.avatarSrc} name={person.alias} colour={person.hexColor} size={130} playerId={id} className="is-walking" />;
      })}
    </SceneArt>
  );
}

/** While they hide: the scene behind a closed curtain and a monkey covering its eyes. */
function CurtainScene({ game }: { game: HideAndPeekHostView }) {
  const { t } = useTranslation();
  return (
    <div className="hp-curtain-wrap">
      <SceneArt spots={game.spots} label={t('hideandpeek.sceneLabel')} className="hp-tv__picture" />
      <div className="hp-curtain" aria-hidden="true">
        <span className="hp-curtain__left" />
        <span className="hp-curtain__right" />
        <span className="hp-curtain__monkey">🙈</span>
      </div>
    </div>
  );
}

function Person({ id, who, size, children, className, style }: { id: number; who: Who; size: number; children?: ReactNode; className?: string; style?: CSSProperties }) {
  const person = who(id);
  return (
    <li className={`hp-person ${className ?? ''}`} data-player={id} style={style}>
      <Avatar src={person.avatarSrc} name={person.alias} size={size} colour={person.hexColor} decorative />
      <span className="hp-person__name">{displayAlias(person.alias)}</span>
      {children}
    </li>
  );
}

/** Who has hidden (a tick), never where. */
function Hiders({ game, who, names }: { game: HideAndPeekHostView; who: Who; names: (ids: readonly number[]) => string }) {
  const { t } = useTranslation();
  const hidden = new Set(game.hiddenIds);
  const two = game.hiders.length > 1 ? 'Two' : 'One';
  return (
    <section className="hp-side">
      <p className="hp-side__hint">{t(`hideandpeek.hiding${two}`, { names: names(game.hiders) })}</p>
      <ul className="hp-people">
        {game.hiders.map((id) => (
          <Person key={id} id={id} who={who} size={96} className={hidden.has(id) ? 'is-done' : ''}>
            <span className={`hp-person__state ${hidden.has(id) ? 'is-done' : ''}`}>{hidden.has(id) ? <Check size={28} /> : '⏳'}</span>
            <span className="visually-hidden">{hidden.has(id) ? t('hideandpeek.hasHidden') : t('hideandpeek.stillLooking')}</span>
          </Person>
        ))}
      </ul>
      <p className="hp-side__count">{t('hideandpeek.hiddenCount', { n: game.hiddenIds.length, total: game.hiders.length })}</p>
    </section>
  );
}

/** Each guesser and how many of their two peeks they have used (never where). */
function Peekers({ game, who }: { game: HideAndPeekHostView; who: Who }) {
  const { t } = useTranslation();
  const many = game.peekCounts.length > 8;
  const done = game.peekCounts.filter((p) => p.peeks >= 2).length;
  return (
    <section className="hp-side">
      <p className="hp-side__hint">{t('hideandpeek.peekHint')}</p>
      <ul className={`hp-people hp-people--peek ${many ? 'is-many' : ''}`}>
        {game.peekCounts.map((p) => (
          <Person key={p.playerId} id={p.playerId} who={who} size={many ? 52 : 72} className={p.peeks >= 2 ? 'is-done' : ''}>
            <span className="hp-eyes" aria-hidden="true" data-peeks={p.peeks}>
              <span className={`hp-eye ${p.peeks >= 1 ? 'is-used' : ''}`}>👁</span>
              <span className={`hp-eye ${p.peeks >= 2 ? 'is-used' : ''}`}>👁</span>
            </span>
            <span className="visually-hidden">{t('hideandpeek.peeksOf', { name: displayAlias(who(p.playerId).alias), n: p.peeks })}</span>
          </Person>
        ))}
      </ul>
      <p className="hp-side__count">{t('hideandpeek.peekedCount', { n: done, total: game.peekCounts.length })}</p>
    </section>
  );
}

/** Per hider: where they were, who found them with which peek, and the turn's points. */
function RevealList({ game, who }: { game: HideAndPeekHostView; who: Who }) {
  const { t } = useTranslation();
  const number = useNumber();
  const reveal = game.reveal!;
  const points = Object.entries(reveal.points)
    .map(([id, p]) => ({ id: Number(id), p }))
    .filter((row) => row.p > 0)
    .sort((a, b) => b.p - a.p);
  return (
    <section className="hp-side hp-side--reveal">
      <ul className="hp-found">
        {reveal.hiders.map((hider, i) => (
          <HiderCard key={hider.playerId} hider={hider} game={game} who={who} index={i} />
        ))}
      </ul>
      {points.length > 0 ? (
        <ol className="hp-points" aria-label={t('hideandpeek.pointsLabel')}>
          {points.map((row, i) => (
            <Person key={row.id} id={row.id} who={who} size={52} className="hp-points__row" style={{ '--i': i } as CSSProperties}>
              <span className="hp-points__value">+{number(row.p)}</span>
            </Person>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function HiderCard({ hider, game, who, index }: { hider: RevealedHider; game: HideAndPeekHostView; who: Who; index: number }) {
  const { t } = useTranslation();
  const person = who(hider.playerId);
  const name = displayAlias(person.alias);
  const spot = spotOf(hider.spotName, game.spots);
  return (
    <li className={`hp-found__card ${hider.foundBy.length > 0 ? 'is-found' : 'is-safe'}`} data-player={hider.playerId} style={{ '--i': index } as CSSProperties}>
      <div className="hp-found__who">
        <Avatar src={person.avatarSrc} name={person.alias} size={84} colour={person.hexColor} decorative />
        {spot ? <SpotPicture spot={spot} className="hp-found__spot" label={spotName(t, spot.spotName)} /> : null}
      </div>
      {hider.left ? (
        <p className="hp-found__line">{t('hideandpeek.hiderLeft', { name })}</p>
      ) : !spot ? (
        <p className="hp-found__line">{t('hideandpeek.neverHid', { name })}</p>
      ) : hider.foundBy.length === 0 ? (
        <p className="hp-found__line is-safe">{t('hideandpeek.nobodyFound', { name })}</p>
      ) : (
        <div className="hp-found__by">
          <span className="hp-found__label">{t('hideandpeek.foundBy')}</span>
          <ul className="hp-found__finders">
            {hider.foundBy.map((f) => {
              const finder = who(f.playerId);
              return (
                <li key={f.playerId} className={`hp-finder is-peek-${f.peek}`} title={f.peek === 1 ? t('hideandpeek.firstPeek') : t('hideandpeek.secondPeek')}>
                  <Avatar src={finder.avatarSrc} name={finder.alias} size={56} colour={finder.hexColor} decorative />
                  <StarBadge half={f.peek === 2} className="hp-finder__star" />
                  <span className="visually-hidden">
                    {displayAlias(finder.alias)}: {f.peek === 1 ? t('hideandpeek.firstPeek') : t('hideandpeek.secondPeek')}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </li>
  );
}

function HostRoundScores({ view, players, who }: { view: Props['view']; players: Props['players']; who: Who }) {
  const { t } = useTranslation();
  const game = view.game;
  const summary = game.roundSummary;
  const round = summary?.round ?? game.round;
  const title = summary?.lastRound ? t('hideandpeek.finalResults') : t('hideandpeek.roundResults', { round });
  const turns = summary?.turns ?? [];
  return (
    <div className="hp hp--tv" data-stage="roundSummary">
      <section className="hp-scores">
        <h1 className="hp-title">{title}</h1>
        <div className="hp-scores__body">
          <ScoreTable rows={scoreRows(view, players, view.roundDeltas)} size="tv" label={title} />
          {turns.length > 0 ? (
            <section className="hp-turns" aria-label={t('hideandpeek.roundTurns')}>
              <h2 className="hp-turns__title">{t('hideandpeek.roundTurns')}</h2>
              <ul className="hp-turns__list">
                {turns.flatMap((turn) =>
                  turn.hiders.map((id) => {
                    const person = who(id);
                    const spot = spotOf(turn.spots[id] ?? null, game.spots);
                    return (
                      <li key={`${turn.turn}:${id}`} className="hp-turns__item">
                        <Avatar src={person.avatarSrc} name={person.alias} size={64} colour={person.hexColor} decorative />
                        <span className="hp-turns__arrow" aria-hidden="true">
                          →
                        </span>
                        {spot ? <SpotPicture spot={spot} className="hp-turns__spot" label={spotName(t, spot.spotName)} /> : <span className="hp-turns__open">😮</span>}
                      </li>
                    );
                  }),
                )}
              </ul>
            </section>
          ) : null}
        </div>
        <p className="hp-scores__next">{summary?.lastRound ? t('hideandpeek.finalResultsSoon') : t('hideandpeek.nextRoundSoon')}</p>
      </section>
    </div>
  );
}
