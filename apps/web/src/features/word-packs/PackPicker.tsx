import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSettings, Language } from '@snackparty/protocol';
import { asLanguage } from '../../i18n/languages';
import { LoadingDots } from '../../ui/Spinner';
import type { Pack, PackKindUi } from './packKinds';
import './word-packs.css';

/** The packs of a kind a host may pick for a game in `language`: their own and public ones. */
function usePacks(kind: PackKindUi, language: Language): { packs: Pack[] | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; packs: Pack[] | null; failed: boolean }>({ key: '', packs: null, failed: false });
  const key = `${kind.kind}:${language}`;
  useEffect(() => {
    const controller = new AbortController();
    kind
      .list({ language }, controller.signal)
      .then((packs) => !controller.signal.aborted && setState({ key, packs, failed: false }))
      .catch(() => !controller.signal.aborted && setState({ key, packs: null, failed: true }));
    return () => controller.abort();
  }, [kind, language, key]);
  return state.key === key ? state : { packs: null, failed: false };
}

/**
 * Packs in the lobby settings, for a game whose manifest draws on a kind of pack: pick packs of the
 * game's language (none picked: the built-in content). The choice goes out through the settings
 * update, where the kind says the game's settings keep it.
 */
export function PackPicker({
  kind,
  settings,
  gameType,
  onChange,
  disabled = false,
}: {
  kind: PackKindUi;
  settings: GameSettings;
  gameType: string;
  onChange: (patch: Partial<GameSettings>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = asLanguage(settings.language);
  const { packs, failed } = usePacks(kind, language);
  const picked = kind.picked(settings, gameType) ?? [];
  const selected = new Set(picked);
  const texts = kind.texts;
  const toggle = (packId: number, on: boolean) => {
    const rest = picked.filter((p) => p !== packId);
    onChange(kind.pick(settings, gameType, on ? [...rest, packId] : rest));
  };

  return (
    <fieldset className="settings-field word-pack-picker" disabled={disabled} aria-describedby={`${id}-hint`} data-pack-kind={kind.kind}>
      <legend className="settings-field__label">{t(texts.pickerTitle)}</legend>
      <span className="settings-field__hint" id={`${id}-hint`}>
        {selected.size === 0 ? t(texts.pickerBuiltIn) : t(texts.pickerSelected, { n: selected.size })}
      </span>
      {packs === null ? (
        failed ? <p className="field__hint">{t(texts.pickerFailed)}</p> : <LoadingDots />
      ) : packs.length === 0 ? (
        <p className="field__hint">{t(texts.pickerNone)}</p>
      ) : (
        <ul className="word-pack-picker__list">
          {packs.map((pack) => (
            <li key={pack.id}>
              <label className={`word-pack-picker__option ${selected.has(pack.id) ? 'is-checked' : ''}`}>
                <input type="checkbox" checked={selected.has(pack.id)} onChange={(e) => toggle(pack.id, e.target.checked)} />
                <span className="word-pack-picker__name">{pack.name}</span>
                <span className="word-pack-picker__meta">
                  {t(texts.entryCount, { n: pack.entries.length })}
                  {pack.ownerName ? ` · ${pack.ownerName}` : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <a className="word-pack-picker__manage" href={kind.path} target="_blank" rel="noreferrer">
        {t(texts.manage)}
      </a>
    </fieldset>
  );
}
