import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { GameSettings } from '@snackparty/protocol';
import { getGame, updateGameSettings } from '../../api/endpoints';
import { errorMessageKey } from '../../api/errors';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useTopic } from '../../realtime/useRealtime';
import { getItem, setItem } from '../../storage/storage';
import { useToast } from '../../ui/toast';
import { applyPatch, completeSettings, parseSettings } from './settings';

export interface GameSettingsApi {
  settings: GameSettings | null;
  /** A change is on its way to the server. */
  saving: boolean;
  /** Host only: changes settings (optimistically; put back when the server refuses). */
  update: (patch: Partial<GameSettings>) => Promise<void>;
}

/** The room's game settings, live (`gameSettingsUpdated`, `gameCreated`), and the host's changes. */
export function useGameSettings(options: { code: string | null; connection: RealtimeConnection | null; status: RealtimeStatus }): GameSettingsApi {
  const { code, connection, status } = options;
  const connected = status === 'connected';
  const { t } = useTranslation();
  const toast = useToast();
  const [settings, setSettings] = useState<GameSettings | null>(() => {
    const stored = getItem('gameSettings');
    return stored ? completeSettings(stored) : null;
  });
  const [saving, setSaving] = useState(false);
  const pending = useRef(0);

  const keep = useCallback((next: GameSettings) => {
    setSettings(next);
    setItem('gameSettings', next);
  }, []);

  useEffect(() => {
    if (!code) return undefined;
    const controller = new AbortController();
    getGame(code, controller.signal)
      .then((game) => {
        if (controller.signal.aborted || pending.current > 0) return;
        const parsed = parseSettings(game);
        if (parsed) keep(parsed);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [code, connected, keep]);

  const onPush = (body: unknown) => {
    const parsed = parseSettings(body);
    if (parsed && pending.current === 0) keep(parsed);
  };
  useTopic(connection, code ? dest.common(code, 'gameSettingsUpdated') : null, onPush);
  useTopic(connection, code ? dest.common(code, 'gameCreated') : null, onPush);

  const current = useRef(settings);
  useEffect(() => {
    current.current = settings;
  });

  const update = useCallback(
    async (patch: Partial<GameSettings>) => {
      if (!code || !current.current) return;
      const before = current.current;
      const next = applyPatch(before, patch);
      keep(next);
      current.current = next;
      pending.current += 1;
      setSaving(true);
      try {
        // The whole settings object: the server fills the fields a partial update leaves out with
        // their defaults, which would undo earlier changes.
        const game = await updateGameSettings(code, next);
        const parsed = parseSettings(game);
        if (parsed && pending.current === 1) keep(parsed);
      } catch (error) {
        keep(before);
        toast.show(t(errorMessageKey(error), { defaultValue: t(MESSAGE_KEYS.somethingWentWrong) }), { kind: 'error' });
      } finally {
        pending.current -= 1;
        if (pending.current === 0) setSaving(false);
      }
    },
    [code, keep, t, toast],
  );

  return { settings, saving, update };
}
