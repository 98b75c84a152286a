import { LANGUAGES } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../i18n/languages';

/** A select of the app's languages, each in its own name. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: Language; onChange: (language: Language) => void }) {
  return (
    <select id={id} className="field__input account-input account-select" value={value} onChange={(event) => onChange(event.target.value as Language)}>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
