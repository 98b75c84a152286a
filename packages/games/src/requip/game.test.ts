import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, GAME_OVER, applyMove, isDuplicateMove, isInvalid } from '@snackparty/engine';
import type { Invalid, PlayerId } from '@snackparty/engine';
import { aiAnswerMove, modelRequestsOf, requip } from '.';
import { promptsFor } from './content';
import { ANSWER_MS, ERRORS, FINAL_ANSWER_MS, FINAL_REVEAL_MS, FINAL_VOTE_MS, REVEAL_MS, ROUND_SCORES_MS, VOTE_MS, answerKey } from './rules';
import { T0, Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { RequipHostView, RequipPlayerView, RoundPrompt } from './types';

const host = (t: Table): RequipHostView => requip.views.host(t.match, t.settings);
const phone = (t: Table, id: PlayerId): RequipPlayerView => requip.views.player(t.match, id, t.settings);

/** A distinct answer per player and prompt. */
const own = (id: PlayerId) => (p: RoundPrompt) => `answer of ${id} to ${p.id}`;

/** Every listed player answers every prompt of theirs. */
function answerAll(t: Table, ids: PlayerId[], text: (id: PlayerId) => (p: RoundPrompt, i: number) => string | null = own): void {
  for (const id of ids) t.answerAll(id, text(id));
}

function voters(t: Table): PlayerId[] {
  return t.match.state.roster.filter((id) => t.match.state.final || !t.current.authors.includes(id));
}

describe('a round', () => {
  it('plays every stage with its duration: answer, vote and reveal per prompt, round scores, the final, game over', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids);
    const stages: string[] = [`${t.match.stage}@${t.match.stageEndsAt! - t.now}`];
    t.onChange = (before, after) => {
      if (after.stageNumber !== before.stageNumber) stages.push(`${after.stage}@${after.stageEndsAt === null ? '-' : after.stageEndsAt - t.now}`);
    };
    expect(t.match.state.prompts).toHaveLength(4);
    answerAll(t, ids);
    expect(t.match.stage).toBe('vote');
    t.until('answer');
    expect(t.match.state).toMatchObject({ round: 2, final: true });
    expect(t.match.state.prompts).toHaveLength(1);
    expect(t.match.state.prompts[0]!.authors).toEqual(ids);
    answerAll(t, ids);
    t.playToEnd();
    const perPrompt = [`vote@${VOTE_MS}`, `reveal@${REVEAL_MS}`];
    expect(stages).toEqual([
      `answer@${ANSWER_MS}`,
      ...perPrompt,
      ...perPrompt,
      ...perPrompt,
      ...perPrompt,
      `roundScores@${ROUND_SCORES_MS}`,
      `answer@${FINAL_ANSWER_MS}`,
      `vote@${FINAL_VOTE_MS}`,
      `reveal@${FINAL_REVEAL_MS}`,
      `roundScores@${ROUND_SCORES_MS}`,
      `${GAME_OVER}@-`,
    ]);
    expect(phone(t, 1).roundSummary).toMatchObject({ round: 2, final: true, lastRound: true });
  });

  it('deals each player two prompts, each prompt to two players, prompts never twice in a game', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 12);
    const dealt: string[] = [];
    for (let round = 1; round <= 2; round++) {
      expect(t.match.state.round).toBe(round);
      const prompts = t.match.state.prompts;
      expect(prompts).toHaveLength(7);
      for (const id of ids) {
        const mine = phone(t, id).prompts;
        expect(mine).toHaveLength(2);
        expect(new Set(mine.map((p) => p.opponentPlayerId)).size).toBe(2);
        expect(mine.every((p) => p.roundId === round && p.existingAnswer === null && p.playerId === id)).toBe(true);
      }
      dealt.push(...prompts.map((p) => p.contentId));
      t.until('roundScores', false);
      t.finishStage(false);
    }
    expect(new Set(dealt).size).toBe(dealt.length);
  });

  it('keeps answers editable until the deadline, ends early once every answer is in', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const [first, second] = t.promptsOf(1);
    expect(t.answer(1, first!.id, '  first try ')).toBeNull();
    expect(phone(t, 1).prompts.find((p) => p.promptId === first!.id)?.existingAnswer).toBe('first try');
    t.wait(10_000, false);
    expect(t.answer(1, first!.id, 'second thought')).toBeNull();
    expect(t.answer(1, second!.id, 'done')).toBeNull();
    expect(phone(t, 1).prompts.map((p) => p.existingAnswer)).toEqual(['second thought', 'done']);
    expect(host(t)).toMatchObject({ stage: 'answer', answeredIds: [1], waitingForIds: [2, 3] });
    expect(t.match.stage).toBe('answer');
    answerAll(t, [2, 3]);
    expect(t.match.stage).toBe('vote');
    expect(t.match.stageStartedAt).toBe(T0 + 10_000);
  });

  it('refuses empty, blank, too long and odd answers, and prompts that are not the player’s', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    const mine = t.promptsOf(1)[0]!;
    const other = t.match.state.prompts.find((p) => !p.authors.includes(1))!;
    expect(t.answer(1, mine.id, '')).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(t.answer(1, mine.id, ' \n\t  ')).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(t.answer(1, mine.id, 'z'.repeat(81))).toEqual({ invalid: ERRORS.answerTooLong });
    expect(t.answer(1, mine.id, 'ding\u0007')).toEqual({ invalid: ERRORS.invalidAnswer });
    expect(t.move(1, 'answer', { promptId: mine.id, text: 5 })).toEqual({ invalid: ERRORS.invalidAnswer });
    expect(t.move(1, 'answer', null)).toEqual({ invalid: ERRORS.notYourPrompt });
    expect(t.answer(1, other.id, 'sneaky')).toEqual({ invalid: ERRORS.notYourPrompt });
    expect(t.answer(1, 'nope', 'sneaky')).toEqual({ invalid: ERRORS.notYourPrompt });
    expect(t.move(1, 'vote', { choices: ['x'] })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.answer(1, mine.id, 'z'.repeat(80))).toBeNull();
  });

  it('applies a move sent again with the same id once', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const p = t.promptsOf(1)[0]!;
    const send = (text: string) => applyMove(requip, t.match, t.settings, { playerId: 1, move: 'answer', payload: { promptId: p.id, text }, moveId: 'm-1' }, t.now);
    const firstSend = send('hello');
    expect(isInvalid(firstSend)).toBe(false);
    if (isInvalid(firstSend)) return;
    t.commit(firstSend);
    const again = send('changed');
    expect(!isInvalid(again) && isDuplicateMove(again)).toBe(true);
    expect(t.promptsOf(1)[0]!.answers[1]).toBe('hello');
  });
});

