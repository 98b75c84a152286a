import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { SNAPTION_CARDS, cardImageUrl } from './content';
import {
  ERRORS,
  POINTS,
  captionEntries,
  captionKey,
  checkBallot,
  cleanCaption,
  customCardList,
  deckFor,
  familyOnlyOf,
  groupsLeft,
  isBlindRound,
  nextGroupSize,
  pickCard,
  roundTopOf,
  roundsOf,
  sameCaption,
  scoreMatchup,
  usedCardIdList,
  voteModeFor,
  votersOf,
} from './rules';
import type { CaptionEntry, Matchup } from './types';

describe('cleanCaption', () => {
  it.each([
    ['  when the wifi drops  ', 'when the wifi drops'],
    ['two\n lines\tand  tabs', 'two lines and tabs'],
    ['x'.repeat(80), 'x'.repeat(80)],
    ['😂'.repeat(80), '😂'.repeat(80)],
    ['Cafe\u0301 au lait', 'Café au lait'],
    ['👨‍👩‍👧 family', '👨‍👩‍👧 family'],
  ])('keeps %j as %j', (raw, clean) => {
    expect(cleanCaption(raw)).toBe(clean);
  });

  it.each([
    ['', ERRORS.emptyCaption],
    ['   \n\t ', ERRORS.emptyCaption],
    ['x'.repeat(81), ERRORS.captionTooLong],
    ['  ' + 'y'.repeat(81) + '  ', ERRORS.captionTooLong],
    ['bell\u0007', ERRORS.invalidCaption],
    ['nul\u0000byte', ERRORS.invalidCaption],
    ['\u202Eesrever', ERRORS.invalidCaption],
    ['x'.repeat(401), ERRORS.invalidCaption],
    [42, ERRORS.invalidCaption],
    [null, ERRORS.invalidCaption],
    [['a'], ERRORS.invalidCaption],
  ])('refuses %j with %s', (raw, reason) => {
    expect(cleanCaption(raw)).toEqual({ invalid: reason });
  });

  it('uses the snaption message keys', () => {
    for (const key of Object.values(ERRORS)) expect(key).toMatch(/^snaption\.[a-z_]+$/);
  });
});

describe('captionKey', () => {
  it.each([
    ['Monday mood', 'monday MOOD!'],
    ['crème brûlée', 'Creme Brulee'],
    ['ice-cream', 'ice cream'],
    ['Straße', 'strasse'],
    ["don't", 'dont'],
    ['łódź', 'lodz'],
  ])('%j is the same caption as %j', (a, b) => {
    expect(sameCaption(a, b)).toBe(true);
  });

  it.each([
    ['cat', 'cats'],
    ['😂', '😭'],
  ])('%j is not %j', (a, b) => {
    expect(sameCaption(a, b)).toBe(false);
  });

  it('compares captions of symbols only as typed', () => {
    expect(captionKey('😂 😂')).toBe('😂😂');
  });
});

