/**
 * MoveBatches on a room whose writes the test holds: moves that arrive while a write is out are stored
 * together, each confirmed only once stored, refused alone, and never past the move that ends a stage.
 */
import { describe, expect, it } from 'vitest';
import type { Match, Step } from '@snackparty/engine';
import type { MoveMessage } from '@snackparty/protocol';
import type { LiveGame } from '../../src/games/live-game';
import { MoveBatches } from '../../src/games/move-batches';

interface ToyMatch {
  stageNumber: number;
  over: boolean;
  moves: string[];
}

/** A room of one game whose lock is a promise chain and whose writes wait until `land()` each. */
function room(limit = 16) {
  const live = { match: { stageNumber: 1, over: false, moves: [] } as ToyMatch } as unknown as LiveGame & { match: ToyMatch };
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const writes: ToyMatch[] = [];
  const pending: Array<{ resolve: () => void; reject: (err: unknown) => void }> = [];
  const batches = new MoveBatches(
    {
      withGame: (_code, work) => {
        waiting += 1;
        const turn = chain.then(() => {
          if (live.match.over) throw new Error('no game running');
          return work(live);
        });
        chain = turn.catch(() => undefined).finally(() => (waiting -= 1));
        return turn;
      },
      waiting: () => waiting,
      apply: (_live, match, playerId, message) => {
        const toy = match as unknown as ToyMatch;
        if (message.move === 'bad') throw new Error(`refused ${playerId}`);
        const id = `${playerId}:${String(message.payload)}`;
        if (toy.moves.includes(id)) return undefined;
        const next: ToyMatch = {
          stageNumber: message.move === 'last' ? toy.stageNumber + 1 : toy.stageNumber,
          over: message.move === 'final',
          moves: [...toy.moves, id],
        };
        return { match: next as unknown as Match<unknown>, events: [{ type: 'moved', id }] } as unknown as Step<unknown>;
      },
      commit: async (target, step) => {
        writes.push(step.match as unknown as ToyMatch);
        await new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
        target.match = step.match;
      },
    },
    limit,
  );
  const settled: Record<string, string> = {};
  const send = (playerId: number, move: string, payload: string) => {
    const key = `${playerId}:${payload}`;
    return batches.add('ROOMX', playerId, { move, payload } as MoveMessage).then(
      () => (settled[key] = 'confirmed'),
      (err: Error) => (settled[key] = err.message),
    );
  };
  const tick = () => new Promise((r) => setTimeout(r, 0));
  const land = async (failure?: Error) => {
    await tick();
    const write = pending.shift()!;
    if (failure) write.reject(failure);
    else write.resolve();
    await tick();
  };
  return { live, writes, send, land, settled, tick };
}

describe('MoveBatches', () => {
  it('stores a move in a quiet room at once, and the moves that came meanwhile in one write', async () => {
    const r = room();
    void r.send(1, 'pick', 'a');
    await r.tick();
    expect(r.writes.map((w) => w.moves)).toEqual([['1:a']]);
    void r.send(2, 'pick', 'b');
    void r.send(3, 'pick', 'c');
    await r.tick();
    // Nothing confirmed before its write is stored.
    expect(r.settled).toEqual({});
    await r.land();
    expect(r.settled).toEqual({ '1:a': 'confirmed' });
    expect(r.writes.map((w) => w.moves)).toEqual([['1:a'], ['1:a', '2:b', '3:c']]);
    await r.land();
    expect(r.settled).toEqual({ '1:a': 'confirmed', '2:b': 'confirmed', '3:c': 'confirmed' });
    expect(r.live.match.moves).toEqual(['1:a', '2:b', '3:c']);
  });

  it('refuses a move alone, confirms a repeated one with the write that holds the first', async () => {
    const r = room();
    void r.send(1, 'pick', 'a');
    await r.tick();
    void r.send(2, 'bad', 'x');
    void r.send(3, 'pick', 'c');
    void r.send(3, 'pick', 'c');
    await r.land();
    expect(r.settled['2:x']).toBe('refused 2');
    expect(r.writes.at(-1)!.moves).toEqual(['1:a', '3:c']);
    expect(r.settled['3:c']).toBeUndefined();
    await r.land();
    expect(r.settled['3:c']).toBe('confirmed');
  });

  it('refuses every move of a write that fails and makes none of them; sent again, they are stored', async () => {
    const r = room();
    void r.send(1, 'pick', 'a');
    await r.tick();
    void r.send(2, 'pick', 'b');
    void r.send(3, 'pick', 'c');
    await r.land();
    await r.land(new Error('try again'));
    expect(r.settled).toEqual({ '1:a': 'confirmed', '2:b': 'try again', '3:c': 'try again' });
    expect(r.live.match.moves).toEqual(['1:a']);
    void r.send(2, 'pick', 'b');
    void r.send(3, 'pick', 'c');
    await r.land();
    expect(r.live.match.moves).toEqual(['1:a', '2:b', '3:c']);
    expect(r.settled).toEqual({ '1:a': 'confirmed', '2:b': 'confirmed', '3:c': 'confirmed' });
  });

  it('ends a write at the move that ends the stage: the moves after it go in the next one', async () => {
    const r = room();
    void r.send(1, 'pick', 'a');
    await r.tick();
    void r.send(2, 'last', 'b');
    void r.send(3, 'pick', 'c');
    void r.send(4, 'pick', 'd');
    await r.land();
    expect(r.writes.at(-1)).toEqual({ stageNumber: 2, over: false, moves: ['1:a', '2:b'] });
    await r.land();
    expect(r.settled['2:b']).toBe('confirmed');
    expect(r.settled['3:c']).toBeUndefined();
    expect(r.writes.at(-1)).toEqual({ stageNumber: 2, over: false, moves: ['1:a', '2:b', '3:c', '4:d'] });
    await r.land();
    expect(r.settled).toMatchObject({ '3:c': 'confirmed', '4:d': 'confirmed' });
  });

  it('refuses the moves still queued once the game is over', async () => {
    const r = room();
    void r.send(1, 'pick', 'a');
    await r.tick();
    void r.send(2, 'final', 'b');
    void r.send(3, 'pick', 'c');
    await r.land();
    await r.land();
    await r.tick();
    expect(r.settled).toEqual({ '1:a': 'confirmed', '2:b': 'confirmed', '3:c': 'no game running' });
  });

  it('refuses at once the moves past the room limit while a write hangs', async () => {
    const r = room(4);
    void r.send(1, 'pick', 'a');
    await r.tick();
    for (const p of ['b', 'c', 'd', 'e', 'f']) void r.send(2, 'pick', p);
    await r.tick();
    // One write out and three moves waiting: the rest are answered without waiting.
    expect(r.settled).toEqual({ '2:e': 'The game cannot be saved right now: try again in a moment', '2:f': 'The game cannot be saved right now: try again in a moment' });
    await r.land();
    await r.land();
    expect(r.live.match.moves).toEqual(['1:a', '2:b', '2:c', '2:d']);
  });
});
