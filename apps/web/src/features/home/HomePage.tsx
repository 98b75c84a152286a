import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Robot, Sparkle } from '../../ui/icons';
import { hostableGameTypes } from '../../games/catalogue';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { BackToRoom } from './BackToRoom';
import { GameCarousel } from './GameCarousel';
import { HowToPlay } from './HowToPlay';
import { RoomCodeBox } from './RoomCodeBox';
import './home.css';

/** The marketing home: what it is, the games, how to play, and the ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { openCreateGame } = useCreateGame();

  useEffect(() => {
    document.title = `Snackparty · ${t('home.titleShort')}`;
  }, [t]);
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="home">
      <section className="home-hero">
        <BackToRoom />
        <div className="home-hero__inner page">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">
              <Sparkle size={18} /> {t('home.eyebrow')}
            </p>
            <h1 className="home-hero__title">{t('home.heroTitle')}</h1>
            <p className="home-hero__lead">{t('home.heroText')}</p>
            <div className="home-hero__actions">
              <Button size="xl" onClick={() => openCreateGame()} lockMs={0}>
                {t('home.createRoom')}
              </Button>
            </div>
          </div>
          <div className="home-hero__join card">
            <RoomCodeBox />
          </div>
        </div>
      </section>

      <section id="games" className="page home-section" aria-labelledby="games-title">
        <h2 id="games-title" className="home-section__title">
          {t('home.gamesTitle')}
        </h2>
        <p className="home-section__lead">{t('home.gamesLead', { gameCount: hostableGameTypes(false).length })}</p>
        <GameCarousel />
      </section>

      <section id="how-to-play" className="page home-section" aria-labelledby="how-title">
        <h2 id="how-title" className="home-section__title">
          {t('home.howTitle')}
        </h2>
        <HowToPlay />
      </section>

      <section id="about" className="page home-section home-split" aria-labelledby="ai-title">
        <div className="card home-ai">
          <span className="home-ai__icon" aria-hidden="true">
            <Robot size={44} />
          </span>
          <h2 id="ai-title">{t('home.aiTitle')}</h2>
          <p>{t('home.aiText')}</p>
        </div>
        <div className="card">
          <h2>{t('home.aboutTitle')}</h2>
          <p>{t('home.aboutText')}</p>
        </div>
      </section>

      <section id="pricing" className="page home-section" aria-labelledby="pricing-title">
        <div className="card home-pricing">
          <h2 id="pricing-title">{t('home.pricingTitle')}</h2>
          <p>{t('home.pricingText')}</p>
          <Button onClick={() => openCreateGame()} lockMs={0}>
            {t('home.createRoom')}
          </Button>
        </div>
      </section>
    </div>
  );
}
