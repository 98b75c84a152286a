import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { GameSessionDto, SessionPlayerDto } from '@snackparty/protocol';
import { getGameSession } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { useLiveResource } from '../../realtime/useLiveResource';
import { useRealtime, useTopic } from '../../realtime/useRealtime';
import type { RealtimeHandle } from '../../realtime/useRealtime';
import { isFreshSeat } from '../../storage/seat';
import { clearGameSession, getItem, setItem, storedSeat } from '../../storage/storage';
import { useToast } from '../../ui/toast';
import { exitAppInWrapper, reloadApp } from '../../app/nativeBridge';
import { soundEngine } from '../../audio/engine';
import { rejoinSeat } from '../join/rejoin';
import { useSession } from '../../app/session';
import { useExtraTimeSync } from '../extra-time/useExtraTimeSync';

/** Refusals of the realtime connection that mean the seat is gone for good. */
const SEAT_GONE_KEYS: readonly string[] = [MESSAGE_KEYS.playerNotFound, MESSAGE_KEYS.gameNotFound, MESSAGE_KEYS.playerKicked, MESSAGE_KEYS.gameIsOver];

export type SeatState =
  | { kind: 'ready' }
  /** The seat is gone: kicked, room unknown or over. The stored session is already cleared. */
  | { kind: 'lost'; messageKey: string };

export interface PlayerRoom {
  code: string;
  player: SessionPlayerDto;
  session: GameSessionDto | null;
  isOwner: boolean;
  seat: SeatState;
  realtime: RealtimeHandle;
  setSession: (update: Partial<GameSessionDto>) => void;
}

/**
 * A player's room on the phone: the stored seat (rejoined after a reload), the realtime connection
 * with heartbeats, and the kick message (spec sections 4 and 7). Without a seat it goes to /join.
 */
export function usePlayerRoom(): PlayerRoom | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [initial] = useState(() => storedSeat());
  const [player, setPlayer] = useState<SessionPlayerDto | null>(initial?.sessionPlayer ?? null);
  const [session, setSessionState] = useState<GameSessionDto | null>(() => getItem('gameSessionDto'));
  const [seat, setSeat] = useState<SeatState>({ kind: 'ready' });
  const code = initial?.roomCode ?? null;
  const sessionPlayerId = initial?.sessionPlayer.sessionPlayerId ?? null;

  useEffect(() => {
    if (!initial) {
      const roomCode = getItem('roomCode');
      navigate(roomCode ? `/join/${roomCode}` : '/join', { replace: true });
    }
  }, [initial, navigate]);

  // After a reload: rejoin to keep the seat (no new alias).
  useEffect(() => {
    if (!code || sessionPlayerId === null || isFreshSeat(sessionPlayerId)) return;
    let cancelled = false;
    void rejoinSeat(code, sessionPlayerId).then((result) => {
      if (cancelled) return;
      if (result.ok) setPlayer(result.player);
      else if (result.seatLost) setSeat({ kind: 'lost', messageKey: result.messageKey });
      else toast.show(t(result.messageKey), { kind: 'error' });
    });
    return () => {
      cancelled = true;
    };
  }, [code, sessionPlayerId, t, toast]);

  const { claims } = useSession();
  // The room names who hosts now (in a room hosted from a phone the rights pass on when the owner's phone is gone).
  const ownerUserId = session?.ownerUserId;
  const isOwner = ownerUserId != null && claims ? ownerUserId === claims.userId : (player?.gameOwner ?? false) || getItem('isGameOwner') === true;
  const realtime = useRealtime(
    code && sessionPlayerId !== null && seat.kind === 'ready'
      ? {
          gameCode: code,
          purpose: isOwner ? 'host' : 'player',
          playerSessionId: sessionPlayerId,
          heartbeat: true,
          onServerError: (error) => toast.show(t(error.messageKey, { defaultValue: error.message }), { kind: 'error' }),
          onRefused: (messageKey) => {
            // The host's rights passed to another player while this phone was away: it learns so, and connects as a player.
            if (messageKey === MESSAGE_KEYS.notHost && code) {
              void getGameSession(code)
                .then((fresh) => {
                  setItem('gameSessionDto', fresh);
                  setSessionState(fresh);
                })
                .catch(() => undefined);
              return;
            }
            if (messageKey && SEAT_GONE_KEYS.includes(messageKey)) {
              clearGameSession();
              setSeat({ kind: 'lost', messageKey });
            }
          },
        }
      : null,
  );

  useExtraTimeSync(realtime.connection, realtime.status);

  // The session (game type, whether the game has started), and again after every reconnect: its
  // updates sent while away are missed.
  useLiveResource<GameSessionDto>({
    connection: realtime.connection,
    status: realtime.status,
    key: code,
    fetch: (signal) => getGameSession(code!, signal),
    onFetched: (fresh) => {
      setItem('gameSessionDto', fresh);
      setSessionState(fresh);
      if (!fresh.active) {
        clearGameSession();
        setSeat({ kind: 'lost', messageKey: MESSAGE_KEYS.gameIsOver });
      }
    },
    onFetchFailed: (error) => {
      if (isApiError(error) && error.status === 404) {
        clearGameSession();
        setSeat({ kind: 'lost', messageKey: MESSAGE_KEYS.gameNotFound });
      }
    },
  });

  useTopic(realtime.connection, code && player ? dest.playerKicked(code, player.playerId) : null, () => {
    clearGameSession();
    setSeat({ kind: 'lost', messageKey: MESSAGE_KEYS.playerKicked });
  });
  // The host ended the room (inside the native shell the app closes the game too).
  useTopic(realtime.connection, code ? dest.host(code, 'exitGame') : null, () => {
    clearGameSession();
    setSeat({ kind: 'lost', messageKey: MESSAGE_KEYS.gameIsOver });
    exitAppInWrapper();
  });
  // The host asks every phone to load the page afresh, or to start its sound again (audio that went quiet).
  useTopic(realtime.connection, code ? dest.host(code, 'reloadPage') : null, () => reloadApp());
  useTopic(realtime.connection, code ? dest.host(code, 'resetSoundContext') : null, () => soundEngine().reset());

  const setSession = useCallback((update: Partial<GameSessionDto>) => {
    if (update.active === false) {
      clearGameSession();
      setSeat({ kind: 'lost', messageKey: MESSAGE_KEYS.gameIsOver });
      return;
    }
    setSessionState((previous) => {
      if (!previous) return previous;
      const next = { ...previous, ...update };
      setItem('gameSessionDto', next);
      return next;
    });
  }, []);

  if (!code || !player) return null;
  return {
    code,
    player,
    session,
    isOwner,
    seat,
    realtime,
    setSession,
  };
}
