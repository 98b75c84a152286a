import { useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { SessionProvider } from './session';
import { CreateGameProvider } from '../features/create-game/CreateGameProvider';
import { isTvDevice } from './device';
import { installSpatialNavigation } from './spatialNavigation';

/** Providers that need the router, around every route. */
export function Root() {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate('/'), [navigate]);
  // A TV's remote has arrows and OK, no mouse: arrows move the focus between buttons.
  useEffect(() => (isTvDevice() ? installSpatialNavigation() : undefined), []);
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
