/**
 * What tells one kind of pack from another on the web: its calls, how its list is typed in one box,
 * its limits, its strings, and where a game's settings name the packs picked. The page, the form and
 * the lobby picker are the same for every kind.
 */
import {
  CATEGORY_PACK_MAX_PROMPTS,
  CATEGORY_PACK_MESSAGE_KEYS,
  CATEGORY_PACK_MIN_PROMPTS,
  CATEGORY_PACK_NAME_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  REST,
  WORD_MAX_LENGTH,
  WORD_PACK_MAX_WORDS,
  WORD_PACK_MESSAGE_KEYS,
  WORD_PACK_MIN_WORDS,
  WORD_PACK_NAME_MAX_LENGTH,
} from '@snackparty/protocol';
import type { CategoryPackDto, GameSettings, Language, WordPackDto } from '@snackparty/protocol';
import { manifestOf } from '@snackparty/games/manifests';
import type { PackKind } from '@snackparty/games/manifests';
import { http } from '../../api/http';
import { addWordPack, deleteWordPack, listWordPacks, updateWordPack } from './api';
import { parsePrompts } from './prompts';
import { parseWords } from './words';

/** A pack of any kind, its list under one name. */
export interface Pack {
  id: number;
  name: string;
  language: Language;
  entries: string[];
  isPublic: boolean;
  ownerUserId: number;
  ownerName: string;
}

export interface PackInput {
  name: string;
  language: Language;
  entries: string[];
  isPublic: boolean;
}

/** A box of entries as read: what to save, what the server would refuse, how many repeats were dropped. */
export interface ParsedEntries {
  entries: string[];
  invalid: string[];
  duplicates: number;
}

/** The translation keys a kind's page, form and picker use (literal, so every one is checked to exist). */
export interface PackTexts {
  title: string;
  intro: string;
  loginTitle: string;
  loginNeeded: string;
  newPack: string;
  newTitle: string;
  editTitle: string;
  empty: string;
  listLabel: string;
  name: string;
  language: string;
  entries: string;
  entriesHint: string;
  entryCount: string;
  duplicatesDropped: string;
  public: string;
  publicHint: string;
  publicBadge: string;
  save: string;
  saved: string;
  deleted: string;
  edit: string;
  editNamed: string;
  delete: string;
  deleteNamed: string;
  deleteTitle: string;
  deleteQuestion: string;
  pickerTitle: string;
  pickerBuiltIn: string;
  pickerSelected: string;
  pickerNone: string;
  pickerFailed: string;
  manage: string;
  /** The link to the other kind's page. */
  otherKind: string;
  errors: {
    nameMissing: string;
    nameTooLong: string;
    invalidEntries: string;
    tooFewEntries: string;
    tooManyEntries: string;
  };
  /** The server's refusals (message keys) as this kind's page words them. */
  serverErrors: Record<string, string>;
}

export interface PackKindUi {
  kind: Exclude<PackKind, 'none'>;
  /** The page that makes packs of this kind. */
  path: string;
  /** The page of the other kind, linked from this one. */
  otherPath: string;
  limits: { minEntries: number; maxEntries: number; nameMaxLength: number; entryMaxLength: number };
  /** Entries a card previews, and what goes between them. */
  preview: { count: number; separator: string };
  texts: PackTexts;
  parse: (text: string) => ParsedEntries;
  /** The entries back in the box. */
  entriesText: (entries: readonly string[]) => string;
  list: (filter: { language?: Language }, signal?: AbortSignal) => Promise<Pack[]>;
  add: (input: PackInput) => Promise<Pack>;
  update: (id: number, input: PackInput) => Promise<Pack>;
  remove: (id: number) => Promise<unknown>;
  /** The pack ids a game's settings pick, and the settings change that picks others (null: the game picks none). */
  picked: (settings: GameSettings, gameType: string) => number[] | null;
  pick: (settings: GameSettings, gameType: string, ids: number[]) => Partial<GameSettings>;
}

const fromWordPack = (dto: WordPackDto): Pack => ({ ...dto, entries: dto.words });
const fromCategoryPack = (dto: CategoryPackDto): Pack => ({ ...dto, entries: dto.prompts });

