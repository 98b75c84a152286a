import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, GAME_OVER, applyMove, isDuplicateMove, isInvalid } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { snaption } from '.';
import { SNAPTION_CARDS, captionBank, cardImageUrl, genericCaptions } from './content';
import {
  BLIND_CAPTION_MS,
  CAPTION_MS,
  ERRORS,
  PAIR_REVEAL_MS,
  PAIR_VOTE_MS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  ROUND_WINNER_MS,
  UNVEIL_MS,
  VOTE_MS,
  captionKey,
} from './rules';
import { T0, Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { Matchup, SnaptionHostView, SnaptionPlayerView } from './types';

const host = (t: Table): SnaptionHostView => snaption.views.host(t.match, t.settings);
const phone = (t: Table, id: PlayerId): SnaptionPlayerView => snaption.views.player(t.match, id, t.settings);
const range = (from: number, to: number): PlayerId[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Records every stage entered, with its duration. */
function stageLog(t: Table): string[] {
  const stages = [`${t.match.stage}@${t.match.stageEndsAt! - t.now}`];
  t.onChange = (before, after) => {
    if (after.stageNumber !== before.stageNumber) stages.push(`${after.stage}@${after.stageEndsAt === null ? '-' : after.stageEndsAt - t.now}`);
  };
  return stages;
}

describe('a round', () => {
  it('plays every stage with its duration: caption, vote, reveal, round scores, the blind final, game over', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids);
    const stages = stageLog(t);
    expect(t.match.state).toMatchObject({ round: 1, blind: false, unveiled: true });
    t.captionAll(ids);
    expect(t.match.stage).toBe('vote');
    t.until('caption');
    expect(t.match.state).toMatchObject({ round: 2, blind: true, unveiled: false });
    t.captionAll(ids);
    expect(t.match.stage).toBe('unveil');
    t.playToEnd();
    expect(stages).toEqual([
      `caption@${CAPTION_MS}`,
      `vote@${VOTE_MS}`,
      `reveal@${REVEAL_MS}`,
      `roundScores@${ROUND_SCORES_MS}`,
      `caption@${BLIND_CAPTION_MS}`,
      `unveil@${UNVEIL_MS}`,
      `vote@${VOTE_MS}`,
      `reveal@${REVEAL_MS}`,
      `roundScores@${ROUND_SCORES_MS}`,
      `${GAME_OVER}@-`,
    ]);
    expect(phone(t, 1).roundSummary).toMatchObject({ round: 2, blind: true, lastRound: true });
  });

  it('shows every player the same picture, from the bundled deck', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const card = t.match.state.card!;
    expect(SNAPTION_CARDS.map((c) => c.cardId)).toContain(card.cardId);
    expect(card).toMatchObject({ imageUrl: cardImageUrl(card.cardId), custom: false });
    for (const view of [host(t), phone(t, 1), phone(t, 2), phone(t, 3)]) expect(view.card).toEqual({ cardId: card.cardId, imageUrl: card.imageUrl, attribution: null });
  });

  it('keeps a caption editable until the deadline, ends early once every caption is in', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    expect(t.caption(1, '  first   try ')).toBeNull();
    expect(phone(t, 1).caption).toBe('first try');
    expect(phone(t, 1).canCaption).toBe(true);
    t.wait(10_000, false);
    expect(t.caption(1, 'second thought')).toBeNull();
    expect(phone(t, 1).caption).toBe('second thought');
    expect(host(t)).toMatchObject({ stage: 'caption', captionedIds: [1], waitingForIds: [2, 3] });
    t.captionAll([2, 3]);
    expect(t.match.stage).toBe('vote');
    expect(t.match.stageStartedAt).toBe(T0 + 10_000);
    expect(t.onScreen.find((e) => e.author === 1)?.text).toBe('second thought');
    expect(t.caption(1, 'too late')).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
  });

  it('refuses empty, blank, too long and odd captions with their message keys', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    expect(t.caption(1, '')).toEqual({ invalid: ERRORS.emptyCaption });
    expect(t.caption(1, ' \n\t  ')).toEqual({ invalid: ERRORS.emptyCaption });
    expect(t.caption(1, 'z'.repeat(81))).toEqual({ invalid: ERRORS.captionTooLong });
    expect(t.caption(1, 'ding\u0007')).toEqual({ invalid: ERRORS.invalidCaption });
    expect(t.caption(1, '\u202Eesrever')).toEqual({ invalid: ERRORS.invalidCaption });
    expect(t.move(1, 'caption', { text: 5 })).toEqual({ invalid: ERRORS.invalidCaption });
    expect(t.move(1, 'caption', null)).toEqual({ invalid: ERRORS.invalidCaption });
    expect(t.move(1, 'vote', { captionId: 'x' })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.match.state.captions).toEqual({});
    expect(t.caption(1, 'z'.repeat(80))).toBeNull();
  });

  it('applies a caption sent again with the same id once', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const send = (text: string) => applyMove(snaption, t.match, t.settings, { playerId: 1, move: 'caption', payload: { text }, moveId: 'm-1' }, t.now);
    const first = send('hello');
    if (isInvalid(first)) throw new Error(first.invalid);
    t.commit(first);
    const again = send('changed');
    expect(!isInvalid(again) && isDuplicateMove(again)).toBe(true);
    expect(t.match.state.captions[1]).toBe('hello');
  });
});

