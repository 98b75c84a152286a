import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { updateProfile } from '../../api/account';
import { useSession } from '../../app/session';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';
import { Dialog } from '../../ui/Dialog';
import { Check } from '../../ui/icons';

/**
 * The language picker: every language in its own name. The choice is cached on the device; a
 * logged-in user's account takes it too, so that the next login (and the mails) keep it.
 */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const current = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const pick = (language: Language) => {
    void changeLanguage(language);
    if (session.isUser && session.claims && language !== current) {
      updateProfile(session.claims.userId, { language }).catch((error: unknown) => console.warn('The language could not be saved to the account', error));
    }
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('language.title')} size="md">
      <ul className="lang-list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="lang-list__btn"
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current}
              onClick={() => pick(language)}
            >
              <span>{LANGUAGE_NAMES[language]}</span>
              {language === current ? <Check size={20} /> : <span className="lang-list__code">{language}</span>}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
