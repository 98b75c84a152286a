import { describe, expect, it } from 'vitest';
import { audiencePrompt, audienceRightChoices, audienceView, isAudienceChoice, recordAudience } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { snaption } from '.';
import { audienceVoteOf, scoreMatchup } from './rules';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { Ballot, CaptionEntry, Matchup, SnaptionHostView, VoteMode } from './types';

const host = (t: Table): SnaptionHostView => snaption.views.host(t.match, t.settings);
const range = (from: number, to: number): PlayerId[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The audience's counts so far in the stage the match is in, as the server folds them in. */
function audienceChooses(t: Table, counts: Record<string, number>): void {
  t.match = recordAudience(snaption, t.match, t.settings, { stageNumber: t.match.stageNumber, counts });
}

/** Four players, every caption written: all four on one screen to vote on. */
function toVote(seed = 4): Table {
  const t = new Table(settingsOf(), [1, 2, 3, 4], seed);
  t.captionAll([1, 2, 3, 4]);
  expect(t.match.stage).toBe('vote');
  expect(t.match.state.mode).toBe('all');
  return t;
}

/**
 * Player 1 votes for 2's caption, 2 and 3 for 1's; the audience chooses (`counts` by author) before
 * player 4's vote for 3's caption ends the vote. Returns the table at the reveal.
 */
function playVote(counts: Record<PlayerId, number> | null): Table {
  const t = toVote();
  const c = (author: PlayerId) => t.entryOf(author);
  t.vote(1, c(2));
  t.vote(2, c(1));
  t.vote(3, c(1));
  if (counts) audienceChooses(t, Object.fromEntries(Object.entries(counts).map(([author, n]) => [c(Number(author)), n])));
  t.vote(4, c(3));
  expect(t.match.stage).toBe('reveal');
  return t;
}

describe('the audience prompt', () => {
  it('offers the captions on the screen to vote on during the vote only, texts and never authors', () => {
    const writing = new Table(settingsOf(), [1, 2, 3, 4], 4);
    expect(writing.match.stage).toBe('caption');
    expect(audiencePrompt(snaption, writing.match, writing.settings)).toBeNull();

    const t = toVote();
    const prompt = audiencePrompt(snaption, t.match, t.settings);
    expect(prompt).toEqual({ kind: 'choose', action: 'vote', options: host(t).current!.captions.map((c) => ({ id: c.captionId, label: c.text })) });
    expect(prompt?.kind === 'choose' && prompt.options).toHaveLength(4);
    for (const option of prompt?.kind === 'choose' ? prompt.options : []) expect(Object.keys(option).sort()).toEqual(['id', 'label']);
    expect(JSON.stringify(audienceView(snaption, t.match, t.settings))).not.toMatch(/author|playerIdsWithChoice/u);
    expect(isAudienceChoice(snaption, t.match, t.settings, t.entryOf(2))).toBe(true);
    expect(isAudienceChoice(snaption, t.match, t.settings, 'nope')).toBe(false);

    for (const id of [1, 2, 3, 4]) t.vote(id, t.entryOf(id === 1 ? 2 : 1));
    expect(t.match.stage).toBe('reveal');
    expect(audiencePrompt(snaption, t.match, t.settings)).toBeNull();
    t.until('roundScores', false);
    expect(audiencePrompt(snaption, t.match, t.settings)).toBeNull();
  });

  it('offers only the head-to-head pair on the screen', () => {
    const t = new Table(settingsOf(), range(1, 10), 3);
    t.captionAll(range(1, 10));
    expect(t.match.state.mode).toBe('pairs');
    for (let n = 0; n < 2; n++) {
      expect(t.match.stage).toBe('vote');
      const prompt = audiencePrompt(snaption, t.match, t.settings);
      expect(prompt?.kind === 'choose' && prompt.options).toEqual(t.onScreen.map((e) => ({ id: e.id, label: e.text })));
      expect(t.onScreen).toHaveLength(2);
      t.finishStage(false);
      t.finishStage(false);
    }
  });

  it('offers the blind final’s captions once they are voted on, not while the picture is unveiled', () => {
    const t = new Table(settingsOf({ numberOfRounds: 2 }), [1, 2, 3], 6);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.state.blind).toBe(true);
    t.captionAll([1, 2, 3]);
    expect(t.match.stage).toBe('unveil');
    expect(audiencePrompt(snaption, t.match, t.settings)).toBeNull();
    t.finishStage(false);
    expect(t.match.stage).toBe('vote');
    const prompt = audiencePrompt(snaption, t.match, t.settings);
    expect(prompt?.kind === 'choose' && prompt.options.map((o) => o.label).sort()).toEqual(['caption of 1', 'caption of 2', 'caption of 3']);
  });
});

