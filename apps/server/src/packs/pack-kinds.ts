import type { z } from 'zod';
import {
  CATEGORY_PACKS_PER_USER,
  CATEGORY_PACK_MESSAGE_KEYS,
  WORD_PACKS_PER_USER,
  WORD_PACK_MESSAGE_KEYS,
  categoryPackAddSchema,
  categoryPackUpdateSchema,
  wordPackAddSchema,
  wordPackUpdateSchema,
  type PackKind,
} from '@snackparty/protocol';

/** Why a pack was refused, by field: each kind has its own message keys, which the web translates. */
export interface PackMessageKeys {
  nameInvalid: string;
  languageInvalid: string;
  entryInvalid: string;
  tooFewEntries: string;
  tooManyEntries: string;
  tooManyPacks: string;
  packNotUsable: string;
}

/** What tells one kind of pack from another: everything else about packs is the same for all kinds. */
export interface PackKindSpec {
  kind: PackKind;
  /** The first segment of its routes: `/wordPack/add`, `/categoryPack/add`. */
  routePrefix: string;
  /** The name of its list in requests and answers (the `entries` column stores it). */
  entriesField: string;
  /** What the messages of errors call one pack. */
  noun: string;
  addSchema: z.ZodType<{ name: string; language: string; isPublic: boolean } & Record<string, unknown>>;
  updateSchema: z.ZodType<{ id: number; name: string; language: string; isPublic: boolean } & Record<string, unknown>>;
  perUser: number;
  messageKeys: PackMessageKeys;
  /**
   * The game settings field naming packs of this kind to play with, if the settings have one: a
   * shared setting, or a field of the own settings object of each game whose manifest plays this kind.
   */
  settingsField?: string;
}

export const PACK_KIND_SPECS: Record<PackKind, PackKindSpec> = {
  word: {
    kind: 'word',
    routePrefix: 'wordPack',
    entriesField: 'words',
    noun: 'word pack',
    addSchema: wordPackAddSchema,
    updateSchema: wordPackUpdateSchema,
    perUser: WORD_PACKS_PER_USER,
    messageKeys: {
      nameInvalid: WORD_PACK_MESSAGE_KEYS.nameInvalid,
      languageInvalid: WORD_PACK_MESSAGE_KEYS.languageInvalid,
      entryInvalid: WORD_PACK_MESSAGE_KEYS.wordInvalid,
      tooFewEntries: WORD_PACK_MESSAGE_KEYS.tooFewWords,
      tooManyEntries: WORD_PACK_MESSAGE_KEYS.tooManyWords,
      tooManyPacks: WORD_PACK_MESSAGE_KEYS.tooManyPacks,
      packNotUsable: WORD_PACK_MESSAGE_KEYS.packNotUsable,
    },
    settingsField: 'wordPackIds',
  },
  category: {
    kind: 'category',
    routePrefix: 'categoryPack',
    entriesField: 'prompts',
    noun: 'category pack',
    addSchema: categoryPackAddSchema,
    updateSchema: categoryPackUpdateSchema,
    perUser: CATEGORY_PACKS_PER_USER,
    messageKeys: {
      nameInvalid: CATEGORY_PACK_MESSAGE_KEYS.nameInvalid,
      languageInvalid: CATEGORY_PACK_MESSAGE_KEYS.languageInvalid,
      entryInvalid: CATEGORY_PACK_MESSAGE_KEYS.promptInvalid,
      tooFewEntries: CATEGORY_PACK_MESSAGE_KEYS.tooFewPrompts,
      tooManyEntries: CATEGORY_PACK_MESSAGE_KEYS.tooManyPrompts,
      tooManyPacks: CATEGORY_PACK_MESSAGE_KEYS.tooManyPacks,
      packNotUsable: CATEGORY_PACK_MESSAGE_KEYS.packNotUsable,
    },
    // A field of a game's own settings, found through the manifests.
    settingsField: 'categoryPackIds',
  },
};
