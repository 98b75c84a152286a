import {
  DataSet,
  RegExpMatcher,
  collapseDuplicatesTransformer,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
  type MatchPayload,
} from 'obscenity';
import naughtyWords from './naughty-words';
import { ROMANIAN } from './words/ro';
import { SLOVAK } from './words/sk';

/** How a room treats rude words: let them be, mask them, or refuse the text. */
export type ModerationLevel = 'off' | 'moderate' | 'strict';

export type ModerationResult = { ok: true; text: string; masked: boolean } | { ok: false };

/** Letters as the lists are compared: lower case, no accents, the letters without a decomposition spelled out. */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øœ]/g, 'o')
    .replace(/æ/g, 'a')
    .replace(/ß/g, 's')
    .replace(/[łđ]/g, (c) => (c === 'ł' ? 'l' : 'd'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** A word as the matcher sees it: folded, and every run of one letter as one letter (so "fuuuck" is "fuck"). */
function listed(word: string): string {
  return foldLetters(word).replace(/(.)\1+/g, '$1');
}

/**
 * Letters spaced out to slip through ("k u r v a", "f.u.c.k"): three or more single letters or digits
 * with one separator between each are written together. Everything else is left as it is.
 */
export function closeSpacedLetters(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$][ .\-_*+]){2,}[\p{L}\p{N}@$](?![\p{L}\p{N}])/gu, (run) => run.replace(/[ .\-_*+]/g, ''));
}

const isLetter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * The lists of the languages the product speaks besides English, as words that must stand on their
 * own: a Danish "pik" is not in a French "pique", nor "lort" in "lortehoved" (compounds are listed
 * where they matter). Danish, Dutch, German, Spanish, French and Polish come from the List of Dirty,
 * Naughty, Obscene and Otherwise Bad Words (`naughty-words`, CC-BY-4.0); Slovak and Romanian are
 * written here (CC0).
 */
const OTHER_LANGUAGE_WORDS: readonly string[] = [
  ...['da', 'nl', 'de', 'es', 'fr', 'pl'].flatMap((lang) => (naughtyWords as Record<string, string[]>)[lang] ?? []),
  ...SLOVAK,
  ...ROMANIAN,
]
  // Phrases with spaces or digits in the lists are left to their words; one- and two-letter entries would only misfire.
  .filter((word) => /^[\p{L}'-]+$/u.test(word))
  .map(listed)
  .filter((word) => word.length >= 3);

/** Place names and ordinary words that hold a listed one: never matched (the Scunthorpe problem). */
export const ALLOWED_TERMS: readonly string[] = [
  'scunthorpe', 'penistone', 'cockburn', 'arsenal', 'sussex', 'essex', 'middlesex', 'shitake', 'hancock', 'dickens', 'assassin',
  // German surnames and places English's "f?ck" would catch.
  'fickenscher', 'fickmuhlen',
];

const transformers = [resolveConfusablesTransformer(), resolveLeetSpeakTransformer(), toAsciiLowerCaseTransformer(), collapseDuplicatesTransformer({ defaultThreshold: 1 })];

/**
 * The profanity filter of everything players type that others see, in the nine languages. English is
 * `obscenity`'s own dataset and transformers (look-alike letters, leet speak, repeated letters, words
 * inside words where English needs it, with its own exceptions); the other languages match whole
 * words through the same transformers. Spaced-out letters are closed up first.
 */
export class ProfanityFilter {
  private readonly english: RegExpMatcher;
  private readonly others: RegExpMatcher;

  constructor() {
    const english = englishDataset.build();
    // The dataset's own exceptions ("assess", …) and ours together.
    this.english = new RegExpMatcher({ ...english, ...englishRecommendedTransformers, whitelistedTerms: [...(english.whitelistedTerms ?? []), ...ALLOWED_TERMS] });
    const others = new DataSet<{ word: string }>();
    for (const word of new Set(OTHER_LANGUAGE_WORDS)) others.addPhrase((phrase) => phrase.setMetadata({ word }).addPattern(pattern`${word}`));
    this.others = new RegExpMatcher({ ...others.build(), blacklistMatcherTransformers: transformers, whitelistedTerms: [...ALLOWED_TERMS] });
  }

  /** Where rude words are in `text` (as given to it), first to last. */
  matches(text: string): Array<{ start: number; end: number }> {
    const folded = foldLetters(text);
    const found: MatchPayload[] = [...this.english.getAllMatches(folded, true)];
    // Other languages' words count only standing on their own: letters on either side make another word.
    for (const match of this.others.getAllMatches(folded, true)) {
      if (!isLetter(folded[match.startIndex - 1]) && !isLetter(folded[match.endIndex + 1])) found.push(match);
    }
    return found.map((m) => ({ start: m.startIndex, end: m.endIndex })).sort((a, b) => a.start - b.start);
  }

  /**
   * The text as a room with this level shows it: as typed when off or clean; masked (`*` for every
   * letter of a rude word) when moderate; refused when strict.
   */
  moderate(text: string, level: ModerationLevel): ModerationResult {
    if (level === 'off') return { ok: true, text, masked: false };
    const closed = closeSpacedLetters(text.normalize('NFC'));
    const hits = this.matches(closed);
    if (hits.length === 0) return { ok: true, text, masked: false };
    if (level === 'strict') return { ok: false };
    // The folded text keeps one code unit per typed one (composed letters fold to one letter), so its
    // indices are the typed text's.
    const out = closed.split('');
    for (const { start, end } of hits) for (let i = start; i <= end && i < out.length; i += 1) if (/[^\s]/u.test(out[i]!)) out[i] = '*';
    return { ok: true, text: out.join(''), masked: true };
  }
}
