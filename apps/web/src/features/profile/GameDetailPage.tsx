import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProfileGame } from '../../api/account';
import { Avatar } from '../../ui/Avatar';
import { ArrowLeft, Robot } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { DrawingPreview } from './DrawingPreview';
import { useLoad } from './useLoad';
import '../account/account.css';
import './profile.css';

/** `/user/{userId}/games/{gameId}`: the final table of one game and the drawings kept from it. */
export function GameDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = Number(params.userId);
  const gameId = Number(params.gameId);
  const [game] = useLoad((signal) => getProfileGame(userId, gameId, signal), [userId, gameId]);

  useEffect(() => {
    document.title = `${t('profile.gameTitle')} · Snackparty`;
  }, [t]);

  const back = (
    <Link className="account-link profile-back" to={`/user/${userId}`}>
      <ArrowLeft size={18} /> {t('profile.backToProfile')}
    </Link>
  );
  if (game.status === 'loading') {
    return (
      <div className="page profile-page profile-page--loading">
        <LoadingDots label={t('profile.loading')} />
      </div>
    );
  }
  if (game.status === 'failed') {
    return (
      <div className="page profile-page">
        {back}
        <p role="alert">{t(accountErrorKey(game.error))}</p>
      </div>
    );
  }
  const detail = game.value;
  const players = [...detail.players].sort((a, b) => b.score - a.score);
  return (
    <div className="page profile-page">
      {back}
      <header className="card profile-section">
        <h1 className="profile-head__name">{t(`games.${detail.gameType}.name`, { defaultValue: detail.gameType })}</h1>
        <p className="profile-head__meta">
          {formatDate(detail.createdAt)} · {t('profile.roomCode', { code: detail.gameCode })} · {t('profile.playerCount', { count: detail.playerCount })}
        </p>
      </header>
      <section className="card profile-section" aria-labelledby="game-players-title">
        <h2 id="game-players-title" className="profile-section__title">
          {t('profile.finalScores')}
        </h2>
        <ol className="profile-players" aria-labelledby="game-players-title">
          {players.map((player, index) => (
            <li key={player.playerId} className="profile-players__row">
              <span className="profile-players__place">{index + 1}</span>
              <Avatar src={player.avatarSrc} name={player.alias} size={44} decorative />
              <span className="profile-players__alias">
                {player.alias}
                {player.robot ? (
                  <span className="visually-hidden">{t('profile.robot')}</span>
                ) : null}
              </span>
              {player.robot ? (
                <span className="profile-players__robot" aria-hidden="true">
                  <Robot size={18} />
                </span>
              ) : null}
              <span className="profile-players__score">{player.score}</span>
            </li>
          ))}
        </ol>
      </section>
      {detail.drawings.length > 0 ? (
        <section className="card profile-section" aria-labelledby="game-drawings-title">
          <h2 id="game-drawings-title" className="profile-section__title">
            {t('profile.drawings')}
          </h2>
          <ul className="profile-drawings">
            {detail.drawings.map((drawing) => (
              <li key={drawing.drawingId} className="profile-drawings__item">
                <DrawingPreview saveData={drawing.saveData} label={t('profile.drawingOf', { word: drawing.word, painter: drawing.painterAlias })} />
                <p className="profile-drawings__caption">
                  <strong>{drawing.word}</strong>
                  <span>
                    <Avatar src={drawing.painterAvatarSrc} name={drawing.painterAlias} size={24} decorative /> {drawing.painterAlias}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
