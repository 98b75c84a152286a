import { describe, expect, it } from 'vitest';
import { MoveSender, isMoveId, randomMoveId } from '../../src/games/kit/moveSender';
import type { MoveBody, MoveOutcome } from '../../src/games/kit/moveSender';

function harness() {
  let connected = true;
  let ids = 0;
  const published: MoveBody[] = [];
  const outcomes: MoveOutcome[] = [];
  /** The server's receipts, by the move id each answers. */
  const receipts: Array<{ moveId: string; answer: () => void }> = [];
  const sender = new MoveSender({
    publish: (body, answered) => {
      if (!connected) return false;
      published.push(structuredClone(body));
      receipts.push({ moveId: body.moveId, answer: answered });
      return true;
    },
    onOutcome: (outcome) => outcomes.push(outcome),
    newMoveId: () => `m${++ids}`,
  });
  /** The server answers the move with this id (its RECEIPT). */
  const receive = (moveId: string) => receipts.filter((r) => r.moveId === moveId).forEach((r) => r.answer());
  return { sender, published, outcomes, receive, setConnected: (value: boolean) => (connected = value) };
}

describe('move ids', () => {
  it('are 1..64 characters of [A-Za-z0-9_-], different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, randomMoveId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isMoveId(id), id).toBe(true);
    expect(isMoveId('')).toBe(false);
    expect(isMoveId('a'.repeat(65))).toBe(false);
    expect(isMoveId('a b')).toBe(false);
  });
});

describe('move sender', () => {
  it('sends a move with its stage and a moveId, and keeps it until the server\'s receipt for that move', () => {
    const { sender, published, receive } = harness();
    sender.send('answer', { word: 'sun' }, 3);
    sender.send('answer', { word: 'moon' }, 3);
    expect(published[0]).toEqual({ move: 'answer', payload: { word: 'sun' }, stageNumber: 3, moveId: 'm1' });
    expect(sender.pending).toHaveLength(2);
    // The receipt of the second move answers only that one.
    receive('m2');
    expect(sender.pending.map((p) => p.body.moveId)).toEqual(['m1']);
    receive('m1');
    expect(sender.pending).toHaveLength(0);
  });

  it('sends an unanswered move again after a reconnect, with the same moveId', () => {
    const { sender, published, receive, setConnected } = harness();
    sender.send('answer', 'sun', 3);
    setConnected(false);
    sender.connectionLost();
    setConnected(true);
    sender.reconnected();
    expect(published.map((m) => m.moveId)).toEqual(['m1', 'm1']);
    receive('m1');
    sender.reconnected();
    expect(published).toHaveLength(2);
  });

  it('keeps a move made while offline and says it waits; it goes out on reconnect', () => {
    const { sender, published, outcomes, setConnected } = harness();
    setConnected(false);
    sender.connectionLost();
    sender.send('guess', 'cat', 5);
    expect(published).toEqual([]);
    expect(outcomes.map((o) => o.kind)).toEqual(['waiting']);
    expect(sender.pending).toHaveLength(1);
    setConnected(true);
    sender.reconnected();
    expect(published).toEqual([{ move: 'guess', payload: 'cat', stageNumber: 5, moveId: 'm1' }]);
  });

  it('tells the player when the stage had moved on, and forgets that move', () => {
    const { sender, outcomes } = harness();
    sender.send('guess', 'cat', 5);
    sender.refused({ messageKey: 'error.stage_over', message: 'Stage is over' });
    expect(outcomes).toEqual([{ kind: 'tooLate', move: { move: 'guess', payload: 'cat', stageNumber: 5, moveId: 'm1' } }]);
    expect(sender.pending).toHaveLength(0);
  });

  it('passes other refusals on with their message key, oldest move first', () => {
    const { sender, outcomes } = harness();
    sender.send('a', 1, 2);
    sender.send('b', 2, 2);
    sender.refused({ messageKey: 'error.invalid_moves', message: 'nope' });
    expect(outcomes[0]).toMatchObject({ kind: 'refused', messageKey: 'error.invalid_moves', move: { move: 'a' } });
    expect(sender.pending.map((p) => p.body.move)).toEqual(['b']);
  });

  it('forgets everything on clear', () => {
    const { sender } = harness();
    sender.send('a', 1, 2);
    sender.clear();
    expect(sender.pending).toHaveLength(0);
  });
});
