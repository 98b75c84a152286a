import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GameSettings, GameType } from '@snackparty/protocol';
import { GamePicker } from '../../games/shell/GamePicker';
import { useNumber } from '../../games/ui/ScoreTable';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Gear, Swap } from '../../ui/icons';
import { COUNT_OPTIONS, EXTRA_TIME_OPTIONS, ROOM_FIELDS, STAND_IN_OPTIONS, heldByFamilyMode, isRoomDefault, maxScoreOptions, settingFields, settingPatch, settingValue } from './settings';
import type { SettingField, SettingValue } from './settings';
import { LOBBY_FIELDS } from '@snackparty/games/manifests';
import type { GameSettingsApi } from './useGameSettings';
import { PackPicker } from '../word-packs/PackPicker';
import { packKindOf } from '../word-packs/packKinds';

function useShortNumber(): (n: number) => string {
  const number = useNumber();
  return (n: number) => (n >= 1000 && n % 1000 === 0 ? `${number(n / 1000)}k` : number(n));
}

/** A wait as the lobby says it: "20 s", or "Never" for 0 ("Off" for a cap on extra time). */
function seconds(t: TFunction, field: Pick<SettingField, 'key'>, value: number): string {
  if (value > 0) return t('settings.seconds', { count: value });
  return field.key === LOBBY_FIELDS.extraTime.key ? t('settings.off') : t('settings.never');
}

/** A setting's value in words. */
function shownValue(t: TFunction, number: (n: number) => string, field: SettingField, value: SettingValue): string {
  if (typeof value === 'boolean') return value ? t('settings.on') : t('settings.off');
  if (field.kind === 'choice') return t(`${field.labelKey}_${String(value)}`);
  return field.kind === 'seconds' ? seconds(t, field, Number(value)) : number(Number(value));
}

