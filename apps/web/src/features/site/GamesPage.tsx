import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameOverview } from './GameOverview';
import { gameTypeOfSegment, siteGameTypes } from './gamePaths';
import './site.css';

/** `/games` and `/games/{type}`: the games one by one, each with its live example. */
export function GamesPage() {
  const { t } = useTranslation();
  const { gameType } = useParams();
  const types = siteGameTypes();
  const current = gameType === undefined ? types[0] : gameTypeOfSegment(gameType, types);

  useEffect(() => {
    if (current) document.title = `${t(`games.${current}.name`)} · Snackparty`;
  }, [t, current]);

  if (!current) return <Navigate to="/games" replace />;
  return (
    <div className="page site-page site-games">
      <header className="site-page__header">
        <h1 className="site-page__title">{t('site.games.title')}</h1>
        <p className="site-page__lead">{t('site.games.lead', { gameCount: types.length })}</p>
      </header>
      <GameOverview types={types} current={current} />
    </div>
  );
}
