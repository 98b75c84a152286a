import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WORD_MAX_LENGTH, WORD_PACK_MAX_WORDS, WORD_PACK_MIN_WORDS, WORD_PACK_NAME_MAX_LENGTH } from '@snackparty/protocol';
import type { Language, WordPackAddRequest, WordPackDto } from '@snackparty/protocol';
import { LANGUAGES, LANGUAGE_NAMES } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { packProblem, parseWords, wordsText } from './words';
import type { PackProblem } from './words';

export interface WordPackFormProps {
  /** The pack being edited; a new pack without it. */
  pack?: WordPackDto | null;
  defaultLanguage: Language;
  onSave: (pack: WordPackAddRequest) => Promise<unknown>;
  onCancel: () => void;
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: PackProblem, invalid: string[]): string {
  switch (problem) {
    case 'nameMissing':
      return t('wordPacks.errors.nameMissing');
    case 'nameTooLong':
      return t('wordPacks.errors.nameTooLong', { max: WORD_PACK_NAME_MAX_LENGTH });
    case 'invalidWords':
      return t('wordPacks.errors.invalidWords', { words: invalid.slice(0, 5).join(', '), max: WORD_MAX_LENGTH });
    case 'tooFewWords':
      return t('wordPacks.errors.tooFewWords', { min: WORD_PACK_MIN_WORDS });
    case 'tooManyWords':
      return t('wordPacks.errors.tooManyWords', { max: WORD_PACK_MAX_WORDS });
  }
}

/** Name, language, the words (one per line) and whether others may use the pack. */
export function WordPackForm({ pack, defaultLanguage, onSave, onCancel }: WordPackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(pack?.name ?? '');
  const [language, setLanguage] = useState<Language>(pack?.language ?? defaultLanguage);
  const [text, setText] = useState(pack ? wordsText(pack.words) : '');
  const [isPublic, setIsPublic] = useState(pack?.isPublic ?? false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const parsed = parseWords(text);
  const problem = packProblem(name, parsed);
  // While typing only broken words show; the rest after a try.
  const shown = problem && (tried || problem === 'invalidWords' || problem === 'nameTooLong') ? problem : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || saving) return;
    setSaving(true);
    try {
      await onSave({ name: name.trim(), language, words: parsed.words, isPublic });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="word-pack-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('wordPacks.name')}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          value={name}
          maxLength={WORD_PACK_NAME_MAX_LENGTH + 10}
          autoComplete="off"
          aria-invalid={shown === 'nameMissing' || shown === 'nameTooLong' ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {t('wordPacks.language')}
        </label>
        <select id={`${id}-language`} className="field__input word-pack-form__select" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-words`}>
          {t('wordPacks.words')}
        </label>
        <p className="field__hint" id={`${id}-words-hint`}>
          {t('wordPacks.wordsHint', { min: WORD_PACK_MIN_WORDS, max: WORD_PACK_MAX_WORDS })}
        </p>
        <textarea
          id={`${id}-words`}
          className="field__input word-pack-form__words"
          value={text}
          rows={8}
          spellCheck={false}
          aria-describedby={`${id}-words-hint ${id}-count`}
          aria-invalid={shown === 'invalidWords' || shown === 'tooFewWords' || shown === 'tooManyWords' ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="word-pack-form__count" id={`${id}-count`} aria-live="polite">
          {t('wordPacks.wordCount', { n: parsed.words.length })}
          {parsed.duplicates > 0 ? ` · ${t('wordPacks.duplicatesDropped', { n: parsed.duplicates })}` : ''}
        </p>
      </div>
      <label className="word-pack-form__public">
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
        <span>
          {t('wordPacks.public')}
          <span className="field__hint">{t('wordPacks.publicHint')}</span>
        </span>
      </label>
      <p className="field__error" role={shown ? 'alert' : undefined}>
        {shown ? problemText(t, shown, parsed.invalid) : ''}
      </p>
      <div className="word-pack-form__actions">
        <Button variant="ghost" onClick={onCancel} lockMs={0}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={saving} lockMs={0}>
          {t('wordPacks.save')}
        </Button>
      </div>
    </form>
  );
}
