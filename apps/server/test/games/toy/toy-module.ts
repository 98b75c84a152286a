import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError, errors } from '../../../src/errors';
import type { GameServerModule } from '../../../src/games/server-module';
import { jsonBody, who } from '../../../src/realtime/destinations';
import { LiveStream } from '../../../src/streams/live-stream';
import { streamDestination } from '../../../src/streams/destinations';
import type { StreamModel } from '../../../src/streams/stream-store';
import { TOY_TYPE, type ToyState } from './toy-game';

/** A chunk of the scribble: its window, its number, the letters it adds. */
interface Scribble {
  window: number;
  seq: number;
  text: string;
}

export const SCRIBBLE_MAX_LETTERS = 12;
export const SCRIBBLES_PER_SECOND = 3;

const scribbles: StreamModel<Scribble, { seq: number; text: string }, { seq: number; text: string }> = {
  empty: () => ({ seq: -1, text: '' }),
  apply: (model, chunk) => ({ seq: chunk.seq, text: model.text + chunk.text }),
  windowOf: (chunk) => chunk.window,
  seqOf: (chunk) => chunk.seq,
  lastSeq: (model) => model.seq,
  sizeOfChunk: (chunk) => chunk.text.length,
  sizeOf: (model) => model.text.length,
  snapshot: (_window, model) => model,
  limits: { maxPerSecond: SCRIBBLES_PER_SECOND, maxSize: SCRIBBLE_MAX_LETTERS },
};

function decode(json: unknown): Scribble {
  const c = json as Partial<Scribble>;
  if (typeof c !== 'object' || c === null || typeof c.window !== 'number' || typeof c.seq !== 'number' || typeof c.text !== 'string') throw new Error('not a scribble');
  return { window: c.window, seq: c.seq, text: c.text };
}

/** The toy's server module: its stream, a REST route, a host-only send. */
export const toyModule: GameServerModule = {
  gameType: TOY_TYPE,
  create({ manifest, rooms, relay, timers, log }) {
    const stream = new LiveStream({
      kind: scribbles,
      // Who scribbles comes from the game's state: its first seat, while the window is open.
      windowOf: (_type, match) => {
        const s = match.state as ToyState;
        return s.open ? { window: 1, senders: [s.scribbler] } : null;
      },
      decode,
      destination: (code, sender) => streamDestination(manifest, 'scribble', code, sender),
      relay,
      timers,
      logger: log,
    });
    return {
      streams: { scribble: { receive: (code, playerId, body) => stream.receive(code, playerId, body), deniedMessage: 'Only the scribbler scribbles here' } },
      hooks: stream.hooks,
      idle: () => stream.idle(),
      routes: async (app) => {
        app.get('/:code/scribble/:playerId', async (request) => {
          const { code, playerId } = request.params as { code: string; playerId: string };
          const principal = await request.requirePrincipal();
          if (!(await rooms.isHost(principal, code))) throw errors.forbidden('Only the host screen reads the scribble');
          const snapshot = stream.snapshot(code, Number(playerId));
          if (!snapshot) throw new AppError(404, MESSAGE_KEYS.playerNotFound, 'This player does not scribble');
          return snapshot;
        });
      },
      destinations: (deps) => [
        {
          // The host rings a bell on every phone.
          pattern: `/${manifest.slug}/host/{code}/ring`,
          subscribe: who.member,
          send: {
            rule: who.host,
            denied: { message: 'Only the host rings', messageKey: MESSAGE_KEYS.notHost, fatal: true },
            handle: ({ connection: c, body }) => {
              const request = jsonBody(body);
              deps.spendRoomRequest(c);
              deps.relay(`/${manifest.slug}/host/${c.code}/ring`, request);
            },
          },
        },
      ],
    };
  },
};
