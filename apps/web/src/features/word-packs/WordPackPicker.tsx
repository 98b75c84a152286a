import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSettings, Language, WordPackDto } from '@snackparty/protocol';
import { asLanguage } from '../../i18n/languages';
import { LoadingDots } from '../../ui/Spinner';
import { listWordPacks } from './api';
import './word-packs.css';

/** The packs a host may pick for a game in `language`: their own. */
function usePacks(language: Language): { packs: WordPackDto[] | null; failed: boolean } {
  const [state, setState] = useState<{ language: Language; packs: WordPackDto[] | null; failed: boolean }>({ language, packs: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    listWordPacks({ language }, controller.signal)
      .then((packs) => !controller.signal.aborted && setState({ language, packs, failed: false }))
      .catch(() => !controller.signal.aborted && setState({ language, packs: null, failed: true }));
    return () => controller.abort();
  }, [language]);
  return state.language === language ? state : { packs: null, failed: false };
}

/**
 * Word packs in the lobby settings, for a game whose manifest draws on them (pack kind `word`): pick
 * packs of the game's language (none picked: the built-in words). The choice goes out as
 * `wordPackIds` through the settings update.
 */
export function WordPackPicker({ settings, onChange, disabled = false }: { settings: GameSettings; onChange: (patch: Partial<GameSettings>) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const language = asLanguage(settings.language);
  const { packs, failed } = usePacks(language);
  const selected = new Set(settings.wordPackIds);
  const toggle = (packId: number, on: boolean) => {
    const next = on ? [...settings.wordPackIds.filter((p) => p !== packId), packId] : settings.wordPackIds.filter((p) => p !== packId);
    onChange({ wordPackIds: next });
  };

  return (
    <fieldset className="settings-field word-pack-picker" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="settings-field__label">{t('wordPacks.pickerTitle')}</legend>
      <span className="settings-field__hint" id={`${id}-hint`}>
        {selected.size === 0 ? t('wordPacks.pickerBuiltIn') : t('wordPacks.pickerSelected', { n: selected.size })}
      </span>
      {packs === null ? (
        failed ? <p className="field__hint">{t('wordPacks.pickerFailed')}</p> : <LoadingDots />
      ) : packs.length === 0 ? (
        <p className="field__hint">{t('wordPacks.pickerNone')}</p>
      ) : (
        <ul className="word-pack-picker__list">
          {packs.map((pack) => (
            <li key={pack.id}>
              <label className={`word-pack-picker__option ${selected.has(pack.id) ? 'is-checked' : ''}`}>
                <input type="checkbox" checked={selected.has(pack.id)} onChange={(e) => toggle(pack.id, e.target.checked)} />
                <span className="word-pack-picker__name">{pack.name}</span>
                <span className="word-pack-picker__meta">
                  {t('wordPacks.wordCount', { n: pack.words.length })}
                  {pack.ownerName ? ` · ${pack.ownerName}` : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <a className="word-pack-picker__manage" href="/wordPacks" target="_blank" rel="noreferrer">
        {t('wordPacks.manage')}
      </a>
    </fieldset>
  );
}