export const WORD_PACKS: PackKindUi = {
  kind: 'word',
  path: '/wordPacks',
  otherPath: '/categoryPack',
  limits: { minEntries: WORD_PACK_MIN_WORDS, maxEntries: WORD_PACK_MAX_WORDS, nameMaxLength: WORD_PACK_NAME_MAX_LENGTH, entryMaxLength: WORD_MAX_LENGTH },
  preview: { count: 8, separator: ' · ' },
  texts: {
    title: 'wordPacks.title',
    intro: 'wordPacks.intro',
    loginTitle: 'wordPacks.loginTitle',
    loginNeeded: 'wordPacks.loginNeeded',
    newPack: 'wordPacks.newPack',
    newTitle: 'wordPacks.newTitle',
    editTitle: 'wordPacks.editTitle',
    empty: 'wordPacks.empty',
    listLabel: 'wordPacks.listLabel',
    name: 'wordPacks.name',
    language: 'wordPacks.language',
    entries: 'wordPacks.words',
    entriesHint: 'wordPacks.wordsHint',
    entryCount: 'wordPacks.wordCount',
    duplicatesDropped: 'wordPacks.duplicatesDropped',
    public: 'wordPacks.public',
    publicHint: 'wordPacks.publicHint',
    publicBadge: 'wordPacks.publicBadge',
    save: 'wordPacks.save',
    saved: 'wordPacks.saved',
    deleted: 'wordPacks.deleted',
    edit: 'wordPacks.edit',
    editNamed: 'wordPacks.editNamed',
    delete: 'wordPacks.delete',
    deleteNamed: 'wordPacks.deleteNamed',
    deleteTitle: 'wordPacks.deleteTitle',
    deleteQuestion: 'wordPacks.deleteQuestion',
    pickerTitle: 'wordPacks.pickerTitle',
    pickerBuiltIn: 'wordPacks.pickerBuiltIn',
    pickerSelected: 'wordPacks.pickerSelected',
    pickerNone: 'wordPacks.pickerNone',
    pickerFailed: 'wordPacks.pickerFailed',
    manage: 'wordPacks.manage',
    otherKind: 'wordPacks.otherKind',
    errors: {
      nameMissing: 'wordPacks.errors.nameMissing',
      nameTooLong: 'wordPacks.errors.nameTooLong',
      invalidEntries: 'wordPacks.errors.invalidWords',
      tooFewEntries: 'wordPacks.errors.tooFewWords',
      tooManyEntries: 'wordPacks.errors.tooManyWords',
    },
    serverErrors: {
      [WORD_PACK_MESSAGE_KEYS.nameInvalid]: 'wordPacks.errors.nameInvalid',
      [WORD_PACK_MESSAGE_KEYS.languageInvalid]: 'wordPacks.errors.languageInvalid',
      [WORD_PACK_MESSAGE_KEYS.wordInvalid]: 'wordPacks.errors.wordInvalid',
      [WORD_PACK_MESSAGE_KEYS.tooFewWords]: 'wordPacks.errors.tooFewWords',
      [WORD_PACK_MESSAGE_KEYS.tooManyWords]: 'wordPacks.errors.tooManyWords',
      [WORD_PACK_MESSAGE_KEYS.tooManyPacks]: 'wordPacks.errors.tooManyPacks',
      [WORD_PACK_MESSAGE_KEYS.packNotUsable]: 'wordPacks.errors.notUsable',
    },
  },
  parse: (text) => {
    const { words, invalid, duplicates } = parseWords(text);
    return { entries: words, invalid, duplicates };
  },
  entriesText: (entries) => entries.join('\n'),
  list: (filter, signal) => listWordPacks(filter, signal).then((packs) => packs.map(fromWordPack)),
  add: (input) => addWordPack({ name: input.name, language: input.language, words: input.entries, isPublic: input.isPublic }).then(fromWordPack),
  update: (id, input) => updateWordPack({ id, name: input.name, language: input.language, words: input.entries, isPublic: input.isPublic }).then(fromWordPack),
  remove: (id) => deleteWordPack(id),
  // Word packs are a shared setting every game may read.
  picked: (settings) => settings.wordPackIds,
  pick: (_settings, _gameType, ids) => ({ wordPackIds: ids }),
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The game's own settings object that names category packs (`categoryPackIds`), from its manifest. */
function categorySettingsKey(gameType: string): string | null {
  const extra = manifestOf(gameType)?.settings.extra;
  return extra && 'categoryPackIds' in extra.defaults ? extra.key : null;
}

export const CATEGORY_PACKS: PackKindUi = {
  kind: 'category',
  path: '/categoryPack',
  otherPath: '/wordPacks',
  limits: { minEntries: CATEGORY_PACK_MIN_PROMPTS, maxEntries: CATEGORY_PACK_MAX_PROMPTS, nameMaxLength: CATEGORY_PACK_NAME_MAX_LENGTH, entryMaxLength: PROMPT_MAX_LENGTH },
  preview: { count: 3, separator: ' · ' },
  texts: {
    title: 'categoryPacks.title',
    intro: 'categoryPacks.intro',
    loginTitle: 'categoryPacks.loginTitle',
    loginNeeded: 'categoryPacks.loginNeeded',
    newPack: 'categoryPacks.newPack',
    newTitle: 'categoryPacks.newTitle',
    editTitle: 'categoryPacks.editTitle',
    empty: 'categoryPacks.empty',
    listLabel: 'categoryPacks.listLabel',
    name: 'categoryPacks.name',
    language: 'categoryPacks.language',
    entries: 'categoryPacks.prompts',
    entriesHint: 'categoryPacks.promptsHint',
    entryCount: 'categoryPacks.promptCount',
    duplicatesDropped: 'categoryPacks.duplicatesDropped',
    public: 'categoryPacks.public',
    publicHint: 'categoryPacks.publicHint',
    publicBadge: 'categoryPacks.publicBadge',
    save: 'categoryPacks.save',
    saved: 'categoryPacks.saved',
    deleted: 'categoryPacks.deleted',
    edit: 'categoryPacks.edit',
    editNamed: 'categoryPacks.editNamed',
    delete: 'categoryPacks.delete',
    deleteNamed: 'categoryPacks.deleteNamed',
    deleteTitle: 'categoryPacks.deleteTitle',
    deleteQuestion: 'categoryPacks.deleteQuestion',
    pickerTitle: 'categoryPacks.pickerTitle',
    pickerBuiltIn: 'categoryPacks.pickerBuiltIn',
    pickerSelected: 'categoryPacks.pickerSelected',
    pickerNone: 'categoryPacks.pickerNone',
    pickerFailed: 'categoryPacks.pickerFailed',
    manage: 'categoryPacks.manage',
    otherKind: 'categoryPacks.otherKind',
    errors: {
      nameMissing: 'categoryPacks.errors.nameMissing',
      nameTooLong: 'categoryPacks.errors.nameTooLong',
      invalidEntries: 'categoryPacks.errors.invalidPrompts',
      tooFewEntries: 'categoryPacks.errors.tooFewPrompts',
      tooManyEntries: 'categoryPacks.errors.tooManyPrompts',
    },
    serverErrors: {
      [CATEGORY_PACK_MESSAGE_KEYS.nameInvalid]: 'categoryPacks.errors.nameInvalid',
      [CATEGORY_PACK_MESSAGE_KEYS.languageInvalid]: 'categoryPacks.errors.languageInvalid',
      [CATEGORY_PACK_MESSAGE_KEYS.promptInvalid]: 'categoryPacks.errors.promptInvalid',
      [CATEGORY_PACK_MESSAGE_KEYS.tooFewPrompts]: 'categoryPacks.errors.tooFewPrompts',
      [CATEGORY_PACK_MESSAGE_KEYS.tooManyPrompts]: 'categoryPacks.errors.tooManyPrompts',
      [CATEGORY_PACK_MESSAGE_KEYS.tooManyPacks]: 'categoryPacks.errors.tooManyPacks',
      [CATEGORY_PACK_MESSAGE_KEYS.packNotUsable]: 'categoryPacks.errors.notUsable',
    },
  },
  parse: (text) => {
    const { prompts, invalid, duplicates } = parsePrompts(text);
    return { entries: prompts, invalid, duplicates };
  },
  entriesText: (entries) => entries.join('\n'),
  list: (filter, signal) => {
    const query = filter.language ? `?${new URLSearchParams({ language: filter.language }).toString()}` : '';
    return http
      .get<CategoryPackDto[] | null>(`${REST.categoryPack.getAll}${query}`, { signal })
      .then((packs) => (Array.isArray(packs) ? packs.map(fromCategoryPack) : []));
  },
  add: (input) => http.post<CategoryPackDto>(REST.categoryPack.add, { name: input.name, language: input.language, prompts: input.entries, isPublic: input.isPublic }).then(fromCategoryPack),
  update: (id, input) =>
    http.put<CategoryPackDto>(REST.categoryPack.update, { id, name: input.name, language: input.language, prompts: input.entries, isPublic: input.isPublic }).then(fromCategoryPack),
  remove: (id) => http.delete<unknown>(REST.categoryPack.delete(id)),
  // A game that deals category packs names them in its own settings object.
  picked: (settings, gameType) => {
    const key = categorySettingsKey(gameType);
    const group = key ? settings[key] : undefined;
    if (!key) return null;
    const ids = isPlainObject(group) ? group.categoryPackIds : undefined;
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  },
  pick: (settings, gameType, ids) => {
    const key = categorySettingsKey(gameType);
    if (!key) return {};
    const group = settings[key];
    // The whole object goes, so a server that replaces it and one that merges it read the same.
    return { [key]: { ...(isPlainObject(group) ? group : {}), categoryPackIds: ids } };
  },
};

/** The pack kind a game type draws on, as the lobby offers it (null: none). */
export function packKindOf(gameType: string): PackKindUi | null {
  const kind = manifestOf(gameType)?.packKind;
  if (kind === 'word') return WORD_PACKS;
  if (kind === 'category') return CATEGORY_PACKS;
  return null;
}
