import type { RoomService } from '../rooms/room-service';
import type { Analytics } from './analytics';

/**
 * `room_created`, wherever a room is made (the create dialog, a smart TV, a Chromecast, a Discord
 * activity): the room service's `createSession` is wrapped so that each room it returns is recorded
 * for the account that made it. The room rules stay as they are.
 */
export function recordRoomsCreated(rooms: RoomService, analytics: Analytics): void {
  const createSession = rooms.createSession.bind(rooms);
  rooms.createSession = async (principal, input) => {
    const room = await createSession(principal, input);
    analytics.record({
      event: 'room_created',
      actor: { userId: principal.userId, isAdmin: principal.isAdmin },
      properties: { gameType: room.initialGameType, hostType: room.hostType, language: room.language, isPublic: room.isPublic, roomId: room.gameId, isGuest: principal.isGuest },
      onceKey: `room_created:${room.gameId}`,
    });
    return room;
  };
}
