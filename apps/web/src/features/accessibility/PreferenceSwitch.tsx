import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setPreference, usePreferences } from './preferenceStore';
import type { PreferenceName } from './preferences';

/**
 * One on/off preference: its name, what it does, and a switch that says "On" or "Off" in words
 * (not by colour alone). Takes effect at once and is kept on this phone.
 */
export function PreferenceSwitch({ name }: { name: PreferenceName }) {
  const { t } = useTranslation();
  const id = useId();
  const on = usePreferences()[name];
  return (
    <div className="a11y-row" data-preference={name}>
      <span className="a11y-row__text">
        <span className="a11y-row__label" id={`${id}-label`}>
          {t(`accessibility.${name}.label`)}
        </span>
        <span className="a11y-row__hint" id={`${id}-hint`}>
          {t(`accessibility.${name}.hint`)}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className={`a11y-switch ${on ? 'is-on' : ''}`}
        onClick={() => setPreference(name, !on)}
      >
        <span className="a11y-switch__knob" aria-hidden="true" />
        <span className="a11y-switch__text" aria-hidden="true">
          {on ? t('accessibility.on') : t('accessibility.off')}
        </span>
      </button>
    </div>
  );
}
