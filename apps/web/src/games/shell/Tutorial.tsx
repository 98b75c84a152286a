import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/icons';
import type { TutorialStep } from '../screen-types';
import { useGameScreens } from './GameScreen';

/** Whether the how-to-play card shows: tutorial on, first stage of round 1. */
export function showTutorial(includeTutorial: boolean | undefined, view: { round: number; stageNumber: number; over: boolean }): boolean {
  return includeTutorial !== false && !view.over && view.round === 1 && view.stageNumber === 1;
}

/**
 * A short how-to-play card for the shared screen: an icon and one line per step. It never covers the
 * game: the shared screen gives it a column of its own beside the stage (below it on narrow screens).
 */
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

/** The how-to-play steps of a game type, as its screens describe them (none while they load). */
export function useTutorialSteps(gameType: string | null): readonly TutorialStep[] {
  const { screens } = useGameScreens(gameType);
  return screens?.tutorial ?? [];
}
