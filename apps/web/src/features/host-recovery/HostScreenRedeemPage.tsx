import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOST_RECOVERY_MESSAGE_KEYS } from '@snackparty/protocol';
import { errorMessageKey } from '../../api/errors';
import { useSession } from '../../app/session';
import { clearGameSession, setItem } from '../../storage/storage';
import { LoadingDots } from '../../ui/Spinner';
import { Wordmark } from '../../ui/Wordmark';
import { redeemHostScreenLink } from './hostScreenApi';
import './host-recovery.css';

/**
 * `/tv/{code}#{token}`: the page a TV opens from the owner's QR code. It spends the link once, signs
 * this browser in as the room's host screen (a sign-in of its own, never the owner's account) and
 * lands on the host screen, which shows the room as it is now.
 */
export function HostScreenRedeemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameCode } = useParams();
  const { hash } = useLocation();
  const { loginWith } = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = hash.slice(1);
    const code = (gameCode ?? '').toUpperCase();
    if (!token || !code) {
      setFailed(HOST_RECOVERY_MESSAGE_KEYS.linkInvalid);
      return;
    }
    redeemHostScreenLink(code, token)
      .then(async (answer) => {
        await loginWith(answer);
        clearGameSession();
        setItem('roomCode', answer.gameCode);
        // Replacing this page's entry takes the spent link out of the history.
        navigate('/host/session', { replace: true });
      })
      .catch((error: unknown) => setFailed(errorMessageKey(error)));
  }, [gameCode, hash, loginWith, navigate]);

  return (
    <main className="tv-redeem">
      <Wordmark />
      {failed ? (
        <section className="tv-redeem__card card" role="alert">
          <h1>{t('hostRecovery.redeemFailedTitle')}</h1>
          <p>{t(failed, { defaultValue: t('hostRecovery.error.link_invalid') })}</p>
          <p>{t('hostRecovery.redeemFailedHint')}</p>
          <Link to="/" className="tv-redeem__home">
            {t('hostRecovery.home')}
          </Link>
        </section>
      ) : (
        <section className="tv-redeem__card card" aria-live="polite">
          <h1>{t('hostRecovery.redeeming')}</h1>
          <LoadingDots />
        </section>
      )}
    </main>
  );
}
