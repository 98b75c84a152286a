/**
 * The SNAPTION view types, taken from the game's definition. Type-only: no rule of the game reaches
 * the browser bundle.
 */
import type { SnaptionHostView, SnaptionPlayerView } from '@snackparty/games';

export type { SnaptionHostView, SnaptionPlayerView };
export type SnaptionCard = NonNullable<SnaptionHostView['card']>;
export type SnaptionAttribution = NonNullable<SnaptionCard['attribution']>;
export type SnaptionCurrentVote = NonNullable<SnaptionHostView['current']>;
export type SnaptionCaption = SnaptionCurrentVote['captions'][number];
export type SnaptionReveal = NonNullable<SnaptionHostView['reveal']>;
export type SnaptionRevealCaption = SnaptionReveal['captions'][number];
export type SnaptionJinx = SnaptionReveal['jinxes'][number];
export type SnaptionRoundWinner = NonNullable<SnaptionHostView['roundWinner']>;
export type SnaptionRoundSummary = NonNullable<SnaptionHostView['roundSummary']>;
export type SnaptionBallot = NonNullable<SnaptionPlayerView['ballot']>;