describe('the audience’s vote', () => {
  it('counts the majority as one extra vote: one vote’s points to its author, recorded on the matchup', () => {
    const without = playVote(null);
    const withAudience = playVote({ 1: 6, 3: 2 });
    expect(without.current.audience).toBeUndefined();
    expect(withAudience.current.audience).toEqual({ choice: withAudience.entryOf(1), counts: { [withAudience.entryOf(1)]: 6, [withAudience.entryOf(3)]: 2 } });
    const before = without.current.result!;
    const after = withAudience.current.result!;
    expect(after.votes[withAudience.entryOf(1)]).toBe(3);
    expect(after.topIds).toEqual(before.topIds);
    expect(after.points).toEqual({ ...before.points, 1: before.points[1]! + 100 });
    withAudience.finishStage(false);
    without.finishStage(false);
    expect(withAudience.match.scores[1]).toBe(without.match.scores[1]! + 100);
  });

  it('adds nothing when the audience is split or chose nothing', () => {
    const without = playVote(null);
    const split = playVote({ 2: 3, 4: 3 });
    expect(split.current.audience).toEqual({ choice: null, counts: { [split.entryOf(2)]: 3, [split.entryOf(4)]: 3 } });
    expect(split.current.result).toEqual(without.current.result);
    expect(host(split).reveal!.audience).toBeNull();
    const empty = playVote({});
    expect(empty.current.audience).toBeUndefined();
    expect(empty.current.result).toEqual(without.current.result);
  });

  it('shows the audience’s caption and share apart at the reveal only', () => {
    const t = toVote();
    t.vote(1, t.entryOf(2));
    audienceChooses(t, { [t.entryOf(4)]: 9, [t.entryOf(2)]: 3 });
    expect(host(t).reveal).toBeNull();
    expect(JSON.stringify(host(t))).not.toContain('"percent"');
    t.vote(2, t.entryOf(1));
    t.vote(3, t.entryOf(1));
    t.vote(4, t.entryOf(1));
    const reveal = host(t).reveal!;
    expect(reveal.audience).toEqual({ captionId: t.entryOf(4), percent: 75, members: 12 });
    const four = reveal.captions.find((c) => c.captionId === t.entryOf(4))!;
    expect(four).toMatchObject({ playerId: 4, votes: 1, playerIdsWithChoice: [], points: 100 });
    t.finishStage(false);
    expect(host(t).reveal).toBeNull();
  });

  it('names the captions that won the vote, the audience’s vote included, as right; a right prediction follows it', () => {
    const t = toVote();
    const seen: Array<{ before: M; after: M }> = [];
    t.onChange = (before, after) => seen.push({ before, after });
    t.vote(1, t.entryOf(2), t.entryOf(2));
    t.vote(2, t.entryOf(1));
    audienceChooses(t, { [t.entryOf(2)]: 1 });
    t.vote(3, t.entryOf(1));
    t.vote(4, t.entryOf(2));
    const end = seen.find((c) => c.after.stageNumber !== c.before.stageNumber)!;
    expect(audienceRightChoices(snaption, end.before, end.after, t.settings)).toEqual([t.entryOf(2)]);
    expect(t.current.result!.rightPredictors).toEqual([1]);
    const within = seen.find((c) => c.after.stageNumber === c.before.stageNumber)!;
    expect(audienceRightChoices(snaption, within.before, within.after, t.settings)).toEqual([]);
  });

  it('counts in a head-to-head pair and in the round’s top caption', () => {
    const t = new Table(settingsOf(), range(1, 10), 3);
    t.captionAll(range(1, 10));
    const [first] = t.onScreen;
    audienceChooses(t, { [first!.id]: 4 });
    const before = t.match;
    t.finishStage(false);
    expect(t.current.result!.votes[first!.id]).toBe(1);
    expect(audienceRightChoices(snaption, before, t.match, t.settings)).toEqual([first!.id]);
    t.until('roundWinner', false);
    expect(t.match.state.roundTop!.entryIds).toEqual([first!.id]);
    expect(t.match.state.roundTop!.points).toEqual({ [first!.author]: 200 });
  });
});

