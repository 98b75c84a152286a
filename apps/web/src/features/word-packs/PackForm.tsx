import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@snackparty/protocol';
import { LANGUAGES, LANGUAGE_NAMES } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import type { Pack, PackInput, PackKindUi, ParsedEntries } from './packKinds';
import { TranslateEntries } from './TranslateEntries';

export type PackProblem = 'nameMissing' | 'nameTooLong' | 'invalidEntries' | 'tooFewEntries' | 'tooManyEntries';

/** The first reason a pack cannot be saved yet, or null. Pure. */
export function packProblemOf(kind: PackKindUi, name: string, parsed: ParsedEntries): PackProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameMissing';
  if (trimmed.length > kind.limits.nameMaxLength) return 'nameTooLong';
  if (parsed.invalid.length > 0) return 'invalidEntries';
  if (parsed.entries.length < kind.limits.minEntries) return 'tooFewEntries';
  if (parsed.entries.length > kind.limits.maxEntries) return 'tooManyEntries';
  return null;
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, kind: PackKindUi, problem: PackProblem, invalid: string[]): string {
  const errors = kind.texts.errors;
  const limits = kind.limits;
  switch (problem) {
    case 'nameMissing':
      return t(errors.nameMissing);
    case 'nameTooLong':
      return t(errors.nameTooLong, { max: limits.nameMaxLength });
    case 'invalidEntries':
      return t(errors.invalidEntries, { words: invalid.slice(0, 5).join(', '), max: limits.entryMaxLength });
    case 'tooFewEntries':
      return t(errors.tooFewEntries, { min: limits.minEntries });
    case 'tooManyEntries':
      return t(errors.tooManyEntries, { max: limits.maxEntries });
  }
}

export interface PackFormProps {
  kind: PackKindUi;
  /** The pack being edited; a new pack without it. */
  pack?: Pack | null;
  defaultLanguage: Language;
  onSave: (pack: PackInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, language, the entries (one per line) and whether others may use the pack. */
export function PackForm({ kind, pack, defaultLanguage, onSave, onCancel }: PackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const texts = kind.texts;
  const [name, setName] = useState(pack?.name ?? '');
  const [language, setLanguage] = useState<Language>(pack?.language ?? defaultLanguage);
  const [text, setText] = useState(pack ? kind.entriesText(pack.entries) : '');
  const [isPublic, setIsPublic] = useState(pack?.isPublic ?? false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const parsed = kind.parse(text);
  const problem = packProblemOf(kind, name, parsed);
  // While typing only broken entries show; the rest after a try.
  const shown = problem && (tried || problem === 'invalidEntries' || problem === 'nameTooLong') ? problem : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || saving) return;
    setSaving(true);
    try {
      await onSave({ name: name.trim(), language, entries: parsed.entries, isPublic });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="word-pack-form" data-pack-kind={kind.kind} onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t(texts.name)}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          value={name}
          maxLength={kind.limits.nameMaxLength + 10}
          autoComplete="off"
          aria-invalid={shown === 'nameMissing' || shown === 'nameTooLong' ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {t(texts.language)}
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
        <label className="field__label" htmlFor={`${id}-entries`}>
          {t(texts.entries)}
        </label>
        <p className="field__hint" id={`${id}-entries-hint`}>
          {t(texts.entriesHint, { min: kind.limits.minEntries, max: kind.limits.maxEntries, length: kind.limits.entryMaxLength })}
        </p>
        <textarea
          id={`${id}-entries`}
          className="field__input word-pack-form__words"
          value={text}
          rows={8}
          spellCheck={kind.kind === 'category'}
          aria-describedby={`${id}-entries-hint ${id}-count`}
          aria-invalid={shown === 'invalidEntries' || shown === 'tooFewEntries' || shown === 'tooManyEntries' ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="word-pack-form__count" id={`${id}-count`} aria-live="polite">
          {t(texts.entryCount, { n: parsed.entries.length })}
          {parsed.duplicates > 0 ? ` · ${t(texts.duplicatesDropped, { n: parsed.duplicates })}` : ''}
        </p>
      </div>
      <TranslateEntries
        entries={parsed.entries}
        language={language}
        onUse={(entries, target) => {
          setText(kind.entriesText(entries));
          setLanguage(target);
        }}
      />
      <label className="word-pack-form__public">
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
        <span>
          {t(texts.public)}
          <span className="field__hint">{t(texts.publicHint)}</span>
        </span>
      </label>
      <p className="field__error" role={shown ? 'alert' : undefined}>
        {shown ? problemText(t, kind, shown, parsed.invalid) : ''}
      </p>
      <div className="word-pack-form__actions">
        <Button variant="ghost" onClick={onCancel} lockMs={0}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={saving} lockMs={0}>
          {t(texts.save)}
        </Button>
      </div>
    </form>
  );
}