/** One setting as a row of choices (numbers or names) or a switch (on/off). */
function SettingControl({ field, settings, onChange, disabled }: { field: SettingField; settings: GameSettings; onChange: (patch: Partial<GameSettings>) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const short = useShortNumber();
  const value = settingValue(settings, field);
  const hint = field.hintKey ? (
    <span className="settings-field__hint" id={`${id}-hint`}>
      {t(field.hintKey)}
    </span>
  ) : null;

  if (field.kind === 'toggle') {
    const on = value === true;
    // Family mode holds a game's own family switch on.
    const held = heldByFamilyMode(settings, field);
    return (
      <div className="settings-field settings-field--toggle">
        <span className="settings-field__text">
          <span className="settings-field__label" id={`${id}-label`}>
            {t(field.labelKey)}
          </span>
          {hint}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={field.hintKey ? `${id}-hint` : undefined}
          className={`switch ${on ? 'is-on' : ''}`}
          disabled={disabled || held}
          onClick={() => onChange(settingPatch(settings, field, !on))}
        >
          <span className="switch__knob" aria-hidden="true" />
          <span className="switch__text" aria-hidden="true">
            {on ? t('settings.on') : t('settings.off')}
          </span>
        </button>
      </div>
    );
  }

  const options: readonly SettingValue[] =
    field.kind === 'choice'
      ? (field.choices ?? [])
      : field.kind === 'score'
        ? maxScoreOptions(Number(value))
        : field.kind === 'seconds'
          ? field.key === LOBBY_FIELDS.extraTime.key
            ? EXTRA_TIME_OPTIONS
            : STAND_IN_OPTIONS
          : COUNT_OPTIONS;
  const label = (option: SettingValue) =>
    field.kind === 'choice' ? t(`${field.labelKey}_${String(option)}`) : field.kind === 'score' ? short(Number(option)) : field.kind === 'seconds' ? seconds(t, field, Number(option)) : option;
  return (
    <fieldset className="settings-field" aria-describedby={field.hintKey ? `${id}-hint` : undefined} disabled={disabled}>
      <legend className="settings-field__label">{t(field.labelKey)}</legend>
      {hint}
      <div className="segmented">
        {options.map((option) => (
          <label key={String(option)} className={`segmented__option ${option === value ? 'is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-${field.key}`}
              value={String(option)}
              checked={option === value}
              onChange={() => onChange(settingPatch(settings, field, option))}
              className="visually-hidden"
            />
            <span aria-hidden={field.kind === 'score' ? true : undefined}>{label(option)}</span>
            {field.kind === 'score' ? <span className="visually-hidden">{option}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every setting the game type uses, editable; the packs of the kind the game draws on, if any. */
export function SettingsPanel({ settings, gameType, onChange, disabled = false }: { settings: GameSettings; gameType: string; onChange: (patch: Partial<GameSettings>) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const packs = packKindOf(gameType);
  return (
    <div className="settings-panel">
      {settingFields(gameType)
        .filter((field) => !ROOM_FIELDS.includes(field))
        .map((field) => (
          <SettingControl key={field.key} field={field} settings={settings} onChange={onChange} disabled={disabled} />
        ))}
      {packs ? <PackPicker kind={packs} settings={settings} gameType={gameType} onChange={onChange} disabled={disabled} /> : null}
      <h3 className="settings-panel__group">{t('settings.roomGroup')}</h3>
      {ROOM_FIELDS.map((field) => (
        <SettingControl key={field.key} field={field} settings={settings} onChange={onChange} disabled={disabled} />
      ))}
    </div>
  );
}

/** The settings in a few words, for everyone in the lobby. */
export function SettingsSummary({ settings, gameType }: { settings: GameSettings; gameType: string }) {
  const { t } = useTranslation();
  const number = useNumber();
  // The room-wide settings most rooms leave alone are named only when the host changed them.
  const items = settingFields(gameType)
    .filter((field) => !isRoomDefault(settings, field))
    .map((field) => {
    const value = settingValue(settings, field);
    const shown = shownValue(t, number, field, value);
    return { key: field.key, label: t(field.labelKey), value: shown, off: value === false };
  });
  return (
    <dl className="settings-summary">
      {items.map((item) => (
        <div key={item.key} className={`settings-summary__item ${item.off ? 'is-off' : ''}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The lobby's settings card: the summary for everyone; for the host a button that opens the panel
 * (and a game picker, to switch to another game type).
 */
export function LobbySettings({ api, gameType, editable, onChangeGame, size = 'tv' }: { api: GameSettingsApi; gameType: string; editable: boolean; onChangeGame?: (type: GameType) => void; size?: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  if (!api.settings) return null;
  return (
    <section className={`lobby-settings lobby-settings--${size}`} aria-labelledby="lobby-settings-title">
      <div className="lobby-settings__head">
        <h2 id="lobby-settings-title" className="lobby-settings__title">
          <Gear size={size === 'tv' ? 28 : 22} /> {t('settings.title')}
        </h2>
        {editable ? (
          <span className="lobby-settings__actions">
            {onChangeGame ? (
              <Button variant="ghost" size="sm" icon={<Swap size={20} />} onClick={() => setPicking(true)} lockMs={0}>
                {t('settings.changeGame')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)} lockMs={0}>
              {t('settings.change')}
            </Button>
          </span>
        ) : null}
      </div>
      <SettingsSummary settings={api.settings} gameType={gameType} />
      {editable ? (
        <Dialog open={open} onClose={() => setOpen(false)} title={t('settings.title')}>
          <SettingsPanel settings={api.settings} gameType={gameType} onChange={(patch) => void api.update(patch)} />
          <div className="settings-panel__done">
            <Button onClick={() => setOpen(false)} lockMs={0}>
              {t('settings.done')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {editable && onChangeGame ? (
        <Dialog open={picking} onClose={() => setPicking(false)} title={t('game.pickGame')}>
          <GamePicker
            current={gameType}
            onPick={(type) => {
              onChangeGame(type);
              setPicking(false);
            }}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
