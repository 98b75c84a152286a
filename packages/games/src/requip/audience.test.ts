import { describe, expect, it } from 'vitest';
import { audiencePrompt, audienceRightChoices, audienceView, createRng, isAudienceChoice, recordAudience } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { requip } from '.';
import { audienceVoteOf, openPrompt, scorePrompt } from './rules';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { AnswerEntry, Ballot, RequipHostView, RoundPrompt } from './types';

const host = (t: Table): RequipHostView => requip.views.host(t.match, t.settings);
const own = (id: PlayerId) => (p: RoundPrompt) => `answer of ${id} to ${p.id}`;

/** The audience's counts so far in the stage the match is in, as the server folds them in. */
function audienceChooses(t: Table, counts: Record<string, number>): void {
  t.match = recordAudience(requip, t.match, t.settings, { stageNumber: t.match.stageNumber, counts });
}

/** Five players, every prompt answered: the first prompt is on the screen for its three voters. */
function toVote(seed = 7, rounds = 3): { t: Table; a: PlayerId; b: PlayerId; voters: PlayerId[] } {
  const ids = [1, 2, 3, 4, 5];
  const t = new Table(settingsOf({ numberOfRounds: rounds }), ids, seed);
  for (const id of ids) t.answerAll(id, own(id));
  expect(t.match.stage).toBe('vote');
  const [a, b] = t.current.authors as [PlayerId, PlayerId];
  return { t, a, b, voters: ids.filter((id) => id !== a && id !== b) };
}

/**
 * The first prompt's vote: v1 and v2 for A, v3 for B; the audience chooses (`counts` of the answers
 * by `a`, `b` and the AI) before the last ballot ends the vote. Returns the table at the reveal.
 */
function playVote(counts: { a?: number; b?: number; ai?: number } | null): { t: Table; A: string; B: string; AI: string; a: PlayerId; b: PlayerId } {
  const { t, a, b, voters } = toVote();
  const [A, B, AI] = [t.entryOf(a), t.entryOf(b), t.entryOf(null)];
  t.vote(voters[0]!, [A]);
  t.vote(voters[1]!, [A]);
  if (counts) {
    const byId: Record<string, number> = {};
    if (counts.a) byId[A] = counts.a;
    if (counts.b) byId[B] = counts.b;
    if (counts.ai) byId[AI] = counts.ai;
    audienceChooses(t, byId);
  }
  t.vote(voters[2]!, [B]);
  expect(t.match.stage).toBe('reveal');
  return { t, A, B, AI, a, b };
}

describe('the audience prompt', () => {
  it('offers the answers on the screen to vote on during the vote only, with their texts and never an author', () => {
    const { t } = toVote();
    const answering = new Table(settingsOf(), [1, 2, 3, 4, 5], 7);
    expect(answering.match.stage).toBe('answer');
    expect(audiencePrompt(requip, answering.match, answering.settings)).toBeNull();

    const prompt = audiencePrompt(requip, t.match, t.settings);
    const onScreen = host(t).current!.answers;
    expect(prompt).toEqual({
      kind: 'choose',
      action: 'vote',
      options: onScreen.map((x) => ({ id: x.promptResponseId, label: x.responseText })),
    });
    // Only an id and the text, which the TV shows anyway: no author, no alias, no AI mark.
    const aliases = t.match.seats.map((s) => s.alias);
    for (const option of prompt!.kind === 'choose' ? prompt!.options : []) {
      expect(Object.keys(option).sort()).toEqual(['id', 'label']);
      expect(aliases.some((alias) => option.label!.includes(alias))).toBe(false);
    }
    const json = JSON.stringify(audienceView(requip, t.match, t.settings));
    expect(json).not.toMatch(/author|"ai"|playerIdsWithChoice/u);
    expect(isAudienceChoice(requip, t.match, t.settings, t.entryOf(null))).toBe(true);
    expect(isAudienceChoice(requip, t.match, t.settings, 'nope')).toBe(false);

    for (const id of [1, 2, 3, 4, 5]) if (!t.current.authors.includes(id)) t.vote(id, [t.entryOf(t.current.authors[0]!)]);
    expect(t.match.stage).toBe('reveal');
    expect(audiencePrompt(requip, t.match, t.settings)).toBeNull();
    t.until('roundScores', false);
    expect(audiencePrompt(requip, t.match, t.settings)).toBeNull();
  });

  it('offers the final’s answers too, jinxed ones left out as they are off the ballot', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 9);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.state.final).toBe(true);
    for (const id of ids) t.answerAll(id, () => (id <= 2 ? 'Same Thing' : `thing ${id}`));
    expect(t.match.stage).toBe('vote');
    const prompt = audiencePrompt(requip, t.match, t.settings);
    expect(prompt?.kind === 'choose' && prompt.options.map((o) => o.label).sort()).toEqual([t.current.ai!, 'thing 3', 'thing 4'].sort());
  });
});

