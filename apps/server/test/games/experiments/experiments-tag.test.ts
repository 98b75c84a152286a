/**
 * EXPERIMENTS on the real app: only admins open it, and an admin's room plays tag over STOMP with two
 * phones streaming positions and an AI player the server runs: positions reach the TV at most ten a
 * second per player, a touch the server sees passes "it", and a phone can neither claim a tag nor jump.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dest } from '@snackparty/protocol';
import { experimentsGame } from '@snackparty/games';
import { ExperimentsRoom, type Phone, type PositionsBody } from './experiments-room';

const { TAG_MS, TAG_RADIUS, RESULTS_MS, RUN_SPEED, SPEED_TOLERANCE } = experimentsGame;

describe('EXPERIMENTS over the real app', () => {
  let room: ExperimentsRoom | undefined;
  afterEach(async () => {
    await room?.close();
    room = undefined;
  });

  it('is opened by admins only: anyone else is refused with 403 error.forbidden, as a room and as a next game', async () => {
    room = await ExperimentsRoom.open();
    const r = room;
    const someone = await r.account('someone@example.test', false);
    const refused = await r.createSession(someone, 'EXPERIMENTS');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'error.forbidden' });

    const own = await r.createSession(someone, 'RPS_SHOOT');
    expect(own.statusCode, own.body).toBe(200);
    const next = await r.app.inject({ method: 'POST', url: '/api/v1/game/create', headers: someone.auth, payload: { gameType: 'EXPERIMENTS', gameCode: own.json().gameCode } });
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ messageKey: 'error.forbidden' });

    const admin = await r.account('admin@example.test', true);
    const allowed = await r.createSession(admin, 'EXPERIMENTS');
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('an admin plays a round of tag: capped positions, a touch passes "it", forged tags and jumps refused', async () => {
    room = await ExperimentsRoom.open();
    const r = room;
    await r.create({ numberOfRounds: 1 });
    const [ann, bob] = await r.seat(['Ann', 'Bob']) as [Phone, Phone];
    const robot = await r.addAi();
    await r.start();
    await r.seen();
    const players = [ann.seat.playerId, bob.seat.playerId, robot];
    const spawns = new Map(r.match.state.spawns.map((s) => [s.playerId, { x: s.x, y: s.y }]));
    expect([...spawns.keys()].sort()).toEqual([...players].sort());
    // The settings the match plays with carry the server's key; no screen ever sees it.
    const key = (r.app.games as unknown as { live: Map<string, { settings: { refereeKey?: string } }> }).live.get(r.code)!.settings.refereeKey!;
    expect(key.length).toBeGreaterThan(20);

    // Everyone starts where the round put them, on the TV and on the phones.
    await r.timers.advance(100);
    await r.tv.until(() => players.every((id) => r.heardOnTv(id).length > 0), 'everyone on the TV');
    for (const id of [ann.seat.playerId, bob.seat.playerId]) expect(r.heardOnTv(id)[0]).toEqual(spawns.get(id));
    await ann.client.until(() => (ann.client.messages(r.playerPositions) as PositionsBody[]).some((m) => m.positions.some((p) => p.playerId === robot)), 'the AI player on a phone');

    // A phone that sends five positions every 100 ms is heard on the TV at most ten times a second.
    const annBefore = r.heardOnTv(ann.seat.playerId).length;
    let annAt = spawns.get(ann.seat.playerId)!;
    let annSentAt = r.timers.now();
    for (let tenth = 0; tenth < 10; tenth++) {
      for (let i = 0; i < 5; i++) {
        annAt = { x: annAt.x + (annAt.x < 960 ? 2 : -2), y: annAt.y };
        await r.sendPosition(ann, annAt);
        annSentAt = r.timers.now();
        await r.timers.advance(20);
      }
    }
    await r.timers.advance(100);
    await r.tv.until(() => {
      const heard = r.heardOnTv(ann.seat.playerId);
      return heard.at(-1)?.x === annAt.x;
    }, 'Ann’s latest position on the TV');
    const annHeard = r.heardOnTv(ann.seat.playerId).length - annBefore;
    expect(annHeard).toBeGreaterThanOrEqual(8);
    expect(annHeard).toBeLessThanOrEqual(11);
    // The AI player moves on the same relay, at the same pace.
    const robotHeard = r.heardOnTv(robot);
    expect(robotHeard.length).toBeLessThanOrEqual(Math.ceil(r.timers.now() - r.match.state.roundStartedAt) / 100 + 2);
    expect(new Set(robotHeard.map((p) => `${p.x},${p.y}`)).size).toBeGreaterThan(3);

    // A malformed position, someone else's stream, and a jump no run could make.
    await r.sendPosition(ann, 'not a position');
    await r.sendPosition(ann, { x: 5000, y: 10 });
    await r.sendPosition(ann, { x: 100, y: 100, z: 1 });
    await r.sendPosition(ann, spawns.get(bob.seat.playerId), bob.seat.playerId);
    await ann.client.until(() => r.errorsOf(ann).length >= 4, 'four refusals');
    expect(r.errorsOf(ann).map((e) => e.messageKey)).toEqual(['error.invalid_request', 'error.invalid_request', 'error.invalid_request', 'error.forbidden']);
    expect(ann.client.connected).toBe(true);
    await r.timers.advance(100);
    const jumpFrom = annAt;
    await r.sendPosition(ann, { x: jumpFrom.x < 960 ? 1700 : 200, y: jumpFrom.y });
    const jumpMs = r.timers.now() - annSentAt;
    await r.timers.advance(100);
    await r.tv.until(() => r.heardOnTv(ann.seat.playerId).at(-1)?.x !== jumpFrom.x, 'the cut-short jump');
    const landed = r.heardOnTv(ann.seat.playerId).at(-1)!;
    expect(jumpMs).toBeLessThan(500);
    expect(Math.abs(landed.x - jumpFrom.x)).toBeLessThanOrEqual(Math.ceil((RUN_SPEED * SPEED_TOLERANCE * jumpMs) / 1000) + 1);
    expect(landed.y).toBe(jumpFrom.y);
    annAt = landed;

    // While the AI player is "it", it chases and tags someone on its own.
    if (r.match.state.it === robot) {
      for (let guard = 0; guard < 300 && r.match.state.it === robot; guard++) await r.timers.advance(100);
      expect(r.match.state.tags[0]).toMatchObject({ tagger: robot });
    }
    const it = r.match.state.it!;
    expect([ann.seat.playerId, bob.seat.playerId]).toContain(it);
    const [chaser, runner] = it === ann.seat.playerId ? [ann, bob] : [bob, ann];
    const tagsBefore = r.match.state.tags.length;

    // A phone cannot claim a tag: not "it" with a guessed key, nor "it" without one.
    for (const [phone, payload] of [
      [runner, { tagged: chaser.seat.playerId }],
      [chaser, { tagged: runner.seat.playerId }],
      [chaser, { tagged: runner.seat.playerId, key: 'guessed-key' }],
    ] as const) {
      const before = r.errorsOf(phone).length;
      await r.sendHandled(phone.client, dest.move(r.code), { move: 'tag', payload, stageNumber: r.match.stageNumber });
      await phone.client.until(() => r.errorsOf(phone).length > before, 'the refusal');
      expect(r.errorsOf(phone).at(-1)).toMatchObject({ messageKey: 'error.unknown_move' });
    }
    expect(r.match.state.it).toBe(it);
    expect(r.match.state.tags.length).toBe(tagsBefore);

    // The chaser runs to where the runner stands: the server sees the touch and passes "it".
    const runnerAt = r.heardOnTv(runner.seat.playerId).at(-1)!;
    const chaserFrom = r.heardOnTv(chaser.seat.playerId).at(-1)!;
    await r.walk(chaser, chaserFrom, runnerAt, () => r.match.state.it !== it);
    await r.seen();
    expect(r.match.state.it).toBe(runner.seat.playerId);
    const tag = r.match.state.tags.at(-1)!;
    expect(tag).toMatchObject({ tagger: chaser.seat.playerId, tagged: runner.seat.playerId });
    const chaserLast = r.heardOnTv(chaser.seat.playerId).at(-1)!;
    expect(Math.hypot(chaserLast.x - runnerAt.x, chaserLast.y - runnerAt.y)).toBeLessThan(TAG_RADIUS + 45);
    expect(r.hostView()!.game).toMatchObject({ it: runner.seat.playerId, lastTag: tag, immune: { playerId: chaser.seat.playerId } });
    expect(r.view(runner)!.game.isIt).toBe(true);
    // Standing together, the new "it" may not tag straight back.
    await r.timers.advance(1_000);
    expect(r.match.state.it).toBe(runner.seat.playerId);

    // The run ends at its deadline: results for everyone, points for the seconds not "it".
    for (const client of [ann.client, bob.client, r.tv]) expect(JSON.stringify(client.received)).not.toContain(key);
    const endsAt = r.match.state.roundEndsAt;
    while (r.timers.now() < endsAt) await r.timers.advance(Math.min(1_000, endsAt - r.timers.now()));
    await r.seen();
    expect(r.match.stage).toBe('results');
    const results = r.hostView()!.game.results!;
    expect(results.rows.map((row) => row.playerId).sort()).toEqual([...players].sort());
    for (const row of results.rows) {
      expect(row.freeSeconds).toBe(Math.floor((TAG_MS - row.itMs) / 1000));
      expect(r.match.scores[row.playerId]).toBe(row.points);
    }
    // Positions wait for the next run.
    await r.sendPosition(ann, annAt);
    await ann.client.until(() => r.errorsOf(ann).at(-1)?.messageKey === 'error.stage_over', 'the refusal after the run');
    await r.timers.advance(RESULTS_MS);
    await r.seen();
    expect(r.match.over).toBe(true);
    for (const client of [ann.client, bob.client, r.tv]) expect(JSON.stringify(client.received)).not.toContain(key);
  }, 60_000);

  it('a screen that subscribes late is given everyone’s last position at once', async () => {
    room = await ExperimentsRoom.open();
    const r = room;
    await r.create();
    const [ann] = await r.seat(['Ann', 'Bob']) as [Phone, Phone];
    await r.start();
    await r.timers.advance(100);
    const spawn = r.match.state.spawns.find((s) => s.playerId === ann.seat.playerId)!;
    const moved = { x: spawn.x + (spawn.x < 960 ? 40 : -40), y: spawn.y };
    await r.sendPosition(ann, moved);
    await r.timers.advance(100);
    const late = (await r.seat(['Cid']))[0]!;
    await late.client.until(() => late.client.messages(r.playerPositions).length > 0, 'the snapshot');
    const snapshot = late.client.messages(r.playerPositions)[0] as PositionsBody;
    expect(snapshot.positions).toContainEqual({ playerId: ann.seat.playerId, ...moved });
    expect(snapshot.positions.length).toBe(2);
    // A seat that joined after the start is not in the round: its positions are refused.
    await r.sendPosition(late, { x: 500, y: 500 });
    await late.client.until(() => r.errorsOf(late).length > 0, 'the refusal');
    expect(r.errorsOf(late)[0]).toMatchObject({ messageKey: 'error.player_not_found' });
  });
});
