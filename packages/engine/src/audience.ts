import { activeSeats, audienceCounts } from './context';
import { baseDeadline } from './extra-time';
import type { AudiencePrompt, BaseSettings, GameDef, Match } from './types';

/** Counts per option are bounded by the audience's size; option ids by what a prompt offers. */
const MAX_OPTION_ID = 64;

/** What the audience may do now: the game's prompt, or null (watch) when it has none or the match is over. */
export function audiencePrompt<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
): AudiencePrompt | null {
  if (match.over || !def.audience) return null;
  return def.audience.prompt(match, settings);
}

/** Whether `choice` is one of the options the audience may choose now. */
export function isAudienceChoice<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  choice: unknown,
): choice is string {
  if (typeof choice !== 'string' || choice.length === 0 || choice.length > MAX_OPTION_ID) return false;
  const prompt = audiencePrompt(def, match, settings);
  return prompt?.kind === 'choose' && prompt.options.some((option) => option.id === choice);
}

/**
 * The match with the audience's counts for its current stage. Counts of options the prompt does not
 * offer, and counts for another stage, are dropped: a stage only ever reads its own tally.
 */
export function recordAudience<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  tally: { stageNumber: number; counts: Readonly<Record<string, number>> },
): Match<S> {
  if (tally.stageNumber !== match.stageNumber || match.over) return match;
  const prompt = audiencePrompt(def, match, settings);
  if (prompt?.kind !== 'choose') return match;
  const counts: Record<string, number> = {};
  for (const option of prompt.options) {
    const count = tally.counts[option.id];
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) counts[option.id] = count;
  }
  return { ...match, audience: { stageNumber: match.stageNumber, counts } };
}

/** A typed guess of the audience, judged against the stage's secret; false when the game takes none now. */
export function judgeAudienceGuess<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  guess: string,
): boolean {
  const prompt = audiencePrompt(def, match, settings);
  if (prompt?.kind !== 'guess' || !def.audience?.judgeGuess) return false;
  return def.audience.judgeGuess(match, settings, guess);
}

/** After a change that ended the stage `before` was in: the choices of that stage that were right. */
export function audienceRightChoices<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  before: Match<S>,
  after: Match<S>,
  settings: Settings,
): string[] {
  if (after.stageNumber === before.stageNumber || !def.audience?.rightChoices) return [];
  return def.audience.rightChoices(before, after, settings) ?? [];
}

/**
 * The option most of the audience chose, or null when nobody chose or the top is tied (a split
 * audience casts no vote). Games count it as one extra voter.
 */
export function audienceMajority(counts: Readonly<Record<string, number>>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  let tied = false;
  for (const [id, count] of Object.entries(counts)) {
    if (count > bestCount) {
      best = id;
      bestCount = count;
      tied = false;
    } else if (count === bestCount && count > 0) {
      tied = true;
    }
  }
  return tied ? null : best;
}

export { audienceCounts };

/** The audience's view of a match: what the TV shows in common (stage, timer, players and scores) and the prompt. */
export function audienceView<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
): {
  gameType: string;
  stage: string;
  stageNumber: number;
  stageEndsAt: number | null;
  round: number;
  over: boolean;
  players: Array<{ playerId: number; alias: string; score: number }>;
  prompt: AudiencePrompt | null;
} {
  return {
    gameType: match.gameType,
    stage: match.stage,
    stageNumber: match.stageNumber,
    // The normal deadline, as on the shared screen: a player's extra time is theirs.
    stageEndsAt: baseDeadline(match),
    round: match.round,
    over: match.over,
    players: activeSeats(match).map((seat) => ({ playerId: seat.playerId, alias: seat.alias, score: match.scores[seat.playerId] ?? 0 })),
    prompt: audiencePrompt(def, match, settings),
  };
}