describe('voting', () => {
  it('lets only the players who did not write the prompt vote, once each, for one answer; their ballot may change', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 7);
    answerAll(t, ids);
    expect(t.match.stage).toBe('vote');
    const [a, b] = t.current.authors;
    const [v1, v2, v3] = voters(t);
    expect(voters(t)).toHaveLength(3);
    const answers = host(t).current!.answers;
    expect(answers).toHaveLength(3);
    const ids3 = answers.map((x) => x.promptResponseId);
    expect(t.vote(a!, [ids3[0]!])).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
    expect(t.vote(v1!, [])).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(v1!, [ids3[0]!, ids3[1]!])).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(v1!, ['1-9-z'])).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(v1!, [ids3[0]!], 'nope')).toEqual({ invalid: ERRORS.badVote });
    expect(t.move(v1!, 'vote', { choices: 'a' })).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(v1!, [ids3[0]!])).toBeNull();
    expect(t.vote(v1!, [ids3[1]!], ids3[2]!)).toBeNull();
    expect(phone(t, v1!).ballot).toMatchObject({ mayVote: true, isAuthor: false, ownAnswerId: null, maxChoices: 1, choices: [ids3[1]], spotAi: ids3[2] });
    expect(phone(t, a!).ballot).toMatchObject({ mayVote: false, isAuthor: true, ownAnswerId: t.entryOf(a!) });
    expect(phone(t, b!).ballot?.ownAnswerId).toBe(t.entryOf(b!));
    expect(host(t).current).toMatchObject({ votedCount: 1, voterCount: 3, votesPerVoter: 1 });
    t.vote(v2!, [ids3[0]!]);
    expect(t.match.stage).toBe('vote');
    t.vote(v3!, [ids3[0]!]);
    // Everyone voted: the reveal starts at once.
    expect(t.match.stage).toBe('reveal');
    expect(t.current.ballots[v1!]).toEqual({ choices: [ids3[1]], spotAi: ids3[2] });
  });

  it('scores votes, the most-voted bonus, a spotted AI and a bluff, as the reveal ends', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 7);
    answerAll(t, ids);
    const [a, b] = t.current.authors;
    const [v1, v2, v3] = voters(t);
    const A = t.entryOf(a!);
    const B = t.entryOf(b!);
    const AI = t.entryOf(null);
    t.vote(v1!, [A], AI);
    t.vote(v2!, [A], B);
    t.vote(v3!, [B], AI);
    expect(t.match.stage).toBe('reveal');
    const reveal = host(t).reveal!;
    expect(reveal.outcome).toBe('voted');
    const byId = Object.fromEntries(reveal.answers.map((x) => [x.promptResponseId, x]));
    expect(byId[A]).toMatchObject({ playerId: a, ai: false, votes: 2, playerIdsWithChoice: [v1, v2].sort((x, y) => x! - y!), bonus: 'top', points: 300 });
    expect(byId[B]).toMatchObject({ playerId: b, ai: false, votes: 1, playerIdsSpotAi: [v2], bonus: null, points: 200 });
    expect(byId[AI]).toMatchObject({ playerId: null, ai: true, votes: 0, responseText: t.current.ai, points: 0 });
    expect(reveal.spottedBy.sort()).toEqual([v1, v3].sort());
    expect(reveal.points).toEqual({ [a!]: 300, [b!]: 200, [v1!]: 200, [v3!]: 200 });
    // Nothing is scored before the reveal ends.
    expect(Object.values(t.match.scores).every((s) => s === 0)).toBe(true);
    t.finishStage(false);
    expect(t.match.scores).toMatchObject({ [a!]: 300, [b!]: 200, [v1!]: 200, [v3!]: 200 });
    expect(t.match.lastDeltas).toEqual({ [a!]: 300, [b!]: 200, [v1!]: 200, [v3!]: 200 });
  });

  it('gives +250 for a sweep instead of +100', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 9);
    answerAll(t, ids);
    const [a] = t.current.authors;
    for (const v of voters(t)) t.vote(v, [t.entryOf(a!)]);
    const mine = host(t).reveal!.answers.find((x) => x.playerId === a)!;
    expect(mine).toMatchObject({ votes: 3, bonus: 'sweep', points: 300 + 250 });
    t.finishStage(false);
    expect(t.match.scores[a!]).toBe(550);
  });

  it('votes that run out count as no vote', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 3);
    answerAll(t, ids);
    const [v1] = voters(t);
    const [a] = t.current.authors;
    t.vote(v1!, [t.entryOf(a!)]);
    t.wait(VOTE_MS, false);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal!.answers.reduce((n, x) => n + x.votes, 0)).toBe(1);
    // With a voter short, one vote is still every vote cast: a sweep.
    expect(host(t).reveal!.points[a!]).toBe(100 + 250);
  });
});

