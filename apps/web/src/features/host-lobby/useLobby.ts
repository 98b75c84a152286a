import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { GameSessionDto, PaymentStatusMessage, WebsocketConnectionUpdate } from '@snackparty/protocol';
import { addAiPlayer, getPlayerList } from '../../api/endpoints';
import { errorMessageKey } from '../../api/errors';
import { refreshToken } from '../../api/http';
import { formatDate } from '../account/dates';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useLiveResource } from '../../realtime/useLiveResource';
import { useTopic } from '../../realtime/useRealtime';
import { setItem } from '../../storage/storage';
import { useToast } from '../../ui/toast';
import { canStart } from '../../games/catalogue';
import { isPlayable } from '../../games/registry';
import {
  applyConnection,
  displayOrder,
  hasStarted,
  parseGameSession,
  parsePlayerList,
  replacePlayers,
  upsertPlayer,
} from './lobbyState';
import type { LobbyPlayer } from './lobbyState';

export interface LobbyApi {
  players: LobbyPlayer[];
  loaded: boolean;
  started: boolean;
  starting: boolean;
  canStart: boolean;
  kick: (player: LobbyPlayer) => void;
  addAi: () => Promise<void>;
  start: () => void;
  /** The room's game type can be played (others are "coming soon"). */
  playable: boolean;
}

/**
 * A room's lobby: the live player list, and for the host the kick, add-AI and start actions
 * (spec sections 6 and 7).
 */
export function useLobby(options: {
  code: string | null;
  connection: RealtimeConnection | null;
  /** The connection's status: the list is fetched again on every (re)connect. */
  status?: RealtimeStatus;
  session: GameSessionDto | null;
  onSessionUpdate?: (session: Partial<GameSessionDto>) => void;
}): LobbyApi {
  const { code, connection, session, onSessionUpdate, status } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const [players, setPlayers] = useState<LobbyPlayer[]>([]);
  const [loaded, setLoaded] = useState(false);
  // The latest push wins over the session the page loaded: a game may start and end (or go back to
  // the lobby for another game type) while the page is open.
  const [startedPush, setStarted] = useState<boolean | null>(null);
  const started = startedPush ?? session?.started === true;
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (players.length) setItem('playerList', players);
  }, [players]);

  const onPlayers = (body: unknown) => {
    const parsed = parsePlayerList(body);
    if (parsed) setPlayers((previous) => replacePlayers(previous, parsed));
  };
  // The list now and after every (re)connect (pushes sent while away are missed), and as it changes.
  useLiveResource<unknown>({
    connection,
    status,
    key: code,
    fetch: (signal) => getPlayerList(code!, signal),
    onFetched: (list) => {
      onPlayers(list);
      setLoaded(true);
    },
    onFetchFailed: (error) => {
      console.warn('Player list could not be fetched', error);
      setLoaded(true);
    },
    topics: code ? [dest.common(code, 'playersUpdated'), dest.common(code, 'sessionPlayersUpdated')] : [],
    onPush: onPlayers,
  });
  useTopic<Partial<WebsocketConnectionUpdate>>(connection, code ? dest.common(code, 'websocketConnectionUpdated') : null, (update) =>
    setPlayers((previous) => applyConnection(previous, update)),
  );
  const onSession = (body: unknown) => {
    const update = parseGameSession(body);
    if (update) onSessionUpdate?.(update);
    if (hasStarted(body)) {
      setStarted(true);
      setStarting(false);
    } else if (update && update.started === false) {
      setStarted(false);
    }
  };
  useTopic(connection, code ? dest.common(code, 'gameSessionUpdated') : null, onSession);
  // The host paid (on their phone, say): the screen takes the new end date and says so.
  useTopic<Partial<PaymentStatusMessage>>(connection, code ? dest.common(code, 'paymentStatus') : null, (message) => {
    if (message.status !== 'paid') return;
    void refreshToken().catch(() => undefined);
    const date = formatDate(message.subscriptionEndDate ?? null);
    if (date) toast.show(t('payment.renewedToast', { date }), { kind: 'success' });
  });
  // The server's answer to a start: the game has started, whatever the body says.
  useTopic(connection, code ? dest.host(code, 'startGame') : null, () => {
    setStarted(true);
    setStarting(false);
  });

  const send = useCallback(
    (destination: string, body: unknown): boolean => {
      const sent = connection?.send(destination, body) ?? false;
      if (!sent) toast.show(t('lobby.notConnected'), { kind: 'error' });
      return sent;
    },
    [connection, t, toast],
  );

  const kick = useCallback(
    (player: LobbyPlayer) => {
      if (!code) return;
      send(dest.host(code, 'requestPlayerKick'), { playerId: player.playerId });
    },
    [code, send],
  );

  const addAi = useCallback(async () => {
    if (!code) return;
    try {
      const robot = await addAiPlayer(code);
      if (robot && typeof robot.playerId === 'number') setPlayers((previous) => upsertPlayer(previous, robot));
    } catch (error) {
      const key = errorMessageKey(error);
      toast.show(t(key, { defaultValue: t(MESSAGE_KEYS.somethingWentWrong) }), { kind: 'error' });
    }
  }, [code, t, toast]);

  const start = useCallback(() => {
    if (!code) return;
    if (send(dest.host(code, 'startGame'), {})) setStarting(true);
  }, [code, send]);

  // A start that got no answer is offered again after a while.
  useEffect(() => {
    if (!starting) return undefined;
    const timer = setTimeout(() => setStarting(false), 8000);
    return () => clearTimeout(timer);
  }, [starting]);

  const ordered = displayOrder(players);
  return {
    players: ordered,
    loaded,
    started,
    starting,
    canStart: session ? canStart(session.gameType, ordered.length) && isPlayable(session.gameType) : false,
    playable: session ? isPlayable(session.gameType) : true,
    kick,
    addAi,
    start,
  };
}
