/**
 * The REQUIP view types, taken from the game's definition. Type-only: no rule of the game reaches
 * the browser bundle.
 */
import type { requip } from '@snackparty/games';

type Views = (typeof requip)['views'];
export type RequipHostView = ReturnType<Views['host']>;
export type RequipPlayerView = ReturnType<Views['player']>;
export type RequipCurrentPrompt = NonNullable<RequipHostView['current']>;
export type RequipAnswerView = RequipCurrentPrompt['answers'][number];
export type RequipReveal = NonNullable<RequipHostView['reveal']>;
export type RequipRevealAnswer = RequipReveal['answers'][number];
export type RequipRoundSummary = NonNullable<RequipHostView['roundSummary']>;
export type RequipPlayerPrompt = RequipPlayerView['prompts'][number];
export type RequipBallotView = NonNullable<RequipPlayerView['ballot']>;