describe('special prompts', () => {
  it('identical answers are a jinx: no vote, nothing scored', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 4);
    // Every prompt's two authors write the same thing, spelled differently.
    const spelled = ['Pizza!', 'pizza', 'PIZZA', ' Pízza. '];
    answerAll(t, ids, (id) => (p) => spelled[(p.authors.indexOf(id) + Number(p.id.split('-')[1])) % spelled.length]!);
    expect(t.match.stage).toBe('reveal');
    const reveal = host(t).reveal!;
    expect(reveal.outcome).toBe('jinx');
    expect(reveal.answers.filter((x) => x.jinx)).toHaveLength(2);
    expect(reveal.answers.find((x) => x.ai)?.jinx).toBe(false);
    expect(reveal.points).toEqual({});
    expect(host(t).current!.answers).toHaveLength(1);
    t.until('roundScores', false);
    expect(Object.values(t.match.scores).every((s) => s === 0)).toBe(true);
    expect(host(t).roundSummary!.prompts.every((p) => p.outcome === 'jinx')).toBe(true);
  });

  it('a player who never answers gives the other side of their prompts every vote', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 6);
    answerAll(t, [1, 2, 3, 4]);
    expect(t.match.stage).toBe('answer');
    expect(host(t).waitingForIds).toEqual([5]);
    t.wait(ANSWER_MS, false);
    expect(t.match.stage).not.toBe('answer');
    let checked = 0;
    for (let guard = 0; guard < 20 && t.match.state.round === 1; guard++) {
      if (t.match.stage === 'vote' && t.current.authors.includes(5)) {
        const other = t.current.authors.find((id) => id !== 5)!;
        expect(host(t).current!.answers).toHaveLength(2);
        const [v1, v2] = voters(t);
        t.vote(v1!, [t.entryOf(null)]);
        t.vote(v2!, [t.entryOf(null)], t.entryOf(null));
        t.finishStage(false);
        const reveal = host(t).reveal!;
        const theirs = reveal.answers.find((x) => x.playerId === other)!;
        // Every vote cast (those for the AI included) goes to the one player's answer.
        expect(theirs).toMatchObject({ everyVote: true, bonus: 'sweep', points: 200 + 250 });
        expect(reveal.points).toEqual({ [other]: 450, [v2!]: 200 });
        checked++;
        continue;
      }
      t.finishStage(false);
    }
    expect(checked).toBe(2);
  });

  it('a prompt nobody answered shows the AI’s answer, with no vote', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 2);
    t.wait(ANSWER_MS, false);
    expect(t.match.stage).toBe('reveal');
    const reveal = host(t).reveal!;
    expect(reveal).toMatchObject({ outcome: 'noAnswers', points: {} });
    expect(reveal.answers).toEqual([expect.objectContaining({ ai: true, playerId: null })]);
  });

  it('a player kicked while answering is not waited for; their unseen answers are dropped', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 8);
    t.answerAll(4, own(4));
    answerAll(t, [1, 2]);
    expect(t.match.stage).toBe('answer');
    t.answerAll(3, (p, i) => (i === 0 ? own(3)(p) : null));
    t.remove(3);
    // Player 3 was the last one writing: the round goes on without them.
    expect(t.match.stage).not.toBe('answer');
    expect(t.match.state.prompts.every((p) => p.answers[3] === undefined)).toBe(true);
    expect(host(t).answeredIds).toEqual([]);
    const seen: string[] = [];
    for (let guard = 0; guard < 20 && t.match.state.round === 1; guard++) {
      if (t.match.stage === 'vote') {
        expect(voters(t)).not.toContain(3);
        seen.push(...host(t).current!.answers.map((x) => x.responseText));
      }
      t.finishStage(false);
    }
    expect(seen.some((s) => s.startsWith('answer of 3'))).toBe(false);
    expect(t.move(3, 'vote', { choices: [] })).toEqual({ invalid: ENGINE_ERRORS.notInGame });
  });

  it('a voter kicked mid-vote is not waited for; an answer on the screen stays', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 10);
    answerAll(t, ids);
    const [a, b] = t.current.authors;
    const [v1, v2, v3] = voters(t);
    t.vote(v1!, [t.entryOf(a!)]);
    t.vote(v2!, [t.entryOf(a!)]);
    t.remove(v3!);
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal!.answers.find((x) => x.playerId === a)).toMatchObject({ votes: 2, bonus: 'sweep' });
    t.finishStage(false);
    // An author kicked while their prompt is on the screen keeps the answer there.
    t.until('vote', false);
    const [c] = t.current.authors.filter((id) => id !== v3);
    const entry = t.entryOf(c!);
    t.remove(c!);
    expect(host(t).current!.answers.map((x) => x.promptResponseId)).toContain(entry);
    expect(b).toBeDefined();
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

