/**
 * EXPERIMENTS' own destinations, built from its manifest: a phone's position stream, and everyone's
 * positions as the server relays them (to the host screen, and to the seats: positions are public in tag).
 */
import { MANIFESTS } from '@snackparty/games/manifests';
import { dest } from '@snackparty/protocol';

const manifest = MANIFESTS.EXPERIMENTS;
const positionStream = manifest.topics.streams[0]!.name;

/** Where a phone SENDs its own position (`{"x":…,"y":…}`, at most ten a second). */
export const positionDestination = (code: string, playerId: number) => dest.gameStream(manifest.slug, code, positionStream, playerId);

/** Everyone's positions (`{ positions: [{ playerId, x, y }] }`): the host screen's topic, or a seat's. */
export const positionsTopic = (code: string, audience: 'host' | 'player') =>
  audience === 'host' ? dest.gameHost(manifest.slug, code, 'positions') : `/${manifest.slug}/player/${code}/positions`;
