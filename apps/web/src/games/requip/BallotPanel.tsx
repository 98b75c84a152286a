/**
 * A phone votes on the prompt on the screen, in two quick taps: the best answer (three votes to
 * spread in the final), then the one it takes for the AI's, or none. The ballot goes out whole, since
 * the vote ends as soon as every voter has one in; a ballot half made when time runs out goes as it is.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Robot } from '../../ui/icons';
import { VoteGrid } from '../kit/VoteGrid';
import type { VoteOption } from '../kit/VoteGrid';
import { answerColour, answerLetter, answerStyle } from './shared';
import type { RequipBallotView, RequipCurrentPrompt } from './types';

type Send = (move: string, payload: unknown) => void;
type Step = 'choose' | 'spot' | 'sent';

/** A ballot still on the phone goes out this long before the deadline. */
const LAST_CALL_MS = 2_000;

export function BallotPanel({
  current,
  ballot,
  endsAt,
  serverNow,
  send,
}: {
  current: RequipCurrentPrompt;
  ballot: RequipBallotView;
  endsAt: number | null;
  serverNow: () => number;
  send: Send;
}) {
  const { t } = useTranslation();
  const max = ballot.maxChoices;
  const [choices, setChoices] = useState<string[]>(ballot.choices);
  const [spot, setSpot] = useState<string | null>(ballot.spotAi);
  const [step, setStep] = useState<Step>(ballot.choices.length > 0 ? 'sent' : 'choose');

  const cast = (picked: string[], suspect: string | null) => {
    setStep('sent');
    send('vote', { choices: picked, spotAi: suspect });
  };

  // Last call: a ballot begun but not sent goes out before the vote closes.
  const latest = useRef({ step, choices, spot, send });
  useEffect(() => {
    latest.current = { step, choices, spot, send };
  });
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setTimeout(
      () => {
        const { step: now, choices: picked, spot: suspect, send: sendNow } = latest.current;
        if (now === 'sent' || picked.length === 0) return;
        setStep('sent');
        sendNow('vote', { choices: picked, spotAi: suspect });
      },
      Math.max(0, endsAt - serverNow() - LAST_CALL_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt, serverNow]);

  const counts = new Map<string, number>();
  for (const id of choices) counts.set(id, (counts.get(id) ?? 0) + 1);
  const shown = (answer: { responseText: string; hidden?: boolean }) => (answer.hidden ? t('game.hiddenByHost') : answer.responseText);
  const textOf = (id: string | null) => {
    const answer = current.answers.find((a) => a.promptResponseId === id);
    return answer ? shown(answer) : '';
  };
  const options = (withCounts: boolean): VoteOption[] =>
    current.answers.map((answer, i) => {
      const given = counts.get(answer.promptResponseId) ?? 0;
      return {
        id: answer.promptResponseId,
        label: shown(answer),
        media: (
          <span className="requip-card__letter" style={answerStyle(i)}>
            {answerLetter(i)}
          </span>
        ),
        detail: withCounts && given > 0 ? t('requip.votesGiven', { n: given }) : answer.promptResponseId === ballot.ownAnswerId ? t('requip.yours') : undefined,
        disabled: answer.promptResponseId === ballot.ownAnswerId,
        colour: answerColour(i),
      };
    });

  if (step === 'sent') {
    return (
      <section className="requip-phone__ballot is-sent" aria-live="polite">
        <h1 className="requip-phone__title">{t('requip.voteIn')}</h1>
        <dl className="requip-phone__picks">
          <dt>{max > 1 ? t('requip.yourVotes') : t('requip.yourVote')}</dt>
          {[...counts.entries()].map(([id, n]) => (
            <dd key={id} className="requip-phone__pick">
              {textOf(id)}
              {n > 1 ? <span className="requip-phone__times">{t('requip.votesGiven', { n })}</span> : null}
            </dd>
          ))}
          <dt>{t('requip.yourSuspect')}</dt>
          <dd className="requip-phone__pick">{spot ? textOf(spot) : t('requip.noSuspect')}</dd>
        </dl>
        <p className="requip-phone__hint">{t('requip.changeUntilAllVoted')}</p>
        <Button
          variant="secondary"
          block
          lockMs={0}
          onClick={() => {
            setChoices([]);
            setStep('choose');
          }}
        >
          {t('requip.changeVote')}
        </Button>
      </section>
    );
  }

  if (step === 'spot') {
    return (
      <section className="requip-phone__ballot is-spot">
        <p className="requip-phone__step">
          <Robot size={26} /> {t('requip.spotStep')}
        </p>
        <VoteGrid
          className="requip-phone__choices requip-phone__choices--spot"
          legend={t('requip.spotLegend')}
          options={options(false)}
          value={spot}
          onVote={(id) => {
            setSpot(id);
            cast(choices, id);
          }}
        />
        <Button
          variant="secondary"
          size="lg"
          block
          lockMs={0}
          onClick={() => {
            setSpot(null);
            cast(choices, null);
          }}
        >
          {t('requip.noIdeaSend')}
        </Button>
        <Button
          variant="ghost"
          block
          lockMs={0}
          onClick={() => {
            // In the final the last vote placed comes back, to be given again.
            if (max > 1) setChoices(choices.slice(0, -1));
            setStep('choose');
          }}
        >
          {t('requip.back')}
        </Button>
      </section>
    );
  }

  const left = max - choices.length;
  return (
    <section className="requip-phone__ballot is-choose">
      <VoteGrid
        className="requip-phone__choices"
        legend={max > 1 ? t('requip.voteLegendFinal', { n: max }) : t('requip.voteLegend')}
        options={options(max > 1)}
        value={max > 1 ? null : (choices[0] ?? null)}
        onVote={(id) => {
          const next = max > 1 ? [...choices, id] : [id];
          setChoices(next);
          if (next.length >= max) setStep('spot');
        }}
      />
      {max > 1 ? (
        <div className="requip-phone__left">
          <span className="requip-phone__tokens" aria-hidden="true">
            {Array.from({ length: max }, (_, i) => (
              <span key={i} className={`requip-token ${i < left ? 'is-left' : ''}`} />
            ))}
          </span>
          <span>{t('requip.votesLeft', { n: left })}</span>
          {choices.length > 0 ? (
            <Button variant="ghost" size="sm" lockMs={0} onClick={() => setChoices(choices.slice(0, -1))}>
              {t('requip.undo')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
