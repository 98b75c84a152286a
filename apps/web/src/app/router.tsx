import { createBrowserRouter } from 'react-router';
import { isTvDevice } from './device';
import { BootScreen } from './BootScreen';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { Layout } from '../features/layout/Layout';
import { FallbackScreen } from '../features/fallback/FallbackScreen';
import { accountRoutes } from '../features/account/routes';
import { prepareDiscordActivity } from '../features/discord/launch';
import { isEmbedded } from '../features/embedded-home/embedding';
import { appLanguage } from '../i18n/i18n';
import { connectNativeShell } from './nativeBridge';
import { trackPageViews } from '../analytics/analytics';

/**
 * The home for this device: the embedded home inside the native app shell or a Discord activity, the
 * smart-TV home on a TV, otherwise the marketing home.
 */
const homeForDevice = () => {
  if (isEmbedded()) return import('../features/embedded-home/EmbeddedHomePage').then((m) => ({ Component: m.EmbeddedHomePage }));
  if (isTvDevice()) return import('../features/smart-tv/SmartTvHomePage').then((m) => ({ Component: m.SmartTvHomePage }));
  return import('../features/home/HomePage').then((m) => ({
    Component: function Home() {
      return (
        <Layout>
          <m.HomePage />
        </Layout>
      );
    },
  }));
};

export function createRouter() {
  // Before the first request: a Discord activity talks to the server through Discord's proxy.
  prepareDiscordActivity();
  const router = createBrowserRouter([
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
            { path: 'audience/:gameCode', lazy: () => import('../features/audience/AudiencePage').then((m) => ({ Component: m.AudiencePage })) },
            { path: 'album/shared/:token', lazy: () => import('../features/album/AlbumPage').then((m) => ({ Component: m.AlbumPage })) },
            { path: 'album/:roomId', lazy: () => import('../features/album/AlbumPage').then((m) => ({ Component: m.AlbumPage })) },
            { path: 'publicGames', lazy: () => import('../features/public-games/PublicGamesPage').then((m) => ({ Component: m.PublicGamesPage })) },
            { path: 'joinGame/:gameCode?', lazy: () => import('../features/join/JoinPage').then((m) => ({ Component: m.JoinPage })) },
            { path: 'games/:gameType?', lazy: () => import('../features/site/GamesPage').then((m) => ({ Component: m.GamesPage })) },
            { path: 'howToPlay', lazy: () => import('../features/site/HowToPlayPage').then((m) => ({ Component: m.HowToPlayPage })) },
            { path: 'about', lazy: () => import('../features/site/AboutPage').then((m) => ({ Component: m.AboutPage })) },
            ...accountRoutes,
            { path: 'payment', lazy: () => import('../features/payment/PaymentPage').then((m) => ({ Component: m.PaymentPage })) },
            { path: 'payment/receipt/:paymentId', lazy: () => import('../features/payment/ReceiptPage').then((m) => ({ Component: m.ReceiptPage })) },
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
            { path: 'debug', lazy: () => import('../features/debug/DebugPage').then((m) => ({ Component: m.DebugPage })) },
            { path: 'playground/*', lazy: () => import('../features/playground/PlaygroundPage').then((m) => ({ Component: m.PlaygroundPage })) },
            // The dated survey and its short address are the same page.
            { path: 'survey', lazy: () => import('../features/survey/SurveyPage').then((m) => ({ Component: m.SurveyPage })) },
            { path: 'rocoSurveyOct10', lazy: () => import('../features/survey/SurveyPage').then((m) => ({ Component: m.SurveyPage })) },
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
          // A browser given the owner's TV link becomes the room's host screen.
          path: 'tv/:gameCode',
          errorElement: <RouteError />,
          lazy: () => import('../features/host-recovery/HostScreenRedeemPage').then((m) => ({ Component: m.HostScreenRedeemPage })),
        },
        { path: 'host/:gameCode', lazy: () => import('../features/host-recovery/HostLinkPage').then((m) => ({ Component: m.HostLinkPage })) },
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
        {
          // The cast receiver a Chromecast opens, and the phone that cast it: its remote.
          path: 'cast',
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('../features/cast/CastReceiverPage').then((m) => ({ Component: m.CastReceiverPage })) },
            { path: 'remote', lazy: () => import('../features/cast/CastRemotePage').then((m) => ({ Component: m.CastRemotePage })) },
          ],
        },
        { path: 'fallback', Component: FallbackScreen },
        { index: true, lazy: homeForDevice },
        { path: '*', lazy: homeForDevice },
      ],
    },
  ]);
  connectNativeShell(router, appLanguage);
  trackPageViews(router);
  return router;
}
