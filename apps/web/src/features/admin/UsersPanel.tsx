import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, ROLE_ADMIN } from '@snackparty/protocol';
import type { AdminUser, AssignableRole } from '@snackparty/protocol';
import { useSession } from '../../app/session';
import { Lock } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { useReload } from './useReload';
import { AdminSection } from './AdminSection';
import { getAdminUsers, setUserRoles } from './adminApi';

/** The translation key of a role's name. */
const ROLE_KEYS: Record<AssignableRole, string> = {
  role_admin: 'admin.roles.admin',
  role_jest: 'admin.roles.test',
  role_alpha: 'admin.roles.alpha',
};

/** Accounts, newest first (the latest sign-ups), searchable, with their roles to give or take. */
export function UsersPanel({ refresh }: { refresh: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  // Searching waits until typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);
  const [loaded, setLoaded] = useReload((signal) => getAdminUsers(search, signal), [search, refresh]);

  const replace = (user: AdminUser) => {
    if (loaded.status === 'ready') setLoaded({ users: loaded.value.users.map((u) => (u.userId === user.userId ? user : u)) });
  };

  return (
    <AdminSection
      title={t('admin.users.title')}
      loaded={loaded}
      className="admin-users"
      aside={
        <div className="admin-search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('admin.users.search')}
          </label>
          <input id={`${id}-search`} className="field__input account-input admin-search__input" type="search" placeholder={t('admin.users.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      }
    >
      {({ users }) =>
        users.length === 0 ? (
          <p className="field__hint">{t('admin.users.none')}</p>
        ) : (
          <>
            <p className="field__hint">{t('admin.users.rolesHint')}</p>
            <ul className="admin-users__list">
              {users.map((user) => (
                <UserRow key={user.userId} user={user} onChanged={replace} />
              ))}
            </ul>
          </>
        )
      }
    </AdminSection>
  );
}

function UserRow({ user, onChanged }: { user: AdminUser; onChanged: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const isMe = session.claims?.userId === user.userId;

  const toggle = async (role: AssignableRole, on: boolean) => {
    const current = ASSIGNABLE_ROLES.filter((r) => user.roles.includes(r));
    const next = on ? [...current, role] : current.filter((r) => r !== role);
    setBusy(true);
    try {
      const updated = await setUserRoles(user.userId, next);
      onChanged(updated);
      toast.show(t('admin.users.saved', { name: user.name }), { kind: 'success' });
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-user">
      <div className="admin-user__who">
        <span className="admin-user__name">
          {user.name}
          {isMe ? <span className="badge badge--muted admin-user__me">{t('admin.users.you')}</span> : null}
        </span>
        <span className="admin-user__email">{user.email}</span>
        <span className="admin-user__meta">
          {t('admin.users.joined', { date: formatDate(user.createdAt) })}
          {' · '}
          {user.verified ? t('admin.users.verified') : t('admin.users.unverified')}
        </span>
      </div>
      <fieldset className="admin-user__roles" disabled={busy}>
        <legend className="visually-hidden">{t('admin.users.rolesOf', { name: user.name })}</legend>
        {ASSIGNABLE_ROLES.map((role) => {
          const configured = user.configuredRoles.includes(role);
          const locked = configured || (isMe && role === ROLE_ADMIN);
          return (
            <label key={role} className={`admin-role ${locked ? 'is-locked' : ''}`} title={configured ? t('admin.users.configured') : locked ? t('admin.users.ownAdmin') : undefined}>
              <input type="checkbox" checked={user.roles.includes(role)} disabled={locked} onChange={(event) => void toggle(role, event.target.checked)} />
              <span>{t(ROLE_KEYS[role])}</span>
              {locked ? <Lock size={14} /> : null}
            </label>
          );
        })}
      </fieldset>
    </li>
  );
}