describe('voting on every caption at once', () => {
  it('lets everyone vote for one caption and predict one, never their own; a ballot may change', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 7);
    t.captionAll(ids);
    expect(t.match.stage).toBe('vote');
    expect(t.match.state.mode).toBe('all');
    expect(t.voters).toEqual(ids);
    const current = host(t).current!;
    expect(current).toMatchObject({ mode: 'all', index: 1, count: 1, votedCount: 0, voterCount: 5 });
    expect(current.captions).toHaveLength(5);
    const e = (id: PlayerId) => t.entryOf(id);
    expect(t.vote(1, e(1))).toEqual({ invalid: ERRORS.ownCaption });
    expect(t.vote(1, e(2), e(1))).toEqual({ invalid: ERRORS.ownCaption });
    expect(t.vote(1, 'nope')).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(1, e(2), 'nope')).toEqual({ invalid: ERRORS.badVote });
    expect(t.move(1, 'vote', { captionId: 3 })).toEqual({ invalid: ERRORS.badVote });
    expect(t.move(1, 'vote', null)).toEqual({ invalid: ERRORS.badVote });
    expect(t.move(1, 'vote', { captionId: e(2) })).toBeNull();
    expect(phone(t, 1).ballot).toEqual({ mayVote: true, ownCaptionId: e(1), choice: e(2), prediction: null });
    expect(t.vote(1, e(3), e(4))).toBeNull();
    expect(phone(t, 1).ballot).toEqual({ mayVote: true, ownCaptionId: e(1), choice: e(3), prediction: e(4) });
    expect(host(t).current).toMatchObject({ votedCount: 1, voterCount: 5 });
    for (const id of [2, 3, 4]) t.vote(id, e(1));
    expect(t.match.stage).toBe('vote');
    t.vote(5, e(1));
    // Everyone voted: the reveal starts at once.
    expect(t.match.stage).toBe('reveal');
    expect(t.current.ballots[1]).toEqual({ choice: e(3), prediction: e(4) });
    expect(t.vote(2, e(3))).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
  });

  it('scores 100 a vote, +200 for the top caption (every tied one) and +100 a right prediction, as the reveal ends', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 7);
    t.captionAll(ids);
    const e = (id: PlayerId) => t.entryOf(id);
    t.vote(1, e(2), e(2));
    t.vote(2, e(1), e(3));
    t.vote(3, e(1), e(1));
    t.vote(4, e(2), e(5));
    t.vote(5, e(4));
    expect(t.match.stage).toBe('reveal');
    const reveal = host(t).reveal!;
    expect(reveal).toMatchObject({ mode: 'all', outcome: 'voted', jinxes: [], endsGame: false });
    const byAuthor = Object.fromEntries(reveal.captions.map((c) => [c.playerId, c]));
    // Players 1 and 2 tie on two votes each: both are the top caption.
    expect(byAuthor[1]).toMatchObject({ captionId: e(1), votes: 2, top: true, points: 400, playerIdsWithChoice: [2, 3], playerIdsPredicted: [3] });
    expect(byAuthor[2]).toMatchObject({ votes: 2, top: true, points: 400, playerIdsWithChoice: [1, 4], playerIdsPredicted: [1] });
    expect(byAuthor[4]).toMatchObject({ votes: 1, top: false, points: 100 });
    expect(byAuthor[3]).toMatchObject({ votes: 0, top: false, points: 0, playerIdsPredicted: [2] });
    expect(reveal.rightPredictors.sort()).toEqual([1, 3]);
    expect(reveal.points).toEqual({ 1: 400 + 100, 2: 400, 3: 100, 4: 100 });
    // Nothing is scored before the reveal ends.
    expect(Object.values(t.match.scores).every((s) => s === 0)).toBe(true);
    t.finishStage(false);
    expect(t.match.scores).toMatchObject({ 1: 500, 2: 400, 3: 100, 4: 100, 5: 0 });
    expect(t.match.lastDeltas).toEqual({ 1: 500, 2: 400, 3: 100, 4: 100 });
    expect(host(t).roundSummary!.topCaptions.map((c) => c.playerId).sort()).toEqual([1, 2]);
  });

  it('votes that run out count as no vote and no prediction', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 3);
    t.captionAll(ids);
    t.vote(1, t.entryOf(2), t.entryOf(2));
    t.wait(VOTE_MS, false);
    expect(t.match.stage).toBe('reveal');
    const reveal = host(t).reveal!;
    expect(reveal.captions.reduce((n, c) => n + c.votes, 0)).toBe(1);
    expect(reveal.points).toEqual({ 1: 100, 2: 300 });
  });

  it('a round where nobody votes has no top caption', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 3);
    t.captionAll([1, 2, 3]);
    t.wait(VOTE_MS, false);
    expect(host(t).reveal).toMatchObject({ outcome: 'voted', points: {}, rightPredictors: [] });
    expect(host(t).reveal!.captions.every((c) => !c.top)).toBe(true);
  });
});

