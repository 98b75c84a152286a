/**
 * A whole HIDE_AND_PEEK game on the real app, to its end: three people over the API (their walks on
 * the stream, their spots and peeks over REST) and two AI players, on a fake clock. Every AI hider's
 * planned walk reaches the TV's walk topic, point by point; every turn is announced and revealed; the
 * scores are the reveals' points.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENE_SPOTS, type AiHiderPlan } from '@snackparty/games';
import { dest } from '@snackparty/protocol';
import { HideAndPeekRoom, type LocationSet } from './hide-and-peek-room';

const SPOTS = SCENE_SPOTS.map((s) => s.spotName);

describe('HIDE_AND_PEEK over the real app', () => {
  let room: HideAndPeekRoom;
  beforeEach(async () => {
    room = await HideAndPeekRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  it('three people and two AI players play every turn to the end; the AI hiders’ walks reach the TV', async () => {
    await room.create({ numberOfTurns: 1 });
    const people = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.addAi(2);
    await room.start();
    await room.seen();
    expect(room.match.seats).toHaveLength(5);

    const aiPlans = new Map<number, { hider: number; plan: AiHiderPlan }>();
    const walked = new Map<number, { hider: number; x: number; y: number }>();
    const revealedPoints = new Map<number, Record<number, number>>();
    const done = new Set<string>();
    let steps = 0;

    while (!room.match.over) {
      if (++steps > 2000) throw new Error('the game never ended');
      const turn = room.state.current;
      const stage = room.match.stage;
      if (turn && stage === 'move') {
        for (const hider of turn.hiders) {
          const plan = turn.aiPlans[hider];
          if (plan && !aiPlans.has(turn.turn)) aiPlans.set(turn.turn, { hider, plan: structuredClone(plan) });
          const person = people.find((p) => p.id === hider);
          if (person && !walked.has(turn.turn)) {
            const position = { hider, x: 300 + turn.turn, y: 500 };
            walked.set(turn.turn, position);
            room.walk(person, { x: position.x, y: position.y });
          }
        }
      }
      if (turn && stage === 'hide') {
        for (const person of people.filter((p) => turn.hiders.includes(p.id))) {
          const key = `hide:${turn.turn}`;
          if (done.has(key)) continue;
          done.add(key);
          const res = await room.rest(person.user, 'POST', 'submitSpot', { playerId: person.id, spotName: SPOTS[turn.turn % SPOTS.length] });
          expect(res.statusCode, res.body).toBe(200);
        }
      }
      if (turn && stage === 'peek') {
        // Each person peeks where the last person to hide went, then at the next spot along.
        for (const person of people.filter((p) => !turn.hiders.includes(p.id))) {
          const key = `peek:${turn.turn}:${person.id}`;
          if (done.has(key)) continue;
          done.add(key);
          const first = SPOTS[turn.turn % SPOTS.length]!;
          const others = SPOTS.filter((s) => s !== first);
          for (const spotName of [first, others[(turn.turn + person.id) % others.length]!]) {
            const res = await room.rest(person.user, 'POST', 'submitGuess', { playerId: person.id, spotName });
            expect(res.statusCode, res.body).toBe(200);
          }
        }
      }
      if (turn && stage === 'reveal' && !revealedPoints.has(turn.turn)) {
        await room.seen();
        revealedPoints.set(turn.turn, room.hostView()!.game.reveal!.points);
      }
      await room.timers!.advance(250);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await room.seen();

    // Everyone hid once: five turns, each announced (the first one asked for) and revealed.
    expect(room.state.history).toHaveLength(5);
    expect(new Set(room.state.history.flatMap((t) => t.hiders))).toEqual(new Set(room.match.seats.map((s) => s.playerId)));
    await room.tv.until(() => room.heard('revealHidingSpot').length === 5, 'five reveals');
    expect(room.heard<{ turn: number }>('currentHiderId').map((n) => n.turn)).toEqual([2, 3, 4, 5]);
    for (const record of room.state.history) {
      expect(room.heard('revealHidingSpot')).toContainEqual({ hiders: record.hiders.map((playerId) => ({ playerId, spotName: record.spots[playerId] ?? null })) });
    }

    // Every AI hider's walk reached the TV: where it stood as its turn began, then each waypoint in order.
    expect(aiPlans.size).toBe(2);
    const walks = room.heard<LocationSet>('playerLocationSet');
    for (const [turn, { hider, plan }] of aiPlans) {
      const heard = walks.filter((w) => w.turn === turn).flatMap((w) => w.positions.filter((p) => p.playerId === hider).map((p) => ({ x: p.x, y: p.y })));
      expect(plan.waypoints.length).toBeGreaterThanOrEqual(4);
      expect(heard).toEqual([plan.start, ...plan.waypoints.map((w) => ({ x: w.x, y: w.y }))]);
      // The walk never told the spot: the hider hid where its plan said, after the walk.
      expect(room.state.history.find((t) => t.turn === turn)!.spots[hider]).toBe(plan.spotName);
    }
    // Each person's walk reached it too, and nobody else's position in their turn.
    expect(walked.size).toBe(3);
    for (const [turn, { hider, x, y }] of walked) {
      expect(walks.filter((w) => w.turn === turn)).toEqual([{ turn, positions: [{ playerId: hider, x, y }] }]);
    }

    // The scores are the reveals' points, turn by turn.
    const totals: Record<number, number> = Object.fromEntries(room.match.seats.map((s) => [s.playerId, 0]));
    for (const points of revealedPoints.values()) for (const [id, p] of Object.entries(points)) totals[Number(id)]! += p;
    expect(revealedPoints.size).toBe(5);
    expect(room.match.scores).toEqual(totals);
    expect(Object.values(totals).some((p) => p > 0)).toBe(true);
    expect(room.hostView()!.over).toBe(true);
  }, 120_000);
  it('an AI hider’s walk goes on after a restart, from the point it had reached', async () => {
    await room.create({ numberOfTurns: 1 });
    await room.seat(['Ann', 'Bob', 'Cid']);
    await room.addAi(1);
    await room.start();
    await room.seen();
    // The turns of the people go by unplayed until the AI hides.
    for (let i = 0; !(room.match.stage === 'move' && room.state.current!.hiders[0]! < 0); i++) {
      if (i > 20) throw new Error('the AI never hid');
      await room.skip();
    }
    const turn = room.state.turn;
    const ai = room.state.current!.hiders[0]!;
    const plan = structuredClone(room.state.current!.aiPlans[ai]!);
    const walkOf = (r: HideAndPeekRoom) =>
      r.heard<LocationSet>('playerLocationSet').filter((w) => w.turn === turn).flatMap((w) => w.positions.map((p) => ({ x: p.x, y: p.y })));
    await room.passTimeUntil(() => room.timers!.now() >= plan.waypoints[1]!.at + 500, 'two steps of the walk');
    await room.tv.until(() => walkOf(room).length === 3, 'the start and two steps on the TV');
    expect(walkOf(room)).toEqual([plan.start, ...plan.waypoints.slice(0, 2).map((w) => ({ x: w.x, y: w.y }))]);

    room = await room.restart();
    room.tv = await room.connect(room.host, 'host');
    for (const topic of [dest.hostView(room.code), room.hostTopic('playerLocationSet')]) await room.tv.subscribe(topic);
    const now = room.timers!.now();
    const reached = plan.waypoints.filter((w) => w.at <= now);
    const ahead = plan.waypoints.filter((w) => w.at > now);
    expect(ahead.length).toBeGreaterThan(0);
    await room.passTimeUntil(() => room.match.stage !== 'move', 'the end of the walk');
    await room.tv.until(() => walkOf(room).length === 1 + ahead.length, 'the rest of the walk');
    expect(walkOf(room)).toEqual([reached.at(-1)!, ...ahead].map((w) => ({ x: w.x, y: w.y })));
    // The AI hides where its plan said, on the restarted server.
    await room.passTimeUntil(() => room.state.current?.spots[ai] !== null, 'the AI hiding');
    expect(room.state.current!.spots[ai]).toBe(plan.spotName);
  }, 120_000);
});