describe('the final', () => {
  function toFinal(ids: PlayerId[], seed = 5): Table {
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, seed);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.state).toMatchObject({ round: 2, final: true });
    expect(t.match.stage).toBe('answer');
    return t;
  }

  it('gives everyone the one prompt; three stackable votes, never for their own answer; 3000 by share, ×2', () => {
    const ids = [1, 2, 3, 4];
    const t = toFinal(ids);
    expect(t.match.stageEndsAt).toBe(t.now + FINAL_ANSWER_MS);
    for (const id of ids) expect(phone(t, id).prompts).toEqual([expect.objectContaining({ opponentPlayerId: null, roundId: 2 })]);
    answerAll(t, ids);
    expect(t.match.stage).toBe('vote');
    expect(host(t).current).toMatchObject({ votesPerVoter: 3, voterCount: 4 });
    expect(host(t).current!.answers).toHaveLength(5);
    const e = (id: PlayerId | null) => t.entryOf(id);
    expect(phone(t, 1).ballot).toMatchObject({ mayVote: true, isAuthor: true, ownAnswerId: e(1), maxChoices: 3 });
    expect(t.vote(1, [e(1)])).toEqual({ invalid: ERRORS.ownAnswer });
    expect(t.vote(1, [e(2)], e(1))).toEqual({ invalid: ERRORS.ownAnswer });
    expect(t.vote(1, [e(2), e(2), e(2), e(3)])).toEqual({ invalid: ERRORS.badVote });
    expect(t.vote(1, [e(2), e(2), e(2)], e(null))).toBeNull();
    expect(t.vote(2, [e(1), e(3), e(null)], e(3))).toBeNull();
    expect(t.vote(3, [e(2)])).toBeNull();
    expect(t.vote(4, [e(2), e(1), e(1)], e(1))).toBeNull();
    expect(t.match.stage).toBe('reveal');
    expect(t.match.stageEndsAt).toBe(t.now + FINAL_REVEAL_MS);
    // 10 votes: player 2 has 5, player 1 has 3, player 3 has 1, the AI 1.
    const reveal = host(t).reveal!;
    expect(reveal).toMatchObject({ final: true, outcome: 'voted', spottedBy: [1] });
    const base = { 1: 900 + 100 + 200, 2: 1500, 3: 300 + 100 };
    expect(reveal.points).toEqual({ 1: base[1] * 2, 2: base[2] * 2, 3: base[3] * 2 });
    expect(reveal.answers.find((x) => x.playerId === 2)).toMatchObject({ votes: 5, playerIdsWithChoice: [1, 3, 4], bonus: null });
    const before = { ...t.match.scores };
    t.finishStage(false);
    for (const id of [1, 2, 3] as const) expect(t.match.scores[id]).toBe(before[id]! + base[id] * 2);
    expect(t.match.stage).toBe('roundScores');
    expect(host(t).roundSummary).toMatchObject({ round: 2, final: true, lastRound: true });
  });

  it('leaves jinxed answers out of the vote and scores them nothing', () => {
    const ids = [1, 2, 3, 4];
    const t = toFinal(ids, 9);
    answerAll(t, ids, (id) => () => (id <= 2 ? 'Same Thing' : `thing ${id}`));
    expect(host(t).current!.answers.map((x) => x.responseText).sort()).toEqual([t.current.ai!, 'thing 3', 'thing 4'].sort());
    const jinxed = t.current.entries!.find((x) => x.author === 1)!.id;
    expect(t.vote(3, [jinxed])).toEqual({ invalid: ERRORS.badVote });
    expect(phone(t, 1).ballot!.ownAnswerId).toBeNull();
    t.vote(1, [t.entryOf(3)]);
    t.finishStage(false);
    const reveal = host(t).reveal!;
    expect(reveal.answers.filter((x) => x.jinx).map((x) => x.playerId).sort()).toEqual([1, 2]);
    expect(reveal.points).toEqual({ 3: 3000 * 2 });
  });
});

