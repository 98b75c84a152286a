import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { Info, Phone, Sparkle, Trophy, Users } from '../../ui/icons';

const STEPS: Partial<Record<GameType, ReactNode[]>> = {
  RPS_SHOOT: [<Phone key="1" size={40} />, <Users key="2" size={40} />, <Trophy key="3" size={40} />],
  SYNC_THINK: [<Phone key="1" size={40} />, <Sparkle key="2" size={40} />, <Trophy key="3" size={40} />],
  CANVAS_CLASH: [<Phone key="1" size={40} />, <Users key="2" size={40} />, <Trophy key="3" size={40} />],
};

/** Whether the how-to-play card shows: tutorial on, first stage of round 1. */
export function showTutorial(includeTutorial: boolean | undefined, view: { round: number; stageNumber: number; over: boolean }): boolean {
  return includeTutorial !== false && !view.over && view.round === 1 && view.stageNumber === 1;
}

/** A short how-to-play card for the shared screen: an icon and one line per step. */
export function Tutorial({ gameType }: { gameType: string }) {
  const { t } = useTranslation();
  const type = normalizeGameType(gameType);
  const steps = type ? STEPS[type] : undefined;
  if (!type || !steps) return null;
  return (
    <aside className="tutorial" aria-labelledby="tutorial-title">
      <h2 id="tutorial-title" className="tutorial__title">
        <Info size={28} /> {t('tutorial.title')}
      </h2>
      <ol className="tutorial__steps">
        {steps.map((icon, i) => (
          <li key={i} className="tutorial__step">
            <span className="tutorial__icon" aria-hidden="true">
              {icon}
            </span>
            <span>{t(`tutorial.${type}.${i + 1}`)}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
