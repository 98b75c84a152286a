import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { genericAnswersFor, promptsFor } from './content';
import {
  ERRORS,
  aiAnswer,
  answerBank,
  answerKey,
  cleanAnswer,
  customPromptList,
  isFinalRound,
  isVotable,
  newPrompt,
  openPrompt,
  pairAuthors,
  pairKey,
  pickPrompts,
  roundsOf,
  sameAnswer,
  scorePrompt,
  styleLike,
} from './rules';
import type { AnswerEntry, Ballot, RoundPrompt } from './types';

describe('cleanAnswer', () => {
  it.each([
    ['  a sad trombone  ', 'a sad trombone'],
    ['two\n lines\tand  tabs', 'two lines and tabs'],
    ['x'.repeat(80), 'x'.repeat(80)],
    ['😂'.repeat(80), '😂'.repeat(80)],
    ['Crème brûlée', 'Crème brûlée'],
    ['👨‍👩‍👧 family', '👨‍👩‍👧 family'],
  ])('keeps %j as %j', (raw, clean) => {
    expect(cleanAnswer(raw)).toBe(clean);
  });

  it.each([
    ['', ERRORS.emptyAnswer],
    ['   \n\t ', ERRORS.emptyAnswer],
    ['x'.repeat(81), ERRORS.answerTooLong],
    ['  ' + 'y'.repeat(81) + '  ', ERRORS.answerTooLong],
    ['bell\u0007', ERRORS.invalidAnswer],
    ['nul\u0000byte', ERRORS.invalidAnswer],
    ['\u202Eesrever', ERRORS.invalidAnswer],
    ['x'.repeat(401), ERRORS.invalidAnswer],
    [42, ERRORS.invalidAnswer],
    [null, ERRORS.invalidAnswer],
    [['a'], ERRORS.invalidAnswer],
  ])('refuses %j with %s', (raw, reason) => {
    expect(cleanAnswer(raw)).toEqual({ invalid: reason });
  });
});

describe('answerKey', () => {
  it.each([
    ['Pizza', 'pizza'],
    ['  PIZZA!!! ', 'pizza.'],
    ['crème brûlée', 'Creme Brulee'],
    ['ice-cream', 'ice cream'],
    ['Straße', 'strasse'],
    ['blåbær', 'blabaer'],
    ["don't", 'dont'],
    ['łódź', 'lodz'],
    ['mașină', 'masina'],
  ])('%j is the same answer as %j', (a, b) => {
    expect(sameAnswer(a, b)).toBe(true);
  });

  it.each([
    ['pizza', 'pizzas'],
    ['cat', 'car'],
    ['😂', '😭'],
  ])('%j is not %j', (a, b) => {
    expect(sameAnswer(a, b)).toBe(false);
  });

  it('compares answers of symbols only as typed', () => {
    expect(answerKey('😂 😂')).toBe('😂😂');
    expect(sameAnswer('?!', '? !')).toBe(true);
  });
});

describe('rounds', () => {
  it('reads the room number of rounds; with two or more the last is the final', () => {
    expect([0, 1, 2, 3, 5, Number.NaN].map((n) => roundsOf({ numberOfRounds: n }))).toEqual([1, 1, 2, 3, 5, 1]);
    expect(isFinalRound(1, 1)).toBe(false);
    expect(isFinalRound(1, 2)).toBe(false);
    expect(isFinalRound(2, 2)).toBe(true);
    expect(isFinalRound(3, 3)).toBe(true);
  });
});

describe('pairAuthors', () => {
  for (const count of [3, 4, 5, 8, 16]) {
    it(`with ${count} players: ${count} prompts, two authors each, every player on two prompts with two partners`, () => {
      const roster = Array.from({ length: count }, (_, i) => (i < 2 ? -(i + 1) : i));
      const groups = pairAuthors(roster, [], createRng(count));
      expect(groups).toHaveLength(count);
      for (const g of groups) {
        expect(g).toHaveLength(2);
        expect(g[0]).not.toBe(g[1]);
      }
      for (const id of roster) {
        const mine = groups.filter((g) => g.includes(id));
        expect(mine).toHaveLength(2);
        const partners = mine.map((g) => g.find((p) => p !== id));
        expect(new Set(partners).size).toBe(2);
      }
      expect(new Set(groups.map(([a, b]) => pairKey(a!, b!))).size).toBe(count);
    });
  }

  it('prefers pairs who have not shared a prompt yet', () => {
    const roster = [1, 2, 3, 4, 5, 6, 7, 8];
    const rng = createRng(3);
    const first = pairAuthors(roster, [], rng);
    const met = first.map(([a, b]) => pairKey(a!, b!));
    const second = pairAuthors(roster, met, rng);
    const repeats = second.filter(([a, b]) => met.includes(pairKey(a!, b!))).length;
    expect(repeats).toBeLessThanOrEqual(1);
  });

  it('copes with fewer than three players', () => {
    expect(pairAuthors([1, 2], [], createRng(1))).toEqual([[1, 2], [2, 1]]);
    expect(pairAuthors([1], [], createRng(1))).toEqual([[1]]);
  });
});

