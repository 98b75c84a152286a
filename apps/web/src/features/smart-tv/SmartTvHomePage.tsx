import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinAddress, useJoinOrigin } from '../../api/joinAddress';
import { Button } from '../../ui/Button';
import { Globe } from '../../ui/icons';
import { Wordmark } from '../../ui/Wordmark';
import { useSession } from '../../app/session';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { BackToRoom } from '../home/BackToRoom';
import { LanguageDialog } from '../layout/LanguageDialog';
import { TvSignInDialog } from './TvSignInDialog';
import './smart-tv.css';

/**
 * The smart-TV home: one big "create room" (as a guest, or signed in by a code a phone confirms) and
 * how the phones join. Works with a remote's arrows and OK.
 */
export function SmartTvHomePage() {
  const { t } = useTranslation();
  const { openCreateGame } = useCreateGame();
  const session = useSession();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const address = joinAddress(useJoinOrigin());
  useEffect(() => {
    document.title = 'Snackparty';
  }, []);
  return (
    <main className="tv-home">
      <header className="tv-home__top">
        <Wordmark size="xl" />
        <div className="tv-home__account">
          {session.isUser ? (
            <>
              <span className="tv-home__signed-in" data-testid="tv-signed-in">
                {t('tvSignIn.signedInAs', { name: session.claims?.name ?? '' })}
              </span>
              <Button variant="ghost" size="lg" onClick={() => void session.logout()} lockMs={0}>
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="lg" onClick={() => setSignInOpen(true)} lockMs={0}>
              {t('tvSignIn.signIn')}
            </Button>
          )}
          <Button variant="ghost" size="lg" icon={<Globe />} onClick={() => setLanguageOpen(true)} lockMs={0}>
            {t('nav.language')}
          </Button>
        </div>
      </header>
      <BackToRoom />
      <div className="tv-home__body">
        <section className="tv-home__create">
          <h1 className="tv-home__title">{t('tv.title')}</h1>
          <p className="tv-home__lead">{t('tv.lead')}</p>
          <Button size="xl" onClick={() => openCreateGame({ tv: true })} autoFocus lockMs={0}>
            {t('home.createRoom')}
          </Button>
        </section>
        <section className="tv-home__how" aria-labelledby="tv-how">
          <h2 id="tv-how">{t('tv.howTitle')}</h2>
          <ol>
            <li>{t('tv.step1')}</li>
            <li>
              {t('tv.step2')} <strong>{address}</strong>
            </li>
            <li>{t('tv.step3')}</li>
          </ol>
        </section>
      </div>
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      {signInOpen && <TvSignInDialog open onClose={() => setSignInOpen(false)} />}
    </main>
  );
}
