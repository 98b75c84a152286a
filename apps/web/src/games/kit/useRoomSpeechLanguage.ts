import { useEffect, useState } from 'react';
import { isLanguage } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { getGame } from '../../api/endpoints';
import { appLanguage } from '../../i18n/i18n';
import { LANGUAGE_TAGS } from '../../i18n/languages';

/** The language each room plays in, asked once per room and page. */
const roomLanguages = new Map<string, Promise<Language>>();

function roomLanguage(code: string): Promise<Language> {
  let found = roomLanguages.get(code);
  if (!found) {
    found = getGame(code)
      .then((game) => (isLanguage(game?.settings?.language) ? game.settings.language : appLanguage()))
      .catch(() => {
        // Asked again next time: a failed request is no answer about the room.
        roomLanguages.delete(code);
        return appLanguage();
      });
    roomLanguages.set(code, found);
  }
  return found;
}

/**
 * The BCP 47 tag of the language a room plays in (its game settings), for a voice that reads its
 * prompts: the prompts come in the room's language, whatever this phone's own language is. Asks
 * only while `enabled`; the phone's language until the answer is there, and outside a room.
 */
export function useRoomSpeechLanguage(code: string | null, enabled: boolean): string {
  const [found, setFound] = useState<{ code: string; language: Language } | null>(null);
  useEffect(() => {
    if (!code || !enabled) return undefined;
    let current = true;
    void roomLanguage(code).then((language) => {
      if (current) setFound({ code, language });
    });
    return () => {
      current = false;
    };
  }, [code, enabled]);
  const language = found && found.code === code ? found.language : appLanguage();
  return LANGUAGE_TAGS[language];
}