describe('special rounds', () => {
  it('a player who never captions still votes; their phone has no caption', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 6);
    t.captionAll([1, 2, 3]);
    expect(host(t).waitingForIds).toEqual([4]);
    t.wait(CAPTION_MS, false);
    expect(t.match.stage).toBe('vote');
    expect(t.onScreen.map((e) => e.author).sort()).toEqual([1, 2, 3]);
    expect(phone(t, 4)).toMatchObject({ caption: null, canCaption: false, ballot: { mayVote: true, ownCaptionId: null } });
    expect(t.vote(4, t.entryOf(1), t.entryOf(1))).toBeNull();
  });

  it('identical captions are a jinx: left out of the vote, shown at the reveal, nothing scored', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 4);
    const texts: Record<PlayerId, string> = { 1: 'Monday mood!', 2: 'monday MOOD', 3: ' Mondäy, mood. ', 4: 'a fresh one', 5: 'another one' };
    t.captionAll(ids, (id) => texts[id]!);
    expect(t.match.stage).toBe('vote');
    expect(host(t).current!.captions.map((c) => c.text).sort()).toEqual(['a fresh one', 'another one']);
    const jinxed = t.match.state.entries!.find((e) => e.author === 1)!;
    expect(jinxed.jinx).toBe(true);
    expect(t.vote(4, jinxed.id)).toEqual({ invalid: ERRORS.badVote });
    // A jinxed author votes as anyone else.
    expect(phone(t, 1).ballot).toMatchObject({ mayVote: true, ownCaptionId: null });
    for (const id of [1, 2, 3, 5]) t.vote(id, t.entryOf(4));
    t.vote(4, t.entryOf(5));
    const reveal = host(t).reveal!;
    expect(reveal.jinxes).toEqual([{ text: expect.stringMatching(/monday/i), playerIds: expect.arrayContaining([1, 2, 3]) }]);
    expect(reveal.jinxes[0]!.playerIds).toHaveLength(3);
    expect(reveal.points).toEqual({ 4: 400 + 200, 5: 100 });
  });

  it('when every caption is the same, nothing is voted on', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 4);
    t.captionAll([1, 2, 3], () => 'Same');
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal).toMatchObject({ outcome: 'jinx', captions: [], points: {} });
    expect(host(t).reveal!.jinxes.map((j) => ({ ...j, playerIds: j.playerIds.sort() }))).toEqual([{ text: 'Same', playerIds: [1, 2, 3] }]);
  });

  it('a round nobody captioned shows the picture and goes on', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 2);
    t.wait(CAPTION_MS, false);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal).toMatchObject({ outcome: 'noCaptions', captions: [], points: {} });
    expect(host(t).card).not.toBeNull();
    t.finishStage(false);
    expect(t.match.stage).toBe('roundScores');
  });

  it('a caption alone has nothing to beat: shown, not voted on, nothing scored', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 2);
    t.caption(2, 'only me');
    t.wait(CAPTION_MS, false);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal).toMatchObject({ outcome: 'alone', captions: [{ text: 'only me', playerId: 2, votes: 0, points: 0 }], points: {} });
  });

  it('a player kicked while captioning is not waited for; their caption never reaches the screen', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 8);
    t.captionAll([1, 2], (id) => `zq caption ${id}`);
    t.caption(4, 'zq kicked caption');
    expect(t.match.stage).toBe('caption');
    t.remove(4);
    expect(t.match.state.captions[4]).toBeUndefined();
    expect(t.match.stage).toBe('caption');
    t.remove(3);
    // Everyone left has written: the round goes on.
    expect(t.match.stage).toBe('vote');
    expect(t.onScreen.map((e) => e.author).sort()).toEqual([1, 2]);
    expect(t.voters).toEqual([1, 2]);
    expect(JSON.stringify(host(t))).not.toContain('zq kicked caption');
    expect(t.move(4, 'vote', { captionId: t.entryOf(1) })).toEqual({ invalid: ENGINE_ERRORS.notInGame });
  });

  it('a voter kicked mid-vote is not waited for; their caption and ballot stay', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 10);
    t.captionAll(ids);
    t.vote(1, t.entryOf(4));
    t.vote(2, t.entryOf(4));
    t.vote(3, t.entryOf(1));
    t.remove(4);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal!.captions.find((c) => c.playerId === 4)).toMatchObject({ votes: 2, top: true });
    t.finishStage(false);
    expect(t.match.scores[4]).toBe(400);
    expect(t.match.scores[1]).toBe(100);
  });

  it('ends the game after the round when fewer than three players are left', () => {
    const t = new Table(settingsOf({ numberOfRounds: 3 }), [1, 2, 3, 4]);
    t.remove(4);
    t.remove(3);
    t.until('roundScores', false);
    expect(host(t).roundSummary).toMatchObject({ round: 1, lastRound: true });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
  });
});

