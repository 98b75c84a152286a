import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Robot, Sparkle } from '../../ui/icons';
import { hostableGameTypes } from '../../games/catalogue';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { useShowPricing } from '../layout/PaymentsEnabled';
import { BackToRoom } from './BackToRoom';
import { GameCarousel } from './GameCarousel';
import { HowToPlay } from './HowToPlay';
import { RoomCodeBox } from './RoomCodeBox';
import { QuickPlayButton } from '../public-games/QuickPlayButton';
import './home.css';

/** The marketing home: what it is, the games, how to play, and the ways in. */
export function HomePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { openCreateGame } = useCreateGame();
  const showPricing = useShowPricing();

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
              <QuickPlayButton size="xl" variant="secondary" />
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
        <p className="home-section__more">
          <Link to="/games">{t('site.home.allGames')}</Link>
        </p>
      </section>

      <section id="how-to-play" className="page home-section" aria-labelledby="how-title">
        <h2 id="how-title" className="home-section__title">
          {t('home.howTitle')}
        </h2>
        <HowToPlay />
        <p className="home-section__more">
          <Link to="/howToPlay">{t('site.home.moreWays')}</Link>
        </p>
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
          <p className="home-section__more">
            <Link to="/about">{t('site.home.aboutMore')}</Link>
          </p>
        </div>
      </section>

      {showPricing ? (
        <section id="pricing" className="page home-section" aria-labelledby="pricing-title">
          <div className="card home-pricing">
            <h2 id="pricing-title">{t('home.pricingTitle')}</h2>
            <p>{t('site.home.pricingText')}</p>
            <Link className="btn btn--primary btn--md" to="/payment">
              {t('site.home.seePlans')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
