/**
 * EXPERIMENTS' tag with a runner played by the AI for now: the server runs the seat as it runs its AI
 * players, and the runner's own phone steering again takes the seat back at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ExperimentsRoom, type Phone } from './experiments-room';

describe('EXPERIMENTS tag with a seat played by the AI for now', () => {
  let room: ExperimentsRoom | undefined;
  afterEach(async () => {
    await room?.close();
    room = undefined;
  });

  it('runs the seat on the server until its phone sends a position again', async () => {
    room = await ExperimentsRoom.open();
    const r = room;
    await r.create({ numberOfRounds: 1 });
    const [ann] = (await r.seat(['Ann', 'Bob'])) as [Phone, Phone];
    await r.addAi();
    await r.start();
    await r.seen();
    const id = ann.seat.playerId;
    const standIn = () => r.match as unknown as { seats: Array<{ playerId: number; standIn?: boolean }> };
    const marked = () => standIn().seats.find((s) => s.playerId === id)?.standIn === true;

    // Ann's phone sends nothing: her avatar stands where the round put her.
    await r.timers.advance(1_000);
    const still = new Set(r.heardOnTv(id).map((p) => `${p.x},${p.y}`));
    expect(still.size).toBe(1);

    await r.app.games.requestStandIn(r.code, id);
    expect(marked()).toBe(true);
    for (let i = 0; i < 20; i++) await r.timers.advance(100);
    await r.tv.until(() => new Set(r.heardOnTv(id).map((p) => `${p.x},${p.y}`)).size > 3, 'the AI running for Ann');

    // Her phone steers again: the seat is hers at once, and the AI stops moving her avatar.
    const last = r.heardOnTv(id).at(-1)!;
    await r.sendPosition(ann, last);
    await r.app.games.idle();
    expect(marked()).toBe(false);
    const heard = r.heardOnTv(id).length;
    for (let i = 0; i < 10; i++) await r.timers.advance(100);
    const after = r.heardOnTv(id).slice(heard);
    expect(after.every((p) => p.x === last.x && p.y === last.y)).toBe(true);
  });
});
