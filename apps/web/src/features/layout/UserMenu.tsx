import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { User as UserIcon } from '../../ui/icons';

/** The logged-in menu: the Guest label (or the user's name), Admin Home for admins, and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
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

  if (!session.hasToken) return null;
  const label = session.isGuest ? t('nav.guest') : session.claims?.name || session.claims?.sub || t('nav.account');

  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-chip" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <UserIcon size={18} /> {label}
      </button>
      {open ? (
        <ul className="user-menu__list" id={menuId}>
          <li>
            <button type="button" className="user-menu__item" disabled={session.isGuest} title={session.isGuest ? t('nav.profileGuestHint') : undefined}>
              {t('nav.profile')}
            </button>
          </li>
          {session.isAdmin ? (
            <li>
              <a className="user-menu__item" href="/admin">
                {t('nav.adminHome')}
              </a>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                void session.logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