describe('the audience’s vote', () => {
  it('counts the majority as one extra vote: one vote’s points to its author, recorded on the prompt', () => {
    const without = playVote(null);
    const withAudience = playVote({ a: 5, b: 2 });
    expect(without.t.current.audience).toBeUndefined();
    expect(withAudience.t.current.audience).toEqual({ choice: withAudience.A, counts: { [withAudience.A]: 5, [withAudience.B]: 2 } });
    const before = without.t.current.result!;
    const after = withAudience.t.current.result!;
    expect(after.votes[withAudience.A]).toBe(before.votes[without.A]! + 1);
    expect(before.points[without.a]).toBe(200 + 100);
    expect(after.points).toEqual({ ...before.points, [withAudience.a]: before.points[without.a]! + 100 });
    withAudience.t.finishStage(false);
    without.t.finishStage(false);
    expect(withAudience.t.match.scores[withAudience.a]).toBe(without.t.match.scores[without.a]! + 100);
  });

  it('scores a vote for the AI’s answer for nobody, as a player’s vote', () => {
    const without = playVote(null);
    const forAi = playVote({ ai: 3, a: 1 });
    expect(forAi.t.current.audience?.choice).toBe(forAi.AI);
    expect(forAi.t.current.result!.votes[forAi.AI]).toBe(1);
    expect(forAi.t.current.result!.points).toEqual(without.t.current.result!.points);
  });

  it('adds nothing when the audience is split or chose nothing', () => {
    const without = playVote(null);
    const split = playVote({ a: 4, b: 4 });
    expect(split.t.current.audience).toEqual({ choice: null, counts: { [split.A]: 4, [split.B]: 4 } });
    expect(split.t.current.result).toEqual(without.t.current.result);
    const empty = playVote({});
    expect(empty.t.current.audience).toBeUndefined();
    expect(empty.t.current.result).toEqual(without.t.current.result);
    expect(requip.views.host(split.t.match, split.t.settings).reveal!.audience).toBeNull();
  });

  it('shows the audience’s answer and share apart at the reveal only', () => {
    const { t, a, b, voters } = toVote();
    const [A, B] = [t.entryOf(a), t.entryOf(b)];
    const [v1, v2, v3] = voters;
    t.vote(v1!, [A]);
    audienceChooses(t, { [A]: 2, [B]: 5 });
    const voting = JSON.stringify(host(t));
    expect(host(t).reveal).toBeNull();
    expect(voting).not.toContain('"percent"');
    t.vote(v2!, [B]);
    t.vote(v3!, [A]);
    const reveal = host(t).reveal!;
    expect(reveal.audience).toEqual({ promptResponseId: B, percent: 71, members: 7 });
    // The audience's vote is counted, but never listed among the players who voted.
    const byId = Object.fromEntries(reveal.answers.map((x) => [x.promptResponseId, x]));
    expect(byId[B]).toMatchObject({ votes: 2, playerIdsWithChoice: [v2] });
    expect(byId[A]).toMatchObject({ votes: 2, playerId: a });
    t.finishStage(false);
    expect(host(t).reveal?.audience ?? null).toBeNull();
  });

  it('names the answers that won the vote, the audience’s vote included, as right', () => {
    const { t, a, b, voters } = toVote();
    const [A, B] = [t.entryOf(a), t.entryOf(b)];
    const seen: Array<{ before: M; after: M }> = [];
    t.onChange = (before, after) => seen.push({ before, after });
    t.vote(voters[0]!, [A]);
    t.vote(voters[1]!, [B]);
    audienceChooses(t, { [B]: 3 });
    t.vote(voters[2]!, [A]);
    const end = seen.find((c) => c.after.stageNumber !== c.before.stageNumber)!;
    expect(audienceRightChoices(requip, end.before, end.after, t.settings).sort()).toEqual([A, B].sort());
    expect(host(t).reveal!.answers.find((x) => x.promptResponseId === B)!.votes).toBe(2);
    // A change within the vote names nothing.
    const within = seen.find((c) => c.after.stageNumber === c.before.stageNumber)!;
    expect(audienceRightChoices(requip, within.before, within.after, t.settings)).toEqual([]);
  });

  it('names nothing when nobody voted at all', () => {
    const { t } = toVote();
    const before = t.match;
    t.finishStage(false);
    expect(audienceRightChoices(requip, before, t.match, t.settings)).toEqual([]);
  });
});

