import { describe, expect, it } from 'vitest';
import { MoveSender, isMoveId, randomMoveId } from '../../src/games/kit/moveSender';
import type { MoveBody, MoveOutcome } from '../../src/games/kit/moveSender';

function harness() {
  let connected = true;
  let ids = 0;
  const published: MoveBody[] = [];
  const outcomes: MoveOutcome[] = [];
  /** Work the sender asked to run later, with its wait. */
  const timers: Array<{ work: () => void; ms: number }> = [];
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
    later: (work, ms) => timers.push({ work, ms }),
  });
  /** The server answers the move with this id (its RECEIPT), as sent last: a receipt id is the move's, each send watches it anew. */
  const receive = (moveId: string) => receipts.findLast((r) => r.moveId === moveId)?.answer();
  /** Runs what is due later, as the waits pass. */
  const runLater = () => timers.splice(0).forEach((t) => t.work());
  return { sender, published, outcomes, receive, timers, runLater, setConnected: (value: boolean) => (connected = value) };
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

  it('sends a move the server could not carry out now again, with its id and a growing wait, until it is answered', () => {
    const { sender, published, outcomes, receive, timers, runLater } = harness();
    sender.send('answer', 'sun', 3);
    // The room is moving to another server: refused with "try again", then the move's receipt.
    for (const wait of [500, 1000, 2000, 4000, 4000]) {
      sender.refused({ messageKey: 'error.server_unavailable', message: 'try again' });
      receive('m1');
      expect(sender.pending).toHaveLength(1);
      expect(timers.map((t) => t.ms)).toEqual([wait]);
      runLater();
    }
    expect(published.map((m) => m.moveId)).toEqual(['m1', 'm1', 'm1', 'm1', 'm1', 'm1']);
    // The player is not told of an error: the move waits.
    expect(outcomes.every((o) => o.kind === 'waiting')).toBe(true);
    // Carried out at last: answered, and nothing goes out again.
    receive('m1');
    expect(sender.pending).toHaveLength(0);
    runLater();
    expect(published).toHaveLength(6);
  });

  it('sends a move to try again once after a reconnect, not twice', () => {
    const { sender, published, receive, runLater, setConnected } = harness();
    sender.send('answer', 'sun', 3);
    sender.refused({ messageKey: 'error.server_unavailable', message: 'try again' });
    receive('m1');
    // The connection drops while it waits; the reconnect sends it, and the wait that ends sends nothing more.
    setConnected(false);
    sender.connectionLost();
    setConnected(true);
    sender.reconnected();
    runLater();
    expect(published.map((m) => m.moveId)).toEqual(['m1', 'm1']);
    receive('m1');
    expect(sender.pending).toHaveLength(0);
  });
});
