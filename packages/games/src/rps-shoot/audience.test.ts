import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@snackparty/protocol';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  audiencePrompt,
  audienceRightChoices,
  isAudienceChoice,
  isInvalid,
  recordAudience,
  startMatch,
  tick,
  type Match,
  type PlayerId,
  type Seat,
  type Step,
} from '@snackparty/engine';
import { gameSettingsSchema, type GameSettings } from '../manifests';
import { rpsShoot, type RpsState } from '.';
import type { PickableMove } from './types';

type M = Match<RpsState>;
const T0 = 1_700_000_000_000;
const settings: GameSettings = gameSettingsSchema.parse({ numberOfRounds: 1, numberOfTurns: 1 });
const seats: Seat[] = [
  { playerId: 1, alias: 'Anna', robot: false },
  { playerId: 2, alias: 'Bob', robot: false },
  { playerId: 3, alias: 'Cleo', robot: false },
];

function start(): M {
  return startMatch(rpsShoot, { seats, settings, seed: 3, now: T0 }).match;
}

function move(match: M, playerId: PlayerId, name: string, payload: unknown): M {
  const result = applyMove(rpsShoot, match, settings, { playerId, move: name, payload }, T0 + 1_000);
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  return result.match;
}

function endStage(match: M): Step<RpsState> {
  const step = tick(rpsShoot, match, settings, match.stageEndsAt ?? T0);
  if (!step) expect.fail('the stage did not end');
  return step;
}

function fighters(match: M): { a: PlayerId; b: PlayerId; bettor: PlayerId } {
  const battle = match.state.battles[match.state.battleIndex];
  if (!battle) expect.fail('no battle');
  const bettor = seats.map((s) => s.playerId).find((id) => id !== battle.playerId && id !== battle.opponentId);
  return { a: battle.playerId, b: battle.opponentId, bettor: bettor ?? 0 };
}

function aliasOf(playerId: PlayerId): string {
  return seats.find((s) => s.playerId === playerId)?.alias ?? '';
}

/** Both fighters lock in; fighter A's moves against fighter B's. */
function fight(match: M, aMoves: PickableMove[], bMoves: PickableMove[]): M {
  const { a, b } = fighters(match);
  return move(move(match, a, 'pick', { moves: aMoves }), b, 'pick', { moves: bMoves });
}

/** A translation key as the web app's locales of this game have it, in one language (undefined: missing). */
function webLabel(language: string, key: string): unknown {
  const file = new URL(`../../../../apps/web/src/games/rps-shoot/locales/${language}.json`, import.meta.url);
  const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('RPS_SHOOT audience', () => {
  it('bets on fighter A while the battle waits for its reveal, with the fighters and a tie as options', () => {
    const match = start();
    const { a, b } = fighters(match);
    expect(match.stage).toBe('pick');
    expect(audiencePrompt(rpsShoot, match, settings)).toEqual({
      kind: 'choose',
      action: 'bet',
      options: [
        { id: 'WIN', label: aliasOf(a) },
        { id: 'TIE', labelKey: 'rps.betOn.TIE' },
        { id: 'LOSE', label: aliasOf(b) },
      ],
    });
    expect(isAudienceChoice(rpsShoot, match, settings, 'TIE')).toBe(true);
    expect(isAudienceChoice(rpsShoot, match, settings, 'ROCK')).toBe(false);
  });

  it('names the tie with a key of the game’s own locales, in every language', () => {
    const found = audiencePrompt(rpsShoot, start(), settings);
    const keys = found?.kind === 'choose' ? found.options.flatMap((option) => (option.labelKey ? [option.labelKey] : [])) : [];
    expect(keys).toEqual(['rps.betOn.TIE']);
    for (const language of LANGUAGES) for (const key of keys) expect(typeof webLabel(language, key), `${language}: ${key}`).toBe('string');
  });

  it('offers the same options whatever the fighters picked: no move leaks', () => {
    const match = start();
    const before = audiencePrompt(rpsShoot, match, settings);
    const picked = fight(match, ['ROCK', 'ROCK'], ['PAPER']);
    expect(picked.stage).toBe('pick');
    expect(audiencePrompt(rpsShoot, picked, settings)).toEqual(before);
    expect(JSON.stringify(audiencePrompt(rpsShoot, picked, settings))).not.toMatch(/ROCK|PAPER|SCISSORS/);
  });

  it('watches only during the reveal, the round scores and after the game', () => {
    let match = start();
    const stages: Array<[string, boolean]> = [];
    for (let guard = 0; guard < 20 && !match.over; guard++) {
      stages.push([match.stage, audiencePrompt(rpsShoot, match, settings) !== null]);
      match = endStage(match).match;
    }
    expect(match.over).toBe(true);
    expect(audiencePrompt(rpsShoot, match, settings)).toBeNull();
    expect(stages.filter(([, prompted]) => prompted).every(([stage]) => stage === 'pick')).toBe(true);
    expect(stages.some(([stage]) => stage === 'reveal')).toBe(true);
    expect(stages.some(([stage]) => stage === 'roundScores')).toBe(true);
  });

  it.each([
    [['ROCK', 'ROCK', 'ROCK'], ['SCISSORS', 'SCISSORS', 'SCISSORS'], 'WIN'],
    [['ROCK', 'ROCK', 'ROCK'], ['PAPER', 'PAPER', 'PAPER'], 'LOSE'],
    [['ROCK', 'PAPER', 'SCISSORS'], ['ROCK', 'PAPER', 'SCISSORS'], 'TIE'],
  ] as Array<[PickableMove[], PickableMove[], string]>)('the right bet is the battle result once the bets close (%j vs %j: %s)', (aMoves, bMoves, right) => {
    const picked = fight(start(), aMoves, bMoves);
    const { bettor } = fighters(picked);
    // Nothing is right while the bets are still open.
    const betting = move(picked, bettor, 'bet', { expectedResult: 'TIE' });
    expect(betting.stage).toBe('reveal');
    expect(audienceRightChoices(rpsShoot, picked, picked, settings)).toEqual([]);
    expect(audienceRightChoices(rpsShoot, picked, betting, settings)).toEqual([right]);
    // The reveal ending is not a bet closing.
    expect(audienceRightChoices(rpsShoot, betting, endStage(betting).match, settings)).toEqual([]);
  });

  it('changes no player points, whatever the audience bets', () => {
    const play = (audience: Record<string, number> | null): Record<PlayerId, number> => {
      let match = fight(start(), ['ROCK', 'ROCK', 'PAPER'], ['SCISSORS', 'ROCK', 'SCISSORS']);
      if (audience) match = recordAudience(rpsShoot, match, settings, { stageNumber: match.stageNumber, counts: audience });
      for (let guard = 0; guard < 20 && !match.over; guard++) match = endStage(match).match;
      return match.scores;
    };
    const without = play(null);
    expect(Object.values(without).some((points) => points > 0)).toBe(true);
    expect(play({ WIN: 500, LOSE: 3 })).toEqual(without);
    expect(play({ TIE: 40 })).toEqual(without);
  });
});
