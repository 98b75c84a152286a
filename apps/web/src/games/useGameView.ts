import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { TimerMessage } from '@snackparty/protocol';
import type { EngineView } from '@snackparty/engine';
import { getHostView, getPlayerView } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { RealtimeConnection, RealtimeStatus } from '../realtime/connection';
import { useLiveResource } from '../realtime/useLiveResource';
import { useTopic } from '../realtime/useRealtime';
import { ServerClock, countdownState, msToNextSecond } from './clock';
import type { CountdownState } from './clock';

export type GameAudience = { kind: 'host' } | { kind: 'player'; playerId: number };

export interface TimeRunningOut {
  stageNumber: number;
  endsAt: number | null;
}

export interface GameViewState<V> {
  view: V | null;
  /** The server says no game is running (or this seat is not in it). */
  noGame: boolean;
  /** The server's time (ms) as seen from this device. */
  serverNow: () => number;
  /** The stage the server last warned about (`timeRunningOut`). */
  warnedStage: number | null;
  refresh: () => void;
}

/** Whether a body looks like a view envelope. */
export function isViewEnvelope(body: unknown): body is EngineView {
  return (
    !!body &&
    typeof body === 'object' &&
    typeof (body as EngineView).stage === 'string' &&
    typeof (body as EngineView).stageNumber === 'number' &&
    typeof (body as EngineView).scores === 'object'
  );
}

const NO_GAME_KEYS: readonly string[] = [MESSAGE_KEYS.noGameRunning, MESSAGE_KEYS.playerNotFound];

/**
 * The game view for the host screen or one phone: the realtime view topic, an initial fetch and a
 * fetch again after every reconnect, the server clock (from `timer` and the views' stage start
 * times) and the `timeRunningOut` warning. After a reconnect it asks for the timer again.
 */
export function useGameView<V extends EngineView>(options: {
  code: string | null;
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
  audience: GameAudience | null;
  onTimeRunningOut?: (message: TimeRunningOut) => void;
}): GameViewState<V> {
  const { code, connection, status, audience } = options;
  const connected = status === 'connected';
  const [view, setView] = useState<V | null>(null);
  const [noGame, setNoGame] = useState(false);
  const [warnedStage, setWarnedStage] = useState<number | null>(null);
  const clock = useRef<ServerClock | null>(null);
  clock.current ??= new ServerClock();
  const onWarnRef = useRef(options.onTimeRunningOut);
  useEffect(() => {
    onWarnRef.current = options.onTimeRunningOut;
  });

  const serverNow = useCallback(() => clock.current!.now(), []);
  const audienceKey = audience ? (audience.kind === 'host' ? 'host' : `player:${audience.playerId}`) : null;
  const viewDestination =
    code && audience ? (audience.kind === 'host' ? dest.hostView(code) : dest.playerView(code, audience.playerId)) : null;

  const accept = useCallback((body: unknown) => {
    if (!isViewEnvelope(body)) return false;
    clock.current!.sample(body.stageStartedAt);
    setView(body as V);
    setNoGame(false);
    return true;
  }, []);

  // The view now, and again after every (re)connect: pushes sent while away are missed. A push
  // that arrives while the fetch is on the way is newer than its answer.
  const { refresh } = useLiveResource<unknown>({
    connection,
    status,
    key: code && audienceKey ? `${code}:${audienceKey}` : null,
    fetch: (signal) => (audienceKey === 'host' ? getHostView(code!, signal) : getPlayerView(code!, signal)),
    onFetched: accept,
    onFetchFailed: (error) => {
      if (isApiError(error) && (error.status === 404 || (error.messageKey !== null && NO_GAME_KEYS.includes(error.messageKey)))) setNoGame(true);
    },
    topics: [viewDestination],
    onPush: accept,
    pushWins: true,
  });
  useTopic<Partial<TimerMessage>>(connection, code && audience ? dest.player(code, 'timer') : null, (message) => {
    if (typeof message?.serverNow === 'number') clock.current!.sample(message.serverNow);
  });
  useTopic<Partial<TimeRunningOut>>(connection, code && audience ? dest.player(code, 'timeRunningOut') : null, (message) => {
    const warning = { stageNumber: typeof message?.stageNumber === 'number' ? message.stageNumber : -1, endsAt: message?.endsAt ?? null };
    setWarnedStage(warning.stageNumber);
    onWarnRef.current?.(warning);
  });

  // Ask for the deadline once connected: it also sets the clock at once.
  useEffect(() => {
    if (!connection || !connected || !code || !audienceKey) return;
    connection.send(dest.player(code, 'requestTimer'), {});
  }, [connection, connected, code, audienceKey]);

  return { view, noGame, serverNow, warnedStage, refresh };
}

/** The server time, re-read every `intervalMs` while mounted. */
export function useServerNow(serverNow: () => number, intervalMs = 250): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [serverNow, intervalMs]);
  return now;
}

/** A countdown to `endsAt` that re-renders when the shown second changes (and for the ring, 4× a second). */
export function useCountdown(endsAt: number | null | undefined, startedAt: number | null | undefined, serverNow: () => number, smooth = false): CountdownState {
  const [state, setState] = useState(() => countdownState(endsAt, startedAt, serverNow()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const next = countdownState(endsAt, startedAt, serverNow());
      setState(next);
      if (next.remainingMs === null || next.over) return;
      timer = setTimeout(tick, smooth ? Math.min(250, msToNextSecond(next.remainingMs)) : msToNextSecond(next.remainingMs) + 5);
    };
    tick();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [endsAt, startedAt, serverNow, smooth]);
  return state;
}

/** Re-renders at the given server times (ms), e.g. the steps of a reveal; returns the server time. */
export function useServerTimeAt(times: readonly number[], serverNow: () => number): number {
  const [now, setNow] = useState(() => serverNow());
  const key = times.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      const current = serverNow();
      setNow(current);
      const upcoming = key
        .split(',')
        .map(Number)
        .filter((t) => Number.isFinite(t) && t > current);
      if (upcoming.length === 0) return;
      timer = setTimeout(schedule, Math.max(16, Math.min(...upcoming) - current + 5));
    };
    schedule();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [key, serverNow]);
  return now;
}
