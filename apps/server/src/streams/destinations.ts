import type { GameManifest, StreamAudience } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import { AppError } from '../errors';
import { who, type DestinationRow, type Rule } from '../realtime/destinations';
import type { ServerStream } from '../games/server-module';

/** Where a sender's stream is sent, and heard when its audience is the host screen alone: `/{slug}/player/{code}/{name}/{playerId}`. */
export function streamDestination(manifest: Pick<GameManifest, 'slug'>, name: string, code: string, sender: number): string {
  return dest.gameStream(manifest.slug, code, name, sender);
}

/**
 * Where the stream of the sender in `slot` (its place among those streaming now) is heard by listeners
 * who may not know who sends: `/{slug}/player/{code}/{name}/slot/{slot}`.
 */
export function streamSlotDestination(manifest: Pick<GameManifest, 'slug'>, name: string, code: string, slot: number): string {
  return dest.gameStreamSlot(manifest.slug, code, name, slot);
}

const senders: Record<GameManifest['topics']['streams'][number]['sender'], Rule> = { seatOwner: who.owner };
/**
 * Who hears a stream by sender, per audience. A stream for the whole room is heard by slot only, by
 * everyone: its destination by sender names who sends, and in a room without a shared screen the host's
 * connection is a player's phone. A stream for the host screen alone is heard there by sender.
 */
const senderListeners: Record<StreamAudience, Rule> = { host: who.host, room: who.nobody };
/**
 * Who hears a stream by slot, per audience: a stream for the whole room is heard by the host and by the
 * seats of a room without a shared screen; where a shared screen shows the game, by the host screen alone.
 */
const slotListeners: Record<StreamAudience, Rule | null> = { host: null, room: who.anyOf(who.host, who.seatWithoutSharedScreen) };

/**
 * The rows a manifest's topics make: its host notices (server-published, for the host screen) and
 * its streams (heard by their audience, sent by their sender only, received by the game's module).
 */
export function manifestDestinations(manifest: GameManifest, streams: Readonly<Record<string, ServerStream>> = {}): DestinationRow[] {
  const { hostNotices, streams: declared } = manifest.topics;
  if (hostNotices.length === 0 && declared.length === 0) return [];
  return [
    // The game's own host topics are for the shared screen only.
    { pattern: `/${manifest.slug}/host/{code}/{topic}`, subscribe: who.host },
    ...declared.flatMap((stream): DestinationRow[] => [
      {
        pattern: `/${manifest.slug}/player/{code}/${stream.name}/{playerId}`,
        // The sender SENDs here whatever the audience; who may listen depends on it.
        subscribe: senderListeners[stream.audience],
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
      },
      // By slot: published by the server only.
      ...slotRows(manifest.slug, stream.name, slotListeners[stream.audience]),
    ]),
  ];
}

function slotRows(slug: string, name: string, listeners: Rule | null): DestinationRow[] {
  return listeners ? [{ pattern: `/${slug}/player/{code}/${name}/slot/{slot}`, subscribe: listeners }] : [];
}
