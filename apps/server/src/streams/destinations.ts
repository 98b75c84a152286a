import type { GameManifest } from '@snackparty/games/manifests';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';
import { who, type DestinationRow, type Rule } from '../realtime/destinations';
import type { ServerStream } from '../games/server-module';

/** Where a sender's stream is heard: `/{slug}/player/{code}/{name}/{playerId}`. */
export function streamDestination(manifest: Pick<GameManifest, 'slug'>, name: string, code: string, sender: number): string {
  return `/${manifest.slug}/player/${code}/${name}/${sender}`;
}

const senders: Record<GameManifest['topics']['streams'][number]['sender'], Rule> = { seatOwner: who.owner };
const audiences: Record<GameManifest['topics']['streams'][number]['audience'], Rule> = { host: who.host };

/**
 * The rows a manifest's topics make: its host notices (server-published, for the host screen) and
 * its streams (heard by their audience, sent by their sender only, received by the game's module).
 */
export function manifestDestinations(manifest: GameManifest, streams: Readonly<Record<string, ServerStream>> = {}): DestinationRow[] {
  const { hostNotices, streams: declared } = manifest.topics;
  if (hostNotices.length === 0 && declared.length === 0) return [];
  return [
    // The game's own host topics and its streams are for the shared screen only.
    { pattern: `/${manifest.slug}/host/{code}/{topic}`, subscribe: who.host },
    ...declared.map(
      (stream): DestinationRow => ({
        pattern: `/${manifest.slug}/player/{code}/${stream.name}/{playerId}`,
        subscribe: audiences[stream.audience],
        send: {
          rule: senders[stream.sender],
          // A refused chunk is a business error: the phone keeps its connection.
          denied: { message: streams[stream.name]?.deniedMessage ?? 'Only this player streams here', messageKey: MESSAGE_KEYS.forbidden, fatal: false },
          handle: ({ connection: c, body }) => {
            const server = streams[stream.name];
            if (!server) throw new AppError(409, MESSAGE_KEYS.forbidden, 'Nobody streams here');
            server.receive(c.code, c.playerId!, body);
          },
        },
      }),
    ),
  ];
}
