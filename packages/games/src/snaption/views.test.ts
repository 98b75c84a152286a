import { describe, expect, it } from 'vitest';
import { hostView as engineHostView, playerView as enginePlayerView } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { snaption } from '.';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { SnaptionPlayerView, SnaptionState } from './types';

/** Keys that tie a caption to its author or its voters: only a reveal, the round's winner or the round's summary may carry them. */
const REVEAL_ONLY_KEYS = new Set(['playerIdsWithChoice', 'playerIdsPredicted', 'rightPredictors', 'jinxes', 'top', 'votes', 'topCaptions']);
/** Keys of the rules' own state that no view carries at all. */
const NEVER_KEYS = new Set(['author', 'entries', 'ballots', 'matchups', 'queue', 'usedCardIds', 'customCards', 'roundTop', 'custom', 'unveiled']);
const REVEALING = new Set(['reveal', 'roundWinner', 'roundSummary']);

/** Walks a view; `inReveal` once under a reveal, the round's winner or the round's summary. */
function walk(value: unknown, visit: (key: string, value: unknown, inReveal: boolean) => void, inReveal = false): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, visit, inReveal));
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    visit(key, v, inReveal);
    walk(v, visit, inReveal || REVEALING.has(key));
  }
}

interface Checked {
  views: number;
  hiddenCaptions: number;
  blindChecks: number;
  ballots: number;
}

/** Whether a caption of the round may be on every screen: put to the vote, or a jinx once jinxes are shown. */
function isPublic(state: SnaptionState, author: PlayerId): boolean {
  const entry = state.entries?.find((e) => e.author === author);
  if (!entry) return false;
  if (state.matchups.some((m) => m.entryIds.includes(entry.id))) return true;
  const jinxesShown = state.mode === 'all' ? state.matchups.some((m) => m.result !== null) : state.roundTop !== null;
  return entry.jinx && jinxesShown;
}

/** Every view of the match, serialised as it goes on the wire, checked against the secrets of its state. */
function checkViews(m: M, t: Table, checked: Checked): void {
  const host = engineHostView(snaption, m, t.settings);
  const phones = new Map(m.seats.map((s) => [s.playerId, enginePlayerView(snaption, m, s.playerId, t.settings)]));
  const all: Array<[PlayerId | 'host', unknown]> = [['host', host], ...phones.entries()];
  const wire = new Map(all.map(([who, view]) => [who, JSON.stringify(view)]));
  const state = m.state;

  for (const [who, view] of all) {
    checked.views++;
    walk(view, (key, value, inReveal) => {
      expect(NEVER_KEYS.has(key), `${String(who)} sees ${key}`).toBe(false);
      if (REVEAL_ONLY_KEYS.has(key)) expect(inReveal, `${String(who)} sees ${key} outside a reveal (${m.stage})`).toBe(true);
      // A caption on the screen before its reveal is its id and text, nothing more.
      if (key === 'current' && value !== null) {
        for (const c of (value as { captions: object[] }).captions) expect(Object.keys(c).sort()).toEqual(['captionId', 'text']);
      }
    });
  }

  // A caption not yet on the screen is on its authors' phones only (a jinx: every author of it).
  for (const [id, text] of Object.entries(state.captions)) {
    const author = Number(id);
    if (isPublic(state, author)) continue;
    const quoted = JSON.stringify(text);
    const owners = Object.entries(state.captions)
      .filter(([, other]) => other === text)
      .map(([other]) => Number(other));
    checked.hiddenCaptions++;
    for (const [who, json] of wire) {
      if (typeof who === 'number' && owners.includes(who)) continue;
      expect(json.includes(quoted), `${String(who)} sees ${author}'s caption ${quoted} before its vote (${m.stage})`).toBe(false);
    }
    if (!m.removed.includes(author) && !m.over) expect(wire.get(author)).toContain(quoted);
  }

  // The blind final's picture is in no view before it is unveiled.
  if (state.blind && !state.unveiled && state.card) {
    checked.blindChecks++;
    for (const [who, json] of wire) {
      expect(json.includes(state.card.cardId), `${String(who)} sees the blind card`).toBe(false);
      expect(json.includes(JSON.stringify(state.card.imageUrl)), `${String(who)} sees the blind picture`).toBe(false);
    }
  }

  // Nothing is revealed of a vote before its reveal: no reveal names its captions, and a phone sees its own ballot only.
  const matchup = state.matchups[state.current];
  for (const [who, view] of all) {
    const game = (view as { game: Partial<SnaptionPlayerView> }).game;
    for (const unrevealed of state.matchups.filter((x) => x.result === null)) {
      expect(game.reveal?.captions.some((c) => unrevealed.entryIds.includes(c.captionId)) ?? false).toBe(false);
    }
    if (who === 'host' || !game.ballot || !matchup) continue;
    const own = game.ballot.ownCaptionId;
    if (own !== null) expect(state.entries!.find((e) => e.id === own)?.author).toBe(who);
    const ballot = matchup.ballots[who];
    expect(game.ballot.choice).toBe(ballot?.choice ?? null);
    expect(game.ballot.prediction).toBe(ballot?.prediction ?? null);
    checked.ballots++;
  }

  // A phone sees its own caption, as sent.
  if (!m.over) {
    for (const [id, view] of phones) {
      if (m.removed.includes(id)) continue;
      expect(view.game.caption).toBe(state.captions[id] ?? null);
    }
  }
}

