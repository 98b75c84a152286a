/**
 * A phone votes on the captions on the screen, in two quick taps: the best caption (never its own),
 * then the one it predicts will win, or none. The ballot goes out whole, since the vote ends as soon
 * as every voter has one in; a ballot half made when time runs out goes as it is.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Crown } from '../../ui/icons';
import { VoteGrid } from '../kit/VoteGrid';
import type { VoteOption } from '../kit/VoteGrid';
import { captionColour, captionLetter, captionStyle } from './shared';
import type { SnaptionBallot, SnaptionCurrentVote } from './types';

type Send = (move: string, payload: unknown) => void;
type Step = 'choose' | 'predict' | 'sent';

/** A ballot still on the phone goes out this long before the deadline. */
const LAST_CALL_MS = 2_000;

export function BallotPanel({
  current,
  ballot,
  endsAt,
  serverNow,
  send,
}: {
  current: SnaptionCurrentVote;
  ballot: SnaptionBallot;
  endsAt: number | null;
  serverNow: () => number;
  send: Send;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(ballot.choice);
  const [prediction, setPrediction] = useState<string | null>(ballot.prediction);
  const [step, setStep] = useState<Step>(ballot.choice !== null ? 'sent' : 'choose');

  const cast = (picked: string, predicted: string | null) => {
    setStep('sent');
    send('vote', { captionId: picked, prediction: predicted });
  };

  // Last call: a vote picked but not sent goes out, without a prediction, before the vote closes.
  const latest = useRef({ step, choice, send });
  useEffect(() => {
    latest.current = { step, choice, send };
  });
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setTimeout(
      () => {
        const { step: now, choice: picked, send: sendNow } = latest.current;
        if (now === 'sent' || picked === null) return;
        setStep('sent');
        setPrediction(null);
        sendNow('vote', { captionId: picked, prediction: null });
      },
      Math.max(0, endsAt - serverNow() - LAST_CALL_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt, serverNow]);

  const shown = (caption: { text: string; hidden?: boolean }) => (caption.hidden ? t('game.hiddenByHost') : caption.text);
  const textOf = (id: string | null) => {
    const caption = current.captions.find((c) => c.captionId === id);
    return caption ? shown(caption) : '';
  };
  const options: VoteOption[] = current.captions.map((caption, i) => {
    const own = caption.captionId === ballot.ownCaptionId;
    return {
      id: caption.captionId,
      label: shown(caption),
      media: (
        <span className="snaption-entry__letter" style={captionStyle(i)}>
          {captionLetter(i)}
        </span>
      ),
      detail: own ? t('snaption.yours') : undefined,
      disabled: own,
      colour: captionColour(i),
    };
  });

  if (step === 'sent') {
    return (
      <section className="snaption-phone__ballot is-sent" aria-live="polite">
        <h1 className="snaption-phone__title">{t('snaption.voteIn')}</h1>
        <dl className="snaption-phone__picks">
          <dt>{t('snaption.yourVote')}</dt>
          <dd className="snaption-phone__pick">{textOf(choice)}</dd>
          <dt>{t('snaption.yourPrediction')}</dt>
          <dd className="snaption-phone__pick">{prediction ? textOf(prediction) : t('snaption.noPrediction')}</dd>
        </dl>
        <p className="snaption-phone__hint">{t('snaption.changeUntilAllVoted')}</p>
        <Button variant="secondary" block lockMs={0} onClick={() => setStep('choose')}>
          {t('snaption.changeVote')}
        </Button>
      </section>
    );
  }

  if (step === 'predict') {
    return (
      <section className="snaption-phone__ballot is-predict">
        <p className="snaption-phone__step">
          <Crown size={26} /> {t('snaption.predictStep')}
        </p>
        <VoteGrid
          className="snaption-phone__choices snaption-phone__choices--predict"
          legend={t('snaption.predictLegend')}
          options={options}
          value={prediction}
          onVote={(id) => {
            setPrediction(id);
            cast(choice!, id);
          }}
        />
        <Button
          variant="secondary"
          size="lg"
          block
          lockMs={0}
          onClick={() => {
            setPrediction(null);
            cast(choice!, null);
          }}
        >
          {t('snaption.skipPrediction')}
        </Button>
        <Button variant="ghost" block lockMs={0} onClick={() => setStep('choose')}>
          {t('snaption.back')}
        </Button>
      </section>
    );
  }

  return (
    <section className="snaption-phone__ballot is-choose">
      <VoteGrid
        className="snaption-phone__choices"
        legend={t('snaption.voteLegend')}
        options={options}
        value={choice}
        onVote={(id) => {
          setChoice(id);
          setStep('predict');
        }}
      />
    </section>
  );
}
