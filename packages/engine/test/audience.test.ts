import { describe, expect, it } from 'vitest';
import { audienceMajority, audiencePrompt, audienceRightChoices, audienceView, isAudienceChoice, judgeAudienceGuess, nextStage, recordAudience, startMatch } from '../src';
import type { AudienceDef, BaseSettings, GameDef } from '../src';
import { T0, highestNumber, settings, withRobots } from './highest-number';
import type { HighestHostView, HighestPlayerView, HighestState } from './highest-number';

/** The toy game with an audience: it bets on who picks the highest in the pick stage, and guesses the lucky number in the reveal. */
const audience: AudienceDef<HighestState, BaseSettings> = {
  prompt: (match) =>
    match.stage === 'pick'
      ? { kind: 'choose', action: 'bet', options: match.seats.map((seat) => ({ id: String(seat.playerId), label: seat.alias })) }
      : match.stage === 'reveal'
        ? { kind: 'guess', action: 'guess' }
        : null,
  judgeGuess: (match, _settings, guess) => guess.trim() === String(match.state.lucky.at(-1)),
  rightChoices: (before, after) => (before.stage === 'pick' ? after.state.winners.map(String) : null),
};
const game: GameDef<HighestState, BaseSettings, HighestHostView, HighestPlayerView> = { ...highestNumber, audience };
const start = () => startMatch(game, { seats: withRobots, settings, seed: 3, now: T0 }).match;

describe('the audience in the engine', () => {
  it('offers the prompt of the stage, and only its options', () => {
    const match = start();
    expect(audiencePrompt(game, match, settings)).toMatchObject({ kind: 'choose', action: 'bet' });
    const id = String(match.seats[0]!.playerId);
    expect(isAudienceChoice(game, match, settings, id)).toBe(true);
    for (const bad of ['999', '', 7, null, 'x'.repeat(65), { id }]) expect(isAudienceChoice(game, match, settings, bad)).toBe(false);
    // A game without an audience, or a match that is over: the audience watches.
    expect(audiencePrompt(highestNumber, match, settings)).toBeNull();
    expect(audiencePrompt(game, { ...match, over: true }, settings)).toBeNull();
  });

  it('gives the counts of the current stage to the rules, never those of another stage', () => {
    const match = start();
    const [a, b] = match.seats.map((seat) => String(seat.playerId));
    const recorded = recordAudience(game, match, settings, { stageNumber: match.stageNumber, counts: { [a!]: 3, [b!]: 1, ghost: 9, [`${a}x`]: -1 } });
    expect(recorded.audience).toEqual({ stageNumber: match.stageNumber, counts: { [a!]: 3, [b!]: 1 } });
    expect(match.audience).toBeUndefined();
    // Counts for a stage that has passed change nothing.
    expect(recordAudience(game, match, settings, { stageNumber: match.stageNumber - 1, counts: { [a!]: 3 } })).toBe(match);
    // The rules read them in the stage, and read none once the next stage is entered.
    let seen: Readonly<Record<string, number>> | undefined;
    const spying: typeof game = { ...game, stages: { ...game.stages, pick: { ...game.stages.pick!, onExit: (state, ctx) => ((seen = ctx.audience), game.stages.pick!.onExit(state, ctx)) } } };
    const next = nextStage(spying, recorded, settings, T0 + 1000).match;
    expect(seen).toEqual({ [a!]: 3, [b!]: 1 });
    expect(audienceView(game, next, settings).prompt).toEqual({ kind: 'guess', action: 'guess' });
    expect(recordAudience(game, next, settings, { stageNumber: next.stageNumber, counts: { [a!]: 1 } })).toBe(next);
  });

  it('judges guesses only while the game takes them, and names the right choices once a stage has ended', () => {
    const match = start();
    expect(judgeAudienceGuess(game, match, settings, '5')).toBe(false);
    const reveal = nextStage(game, match, settings, T0 + 1000).match;
    expect(judgeAudienceGuess(game, reveal, settings, String(reveal.state.lucky.at(-1)))).toBe(true);
    expect(judgeAudienceGuess(game, reveal, settings, 'eleven')).toBe(false);
    expect(audienceRightChoices(game, match, reveal, settings)).toEqual(reveal.state.winners.map(String));
    expect(audienceRightChoices(game, match, match, settings)).toEqual([]);
  });

  it('takes the majority of the audience, and no side when it is split or empty', () => {
    expect(audienceMajority({ A: 3, B: 1 })).toBe('A');
    expect(audienceMajority({ A: 2, B: 2 })).toBeNull();
    expect(audienceMajority({ A: 2, B: 2, C: 5 })).toBe('C');
    expect(audienceMajority({})).toBeNull();
    expect(audienceMajority({ A: 0 })).toBeNull();
  });

  it('shows the audience the stage, the players and their scores, and nothing of a phone', () => {
    const view = audienceView(game, start(), settings);
    expect(Object.keys(view).sort()).toEqual(['gameType', 'over', 'players', 'prompt', 'round', 'stage', 'stageEndsAt', 'stageNumber'].sort());
    expect(view.players.map((p) => Object.keys(p).sort())).toEqual(view.players.map(() => ['alias', 'playerId', 'score']));
  });
});
