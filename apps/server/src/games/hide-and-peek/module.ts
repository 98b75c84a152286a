import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import { who, type DestinationDeps, type DestinationRow } from '../../realtime/destinations';
import type { GameRuntime } from '../game-runtime';
import type { GameServerModule } from '../server-module';
import { HiderPositions, walkWindowOf } from './hider-positions';
import { HIDE_AND_PEEK, runningGame } from './running-game';
import { hideAndPeekRoutes } from './routes';

/** The stream its manifest declares for a hider's position, and the host topic the server relays it on. */
export const LOCATION_STREAM = 'playerLocationSet';
/** The host screen asks who hides now (after a reload, say); the answer is a `currentHiderId` notice. */
export const REQUEST_CURRENT_HIDER = 'requestCurrentHiderId';
export const CURRENT_HIDER_NOTICE = 'currentHiderId';

/** Who hides in the room's turn now: `{ turn, hiderIds }`, empty between turns. */
function currentHiderOf(games: GameRuntime, code: string): { turn: number; hiderIds: number[] } {
  const live = runningGame(games, code);
  const window = walkWindowOf(live.match);
  const turn = (live.match.state as { turn?: number }).turn ?? 0;
  return { turn: window?.turn ?? turn, hiderIds: window?.hiders ?? [] };
}

/**
 * HIDE_AND_PEEK's server side: the hiders' live positions (a stream from their phones, paced to the
 * host screen, AI walks replayed on it), the REST calls of the spec, and the host's
 * `requestCurrentHiderId`. The rules' own notices are published by the runtime.
 */
export function hideAndPeekModule(): GameServerModule {
  return {
    gameType: HIDE_AND_PEEK,
    create({ manifest, rooms, games, publisher, timers, log }) {
      const hostTopic = (code: string, topic: string) => dest.gameHost(manifest.slug, code, topic);
      const positions = new HiderPositions({ matchOf: (code) => games.matchOf(code)?.match, publisher, timers, hostTopic: (code) => hostTopic(code, LOCATION_STREAM) });
      return {
        routes: (app) => hideAndPeekRoutes(app, { rooms, games, positions }),
        streams: {
          [LOCATION_STREAM]: {
            receive: (code, playerId, body) => {
              positions.receive(code, playerId, body);
              // A hider the AI walked for is back at their phone: the AI stops walking them.
              const seat = games.matchOf(code)?.match.seats.find((candidate) => candidate.playerId === playerId);
              if (seat?.standIn) {
                positions.hiderBack(code, playerId);
                void games.takeSeatBack(code, playerId).catch((err: unknown) => log.warn({ code, playerId, err }, 'hider not handed back'));
              }
            },
            deniedMessage: 'Only this hider walks here',
          },
        },
        hooks: positions.hooks,
        destinations: (deps: DestinationDeps): DestinationRow[] => [
          {
            pattern: `/${manifest.slug}/host/{code}/${REQUEST_CURRENT_HIDER}`,
            subscribe: who.nobody,
            send: {
              rule: who.host,
              denied: { message: 'Only the host screen asks who hides', messageKey: MESSAGE_KEYS.notHost, fatal: true },
              handle: ({ connection: c }) => {
                deps.spendRoomRequest(c);
                deps.relay(hostTopic(c.code, CURRENT_HIDER_NOTICE), currentHiderOf(games, c.code));
              },
            },
          },
        ],
      };
    },
  };
}
