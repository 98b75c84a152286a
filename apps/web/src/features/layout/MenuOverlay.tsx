import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../app/installPrompt';
import { useSession } from '../../app/session';
import { LANGUAGE_NAMES, asLanguage } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { Close, Globe, Phone } from '../../ui/icons';
import { Wordmark } from '../../ui/Wordmark';
import { accountMenu } from './accountMenu';
import { visibleNavLinks } from './navLinks';
import { useShowPricing } from './PaymentsEnabled';

/** The small-screen menu: every link, the language and the account, full screen. */
export function MenuOverlay({ onClose, onLanguage, onLogin }: { onClose: () => void; onLanguage: () => void; onLogin: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const menu = accountMenu(session);
  const root = useRef<HTMLDivElement>(null);
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const links = visibleNavLinks(useShowPricing());
  const { canInstall, install } = useInstallPrompt();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    root.current?.querySelector<HTMLElement>('a, button')?.focus();
    document.body.classList.add('has-modal');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && root.current) {
        const items = Array.from(root.current.querySelectorAll<HTMLElement>('a, button:not(:disabled)'));
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-modal');
      previous?.focus?.();
    };
  }, [onClose]);

  // A portal: the title bar's backdrop filter would otherwise be the containing block of this
  // fixed overlay.
  return createPortal(
    <div className="menu-overlay" role="dialog" aria-modal="true" aria-label={t('nav.menu')} ref={root}>
      <div className="menu-overlay__top">
        <Link to="/" onClick={onClose} aria-label={t('nav.home')} className="titlebar__brand">
          <Wordmark size="md" />
        </Link>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('nav.closeMenu')}>
          <Close size={30} />
        </button>
      </div>
      <nav aria-label={t('nav.mainNavigation')}>
        <ul className="menu-overlay__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="menu-overlay__link" onClick={onClose}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu-overlay__bottom">
        {/* Only where the browser offers it (it says nothing once the app is installed). */}
        {canInstall ? (
          <Button variant="secondary" icon={<Phone size={20} />} onClick={() => void install()} lockMs={0} block>
            {t('nav.installApp')}
          </Button>
        ) : null}
        <Button variant="secondary" icon={<Globe size={20} />} onClick={onLanguage} lockMs={0} block>
          {LANGUAGE_NAMES[language]}
        </Button>
        {menu.loggedIn ? (
          <>
            <p className="field__hint menu-overlay__who">{menu.isGuest ? t('nav.signedInAsGuest') : menu.email}</p>
            {menu.profilePath ? (
              <Link className="btn btn--ghost btn--md btn--block" to={menu.profilePath} onClick={onClose}>
                {t('nav.profile')}
              </Link>
            ) : null}
            {menu.profilePath ? (
              <>
                <Link className="btn btn--ghost btn--md btn--block" to="/wordPacks" onClick={onClose}>
                  {t('nav.wordPacks')}
                </Link>
                <Link className="btn btn--ghost btn--md btn--block" to="/categoryPack" onClick={onClose}>
                  {t('nav.categoryPacks')}
                </Link>
              </>
            ) : null}
            {menu.adminHome ? (
              <Link className="btn btn--ghost btn--md btn--block" to="/admin" onClick={onClose}>
                {t('nav.adminHome')}
              </Link>
            ) : null}
            {menu.isGuest ? (
              <Button block onClick={onLogin} lockMs={0}>
                {t('login.logIn')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              block
              onClick={() => {
                onClose();
                void session.logout();
              }}
            >
              {menu.isGuest ? t('nav.forgetGuest') : t('nav.logout')}
            </Button>
          </>
        ) : (
          <Button block onClick={onLogin} lockMs={0}>
            {t('login.logIn')}
          </Button>
        )}
      </div>
    </div>,
    document.body,
  );
}
