import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import type { DiscordRoomResponse } from '@snackparty/protocol';
import { errorFallbackText, errorMessageKey, isApiError } from '../../api/errors';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { Wordmark } from '../../ui/Wordmark';
import { DiscordAuthorizationDeclined, DiscordNotReady, enterDiscordActivity, loadDiscordSdk } from './activity';
import type { DiscordActivityDeps, DiscordStep } from './activity';
import { discordConfig, discordRoom, discordToken } from './api';
import './discord.css';

/** Why entering failed, as a translation key (and the server's words for a key without one). */
function failureOf(error: unknown): { key: string; fallback?: string } {
  if (error instanceof DiscordNotReady) return { key: 'discord.notInDiscord' };
  if (error instanceof DiscordAuthorizationDeclined) return { key: 'discord.declined' };
  if (isApiError(error)) return { key: errorMessageKey(error), fallback: errorFallbackText(error) };
  return { key: MESSAGE_KEYS.somethingWentWrong };
}

/** One entry per attempt, shared by a double-run effect, so the sign-in never runs twice at once. */
let entering: { attempt: number; work: Promise<DiscordRoomResponse> } | null = null;

/**
 * Inside Discord the activity goes straight into the instance's room: Discord signs the user in, the
 * server seats them (the first one in owns the room), and the lobby takes over.
 */
export function DiscordActivity() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loginWith } = useSession();
  const [step, setStep] = useState<DiscordStep>('connecting');
  const [failure, setFailure] = useState<{ key: string; fallback?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    if (entering?.attempt !== attempt) {
      const deps: DiscordActivityDeps = {
        clientId: async () => (await discordConfig()).clientId,
        sdk: loadDiscordSdk,
        exchange: discordToken,
        login: loginWith,
        room: discordRoom,
        language: appLanguage,
      };
      entering = { attempt, work: enterDiscordActivity(deps, (next) => current && setStep(next)) };
    }
    entering.work.then(
      () => {
        if (current) navigate('/player/session', { replace: true });
      },
      (error: unknown) => {
        console.warn('Entering the Discord activity failed', error);
        if (current) setFailure(failureOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, loginWith, navigate]);

  return (
    <main className="discord-activity">
      <Wordmark size="lg" />
      {failure ? (
        <div className="discord-activity__card card" role="alert">
          <h1 className="discord-activity__title">{t('discord.failedTitle')}</h1>
          <p className="discord-activity__text">{t(failure.key, { defaultValue: failure.fallback ?? t(MESSAGE_KEYS.somethingWentWrong) })}</p>
          <Button
            size="lg"
            block
            lockMs={0}
            onClick={() => {
              setFailure(null);
              setStep('connecting');
              setAttempt((n) => n + 1);
            }}
          >
            {t('discord.retry')}
          </Button>
        </div>
      ) : (
        <div className="discord-activity__card card" role="status" aria-live="polite">
          <LoadingDots />
          <p className="discord-activity__step">{t(`discord.step.${step}`)}</p>
        </div>
      )}
    </main>
  );
}