describe('head to head, with more than eight captions', () => {
  function pairsRound(count: number, seed = 3): Table {
    const ids = range(1, count);
    const t = new Table(settingsOf(), ids, seed);
    t.captionAll(ids);
    expect(t.match.state.mode).toBe('pairs');
    return t;
  }

  it('puts ten captions to the vote one pair at a time; the pair’s authors do not vote', () => {
    const t = pairsRound(10);
    const stages = stageLog(t);
    const seen: string[][] = [];
    for (let n = 1; n <= 5; n++) {
      expect(t.match.stage).toBe('vote');
      const current = host(t).current!;
      expect(current).toMatchObject({ mode: 'pairs', index: n, count: 5, voterCount: 8 });
      expect(current.captions).toHaveLength(2);
      seen.push(current.captions.map((c) => c.captionId));
      const authors = t.onScreen.map((e) => e.author);
      expect(t.voters).toEqual(range(1, 10).filter((id) => !authors.includes(id)));
      for (const a of authors) {
        expect(phone(t, a).ballot).toMatchObject({ mayVote: false, ownCaptionId: t.entryOf(a) });
        expect(t.vote(a, t.onScreen.find((e) => e.author !== a)!.id)).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
      }
      t.finishStage(false);
      expect(t.match.stage).toBe('reveal');
      t.finishStage(false);
    }
    expect(new Set(seen.flat()).size).toBe(10);
    expect(stages.slice(1)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => (i === 0 ? [`reveal@${PAIR_REVEAL_MS}`] : [`vote@${PAIR_VOTE_MS}`, `reveal@${PAIR_REVEAL_MS}`])).flat(),
      `roundScores@${ROUND_SCORES_MS}`,
    ]);
  });

  it('scores each pair’s votes and predictions at its reveal, and the round’s top caption after the last pair', () => {
    const t = pairsRound(10, 11);
    const topVotes: Record<PlayerId, number> = {};
    let pair = 0;
    while (t.match.stage === 'vote') {
      pair++;
      const [a, b] = t.onScreen;
      const voters = t.voters;
      // Pair 1: a takes every vote; pair 2: 6 to 2 for b; later pairs split 4 to 4.
      voters.forEach((v, i) => {
        const pick = pair === 1 ? a! : pair === 2 ? (i < 6 ? b! : a!) : i % 2 === 0 ? a! : b!;
        t.vote(v, pick.id, i === 0 ? a!.id : b!.id);
      });
      expect(t.match.stage).toBe('reveal');
      const reveal = host(t).reveal!;
      expect(reveal.jinxes).toEqual([]);
      const winner = pair === 1 ? a! : pair === 2 ? b! : null;
      if (winner) {
        expect(reveal.captions.find((c) => c.captionId === winner.id)).toMatchObject({ top: true, points: (pair === 1 ? 8 : 6) * 100 });
        topVotes[winner.author] = pair === 1 ? 8 : 6;
      } else {
        expect(reveal.captions.every((c) => c.top && c.votes === 4 && c.points === 400)).toBe(true);
      }
      // Voter 0 predicted a, the others b: right when their pick is among the pair's top captions.
      const rightA = pair === 1 || pair > 2;
      const rightB = pair >= 2;
      expect(reveal.rightPredictors.sort()).toEqual(voters.filter((_, i) => (i === 0 ? rightA : rightB)).sort());
      t.finishStage(false);
    }
    expect(t.match.stage).toBe('roundWinner');
    expect(t.match.stageEndsAt! - t.now).toBe(ROUND_WINNER_MS);
    const winner = host(t).roundWinner!;
    const top = Object.keys(topVotes).map(Number).find((id) => topVotes[id] === 8)!;
    expect(winner.captions).toEqual([{ captionId: t.entryOf(top), text: `caption of ${top}`, playerId: top, votes: 8 }]);
    expect(winner.points).toEqual({ [top]: 200 });
    const before = t.match.scores[top]!;
    t.finishStage(false);
    expect(t.match.scores[top]).toBe(before + 200);
    expect(t.match.stage).toBe('roundScores');
    expect(host(t).roundSummary!.topCaptions).toEqual([{ text: `caption of ${top}`, playerId: top, votes: 8 }]);
  });

  it('ties for the round’s top caption across pairs: every tied author gets the bonus', () => {
    const t = pairsRound(10, 2);
    const firsts: PlayerId[] = [];
    while (t.match.stage === 'vote') {
      const [a] = t.onScreen;
      firsts.push(a!.author);
      for (const v of t.voters) t.vote(v, a!.id);
      t.finishStage(false);
    }
    expect(t.match.stage).toBe('roundWinner');
    expect(host(t).roundWinner!.captions.map((c) => c.playerId).sort()).toEqual(firsts.sort());
    expect(Object.values(host(t).roundWinner!.points)).toEqual([200, 200, 200, 200, 200]);
  });

  it('makes the last group a three with an odd number of captions', () => {
    const t = pairsRound(11);
    const sizes: number[] = [];
    while (t.match.stage === 'vote' || t.match.stage === 'reveal') {
      if (t.match.stage === 'vote') sizes.push(host(t).current!.captions.length);
      t.finishStage(false);
    }
    expect(sizes).toEqual([2, 2, 2, 2, 3]);
  });

  it('goes head to head only for votable captions: nine players with a jinx vote on one screen', () => {
    const ids = range(1, 9);
    const t = new Table(settingsOf(), ids, 3);
    t.captionAll(ids, (id) => (id <= 2 ? 'twins' : `caption of ${id}`));
    expect(t.match.state.mode).toBe('all');
    expect(host(t).current!.captions).toHaveLength(7);
  });

  it('drops the captions of kicked players still waiting for their pair', () => {
    const t = pairsRound(10, 5);
    const queued = t.match.state.queue.map((id) => t.match.state.entries!.find((e) => e.id === id)!);
    expect(queued).toHaveLength(8);
    const gone = queued[2]!.author;
    t.remove(gone);
    expect(t.match.state.queue).toHaveLength(7);
    expect(host(t).current!.count).toBe(4);
    const other = t.match.state.entries!.find((e) => e.id === t.match.state.queue.at(-1))!.author;
    t.remove(other);
    const shownTexts: string[] = [];
    let alone = 0;
    while (t.match.stage === 'vote' || t.match.stage === 'reveal') {
      if (t.match.stage === 'vote') shownTexts.push(...host(t).current!.captions.map((c) => c.text));
      if (t.match.stage === 'reveal' && host(t).reveal!.outcome === 'alone') alone++;
      t.finishStage(false);
    }
    expect(shownTexts).not.toContain(`caption of ${gone}`);
    expect(shownTexts).not.toContain(`caption of ${other}`);
    expect(alone).toBe(0);
    expect(shownTexts).toHaveLength(8);
  });

  it('shows a lone caption without a vote when its rival’s author leaves after the pairs were counted', () => {
    const t = pairsRound(10, 5);
    // Run to the fourth pair: two captions wait for the fifth.
    for (let guard = 0; guard < 20 && !(t.match.stage === 'vote' && t.match.state.current === 3); guard++) t.finishStage(false);
    const waiting = t.match.state.queue.map((id) => t.match.state.entries!.find((e) => e.id === id)!);
    expect(waiting).toHaveLength(2);
    t.remove(waiting[0]!.author);
    t.until('reveal', false);
    t.finishStage(false);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal).toMatchObject({ outcome: 'alone', captions: [{ playerId: waiting[1]!.author, votes: 0, points: 0 }] });
  });
});

