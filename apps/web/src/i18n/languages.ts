/** The app's languages (protocol LANGUAGES), each named in itself, and the mapping of browser codes. */
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  dk: 'Dansk',
  nl: 'Nederlands',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  sk: 'Slovenčina',
  ro: 'Română',
};

/** BCP 47 tags for the html lang attribute and Intl (Danish is `dk` in the app, `da` elsewhere). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en', dk: 'da', nl: 'nl', de: 'de', es: 'es', fr: 'fr', pl: 'pl', sk: 'sk', ro: 'ro',
};

/** Maps a detected code (`da-DK`, `de_AT`, `EN`) to an app language, or returns it unchanged. */
export function toAppLanguage(detected: string): string {
  const base = detected.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'da') return 'dk';
  if (base === 'cs') return 'sk';
  return isLanguage(base) ? base : detected;
}

export function asLanguage(value: string | undefined | null): Language {
  const mapped = value ? toAppLanguage(value) : '';
  return isLanguage(mapped) ? mapped : FALLBACK_LANGUAGE;
}

export { LANGUAGES };
