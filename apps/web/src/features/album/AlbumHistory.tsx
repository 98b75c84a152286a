import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../../ui/Spinner';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { useLoad } from '../profile/useLoad';
import { getMyAlbums } from './albumApi';

/** The profile's list of party albums: the rooms the user hosted or played in, newest first. */
export function AlbumHistory() {
  const { t } = useTranslation();
  const id = useId();
  const [albums] = useLoad((signal) => getMyAlbums(signal), []);
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('album.history')}
      </h2>
      {albums.status === 'loading' ? (
        <LoadingDots label={t('album.loading')} />
      ) : albums.status === 'failed' ? (
        <p role="alert">{t(accountErrorKey(albums.error))}</p>
      ) : albums.value.albums.length === 0 ? (
        <p className="field__hint">{t('album.historyEmpty')}</p>
      ) : (
        <ul className="album-history">
          {albums.value.albums.map((album) => (
            <li key={album.roomId} className="album-history__item">
              <Link to={`/album/${album.roomId}`} className="album-history__link">
                {t('album.roomOf', { code: album.gameCode, date: formatDate(album.createdAt) ?? '' })}
              </Link>
              <span className="album-history__meta">
                {album.gameTypes.map((type) => t(`games.${type}.name`, { defaultValue: type })).join(' · ')}
                {album.hosted ? ` · ${t('album.hosted')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
