import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATE_MAX_CHARACTERS, TRANSLATE_MAX_TEXTS, translateLength } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { accountErrorKey } from '../account/accountErrors';
import { translateStatus, translateTexts } from './translateApi';

export interface TranslateEntriesProps {
  /** The pack's entries as they are now, and their language. */
  entries: readonly string[];
  language: Language;
  /** The translation is taken: the entries in the target language replace the pack's. */
  onUse: (entries: string[], target: Language) => void;
}

/**
 * Offers a pack's words or prompts in another language, through the server's translation service.
 * Shown only when the server has one; the translation is a proposal the author looks at first.
 */
export function TranslateEntries({ entries, language, onUse }: TranslateEntriesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [languages, setLanguages] = useState<Language[]>([]);
  const [target, setTarget] = useState<Language | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ target: Language; entries: string[] } | null>(null);

  useEffect(() => {
    let alive = true;
    void translateStatus().then((status) => {
      if (alive && status.enabled) setLanguages(status.languages);
    });
    return () => {
      alive = false;
    };
  }, []);

  if (languages.length === 0) return null;
  const targets = languages.filter((code) => code !== language);
  const chosen = target && target !== language ? target : (targets[0] ?? null);
  const tooMuch = entries.length > TRANSLATE_MAX_TEXTS || translateLength(entries) > TRANSLATE_MAX_CHARACTERS;

  const translate = async () => {
    if (!chosen || entries.length === 0 || tooMuch) return;
    setError(null);
    setBusy(true);
    try {
      setProposal({ target: chosen, entries: await translateTexts([...entries], language, chosen) });
    } catch (failure) {
      setError(accountErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pack-translate" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="pack-translate__title">
        {t('translate.title')}
      </p>
      <div className="pack-translate__row">
        <label className="visually-hidden" htmlFor={`${id}-target`}>
          {t('translate.into')}
        </label>
        <select id={`${id}-target`} className="field__input word-pack-form__select pack-translate__select" value={chosen ?? ''} onChange={(event) => setTarget(event.target.value as Language)}>
          {targets.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <Button variant="secondary" lockMs={0} busy={busy} disabled={entries.length === 0 || tooMuch || !chosen} onClick={translate}>
          {t('translate.translate')}
        </Button>
      </div>
      {tooMuch ? <p className="field__hint">{t('translate.error.tooLong')}</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {proposal ? (
        <div className="pack-translate__proposal" aria-live="polite">
          <p className="pack-translate__proposal-title">{t('translate.proposal', { language: LANGUAGE_NAMES[proposal.target], n: proposal.entries.length })}</p>
          <ul className="pack-translate__list">
            {proposal.entries.map((entry, index) => (
              <li key={index}>
                <span className="pack-translate__from">{entries[index]}</span>
                <span aria-hidden="true"> → </span>
                <span className="pack-translate__to">{entry}</span>
              </li>
            ))}
          </ul>
          <div className="pack-translate__actions">
            <Button variant="ghost" lockMs={0} onClick={() => setProposal(null)}>
              {t('translate.discard')}
            </Button>
            <Button
              lockMs={0}
              onClick={() => {
                onUse(proposal.entries, proposal.target);
                setProposal(null);
              }}
            >
              {t('translate.use')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
