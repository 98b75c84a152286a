/** What the account menu offers, from the session (spec sections 2 and 6). */
import type { SessionApi } from '../../app/session';

export interface AccountMenu {
  loggedIn: boolean;
  isGuest: boolean;
  /** The user's email, shown as the menu's label. */
  email: string;
  /** The profile page; null for guests (the entry is disabled). */
  profilePath: string | null;
  adminHome: boolean;
}

export function accountMenu(session: Pick<SessionApi, 'hasToken' | 'isGuest' | 'isAdmin' | 'claims'>): AccountMenu {
  const user = session.hasToken && !session.isGuest && session.claims ? session.claims : null;
  return {
    loggedIn: session.hasToken,
    isGuest: session.hasToken && session.isGuest,
    email: user ? user.sub || user.name : '',
    profilePath: user && Number.isFinite(user.userId) ? `/user/${user.userId}` : null,
    adminHome: session.hasToken && session.isAdmin,
  };
}
