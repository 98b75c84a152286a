/**
 * The dated survey (spec: `/rocoSurveyOct10` and `/survey`, the same page): a few questions about a
 * game night, answered once per account (answering again replaces the answer), listed for admins.
 */
import { z } from 'zod';
import { DATE_PICKER_MAX, DATE_PICKER_MIN, GAME_TYPES, LANGUAGES, type GameType, type Language } from './constants';

/** The survey the page asks; its answers are stored under this id. */
export const CURRENT_SURVEY_ID = 'rocoSurveyOct10';
export const SURVEY_IDS = [CURRENT_SURVEY_ID] as const;
export type SurveyId = (typeof SURVEY_IDS)[number];

export const SURVEY_PATHS = {
  /** `POST {surveyId, language, answers}`: the caller's answer; `GET ?surveyId=`: it again (204 when none). */
  answer: '/survey/answer',
  /** `GET ?surveyId=&page=`: every answer with a summary, for admins only. */
  adminAnswers: '/admin/surveyAnswers',
} as const;

export const SURVEY_PLAYED_WITH = ['sharedScreen', 'phonesOnly', 'videoCall', 'smartTv', 'notYet'] as const;
export type SurveyPlayedWith = (typeof SURVEY_PLAYED_WITH)[number];
export const SURVEY_PLAY_AGAIN = ['yes', 'maybe', 'no'] as const;
export type SurveyPlayAgain = (typeof SURVEY_PLAY_AGAIN)[number];
export const SURVEY_FUN_MIN = 1;
export const SURVEY_FUN_MAX = 5;
export const SURVEY_IMPROVE_MAX_LENGTH = 1000;

/** A date as a date picker gives it (`YYYY-MM-DD`), a real day within the picker's range. */
export const pickerDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= DATE_PICKER_MIN && value <= DATE_PICKER_MAX;
  }, 'survey.error.dateOutOfRange');

export const surveyAnswersSchema = z
  .object({
    /** How the game was played. */
    playedWith: z.enum(SURVEY_PLAYED_WITH),
    /** How much fun it was, 1 to 5. */
    fun: z.number().int().min(SURVEY_FUN_MIN).max(SURVEY_FUN_MAX),
    /** The game liked best (case ignored), if any. */
    favouriteGame: z
      .string()
      .transform((s) => s.trim().toUpperCase())
      .pipe(z.enum(GAME_TYPES))
      .optional(),
    playAgain: z.enum(SURVEY_PLAY_AGAIN),
    /** The day of the game night, if given. */
    playedOn: pickerDateSchema.optional(),
    /** What to make better, in the player's own words. */
    improve: z.string().trim().max(SURVEY_IMPROVE_MAX_LENGTH).optional(),
  })
  .strict();
export type SurveyAnswers = z.output<typeof surveyAnswersSchema>;

export const surveySubmitSchema = z
  .object({
    surveyId: z.enum(SURVEY_IDS),
    language: z.enum(LANGUAGES),
    answers: surveyAnswersSchema,
  })
  .strict();
export type SurveySubmitRequest = z.input<typeof surveySubmitSchema>;

export interface SurveyAnswerDto {
  id: number;
  surveyId: SurveyId;
  language: Language;
  answers: SurveyAnswers;
  createdAt: string;
  updatedAt: string;
}

/** One answer as an admin sees it: who sent it (an account or a guest) and from which browser. */
export interface AdminSurveyAnswerDto extends SurveyAnswerDto {
  userId: number;
  userName: string;
  isGuest: boolean;
  /** The browser's user agent, at most 500 characters. */
  userAgent: string | null;
}

export interface SurveySummary {
  count: number;
  /** The mean of `fun`, or null without answers. */
  averageFun: number | null;
  playedWith: Partial<Record<SurveyPlayedWith, number>>;
  playAgain: Partial<Record<SurveyPlayAgain, number>>;
  favouriteGame: Partial<Record<GameType, number>>;
}

export interface AdminSurveyAnswersResponse {
  surveyId: SurveyId;
  page: number;
  pageSize: number;
  total: number;
  /** Newest first. */
  answers: AdminSurveyAnswerDto[];
  summary: SurveySummary;
}

/** Why an answer was refused (the web translates them in its `survey` block). */
export const SURVEY_MESSAGE_KEYS = {
  /** An answer that is missing or out of range (422). */
  invalidAnswer: 'survey.error.invalidAnswer',
  /** A date outside 1900 to 2099, or not a real day (422). */
  dateOutOfRange: 'survey.error.dateOutOfRange',
} as const;
export type SurveyMessageKey = (typeof SURVEY_MESSAGE_KEYS)[keyof typeof SURVEY_MESSAGE_KEYS];
