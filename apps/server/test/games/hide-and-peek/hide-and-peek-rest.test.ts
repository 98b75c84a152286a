/**
 * HIDE_AND_PEEK's REST calls (spec: under `/hideandpeek/{gameCode}`) on the whole app: each answers its
 * own seat, the room and the turn as the contract says, and refuses with a clear 4xx and message key.
 * Six people play, so two hide in every turn.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENE_SPOTS } from '@snackparty/games';
import { guest } from '../../helpers/app';
import { HideAndPeekRoom, type Phone } from './hide-and-peek-room';

describe('HIDE_AND_PEEK over REST', () => {
  let room: HideAndPeekRoom;
  beforeEach(async () => {
    room = await HideAndPeekRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  const json = <T>(res: { json(): unknown }) => res.json() as T;
  const submit = (phone: Phone, call: 'submitSpot' | 'submitGuess', spotName: string, playerId = phone.id) => room.rest(phone.user, 'POST', call, { playerId, spotName });
  const expectRefusal = (res: { statusCode: number; body: string; json(): unknown }, status: number, messageKey: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(json<{ messageKey: string }>(res).messageKey).toBe(messageKey);
  };

  it('answers every call of a turn, and refuses what a seat may not do', async () => {
    await room.create({ numberOfTurns: 1 });
    const phones = await room.seat(['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay']);
    const stranger = await guest(room.app);

    // No game yet: the room is there, the game is not.
    expectRefusal(await room.rest(room.host, 'GET', 'fetchTurnOrder'), 409, 'error.no_game_running');
    await room.start();
    await room.seen();
    const { hiders, guessers } = room.roles();
    expect(hiders).toHaveLength(2);
    const [hider, otherHider] = hiders as [Phone, Phone];
    const [ann, bob, cid] = guessers as [Phone, Phone, Phone];

    // fetchTurnOrder: the round's order and who hides now, for the host screen and every seat alike.
    for (const user of [room.host, ann.user, hider.user]) {
      const res = await room.rest(user, 'GET', 'fetchTurnOrder');
      expect(res.statusCode, res.body).toBe(200);
      const order = json<{ round: number; turn: number; turnOrder: number[]; hiderIds: number[] }>(res);
      expect(order).toMatchObject({ round: 1, turn: 1 });
      expect([...order.turnOrder].sort()).toEqual(phones.map((p) => p.id).sort());
      expect(order.hiderIds.sort()).toEqual([hider.id, otherHider.id].sort());
      expect(order.turnOrder.slice(0, 2).sort()).toEqual(order.hiderIds.sort());
    }
    // fetchSpots: the scene's eight spots, with where they lie.
    const spots = json<{ spots: Array<{ spotName: string; x: number; y: number; width: number; height: number }> }>(await room.rest(ann.user, 'GET', 'fetchSpots'));
    expect(spots.spots.map((s) => s.spotName)).toEqual(SCENE_SPOTS.map((s) => s.spotName));
    expect(spots.spots).toHaveLength(8);
    expect(spots.spots.every((s) => s.width > 0 && s.height > 0)).toBe(true);

    // Not a member, not a room, not a path: refused before anything is read.
    expectRefusal(await room.rest(stranger, 'GET', 'fetchTurnOrder'), 403, 'error.forbidden');
    expectRefusal(await room.rest(stranger, 'GET', 'fetchSpots'), 403, 'error.forbidden');
    expectRefusal(await room.rest(ann.user, 'GET', 'fetchGuesses', undefined, 'ZZZZZ'), 404, 'general.game_not_found');
    expectRefusal(await room.rest(hider.user, 'POST', 'submitSpot', { playerId: hider.id, spotName: 'house1' }, 'ZZZZZ'), 404, 'general.game_not_found');

    // The walk: nobody hides yet.
    expectRefusal(await submit(hider, 'submitSpot', 'house1'), 409, 'error.unknown_move');
    // positions: the host screen's only, while everyone watches the walk.
    expect(json<{ positions: unknown[] }>(await room.rest(room.host, 'GET', 'positions')).positions).toEqual([]);
    expectRefusal(await room.rest(ann.user, 'GET', 'positions'), 403, 'error.forbidden');
    expectRefusal(await room.rest(hider.user, 'GET', 'positions'), 403, 'error.forbidden');

    await room.skip();
    expect(room.match.stage).toBe('hide');
    // A guesser does not hide; nobody hides for someone else; the host screen holds no seat.
    expectRefusal(await submit(ann, 'submitSpot', 'house1'), 409, 'error.not_your_turn');
    expectRefusal(await submit(ann, 'submitSpot', 'house1', hider.id), 403, 'error.forbidden');
    expectRefusal(await room.rest(room.host, 'POST', 'submitSpot', { playerId: hider.id, spotName: 'house1' }), 403, 'error.forbidden');
    expectRefusal(await submit(hider, 'submitSpot', 'house1', -1), 403, 'error.forbidden');
    // A spot that is not one of the eight, or no spot at all.
    expectRefusal(await submit(hider, 'submitSpot', 'house9'), 409, 'hideandpeek.unknown_spot');
    expectRefusal(await submit(hider, 'submitSpot', 'House1'), 409, 'hideandpeek.unknown_spot');
    expectRefusal(await room.rest(hider.user, 'POST', 'submitSpot', { playerId: hider.id }), 422, 'error.invalid_request');
    expectRefusal(await room.rest(hider.user, 'POST', 'submitSpot', { playerId: 'me', spotName: 'house1' }), 422, 'error.invalid_request');

    // The hider hides: answered with their own view, which alone holds the spot.
    const hidden = await submit(hider, 'submitSpot', 'red_bucket');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(json<{ game: { mySpot: string; role: string } }>(hidden).game).toMatchObject({ mySpot: 'red_bucket', role: 'hider' });
    // A second submit cannot move them.
    expectRefusal(await submit(hider, 'submitSpot', 'house2'), 409, 'hideandpeek.already_hidden');
    expect(room.match.stage).toBe('hide');
    expect(room.state.current!.spots[hider.id]).toBe('red_bucket');
    // Nobody else learns where: not the host screen, not a guesser, not the other hider.
    for (const user of [room.host, ann.user, otherHider.user]) {
      for (const call of ['fetchTurnOrder', 'fetchGuesses']) expect((await room.rest(user, 'GET', call)).body).not.toContain('red_bucket');
    }

    const second = await submit(otherHider, 'submitSpot', 'house3');
    expect(second.statusCode, second.body).toBe(200);
    await room.seen();
    expect(room.match.stage).toBe('peek');

    // The peeks: a hider does not peek; a spot must be one of the eight, once each, twice at most.
    expectRefusal(await submit(hider, 'submitGuess', 'house3'), 409, 'hideandpeek.hider_cannot_guess');
    expectRefusal(await submit(ann, 'submitGuess', 'garden'), 409, 'hideandpeek.unknown_spot');
    expectRefusal(await submit(ann, 'submitGuess', 'house1', bob.id), 403, 'error.forbidden');
    const first = await submit(ann, 'submitGuess', 'house3');
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ game: { myPeeks: string[] } }>(first).game.myPeeks).toEqual(['house3']);
    expectRefusal(await submit(ann, 'submitGuess', 'house3'), 409, 'hideandpeek.same_spot');
    expect((await submit(ann, 'submitGuess', 'blue_bucket')).statusCode).toBe(200);
    expectRefusal(await submit(ann, 'submitGuess', 'house6'), 409, 'hideandpeek.no_peeks_left');
    expect((await submit(bob, 'submitGuess', 'house5')).statusCode).toBe(200);

    // fetchGuesses before the reveal: one's own peeks, and for everyone who peeked how often, never where.
    type Guesses = { turn: number; revealed: boolean; peekCounts: Array<{ playerId: number; peeks: number }>; myPeeks: string[]; peeks: Array<{ playerId: number; spots: string[] }> };
    const annGuesses = json<Guesses>(await room.rest(ann.user, 'GET', 'fetchGuesses'));
    expect(annGuesses).toMatchObject({ turn: 1, revealed: false, myPeeks: ['house3', 'blue_bucket'], peeks: [] });
    const counts = Object.fromEntries(annGuesses.peekCounts.map((p) => [p.playerId, p.peeks]));
    expect(counts).toEqual(Object.fromEntries(guessers.map((g) => [g.id, g === ann ? 2 : g === bob ? 1 : 0])));
    for (const [user, own] of [[cid.user, []], [room.host, []], [hider.user, []]] as const) {
      const res = await room.rest(user, 'GET', 'fetchGuesses');
      expect(json<Guesses>(res)).toMatchObject({ revealed: false, myPeeks: own, peeks: [] });
      for (const spot of ['house3', 'blue_bucket', 'house5']) expect(res.body, spot).not.toContain(spot);
    }
    expectRefusal(await room.rest(stranger, 'GET', 'fetchGuesses'), 403, 'error.forbidden');

    // The reveal: every peek, for everyone.
    await room.skip();
    expect(room.match.stage).toBe('reveal');
    const revealed = json<Guesses>(await room.rest(cid.user, 'GET', 'fetchGuesses'));
    expect(revealed.revealed).toBe(true);
    expect(Object.fromEntries(revealed.peeks.map((p) => [p.playerId, p.spots]))).toMatchObject({ [ann.id]: ['house3', 'blue_bucket'], [bob.id]: ['house5'], [cid.id]: [] });
    // A move out of its stage is the engine's refusal, never a crash.
    expectRefusal(await submit(bob, 'submitGuess', 'house6'), 409, 'error.not_your_turn');
    expectRefusal(await submit(hider, 'submitSpot', 'house6'), 409, 'error.not_your_turn');
  }, 60_000);
});
