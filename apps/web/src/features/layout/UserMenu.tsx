import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { User as UserIcon } from '../../ui/icons';
import { useLoginDialog } from '../account/LoginDialog';
import { accountMenu } from './accountMenu';
import './layout.css';

/**
 * The account in the title bar (spec section 2): a Log in button, or the logged-in menu with the
 * user's email (or Guest), Profile (disabled for guests), Admin Home for admins, and Logout. A
 * guest is not logged in to anything: the menu offers Log in, and forgetting the guest identity
 * of this device instead of Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { openLogin } = useLoginDialog();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const menu = accountMenu(session);
  if (!menu.loggedIn) {
    return (
      <div className="user-menu">
        <button type="button" className="user-chip user-chip--login" onClick={openLogin} aria-haspopup="dialog">
          <UserIcon size={18} /> {t('login.logIn')}
        </button>
      </div>
    );
  }
  const label = menu.isGuest ? t('nav.guest') : menu.email;

  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-chip" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <UserIcon size={18} /> <span className="user-chip__label">{label}</span>
      </button>
      {open ? (
        <ul className="user-menu__list" id={menuId} aria-label={t('userMenu.label')}>
          <li>
            {menu.profilePath ? (
              <Link className="user-menu__item" to={menu.profilePath} onClick={() => setOpen(false)}>
                {t('nav.profile')}
              </Link>
            ) : (
              <button type="button" className="user-menu__item" disabled title={t('nav.profileGuestHint')}>
                {t('nav.profile')}
              </button>
            )}
          </li>
          {menu.profilePath ? (
            <>
              <li>
                <Link className="user-menu__item" to="/wordPacks" onClick={() => setOpen(false)}>
                  {t('nav.wordPacks')}
                </Link>
              </li>
              <li>
                <Link className="user-menu__item" to="/categoryPack" onClick={() => setOpen(false)}>
                  {t('nav.categoryPacks')}
                </Link>
              </li>
            </>
          ) : null}
          {menu.isGuest ? (
            <li>
              <button
                type="button"
                className="user-menu__item"
                onClick={() => {
                  setOpen(false);
                  openLogin();
                }}
              >
                {t('login.logIn')}
              </button>
            </li>
          ) : null}
          {menu.adminHome ? (
            <li>
              <Link className="user-menu__item" to="/admin" onClick={() => setOpen(false)}>
                {t('nav.adminHome')}
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="user-menu__item"
              title={menu.isGuest ? t('nav.forgetGuestHint') : undefined}
              onClick={() => {
                setOpen(false);
                void session.logout();
              }}
            >
              {menu.isGuest ? t('nav.forgetGuest') : t('nav.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
