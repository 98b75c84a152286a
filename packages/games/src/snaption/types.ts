import type { BaseSettings, PlayerId } from '@snackparty/engine';

/** The game type as the registry and the topics (`/snaption/...`) know it. */
export const GAME_TYPE = 'SNAPTION';

/** Stage names, in play order within a round. */
export const STAGES = {
  /** Every player writes a caption for the round's picture (in the blind final, before it is shown). */
  caption: 'caption',
  /** Blind final only: the picture appears, after the captions are in (watch only). */
  unveil: 'unveil',
  /** Captions on the screen, anonymous: every caption at once, or one head-to-head pair at a time; voters vote and predict the winner. */
  vote: 'vote',
  /** The votes, the authors and the right predictions; its points are awarded as it ends (watch only). */
  reveal: 'reveal',
  /** Head-to-head rounds only, after the last pair: the round's top caption and its bonus (watch only). */
  roundWinner: 'roundWinner',
  /** The round's scores (watch only). */
  roundScores: 'roundScores',
} as const;
export type SnaptionStageName = (typeof STAGES)[keyof typeof STAGES];

export const MOVES = { caption: 'caption', vote: 'vote' } as const;

/** SNAPTION's own settings object in the room's settings (`snaptionSettings`), as the lobby edits it. */
export interface SnaptionOwnSettings {
  /** Deal only the bundled pictures marked fit for a family room (default true). */
  familyOnly?: boolean;
}

/** Who a GIF is from, which the screens show wherever it shows ("Powered by GIPHY", its creator and page). */
export interface CardAttribution {
  provider: string;
  pageUrl?: string;
  user?: string;
}

/** A picture from outside the bundled deck (a GIF from a provider), as the server hands it in. */
export interface CustomCard {
  cardId: string;
  imageUrl: string;
  attribution?: CardAttribution;
}

/**
 * The settings SNAPTION reads; the room's `GameSettings` fits. `usedCardIds` and `customCards` are
 * filled in by the server before the game starts, not by the lobby.
 */
export interface SnaptionSettings extends BaseSettings {
  snaptionSettings?: SnaptionOwnSettings;
  /** Cards the room's earlier games of the night showed, oldest first: not shown again while others are left. */
  usedCardIds?: string[];
  /** GIFs fetched by the server from a provider; they come up in every other round while unused ones are left. */
  customCards?: CustomCard[];
}

/** Move `caption`: the player's caption for this round; sent again, it replaces the earlier one. */
export interface CaptionPayload {
  text: string;
}

/**
 * Move `vote`: the caption a voter finds best (never their own) and, optionally, the one they
 * predict will win the vote (never their own either). Sent again before the stage ends, it replaces
 * the earlier ballot; the stage ends early once every voter has sent one, so a phone sends both at once.
 */
export interface VotePayload {
  captionId: string;
  prediction?: string | null;
}

/** The round's picture (spec Card: cardId, imageUrl). */
export interface RoundCard {
  cardId: string;
  imageUrl: string;
  /** From outside the bundled deck (a GIF): it has no caption bank of its own. */
  custom: boolean;
  /** A GIF's provider credit; absent for the deck's own pictures. */
  attribution?: CardAttribution;
}

/** One caption as it is put to the vote. */
export interface CaptionEntry {
  /** The caption's id on the screen: from its shuffled position only, so it tells nothing of its author. */
  id: string;
  text: string;
  /** Secret until its reveal. */
  author: PlayerId;
  /** The same caption as another player's: it is not voted on and scores nothing. */
  jinx: boolean;
}

/**
 * How the audience (people watching beyond the seats) voted on a matchup: how many chose each
 * caption, and the caption most of them chose, which counts as one extra voter; null when they were split.
 */
export interface AudienceVote {
  choice: string | null;
  counts: Record<string, number>;
}

export interface Ballot {
  choice: string;
  prediction: string | null;
}

/**
 * How the vote on a set of captions went: `voted`; `alone` (one caption, nothing to beat: no vote);
 * `jinx` (every caption written was the same as another: no vote); `noCaptions` (nobody wrote one).
 */
export type MatchupOutcome = 'voted' | 'alone' | 'jinx' | 'noCaptions';

/** `all`: up to 8 captions on one screen; `pairs`: more than that, voted head to head, one pair at a time. */
export type VoteMode = 'all' | 'pairs';

