/** The table of a live example: AI players with food avatars and their names. Pure. */
import type { Seat } from '@snackparty/engine';
import { AI_PLAYER_IDS, FOOD_AVATARS, PLAYER_COLOURS } from '@snackparty/protocol';
import type { SessionPlayerDto } from '@snackparty/protocol';

/** The snacks that sit at a demo table, in seat order. */
const DEMO_AVATAR_IDS = ['donut', 'taco', 'sushi-dude', 'avocado', 'cupcake', 'pizza'] as const;
const DEMO_COLOURS = ['#FF6B6B', '#4ECDC4', '#FFCB2E', '#8AC926', '#A06CD5', '#FF9F1C'] as const;

/** The most AI players a room seats, so the most a demo can. */
export const MAX_DEMO_PLAYERS = AI_PLAYER_IDS.length;

function avatarOf(index: number) {
  const id = DEMO_AVATAR_IDS[index % DEMO_AVATAR_IDS.length];
  return FOOD_AVATARS.find((avatar) => avatar.id === id) ?? FOOD_AVATARS[index % FOOD_AVATARS.length]!;
}

/** `count` AI players (ids -1, -2, … as in a room), named after their avatars. */
export function demoSeats(count: number): Seat[] {
  const n = Math.max(1, Math.min(MAX_DEMO_PLAYERS, Math.floor(count)));
  return AI_PLAYER_IDS.slice(0, n).map((playerId, index) => ({ playerId, alias: avatarOf(index).name, robot: true }));
}

/** The room's player list for those seats, as the screens read it. */
export function demoPlayers(seats: readonly Seat[]): SessionPlayerDto[] {
  return seats.map((seat, index) => ({
    playerId: seat.playerId,
    sessionPlayerId: seat.playerId,
    gameId: 0,
    alias: seat.alias,
    avatarSrc: avatarOf(index).src,
    hexColor: DEMO_COLOURS[index % DEMO_COLOURS.length] ?? PLAYER_COLOURS[0],
    robot: true,
    score: 0,
    active: true,
    gameOwner: false,
    connected: true,
  }));
}
