import type { GameSettings } from '@snackparty/protocol';
import { who, type DestinationRow } from '../../realtime/destinations';
import type { GameServerModule } from '../server-module';
import { POSITIONS_TOPIC, TagReferee } from './tag-referee';

export const EXPERIMENTS = 'EXPERIMENTS';

/** The stream its manifest declares: each phone's position. */
export const POSITION_STREAM = 'playerPosition';

/**
 * EXPERIMENTS' server side. Tag: the phones' positions come in on the `playerPosition` stream, the
 * referee relays them (with the AI players it runs) to the host screen and the seats, and makes the
 * tags. A screen or phone that subscribes to the positions is given everyone's last known at once.
 */
export function experimentsModule(): GameServerModule {
  return {
    gameType: EXPERIMENTS,
    create({ manifest, games, publisher, timers, log }) {
      const referee = new TagReferee(manifest, games, publisher, timers, log);
      const lastPositions = (code: string | undefined) => (code === undefined ? undefined : referee.positionsOf(code));
      return {
        streams: { [POSITION_STREAM]: { receive: referee.receive, deniedMessage: 'Only this player sends its position here' } },
        destinations: (): DestinationRow[] => [
          { pattern: `/${manifest.slug}/host/{code}/${POSITIONS_TOPIC}`, subscribe: who.host, current: (_c, p) => lastPositions(p.code) },
          // Positions are public in tag: every seat may watch them, so phones alone can play.
          { pattern: `/${manifest.slug}/player/{code}/${POSITIONS_TOPIC}`, subscribe: who.member, current: (_c, p) => lastPositions(p.code) },
        ],
        hooks: {
          startSettings: async (_gameType, settings) => ({ ...settings, refereeKey: referee.key }) as GameSettings,
          afterCommit: referee.afterCommit,
          roomClosed: referee.roomClosed,
        },
        idle: () => referee.idle(),
      };
    },
  };
}
