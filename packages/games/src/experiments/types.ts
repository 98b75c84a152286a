import type { BaseSettings, PlayerId } from '@snackparty/engine';
import type { ExperimentName } from './manifest';
import type { PlacedPosition } from './tag/field';

/** The game type as the registry and the topics (`/experiments/...`) know it. */
export const GAME_TYPE = 'EXPERIMENTS';

export interface ExperimentsSettings extends BaseSettings {
  experimentsSettings?: { experiment?: ExperimentName };
  /**
   * Set by the server as the game starts: the key its referee moves carry (tag's `tag`), so no phone
   * can send one. Never stored with the room, never in a view.
   */
  refereeKey?: string;
}

/** Tag's stages, in play order within a round. */
export const TAG_STAGES = {
  /** Everyone runs; "it" tags whoever it touches (the server sees the touch and makes the move). */
  tag: 'tag',
  /** The round's times and points (watch only). */
  results: 'results',
} as const;

export const TAG_MOVES = {
  /** The server's only: "it" touched `tagged`. */
  tag: 'tag',
} as const;

/** Move `tag`: only with the key the server put in the game's settings. */
export interface TagPayload {
  key: string;
  tagged: PlayerId;
}

/** A tag as it happened. */
export interface TagRecord {
  tagger: PlayerId;
  tagged: PlayerId;
  /** Server time (ms). */
  at: number;
}

/** One player's round, as the results show it. */
export interface TagResultRow {
  playerId: PlayerId;
  /** Time spent as "it" this round (ms). */
  itMs: number;
  /** Whole seconds not being "it": what scores. */
  freeSeconds: number;
  /** Base points (before the round multiplier). */
  points: number;
}

export interface TagRoundResult {
  round: number;
  /** Best first (most points, then fewest ms as "it", then seat order). */
  rows: TagResultRow[];
  /** Who was "it" as the round ended. */
  lastIt: PlayerId | null;
}

export interface TagState {
  experiment: 'tag';
  /** 1-based; 0 before the first round starts. */
  round: number;
  /** Who is "it" now; null only before the first round or when nobody is left. */
  it: PlayerId | null;
  /** When the current "it" became it (server ms). */
  itSince: number;
  /** The one who just passed "it" on may not be tagged back until `until` (server ms). */
  immune: { playerId: PlayerId; until: number } | null;
  /** Time as "it" this round per player (ms), the current stint not yet added. */
  itMs: Record<PlayerId, number>;
  /** This round's tags, oldest first. */
  tags: TagRecord[];
  roundStartedAt: number;
  /** When the round's run ends at the latest (server ms). */
  roundEndsAt: number;
  /** Where everyone stood as the round started. */
  spawns: PlacedPosition[];
  /** The last round's results, from its end until the next round starts. */
  results: TagRoundResult | null;
  /** Players who left the game (kicked or quit). */
  left: PlayerId[];
}

/** One experiment's state; the experiment names it. */
export type ExperimentsState = TagState;

/** What every screen sees of a round of tag: positions are public in tag, so the host and the phones see the same. */
export interface TagView {
  experiment: 'tag';
  /** tag, results, or the engine's game over. */
  stage: string;
  round: number;
  numberOfRounds: number;
  it: PlayerId | null;
  itSince: number;
  immune: { playerId: PlayerId; until: number } | null;
  /** Time as "it" this round per player (ms), the current stint not included (it is `now - itSince`). */
  itMs: Record<PlayerId, number>;
  /** How many times each player tagged someone this round. */
  tagCounts: Record<PlayerId, number>;
  lastTag: TagRecord | null;
  roundStartedAt: number;
  roundEndsAt: number;
  spawns: PlacedPosition[];
  /** The players in the game, in seat order. */
  players: PlayerId[];
  results: TagRoundResult | null;
  field: { width: number; height: number; minX: number; maxX: number; minY: number; maxY: number; tagRadius: number; runSpeed: number };
  /** Points per whole second not being "it", before the round multiplier. */
  pointsPerSecond: number;
}

export type ExperimentsHostView = TagView;

export interface ExperimentsPlayerView extends TagView {
  playerId: PlayerId;
  isIt: boolean;
}
