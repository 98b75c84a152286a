/**
 * The AB_THINKING view types, taken from the game's definition. Type-only: no rule of the game
 * reaches the browser bundle.
 */
import type { AbThinkingHostView, AbThinkingPlayerView } from '@snackparty/games';

export type { AbThinkingHostView, AbThinkingPlayerView };
export type AbQuestion = NonNullable<AbThinkingHostView['question']>;
export type AbSplit = NonNullable<AbThinkingHostView['split']>;
export type AbAudienceSplit = NonNullable<AbSplit['audience']>;
export type AbResults = NonNullable<AbThinkingHostView['results']>;
export type AbResultRow = AbResults['rows'][number];
export type AbRoundSummary = NonNullable<AbThinkingHostView['roundSummary']>;
export type AbAnswer = NonNullable<AbThinkingPlayerView['answer']>;
export type Side = 'A' | 'B';
