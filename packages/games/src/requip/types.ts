import type { BaseSettings, PlayerId } from '@snackparty/engine';

/** The game type as the registry and the topics (`/requip/...`) know it. */
export const GAME_TYPE = 'REQUIP';

/** Stage names, in play order within a round. */
export const STAGES = {
  /** Every player answers their prompts (two in a normal round, the one prompt in the final). */
  answer: 'answer',
  /** One prompt on the screen: its answers, anonymous; the players who did not write it vote and may accuse one of being the AI's. */
  vote: 'vote',
  /** The prompt's votes, authors and the AI's answer unmasked; its points are awarded as it ends (watch only). */
  reveal: 'reveal',
  /** After the round's last prompt: the round's scores (watch only). */
  roundScores: 'roundScores',
} as const;
export type RequipStageName = (typeof STAGES)[keyof typeof STAGES];

export const MOVES = { answer: 'answer', vote: 'vote', aiAnswer: 'aiAnswer' } as const;

/**
 * The settings REQUIP reads; the room's `GameSettings` fits. `requipSettings` is the lobby's (the
 * manifest's own settings object); `customPrompts` is filled in by the server as the game starts,
 * from the category packs `requipSettings.categoryPackIds` names.
 */
export interface RequipSettings extends BaseSettings {
  requipSettings?: {
    /** The category packs the host picked; the server turns them into `customPrompts`. */
    categoryPackIds?: number[];
    /** Deal only the bundled prompts marked fit for a family room (default true). */
    familyOnly?: boolean;
  };
  /** The prompts of the host's category packs; dealt before the bundled ones. */
  customPrompts?: string[];
  /**
   * Set by the server as the game starts when a language model writes the hidden AI's answers: the key
   * its `aiAnswer` moves carry, so no phone can send one. Never stored with the room, never in a view.
   */
  aiWriterKey?: string;
}

/** Move `answer`: a player's answer to one of their prompts; sent again, it replaces the earlier one. */
export interface AnswerPayload {
  promptId: string;
  text: string;
}

/**
 * Move `aiAnswer`, the server's only: what the language model wrote for a prompt (null when it gave
 * nothing usable in time). Sent again, it replaces the earlier one.
 */
export interface AiAnswerPayload {
  key: string;
  promptId: string;
  text: string | null;
}

/**
 * Move `vote`: the answers a voter picks (one in a normal round; one to three in the final, the same
 * answer more than once to stack votes) and, optionally, the answer they take for the AI's. Sent
 * again before the stage ends, it replaces the earlier ballot.
 */
export interface VotePayload {
  choices: string[];
  spotAi?: string | null;
}

/** One answer of a prompt as it is put to the vote. */
export interface AnswerEntry {
  /** The answer's id on the screen (spec: promptResponseId); from its shuffled position, so it tells nothing of its author. */
  id: string;
  text: string;
  /** Who wrote it; null for the AI. Secret until the reveal. */
  author: PlayerId | null;
  /** The same answer as another player's: it scores nothing and is not put to the vote. */
  jinx: boolean;
}

/**
 * How the audience (people watching beyond the seats) voted on a prompt: how many chose each answer,
 * and the answer most of them chose, which counts as one extra voter; null when they were split.
 */
export interface AudienceVote {
  choice: string | null;
  counts: Record<string, number>;
}

/** A voter's ballot on the prompt on the screen. */
export interface Ballot {
  choices: string[];
  spotAi: string | null;
}

/**
 * How a prompt went: put to the vote; `jinx` (the players wrote the same, no vote); or `noAnswers`
 * (no player answered, only the AI's answer is shown, no vote).
 */
export type PromptOutcome = 'voted' | 'jinx' | 'noAnswers';

/** A prompt's result, worked out as its reveal starts. */
export interface PromptResult {
  outcome: PromptOutcome;
  /** Votes per answer id (a final ballot may give one answer several), the audience's one vote included. */
  votes: Record<string, number>;
  /** Base points of the prompt per player (before the round multiplier). */
  points: Record<PlayerId, number>;
  /** Authors whose answer had the most votes (a normal round's +100; in the final, for the screen only). */
  topAuthors: PlayerId[];
  /** The author whose answer took every vote (+250 instead of +100), or null. */
  sweep: PlayerId | null;
  /** The author who got every vote because the other side gave no answer, or null. */
  everyVote: PlayerId | null;
  /** Voters who accused the AI's answer. */
  spotters: PlayerId[];
  /** These points end the game at the room's max score once the reveal is over. */
  endsGame: boolean;
}

