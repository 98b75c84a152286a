import { describe, expect, it } from 'vitest';
import { hostView as engineHostView, playerView as enginePlayerView } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { requip } from '.';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { RequipPlayerView } from './types';

/** Keys that tie an answer to its author or to the AI: only a reveal may carry them. */
const REVEAL_ONLY_KEYS = new Set(['playerIdsWithChoice', 'playerIdsSpotAi', 'ai', 'jinx', 'everyVote', 'bonus']);
/** Keys of the rules' own state that no view carries at all. */
const NEVER_KEYS = new Set(['author', 'authors', 'ballots', 'entries', 'contentId', 'metPairs']);

/** Walks a view; `inReveal` once under a `reveal` or `roundSummary` object. */
function walk(value: unknown, visit: (key: string, value: unknown, inReveal: boolean) => void, inReveal = false): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, visit, inReveal));
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    visit(key, v, inReveal);
    walk(v, visit, inReveal || key === 'reveal' || key === 'roundSummary');
  }
}

interface Checked {
  views: number;
  hiddenAnswers: number;
  votes: number;
}

/** Every view of the match, serialised as it goes on the wire, checked against the secrets of its state. */
function checkViews(m: M, t: Table, checked: Checked): void {
  const host = engineHostView(requip, m, t.settings);
  const phones = new Map(m.seats.map((s) => [s.playerId, enginePlayerView(requip, m, s.playerId, t.settings)]));
  const all: Array<[PlayerId | 'host', unknown]> = [['host', host], ...phones.entries()];
  const wire = new Map(all.map(([who, view]) => [who, JSON.stringify(view)]));
  const state = m.state;

  for (const [who, view] of all) {
    checked.views++;
    walk(view, (key, _value, inReveal) => {
      expect(NEVER_KEYS.has(key), `${String(who)} sees ${key}`).toBe(false);
      if (REVEAL_ONLY_KEYS.has(key)) expect(inReveal, `${String(who)} sees ${key} outside a reveal (${m.stage})`).toBe(true);
      // An answer outside a reveal is its id and text, nothing more.
      if (key === 'answers' && !inReveal && Array.isArray(_value)) {
        for (const a of _value as object[]) expect(Object.keys(a).sort()).toEqual(['promptResponseId', 'responseText']);
      }
    });
  }
  const hostGame = host.game;
  if (m.stage !== 'reveal') expect(hostGame.reveal).toBeNull();

  for (const p of state.prompts) {
    const shown = p.entries !== null;
    const revealed = p.result !== null;
    const secrets: Array<{ text: string; owner: PlayerId | null }> = Object.entries(p.answers).map(([id, text]) => ({ text, owner: Number(id) }));
    if (p.ai !== null) secrets.push({ text: p.ai, owner: null });
    if (!shown) {
      for (const { text, owner } of secrets) {
        checked.hiddenAnswers++;
        const quoted = JSON.stringify(text);
        for (const [who, json] of wire) {
          if (who === owner) continue;
          expect(json.includes(quoted), `${String(who)} sees ${owner ?? 'the AI'}'s answer ${quoted} to ${p.id} before its vote`).toBe(false);
        }
        if (owner !== null && !m.removed.includes(owner) && !m.over) expect(wire.get(owner)).toContain(quoted);
      }
    }
    if (shown && !revealed) {
      // On the screen but not revealed: every phone and the host may show the texts, never whose they are.
      for (const [who, view] of all) {
        const game = (view as { game: Partial<RequipPlayerView> }).game;
        if (game.reveal) expect(game.reveal.promptId).not.toBe(p.id);
        if (who === 'host' || !game.ballot) continue;
        const ownEntry = game.ballot.ownAnswerId;
        if (ownEntry !== null) expect(p.entries!.find((e) => e.id === ownEntry)?.author).toBe(who);
        const ballot = p.ballots[who];
        expect(game.ballot.choices).toEqual(ballot ? ballot.choices : []);
        checked.votes++;
      }
    }
  }

  // A phone sees its own prompts, with its own answers, and no others.
  if (!m.over) {
    for (const [id, view] of phones) {
      if (m.removed.includes(id)) continue;
      const mine = state.prompts.filter((p) => p.authors.includes(id));
      expect(view.game.prompts.map((p) => p.promptId)).toEqual(mine.map((p) => p.id));
      expect(view.game.prompts.map((p) => p.existingAnswer)).toEqual(mine.map((p) => p.answers[id] ?? null));
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
    { ids: [1, 2, 3, 4, 5, 6, 7, 8, -1], rounds: 3, seed: 4, kick: 5 },
  ])('%o', ({ ids, rounds, seed, kick }) => {
    const t = new Table(settingsOf({ numberOfRounds: rounds }), ids, seed);
    const checked: Checked = { views: 0, hiddenAnswers: 0, votes: 0 };
    t.onChange = (_before, after) => checkViews(after, t, checked);
    checkViews(t.match, t, checked);
    const people = ids.filter((id) => id > 0);
    let n = 0;
    let kicked = false;
    for (let guard = 0; guard < 500 && !t.match.over; guard++) {
      const round = t.match.state.round;
      if (t.match.stage === 'answer') {
        t.wait(3_000);
        for (const id of people) {
          if (t.match.stage !== 'answer' || t.match.removed.includes(id)) continue;
          // Now and then a prompt is left unanswered, or answered and then changed.
          t.promptsOf(id).forEach((p, i) => {
            if ((id + i + round) % 5 === 0) return;
            t.answer(id, p.id, `zq${id}x${++n}`);
            if ((id + i) % 3 === 0) t.answer(id, p.id, `zq${id}x${++n}`);
          });
        }
      }
      if (t.match.stage === 'vote') {
        t.wait(1_000);
        const view = (id: PlayerId) => requip.views.player(t.match, id, t.settings);
        for (const id of people) {
          const v = view(id);
          if (t.match.stage !== 'vote' || !v.ballot?.mayVote || !v.current) continue;
          const options = v.current.answers.map((a) => a.promptResponseId).filter((x) => x !== v.ballot!.ownAnswerId);
          if (options.length === 0) continue;
          const choices = Array.from({ length: v.ballot.maxChoices }, (_, i) => options[(id + i) % options.length]!);
          t.vote(id, choices, id % 2 === 0 ? options[(id + 1) % options.length]! : null);
        }
      }
      if (kick !== undefined && !kicked && round === 2 && t.match.stage === 'vote') {
        t.remove(kick);
        kicked = true;
      }
      t.finishStage();
    }
    expect(t.match.over).toBe(true);
    if (kick !== undefined) expect(kicked).toBe(true);
    expect(checked.views).toBeGreaterThan(80);
    expect(checked.hiddenAnswers).toBeGreaterThan(30);
    expect(checked.votes).toBeGreaterThan(10);
  });
});
