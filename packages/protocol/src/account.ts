/** Account calls (spec section 7, User and Profile): request schemas and response shapes. */
import { z } from 'zod';
import { isPlayerAvatar } from './avatars';
import { LANGUAGES, type GameType, type Language } from './constants';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
} from './account-rules';

const email = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, { message: 'registration.email_invalid' })
  .transform(normalizeEmail);
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const token = z.string().min(10).max(200);
const language = z.enum(LANGUAGES);

export const loginSchema = z.object({ email, password });
export type LoginRequest = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  email,
  password,
  language: language.default('en'),
  // Consent is given by ticking the box, never assumed: a sign-up that does not say gives none.
  marketingConsent: z.boolean().default(false),
  acceptTerms: z.literal(true),
  favoriteAvatarSrc: z.string().max(200).refine(isPlayerAvatar).nullable().optional(),
  /** Present when the sign-up follows an invite link. */
  itoken: token.optional(),
});
export type SignupRequest = z.input<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ ftoken: token, password });
export const acceptInviteSchema = z.object({ itoken: token, name: z.string().trim().min(1).max(NAME_MAX_LENGTH), password, language: language.default('en') });
export const initDeleteAccountSchema = z.object({}).passthrough();
export const unsubscribeSchema = z.object({ utoken: token.optional(), email: email.optional() });
export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    language,
    favoriteAvatarSrc: z.string().refine(isPlayerAvatar).nullable(),
    marketingConsent: z.boolean(),
  })
  .partial();
export const contactFormSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  email,
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export const subscribeSchema = z.object({ email, language: language.default('en') });
/** Admins invite someone by mail (`/user/acceptInvite` finishes it). */
export const inviteSchema = z.object({ email, language: language.default('en') });

/** `GET /user/fetchInvite?itoken`: who was invited, so the form can show the address. */
export interface InviteDto {
  email: string;
  invitedBy: string;
}

/** `GET /userProfile/{id}` (the owner, or an admin, sees email and subscription). */
export interface UserProfileDto {
  userId: number;
  name: string;
  favoriteAvatarSrc: string | null;
  createdAt: string;
  isGuest: boolean;
  email?: string;
  language?: Language;
  marketingConsent?: boolean;
  emailVerified?: boolean;
  subscriptionEndDate?: string | null;
  roles?: string[];
  gamesPlayed: number;
}

/** One game in a profile's history. */
export interface ProfileGameEntry {
  gameId: number;
  gameCode: string;
  gameType: GameType;
  createdAt: string;
  playerCount: number;
  hosted: boolean;
  /** The user's final score, when they had a seat. */
  score: number | null;
  /** 1-based place among the seats, when they had one. */
  place: number | null;
  over: boolean;
}
export interface ProfileGamesPage {
  page: number;
  pageSize: number;
  total: number;
  games: ProfileGameEntry[];
}
/** `GET /userProfile/{id}/games/{gameId}`: the final table, and the drawings kept from it. */
export interface ProfileGameDetail extends ProfileGameEntry {
  players: Array<{ playerId: number; alias: string; avatarSrc: string; robot: boolean; score: number }>;
  drawings: Array<{ drawingId: number; turn: number; word: string; painterPlayerId: number; painterAlias: string; painterAvatarSrc: string; saveData: unknown }>;
}

/**
 * `POST /user/signup`: normally `{ emailSent: true }` (the verification link is in the mail). After an
 * invite link (`itoken` for the same address) the account is verified at once and the session comes back.
 */
export interface SignupResponse {
  emailSent: boolean;
  accessToken?: string;
  locale?: Language;
}
