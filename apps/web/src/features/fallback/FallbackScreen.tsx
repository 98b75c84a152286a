import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { Refresh } from '../../ui/icons';
import { Wordmark } from '../../ui/Wordmark';
import { reloadApp } from './nativeBridge';

/**
 * The fallback error screen: black page, wordmark, an orange loading animation, the message and a
 * refresh button (spec section 2).
 */
export function FallbackScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Fallback screen shown at', window.location.href);
    document.title = 'Snackparty';
  }, []);
  return (
    <main className="fallback">
      <Wordmark size="xl" />
      <div className="fallback__loader" role="presentation" />
      <p className="fallback__message" role="alert">
        {t(MESSAGE_KEYS.somethingWentWrong, { defaultValue: 'Something went wrong.' })}
      </p>
      <button
        type="button"
        className="fallback__refresh"
        onClick={() => reloadApp()}
        aria-label={t('fallback.reload', { defaultValue: 'Reload' })}
        title={t('fallback.reload', { defaultValue: 'Reload' })}
        autoFocus
      >
        <Refresh size={36} />
      </button>
    </main>
  );
}
