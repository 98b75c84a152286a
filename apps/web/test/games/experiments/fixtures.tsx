/**
 * EXPERIMENTS views made by the game's own rules (a seeded match of tag), shaped as the server
 * publishes them, and a room whose connection records what the screens send and lets a test push
 * what the server relays.
 */
import type { ReactNode } from 'react';
import { advanceStage, applyMove, hostView, isInvalid, playerView, startMatch, type HostViewEnvelope, type Match, type PlayerViewEnvelope } from '@snackparty/engine';
import { experimentsGame } from '@snackparty/games';
import { gameSettingsSchema } from '@snackparty/games/manifests';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { GameRoomContext, type GameRoom } from '../../../src/games/gameRoom';
import type { RealtimeConnection } from '../../../src/realtime/connection';

export const T0 = 1_700_000_000_000;
const KEY = 'server-key';
const { experiments } = experimentsGame;
type State = experimentsGame.TagState;
export type HostEnvelope = HostViewEnvelope<experimentsGame.ExperimentsHostView>;
export type PhoneEnvelope = PlayerViewEnvelope<experimentsGame.ExperimentsPlayerView>;

const people = [
  { playerId: 1, alias: 'Ana', avatarSrc: '/avatars/avocado.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bo', avatarSrc: '/avatars/bagel.svg', hexColor: '#EF476F', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

export const players: SessionPlayerDto[] = people.map((p) => ({ ...p, gameId: 7, sessionPlayerId: 100 + p.playerId, score: 0, active: true, gameOwner: p.playerId === 1, connected: true }));

export const settings = { ...gameSettingsSchema.parse({ numberOfRounds: 2 }), refereeKey: KEY } as experimentsGame.ExperimentsSettings;

/** Round 1 just started, seeded so that Ana (1) is "it". */
export function started(): Match<State> {
  for (let seed = 1; seed < 100; seed++) {
    const match = startMatch(experiments, { seats: people.map(({ playerId, alias, robot }) => ({ playerId, alias, robot })), settings, seed, now: T0 }).match as Match<State>;
    if (match.state.it === 1) return match;
  }
  throw new Error('no seed makes Ana "it"');
}

/** Ana tagged Bo at `at`. */
export function tagged(match: Match<State>, at: number): Match<State> {
  const result = applyMove(experiments, match, settings, { playerId: 1, ...experimentsGame.refereeTagMove(KEY, 2) }, at);
  if (isInvalid(result)) throw new Error(result.invalid);
  return result.match as Match<State>;
}

export function results(match: Match<State>): Match<State> {
  return advanceStage(experiments, match, settings, match.stageEndsAt!, 'deadline').match as Match<State>;
}

export const hostOf = (match: Match<State>) => hostView(experiments, match, settings) as HostEnvelope;
export const phoneOf = (match: Match<State>, playerId: number) => playerView(experiments, match, playerId, settings) as PhoneEnvelope;

/** A connection that records SENDs and lets the test push to subscribers. */
export function fakeRoom() {
  const sent: { destination: string; body: unknown }[] = [];
  const handlers = new Map<string, Set<(body: unknown) => void>>();
  const claims = new Set<(error: { destination: string; messageKey: string; message: string }) => boolean>();
  const connection = {
    subscribe(destination: string, handler: (body: unknown) => void) {
      const set = handlers.get(destination) ?? new Set();
      set.add(handler);
      handlers.set(destination, set);
      return () => set.delete(handler);
    },
    send(destination: string, body: unknown) {
      sent.push({ destination, body });
      return true;
    },
    claimServerErrors(claim: (error: { destination: string; messageKey: string; message: string }) => boolean) {
      claims.add(claim);
      return () => claims.delete(claim);
    },
  } as unknown as RealtimeConnection;
  const room: GameRoom = { code: 'ABCDE', connection, status: 'connected', sharedScreen: true };
  return {
    room,
    sent,
    subscribed: () => [...handlers.entries()].filter(([, set]) => set.size > 0).map(([d]) => d),
    push(destination: string, body: unknown) {
      for (const handler of handlers.get(destination) ?? []) handler(body);
    },
    /** Whether a screen takes this server error off the toasts. */
    claimed: (error: { destination: string; messageKey: string; message: string }) => [...claims].some((claim) => claim(error)),
    wrap: (children: ReactNode) => <GameRoomContext.Provider value={room}>{children}</GameRoomContext.Provider>,
  };
}
