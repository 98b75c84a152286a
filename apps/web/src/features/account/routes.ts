/** The account, profile, admin and contact routes, inside the site frame (spec section 2). */
import type { RouteObject } from 'react-router';

export const accountRoutes: RouteObject[] = [
  { path: 'register', lazy: () => import('./RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
  { path: 'account/verifyEmail', lazy: () => import('./VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })) },
  { path: 'account/forgotPassword', lazy: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: 'account/resetPassword', lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: 'account/deleteAccount', lazy: () => import('./DeleteAccountPage').then((m) => ({ Component: m.DeleteAccountPage })) },
  { path: 'account/unsubscribe', lazy: () => import('./UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })) },
  { path: 'account/invite', lazy: () => import('./InvitePage').then((m) => ({ Component: m.InvitePage })) },
  { path: 'user/:userId', lazy: () => import('../profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
  { path: 'user/:userId/games/:gameId', lazy: () => import('../profile/GameDetailPage').then((m) => ({ Component: m.GameDetailPage })) },
  { path: 'admin', lazy: () => import('../admin/AdminHomePage').then((m) => ({ Component: m.AdminHomePage })) },
  { path: 'contact', lazy: () => import('../contact/ContactPage').then((m) => ({ Component: m.ContactPage })) },
];
