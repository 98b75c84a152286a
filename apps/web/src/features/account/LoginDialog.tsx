import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { LoadingDots } from '../../ui/Spinner';

// The form loads when the dialog first opens, so a phone that only joins a room never downloads it.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

interface LoginDialogApi {
  openLogin: () => void;
}
const LoginDialogContext = createContext<LoginDialogApi>({ openLogin: () => undefined });

export function useLoginDialog(): LoginDialogApi {
  return useContext(LoginDialogContext);
}

/** The login dialog, openable from the title bar, the menu and any page inside it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openLogin = useCallback(() => setOpen(true), []);
  const api = useMemo(() => ({ openLogin }), [openLogin]);
  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      <LoginDialog open={open} onClose={() => setOpen(false)} />
    </LoginDialogContext.Provider>
  );
}

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('login.title')} size="sm" className="login-dialog">
      {open ? (
        <Suspense fallback={<LoadingDots />}>
          <LoginForm onSuccess={onClose} onLeave={onClose} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