/** The result of one vote, worked out as its reveal starts. */
export interface MatchupResult {
  outcome: MatchupOutcome;
  /** Votes per caption id, the audience's one vote included. */
  votes: Record<string, number>;
  /** Base points per player (before the round multiplier): votes, right predictions, and with every caption on one screen the top bonus. */
  points: Record<PlayerId, number>;
  /** Captions with the most votes (at least one vote); a prediction of any of them is right. */
  topIds: string[];
  /** Voters whose prediction was right. */
  rightPredictors: PlayerId[];
  /** These points end the game at the room's max score once the reveal is over. */
  endsGame: boolean;
}

/** The captions voted on together: all of them, or one head-to-head pair (three when one would be left over). */
export interface Matchup {
  /** `{round}-m{n}`. */
  id: string;
  /** Caption ids in screen order. */
  entryIds: string[];
  ballots: Record<PlayerId, Ballot>;
  /** Set as its vote ends when some of the audience chose a caption; absent otherwise. */
  audience?: AudienceVote;
  /** Set as its reveal starts. */
  result: MatchupResult | null;
}

/** The round's top caption after the last head-to-head pair. */
export interface RoundTop {
  /** Captions with the most votes in the round (ties: all of them); empty when nobody got a vote. */
  entryIds: string[];
  /** Base points: the top bonus to each of their authors. */
  points: Record<PlayerId, number>;
  endsGame: boolean;
}

export interface SnaptionState {
  language: string;
  familyOnly: boolean;
  /** Rounds in the game (the room's numberOfRounds); with two or more, the last is the blind final. */
  rounds: number;
  /** 1-based. */
  round: number;
  /** The current round is the blind final: captions are written before the picture is shown. */
  blind: boolean;
  /** Players still in the game, in seat order. */
  roster: PlayerId[];
  /** Players who left the game. */
  left: PlayerId[];
  /** This round's picture; chosen as the round starts (secret until it is unveiled in the blind final). */
  card: RoundCard | null;
  /** The picture may be shown: always, except during the blind final's caption stage. */
  unveiled: boolean;
  /** Captions by author. Secret until their vote. */
  captions: Record<PlayerId, string>;
  /** The round's captions in screen order, set when the captions close; null before. */
  entries: CaptionEntry[] | null;
  mode: VoteMode | null;
  /** The votes of the round so far; head-to-head pairs are formed one at a time, as each comes up. */
  matchups: Matchup[];
  /** Head to head: the caption ids still waiting for their pair, in screen order. */
  queue: string[];
  /** Index in `matchups` of the vote on the screen; -1 before. */
  current: number;
  /** Head to head: set as the round's winner is shown. */
  roundTop: RoundTop | null;
  /** Cards shown in the room tonight, the earlier games' first, then this game's, oldest first. */
  usedCardIds: string[];
  /** The server's GIFs, checked, fixed when the game starts. */
  customCards: CustomCard[];
  /** Base points earned this round so far, by player. */
  roundPoints: Record<PlayerId, number>;
  gameOver: boolean;
}

// ---------------------------------------------------------------------------------------------
// Views

export type SnaptionStage = SnaptionStageName | 'gameOver';

/** The picture as screens get it (spec Card), with a GIF's provider credit, which the screens must show with it. */
export interface SnaptionCardView {
  cardId: string;
  imageUrl: string;
  attribution: CardAttribution | null;
}

/** A caption as voters see it: no author. */
export interface SnaptionCaptionView {
  captionId: string;
  /** Empty once the host hid it. */
  text: string;
  /** The host hid it from every screen. */
  hidden?: true;
}

/** The vote on the screen (vote and reveal). */
export interface SnaptionCurrentVote {
  matchupId: string;
  mode: VoteMode;
  /** 1-based position of this vote in the round, and how many the round has (head to head: may shrink when a player leaves). */
  index: number;
  count: number;
  /** The captions that may be voted for, in screen order. */
  captions: SnaptionCaptionView[];
  /** How many voters have voted, of how many (no names, so the authors are not given away). */
  votedCount: number;
  voterCount: number;
}

