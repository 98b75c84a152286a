/**
 * A client of LibreTranslate's `POST /translate` (https://libretranslate.com/docs): `q` (a string or
 * a list), `source` (`auto` to detect), `target`, `format`, `api_key`; the answer's `translatedText`
 * has the shape of `q`, and `detectedLanguage` says what `auto` found.
 */
import { isLanguage, type Language } from '@snackparty/protocol';
import type { TranslateConfig } from './translate-config';

/** The product's language codes that differ from the ISO 639-1 codes translation servers use. */
const SERVER_CODES: Partial<Record<Language, string>> = { dk: 'da' };

export function serverLanguageCode(language: Language): string {
  return SERVER_CODES[language] ?? language;
}

/** A server's language code as one of ours, or null. */
export function productLanguage(code: unknown): Language | null {
  if (typeof code !== 'string') return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const ours = (Object.entries(SERVER_CODES) as Array<[Language, string]>).find(([, server]) => server === base)?.[0] ?? base;
  return isLanguage(ours) ? ours : null;
}

/** The translation server did not answer, or not with a translation of what was asked. */
export class TranslationUnavailableError extends Error {
  constructor(
    message: string,
    /** The server's HTTP status, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslationUnavailableError';
  }
}

export interface Translation<T extends string | string[]> {
  text: T;
  detectedLanguage: Language | null;
}

export class LibreTranslateClient {
  constructor(private readonly config: TranslateConfig) {}

  async translate<T extends string | string[]>(text: T, source: Language | undefined, target: Language): Promise<Translation<T>> {
    const body: Record<string, unknown> = {
      q: text,
      source: source ? serverLanguageCode(source) : 'auto',
      target: serverLanguageCode(target),
      format: 'text',
    };
    if (this.config.apiKey) body.api_key = this.config.apiKey;
    let response: Response;
    try {
      response = await fetch(this.config.translateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new TranslationUnavailableError(`The translation server did not answer: ${(error as Error).name}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const reason = answer && typeof answer === 'object' && typeof (answer as { error?: unknown }).error === 'string' ? (answer as { error: string }).error : '';
      throw new TranslationUnavailableError(`The translation server answered ${response.status}${reason ? `: ${reason.slice(0, 200)}` : ''}`, response.status);
    }
    const translated = answer && typeof answer === 'object' ? (answer as { translatedText?: unknown }).translatedText : undefined;
    if (!sameShape(text, translated)) throw new TranslationUnavailableError('The translation server answered without a translation of every text', response.status);
    const detected = (answer as { detectedLanguage?: unknown }).detectedLanguage;
    // A list's detection comes per text: the first one speaks for the list.
    const first = Array.isArray(detected) ? detected[0] : detected;
    const language = first && typeof first === 'object' ? productLanguage((first as { language?: unknown }).language) : null;
    return { text: translated as T, detectedLanguage: source ? null : language };
  }
}

function sameShape(asked: string | string[], answered: unknown): boolean {
  if (typeof asked === 'string') return typeof answered === 'string';
  return Array.isArray(answered) && answered.length === asked.length && answered.every((t) => typeof t === 'string');
}