/** A prompt dealt this round. */
export interface RoundPrompt {
  /** Unique in the game: `{round}-{n}`, n in dealing order. */
  id: string;
  /** The bundled prompt's id (`{lng}-{nnn}`), or `custom-{n}` for a prompt of the host's packs. */
  contentId: string;
  text: string;
  /** A prompt of the host's packs: it has no answers bank of its own. */
  custom: boolean;
  /** The players who answer it: two in a normal round, everyone in the final. */
  authors: PlayerId[];
  /** The players' answers so far. Secret until the prompt is put to the vote. */
  answers: Record<PlayerId, string>;
  /** The AI's answer, chosen as the answer stage ends. Secret as an answer until the vote, as the AI's until the reveal. */
  ai: string | null;
  /**
   * With a language model: what it wrote for the prompt (tidied), or null when it gave nothing usable
   * in time; absent while it is still awaited, and in a game without a model. Secret like `ai`.
   */
  aiWritten?: string | null;
  /** The answers in screen order, set as the prompt comes up; null before. */
  entries: AnswerEntry[] | null;
  /** Ballots by voter. */
  ballots: Record<PlayerId, Ballot>;
  /** Set as its vote ends when some of the audience chose an answer; absent otherwise. */
  audience?: AudienceVote;
  /** Set as the prompt's reveal starts. */
  result: PromptResult | null;
}

export interface RequipState {
  language: string;
  familyOnly: boolean;
  /** Rounds in the game (the room's numberOfRounds); with two or more, the last is the final. */
  rounds: number;
  /** 1-based. */
  round: number;
  /** The current round is the final: one prompt for everyone, three votes each. */
  final: boolean;
  /** Players still in the game, in seat order. */
  roster: PlayerId[];
  /** Players who left the game. */
  left: PlayerId[];
  /** This round's prompts: in dealing order during the answer stage, in screen order after it. */
  prompts: RoundPrompt[];
  /** Index in `prompts` of the prompt on the screen; -1 during the answer stage. */
  current: number;
  /** Content ids dealt so far in the game (never twice while others are left). */
  usedPromptIds: string[];
  /** The host's prompts, fixed when the game starts. */
  customPrompts: string[];
  /** Pairs of players who already shared a prompt (`low:high`), so the next rounds pair others first. */
  metPairs: string[];
  /** Base points earned this round so far, by player. */
  roundPoints: Record<PlayerId, number>;
  gameOver: boolean;
}

// ---------------------------------------------------------------------------------------------
// Views

export type RequipStage = RequipStageName | 'gameOver';

/** An answer as voters see it: no author, nothing that tells the AI's apart. */
export interface RequipAnswerView {
  promptResponseId: string;
  /** Empty once the host hid it. */
  responseText: string;
  /** The host hid it from every screen. */
  hidden?: true;
}

/** The prompt on the screen (vote and reveal). */
export interface RequipCurrentPrompt {
  promptId: string;
  prompt: string;
  /** 1-based position of the prompt in the round, and how many the round has. */
  index: number;
  count: number;
  /** The answers that may be voted for, in screen order (jinxed answers show at the reveal). */
  answers: RequipAnswerView[];
  /** Votes each voter has (1, or 3 in the final). */
  votesPerVoter: number;
  /** How many voters have voted, of how many (no names, so the authors are not given away). */
  votedCount: number;
  voterCount: number;
}