describe('prompts', () => {
  const base = { language: 'en', familyOnly: true, usedPromptIds: [] as string[], customPrompts: [] as string[] };

  it('deals distinct family prompts of the language, none dealt before', () => {
    const rng = createRng(8);
    const first = pickPrompts(8, base, rng);
    expect(first).toHaveLength(8);
    expect(new Set(first.map((p) => p.contentId)).size).toBe(8);
    const family = new Set(promptsFor('en').filter((p) => p.family).map((p) => p.id));
    for (const p of first) expect(family.has(p.contentId)).toBe(true);
    const second = pickPrompts(8, { ...base, usedPromptIds: first.map((p) => p.contentId) }, rng);
    expect(second.some((p) => first.some((f) => f.contentId === p.contentId))).toBe(false);
  });

  it('deals every prompt, adult ones too, when the room is not family only', () => {
    const all = promptsFor('en');
    const picked = pickPrompts(all.length, { ...base, familyOnly: false }, createRng(2));
    expect(picked).toHaveLength(all.length);
  });

  it('starts over on the whole list when every prompt was dealt', () => {
    const family = promptsFor('en').filter((p) => p.family).map((p) => p.id);
    const picked = pickPrompts(3, { ...base, usedPromptIds: family }, createRng(4));
    expect(picked).toHaveLength(3);
  });

  it("deals the host's prompts first, then the bundled ones", () => {
    const customPrompts = customPromptList({ customPrompts: ['The worst pizza topping', '  the WORST pizza topping ', '', 'A  bad   name for a boat', 42 as unknown as string, '<b>bold</b>', 'x'.repeat(151)] });
    expect(customPrompts).toEqual(['The worst pizza topping', 'A bad name for a boat']);
    const picked = pickPrompts(4, { ...base, customPrompts }, createRng(6));
    expect(picked.slice(0, 2).map((p) => p.text).sort()).toEqual(['A bad name for a boat', 'The worst pizza topping']);
    expect(picked.slice(0, 2).every((p) => p.custom && p.contentId.startsWith('custom-'))).toBe(true);
    expect(picked.slice(2).every((p) => !p.custom)).toBe(true);
    expect(customPromptList({})).toEqual([]);
  });

  it('falls back to the English prompts for an unknown language', () => {
    const picked = pickPrompts(2, { ...base, language: 'xx' }, createRng(1));
    expect(picked.every((p) => p.contentId.startsWith('en-'))).toBe(true);
  });
});

function prompt(answers: Record<PlayerId, string>, authors: PlayerId[] = [1, 2], ai: string | null = 'the AI answer'): RoundPrompt {
  return { ...newPrompt(1, 1, { contentId: 'en-001', text: 'A terrible name for a dog', custom: false }, authors), answers, ai };
}

/** A prompt on the screen in the order given, with ballots. */
function onScreen(entries: Array<Omit<AnswerEntry, 'id'> & { id: string }>, authors: PlayerId[], ballots: Record<PlayerId, Ballot>): RoundPrompt {
  const answers: Record<PlayerId, string> = {};
  for (const e of entries) if (e.author !== null) answers[e.author] = e.text;
  return { ...prompt(answers, authors, entries.find((e) => e.author === null)?.text ?? null), entries, ballots };
}

const vote = (choice: string, spotAi: string | null = null): Ballot => ({ choices: [choice], spotAi });

