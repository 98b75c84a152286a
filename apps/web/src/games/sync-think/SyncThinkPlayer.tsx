/**
 * SYNC_THINK on a phone (about 390×844, one thumb): type the word, change it until time runs out,
 * follow the reveal and see the round's points. The server decides everything; this screen only
 * checks a word the way the server will, so a typo in the rules shows at once and not as a toast.
 */
import { Fragment, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import type { SyncThinkMe, SyncThinkPlayerView, SyncThinkReveal, SyncThinkRoundSummary } from './types';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { AnswerForm } from '../kit/AnswerForm';
import { Countdown } from '../kit/Countdown';
import { ReadAloud } from '../kit/ReadAloud';
import { LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';
import type { PlayerScreenProps } from '../screen-types';
import type { Person } from './shared';
import { FinalScores, LevelBadge, PromptWords, groupColour, personOf, shownAlias, useNameList, usePassed, wordSize } from './shared';
import { WORD_MAX_LENGTH, cleanWord, wordProblem } from './word';
import type { WordProblem } from './word';
import './sync-think.css';

/** The same word is not sent again within this time (a double tap); another word always goes. */
const RESEND_AFTER_MS = 1500;

type Props = PlayerScreenProps<PlayerViewEnvelope<SyncThinkPlayerView>>;
type Who = (playerId: number) => Person;

export function SyncThinkPlayer({ view, players, serverNow, send }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  const me = game.me;
  const people = view.seats.map((seat) => personOf(seat.playerId, players, seat.alias));
  const who: Who = (playerId) => people.find((p) => p.playerId === playerId) ?? personOf(playerId, players);

  if (view.over || game.stage === 'gameOver') {
    return (
      <div className="sync sync--phone">
        <FinalScores scores={view.scores} people={people} />
      </div>
    );
  }

  return (
    <div className="sync sync--phone">
      {game.stage === 'roundScores' ? null : (
        <header className="sync-phone__top">
          <span className="sync-phone__round">{t('syncThink.roundOf', { round: game.round, rounds: game.rounds })}</span>
          <LevelBadge level={game.level} points={game.levelPoints} multiplier={game.multiplier} />
        </header>
      )}
      {game.stage === 'answer' ? (
        <>
          <Countdown look="sync-countdown" variant="bar" serverNow={serverNow} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} />
          {me.canAnswer ? (
            <AnswerPanel key={view.stageNumber} prompt={game.prompt} me={me} send={send} />
          ) : (
            <NotAnswering me={me} who={who} />
          )}
        </>
      ) : null}
      {game.stage === 'reveal' && game.reveal ? (
        <PhoneReveal key={view.stageNumber} reveal={game.reveal} me={me} multiplier={game.multiplier} who={who} serverNow={serverNow} />
      ) : null}
      {game.stage === 'roundScores' && game.roundSummary ? <PhoneRoundScores summary={game.roundSummary} me={me} who={who} /> : null}
    </div>
  );
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: WordProblem): string {
  switch (problem) {
    case 'empty':
      return t('syncThink.errors.empty');
    case 'tooLong':
      return t('syncThink.errors.tooLong', { max: WORD_MAX_LENGTH });
    case 'characters':
      return t('syncThink.errors.characters');
    case 'promptWord':
      return t('syncThink.promptWord');
  }
}

function AnswerPanel({ prompt, me, send }: { prompt: [string, string] | null; me: SyncThinkMe; send: Props['send'] }) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const [text, setText] = useState(me.word ?? '');
  const [editing, setEditing] = useState(false);
  /** The word just sent: the form closes when the server's view holds it. */
  const [sentWord, setSentWord] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  /** The last word sent and when: a double tap sends it once (a refused try never locks the button). */
  const lastSend = useRef<{ word: string; at: number } | null>(null);

  const problem = wordProblem(text, prompt);
  // Typing shows a broken rule at once; an empty field only complains after a try.
  const shownProblem = problem && (tried || problem !== 'empty') ? problem : null;
  const showForm = me.word === null || (editing && me.word !== sentWord);
  const length = [...cleanWord(text)].length;

  const submit = () => {
    setTried(true);
    if (problem) return;
    const word = cleanWord(text);
    setText(word);
    setSentWord(word);
    const now = Date.now();
    const last = lastSend.current;
    if (word === me.word || (last && last.word === word && now - last.at < RESEND_AFTER_MS)) return;
    lastSend.current = { word, at: now };
    send('submitWord', { word });
  };

  return (
    <section className="sync-phone__answer">
      <div className="sync-phone__task">
        {prompt ? (
          <>
            <p className="sync-phone__hint">{t('syncThink.connectHint')}</p>
            <PromptWords prompt={prompt} className="sync-prompt--phone" />
            <ReadAloud lineKey={prompt.join('\n')} text={prompt.join(' … ')} />
          </>
        ) : (
          <>
            <h1 className="sync-phone__any">{t('syncThink.sayAnyWord')}</h1>
            <p className="sync-phone__hint">{t('syncThink.sayAnyWordHint')}</p>
            <ReadAloud lineKey="anyWord" text={t('syncThink.sayAnyWord')} language={LANGUAGE_TAGS[asLanguage(i18n.language)]} />
          </>
        )}
      </div>
      {showForm ? (
        <AnswerForm
          className="sync-phone__form"
          inputClassName="sync-phone__input"
          label={t('syncThink.yourWord')}
          value={text}
          onChange={setText}
          onSubmit={submit}
          submitLabel={me.word === null ? t('syncThink.submit') : t('syncThink.submitChange')}
          placeholder={t('syncThink.placeholder')}
          invalid={!!shownProblem}
          describedBy={errorId}
          block
          after={
            me.word !== null ? (
              <Button
                variant="ghost"
                block
                lockMs={0}
                onClick={() => {
                  setEditing(false);
                  setText(me.word ?? '');
                  setTried(false);
                }}
              >
                {t('syncThink.keepWord', { word: me.word })}
              </Button>
            ) : null
          }
        >
          <div className="sync-phone__feedback">
            <p id={errorId} className="field__error" role={shownProblem ? 'alert' : undefined}>
              {shownProblem ? problemText(t, shownProblem) : ''}
            </p>
            <span className={`sync-phone__length ${length > WORD_MAX_LENGTH ? 'is-over' : ''}`} aria-hidden="true">
              {length}/{WORD_MAX_LENGTH}
            </span>
          </div>
        </AnswerForm>
      ) : (
        <div className="sync-phone__sent" aria-live="polite">
          <p className="sync-phone__sent-label">{t('syncThink.yourWord')}</p>
          <p className={`sync-phone__sent-word sync-size--${wordSize(me.word ?? '')}`}>{me.word}</p>
          <p className="sync-phone__sent-hint">{t('syncThink.sentHint')}</p>
          <Button
            variant="secondary"
            size="lg"
            block
            lockMs={0}
            onClick={() => {
              setText(me.word ?? '');
              setSentWord(null);
              setTried(false);
              setEditing(true);
            }}
          >
            {t('syncThink.change')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The answer stage for a phone that may not answer: already in sync, or out of this round. */
function NotAnswering({ me, who }: { me: SyncThinkMe; who: Who }) {
  const { t } = useTranslation();
  const names = useNameList();
  if (me.matched) {
    const partners = me.matchedWith.map(who);
    return (
      <section className="sync-phone__synced" aria-live="polite">
        <span className="sync-phone__partners">
          {partners.map((p) => (
            <Avatar key={p.playerId} src={p.avatarSrc} name={p.alias} size={72} colour={p.colour} decorative />
          ))}
        </span>
        <h1 className="sync-phone__synced-title">{t('syncThink.inSyncWith', { names: names(partners.map((p) => shownAlias(p.alias))) })}</h1>
        {me.matchedAtLevel !== null ? (
          <p className="sync-phone__synced-points">{t('syncThink.pointsAtLevel', { points: me.roundPoints, level: me.matchedAtLevel })}</p>
        ) : null}
        <p className="sync-phone__hint">{t('syncThink.watchOthers')}</p>
      </section>
    );
  }
  return (
    <section className="sync-phone__waiting" aria-live="polite">
      <h1 className="sync-phone__waiting-title">{t('syncThink.waitTitle')}</h1>
      <p className="sync-phone__hint">{t('syncThink.waitNextRound')}</p>
    </section>
  );
}

function PhoneReveal({
  reveal,
  me,
  multiplier,
  who,
  serverNow,
}: {
  reveal: SyncThinkReveal;
  me: SyncThinkMe;
  multiplier: number;
  who: Who;
  serverNow: () => number;
}) {
  const { t } = useTranslation();
  const names = useNameList();
  const phase = usePassed(serverNow, [reveal.answersAt, reveal.verdictAt]);
  const showAnswers = phase >= 1;
  const verdict = phase >= 2;
  const mine = reveal.answers.find((a) => a.playerId === me.playerId);
  // Own answer first, then the others in seat order.
  const answers = mine ? [mine, ...reveal.answers.filter((a) => a !== mine)] : reveal.answers;

  let result: { text: string; tone: 'match' | 'miss' | 'info'; points?: number } | null = null;
  if (verdict && mine) {
    if (mine.group !== null) {
      const partners = (reveal.groups[mine.group]?.playerIds ?? []).filter((p) => p !== me.playerId).map((p) => shownAlias(who(p).alias));
      result = { text: t('syncThink.inSyncWith', { names: names(partners) }), tone: 'match', points: reveal.points * multiplier };
    } else {
      result = { text: reveal.roundEnd ? t('syncThink.noMatchRound') : t('syncThink.noMatchNext'), tone: 'miss' };
    }
  } else if (verdict && me.matched) {
    result = { text: t('syncThink.alreadyInSyncYou'), tone: 'info' };
  }

  return (
    <section className={`sync-phone__reveal ${verdict ? 'is-verdict' : ''}`}>
      {reveal.prompt ? <PromptWords prompt={reveal.prompt} className="sync-prompt--phone-small" /> : <p className="sync-phone__hint">{t('syncThink.anyWord')}</p>}
      {!showAnswers ? (
        <div className="sync-phone__suspense" aria-live="polite">
          <h1 className="sync-phone__suspense-title">{t('syncThink.answersComing')}</h1>
          {mine ? (
            <p className="sync-phone__hint">
              {mine.word === null ? t('syncThink.youGaveNoAnswer') : t('syncThink.youSaid', { word: mine.word })}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {result ? (
            <div className={`sync-phone__result is-${result.tone}`} role="status">
              <p className="sync-phone__result-text">{result.text}</p>
              {result.points ? <p className="sync-phone__result-points">{t('syncThink.plusPoints', { points: result.points })}</p> : null}
            </div>
          ) : null}
          <ul className="sync-phone__answers">
            {answers.map((answer, i) => {
              const person = who(answer.playerId);
              const isMe = answer.playerId === me.playerId;
              const matched = verdict && answer.group !== null;
              const struck = verdict && answer.group === null;
              const style = { '--i': i, ...(matched ? { '--group': groupColour(answer.group ?? 0) } : {}) } as CSSProperties;
              return (
                <li
                  key={answer.playerId}
                  className={`sync-phone__row ${isMe ? 'is-me' : ''} ${matched ? 'is-matched' : ''} ${struck ? 'is-struck' : ''}`}
                  style={style}
                >
                  <Avatar src={person.avatarSrc} name={person.alias} size={40} colour={person.colour} decorative />
                  <span className="sync-phone__row-alias">{isMe ? t('syncThink.you') : shownAlias(person.alias)}</span>
                  <span className={`sync-phone__row-word ${answer.word === null ? 'is-empty' : ''}`}>
                    <span className="sync-answer__word">{answer.word ?? t('syncThink.noAnswer')}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function PhoneRoundScores({ summary, me, who }: { summary: SyncThinkRoundSummary; me: SyncThinkMe; who: Who }) {
  const { t } = useTranslation();
  const names = useNameList();
  const partners = me.matchedWith.map((p) => shownAlias(who(p).alias));
  const words = me.previousWords.filter((w): w is string => w !== null);
  return (
    <section className="sync-phone__summary">
      <h1 className="sync-phone__summary-title">{t('syncThink.roundResults', { round: summary.round })}</h1>
      <div className={`sync-phone__round-points ${me.roundPoints > 0 ? 'is-positive' : ''}`}>
        <span className="sync-phone__round-label">{t('syncThink.thisRound')}</span>
        <span className="sync-phone__round-value">{t('syncThink.plusPoints', { points: me.roundPoints })}</span>
      </div>
      <p className="sync-phone__summary-line">
        {me.matchedAtLevel !== null && partners.length > 0
          ? t('syncThink.inSyncWithAtLevel', { names: names(partners), level: me.matchedAtLevel })
          : t('syncThink.noSyncThisRound')}
      </p>
      {words.length > 0 ? (
        <p className="sync-phone__path" aria-label={t('syncThink.yourWords')}>
          {words.map((w, i) => (
            <Fragment key={i}>
              {i > 0 ? (
                <span className="sync-phone__path-arrow" aria-hidden="true">
                  →
                </span>
              ) : null}
              <span className="sync-phone__path-word">{w}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      <div className="sync-phone__total">
        <span>{t('syncThink.total')}</span>
        <span className="sync-phone__total-value">{me.score}</span>
      </div>
      <p className="sync-phone__hint">{summary.lastRound ? t('syncThink.finalResultsSoon') : t('syncThink.nextRoundSoon')}</p>
    </section>
  );
}
