import type { Language, WordPackAddRequest, WordPackDto } from '@snackparty/protocol';
import { PackForm } from './PackForm';
import { WORD_PACKS } from './packKinds';

export interface WordPackFormProps {
  /** The pack being edited; a new pack without it. */
  pack?: WordPackDto | null;
  defaultLanguage: Language;
  onSave: (pack: WordPackAddRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, language, the words (one per line) and whether others may use the pack. */
export function WordPackForm({ pack, defaultLanguage, onSave, onCancel }: WordPackFormProps) {
  return (
    <PackForm
      kind={WORD_PACKS}
      pack={pack ? { ...pack, entries: pack.words } : null}
      defaultLanguage={defaultLanguage}
      onSave={(input) => onSave({ name: input.name, language: input.language, words: input.entries, isPublic: input.isPublic })}
      onCancel={onCancel}
    />
  );
}
