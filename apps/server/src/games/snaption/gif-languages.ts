/**
 * What SNAPTION asks a GIF provider for, per room language: reaction searches worth a caption, in the
 * language itself (the providers rank regional content by the language of the query), and the codes
 * each provider knows the language by.
 */
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@snackparty/protocol';

/** Searches that bring back faces and mishaps people like to caption, in the room's language. */
export const REACTION_SEARCHES: Readonly<Record<Language, readonly string[]>> = {
  en: ['funny', 'reaction', 'awkward', 'surprised', 'oops'],
  de: ['lustig', 'reaktion', 'peinlich', 'überrascht', 'hoppla'],
  fr: ['drôle', 'réaction', 'gênant', 'surpris', 'oups'],
  nl: ['grappig', 'reactie', 'ongemakkelijk', 'verrast', 'oeps'],
  dk: ['sjov', 'reaktion', 'pinligt', 'overrasket', 'ups'],
  es: ['gracioso', 'reacción', 'incómodo', 'sorprendido', 'ups'],
  pl: ['śmieszne', 'reakcja', 'niezręcznie', 'zaskoczony', 'ups'],
  sk: ['vtipné', 'reakcia', 'trápne', 'prekvapený', 'ups'],
  ro: ['amuzant', 'reacție', 'penibil', 'surprins', 'hopa'],
};

/** GIPHY's `lang`: ISO 639-1 (the product's `dk` is Danish, `da`). */
export const GIPHY_LANG: Readonly<Record<Language, string>> = {
  en: 'en', de: 'de', fr: 'fr', nl: 'nl', dk: 'da', es: 'es', pl: 'pl', sk: 'sk', ro: 'ro',
};

/** KLIPY's `locale`: language and country. */
export const KLIPY_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en_US', de: 'de_DE', fr: 'fr_FR', nl: 'nl_NL', dk: 'da_DK', es: 'es_ES', pl: 'pl_PL', sk: 'sk_SK', ro: 'ro_RO',
};

/** A room's language as the tables above know it (an unknown one reads as the fallback). */
export function gifLanguage(language: string): Language {
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
