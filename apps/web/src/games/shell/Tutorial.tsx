import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';
import { useGameScreens } from './GameScreen';

/** Whether the how-to-play card shows: tutorial on, first stage of round 1. */
export function showTutorial(includeTutorial: boolean | undefined, view: { round: number; stageNumber: number; over: boolean }): boolean {
  return includeTutorial !== false && !view.over && view.round === 1 && view.stageNumber === 1;
}

/** A short how-to-play card for the shared screen: an icon and one line per step. */
export function TutorialCard({ steps }: { steps: readonly TutorialStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <aside className="tutorial" aria-labelledby="tutorial-title">
      <h2 id="tutorial-title" className="tutorial__title">
        <Info size={28} /> {t('tutorial.title')}
      </h2>
      <ol className="tutorial__steps">
        {steps.map((step) => (
          <li key={step.textKey} className="tutorial__step">
            <span className="tutorial__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span>{t(step.textKey)}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The how-to-play card of a game type, as its screens describe it. */
export function Tutorial({ gameType }: { gameType: string }) {
  const { screens } = useGameScreens(gameType);
  return screens?.tutorial ? <TutorialCard steps={screens.tutorial} /> : null;
}
