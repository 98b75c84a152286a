import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FallbackScreen } from '../features/fallback/FallbackScreen';

/** The router's error element: a route that throws shows the fallback screen, which reports it. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error at', window.location.href, error);
  }, [error]);
  return <FallbackScreen reportAs="route" error={error} />;
}
