import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { generateLoginCode, pollLoginCode } from '../../api/smartTv';
import { useJoinOrigin } from '../../api/joinAddress';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { runTvSignIn, type TvSignInState } from './tvSignIn';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Signing this TV in: a code and its QR; a signed-in phone confirms it at /loginCode/{code}. */
export function TvSignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const origin = useJoinOrigin();
  const [state, setState] = useState<TvSignInState>({ phase: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    running.current = true;
    void runTvSignIn({
      generate: () => generateLoginCode(),
      poll: (code, token) => pollLoginCode(code, token),
      signIn: (response) => session.loginWith(response),
      sleep,
      now: Date.now,
      onState: (next) => running.current && setState(next),
      running: () => running.current,
    }).then((phase) => {
      if (phase === 'signedIn' && running.current) setTimeout(onClose, 1500);
    });
    return () => {
      running.current = false;
    };
    // A new attempt (a fresh code) restarts the flow; the session's functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, attempt]);

  useEffect(() => {
    if (state.phase !== 'waiting') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  const link = state.phase === 'waiting' ? `${origin}${state.grant.verificationPath}` : '';
  const minutesLeft = state.phase === 'waiting' ? Math.max(0, Math.ceil((state.expiresAt - now) / 60_000)) : 0;

  return (
    <Dialog open={open} onClose={onClose} title={t('tvSignIn.title')} size="lg" className="tv-sign-in">
      {state.phase === 'waiting' ? (
        <div className="tv-sign-in__body">
          <div className="tv-sign-in__qr">
            <QRCodeSVG value={link} size={280} level="M" marginSize={2} bgColor="#f2eded" fgColor="#15131c" title={t('tvSignIn.qrTitle')} />
          </div>
          <ol className="tv-sign-in__steps">
            <li>{t('tvSignIn.step1')}</li>
            <li>
              {t('tvSignIn.step2')} <strong className="tv-sign-in__link">{link.replace(/^https?:\/\//, '')}</strong>
            </li>
            <li>
              {t('tvSignIn.step3')}
              <span className="tv-sign-in__code" data-testid="tv-login-code">
                {state.grant.loginCode}
              </span>
            </li>
            <li className="tv-sign-in__expiry">{t('tvSignIn.expires', { count: minutesLeft })}</li>
          </ol>
        </div>
      ) : state.phase === 'signedIn' ? (
        <p className="tv-sign-in__done" role="status">
          {t('tvSignIn.signedIn', { name: session.claims?.name ?? '' })}
        </p>
      ) : state.phase === 'starting' ? (
        <p className="tv-sign-in__note">{t('tvSignIn.starting')}</p>
      ) : (
        <div className="tv-sign-in__again">
          <p className="tv-sign-in__note" role="alert">
            {state.phase === 'expired' ? t('tvSignIn.expired') : t('error.server_unavailable')}
          </p>
          <Button size="lg" onClick={() => setAttempt((n) => n + 1)} autoFocus lockMs={0}>
            {t('tvSignIn.newCode')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
