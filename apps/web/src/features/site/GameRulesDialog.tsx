import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@snackparty/protocol';
import { useTutorialSteps } from '../../games/shell/Tutorial';
import { Dialog } from '../../ui/Dialog';
import { LoadingDots } from '../../ui/Spinner';

/** A game's how-to-play card, the one its shared screen shows at the start, and the way to the hosting steps. */
export function GameRulesDialog({ type, onClose }: { type: GameType; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = useTutorialSteps(type);
  return (
    <Dialog open onClose={onClose} title={t('site.games.rulesTitle', { game: t(`games.${type}.name`) })} size="md">
      {steps.length === 0 ? (
        <LoadingDots />
      ) : (
        <ol className="game-rules">
          {steps.map((step) => (
            <li key={step.textKey} className="game-rules__step">
              <span className="game-rules__icon" aria-hidden="true">
                {step.icon}
              </span>
              <span>{t(step.textKey)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="game-rules__more">
        <Link to="/howToPlay" onClick={onClose}>
          {t('site.games.hostingSteps')}
        </Link>
      </p>
    </Dialog>
  );
}
