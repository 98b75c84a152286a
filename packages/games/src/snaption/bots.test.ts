import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { BLIND_CAPTION_MIN_MS, CAPTION_MIN_MS, FUNNIEST_SHARE, PAIR_VOTE_MAX_MS, VOTE_MIN_MS, botCaption, bots, captionListFor, funniness } from './bots';
import { SNAPTION_CARDS, captionBank, cardImageUrl, genericCaptions } from './content';
import { captionKey } from './rules';
import { settingsOf } from './test-driver';
import type { SnaptionCardView, SnaptionPlayerView } from './types';

const settings = settingsOf();
const ctx = { settings, playerId: -1, now: 0 };
const deckCard = SNAPTION_CARDS[0]!;
const card: SnaptionCardView = { cardId: deckCard.cardId, imageUrl: cardImageUrl(deckCard.cardId), attribution: null };
const gif: SnaptionCardView = { cardId: 'giphy:xyz', imageUrl: 'https://media.giphy.com/media/xyz/giphy.gif', attribution: { provider: 'GIPHY' } };

function viewOf(overrides: Partial<SnaptionPlayerView> = {}): SnaptionPlayerView {
  return {
    gameType: 'SNAPTION',
    stage: 'caption',
    round: 1,
    rounds: 3,
    blind: false,
    multiplier: 1,
    card,
    mode: null,
    current: null,
    reveal: null,
    roundWinner: null,
    roundSummary: null,
    playerId: -1,
    caption: null,
    canCaption: true,
    captionMaxLength: 80,
    ballot: null,
    ...overrides,
  };
}

const CAPTIONS = [
  { captionId: '1-a', text: 'ok' },
  { captionId: '1-b', text: 'When the boss says “quick call”!' },
  { captionId: '1-c', text: 'just a normal tuesday' },
  { captionId: '1-d', text: 'mine' },
];

function voting(ownCaptionId: string | null = '1-d', mode: 'all' | 'pairs' = 'all'): SnaptionPlayerView {
  return viewOf({
    stage: 'vote',
    canCaption: false,
    mode,
    current: { matchupId: '1-m1', mode, index: 1, count: 1, captions: CAPTIONS, votedCount: 0, voterCount: 4 },
    ballot: { mayVote: true, ownCaptionId, choice: null, prediction: null },
  });
}

describe('SNAPTION AI players', () => {
  it('caption from the picture’s bank in the room’s language, each AI player its own caption', () => {
    const bank = captionBank(card.cardId, 'en');
    const first = botCaption(card, 1, -1, 'en')!;
    expect(bank).toContain(first);
    for (const language of ['en', 'de', 'pl']) {
      const texts = [-1, -2, -3, -4, -5, -6, -7, -8].map((id) => botCaption(card, 1, id, language)!);
      const list = captionListFor(card, 1, language);
      // Distinct as long as the list holds enough captions for them all.
      expect(new Set(texts.map(captionKey)).size).toBe(Math.min(8, list.length));
      for (const text of texts) expect([...captionBank(card.cardId, language), ...genericCaptions(language)]).toContain(text);
    }
  });

  it('caption a GIF, and the blind final’s unseen picture, from the captions that fit any picture', () => {
    expect(genericCaptions('fr')).toContain(botCaption(gif, 2, -1, 'fr'));
    expect(genericCaptions('fr')).toContain(botCaption(null, 3, -2, 'fr'));
    expect(new Set(captionListFor(null, 3, 'en'))).toEqual(new Set(genericCaptions('en').filter((t) => Array.from(t).length <= 80)));
  });

  it('caption after a pause, once, only while they may', () => {
    const action = bots.caption(viewOf(), createRng(1), ctx)!;
    expect(action).toMatchObject({ move: 'caption', payload: { text: botCaption(card, 1, -1, 'en') } });
    expect(action.delayMs).toBeGreaterThanOrEqual(CAPTION_MIN_MS);
    const blind = bots.caption(viewOf({ blind: true, card: null }), createRng(1), ctx)!;
    expect(blind.delayMs).toBeGreaterThanOrEqual(BLIND_CAPTION_MIN_MS);
    expect(bots.caption(viewOf({ caption: 'done' }), createRng(1), ctx)).toBeNull();
    expect(bots.caption(viewOf({ canCaption: false }), createRng(1), ctx)).toBeNull();
  });

  it('find punchy captions funnier than flat ones', () => {
    expect(funniness('When the boss says “quick call”!')).toBeGreaterThan(funniness('just a normal tuesday'));
    expect(funniness('just a normal tuesday')).toBeGreaterThan(funniness('ok'));
    expect(funniness('NOT AGAIN')).toBeGreaterThan(funniness('not again'));
  });

  it('vote for every slot now and then, more often the funniest, never their own; usually predict', () => {
    const picked = new Map<string, number>();
    let predicted = 0;
    const runs = 400;
    for (let seed = 0; seed < runs; seed++) {
      const action = bots.vote(voting(), createRng(seed), ctx)!;
      const { captionId, prediction } = action.payload as { captionId: string; prediction: string | null };
      expect(captionId).not.toBe('1-d');
      expect(prediction).not.toBe('1-d');
      picked.set(captionId, (picked.get(captionId) ?? 0) + 1);
      if (prediction !== null) predicted++;
      expect(action.delayMs).toBeGreaterThanOrEqual(VOTE_MIN_MS);
    }
    expect([...picked.keys()].sort()).toEqual(['1-a', '1-b', '1-c']);
    // The funniest gets its share on top of a third of the rest.
    const expected = FUNNIEST_SHARE + (1 - FUNNIEST_SHARE) / 3;
    expect(picked.get('1-b')! / runs).toBeGreaterThan(expected - 0.1);
    expect(picked.get('1-b')! / runs).toBeLessThan(expected + 0.1);
    expect(predicted / runs).toBeGreaterThan(0.7);
    expect(predicted / runs).toBeLessThan(0.97);
  });

  it('vote quickly on a head-to-head pair, and do not vote twice or out of turn', () => {
    const pair = voting(null, 'pairs');
    pair.current!.captions = CAPTIONS.slice(0, 2);
    const action = bots.vote(pair, createRng(3), ctx)!;
    expect(action.delayMs).toBeLessThanOrEqual(PAIR_VOTE_MAX_MS);
    expect(['1-a', '1-b']).toContain((action.payload as { captionId: string }).captionId);
    const voted = voting();
    voted.ballot!.choice = '1-a';
    expect(bots.vote(voted, createRng(1), ctx)).toBeNull();
    const watching = voting();
    watching.ballot!.mayVote = false;
    expect(bots.vote(watching, createRng(1), ctx)).toBeNull();
  });
});
