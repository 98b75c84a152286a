/**
 * The audience: people beyond the seats (a full room, a game under way) who watch on their phones and
 * take part where the game lets them. They CONNECT with purpose `audience` and a name in the
 * `audienceName` header; what they send is counted per room, never relayed one by one.
 */

/** How many audience members one room takes. */
export const MAX_AUDIENCE_PER_ROOM = 10_000;

/** CONNECT header carrying an audience member's name (checked like a player's alias). */
export const AUDIENCE_NAME_HEADER = 'audienceName';

/** One option the audience may choose: `label` is text of the game, `labelKey` a translation key. */
export interface AudienceOptionMessage {
  id: string;
  label?: string;
  labelKey?: string;
}

/** What the audience may do now: choose one option (a vote, bet, pick or spot), or type a guess. */
export type AudiencePromptMessage =
  | { kind: 'choose'; action: 'vote' | 'bet' | 'pick' | 'spot'; options: AudienceOptionMessage[] }
  | { kind: 'guess'; action: 'guess' };

/** The audience's view of the room's game (`/audience/{code}/view`): what the TV shows in common, no secret. */
export interface AudienceView {
  gameType: string;
  stage: string;
  stageNumber: number;
  stageEndsAt: number | null;
  round: number;
  over: boolean;
  /** The players, in seat order, with their scores. */
  players: Array<{ playerId: number; alias: string; score: number }>;
  prompt: AudiencePromptMessage | null;
}

/** The message of `/audience/{code}/view`: the game as the audience sees it, or none between games. */
export interface AudienceViewMessage {
  game: AudienceView | null;
  /** The server's time as the message left, so phones count down to the same deadline. */
  serverNow: number;
}

/** A member on the audience board. */
export interface AudienceBoardEntry {
  alias: string;
  points: number;
}

/**
 * The audience as a whole (`/audience/{code}/tally`, heard by the host and the audience), sent at most
 * a few times a second: its size, the counts of the current stage's choices, how many guessed right,
 * the right choices of the stage that ended last, and the top of the audience board.
 */
export interface AudienceTally {
  members: number;
  stageNumber: number;
  counts: Record<string, number>;
  guessedRight: number;
  lastRight: { stageNumber: number; choices: string[] } | null;
  board: AudienceBoardEntry[];
}

/** One member's own standing (`/audience/{code}/me`, to that member only). */
export interface AudienceMe {
  alias: string;
  points: number;
  /** This stage's choice, or whether this stage's guess was right. */
  stageNumber: number;
  choice: string | null;
  guessedRight: boolean;
  /** The answer to the member's last guess, when this message answers one. */
  guess?: { text: string; right: boolean };
}

/** `/backend/audience/{code}/choose`: `{ stageNumber, choice }`; `/backend/audience/{code}/guess`: `{ stageNumber, guess }`. */
export interface AudienceChooseMessage {
  stageNumber: number;
  choice: string;
}
export interface AudienceGuessMessage {
  stageNumber: number;
  guess: string;
}

/** Points an audience member earns for a right choice or a right guess. */
export const AUDIENCE_POINTS = 100;
/** Entries of the audience board the tally carries. */
export const AUDIENCE_BOARD_SIZE = 5;
/** Longest guess the audience may type. */
export const MAX_AUDIENCE_GUESS = 60;