describe('the blind final', () => {
  it('asks for captions before the picture is shown, unveils it, then votes as usual at the final multiplier', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 13);
    t.until('roundScores', false);
    t.finishStage(false);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.state).toMatchObject({ round: 3, blind: true });
    const card = t.match.state.card!;
    expect(card).not.toBeNull();
    for (const view of [host(t), ...ids.map((id) => phone(t, id))]) {
      expect(view).toMatchObject({ blind: true, card: null, multiplier: 3 });
      expect(JSON.stringify(view)).not.toContain(card.cardId);
    }
    t.captionAll(ids);
    expect(t.match.stage).toBe('unveil');
    expect(host(t).card).toEqual({ cardId: card.cardId, imageUrl: card.imageUrl, attribution: card.attribution ?? null });
    expect(host(t).current).toBeNull();
    expect(phone(t, 1)).toMatchObject({ canCaption: false, caption: 'caption of 1', ballot: null });
    t.finishStage(false);
    expect(t.match.stage).toBe('vote');
    for (const id of ids) t.vote(id, t.entryOf(id === 1 ? 2 : 1));
    expect(host(t).reveal!.points[1]).toBe((300 + 200) * 3);
    t.playToEnd(false);
    expect(t.match.over).toBe(true);
  });

  it('a one-round game is one normal round', () => {
    const t = new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3]);
    expect(t.match.state.blind).toBe(false);
    expect(host(t).card).not.toBeNull();
  });
});