describe('settings', () => {
  it('reads the rounds; with two or more the last is the blind final', () => {
    expect([0, 1, 2, 3, 5, Number.NaN].map((n) => roundsOf({ numberOfRounds: n }))).toEqual([1, 1, 2, 3, 5, 1]);
    expect(isBlindRound(1, 1)).toBe(false);
    expect(isBlindRound(1, 2)).toBe(false);
    expect(isBlindRound(2, 2)).toBe(true);
    expect(isBlindRound(3, 3)).toBe(true);
  });

  it('is family only unless the room turns it off', () => {
    expect(familyOnlyOf({})).toBe(true);
    expect(familyOnlyOf({ snaptionSettings: {} })).toBe(true);
    expect(familyOnlyOf({ snaptionSettings: { familyOnly: true } })).toBe(true);
    expect(familyOnlyOf({ snaptionSettings: { familyOnly: false } })).toBe(false);
  });

  it('keeps only well-formed GIFs with safe addresses, once each, none posing as a bundled card', () => {
    const bundled = SNAPTION_CARDS[0]!.cardId;
    const cards = customCardList({
      customCards: [
        { cardId: 'giphy-1', imageUrl: 'https://media.giphy.com/media/1/giphy.gif', attribution: { provider: 'GIPHY', user: ' Ann ', pageUrl: 'https://giphy.com/gifs/1' } },
        { cardId: 'klipy:2', imageUrl: '/.proxy/2/giphy', attribution: { provider: 'KLIPY', user: 'x\u0007', pageUrl: 'javascript:alert(1)' } },
        { cardId: 'giphy:3', imageUrl: 'https://media.giphy.com/media/3/giphy.gif', attribution: { provider: '<b>' } },
        { cardId: 'giphy-1', imageUrl: 'https://example.com/again.gif' },
        { cardId: bundled, imageUrl: 'https://example.com/x.gif' },
        { cardId: 'http-gif', imageUrl: 'http://example.com/x.gif' },
        { cardId: 'proto-relative', imageUrl: '//example.com/x.gif' },
        { cardId: 'script', imageUrl: 'javascript:alert(1)' },
        { cardId: 'quote', imageUrl: 'https://example.com/"onload="x' },
        { cardId: 'space', imageUrl: 'https://example.com/a b.gif' },
        { cardId: '../etc', imageUrl: 'https://example.com/x.gif' },
        { cardId: 5, imageUrl: 'https://example.com/x.gif' },
        null,
        'giphy-3',
      ] as never,
    });
    expect(cards).toEqual([
      { cardId: 'giphy-1', imageUrl: 'https://media.giphy.com/media/1/giphy.gif', attribution: { provider: 'GIPHY', user: 'Ann', pageUrl: 'https://giphy.com/gifs/1' } },
      { cardId: 'klipy:2', imageUrl: '/.proxy/2/giphy', attribution: { provider: 'KLIPY' } },
      { cardId: 'giphy:3', imageUrl: 'https://media.giphy.com/media/3/giphy.gif' },
    ]);
    expect(customCardList({})).toEqual([]);
    expect(customCardList({ customCards: 'nope' as never })).toEqual([]);
  });

  it('reads the cards used tonight, dropping what is not an id', () => {
    expect(usedCardIdList({ usedCardIds: ['a', 5, '', 'b c', 'giphy-1'] as never })).toEqual(['a', 'giphy-1']);
    expect(usedCardIdList({})).toEqual([]);
  });
});

describe('pickCard', () => {
  const base = { round: 1, familyOnly: true, usedCardIds: [] as string[], customCards: [] as Array<{ cardId: string; imageUrl: string }> };

  it('deals a family card of the deck with its picture address', () => {
    const card = pickCard(base, createRng(1));
    const deckCard = SNAPTION_CARDS.find((c) => c.cardId === card.cardId)!;
    expect(deckCard.family).toBe(true);
    expect(card).toEqual({ cardId: card.cardId, imageUrl: cardImageUrl(card.cardId), custom: false });
  });

  it('never deals a card used tonight while others are left', () => {
    const deck = deckFor(true).map((c) => c.cardId);
    const used = deck.slice(1);
    for (let seed = 0; seed < 10; seed++) expect(pickCard({ ...base, usedCardIds: used }, createRng(seed)).cardId).toBe(deck[0]);
  });

  it('deals every family card once before any comes back, then the one shown longest ago', () => {
    const deck = deckFor(true).map((c) => c.cardId);
    const rng = createRng(4);
    const used: string[] = [];
    for (let i = 0; i < deck.length; i++) used.push(pickCard({ ...base, usedCardIds: used }, rng).cardId);
    expect(new Set(used).size).toBe(deck.length);
    expect(pickCard({ ...base, usedCardIds: used }, rng).cardId).toBe(used[0]);
  });

  it('deals adult cards too when the room is not family only', () => {
    expect(deckFor(false)).toHaveLength(SNAPTION_CARDS.length);
    expect(deckFor(true).every((c) => SNAPTION_CARDS.find((d) => d.cardId === c.cardId)!.family)).toBe(true);
  });

  it('takes an unused GIF in every other round, the deck otherwise', () => {
    const customCards = [{ cardId: 'giphy-1', imageUrl: '/.proxy/1/giphy' }];
    expect(pickCard({ ...base, round: 2, customCards }, createRng(1))).toEqual({ ...customCards[0], custom: true });
    expect(pickCard({ ...base, round: 3, customCards }, createRng(1)).custom).toBe(false);
    expect(pickCard({ ...base, round: 4, customCards, usedCardIds: ['giphy-1'] }, createRng(1)).custom).toBe(false);
  });
});