describe('scorePrompt with the audience', () => {
  const entries: AnswerEntry[] = [
    { id: 'a', text: 'Mr. Bites', author: 1, jinx: false },
    { id: 'b', text: 'Dinner', author: 2, jinx: false },
    { id: 'c', text: 'Kevin', author: null, jinx: false },
  ];
  const vote = (...choices: string[]): Ballot => ({ choices, spotAi: null });
  const onScreen = (on: AnswerEntry[], ballots: Record<PlayerId, Ballot>, audience?: string | null): RoundPrompt => ({
    ...openPrompt(
      {
        id: '1-1',
        contentId: 'en-001',
        text: 'Name a dog',
        custom: false,
        authors: [...new Set(on.flatMap((e) => (e.author === null ? [] : [e.author])))],
        answers: Object.fromEntries(on.flatMap((e) => (e.author === null ? [] : [[e.author, e.text]]))),
        ai: null,
        entries: on,
        ballots,
        result: null,
      },
      createRng(1),
    ),
    ...(audience === undefined ? {} : { audience: { choice: audience, counts: audience ? { [audience]: 1 } : {} } }),
  });
  /** A player's ballot for the same answer, from a voter who is in no other way part of the prompt. */
  const asVoter = (on: AnswerEntry[], ballots: Record<PlayerId, Ballot>, choice: string): RoundPrompt => onScreen(on, { ...ballots, 99: vote(choice) });

  const cases: Array<[string, AnswerEntry[], Record<PlayerId, Ballot>, string, boolean]> = [
    ['a lead made bigger', entries, { 3: vote('a'), 4: vote('a'), 5: vote('b') }, 'a', false],
    ['a tie broken', entries, { 3: vote('a'), 4: vote('b') }, 'b', false],
    ['a sweep taken away', entries, { 3: vote('b'), 4: vote('b') }, 'a', false],
    ['the only vote', entries, {}, 'b', false],
    ['the AI', entries, { 3: vote('a') }, 'c', false],
    ['the one answer against the AI', [entries[1]!, entries[2]!], { 3: vote('c') }, 'b', false],
    ['a final share', entries, { 3: vote('a', 'a', 'b'), 4: vote('c', 'b', 'b') }, 'a', true],
  ];
  it.each(cases)('counts exactly as one more voter: %s', (_name, on, ballots, choice, final) => {
    expect(scorePrompt(onScreen(on, ballots, choice), final)).toEqual(scorePrompt(asVoter(on, ballots, choice), final));
    expect(scorePrompt(onScreen(on, ballots, choice), final)).not.toEqual(scorePrompt(onScreen(on, ballots), final));
  });

  it('ignores a split audience, and counts for an answer off the ballot', () => {
    const ballots = { 3: vote('a'), 4: vote('b') };
    expect(scorePrompt(onScreen(entries, ballots, null), false)).toEqual(scorePrompt(onScreen(entries, ballots), false));
    const jinxed: AnswerEntry[] = [
      { id: 'a', text: 'Pizza', author: 1, jinx: true },
      { id: 'b', text: 'pizza!', author: 2, jinx: true },
      { id: 'd', text: 'Soup', author: 3, jinx: false },
      { id: 'c', text: 'Kevin', author: null, jinx: false },
    ];
    const prompt = onScreen(jinxed, {});
    expect(audienceVoteOf(prompt, { a: 9, d: 2 })).toEqual({ choice: 'd', counts: { d: 2 } });
    expect(audienceVoteOf(prompt, { a: 9, x: 4, d: 0 })).toBeUndefined();
    expect(audienceVoteOf(prompt, { d: 2, c: 2 })).toEqual({ choice: null, counts: { d: 2, c: 2 } });
  });
});
