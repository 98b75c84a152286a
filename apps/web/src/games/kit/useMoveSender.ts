import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dest } from '@snackparty/protocol';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useToast } from '../../ui/toast';
import { MoveSender } from './moveSender';
import type { MoveOutcome } from './moveSender';
import { NO_PENDING_MOVES } from './moveSendState';
import type { MoveSendState } from './moveSendState';

export interface MoveSenderHandle extends MoveSendState {
  /** Sends a move of the stage on screen; it is kept until the server answers. */
  send: (move: string, payload: unknown) => void;
}

/** The "too late" notice stays long enough to be read while the screen moves on to the next stage. */
const TOO_LATE_NOTICE_MS = 8000;

/**
 * A phone's moves for a room: sent with the stage they were made in and a moveId, kept until the
 * server's receipt for that move, sent again after a reconnect, and the player told when a
 * move arrived too late or was refused. A move waiting for the connection is not an error: the
 * screen shows it as waiting (`waiting`) for as long as it does.
 */
export function useMoveSender(options: {
  code: string;
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
  /** The view on screen: its stage is the one a move is made in. */
  view: { stageNumber: number } | null;
}): MoveSenderHandle {
  const { code, connection, status, view } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const [state, setState] = useState<MoveSendState>(NO_PENDING_MOVES);

  const report = useRef<(outcome: MoveOutcome) => void>(() => undefined);
  useEffect(() => {
    report.current = (outcome) => {
      if (outcome.kind === 'waiting') return;
      if (outcome.kind === 'tooLate') toast.show(t('game.moveTooLate'), { kind: 'error', durationMs: TOO_LATE_NOTICE_MS });
      else toast.show(t(outcome.messageKey, { defaultValue: outcome.message }), { kind: 'error' });
    };
  });

  const connectionRef = useRef(connection);
  const codeRef = useRef(code);
  useEffect(() => {
    connectionRef.current = connection;
    codeRef.current = code;
  });

  const syncRef = useRef<() => void>(() => undefined);
  const senderRef = useRef<MoveSender | null>(null);
  senderRef.current ??= new MoveSender({
    publish: (body, answered) =>
      connectionRef.current?.send(dest.move(codeRef.current), body, {
        receipt: body.moveId,
        onReceipt: () => {
          answered();
          syncRef.current();
        },
      }) ?? false,
    onOutcome: (outcome) => report.current(outcome),
  });
  const sender = senderRef.current;
  const sync = useCallback(() => {
    const unanswered = sender.pending.length;
    const waiting = sender.pending.filter((entry) => !entry.published).length;
    setState((previous) => (previous.unanswered === unanswered && previous.waiting === waiting ? previous : { unanswered, waiting }));
  }, [sender]);
  useEffect(() => {
    syncRef.current = sync;
  });

  // Another room, or leaving it: its moves do not follow.
  useEffect(() => {
    return () => {
      sender.clear();
    };
  }, [sender, code]);

  useEffect(() => {
    if (status === 'connected') sender.reconnected();
    else sender.connectionLost();
    sync();
  }, [sender, status, connection, sync]);

  const stageNumber = view?.stageNumber ?? null;

  useEffect(() => {
    if (!connection) return undefined;
    const moveDestination = dest.move(code);
    return connection.claimServerErrors((error) => {
      if (error.destination !== moveDestination) return false;
      sender.refused(error);
      sync();
      return true;
    });
  }, [sender, connection, code, sync]);

  const stageRef = useRef(stageNumber);
  useEffect(() => {
    stageRef.current = stageNumber;
  });

  const send = useCallback(
    (move: string, payload: unknown) => {
      sender.send(move, payload, stageRef.current ?? undefined);
      sync();
    },
    [sender, sync],
  );

  return { send, unanswered: state.unanswered, waiting: state.waiting };
}
