import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setExtraTimeWanted, useExtraTimeWanted } from './extraTimePreference';

/**
 * The "Extra time" row of the player's settings: a switch that says "On" or "Off" in words. While on,
 * this player's deadline in every timed stage where they act is later by the room's cap, and the
 * stage waits for them; it is kept on this phone.
 */
export function ExtraTimeSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const on = useExtraTimeWanted();
  return (
    <div className="a11y-row" data-preference="extraTime">
      <span className="a11y-row__text">
        <span className="a11y-row__label" id={`${id}-label`}>
          {t('accessibility.extraTime.label')}
        </span>
        <span className="a11y-row__hint" id={`${id}-hint`}>
          {t('accessibility.extraTime.hint')}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className={`a11y-switch ${on ? 'is-on' : ''}`}
        onClick={() => setExtraTimeWanted(!on)}
      >
        <span className="a11y-switch__knob" aria-hidden="true" />
        <span className="a11y-switch__text" aria-hidden="true">
          {on ? t('accessibility.on') : t('accessibility.off')}
        </span>
      </button>
    </div>
  );
}
