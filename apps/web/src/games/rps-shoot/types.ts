/**
 * The RPS_SHOOT view types, taken from the game's definition. Type-only: no rule of the game
 * reaches the browser bundle.
 */
import type { rpsShoot } from '@snackparty/games';

type Views = (typeof rpsShoot)['views'];
export type RpsHostView = ReturnType<Views['host']>;
export type RpsPlayerView = ReturnType<Views['player']>;
export type RpsRevealView = NonNullable<RpsHostView['reveal']>;
export type RpsThrowView = RpsRevealView['throws'][number];
export type RpsBetView = RpsRevealView['bets'][number];
export type RpsFighterStatus = NonNullable<RpsHostView['fighterA']>;
export type RpsOwnOutcome = NonNullable<RpsPlayerView['outcome']>;
export type RpsMove = RpsThrowView['playerMove'];
export type RpsResultValue = RpsThrowView['result'];
export type BetResult = RpsBetView['expectedResult'];
export type PickableMove = NonNullable<RpsPlayerView['myPicks']>[number];

export const PICKABLE: readonly PickableMove[] = ['ROCK', 'PAPER', 'SCISSORS'];
export const BETS: readonly BetResult[] = ['WIN', 'TIE', 'LOSE'];
/** Stage names of the game (strings of the view). */
export const RPS_STAGES = { pick: 'pick', reveal: 'reveal', roundScores: 'roundScores' } as const;
