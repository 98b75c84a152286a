import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlbumDto, AlbumGame } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { useLoad } from '../profile/useLoad';
import { AlbumEntryCard, nameOfPlayers } from './AlbumEntries';
import { AlbumShare } from './AlbumShare';
import { getAlbum, getAlbumFile, saveFile, type AlbumSource } from './albumApi';
import './album.css';

/** `/album/{roomId}` for the room's people, `/album/shared/{token}` for anyone holding the link. */
export function AlbumPage() {
  const { t } = useTranslation();
  const params = useParams();
  const source: AlbumSource | null = params.token ? { token: params.token } : Number.isInteger(Number(params.roomId)) && Number(params.roomId) > 0 ? { roomId: Number(params.roomId) } : null;
  const key = params.token ?? params.roomId ?? '';
  const [album] = useLoad((signal) => (source ? getAlbum(source, signal) : Promise.reject(new Error('no album'))), [key]);

  useEffect(() => {
    document.title = `${t('album.title')} · Snackparty`;
  }, [t]);

  if (album.status === 'loading') {
    return (
      <div className="page album-page album-page--loading">
        <LoadingDots label={t('album.loading')} />
      </div>
    );
  }
  if (!source || album.status === 'failed') {
    return (
      <div className="page album-page">
        <section className="card album-problem">
          <h1>{t('album.title')}</h1>
          <p role="alert">{t(source && album.status === 'failed' ? accountErrorKey(album.error) : 'album.not_found')}</p>
          <Link className="btn btn--secondary btn--md" to="/">
            {t('common.goHome')}
          </Link>
        </section>
      </div>
    );
  }
  return <Album album={album.value} source={source} />;
}

function Album({ album, source }: { album: AlbumDto; source: AlbumSource }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const nameOf = nameOfPlayers(album.players, t('album.theAi'));
  const fileStem = `snackparty-${album.gameCode.toLowerCase()}`;
  const downloadHtml = async () => {
    setSaving(true);
    try {
      saveFile(new Blob([await getAlbumFile(source)], { type: 'text/html' }), `${fileStem}-album.html`);
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="page album-page">
      <header className="album-head">
        <div>
          <h1 className="album-head__title">{t('album.title')}</h1>
          <p className="album-head__meta">{t('album.roomOf', { code: album.gameCode, date: formatDate(album.createdAt) ?? '' })}</p>
        </div>
        <Button variant="secondary" busy={saving} onClick={downloadHtml} disabled={album.games.length === 0}>
          {t('album.downloadHtml')}
        </Button>
      </header>
      {album.viewerIsHost && 'roomId' in source ? <AlbumShare roomId={source.roomId} /> : null}
      {album.games.length === 0 ? <p className="card album-empty">{t('album.empty')}</p> : null}
      <ol className="album-games">
        {album.games.map((game, i) => (
          <li key={game.gameId} className="album-game card" data-testid="album-game">
            <GameHeading game={game} index={i + 1} album={album} />
            <div className="album-game__entries">
              {game.entries.map((entry) => (
                <AlbumEntryCard key={entry.key} entry={entry} nameOf={nameOf} fileStem={fileStem} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The game's name and its podium: the first three places with their avatars. */
function GameHeading({ game, index, album }: { game: AlbumGame; index: number; album: AlbumDto }) {
  const { t } = useTranslation();
  const players = new Map(album.players.map((p) => [p.playerId, p]));
  return (
    <header className="album-game__head">
      <h2 className="album-game__title">
        <span className="album-game__number">{index}</span> {t(`games.${game.gameType}.name`, { defaultValue: game.gameType })}
      </h2>
      <ol className="album-podium" aria-label={t('album.podium')}>
        {game.podium.slice(0, 3).map((place) => {
          const player = players.get(place.playerId);
          return (
            <li key={place.playerId} className={`album-podium__place album-podium__place--${place.place}`}>
              <span className="album-podium__rank">{t('album.place', { place: place.place })}</span>
              <Avatar src={player?.avatarSrc ?? null} name={player?.alias ?? '?'} size={48} decorative />
              <span className="album-podium__name">{player?.alias ?? '?'}</span>
              <span className="album-podium__score">{t('album.points', { count: place.score })}</span>
            </li>
          );
        })}
      </ol>
    </header>
  );
}