/** One answer at the reveal (spec: promptResponseId, responseText, playerId, playerIdsWithChoice, playerIdsSpotAi). */
export interface RequipRevealAnswer {
  promptResponseId: string;
  /** Empty once the host hid it. */
  responseText: string;
  /** The host hid it from every screen. */
  hidden?: true;
  /** The author; null for the AI. */
  playerId: PlayerId | null;
  ai: boolean;
  jinx: boolean;
  /** Votes it got, the audience's one vote included. */
  votes: number;
  /** Voters who picked it (once each, however many votes they gave it). */
  playerIdsWithChoice: PlayerId[];
  /** Voters who took it for the AI's. */
  playerIdsSpotAi: PlayerId[];
  /** Points its author earned on this prompt, round multiplier included (0 for the AI). */
  points: number;
  /** Its author won the most-votes bonus (`top`), or swept every vote (`sweep`). */
  bonus: 'top' | 'sweep' | null;
  /** It got every vote because the other side gave no answer. */
  everyVote: boolean;
}

/** The audience's vote at the reveal: the answer most of them chose and its share of them. */
export interface RequipAudienceReveal {
  promptResponseId: string;
  /** Of the audience members who chose, the share who chose this answer, in whole percent. */
  percent: number;
  /** Audience members who chose an answer. */
  members: number;
}

export interface RequipReveal {
  promptId: string;
  prompt: string;
  final: boolean;
  outcome: PromptOutcome;
  answers: RequipRevealAnswer[];
  /** Voters who spotted the AI. */
  spottedBy: PlayerId[];
  /** The audience's vote (one vote, counted in `votes`); null when no audience chose or it was split. */
  audience: RequipAudienceReveal | null;
  /** Points of the prompt per player, round multiplier included (added to the scores as the reveal ends). */
  points: Record<PlayerId, number>;
  /** The game ends at the max score once this reveal is over. */
  endsGame: boolean;
}

export interface RequipRoundSummary {
  round: number;
  final: boolean;
  /** Whether the game ends after this round. */
  lastRound: boolean;
  /** Points of the round per player, multiplier included, in seat order. */
  players: Array<{ playerId: PlayerId; points: number }>;
  /** The round's prompts revealed so far, with their best answers' authors. */
  prompts: Array<{ promptId: string; prompt: string; outcome: PromptOutcome; topAuthors: PlayerId[] }>;
}

interface RequipCommonView {
  gameType: typeof GAME_TYPE;
  stage: RequipStage;
  round: number;
  rounds: number;
  final: boolean;
  multiplier: number;
  /** Prompts this round. */
  promptCount: number;
  /** Vote and reveal: the prompt on the screen; null otherwise. */
  current: RequipCurrentPrompt | null;
  /** Reveal only. */
  reveal: RequipReveal | null;
  /** roundScores and game over only. */
  roundSummary: RequipRoundSummary | null;
}

export interface RequipHostView extends RequipCommonView {
  /** Answer stage: players who answered all their prompts (never what). Empty otherwise. */
  answeredIds: PlayerId[];
  /** Answer stage: players still writing. Empty otherwise. */
  waitingForIds: PlayerId[];
}

/** One of a player's own prompts this round (spec: the Requip example prompt). */
export interface RequipPlayerPrompt {
  playerAndPromptId: string;
  playerId: PlayerId;
  /** What the `answer` move names. */
  promptId: string;
  prompt: string;
  roundId: number;
  /** The answer sent so far, which the player may change until the answer stage ends; null before. */
  existingAnswer: string | null;
  /** Who else answers it; null in the final, where everyone does. */
  opponentPlayerId: PlayerId | null;
}

/** The phone's part in the vote on the prompt on the screen. */
export interface RequipBallotView {
  /** This player votes on it now. */
  mayVote: boolean;
  /** This player wrote an answer to it (in a normal round, its authors watch). */
  isAuthor: boolean;
  /** This player's own answer on the screen, which they cannot vote for or accuse; null if none. */
  ownAnswerId: string | null;
  /** Votes to give: 1, or 3 in the final (stackable). */
  maxChoices: number;
  /** The ballot sent so far. */
  choices: string[];
  spotAi: string | null;
}

export interface RequipPlayerView extends RequipCommonView {
  playerId: PlayerId;
  /** This player's prompts this round, with their answers so far. */
  prompts: RequipPlayerPrompt[];
  /** May send or change answers now. */
  canAnswer: boolean;
  answerMaxLength: number;
  /** Vote stage (and reveal, for the ballot sent): null otherwise. */
  ballot: RequipBallotView | null;
}
