import { GAME_OVER, type StageDef } from '@snackparty/engine';
import { TAG_MOVES, TAG_STAGES, type ExperimentsSettings, type TagState } from '../types';
import { MIN_PLAYERS, RESULTS_MS, TAG_MS, endRun, presentPlayers, startRound, tagMove } from './rules';

type TagStage = StageDef<TagState, ExperimentsSettings>;

/** Everyone runs until the deadline; the server's `tag` moves pass "it" on. */
const tag: TagStage = {
  // Everyone is in the round; the server's tag is carried in the name of "it".
  actors: (state, ctx) => presentPlayers(state, ctx),
  moves: { [TAG_MOVES.tag]: tagMove },
  durationMs: () => TAG_MS,
  onEnter: startRound,
  // Tag needs someone to chase: with fewer than two players left the round ends at once.
  isComplete: (state, ctx) => presentPlayers(state, ctx).length < MIN_PLAYERS,
  onExit: (state, ctx) => endRun(state, ctx),
  next: () => TAG_STAGES.results,
};

const results: TagStage = {
  actors: () => [],
  moves: {},
  durationMs: () => RESULTS_MS,
  isComplete: () => false,
  onExit: (state) => ({ state }),
  next: (state, ctx) => (state.round >= ctx.settings.numberOfRounds || presentPlayers(state, ctx).length < MIN_PLAYERS ? GAME_OVER : TAG_STAGES.tag),
};

export const tagStages: Record<string, TagStage> = { [TAG_STAGES.tag]: tag, [TAG_STAGES.results]: results };
