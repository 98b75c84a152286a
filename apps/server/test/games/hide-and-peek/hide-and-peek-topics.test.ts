/**
 * HIDE_AND_PEEK's host topics over real WebSockets (spec: `/hideandpeek/host/{gameCode}/…`): the TV
 * hears who hides, each peek (who, never where), that everyone has peeked, the reveal and the walk;
 * it asks who hides with `requestCurrentHiderId`; phones may neither listen there nor ask.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dest } from '@snackparty/protocol';
import { HideAndPeekRoom, type LocationSet, type Phone } from './hide-and-peek-room';

describe('HIDE_AND_PEEK host topics over STOMP', () => {
  let room: HideAndPeekRoom;
  beforeEach(async () => {
    room = await HideAndPeekRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  /** Moves the fake clock on a little at a time while real messages travel, until `done` holds. */
  async function travelUntil(done: () => boolean, what: string): Promise<void> {
    for (let i = 0; !done(); i++) {
      if (i > 200) throw new Error(`timed out waiting for ${what}`);
      await room.timers!.advance(20);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const move = (phone: Phone, name: string, spotName: string) =>
    phone.client.send(dest.move(room.code), { move: name, payload: { spotName }, stageNumber: room.match.stageNumber });

  it('the TV hears who hides, the walk, each peek, everyone peeked and the reveal; it asks who hides', async () => {
    await room.create({ numberOfTurns: 1 });
    const phones = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    await room.seen();
    const { hiders, guessers } = room.roles();
    const [hider] = hiders as [Phone];
    const [g1, g2] = guessers as [Phone, Phone];

    // The first turn starts with the match: the TV asks who hides, and is told.
    room.tv.send(room.hostTopic('requestCurrentHiderId'));
    await room.tv.until(() => room.heard('currentHiderId').length === 1, 'the answer to requestCurrentHiderId');
    expect(room.heard('currentHiderId')).toEqual([{ turn: 1, hiderIds: [hider.id] }]);

    // The walk: the hider's phone sends where its avatar is; the TV hears it, in whole scene pixels.
    room.walk(hider, { x: 100.4, y: 200.6 });
    await travelUntil(() => room.heard('playerLocationSet').length === 1, 'the first position');
    expect(room.heard<LocationSet>('playerLocationSet')).toEqual([{ turn: 1, positions: [{ playerId: hider.id, x: 100, y: 201 }] }]);

    // Phones hear none of the host topics and may not ask who hides: each refusal ends the connection.
    for (const topic of ['currentHiderId', 'playerLocationSet', 'revealHidingSpot', 'guessSubmitted']) {
      const eavesdropper = await room.connect(g1.user, 'player', g1.seat);
      eavesdropper.client.subscribe(room.hostTopic(topic), () => undefined);
      await eavesdropper.until(() => eavesdropper.errors.length > 0, `${topic} refused to a phone`);
      expect(eavesdropper.errors[0]!.headers.message).toMatch(/subscribe/i);
    }
    const asker = await room.connect(hider.user, 'player', hider.seat);
    asker.send(room.hostTopic('requestCurrentHiderId'));
    await asker.until(() => asker.errors.length > 0, 'requestCurrentHiderId refused to a phone');
    expect(asker.errors[0]!.headers['message-key']).toBe('error.not_host');

    // Everyone closes their eyes: the hider hides (one tap), and the peeks begin.
    await room.skip();
    move(hider, 'submitSpot', 'house4');
    await room.tv.until(() => room.hostView()?.stage === 'peek', 'the peeks');

    // Each peek is announced with who and which, never where.
    move(g1, 'submitGuess', 'house1');
    move(g2, 'submitGuess', 'house4');
    await room.tv.until(() => room.heard('guessSubmitted').length === 2, 'two first peeks');
    move(g1, 'submitGuess', 'house2');
    await room.tv.until(() => room.heard('guessSubmitted').length === 3, 'a second peek');
    expect(room.heard('allSubmitted')).toEqual([]);
    move(g2, 'submitGuess', 'red_bucket');
    await room.tv.until(() => room.heard('revealHidingSpot').length === 1, 'the reveal');
    const peeks = room.heard<{ playerId: number; peek: number }>('guessSubmitted');
    expect(peeks.map((p) => `${p.playerId}:${p.peek}`).sort()).toEqual([`${g1.id}:1`, `${g1.id}:2`, `${g2.id}:1`, `${g2.id}:2`].sort());
    for (const p of peeks) expect(Object.keys(p).sort()).toEqual(['peek', 'playerId']);
    expect(room.heard('allSubmitted')).toEqual([{}]);
    expect(room.heard('revealHidingSpot')).toEqual([{ hiders: [{ playerId: hider.id, spotName: 'house4' }] }]);
    // The spot went out on the reveal and nowhere before it.
    const topicsHeard = room.tv.received.filter((m) => m.destination.startsWith(`/${'hideandpeek'}/`));
    const revealAt = topicsHeard.findIndex((m) => m.destination.endsWith('/revealHidingSpot'));
    expect(topicsHeard.slice(0, revealAt).filter((m) => JSON.stringify(m.body).includes('house4'))).toEqual([]);
    // The walk was over before anyone hid: not one position since.
    expect(room.heard('playerLocationSet')).toHaveLength(1);

    // The next turn is announced as it starts, without asking.
    await room.passTimeUntil(() => room.state.turn === 2, 'the second turn');
    await room.tv.until(() => room.heard('currentHiderId').length === 2, 'the second turn’s hider');
    const second = room.state.current!.hiders;
    expect(room.heard('currentHiderId').at(-1)).toEqual({ turn: 2, hiderIds: second });
    expect(second).not.toContain(hider.id);
    expect(phones.map((p) => p.id)).toContain(second[0]);

    // Asked again, the same answer.
    room.tv.send(room.hostTopic('requestCurrentHiderId'));
    await room.tv.until(() => room.heard('currentHiderId').length === 3, 'the answer again');
    expect(room.heard('currentHiderId').at(-1)).toEqual({ turn: 2, hiderIds: second });
  }, 60_000);
});
