import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dest } from '@snackparty/protocol';
import type { GameType, HostTopic } from '@snackparty/protocol';
import type { RealtimeConnection } from '../../realtime/connection';
import { useToast } from '../../ui/toast';

export interface HostActions {
  skipTimer: () => void;
  nextStage: () => void;
  endGame: () => void;
  newGameSamePlayers: () => void;
  /** Back to the lobby with another game type. */
  newGameType: (gameType: GameType) => void;
  /** Ends the room for everyone. */
  exitGame: () => void;
  /** The AI plays this person's seat for now (their phone is away, or they asked). */
  standIn: (playerId: number) => void;
  /** Hides something a player wrote or drew from every screen, by the game's id for it. */
  hideContent: (contentId: string) => void;
}

/**
 * The host's requests during and after a game (spec section 7: host topics). `stageNumber`: the stage
 * the screen shows; skip timer and next stage name it, so a press that reaches the server after that
 * stage ended by itself does not cut the next one short.
 */
export function useHostActions(code: string | null, connection: RealtimeConnection | null, stageNumber?: number): HostActions {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useCallback(
    (topic: HostTopic, body: unknown = {}) => {
      if (!code) return;
      const sent = connection?.send(dest.host(code, topic), body) ?? false;
      if (!sent) toast.show(t('lobby.notConnected'), { kind: 'error' });
    },
    [code, connection, t, toast],
  );
  return useMemo(
    () => ({
      skipTimer: () => send('requestSkipTimer', stageNumber === undefined ? {} : { stageNumber }),
      nextStage: () => send('requestNextStage', stageNumber === undefined ? {} : { stageNumber }),
      endGame: () => send('requestEndGame'),
      newGameSamePlayers: () => send('newGameSamePlayers'),
      newGameType: (gameType: GameType) => send('requestNewGameType', { gameType }),
      exitGame: () => send('exitGame'),
      standIn: (playerId: number) => send('requestStandIn', { playerId }),
      hideContent: (contentId: string) => send('requestHideContent', { contentId }),
    }),
    [send, stageNumber],
  );
}
