import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPlayableGameType } from '@snackparty/games/manifests';
import { isLanguage, normalizeGameType } from '@snackparty/protocol';
import { consumeLoginToken } from '../../api/account';
import { createGame } from '../../api/endpoints';
import { createSmartTvSession } from '../../api/smartTv';
import { isApiError } from '../../api/errors';
import { useSession } from '../../app/session';
import { appLanguage, changeLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { Wordmark } from '../../ui/Wordmark';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { runCreate } from '../create-game/createFlow';
import { rememberHostedRoom } from '../create-game/hostedRoom';
import './smart-tv.css';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `/autoCreate?token&language[&gameType]`: a TV app's link that opens a room at once. The token is a
 * single-use sign-in token (it leaves the address bar at once); the language is the room's. With a
 * game type the room is created and its screen opened; without one the TV picks the game.
 */
export function AutoCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { openCreateGame } = useCreateGame();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const language = params.get('language');
    const gameType = normalizeGameType(params.get('gameType') ?? '');
    // The token is spent below; keep it out of the history and of anything that reads the address.
    window.history.replaceState(window.history.state, '', '/autoCreate');
    void (async () => {
      try {
        if (language && isLanguage(language) && language !== appLanguage()) await changeLanguage(language);
        if (token) await session.loginWith(await consumeLoginToken(token));
        else if (!(await session.ensureToken())) throw new Error('no token');
        if (!gameType || !isPlayableGameType(gameType)) {
          navigate('/smarttvhome?tv=1', { replace: true });
          openCreateGame({ tv: true });
          return;
        }
        const { session: created } = await runCreate(
          { createSession: (input) => createSmartTvSession({ language: input.language, initialGameType: input.initialGameType }), createGame, sleep },
          { language: appLanguage(), hostType: 'SMART_TV', gameType },
        );
        rememberHostedRoom(created, gameType);
        navigate('/host/session', { replace: true });
      } catch (error) {
        setProblem(isApiError(error) && error.messageKey ? error.messageKey : 'error.create_game_failed');
      }
    })();
  }, [params, navigate, session, openCreateGame]);

  return (
    <main className="tv-home tv-auto-create">
      <Wordmark size="xl" />
      {problem ? (
        <div className="tv-auto-create__problem">
          <p role="alert">{t(problem)}</p>
          <Button size="xl" autoFocus onClick={() => navigate('/smarttvhome?tv=1', { replace: true })} lockMs={0}>
            {t('autoCreate.toHome')}
          </Button>
        </div>
      ) : (
        <p className="tv-auto-create__working" role="status">
          {t('autoCreate.working')} <LoadingDots />
        </p>
      )}
    </main>
  );
}
