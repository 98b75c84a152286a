import { describe, expect, it } from 'vitest';
import {
  GAME_OVER,
  applyMove,
  hostView,
  isInvalid,
  playerView,
  removeSeat,
  skipTimer,
  startMatch,
  tick,
  type Invalid,
  type Match,
  type PlayerId,
  type Seat,
  type Step,
} from '@snackparty/engine';
import { gameSettingsSchema } from '../manifests';
import { gameDefinition } from '../index';
import { experiments, IMMUNITY_MS, POINTS_PER_SECOND, RESULTS_MS, TAG_MS, refereeTagMove, tagSituationOf } from '.';
import type { ExperimentsPlayerView, ExperimentsSettings, TagState } from '.';

type M = Match<TagState>;
const T0 = 1_700_000_000_000;
const KEY = 'the-servers-own-key';

function settingsOf(overrides: Partial<ExperimentsSettings> = {}): ExperimentsSettings {
  return { ...gameSettingsSchema.parse({ numberOfRounds: 2 }), refereeKey: KEY, ...overrides } as ExperimentsSettings;
}

function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `Robot${-playerId}` : `Player${playerId}`, robot: playerId < 0 }));
}

function start(ids: PlayerId[], settings = settingsOf(), seed = 11): M {
  return startMatch(experiments, { seats: seatsOf(ids), settings, seed, now: T0 }).match as M;
}

function accepted<S>(result: Step<S> | Invalid): Step<S> {
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  return result;
}

function tag(match: M, tagged: PlayerId, now: number, settings = settingsOf(), key = KEY, carrier = match.state.it!): Step<TagState> | Invalid {
  return applyMove(experiments, match, settings, { playerId: carrier, ...refereeTagMove(key, tagged), stageNumber: match.stageNumber }, now) as Step<TagState> | Invalid;
}

function refusal(result: unknown): string | undefined {
  return isInvalid(result) ? result.invalid : undefined;
}

