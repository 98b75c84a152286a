/** The translation calls: whether this server translates (asked once a visit), and a translation. */
import { TRANSLATE_PATH } from '@snackparty/protocol';
import type { Language, TranslateResponse, TranslateStatusResponse } from '@snackparty/protocol';
import { http } from '../../api/http';

let status: Promise<TranslateStatusResponse> | null = null;

/** Whether the server has a translation service; a failed question counts as "no" and is asked again next time. */
export function translateStatus(): Promise<TranslateStatusResponse> {
  status ??= http.get<TranslateStatusResponse>(TRANSLATE_PATH).catch(() => {
    status = null;
    return { enabled: false, languages: [] };
  });
  return status;
}

/** Forgets the answer (tests, or a server that was configured meanwhile). */
export function forgetTranslateStatus(): void {
  status = null;
}

export function translateTexts(texts: string[], source: Language, target: Language): Promise<string[]> {
  return http.post<TranslateResponse>(TRANSLATE_PATH, { text: texts, source, target }).then((answer) => {
    const translated = answer.translatedText;
    if (!Array.isArray(translated) || translated.length !== texts.length) throw new Error('The translation does not match the entries');
    return translated;
  });
}
