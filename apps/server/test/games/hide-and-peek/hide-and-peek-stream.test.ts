/**
 * The hiders' position stream on the real clock, over real WebSockets: a hider's flood reaches the TV
 * at most ten times a second (the latest position winning), malformed positions are refused without
 * disturbing the walk, a guesser cannot send, nothing is relayed while the hiders hide, and a
 * guesser's phone never hears a position or a spot.
 */
import type { IMessage } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_TOPICS, PLAYER_TOPICS, dest } from '@snackparty/protocol';
import { HideAndPeekRoom, SLUG, type LocationSet, type Phone } from './hide-and-peek-room';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body as text without the scene itself (every view lists the eight spots and where they lie). */
function withoutScene(body: unknown): string {
  return JSON.stringify(body, (key, value: unknown) => (key === 'spots' && Array.isArray(value) && value.every((s) => s && typeof s === 'object' && 'colour' in s) ? undefined : value));
}

describe('HIDE_AND_PEEK position stream', () => {
  let room: HideAndPeekRoom;
  beforeEach(async () => {
    room = await HideAndPeekRoom.open({ realClock: true });
  });
  afterEach(async () => {
    await room.close();
  });

  it('paces a hider’s flood to the TV, refuses what is not a walk, and tells a guesser nothing', async () => {
    await room.create({ numberOfTurns: 1 });
    await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    await room.seen();
    const { hiders, guessers } = room.roles();
    const [hider] = hiders as [Phone];
    const [guesser, other] = guessers as [Phone, Phone];

    // The TV's walk topic, with when each message arrived.
    const arrivals: Array<{ at: number; body: LocationSet }> = [];
    await new Promise<void>((resolve) => {
      room.tv.client.watchForReceipt('walk', () => resolve());
      room.tv.client.subscribe(room.hostTopic('playerLocationSet'), (m: IMessage) => arrivals.push({ at: Date.now(), body: JSON.parse(m.body) as LocationSet }), { receipt: 'walk' });
    });

    // A guesser's phone listens wherever a phone may; the walk's own destinations are refused to it.
    for (const topic of [...COMMON_TOPICS.map((t) => dest.common(room.code, t as never)), ...PLAYER_TOPICS.map((t) => `/player/${room.code}/${t}`)]) await guesser.client.subscribe(topic);
    for (const topic of [room.hostTopic('playerLocationSet'), dest.gameStream(SLUG, room.code, 'playerLocationSet', hider.id)]) {
      const probe = await room.connect(guesser.user, 'player', guesser.seat);
      probe.client.subscribe(topic, () => undefined);
      await probe.until(() => probe.errors.length > 0, `${topic} refused to a guesser`);
    }

    // The flood: 100 positions in about a second, three malformed ones among them.
    const start = Date.now();
    for (let i = 0; i < 100; i++) {
      room.walk(hider, { x: 500 + i, y: 300 });
      if (i === 30) room.walk(hider, '{"x":"left","y":3}');
      if (i === 50) room.walk(hider, 'not json at all');
      if (i === 70) room.walk(hider, { x: 5000, y: 10 });
      await pause(10);
    }
    await room.tv.until(() => arrivals.at(-1)?.body.positions[0]?.x === 599, 'the last position of the flood');
    const spanMs = arrivals.at(-1)!.at - start;

    // Ten a second at most, as the TV hears it; the flood was heard, not swallowed; the latest won.
    for (const [i, a] of arrivals.entries()) {
      expect(a.body.turn).toBe(1);
      expect(a.body.positions).toHaveLength(1);
      expect(a.body.positions[0]).toMatchObject({ playerId: hider.id, y: 300 });
      const inSecond = arrivals.filter((b) => b.at >= a.at && b.at < a.at + 1000).length;
      expect(inSecond, `messages in the second from arrival ${i}`).toBeLessThanOrEqual(11);
    }
    expect(arrivals.length).toBeLessThanOrEqual(Math.floor(spanMs / 100) + 2);
    expect(arrivals.length).toBeGreaterThanOrEqual(5);
    const xs = arrivals.map((a) => a.body.positions[0]!.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));

    // Each malformed position was refused to the hider's phone with its reason; the walk went on.
    await hider.client.until(() => room.errorsOf(hider).length >= 3, 'three refusals');
    expect(room.errorsOf(hider).map((e) => e.messageKey)).toEqual(['error.invalid_request', 'error.invalid_request', 'error.invalid_request']);
    expect(hider.client.connected).toBe(true);

    // A reloaded TV reads where the hider stands.
    const positions = await room.rest(room.host, 'GET', 'positions');
    expect(positions.json()).toEqual({ turn: 1, positions: [{ playerId: hider.id, x: 599, y: 300 }] });

    // A guesser cannot walk: neither on its own destination nor on the hider's.
    const heardBefore = arrivals.length;
    room.walk(guesser, { x: 10, y: 10 });
    guesser.client.client.publish({ destination: dest.gameStream(SLUG, room.code, 'playerLocationSet', hider.id), body: '{"x":11,"y":11}' });
    await guesser.client.until(() => room.errorsOf(guesser).length >= 2, 'the guesser refused twice');
    expect(room.errorsOf(guesser).map((e) => e.messageKey)).toEqual(['error.forbidden', 'error.forbidden']);
    await pause(300);
    expect(arrivals.length).toBe(heardBefore);

    // Everyone closes their eyes: the hider's phone may still send (it knows where it is), nobody hears it.
    await room.skip();
    expect(room.match.stage).toBe('hide');
    for (let i = 0; i < 20; i++) {
      room.walk(hider, { x: 1500, y: 900 });
      await pause(10);
    }
    await pause(400);
    expect(arrivals.length).toBe(heardBefore);
    expect(room.errorsOf(hider)).toHaveLength(3);
    expect((await room.rest(room.host, 'GET', 'positions')).json()).toEqual({ turn: 1, positions: [] });
    const hidden = await room.rest(hider.user, 'POST', 'submitSpot', { playerId: hider.id, spotName: 'house6' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await room.seen();
    expect(room.match.stage).toBe('peek');

    // Once hidden, the walk is closed: a position is refused.
    room.walk(hider, { x: 1, y: 1 });
    await hider.client.until(() => room.errorsOf(hider).length === 4, 'a position refused after hiding');
    expect(room.errorsOf(hider).at(-1)!.messageKey).toBe('error.forbidden');

    // Everything the guessers heard until now: no position, no spot.
    for (const phone of [guesser, other]) {
      for (const m of phone.client.received) {
        const text = withoutScene(m.body);
        expect(text, m.destination).not.toContain('house6');
        expect(text, m.destination).not.toMatch(/"x":\s*(5\d\d|1500)\b/);
      }
    }
    expect(guesser.client.received.length).toBeGreaterThan(3);
  }, 60_000);
});