describe('EXPERIMENTS: tag', () => {
  it('is the registry\'s EXPERIMENTS, with the manifest\'s player limits', () => {
    expect(gameDefinition('EXPERIMENTS')).toBe(experiments);
    expect([experiments.minPlayers, experiments.maxPlayers]).toEqual([2, 10]);
  });

  it('starts a round with a seeded "it", everyone at their start, a 60 s run', () => {
    const match = start([1, 2, 3, -1]);
    expect(match.stage).toBe('tag');
    expect(match.round).toBe(1);
    expect(match.stageEndsAt).toBe(T0 + TAG_MS);
    expect([1, 2, 3, -1]).toContain(match.state.it);
    expect(match.state.spawns.map((s) => s.playerId)).toEqual([1, 2, 3, -1]);
    expect(match.state.itSince).toBe(T0);
    const its = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => start([1, 2, 3, -1], settingsOf(), seed).state.it));
    expect(its.size).toBeGreaterThan(1);
    expect(start([1, 2, 3, -1], settingsOf(), 5).state.it).toBe(start([1, 2, 3, -1], settingsOf(), 5).state.it);
  });

  it('passes "it" on a tag made with the server\'s key, and not back at once', () => {
    let match = start([1, 2, 3]);
    const first = match.state.it!;
    const [other, third] = [1, 2, 3].filter((id) => id !== first) as [number, number];
    match = accepted(tag(match, other, T0 + 4_000)).match as M;
    expect(match.state.it).toBe(other);
    expect(match.state.immune).toEqual({ playerId: first, until: T0 + 4_000 + IMMUNITY_MS });
    expect(match.state.itMs[first]).toBe(4_000);
    expect(match.state.tags).toEqual([{ tagger: first, tagged: other, at: T0 + 4_000 }]);

    // Tagging straight back is not allowed; someone else is.
    expect(refusal(tag(match, first, T0 + 4_000 + IMMUNITY_MS - 1))).toBe('error.tag_not_allowed');
    const back = accepted(tag(match, first, T0 + 4_000 + IMMUNITY_MS)).match as M;
    expect(back.state.it).toBe(first);
    const onward = accepted(tag(match, third, T0 + 5_000)).match as M;
    expect(onward.state.it).toBe(third);
    expect(onward.state.immune?.playerId).toBe(other);
  });

  it('refuses a tag without the key, with a wrong one, in another name, of oneself or of a stranger', () => {
    const match = start([1, 2, 3]);
    const it = match.state.it!;
    const other = [1, 2, 3].find((id) => id !== it)!;
    // What a phone could send: no key, a guessed key, or a tag it makes for itself.
    expect(refusal(tag(match, other, T0 + 1_000, settingsOf(), ''))).toBe('error.unknown_move');
    expect(refusal(tag(match, other, T0 + 1_000, settingsOf(), 'guess'))).toBe('error.unknown_move');
    const bare = applyMove(experiments, match, settingsOf(), { playerId: it, move: 'tag', payload: { tagged: other } }, T0 + 1_000);
    expect(refusal(bare)).toBe('error.unknown_move');
    // A game whose settings have no key (started without the server's referee) takes no tag at all.
    expect(refusal(tag(match, other, T0 + 1_000, settingsOf({ refereeKey: undefined })))).toBe('error.unknown_move');
    expect(refusal(tag(match, it, T0 + 1_000, settingsOf(), KEY, other))).toBe('error.tag_not_it');
    expect(refusal(tag(match, it, T0 + 1_000))).toBe('error.tag_not_allowed');
    expect(refusal(tag(match, 99, T0 + 1_000))).toBe('error.tag_not_allowed');
    expect(refusal(tag(match, 1.5, T0 + 1_000))).toBe('error.tag_not_allowed');
    expect(refusal(tag(match, other, T0 + TAG_MS))).toBe('error.stage_over');
  });

  it('scores every whole second not being "it", round multiplier included', () => {
    let match = start([1, 2, 3], settingsOf({ numberOfRounds: 2 }), 3);
    const first = match.state.it!;
    const second = [1, 2, 3].find((id) => id !== first)!;
    match = accepted(tag(match, second, T0 + 20_500)).match as M;
    const done = tick(experiments, match, settingsOf(), T0 + TAG_MS)!.match as M;
    expect(done.stage).toBe('results');
    expect(done.stageEndsAt).toBe(T0 + TAG_MS + RESULTS_MS);
    const rows = Object.fromEntries(done.state.results!.rows.map((row) => [row.playerId, row]));
    expect(rows[first]).toMatchObject({ itMs: 20_500, freeSeconds: 39, points: 39 * POINTS_PER_SECOND });
    expect(rows[second]).toMatchObject({ itMs: 39_500, freeSeconds: 20, points: 20 * POINTS_PER_SECOND });
    const third = [1, 2, 3].find((id) => id !== first && id !== second)!;
    expect(rows[third]).toMatchObject({ itMs: 0, freeSeconds: 60, points: 600 });
    expect(done.state.results!.rows[0]!.playerId).toBe(third);
    expect(done.state.results!.lastIt).toBe(second);
    expect(done.scores).toEqual({ [first]: 390, [second]: 200, [third]: 600 });

    // Round 2 counts double, with a new "it" and nothing carried over.
    const round2 = tick(experiments, done, settingsOf(), T0 + TAG_MS + RESULTS_MS)!.match as M;
    expect(round2.stage).toBe('tag');
    expect(round2.round).toBe(2);
    expect(round2.state.tags).toEqual([]);
    expect(Object.values(round2.state.itMs)).toEqual([0, 0, 0]);
    const end2 = tick(experiments, round2, settingsOf(), round2.stageEndsAt!)!.match as M;
    const it2 = round2.state.it!;
    expect(end2.scores[it2]! - done.scores[it2]!).toBe(0);
    for (const id of [1, 2, 3].filter((p) => p !== it2)) expect(end2.scores[id]! - done.scores[id]!).toBe(60 * POINTS_PER_SECOND * 2);
    const over = tick(experiments, end2, settingsOf(), end2.stageEndsAt!)!.match as M;
    expect(over.over).toBe(true);
    expect(over.stage).toBe(GAME_OVER);
  });

  it('counts a skipped run up to the skip only', () => {
    const match = start([1, 2]);
    const skipped = skipTimer(experiments, match, settingsOf(), T0 + 10_000).match as M;
    const it = match.state.it!;
    const other = it === 1 ? 2 : 1;
    expect(skipped.scores).toEqual({ [it]: 0, [other]: 100 });
  });

  it('hands "it" on when "it" leaves, and ends the round when one player is left', () => {
    const match = start([1, 2, 3]);
    const it = match.state.it!;
    const after = removeSeat(experiments, match, settingsOf(), it, T0 + 5_000).match as M;
    expect(after.stage).toBe('tag');
    expect(after.state.it).not.toBe(it);
    expect([1, 2, 3].filter((id) => id !== it)).toContain(after.state.it);
    expect(after.state.itSince).toBe(T0 + 5_000);
    expect(after.state.immune).toBeNull();
    const alone = removeSeat(experiments, after, settingsOf(), after.state.it!, T0 + 6_000).match as M;
    // With one player left the run ends, and the game after its results.
    expect(alone.stage).toBe('results');
    expect(alone.state.results!.rows.map((r) => r.playerId)).toEqual([[1, 2, 3].find((id) => id !== it && id !== after.state.it)]);
    expect(tick(experiments, alone, settingsOf(), alone.stageEndsAt!)!.match.over).toBe(true);
  });

  it('shows every screen the same public round, and never the server\'s key', () => {
    let match = start([1, 2, -1]);
    const it = match.state.it!;
    const other = [1, 2, -1].find((id) => id !== it)!;
    match = accepted(tag(match, other, T0 + 2_000)).match as M;
    const host = hostView(experiments, match, settingsOf()).game;
    expect(host).toMatchObject({ experiment: 'tag', stage: 'tag', round: 1, numberOfRounds: 2, it: other, players: [1, 2, -1], tagCounts: { [it]: 1 } });
    expect(host.lastTag).toEqual({ tagger: it, tagged: other, at: T0 + 2_000 });
    const phone = playerView(experiments, match, other, settingsOf()).game as ExperimentsPlayerView;
    expect(phone).toMatchObject({ playerId: other, isIt: true, it: other });
    expect((playerView(experiments, match, it, settingsOf()).game as ExperimentsPlayerView).isIt).toBe(false);
    let now = T0 + 2_000;
    let current: M = match;
    while (!current.over) {
      for (const view of [hostView(experiments, current, settingsOf()), ...[1, 2].map((id) => playerView(experiments, current, id, settingsOf()))]) {
        expect(JSON.stringify(view)).not.toContain(KEY);
      }
      now = current.stageEndsAt!;
      current = tick(experiments, current, settingsOf(), now)!.match as M;
    }
  });

  it('tells the server who is "it" and who runs, during the run only', () => {
    const match = start([1, -1, -2, 2]);
    const situation = tagSituationOf(match)!;
    expect(situation).toMatchObject({ stageNumber: match.stageNumber, it: match.state.it, players: [1, -1, -2, 2], robots: [-1, -2], roundEndsAt: T0 + TAG_MS });
    const results = tick(experiments, match, settingsOf(), T0 + TAG_MS)!.match;
    expect(tagSituationOf(results)).toBeNull();
    expect(tagSituationOf({ ...match, state: { round: 1 } })).toBeNull();
    const gone = removeSeat(experiments, match, settingsOf(), -2, T0 + 1).match;
    expect(tagSituationOf(gone)!.robots).toEqual([-1]);
    expect(tagSituationOf(gone)!.players).toEqual([1, -1, 2]);
  });
});
