import { createBrowserRouter } from 'react-router';
import { isTvDevice } from './device';
import { BootScreen } from './BootScreen';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { Layout } from '../features/layout/Layout';
import { FallbackScreen } from '../features/fallback/FallbackScreen';
import { accountRoutes } from '../features/account/routes';

/** The home for this device: the smart-TV home on a TV, otherwise the marketing home. */
const homeForDevice = () =>
  isTvDevice()
    ? import('../features/smart-tv/SmartTvHomePage').then((m) => ({ Component: m.SmartTvHomePage }))
    : import('../features/home/HomePage').then((m) => ({
        Component: function Home() {
          return (
            <Layout>
              <m.HomePage />
            </Layout>
          );
        },
      }));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        {
          element: <Layout />,
          errorElement: <RouteError />,
          children: [
            { path: 'join/:gameCode?', lazy: () => import('../features/join/JoinPage').then((m) => ({ Component: m.JoinPage })) },
            ...accountRoutes,
            { path: 'loginCode/:loginCode', lazy: () => import('../features/smart-tv/LoginCodePage').then((m) => ({ Component: m.LoginCodePage })) },
            {
              path: 'privacy-policy',
              lazy: () => import('../features/legal/LegalPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
            },
            {
              path: 'wordPacks',
              lazy: () => import('../features/word-packs/WordPacksPage').then((m) => ({ Component: m.WordPacksPage })),
            },
            { path: 'categoryPack', lazy: () => import('../features/word-packs/CategoryPacksPage').then((m) => ({ Component: m.CategoryPacksPage })) },
            {
              path: 'terms-and-conditions',
              lazy: () => import('../features/legal/LegalPage').then((m) => ({ Component: m.TermsPage })),
            },
          ],
        },
        {
          path: 'host/session',
          errorElement: <RouteError />,
          lazy: () => import('../features/host-lobby/HostLobbyPage').then((m) => ({ Component: m.HostLobbyPage })),
        },
        {
          path: 'player/session',
          errorElement: <RouteError />,
          lazy: () => import('../features/player-lobby/PlayerLobbyPage').then((m) => ({ Component: m.PlayerLobbyPage })),
        },
        {
          path: 'player/game',
          errorElement: <RouteError />,
          lazy: () => import('../features/player-lobby/PlayerGamePage').then((m) => ({ Component: m.PlayerGamePage })),
        },
        {
          path: 'smarttvhome',
          lazy: () => import('../features/smart-tv/SmartTvHomePage').then((m) => ({ Component: m.SmartTvHomePage })),
        },
        { path: 'autoCreate', lazy: () => import('../features/smart-tv/AutoCreatePage').then((m) => ({ Component: m.AutoCreatePage })) },
        { path: 'fallback', Component: FallbackScreen },
        { index: true, lazy: homeForDevice },
        { path: '*', lazy: homeForDevice },
      ],
    },
  ]);
}