describe('putting captions to the vote', () => {
  const state = (captions: Record<number, string>, roster = [1, 2, 3, 4, 5]) => ({ captions, roster, round: 2 });

  it('orders captions by seed, ids from position only, jinxes marked', () => {
    const entries = captionEntries(state({ 1: 'Hello!', 2: 'other', 3: 'hello', 5: 'third' }), createRng(3));
    expect(entries.map((e) => e.id)).toEqual(['2-a', '2-b', '2-c', '2-d']);
    expect(entries.filter((e) => e.jinx).map((e) => e.author).sort()).toEqual([1, 3]);
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => captionEntries(state({ 1: 'a', 2: 'b', 3: 'c', 4: 'd' }), createRng(seed)).map((e) => e.author).join()));
    expect(orders.size).toBeGreaterThan(2);
  });

  it('leaves out captions of players no longer in the game', () => {
    const entries = captionEntries(state({ 1: 'a', 2: 'b', 9: 'gone' }), createRng(1));
    expect(entries.map((e) => e.author).sort()).toEqual([1, 2]);
  });

  it('shows up to eight captions on one screen, more head to head, never one left alone', () => {
    expect(voteModeFor(8)).toBe('all');
    expect(voteModeFor(9)).toBe('pairs');
    expect([0, 1, 2, 3, 4, 5].map(nextGroupSize)).toEqual([0, 1, 2, 3, 2, 2]);
    expect([0, 1, 2, 3, 9, 10, 16].map(groupsLeft)).toEqual([0, 1, 1, 1, 4, 5, 8]);
  });

  const entries: CaptionEntry[] = [
    { id: '1-a', text: 'A', author: 1, jinx: false },
    { id: '1-b', text: 'B', author: 2, jinx: false },
    { id: '1-c', text: 'C', author: 3, jinx: false },
    { id: '1-d', text: 'same', author: 4, jinx: true },
  ];
  const matchup = (ids: string[], ballots: Matchup['ballots'] = {}): Matchup => ({ id: '1-m1', entryIds: ids, ballots, result: null });

  it('lets everyone vote with one screen; head to head, not the pair’s authors', () => {
    expect(votersOf(matchup(['1-a', '1-b', '1-c']), entries, [1, 2, 3, 4, 5], 'all')).toEqual([1, 2, 3, 4, 5]);
    expect(votersOf(matchup(['1-a', '1-b']), entries, [1, 2, 3, 4, 5], 'pairs')).toEqual([3, 4, 5]);
  });

  it('checks a ballot: a caption on the screen, never the voter’s own, nor a jinx', () => {
    const m = matchup(['1-a', '1-b']);
    expect(checkBallot({ captionId: '1-b' }, m, entries, 1)).toEqual({ choice: '1-b', prediction: null });
    expect(checkBallot({ captionId: '1-b', prediction: '1-b' }, m, entries, 1)).toEqual({ choice: '1-b', prediction: '1-b' });
    expect(checkBallot({ captionId: '1-a' }, m, entries, 1)).toEqual({ invalid: ERRORS.ownCaption });
    expect(checkBallot({ captionId: '1-b', prediction: '1-a' }, m, entries, 1)).toEqual({ invalid: ERRORS.ownCaption });
    expect(checkBallot({ captionId: '1-c' }, m, entries, 1)).toEqual({ invalid: ERRORS.badVote });
    expect(checkBallot({ captionId: '1-d' }, m, entries, 1)).toEqual({ invalid: ERRORS.badVote });
    expect(checkBallot({ captionId: '1-b', prediction: 7 }, m, entries, 1)).toEqual({ invalid: ERRORS.badVote });
    expect(checkBallot({ captionId: 'constructor' }, m, entries, 1)).toEqual({ invalid: ERRORS.badVote });
    expect(checkBallot('1-b', m, entries, 1)).toEqual({ invalid: ERRORS.badVote });
  });
});

