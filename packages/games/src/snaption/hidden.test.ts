/**
 * A caption the host hides stays off every screen for the rest of the game: the vote, the reveal, the
 * round's winner and the round's scores show it as hidden, with no text; its votes still count.
 */
import { describe, expect, it } from 'vitest';
import { hideContent, hostView, isInvalid, playerView } from '@snackparty/engine';
import { snaption } from '.';
import { Table, settingsOf } from './test-driver';

const HIDDEN = 'an awfully rude caption';

describe('SNAPTION: a hidden caption', () => {
  /** A one-round game to its votes. */
  function toTheVote(): Table {
    const table = new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3, 4]);
    table.captionAll([1, 2, 3, 4], (id) => (id === 1 ? HIDDEN : `caption of ${id}`));
    for (let i = 0; i < 120 && table.match.stage !== 'vote'; i++) table.runUntil(table.now + 500, false);
    expect(table.match.stage).toBe('vote');
    return table;
  }

  /** Every voter picks the first caption on screen that is not their own, stage after stage, to the end. */
  function playOut(table: Table): void {
    for (let i = 0; i < 40 && !table.match.over; i++) {
      for (const voter of table.voters) {
        const other = table.onScreen.find((e) => e.author !== voter);
        if (other) table.vote(voter, other.id);
      }
      const stage = table.match.stageNumber;
      for (let j = 0; j < 120 && table.match.stageNumber === stage; j++) table.runUntil(table.now + 500, false);
    }
  }

  it('never reaches a screen again, and hiding it changes no score', () => {
    const shown = toTheVote();
    playOut(shown);
    const table = toTheVote();
    const id = table.entryOf(1);
    // Anything else, or before the captions are in, is refused.
    expect(isInvalid(hideContent(snaption, table.match, 'no-such-caption'))).toBe(true);
    const step = hideContent(snaption, table.match, id);
    if (isInvalid(step)) throw new Error(step.invalid);
    table.commit(step);
    expect(table.match.hidden).toEqual([id]);

    const seen: string[] = [];
    table.onChange = (_before, after) => {
      seen.push(JSON.stringify(hostView(snaption, after, table.settings)));
      for (const p of [2, 3, 4]) seen.push(JSON.stringify(playerView(snaption, after, p, table.settings)));
    };
    table.onChange(table.match, table.match);
    playOut(table);
    expect(table.match.over).toBe(true);
    expect(table.match.scores).toEqual(shown.match.scores);
    expect(seen.length).toBeGreaterThan(4);
    for (const view of seen) expect(view).not.toContain(HIDDEN);
    expect(seen.some((view) => view.includes('"hidden":true'))).toBe(true);
  });
});
