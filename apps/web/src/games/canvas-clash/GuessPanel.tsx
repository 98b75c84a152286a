import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORD_MAX_LENGTH } from '@snackparty/protocol';
import { AnswerForm } from '../kit/AnswerForm';
import { useMoveSendState } from '../kit/moveSendState';
import { useNumber } from '../ui/ScoreTable';
import type { CanvasClashPlayerView } from './types';

/** How long a sent guess shows as being checked once the server has answered it without a new result. */
const PENDING_MS = 3000;

/** A guess as sent: tidied spaces, at most the longest word a pack may hold. */
export function tidyGuess(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, WORD_MAX_LENGTH);
}

/**
 * A guesser's phone during the drawing: a text box and a Guess button (Enter sends too), the answer
 * to the last guess (right, close, wrong) and their own last guesses. A right guess shows the word.
 */
export function GuessPanel({ game, send }: { game: CanvasClashPlayerView; send: (move: string, payload: unknown) => void }) {
  const { t } = useTranslation();
  const number = useNumber();
  const feedbackId = useId();
  const [text, setText] = useState('');
  /** What was sent last, until the view answers it (a new guess count or result). */
  const [pending, setPending] = useState<string | null>(null);
  const guessCount = game.guessCount;
  const [seenCount, setSeenCount] = useState(guessCount);
  if (seenCount !== guessCount) {
    setSeenCount(guessCount);
    setPending(null);
  }
  // A guess still on its way (or waiting for the connection) keeps showing so; one the server refused
  // (a toast says why) stops showing as being checked.
  const moves = useMoveSendState();
  useEffect(() => {
    if (pending === null || moves.unanswered > 0) return undefined;
    const timer = setTimeout(() => setPending(null), PENDING_MS);
    return () => clearTimeout(timer);
  }, [pending, moves.unanswered]);

  if (game.guessedRight) {
    return (
      <section className="clash-guess clash-guess--right" role="status">
        <p className="clash-guess__verdict is-right">{t('canvasClash.right')}</p>
        {game.word ? <p className="clash-guess__word">{game.word.toLocaleUpperCase()}</p> : null}
        <p className="clash-guess__points">
          <span className="delta-badge delta-badge--up">+{number(game.guessPoints)}</span>
          {game.place ? <span className="clash-guess__place">{t('canvasClash.place', { place: game.place })}</span> : null}
        </p>
        <p className="clash-guess__hint">{t('canvasClash.creditSoon')}</p>
      </section>
    );
  }

  const submit = () => {
    const guess = tidyGuess(text);
    if (!guess || !game.mayGuess) return;
    send('guess', { text: guess });
    setPending(guess);
    setText('');
  };

  const last = game.wrongGuesses[game.wrongGuesses.length - 1];
  const verdict = pending ? null : game.lastResult === 'close' ? 'close' : game.lastResult === 'wrong' ? 'wrong' : null;

  return (
    <section className="clash-guess">
      <AnswerForm
        className="clash-guess__form"
        inputClassName="clash-guess__input"
        label={t('canvasClash.yourGuess')}
        hideLabel
        value={text}
        onChange={setText}
        onSubmit={submit}
        submitLabel={t('canvasClash.guess')}
        placeholder={t('canvasClash.guessPlaceholder')}
        maxLength={WORD_MAX_LENGTH}
        disabled={!game.mayGuess}
        submitDisabled={!game.mayGuess || tidyGuess(text) === ''}
        describedBy={feedbackId}
      />
      <p id={feedbackId} className={`clash-guess__verdict ${verdict ? `is-${verdict}` : ''}`} role="status" aria-live="polite">
        {verdict === 'close' && last ? t('canvasClash.close', { guess: last.text }) : verdict === 'wrong' && last ? t('canvasClash.wrong', { guess: last.text }) : pending ? (moves.waiting > 0 ? t('canvasClash.guessWaiting') : t('canvasClash.checking')) : ''}
      </p>
      {game.wrongGuesses.length > 0 ? (
        <div className="clash-guess__history">
          <h2 className="clash-guess__history-title">{t('canvasClash.yourGuesses')}</h2>
          <ol className="clash-guess__list">
            {[...game.wrongGuesses].reverse().map((g, i) => (
              <li key={`${game.wrongGuesses.length - i}`} className={`clash-guess__item ${g.close ? 'is-close' : ''}`}>
                <span className="clash-guess__text">{g.text}</span>
                {g.close ? <span className="clash-guess__tag">{t('canvasClash.closeTag')}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
