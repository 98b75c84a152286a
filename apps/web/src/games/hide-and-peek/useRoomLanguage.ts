import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isLanguage } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { getGame } from '../../api/endpoints';
import { appLanguage } from '../../i18n/i18n';
import { loadGameStrings } from '../registry';

/** This game's folder, whose strings are loaded for the room's language. */
const FOLDER = 'hide-and-peek';

export interface RoomLanguage {
  language: Language;
  /** Translates into the room's language (this game's strings). */
  t: TFunction;
}

/**
 * The language the room plays in (its game's settings), with this game's strings loaded for it, for
 * what is read aloud. Null while it loads; the phone's own language where the room's cannot be had.
 */
export function useRoomLanguage(code: string | null): RoomLanguage | null {
  const { i18n } = useTranslation();
  const [found, setFound] = useState<{ code: string | null; language: Language } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (language: Language) =>
      loadGameStrings(FOLDER, language)
        .catch(() => undefined)
        .then(() => {
          if (!controller.signal.aborted) setFound({ code, language });
        });
    if (!code) {
      void settle(appLanguage());
    } else {
      getGame(code, controller.signal)
        .then((game) => (isLanguage(game?.settings?.language) ? game.settings.language : appLanguage()))
        .catch(() => appLanguage())
        .then(settle);
    }
    return () => controller.abort();
  }, [code]);
  if (!found || found.code !== code) return null;
  return { language: found.language, t: i18n.getFixedT(found.language) };
}
