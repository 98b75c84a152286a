import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createRoom, guest, join } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

/** What a room's screen hears when one phone joins and connects: each topic once, not once per step. */
describe('a join told to the room', () => {
  let app: FastifyInstance;
  const clients: TestStompClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  it('sends the player list once per topic for the join, and once more when the phone connects', async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const host = await guest(app);
    const code = await createRoom(app, host, 'RPS_SHOOT');
    const tv = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    clients.push(tv);
    const topics = ['playersUpdated', 'sessionPlayersUpdated', 'usedAvatars', 'websocketConnectionUpdated'];
    for (const topic of topics) await tv.subscribe(`/common/${code}/${topic}`);
    const heard = () => {
      const counts = Object.fromEntries(topics.map((t) => [t, tv.messages(`/common/${code}/${t}`).length]));
      tv.received.length = 0;
      return counts;
    };

    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as { sessionPlayerId: number };
    await tv.until(() => tv.received.length >= 3, 'the join told');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard()).toEqual({ playersUpdated: 1, sessionPlayersUpdated: 1, usedAvatars: 1, websocketConnectionUpdated: 0 });

    const phone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', Authorization: `Bearer ${ann.token}`, playerSessionId: String(seat.sessionPlayerId) });
    clients.push(phone);
    await tv.until(() => tv.messages(`/common/${code}/websocketConnectionUpdated`).length >= 1, 'the phone online');
    // Presence is told at most once a second: wait that long for anything more.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(heard()).toEqual({ playersUpdated: 1, sessionPlayersUpdated: 1, usedAvatars: 0, websocketConnectionUpdated: 1 });
  });
});
