/**
 * SYNC_THINK on the shared screen (TV, 1920×1080, read from the sofa). It never knows an answer
 * before the reveal: during the answer stage the view holds only who has answered.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import type { LevelRecord, SyncThinkHostView, SyncThinkPlayerStatus, SyncThinkReveal, SyncThinkRoundSummary } from './types';
import { Avatar } from '../../ui/Avatar';
import { Countdown } from '../kit/Countdown';
import type { GameScreenProps } from '../screen-types';
import type { Person } from './shared';
import {
  FinalScores,
  LevelBadge,
  PersonChip,
  PromptWords,
  groupColour,
  personOf,
  shownAlias,
  usePassed,
  wordSize,
} from './shared';
import './sync-think.css';

type Props = GameScreenProps<HostViewEnvelope<SyncThinkHostView>>;

export function SyncThinkHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const people = game.players.map((p) => personOf(p.playerId, players, p.alias));
  const who = (playerId: number) => people.find((p) => p.playerId === playerId) ?? personOf(playerId, players);

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="sync sync--host">
        <FinalScores scores={view.scores} people={people} />
      </div>
    );
  }

  return (
    <div className="sync sync--host">
      {game.stage === 'roundScores' ? null : (
        <header className="sync-host__top">
          <span className="sync-host__round">{t('syncThink.roundOf', { round: game.round, rounds: game.rounds })}</span>
          <LevelBadge level={game.level} points={game.levelPoints} multiplier={game.multiplier} />
          <Countdown
            look="sync-countdown"
            className="sync-host__clock"
            serverNow={serverNow}
            startedAt={view.stageStartedAt}
            endsAt={game.stage === 'answer' ? view.stageEndsAt : null}
          />
        </header>
      )}
      {game.stage === 'answer' ? <AnswerStage key={view.stageNumber} game={game} who={who} removed={view.removed} /> : null}
      {game.stage === 'reveal' && game.reveal ? (
        <RevealStage key={view.stageNumber} reveal={game.reveal} multiplier={game.multiplier} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundScores' && game.roundSummary ? (
        <RoundScoresStage key={view.stageNumber} summary={game.roundSummary} multiplier={game.multiplier} who={who} scores={view.scores} />
      ) : null}
    </div>
  );
}

type Who = (playerId: number) => Person;

function AnswerStage({ game, who, removed }: { game: SyncThinkHostView; who: Who; removed: number[] }) {
  const { t } = useTranslation();
  const present = game.players.filter((p) => !removed.includes(p.playerId));
  const inPlay = present.filter((p) => p.inPlay);
  const inSync = present.filter((p) => !p.inPlay && p.matchedAtLevel !== null);
  const answered = new Set(game.answeredPlayerIds);
  return (
    <section className="sync-host__answer">
      <div className="sync-host__task">
        {game.prompt ? (
          <>
            <p className="sync-host__hint">{t('syncThink.connectHint')}</p>
            <PromptWords prompt={game.prompt} className="sync-prompt--tv" />
          </>
        ) : (
          <>
            <h1 className="sync-host__any">{t('syncThink.sayAnyWord')}</h1>
            <p className="sync-host__hint">{t('syncThink.sayAnyWordHint')}</p>
          </>
        )}
      </div>
      <div className="sync-host__players">
        <p className="sync-host__count" aria-live="polite">
          {t('syncThink.answeredCount', { n: answered.size, total: inPlay.length })}
        </p>
        <ul className="sync-host__grid" aria-label={t('syncThink.inPlay')}>
          {inPlay.map((p) => (
            <AnswerSeat key={p.playerId} status={p} person={who(p.playerId)} answered={answered.has(p.playerId)} />
          ))}
        </ul>
        {inSync.length > 0 ? (
          <div className="sync-host__synced">
            <span className="sync-host__synced-label">{t('syncThink.alreadyInSync')}</span>
            <ul className="sync-host__synced-list">
              {inSync.map((p) => (
                <li key={p.playerId}>
                  <Avatar src={who(p.playerId).avatarSrc} name={who(p.playerId).alias} size={44} colour={who(p.playerId).colour} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function AnswerSeat({ status, person, answered }: { status: SyncThinkPlayerStatus; person: Person; answered: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`sync-seat ${answered ? 'is-answered' : 'is-thinking'}`} data-player={status.playerId}>
      <span className="sync-seat__avatar">
        <Avatar src={person.avatarSrc} name={person.alias} size={104} colour={person.colour} decorative />
        {answered ? (
          <span className="sync-seat__tick" aria-hidden="true">
            ✓
          </span>
        ) : null}
      </span>
      <span className="sync-seat__alias">{shownAlias(person.alias)}</span>
      <span className="sync-seat__state">{answered ? t('syncThink.answered') : t('syncThink.thinking')}</span>
    </li>
  );
}

function RevealStage({ reveal, multiplier, who, serverNow }: { reveal: SyncThinkReveal; multiplier: number; who: Who; serverNow: () => number }) {
  const { t } = useTranslation();
  const phase = usePassed(serverNow, [reveal.answersAt, reveal.verdictAt]);
  const showAnswers = phase >= 1;
  const verdict = phase >= 2;
  const many = reveal.answers.length > 8;
  return (
    <section className={`sync-reveal ${verdict ? 'is-verdict' : ''}`}>
      <div className="sync-reveal__head">
        {reveal.prompt ? <PromptWords prompt={reveal.prompt} className="sync-prompt--small" /> : <p className="sync-reveal__any">{t('syncThink.anyWord')}</p>}
        <h1 className="sync-reveal__title" aria-live="polite">
          {!showAnswers ? t('syncThink.answersComing') : !verdict ? t('syncThink.anyoneInSync') : reveal.groups.length > 0 ? t('syncThink.verdictMatch') : t('syncThink.verdictNone')}
        </h1>
      </div>
      <ul className={`sync-answers ${many ? 'sync-answers--many' : ''}`}>
        {reveal.answers.map((answer, i) => {
          const person = who(answer.playerId);
          const matched = verdict && answer.group !== null;
          const struck = verdict && answer.group === null;
          const style = { '--i': i, ...(matched ? { '--group': groupColour(answer.group ?? 0) } : {}) } as CSSProperties;
          return (
            <li key={answer.playerId} className={`sync-answer ${matched ? 'is-matched' : ''} ${struck ? 'is-struck' : ''}`} style={style} data-player={answer.playerId}>
              <Avatar src={person.avatarSrc} name={person.alias} size={many ? 72 : 96} colour={person.colour} decorative />
              <span className="sync-answer__alias">{shownAlias(person.alias)}</span>
              {showAnswers ? (
                <span className={`sync-answer__card ${answer.word === null ? 'is-empty' : ''}`}>
                  <span className={`sync-answer__word sync-size--${wordSize(answer.word ?? '')}`}>
                    {answer.word ?? t('syncThink.noAnswer')}
                  </span>
                </span>
              ) : (
                <span className="sync-answer__card is-hidden" aria-hidden="true">
                  ?
                </span>
              )}
              {matched ? <span className="sync-answer__points">{t('syncThink.plusPoints', { points: reveal.points * multiplier })}</span> : null}
              {struck ? <span className="visually-hidden">{t('syncThink.notInSync')}</span> : null}
            </li>
          );
        })}
      </ul>
      {verdict ? <p className="sync-reveal__next">{reveal.roundEnd ? t(`syncThink.roundEnd.${reveal.roundEnd}`) : t('syncThink.nextLevelSoon')}</p> : null}
    </section>
  );
}

function levelGroups(level: LevelRecord, multiplier: number, who: Who) {
  return level.groups.map((group, g) => ({
    key: g,
    word: group.word,
    colour: groupColour(g),
    people: group.playerIds.map(who),
    points: level.points * multiplier,
  }));
}

function RoundScoresStage({
  summary,
  multiplier,
  who,
  scores,
}: {
  summary: SyncThinkRoundSummary;
  multiplier: number;
  who: Who;
  scores: Record<number, number>;
}) {
  const { t } = useTranslation();
  const rows = [...summary.players].sort((a, b) => b.points - a.points || (scores[b.playerId] ?? 0) - (scores[a.playerId] ?? 0));
  return (
    <section className="sync-summary">
      <h1 className="sync-summary__title">{t('syncThink.roundResults', { round: summary.round })}</h1>
      <div className="sync-summary__grid">
        <div className="sync-path">
          <h2 className="sync-path__title">{t('syncThink.pathTitle')}</h2>
          <ol className={`sync-path__list ${summary.levels.length > 5 ? 'sync-path__list--long' : ''}`}>
            {summary.levels.map((level) => (
              <li key={level.level} className="sync-path__level">
                <span className="sync-path__badge">
                  <span aria-hidden="true">{level.level}</span>
                  <span className="visually-hidden">{t('syncThink.level', { level: level.level })}</span>
                </span>
                <span className="sync-path__body">
                  <span className="sync-path__prompt">
                    {level.prompt ? `${level.prompt[0]} + ${level.prompt[1]}` : t('syncThink.anyWord')}
                  </span>
                  <span className="sync-path__arrow" aria-hidden="true">
                    →
                  </span>
                  {level.groups.length === 0 ? <span className="sync-path__none">{t('syncThink.noMatch')}</span> : null}
                  {levelGroups(level, multiplier, who).map((g) => (
                    <span key={g.key} className="sync-path__group" style={{ '--group': g.colour } as CSSProperties}>
                      <span className="sync-path__word">{g.word}</span>
                      <span className="sync-path__avatars">
                        {g.people.map((p) => (
                          <Avatar key={p.playerId} src={p.avatarSrc} name={p.alias} size={36} colour={p.colour} />
                        ))}
                      </span>
                      <span className="sync-path__points">{t('syncThink.plusPoints', { points: g.points })}</span>
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="sync-standings">
          <div className="sync-standings__head" aria-hidden="true">
            <span />
            <span />
            <span>{t('syncThink.thisRound')}</span>
            <span>{t('syncThink.total')}</span>
          </div>
          <ol className="sync-standings__list">
            {rows.map((row) => {
              const person = who(row.playerId);
              return (
                <li key={row.playerId} className={`sync-standings__row ${row.matchedAtLevel === null ? 'is-unmatched' : ''}`}>
                  <PersonChip person={person} size={48} className="sync-person--row" />
                  <span className="sync-standings__level">
                    {row.matchedAtLevel === null ? t('syncThink.notInSync') : t('syncThink.inSyncAtLevel', { level: row.matchedAtLevel })}
                  </span>
                  <span className="sync-standings__points">{row.points > 0 ? t('syncThink.plusPoints', { points: row.points }) : '—'}</span>
                  <span className="sync-standings__total">{scores[row.playerId] ?? 0}</span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <p className="sync-summary__next">{summary.lastRound ? t('syncThink.finalResultsSoon') : t('syncThink.nextRoundSoon')}</p>
    </section>
  );
}