describe('scores', () => {
  it('round two doubles the points', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 2);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.round).toBe(2);
    answerAll(t, ids);
    const [a] = t.current.authors;
    for (const v of voters(t)) t.vote(v, [t.entryOf(a!)]);
    expect(host(t).reveal!.points[a!]).toBe((300 + 250) * 2);
    expect(host(t).multiplier).toBe(2);
  });

  it('ends the game as soon as a reveal reaches maxScore, and says so at the reveal', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf({ numberOfRounds: 3, maxScore: 500 }), ids, 2);
    answerAll(t, ids);
    const [a] = t.current.authors;
    for (const v of voters(t)) t.vote(v, [t.entryOf(a!)]);
    expect(host(t).reveal).toMatchObject({ endsGame: true });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
    expect(t.match.scores[a!]).toBe(550);
    const view = phone(t, 1);
    expect(view).toMatchObject({ stage: GAME_OVER, prompts: [], canAnswer: false, current: null, reveal: null });
    expect(view.roundSummary).toMatchObject({ round: 1, lastRound: true });
    expect(view.roundSummary!.prompts).toHaveLength(1);
  });

  it('sums the round in the round scores, multiplier included, as the engine does', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 4);
    answerAll(t, ids);
    for (let guard = 0; guard < 10 && t.match.stage !== 'roundScores'; guard++) {
      if (t.match.stage === 'vote') for (const v of voters(t)) t.vote(v, [host(t).current!.answers[0]!.promptResponseId]);
      t.finishStage(false);
    }
    const summary = host(t).roundSummary!;
    expect(summary.prompts).toHaveLength(4);
    for (const { playerId, points } of summary.players) expect(points).toBe(t.match.roundDeltas[playerId] ?? 0);
    expect(summary.players.some((p) => p.points > 0)).toBe(true);
  });
});