describe('openPrompt', () => {
  it('shows both answers and the AI one in a seeded order, ids from the position only', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const opened = openPrompt(prompt({ 1: 'Mr. Bites', 2: 'Dinner' }), createRng(seed));
      expect(opened.entries!.map((e) => e.id)).toEqual(['1-1-a', '1-1-b', '1-1-c']);
      orders.add(opened.entries!.map((e) => e.author).join());
    }
    expect(orders.size).toBe(6);
  });

  it('marks identical answers as a jinx, and leaves out a missing answer', () => {
    const jinx = openPrompt(prompt({ 1: 'Pizza!', 2: 'pizza' }), createRng(1));
    expect(jinx.entries!.filter((e) => e.jinx).map((e) => e.author).sort()).toEqual([1, 2]);
    expect(isVotable(jinx)).toBe(false);
    const alone = openPrompt(prompt({ 2: 'Dinner' }), createRng(1));
    expect(alone.entries!.map((e) => e.author).sort()).toEqual([2, null].sort());
    expect(isVotable(alone)).toBe(true);
    expect(isVotable(prompt({}))).toBe(false);
  });
});

describe('scorePrompt, normal round', () => {
  const entries = [
    { id: 'a', text: 'Mr. Bites', author: 1, jinx: false },
    { id: 'b', text: 'Dinner', author: 2, jinx: false },
    { id: 'c', text: 'Kevin', author: null, jinx: false },
  ];

  it('gives 100 a vote and +100 to the most-voted answer; votes for the AI score for nobody', () => {
    const result = scorePrompt(onScreen(entries, [1, 2], { 3: vote('a'), 4: vote('a'), 5: vote('b'), 6: vote('c') }), false);
    expect(result).toMatchObject({ outcome: 'voted', votes: { a: 2, b: 1, c: 1 }, topAuthors: [1], sweep: null, everyVote: null });
    expect(result.points).toEqual({ 1: 300, 2: 100 });
  });

  it('gives +250 instead for a sweep', () => {
    const result = scorePrompt(onScreen(entries, [1, 2], { 3: vote('b'), 4: vote('b'), 5: vote('b') }), false);
    expect(result.sweep).toBe(2);
    expect(result.points).toEqual({ 2: 300 + 250 });
  });

  it('gives both +100 on a tie, and nothing when the AI is on top alone', () => {
    expect(scorePrompt(onScreen(entries, [1, 2], { 3: vote('a'), 4: vote('b') }), false).points).toEqual({ 1: 200, 2: 200 });
    const aiWins = scorePrompt(onScreen(entries, [1, 2], { 3: vote('c'), 4: vote('c'), 5: vote('a') }), false);
    expect(aiWins.topAuthors).toEqual([]);
    expect(aiWins.points).toEqual({ 1: 100 });
  });

  it('gives +200 for spotting the AI and +100 to an author for each accusation of their answer', () => {
    const result = scorePrompt(onScreen(entries, [1, 2], { 3: vote('a', 'c'), 4: vote('a', 'b'), 5: vote('b', 'b'), 6: vote('a', 'c') }), false);
    expect(result.spotters).toEqual([3, 6]);
    expect(result.points).toEqual({ 1: 300 + 100, 2: 100 + 200, 3: 200, 6: 200 });
  });

  it('gives every vote to the one answer when the other side gave none', () => {
    const alone = [entries[1]!, entries[2]!];
    const result = scorePrompt(onScreen(alone, [1, 2], { 3: vote('b'), 4: vote('c'), 5: vote('c', 'c') }), false);
    expect(result).toMatchObject({ everyVote: 2, sweep: 2, topAuthors: [2] });
    expect(result.points).toEqual({ 2: 300 + 250, 5: 200 });
    const nobodyVoted = scorePrompt(onScreen(alone, [1, 2], {}), false);
    expect(nobodyVoted.points).toEqual({});
  });

  it('scores nothing for a jinx or a prompt nobody answered', () => {
    const jinx = scorePrompt(
      onScreen(
        [
          { id: 'a', text: 'Pizza', author: 1, jinx: true },
          { id: 'b', text: 'pizza!', author: 2, jinx: true },
          { id: 'c', text: 'Kevin', author: null, jinx: false },
        ],
        [1, 2],
        {},
      ),
      false,
    );
    expect(jinx).toMatchObject({ outcome: 'jinx', points: {} });
    const none = scorePrompt(onScreen([{ id: 'a', text: 'Kevin', author: null, jinx: false }], [1, 2], {}), false);
    expect(none).toMatchObject({ outcome: 'noAnswers', points: {} });
  });
});