describe('scores', () => {
  it('round two doubles the points', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 2);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.round).toBe(2);
    t.captionAll(ids);
    for (const id of ids) t.vote(id, t.entryOf(id === 1 ? 2 : 1), t.entryOf(id === 1 ? 2 : 1));
    expect(host(t).multiplier).toBe(2);
    // Player 1: three votes and the top caption; player 2: one vote; players 2 to 4 predicted the winner.
    expect(host(t).reveal!.points).toEqual({ 1: (300 + 200) * 2, 2: (100 + 100) * 2, 3: 100 * 2, 4: 100 * 2 });
  });

  it('ends the game as soon as a reveal reaches maxScore, and says so at the reveal', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 3, maxScore: 500 }), ids, 2);
    t.captionAll(ids);
    for (const id of [2, 3, 4]) t.vote(id, t.entryOf(1));
    t.vote(1, t.entryOf(2));
    expect(host(t).reveal).toMatchObject({ endsGame: true });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
    expect(t.match.scores[1]).toBe(500);
    const view = phone(t, 1);
    expect(view).toMatchObject({ stage: GAME_OVER, caption: null, canCaption: false, current: null, reveal: null });
    expect(view.roundSummary).toMatchObject({ round: 1, lastRound: true, topCaptions: [{ playerId: 1, votes: 3 }] });
  });

  it('ends the game at the round’s winner when the top bonus reaches maxScore', () => {
    const ids = range(1, 10);
    const t = new Table(settingsOf({ maxScore: 900 }), ids, 4);
    t.captionAll(ids);
    const [a] = t.onScreen;
    for (const v of t.voters) t.vote(v, a!.id);
    expect(host(t).reveal!.endsGame).toBe(false);
    t.until('roundWinner', false);
    expect(host(t).roundWinner).toMatchObject({ endsGame: true, points: { [a!.author]: 200 } });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
    expect(t.match.scores[a!.author]).toBe(1000);
  });

  it('sums the round in the round scores, multiplier included, as the engine does', () => {
    const ids = range(1, 10);
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 4);
    t.until('roundScores', false);
    t.finishStage(false);
    t.captionAll(ids);
    expect(t.match.state.mode).toBe('pairs');
    while (t.match.stage === 'vote' || t.match.stage === 'reveal') {
      if (t.match.stage === 'vote') for (const v of t.voters) t.vote(v, t.onScreen[v % 2]!.id, t.onScreen[0]!.id);
      t.finishStage(false);
    }
    t.until('roundScores', false);
    const summary = host(t).roundSummary!;
    for (const { playerId, points } of summary.players) expect(points).toBe(t.match.roundDeltas[playerId] ?? 0);
    expect(summary.players.some((p) => p.points > 0)).toBe(true);
  });
});

