import { REST } from '@snackparty/protocol';
import type { PublicGameEntry } from '@snackparty/protocol';
import { http } from '../../api/http';

/** The public rooms someone may join now, newest first (`GET /gameSession/publicGames`). */
export function fetchPublicGames(signal?: AbortSignal): Promise<PublicGameEntry[]> {
  return http.get<PublicGameEntry[]>(REST.gameSession.publicGames, { signal });
}