describe('custom prompts', () => {
  it("deals the host's prompts first; the AI answers them with all-purpose answers", () => {
    const custom = ['Our teacher’s secret hobby', 'The best thing about Mondays', 'What the office plant thinks'];
    const t = new Table(settingsOf({ customPrompts: custom }), [1, 2, 3, 4], 3);
    const texts = t.match.state.prompts.map((p) => p.text);
    expect(texts.filter((x) => custom.includes(x))).toHaveLength(3);
    expect(t.match.state.prompts.filter((p) => p.custom).map((p) => p.contentId).sort()).toEqual(['custom-0', 'custom-1', 'custom-2']);
    answerAll(t, [1, 2, 3, 4]);
    for (const p of t.match.state.prompts.filter((x) => x.custom)) expect(p.ai).toBeTruthy();
  });
});

describe('the room’s own settings', () => {
  it('deals family prompts only unless requipSettings.familyOnly is off', () => {
    const family = new Set(promptsFor('en').filter((p) => p.family).map((p) => p.id));
    const dealt = (familyOnly: boolean | undefined, seed: number): string[] => {
      const settings = settingsOf(familyOnly === undefined ? {} : { requipSettings: { categoryPackIds: [], familyOnly } });
      const t = new Table({ ...settings, numberOfRounds: 7 }, [1, 2, 3, 4, 5, 6, 7, 8], seed);
      const ids: string[] = [];
      for (let round = 0; round < 6 && !t.match.over; round++) {
        ids.push(...t.match.state.prompts.map((p) => p.contentId));
        t.until('roundScores', false);
        t.finishStage(false);
      }
      return ids;
    };
    for (const seed of [1, 2]) {
      expect(dealt(undefined, seed).every((id) => family.has(id))).toBe(true);
      expect(dealt(true, seed).every((id) => family.has(id))).toBe(true);
    }
    // 48 prompts of a list about a fifth of which are for grown-ups: some of them come up.
    expect([1, 2].flatMap((seed) => dealt(false, seed)).some((id) => !family.has(id))).toBe(true);
  });
});