/** One caption at its reveal. */
export interface SnaptionRevealCaption {
  captionId: string;
  /** Empty once the host hid it. */
  text: string;
  /** The host hid it from every screen. */
  hidden?: true;
  playerId: PlayerId;
  /** Votes it got, the audience's one vote included. */
  votes: number;
  /** Voters who picked it. */
  playerIdsWithChoice: PlayerId[];
  /** Voters who predicted it would win. */
  playerIdsPredicted: PlayerId[];
  /** It had the most votes of this vote. */
  top: boolean;
  /** Points its author earned from it here, round multiplier included (votes, and the top bonus when every caption was on one screen). */
  points: number;
}

/** Captions that were the same as another's: shown with their authors, not voted on. */
export interface SnaptionJinx {
  text: string;
  playerIds: PlayerId[];
}

/** The audience's vote at a reveal: the caption most of them chose and its share of them. */
export interface SnaptionAudienceReveal {
  captionId: string;
  /** Of the audience members who chose, the share who chose this caption, in whole percent. */
  percent: number;
  /** Audience members who chose a caption. */
  members: number;
}

export interface SnaptionReveal {
  matchupId: string;
  mode: VoteMode;
  outcome: MatchupOutcome;
  captions: SnaptionRevealCaption[];
  /** With every caption on one screen: the jinxed captions of the round. Head to head they show with the round's winner. */
  jinxes: SnaptionJinx[];
  /** Voters whose prediction was right. */
  rightPredictors: PlayerId[];
  /** The audience's vote (one vote, counted in `votes`); null when no audience chose or it was split. */
  audience: SnaptionAudienceReveal | null;
  /** Points of this vote per player, round multiplier included (added to the scores as the reveal ends). */
  points: Record<PlayerId, number>;
  /** The game ends at the max score once this reveal is over. */
  endsGame: boolean;
}

/** Head to head, after the last pair: the round's top caption(s). */
export interface SnaptionRoundWinner {
  captions: Array<{ captionId: string; text: string; hidden?: true; playerId: PlayerId; votes: number }>;
  jinxes: SnaptionJinx[];
  /** The top bonus per author, round multiplier included (added as the stage ends). */
  points: Record<PlayerId, number>;
  endsGame: boolean;
}

export interface SnaptionRoundSummary {
  round: number;
  blind: boolean;
  /** Whether the game ends after this round. */
  lastRound: boolean;
  /** Points of the round per player, multiplier included, in seat order. */
  players: Array<{ playerId: PlayerId; points: number }>;
  /** The round's top caption(s), once known. */
  topCaptions: Array<{ text: string; hidden?: true; playerId: PlayerId; votes: number }>;
}

interface SnaptionCommonView {
  gameType: typeof GAME_TYPE;
  stage: SnaptionStage;
  round: number;
  rounds: number;
  /** The current round is the blind final. */
  blind: boolean;
  multiplier: number;
  /** The round's picture; null while the blind final's captions are written (and at game over). */
  card: SnaptionCardView | null;
  /** How the round's captions are voted on, once known. */
  mode: VoteMode | null;
  /** Vote and reveal: the captions on the screen; null otherwise. */
  current: SnaptionCurrentVote | null;
  /** Reveal only. */
  reveal: SnaptionReveal | null;
  /** roundWinner only. */
  roundWinner: SnaptionRoundWinner | null;
  /** roundScores and game over only. */
  roundSummary: SnaptionRoundSummary | null;
}

export interface SnaptionHostView extends SnaptionCommonView {
  /** Caption stage: players who have sent a caption (never what). Empty otherwise. */
  captionedIds: PlayerId[];
  /** Caption stage: players still writing. Empty otherwise. */
  waitingForIds: PlayerId[];
}

/** The phone's part in the vote on the screen. */
export interface SnaptionBallotView {
  /** This player votes (and predicts) now. */
  mayVote: boolean;
  /** This player's own caption on the screen, which they cannot vote for or predict; null if none. */
  ownCaptionId: string | null;
  /** The ballot sent so far. */
  choice: string | null;
  prediction: string | null;
}

export interface SnaptionPlayerView extends SnaptionCommonView {
  playerId: PlayerId;
  /** This player's caption this round so far (editable until the caption stage ends); null before. */
  caption: string | null;
  /** May send or change the caption now. */
  canCaption: boolean;
  captionMaxLength: number;
  /** Vote stage (and reveal, for the ballot sent); null otherwise. */
  ballot: SnaptionBallotView | null;
}