describe('scoreMatchup with the audience', () => {
  const entries: CaptionEntry[] = [
    { id: '1-a', text: 'A', author: 1, jinx: false },
    { id: '1-b', text: 'B', author: 2, jinx: false },
    { id: '1-c', text: 'C', author: 3, jinx: false },
  ];
  const matchup = (entryIds: string[], ballots: Record<PlayerId, Ballot>, audience?: string | null): Matchup => ({
    id: '1-m1',
    entryIds,
    ballots,
    result: null,
    ...(audience === undefined ? {} : { audience: { choice: audience, counts: audience ? { [audience]: 1 } : {} } }),
  });
  const vote = (choice: string, prediction: string | null = null): Ballot => ({ choice, prediction });

  const cases: Array<[string, string[], Record<PlayerId, Ballot>, string, VoteMode]> = [
    ['a lead made bigger', ['1-a', '1-b', '1-c'], { 2: vote('1-a'), 3: vote('1-a'), 1: vote('1-b') }, '1-a', 'all'],
    ['a tie broken, predictions following', ['1-a', '1-b', '1-c'], { 3: vote('1-a', '1-a'), 1: vote('1-b', '1-b') }, '1-b', 'all'],
    ['the only vote', ['1-a', '1-b'], {}, '1-b', 'pairs'],
    ['a pair', ['1-a', '1-b'], { 3: vote('1-a', '1-b') }, '1-b', 'pairs'],
  ];
  it.each(cases)('counts exactly as one more voter: %s', (_name, ids, ballots, choice, mode) => {
    const withAudience = scoreMatchup(matchup(ids, ballots, choice), entries, mode);
    expect(withAudience).toEqual(scoreMatchup(matchup(ids, { ...ballots, 99: vote(choice) }), entries, mode));
    expect(withAudience).not.toEqual(scoreMatchup(matchup(ids, ballots), entries, mode));
  });

  it('ignores a split audience, and counts for a caption not on the screen', () => {
    const ballots = { 3: vote('1-a'), 1: vote('1-b') };
    expect(scoreMatchup(matchup(['1-a', '1-b'], ballots, null), entries, 'pairs')).toEqual(scoreMatchup(matchup(['1-a', '1-b'], ballots), entries, 'pairs'));
    expect(scoreMatchup(matchup(['1-a', '1-b'], ballots, '1-c'), entries, 'pairs')).toEqual(scoreMatchup(matchup(['1-a', '1-b'], ballots), entries, 'pairs'));
    const pair = matchup(['1-a', '1-b'], {});
    expect(audienceVoteOf(pair, { '1-c': 9, '1-a': 2 })).toEqual({ choice: '1-a', counts: { '1-a': 2 } });
    expect(audienceVoteOf(pair, { '1-c': 9, '1-a': 0 })).toBeUndefined();
    expect(audienceVoteOf(pair, { '1-a': 2, '1-b': 2 })).toEqual({ choice: null, counts: { '1-a': 2, '1-b': 2 } });
  });
});
