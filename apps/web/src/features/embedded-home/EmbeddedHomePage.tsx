import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Wordmark } from '../../ui/Wordmark';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { DiscordActivity } from '../discord/DiscordActivity';
import { BackToRoom } from '../home/BackToRoom';
import { RoomCodeBox } from '../home/RoomCodeBox';
import '../home/home.css';
import { entersDiscordRoom } from './embedding';
import './embedded-home.css';

/**
 * The home inside the native app shell or a chat app (spec: the embedded home): the two ways into a
 * room and nothing else. Launched by Discord, it goes straight into the activity's room.
 */
export function EmbeddedHomePage() {
  return entersDiscordRoom() ? <DiscordActivity /> : <WaysIn />;
}

function WaysIn() {
  const { t } = useTranslation();
  const { openCreateGame } = useCreateGame();
  useEffect(() => {
    document.title = 'Snackparty';
  }, []);
  return (
    <main className="embedded-home">
      <header className="embedded-home__top">
        <Wordmark size="lg" />
      </header>
      <BackToRoom />
      <div className="embedded-home__ways">
        <section className="embedded-home__way card" aria-labelledby="embedded-join">
          <h1 id="embedded-join" className="embedded-home__title">
            {t('embeddedHome.joinTitle')}
          </h1>
          <RoomCodeBox />
        </section>
        <section className="embedded-home__way card" aria-labelledby="embedded-host">
          <h2 id="embedded-host" className="embedded-home__title">
            {t('embeddedHome.hostTitle')}
          </h2>
          <p className="embedded-home__text">{t('embeddedHome.hostText')}</p>
          <Button size="xl" block onClick={() => openCreateGame()} lockMs={0}>
            {t('home.createRoom')}
          </Button>
        </section>
      </div>
    </main>
  );
}