describe('pictures', () => {
  const dealt = (t: Table): string[] => {
    const ids: string[] = [];
    for (let guard = 0; guard < 100 && !t.match.over; guard++) {
      if (t.match.stage === 'caption' && ids.at(-1) !== t.match.state.card!.cardId) ids.push(t.match.state.card!.cardId);
      t.finishStage(false);
    }
    return ids;
  };

  it('never shows a card twice in a game, nor one the room saw earlier tonight', () => {
    const deck = SNAPTION_CARDS.filter((c) => c.family).map((c) => c.cardId);
    const rounds = Math.min(7, deck.length);
    const earlier = deck.slice(0, deck.length - rounds);
    const t = new Table(settingsOf({ numberOfRounds: rounds, usedCardIds: earlier }), [1, 2, 3], 17);
    const cards = dealt(t);
    expect(cards).toHaveLength(rounds);
    expect(new Set(cards).size).toBe(rounds);
    expect(cards.filter((c) => earlier.includes(c))).toEqual([]);
  });

  it('brings back the card shown longest ago once the night has used them all', () => {
    const deck = SNAPTION_CARDS.filter((c) => c.family).map((c) => c.cardId);
    const t = new Table(settingsOf({ numberOfRounds: 1, usedCardIds: deck }), [1, 2, 3], 17);
    expect(t.match.state.card!.cardId).toBe(deck[0]);
  });

  it('shows the server’s GIFs in every other round; AI players caption them from the captions that fit any picture', () => {
    const customCards = [
      { cardId: 'giphy:abc', imageUrl: 'https://media.giphy.com/media/abc/giphy.gif', attribution: { provider: 'GIPHY', user: 'someone', pageUrl: 'https://giphy.com/gifs/abc' } },
      { cardId: 'giphy:def', imageUrl: '/.proxy/def/giphy', attribution: { provider: 'GIPHY' } },
    ];
    const t = new Table(settingsOf({ numberOfRounds: 4, customCards }), [1, -1, -2], 5);
    const rounds: Array<{ cardId: string; custom: boolean; imageUrl: string }> = [];
    const botCaptions: string[] = [];
    t.onChange = (before, after) => {
      if (after.stage === 'caption' && after.stageNumber !== before.stageNumber) rounds.push(after.state.card!);
      // A GIF shows with its provider's credit.
      if (after.stage === 'vote' && after.state.card!.custom) {
        const { cardId, imageUrl, attribution } = customCards.find((c) => c.cardId === after.state.card!.cardId)!;
        expect(snaption.views.host(after, t.settings).card).toEqual({ cardId, imageUrl, attribution });
      }
      if (before.stage === 'caption' && after.stage !== 'caption' && before.state.card!.custom) botCaptions.push(after.state.captions[-1]!, after.state.captions[-2]!);
    };
    rounds.push(t.match.state.card!);
    t.playToEnd();
    expect(rounds.map((c) => c.custom)).toEqual([false, true, false, true]);
    expect(rounds.filter((c) => c.custom).map((c) => c.cardId).sort()).toEqual(['giphy:abc', 'giphy:def']);
    const round2 = rounds[1]!;
    expect(round2.imageUrl).toBe(customCards.find((c) => c.cardId === round2.cardId)!.imageUrl);
    expect(botCaptions.length).toBeGreaterThan(0);
    for (const text of botCaptions) expect(genericCaptions('en')).toContain(text);
  });

  it('keeps adult pictures out unless the room turns family only off', () => {
    const adult = SNAPTION_CARDS.filter((c) => !c.family).map((c) => c.cardId);
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) seen.add(new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3], seed).match.state.card!.cardId);
    expect([...seen].filter((id) => adult.includes(id))).toEqual([]);
    const open = new Table(settingsOf({ numberOfRounds: 1, snaptionSettings: { familyOnly: false } }), [1, 2, 3]);
    expect(open.match.state.familyOnly).toBe(false);
  });
});

