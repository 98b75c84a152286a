import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinAddress, useJoinOrigin } from '../../api/joinAddress';
import { Avatar } from '../../ui/Avatar';
import { Phone, Play, Tv } from '../../ui/icons';

/** The steps from nothing to playing, each with a small picture. */
export function HowToPlay() {
  const { t } = useTranslation();
  const address = joinAddress(useJoinOrigin());
  const steps: Array<{ key: string; picture: ReactNode; text: string }> = [
    { key: 'screen', picture: <Tv size={56} />, text: t('home.steps.screen') },
    { key: 'join', picture: <Phone size={56} />, text: t('home.steps.join', { address }) },
    { key: 'avatar', picture: <Avatar src="/avatars/donut.svg" name="DONUT" size={64} decorative />, text: t('home.steps.avatar') },
    { key: 'play', picture: <Play size={56} />, text: t('home.steps.play') },
  ];
  return (
    <ol className="how-steps">
      {steps.map((step, index) => (
        <li key={step.key} className="how-step">
          <span className="how-step__picture" aria-hidden="true">
            {step.picture}
          </span>
          <span className="how-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="how-step__title">{t(`home.steps.${step.key}Title`)}</h3>
          <p className="how-step__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
