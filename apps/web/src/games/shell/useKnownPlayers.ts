import { useEffect, useState } from 'react';
import type { SessionPlayerDto } from '@snackparty/protocol';

/** The room's players, keeping those who have left so their rows keep a name and an avatar. */
export function useKnownPlayers(players: readonly SessionPlayerDto[]): SessionPlayerDto[] {
  const [known, setKnown] = useState<SessionPlayerDto[]>(() => [...players]);
  useEffect(() => {
    setKnown((previous) => {
      const ids = new Set(players.map((p) => p.playerId));
      return [...players, ...previous.filter((p) => !ids.has(p.playerId))];
    });
  }, [players]);
  return known;
}
