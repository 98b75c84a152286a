import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { createGame, createGameSession } from '../../api/endpoints';
import { errorFallbackText, errorMessageKey, isApiError } from '../../api/errors';
import { isTvDevice } from '../../app/device';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import type { ButtonSize, ButtonVariant } from '../../ui/Button';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Play } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { rememberHostedRoom } from '../create-game/hostedRoom';
import { SubscriptionExpired } from '../create-game/SubscriptionExpired';
import { pathAfterQuickPlay, pickQuickPlayGame, quickPlayHostType, runQuickPlay } from './quickPlay';

export interface QuickPlayButtonProps {
  /** The game to play; by default one is picked among those a stranger can play from a phone. */
  gameType?: GameType;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Quick play: one press makes a public room with its game and takes the host into it (spec section 2).
 * A visitor without an account plays as a guest.
 */
export function QuickPlayButton({ gameType, size = 'lg', variant = 'primary', className }: QuickPlayButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const closeExpired = useCallback(() => setExpired(false), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const play = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const token = await session.ensureToken();
      if (!token) throw new Error('no token');
      const type = gameType ?? pickQuickPlayGame();
      const hostType = quickPlayHostType(type, { admin: session.isAdmin, tv: isTvDevice() });
      const { session: created } = await runQuickPlay({ createSession: createGameSession, createGame }, { language: appLanguage(), hostType, gameType: type });
      rememberHostedRoom(created, type);
      if (mounted.current) navigate(pathAfterQuickPlay(created));
    } catch (error) {
      if (!mounted.current) return;
      if (isApiError(error) && error.status === 403 && error.messageKey === MESSAGE_KEYS.subscriptionExpired) setExpired(true);
      else toast.show(t(errorMessageKey(error, 'create'), { defaultValue: errorFallbackText(error) ?? t('error.create_game_failed') }), { kind: 'error' });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <>
      <Button size={size} variant={variant} className={className} icon={busy ? undefined : <Play size={20} />} busy={busy} onClick={play} title={t('publicGames.quickPlayHint')}>
        {busy ? <LoadingDots label={t('publicGames.quickPlayBusy')} /> : t('publicGames.quickPlay')}
      </Button>
      {expired ? (
        <Dialog open onClose={closeExpired} title={t('subscription.expiredTitle')} size="md" className="create-dialog">
          <SubscriptionExpired endDate={session.claims?.subscriptionEndDate ?? null} epoch={session.claims?.subscriptionEpoch ?? null} onRenewed={closeExpired} />
        </Dialog>
      ) : null}
    </>
  );
}
