/**
 * i18next: translations are static files of the app at /locales/{lng}/{ns}.json, loaded over HTTP.
 * Detection order (spec section 9): query `lng`, cookie, localStorage, sessionStorage, browser
 * language, html tag; the choice is cached in localStorage under `i18nextLng`.
 */
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { LANGUAGE_TAGS, asLanguage, toAppLanguage } from './languages';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = LANGUAGE_TAGS[asLanguage(lng)];
  });
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_STORAGE_KEY,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupSessionStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: toAppLanguage,
      },
      react: { useSuspense: true },
    });
}

/** The language in use, as one of the app's languages. */
export function appLanguage(): Language {
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}

type LanguageLoader = (language: Language) => Promise<void>;
const languageLoaders = new Set<LanguageLoader>();

/**
 * Strings loaded outside the backend (a game's own, bundled with its screens) register how to
 * fetch them for a language; a change of language waits for them so no screen shows a raw key.
 */
export function addLanguageLoader(loader: LanguageLoader): () => void {
  languageLoaders.add(loader);
  return () => languageLoaders.delete(loader);
}

export async function changeLanguage(language: Language): Promise<unknown> {
  await Promise.all([...languageLoaders].map((load) => load(language).catch((error: unknown) => console.warn('Strings could not be loaded', error))));
  return i18n.changeLanguage(language);
}

export { i18n };
