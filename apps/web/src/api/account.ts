/** Typed calls for accounts, profiles and the contact form (spec section 7, User, Profile, Email). */
import { OAUTH_PROVIDERS_PATH, REST } from '@snackparty/protocol';
import type {
  InviteDto,
  Language,
  OAuthProvider,
  OAuthProvidersResponse,
  ProfileGameDetail,
  ProfileGamesPage,
  SignupRequest,
  TokenResponse,
  UserProfileDto,
} from '@snackparty/protocol';
import { http } from './http';

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Calls that create or restore a sign-in manage the token themselves: no refresh check around them. */
const own = { skipRefresh: true } as const;

export function login(email: string, password: string): Promise<TokenResponse> {
  return http.post<TokenResponse>(REST.user.login, { email, password }, { ...own, token: null });
}

export function signup(request: SignupRequest): Promise<{ emailSent: boolean }> {
  return http.post<{ emailSent: boolean }>(REST.user.signup, request, { ...own, token: null });
}

export function verifyEmail(vtoken: string): Promise<TokenResponse> {
  return http.get<TokenResponse>(query(REST.user.verifyEmail, { vtoken }), { ...own, token: null });
}

/** The sign-in session of this browser (an account's refresh cookie, or a guest's valid bearer); 403 when there is none. */
export function checkSession(token: string | null): Promise<TokenResponse> {
  return http.get<TokenResponse>(REST.user.checkSession, { ...own, token });
}

export function consumeLoginToken(ltoken: string): Promise<TokenResponse> {
  return http.get<TokenResponse>(query(REST.user.consumeLoginToken, { ltoken }), { ...own, token: null });
}

export function logoutCall(): Promise<void> {
  return http.post<void>(REST.user.logout, {}, own);
}

export function forgotPassword(email: string): Promise<unknown> {
  return http.post(REST.user.forgotPassword, { email }, { ...own, token: null });
}

/** Who the reset link is for (the address masked); 404 or 410 when the link is no good. */
export function fetchResetPassword(ftoken: string): Promise<{ email: string }> {
  return http.get<{ email: string }>(query(REST.user.resetPassword, { ftoken }), { ...own, token: null });
}

export function resetPassword(ftoken: string, password: string): Promise<void> {
  return http.post<void>(REST.user.resetPassword, { ftoken, password }, { ...own, token: null });
}

export function initDeleteAccount(): Promise<unknown> {
  return http.post(REST.user.initDeleteAccount, {});
}

export function deleteAccount(userId: number, dtoken: string): Promise<void> {
  return http.delete<void>(query(REST.userProfile.deleteAccount(userId), { dtoken }), own);
}

export function unsubscribe(utoken: string): Promise<unknown> {
  return http.post(REST.user.unsubscribe, { utoken }, { ...own, token: null });
}

export function fetchInvite(itoken: string): Promise<InviteDto> {
  return http.get<InviteDto>(query(REST.user.fetchInvite, { itoken }), { ...own, token: null });
}

export function acceptInvite(input: { itoken: string; name: string; password: string; language: Language }): Promise<TokenResponse> {
  return http.post<TokenResponse>(REST.user.acceptInvite, input, { ...own, token: null });
}

/** Admins only. */
export function inviteUser(email: string, language: Language): Promise<unknown> {
  return http.post(REST.user.invite, { email, language });
}

export function getProfile(userId: number, signal?: AbortSignal): Promise<UserProfileDto> {
  return http.get<UserProfileDto>(REST.userProfile.byId(userId), { signal });
}

export interface ProfileUpdate {
  name?: string;
  language?: Language;
  favoriteAvatarSrc?: string | null;
  marketingConsent?: boolean;
}

/** Saves profile fields; the answer carries a fresh token with the new name and avatar. */
export function updateProfile(userId: number, update: ProfileUpdate): Promise<UserProfileDto & { accessToken?: string }> {
  return http.put<UserProfileDto & { accessToken?: string }>(REST.userProfile.updateProfile(userId), update);
}

export function getProfileGames(userId: number, page: number, signal?: AbortSignal): Promise<ProfileGamesPage> {
  return http.get<ProfileGamesPage>(REST.userProfile.games(userId, page), { signal });
}

export function getProfileGame(userId: number, gameId: number, signal?: AbortSignal): Promise<ProfileGameDetail> {
  return http.get<ProfileGameDetail>(REST.userProfile.game(userId, gameId), { signal });
}

export function sendContactForm(input: { name: string; email: string; message: string }): Promise<unknown> {
  return http.post(REST.email.contactForm, input);
}

let oauthProviders: Promise<OAuthProvider[]> | null = null;

/**
 * The social sign-ins this server offers, asked once per page load (the server's configuration does
 * not change while it runs). None when the server cannot say: a button that leads nowhere is worse.
 */
export function fetchOAuthProviders(): Promise<OAuthProvider[]> {
  oauthProviders ??= http
    .get<OAuthProvidersResponse>(OAUTH_PROVIDERS_PATH, { token: null, skipRefresh: true })
    .then((response) => response.providers)
    .catch((error: unknown) => {
      console.warn('Social sign-ins could not be fetched', error);
      oauthProviders = null;
      return [];
    });
  return oauthProviders;
}

/** Forgets the providers asked for (tests, which answer differently each time). */
export function forgetOAuthProviders(): void {
  oauthProviders = null;
}