describe('scoreMatchup', () => {
  const entries: CaptionEntry[] = [
    { id: '1-a', text: 'A', author: 1, jinx: false },
    { id: '1-b', text: 'B', author: 2, jinx: false },
    { id: '1-c', text: 'C', author: 3, jinx: false },
  ];
  const m = (entryIds: string[], ballots: Matchup['ballots']): Matchup => ({ id: '1-m1', entryIds, ballots, result: null });

  it('gives 100 a vote, +200 to every top caption on one screen, +100 a right prediction', () => {
    const result = scoreMatchup(
      m(['1-a', '1-b', '1-c'], {
        1: { choice: '1-b', prediction: '1-b' },
        2: { choice: '1-a', prediction: '1-c' },
        3: { choice: '1-a', prediction: null },
        4: { choice: '1-b', prediction: '1-a' },
      }),
      entries,
      'all',
    );
    expect(result.outcome).toBe('voted');
    expect(result.votes).toEqual({ '1-a': 2, '1-b': 2, '1-c': 0 });
    expect(result.topIds).toEqual(['1-a', '1-b']);
    expect(result.rightPredictors).toEqual([1, 4]);
    expect(result.points).toEqual({ 1: 200 + POINTS.top + POINTS.prediction, 2: 200 + POINTS.top, 4: POINTS.prediction });
  });

  it('head to head, the pair’s winner is for predictions only: the top bonus waits for the round', () => {
    const result = scoreMatchup(m(['1-a', '1-b'], { 3: { choice: '1-a', prediction: '1-a' }, 4: { choice: '1-a', prediction: '1-b' } }), entries, 'pairs');
    expect(result.points).toEqual({ 1: 200, 3: 100 });
    expect(result.topIds).toEqual(['1-a']);
  });

  it('scores nothing for a caption alone, a jinx or no caption', () => {
    expect(scoreMatchup(m(['1-a'], {}), entries, 'all')).toMatchObject({ outcome: 'alone', points: {}, topIds: [] });
    expect(scoreMatchup(m([], {}), [{ id: '1-a', text: 'x', author: 1, jinx: true }], 'all')).toMatchObject({ outcome: 'jinx', points: {} });
    expect(scoreMatchup(m([], {}), [], 'all')).toMatchObject({ outcome: 'noCaptions', points: {} });
  });

  it('finds the round’s top captions over every pair, ties included', () => {
    const scored = (ids: string[], votes: Record<string, number>): Matchup => ({
      ...m(ids, {}),
      result: { outcome: 'voted', votes, points: {}, topIds: [], rightPredictors: [], endsGame: false },
    });
    const five = [...entries, { id: '1-e', text: 'E', author: 5, jinx: false }];
    const pairs = [scored(['1-a', '1-b'], { '1-a': 3, '1-b': 1 }), scored(['1-c', '1-e'], { '1-c': 3, '1-e': 2 })];
    expect(roundTopOf(pairs, five)).toEqual({ entryIds: ['1-a', '1-c'], points: { 1: 200, 3: 200 } });
    expect(roundTopOf([scored(['1-a', '1-b'], { '1-a': 0, '1-b': 0 })], entries)).toEqual({ entryIds: [], points: {} });
  });
});
