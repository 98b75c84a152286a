/**
 * HIDE_AND_PEEK with a hider played by the AI for now, on the real app and a fake clock: a person the
 * AI plays as their turn to hide begins walks the AI's path on the TV, and their phone walking again
 * takes the seat back and stops that walk.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HideAndPeekRoom, type LocationSet } from './hide-and-peek-room';

describe('HIDE_AND_PEEK with a hider played by the AI for now', () => {
  let room: HideAndPeekRoom;
  beforeEach(async () => {
    room = await HideAndPeekRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  it('walks the hider\'s AI path on the TV until their phone walks again', async () => {
    await room.create({ numberOfTurns: 3 });
    const people = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    await room.seen();
    const firstTurn = room.state.current!.turn;
    const waiting = people.filter((p) => !room.state.current!.hiders.includes(p.id));
    for (const phone of waiting) await room.app.games.requestStandIn(room.code, phone.id);

    await room.passTimeUntil(() => (room.state.current?.turn ?? 0) > firstTurn && room.match.stage === 'move', 'the next turn\'s walk');
    const turn = room.state.current!;
    const hider = people.find((p) => turn.hiders.includes(p.id) && waiting.includes(p))!;
    expect(hider).toBeDefined();
    expect(turn.aiPlans[hider.id]).toBeDefined();
    const heardOf = () => room.heard<LocationSet>('playerLocationSet').filter((m) => m.turn === turn.turn).flatMap((m) => m.positions.filter((p) => p.playerId === hider.id));
    await room.passTimeUntil(() => new Set(heardOf().map((p) => `${p.x},${p.y}`)).size > 2, 'the AI walking for the hider', 30_000);

    // The hider's phone walks again: the seat is theirs, and only their own steps are heard.
    room.walk(hider, { x: 321, y: 500 });
    await room.passTimeUntil(() => room.match.seats.find((s) => s.playerId === hider.id)?.standIn !== true, 'the seat handed back', 5_000);
    await room.passTimeUntil(() => heardOf().some((p) => p.x === 321 && p.y === 500), 'the phone\'s step on the TV', 5_000);
    const since = heardOf().findIndex((p) => p.x === 321 && p.y === 500);
    const stillMoving = room.match.stage === 'move';
    // The AI stepped to a new waypoint every 3 s; nine seconds pass.
    for (let i = 0; i < 36 && room.match.stage === 'move'; i++) await room.timers!.advance(250);
    if (stillMoving) expect(heardOf().slice(since).every((p) => p.x === 321 && p.y === 500)).toBe(true);
  });
});
