import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import type { ErrorReportSource } from '@snackparty/protocol';
import { Refresh } from '../../ui/icons';
import { Wordmark } from '../../ui/Wordmark';
import { reloadApp } from './nativeBridge';
import { reportError } from './errorReport';

export interface FallbackScreenProps {
  /**
   * How this screen reports what went wrong with the page address: `fallback` when it is opened
   * by itself, `route` for a page that failed; null when whoever shows it has reported already.
   */
  reportAs?: ErrorReportSource | null;
  error?: unknown;
}

/**
 * The fallback error screen: black page, wordmark, an orange loading animation, the message and a
 * refresh button (spec section 2).
 */
export function FallbackScreen({ reportAs = 'fallback', error }: FallbackScreenProps) {
  const { t } = useTranslation();
  // Once per screen, also when development mode runs the effect twice.
  const reported = useRef(false);
  useEffect(() => {
    console.error('Fallback screen shown at', window.location.href);
    document.title = 'Snackparty';
    if (reportAs && !reported.current) {
      reported.current = true;
      void reportError(reportAs, error);
    }
  }, [reportAs, error]);
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
