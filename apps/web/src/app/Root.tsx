import { useCallback } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { SessionProvider } from './session';
import { CreateGameProvider } from '../features/create-game/CreateGameProvider';

/** Providers that need the router, around every route. */
export function Root() {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate('/'), [navigate]);
  return (
    <ToastProvider>
      <SessionProvider onLogout={goHome}>
        <CreateGameProvider>
          <Outlet />
          <ScrollRestoration />
        </CreateGameProvider>
      </SessionProvider>
    </ToastProvider>
  );
}