interface Game {
  ids: PlayerId[];
  rounds: number;
  seed: number;
  kick?: PlayerId;
}

describe('views keep every secret until its reveal, over whole games', () => {
  it.each<Game>([
    { ids: [1, 2, 3, 4, 5], rounds: 3, seed: 1 },
    { ids: [1, 2, 3, -1, -2, -3], rounds: 2, seed: 2 },
    { ids: [1, 2, 3], rounds: 2, seed: 3 },
    { ids: [1, 2, 3, 4, 5, 6, 7, 8, -1, -2], rounds: 3, seed: 4, kick: 5 },
    { ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], rounds: 2, seed: 5, kick: 10 },
  ])('%o', ({ ids, rounds, seed, kick }) => {
    const t = new Table(settingsOf({ numberOfRounds: rounds }), ids, seed);
    const checked: Checked = { views: 0, hiddenCaptions: 0, blindChecks: 0, ballots: 0 };
    const modes = new Set<string | null>();
    t.onChange = (_before, after) => {
      modes.add(after.state.mode);
      checkViews(after, t, checked);
    };
    checkViews(t.match, t, checked);
    const people = ids.filter((id) => id > 0);
    let n = 0;
    let kicked = false;
    for (let guard = 0; guard < 500 && !t.match.over; guard++) {
      const round = t.match.state.round;
      if (t.match.stage === 'caption') {
        t.wait(3_000);
        for (const id of people) {
          if (t.match.stage !== 'caption' || t.match.removed.includes(id)) continue;
          // Now and then a player writes nothing, or changes their caption; in later rounds two players write the same.
          if ((id + round) % 7 === 0) continue;
          t.caption(id, round > 1 && (id === 2 || id === 4) ? `zq twins ${round}` : `zq${id}x${++n}`);
          if (id % 3 === 0 && t.match.stage === 'caption') t.caption(id, `zq${id}x${++n}`);
          if (kick !== undefined && !kicked && id === kick && round === 1 && t.match.stage === 'caption') {
            t.remove(kick);
            kicked = true;
          }
        }
      }
      if (t.match.stage === 'vote') {
        t.wait(1_000);
        for (const id of people) {
          const v = snaption.views.player(t.match, id, t.settings);
          if (t.match.stage !== 'vote' || !v.ballot?.mayVote || !v.current) continue;
          const options = v.current.captions.map((c) => c.captionId).filter((x) => x !== v.ballot!.ownCaptionId);
          if (options.length === 0) continue;
          t.vote(id, options[id % options.length]!, id % 2 === 0 ? options[(id + 1) % options.length]! : null);
        }
      }
      t.finishStage();
    }
    expect(t.match.over).toBe(true);
    if (kick !== undefined) expect(kicked).toBe(true);
    expect(checked.views).toBeGreaterThan(60);
    expect(checked.hiddenCaptions).toBeGreaterThan(ids.length * 2);
    if (ids.length > 10) expect(modes.has('pairs')).toBe(true);
    expect(checked.ballots).toBeGreaterThan(10);
    if (rounds >= 2) expect(checked.blindChecks).toBeGreaterThan(0);
  }, 30_000);
});