describe('scorePrompt, final', () => {
  it('shares 3000 by vote share (the AI’s share for nobody), jinxed answers score nothing', () => {
    const entries = [
      { id: 'a', text: 'Mr. Bites', author: 1, jinx: false },
      { id: 'b', text: 'Dinner', author: 2, jinx: false },
      { id: 'c', text: 'soup', author: 3, jinx: true },
      { id: 'd', text: 'Soup', author: 4, jinx: true },
      { id: 'e', text: 'Kevin', author: null, jinx: false },
    ];
    const ballots: Record<PlayerId, Ballot> = {
      1: { choices: ['b', 'b', 'e'], spotAi: 'e' },
      2: { choices: ['a', 'a', 'a'], spotAi: 'a' },
      3: { choices: ['a', 'b', 'e'], spotAi: null },
      4: { choices: ['a'], spotAi: 'b' },
    };
    const result = scorePrompt(onScreen(entries, [1, 2, 3, 4], ballots), true);
    // 10 votes: a 5, b 3, e 2.
    expect(result.votes).toEqual({ a: 5, b: 3, c: 0, d: 0, e: 2 });
    // Player 1: 1500 by share, +100 for player 2's accusation, +200 for spotting the AI; player 2: 900, +100 for player 4's.
    expect(result.points).toEqual({ 1: 1500 + 100 + 200, 2: 900 + 100 });
    expect(result.spotters).toEqual([1]);
    expect(result.topAuthors).toEqual([1]);
    expect(result.sweep).toBeNull();
  });
});

describe('the AI answer', () => {
  const bankPrompt = promptsFor('en')[0]!;
  const withBank = (answers: Record<PlayerId, string>): RoundPrompt => ({
    ...newPrompt(1, 1, { contentId: bankPrompt.id, text: bankPrompt.text, custom: false }, [1, 2]),
    answers,
  });

  it('comes from the bank and is never a player’s answer to the prompt', () => {
    const bank = bankPrompt.answers;
    for (let seed = 0; seed < 40; seed++) {
      const taken = { 1: bank[0]!.toUpperCase(), 2: `${bank[1]!}!!` };
      const ai = aiAnswer(withBank(taken), Object.values(taken), 'en', createRng(seed));
      expect(bank.map(answerKey)).toContain(answerKey(ai));
      expect([answerKey(taken[1]), answerKey(taken[2])]).not.toContain(answerKey(ai));
    }
  });

  it('answers a prompt of the host from the all-purpose answers', () => {
    const custom: RoundPrompt = { ...newPrompt(1, 1, { contentId: 'custom-0', text: 'My own prompt', custom: true }, [1, 2]), answers: { 1: 'my mum' } };
    expect(answerBank(custom, 'de')).toBe(genericAnswersFor('de'));
    for (let seed = 0; seed < 20; seed++) {
      const ai = aiAnswer(custom, ['my mum'], 'en', createRng(seed));
      expect(genericAnswersFor('en').map(answerKey)).toContain(answerKey(ai));
      expect(answerKey(ai)).not.toBe(answerKey('my mum'));
    }
  });

  it('picks an answer about as long as the round’s answers', () => {
    const long = { 1: 'x'.repeat(40), 2: 'y'.repeat(40) };
    const short = { 1: 'ab', 2: 'cd' };
    const len = (answers: Record<PlayerId, string>, seed: number): number =>
      aiAnswer(withBank(answers), Object.values(answers), 'en', createRng(seed)).length;
    const lengths = [...bankPrompt.answers].map((a) => a.length).sort((a, b) => a - b);
    for (let seed = 0; seed < 10; seed++) {
      expect(len(short, seed)).toBeLessThanOrEqual(lengths[1]!);
      expect(len(long, seed)).toBeGreaterThanOrEqual(lengths.at(-2)!);
    }
  });

  it('writes like the round: lower case, shouting, no final full stop', () => {
    expect(styleLike('Open wide, cry later.', ['lol no', 'my dog', 'Fine'])).toBe('open wide, cry later');
    expect(styleLike('Open wide, cry later.', ['NO WAY', 'HELP ME', 'ok'])).toBe('OPEN WIDE, CRY LATER');
    expect(styleLike('Open wide, cry later.', ['Sure.', 'Never.'])).toBe('Open wide, cry later.');
    expect(styleLike('Open wide...', ['Sure', 'never'])).toBe('Open wide...');
    expect(styleLike('Open wide.', [])).toBe('Open wide.');
    expect(styleLike('Open wide.', ['😂', '🙈'])).toBe('Open wide');
  });
});
