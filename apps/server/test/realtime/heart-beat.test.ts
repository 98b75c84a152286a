import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TIMING } from '@snackparty/protocol';
import { FrameParser, serializeFrame, type StompFrame } from '../../src/stomp/codec';
import { buildTestApp, createRoom, guest, type TestUser } from '../helpers/app';

describe('heart-beats of the realtime server', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;

  beforeEach(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
  });
  afterEach(async () => {
    await app.close();
  });

  it('beat as often as the browser client asks, so that a phone notices a dead network within seconds', async () => {
    const ws = new WebSocket(url, ['v12.stomp']);
    const parser = new FrameParser({ maxFrameSize: 1 << 20, maxBodySize: 1 << 20 });
    const beat = `${TIMING.stompHeartbeatMs},${TIMING.stompHeartbeatMs}`;
    try {
      const connected = await new Promise<StompFrame>((resolve, reject) => {
        ws.on('error', reject);
        ws.on('open', () =>
          ws.send(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'x', 'heart-beat': beat, gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` }, body: '' })),
        );
        ws.on('message', (data) => {
          const frame = parser.push(data as Buffer)[0];
          if (frame) resolve(frame);
        });
      });
      expect(connected.command).toBe('CONNECTED');
      // [server sends every, server wants every]: the browser's 4 s both ways would have the server
      // send every 4 s, and be patient (10 s) with what it receives.
      const [serverSends, serverWants] = connected.headers['heart-beat']!.split(',').map(Number);
      expect(serverSends).toBe(TIMING.stompHeartbeatMs);
      expect(serverWants).toBeGreaterThanOrEqual(10_000);
    } finally {
      ws.terminate();
    }
  });
});