describe('the hidden AI’s answers written by a language model', () => {
  const KEY = 'k3y-of-the-server';
  const withModel = settingsOf({ numberOfRounds: 2, aiWriterKey: KEY });
  const hand = (t: Table, promptId: string, text: string | null, key = KEY): Invalid | null => {
    // The server hands answers in as one of the players who answer now (any of them will do).
    const sender = t.match.state.prompts.flatMap((p) => p.authors)[0]!;
    return t.move(sender, 'aiAnswer', { key, promptId, text });
  };

  it('uses the model’s answer, tidied and in the round’s style; the stage waits for it', () => {
    const t = new Table(withModel, [1, 2, 3, 4], 7);
    const [first, ...others] = t.match.state.prompts;
    expect(hand(t, first!.id, '  The Moon,   obviously.  ')).toBeNull();
    answerAll(t, [1, 2, 3, 4], (id) => (p) => `answer of ${id} to ${p.id} in lower case`);
    // Every player has answered, but the model has not answered every prompt yet.
    expect(t.match.stage).toBe('answer');
    for (const p of others.slice(0, -1)) expect(hand(t, p.id, `written for ${p.id}`)).toBeNull();
    expect(t.match.stage).toBe('answer');
    expect(hand(t, others.at(-1)!.id, null)).toBeNull();
    expect(t.match.stage).toBe('vote');
    const byId = new Map(t.match.state.prompts.map((p) => [p.id, p]));
    // Most players write without a final full stop and in lower case: so does the AI.
    expect(byId.get(first!.id)!.ai).toBe('the moon, obviously');
    for (const p of others.slice(0, -1)) expect(byId.get(p.id)!.ai).toBe(`written for ${p.id}`);
    // Nothing usable came for the last one: the bank answered it.
    const last = byId.get(others.at(-1)!.id)!;
    expect(promptsFor('en').find((x) => x.id === last.contentId)!.answers.map(answerKey)).toContain(answerKey(last.ai!));
  });

  it('falls back to the bank for an answer a player gave, and for text a player could not send', () => {
    const t = new Table(withModel, [1, 2, 3, 4], 8);
    const [a, b] = t.match.state.prompts;
    expect(hand(t, a!.id, 'Same As Mine')).toBeNull();
    expect(hand(t, b!.id, 'x'.repeat(200))).toBeNull();
    expect(t.match.state.prompts.find((p) => p.id === b!.id)!.aiWritten).toBeNull();
    t.answer(a!.authors[0]!, a!.id, 'same as mine!');
    t.finishStage(false);
    const byId = new Map(t.match.state.prompts.map((p) => [p.id, p]));
    for (const p of [a!, b!]) {
      const bank = promptsFor('en').find((x) => x.id === p.contentId)!.answers.map(answerKey);
      expect(bank).toContain(answerKey(byId.get(p.id)!.ai!));
    }
  });

  it('tells the server which prompts still await the model, and who may carry the move, in the answer stage only', () => {
    const t = new Table(withModel, [1, 2, 3, 4], 11);
    const asked = modelRequestsOf(t.match)!;
    expect(asked).toMatchObject({ language: 'en', stageNumber: t.match.stageNumber, carriers: [1, 2, 3, 4] });
    expect(asked.prompts.map((p) => p.promptId)).toEqual(t.match.state.prompts.map((p) => p.id));
    for (const p of asked.prompts) expect(p.examples.length).toBeGreaterThan(0);
    const first = asked.prompts[0]!;
    const { move, payload } = aiAnswerMove(KEY, first.promptId, 'handed in');
    expect(t.move(2, move, payload)).toBeNull();
    expect(modelRequestsOf(t.match)!.prompts.map((p) => p.promptId)).not.toContain(first.promptId);
    t.remove(1);
    expect(modelRequestsOf(t.match)!.carriers).toEqual([2, 3, 4]);
    t.finishStage(false);
    expect(t.match.stage).not.toBe('answer');
    expect(modelRequestsOf(t.match)).toBeNull();
  });

  it('is the server’s move only: without the key, or in a game without a model, it does not exist', () => {
    const t = new Table(withModel, [1, 2, 3, 4], 9);
    const prompt = t.match.state.prompts[0]!;
    expect(hand(t, prompt.id, 'mine', 'guessed')).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.move(prompt.authors[0]!, 'aiAnswer', { promptId: prompt.id, text: 'mine' })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(hand(t, 'nope', 'mine')).toEqual({ invalid: ERRORS.notYourPrompt });
    const plain = new Table(settingsOf(), [1, 2, 3, 4], 9);
    const sender = plain.match.state.prompts[0]!.authors[0]!;
    expect(plain.move(sender, 'aiAnswer', { key: KEY, promptId: plain.match.state.prompts[0]!.id, text: 'mine' })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(plain.move(sender, 'aiAnswer', { key: undefined, promptId: plain.match.state.prompts[0]!.id, text: 'mine' })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    // Nor is it waited for: the stage ends once the players are done.
    answerAll(plain, [1, 2, 3, 4]);
    expect(plain.match.stage).toBe('vote');
  });

  it('never shows the model’s answer before the vote, nor as the AI’s before the reveal', () => {
    const t = new Table(withModel, [1, 2, 3, 4], 10);
    const secret = 'a secret written by the model';
    for (const p of t.match.state.prompts) hand(t, p.id, `${secret} ${p.id}`);
    const seen = (): string => JSON.stringify([host(t), ...[1, 2, 3, 4].map((id) => phone(t, id))]);
    expect(seen()).not.toContain(secret);
    answerAll(t, [1, 2, 3, 4]);
    expect(t.match.stage).toBe('vote');
    expect(seen()).toContain(secret);
    const aiEntry = t.current.entries!.find((e) => e.author === null)!;
    expect(aiEntry.text.startsWith(secret)).toBe(true);
    expect(JSON.stringify(host(t))).not.toMatch(/"ai":true/);
  });
});

describe('AI players', () => {
  it('play a whole game alone: answers from the bank, never the hidden AI’s, votes spread, accusations', () => {
    const ids = [-1, -2, -3, -4, -5, -6];
    const t = new Table(settingsOf({ numberOfRounds: 3 }), ids, 21);
    const prompts: RoundPrompt[] = [];
    t.onChange = (before, after) => {
      const p = before.state.prompts[before.state.current];
      if (before.stage === 'reveal' && after.stageNumber !== before.stageNumber && p) prompts.push(after.state.prompts.find((x) => x.id === p.id) ?? p);
    };
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(prompts.length).toBe(6 + 6 + 1);
    const positions = new Map<number, number>();
    let accusations = 0;
    let spotted = 0;
    for (const p of prompts) {
      const bank = promptsFor('en').find((x) => x.id === p.contentId)!.answers.map(answerKey);
      for (const [, text] of Object.entries(p.answers)) {
        expect(bank).toContain(answerKey(text));
        expect(answerKey(text)).not.toBe(answerKey(p.ai!));
      }
      if (p.authors.length === 2) expect(Object.keys(p.answers)).toHaveLength(2);
      for (const b of Object.values(p.ballots)) {
        for (const c of b.choices) {
          const i = p.entries!.findIndex((e) => e.id === c);
          positions.set(i, (positions.get(i) ?? 0) + 1);
        }
        if (b.spotAi !== null) accusations++;
        if (b.spotAi !== null && p.entries!.find((e) => e.id === b.spotAi)?.author === null) spotted++;
      }
    }
    // AI players sharing a prompt never jinx each other.
    expect(prompts.filter((p) => p.authors.length === 2).every((p) => p.result!.outcome === 'voted')).toBe(true);
    expect(positions.size).toBeGreaterThanOrEqual(3);
    expect(accusations).toBeGreaterThan(10);
    expect(spotted).toBeGreaterThan(0);
    expect(Object.values(t.match.scores).some((s) => s > 0)).toBe(true);
  });

  it('answer after a human-like pause, the second answer later', () => {
    const t = new Table(settingsOf(), [1, 2, -1, -2], 4);
    const answeredAt: number[] = [];
    t.onChange = (before, after) => {
      const count = (m: M) => m.state.prompts.reduce((n, p) => n + (p.answers[-1] !== undefined ? 1 : 0), 0);
      if (after.stage === 'answer' && count(after) > count(before)) answeredAt.push(t.now - T0);
    };
    t.wait(ANSWER_MS - 1);
    expect(answeredAt).toHaveLength(2);
    expect(answeredAt[0]).toBeGreaterThanOrEqual(12_000);
    expect(answeredAt[0]).toBeLessThanOrEqual(35_000);
    expect(answeredAt[1]! - answeredAt[0]!).toBeGreaterThanOrEqual(8_000);
  });

  it('the same seed and moves replay the same game, across restarts', () => {
    const ids = [1, -1, 2, -2];
    const play = (restart: boolean) => {
      const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 99);
      if (restart) t.onChange = (_b, after) => (t.match = JSON.parse(JSON.stringify(after)) as M);
      for (let guard = 0; guard < 100 && !t.match.over; guard++) {
        if (t.match.stage === 'answer') answerAll(t, [1, 2]);
        if (t.match.stage === 'vote') for (const v of [1, 2]) if (voters(t).includes(v)) t.vote(v, [host(t).current!.answers.at(-1)!.promptResponseId]);
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
