/**
 * `/metrics` in Prometheus's text format, on the whole app over real STOMP: rooms, games, connections by
 * kind, moves applied and refused with their times, the process; no room code in it; a token when set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dest } from '@snackparty/protocol';
import { RequipRoom } from '../games/requip/requip-room';

/** A sample's value in the scrape, by its name and labels as written. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let room: RequipRoom | undefined;

  afterEach(async () => {
    await room?.close();
    room = undefined;
  });

  it('counts the rooms, games, connections and moves, and names no room', async () => {
    room = await RequipRoom.open();
    await room.create();
    const phones = await room.seat(['Ana', 'Ben', 'Cy']);
    await room.start();
    await room.seen();
    const ana = phones[0]!;
    const prompt = room.view(ana)!.game.prompts[0]!;
    room.move(ana, 'answer', { promptId: prompt.promptId, text: 'a soggy waffle' });
    room.move(ana, 'answer', { promptId: prompt.promptId, text: '   ' });
    await ana.client.until(() => ana.client.messages(dest.userErrors).length > 0, 'the refusal');
    await ana.client.until(() => room!.view(ana)!.game.prompts[0]!.existingAnswer === 'a soggy waffle', 'the answer');

    const res = await room.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(sample(body, 'snackparty_rooms_open')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'snackparty_games_running')).toBe(1);
    expect(sample(body, 'snackparty_connections{purpose="player"}')).toBe(3);
    expect(sample(body, 'snackparty_connections{purpose="host"}')).toBe(1);
    expect(sample(body, 'snackparty_moves_total{outcome="applied"}')).toBe(1);
    expect(sample(body, 'snackparty_moves_total{outcome="refused"}')).toBe(1);
    expect(sample(body, 'snackparty_move_seconds_count{outcome="applied"}')).toBe(1);
    expect(sample(body, 'snackparty_move_seconds_bucket{le="+Inf",outcome="applied"}')).toBe(1);
    expect(body).toContain('snackparty_process_resident_memory_bytes');
    expect(body).not.toContain(room.code);
  });

  it('answers liveness whatever the database does, beside readiness', async () => {
    room = await RequipRoom.open();
    const live = await room.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    expect((await room.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('asks for the token when one is set', async () => {
    room = await RequipRoom.open({ metricsToken: 'scrape-secret-0123456789' });
    expect((await room.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await room.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const ok = await room.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret-0123456789' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('snackparty_games_running 0');
  });
});