describe('AI players', () => {
  it('play a whole game alone: captions from the picture’s bank, never two the same, votes spread, predictions', () => {
    const ids = [-1, -2, -3, -4, -5, -6];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 21);
    const matchups: Array<{ matchup: Matchup; cardId: string | null; blind: boolean; captions: Record<PlayerId, string> }> = [];
    t.onChange = (before, after) => {
      const m = before.state.matchups[before.state.current];
      if (before.stage === 'reveal' && after.stageNumber !== before.stageNumber && m) {
        matchups.push({ matchup: after.state.matchups.find((x) => x.id === m.id) ?? m, cardId: before.state.card!.cardId, blind: before.state.blind, captions: before.state.captions });
      }
    };
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(matchups).toHaveLength(3);
    const positions = new Map<number, number>();
    let predictions = 0;
    let right = 0;
    for (const { matchup, cardId, blind, captions } of matchups) {
      const texts = Object.values(captions);
      expect(texts).toHaveLength(6);
      expect(new Set(texts.map(captionKey)).size).toBe(6);
      const bank = [...(blind ? [] : captionBank(cardId!, 'en')), ...genericCaptions('en')];
      for (const text of texts) expect(bank).toContain(text);
      expect(matchup.result!.outcome).toBe('voted');
      for (const b of Object.values(matchup.ballots)) {
        const i = matchup.entryIds.indexOf(b.choice);
        positions.set(i, (positions.get(i) ?? 0) + 1);
        if (b.prediction !== null) predictions++;
      }
      right += matchup.result!.rightPredictors.length;
    }
    expect(positions.size).toBeGreaterThanOrEqual(3);
    expect(predictions).toBeGreaterThan(8);
    expect(right).toBeGreaterThan(0);
    expect(Object.values(t.match.scores).some((s) => s > 0)).toBe(true);
  });

  it('caption after a human-like pause and vote a few seconds into the vote', () => {
    const t = new Table(settingsOf(), [1, 2, -1, -2], 4);
    const at: Record<string, number> = {};
    t.onChange = (before, after) => {
      if (after.state.captions[-1] !== undefined && before.state.captions[-1] === undefined) at.caption = t.now - T0;
      const m = after.state.matchups[after.state.current];
      if (m?.ballots[-2] && !before.state.matchups[before.state.current]?.ballots[-2]) at.vote = t.now - (at.voteOpened ?? 0);
      if (after.stage === 'vote' && before.stage !== 'vote') at.voteOpened = t.now;
    };
    t.wait(CAPTION_MS - 1);
    expect(at.caption).toBeGreaterThanOrEqual(12_000);
    expect(at.caption).toBeLessThanOrEqual(40_000);
    t.captionAll([1, 2]);
    expect(t.match.stage).toBe('vote');
    at.voteOpened = t.now;
    t.wait(VOTE_MS - 1);
    expect(at.vote).toBeGreaterThanOrEqual(5_000);
    expect(at.vote).toBeLessThanOrEqual(20_000);
  });

  it('the same seed and moves replay the same game, across restarts', () => {
    const ids = [1, -1, 2, -2, 3];
    const play = (restart: boolean) => {
      const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 99);
      if (restart) t.onChange = (_b, after) => (t.match = JSON.parse(JSON.stringify(after)) as M);
      for (let guard = 0; guard < 100 && !t.match.over; guard++) {
        if (t.match.stage === 'caption') t.captionAll([1, 2, 3]);
        if (t.match.stage === 'vote') for (const v of [1, 2, 3]) if (t.voters.includes(v)) t.vote(v, host(t).current!.captions.find((c) => c.captionId !== t.entryOf(v))!.captionId);
        t.finishStage();
      }
      return t.match;
    };
    const a = play(false);
    const b = play(true);
    expect(a.over).toBe(true);
    expect(a.scores).toEqual(b.scores);
    expect(a.state).toEqual(b.state);
  });
});
