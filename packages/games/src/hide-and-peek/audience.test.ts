import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@snackparty/protocol';
import { describe, expect, it } from 'vitest';
import { audiencePrompt, audienceRightChoices, isAudienceChoice, recordAudience } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { hideAndPeek } from '.';
import { SPOT_NAMES } from './scene';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import { STAGES } from './types';

const prompt = (t: Table) => audiencePrompt(hideAndPeek, t.match, t.settings);

function hidersOf(t: Table): PlayerId[] {
  return t.match.state.current?.hiders ?? [];
}

/** Runs to the peek of the first turn with each hider hidden in the spot given in hiding order. */
function toPeek(ids: PlayerId[], spots: string[], seed = 5): Table {
  const t = new Table(settingsOf({ numberOfTurns: 1 }), ids, seed);
  t.until(STAGES.hide, false);
  hidersOf(t).forEach((id, i) => expect(t.hide(id, spots[i] ?? 'house1')).toBeNull());
  expect(t.match.stage).toBe(STAGES.peek);
  return t;
}

/** Ends the stage at its deadline; returns the match before and after. */
function endStage(t: Table): { before: M; after: M } {
  const before = t.match;
  t.finishStage(false);
  return { before, after: t.match };
}

/** A translation key as the web app's locales of this game have it, in one language (undefined: missing). */
function webLabel(language: string, key: string): unknown {
  const file = new URL(`../../../../apps/web/src/games/hide-and-peek/locales/${language}.json`, import.meta.url);
  const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('HIDE_AND_PEEK audience', () => {
  it('picks one of the eight spots during the peek, and watches in every other stage', () => {
    const t = toPeek([1, 2, 3], ['blue_bucket']);
    expect(prompt(t)).toEqual({
      kind: 'choose',
      action: 'spot',
      options: SPOT_NAMES.map((spotName) => ({ id: spotName, labelKey: `hideandpeek.spots.${spotName}` })),
    });
    expect(isAudienceChoice(hideAndPeek, t.match, t.settings, 'red_bucket')).toBe(true);
    expect(isAudienceChoice(hideAndPeek, t.match, t.settings, 'garden')).toBe(false);

    const other = new Table(settingsOf({ numberOfTurns: 1 }), [1, 2, 3]);
    const seen = new Map<string, boolean>();
    for (let guard = 0; guard < 100 && !other.match.over; guard++) {
      seen.set(other.match.stage, (seen.get(other.match.stage) ?? false) || prompt(other) !== null);
      if (other.match.stage === STAGES.hide) other.hide(hidersOf(other)[0]!, 'house2');
      else other.finishStage(false);
    }
    expect(other.match.over).toBe(true);
    expect(Object.fromEntries(seen)).toEqual({ move: false, hide: false, peek: true, reveal: false, roundSummary: false });
    expect(prompt(other)).toBeNull();
  });

  it('names every spot with a key of the game’s own locales, in every language', () => {
    const found = prompt(toPeek([1, 2, 3], ['house1']));
    const keys = found?.kind === 'choose' ? found.options.map((option) => option.labelKey ?? '') : [];
    expect(keys).toHaveLength(8);
    for (const language of LANGUAGES) for (const key of keys) expect(typeof webLabel(language, key), `${language}: ${key}`).toBe('string');
  });

  it('offers the same options wherever the hider is', () => {
    const inBucket = toPeek([1, 2, 3], ['red_bucket']);
    const inTower = toPeek([1, 2, 3], ['house2']);
    expect(prompt(inTower)).toEqual(prompt(inBucket));
  });

  it('knows the right spot only once the peek has ended, as the reveal shows it', () => {
    const t = toPeek([1, 2, 3], ['house3']);
    const open = t.match;
    const guesser = Object.keys(t.match.state.current!.guessers).map(Number)[0]!;
    expect(t.peek(guesser, 'house1')).toBeNull();
    expect(t.match.stage).toBe(STAGES.peek);
    expect(audienceRightChoices(hideAndPeek, open, t.match, t.settings)).toEqual([]);
    const { before, after } = endStage(t);
    expect(after.stage).toBe(STAGES.reveal);
    expect(audienceRightChoices(hideAndPeek, before, after, t.settings)).toEqual(['house3']);
    const { before: revealing, after: next } = endStage(t);
    expect(audienceRightChoices(hideAndPeek, revealing, next, t.settings)).toEqual([]);
  });

  it('counts both hiders spots with two hiders, and not the spot of a hider who left', () => {
    const both = toPeek([1, 2, 3, 4, 5, 6], ['house5', 'blue_bucket']);
    expect(hidersOf(both)).toHaveLength(2);
    const ended = endStage(both);
    expect(audienceRightChoices(hideAndPeek, ended.before, ended.after, both.settings).sort()).toEqual(['blue_bucket', 'house5']);

    const gone = toPeek([1, 2, 3, 4, 5, 6], ['house5', 'blue_bucket']);
    gone.remove(hidersOf(gone)[1]!);
    const afterLeaving = endStage(gone);
    expect(audienceRightChoices(hideAndPeek, afterLeaving.before, afterLeaving.after, gone.settings)).toEqual(['house5']);
  });

  it('changes no player points, wherever the audience looks', () => {
    const scores = (counts: Record<string, number> | null): Record<PlayerId, number> => {
      const t = new Table(settingsOf({ numberOfTurns: 1 }), [1, 2, 3], 7);
      for (let guard = 0; guard < 100 && !t.match.over; guard++) {
        if (t.match.stage === STAGES.hide) t.hide(hidersOf(t)[0]!, 'house4');
        else if (t.match.stage === STAGES.peek) {
          if (counts) t.match = recordAudience(hideAndPeek, t.match, t.settings, { stageNumber: t.match.stageNumber, counts });
          for (const id of Object.keys(t.match.state.current!.guessers).map(Number)) t.peek(id, id % 2 ? 'house4' : 'house1');
          t.finishStage(false);
        } else t.finishStage(false);
      }
      expect(t.match.over).toBe(true);
      return t.match.scores;
    };
    const without = scores(null);
    expect(Object.values(without).some((points) => points > 0)).toBe(true);
    expect(scores({ house4: 800, red_bucket: 2 })).toEqual(without);
    expect(scores({ house1: 12 })).toEqual(without);
  });
});
