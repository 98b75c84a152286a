import type { CSSProperties } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicGameEntry } from '@snackparty/protocol';
import { GameArt } from '../../games/GameArt';
import { gameInfo } from '../../games/catalogue';
import { appLanguage } from '../../i18n/i18n';
import { LANGUAGE_TAGS } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { ArrowRight, Home, Users } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { QuickPlayButton } from './QuickPlayButton';
import { timeAgo } from './relativeTime';
import { usePublicGames } from './usePublicGames';
import type { PublicFeedConnectionOptions } from './usePublicGames';
import './public-games.css';

/** The created times are read again this often, so "2 minutes ago" stays true while the page is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/publicGames` (spec section 2): the open public rooms, newest first and kept live, each with its
 * game, room code, when it was made, its players and a way in; quick play and hosting beside them.
 */
export function PublicGamesPage({ connection }: { connection?: PublicFeedConnectionOptions } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const { state, retry } = usePublicGames(connection);

  useEffect(() => {
    document.title = `${t('publicGames.title')} · Snackparty`;
  }, [t]);

  return (
    <div className="page public-games">
      <header className="public-games__head">
        <div>
          <h1 className="public-games__title">{t('publicGames.title')}</h1>
          <p className="public-games__lead">{t('publicGames.lead')}</p>
        </div>
        <div className="public-games__actions">
          <QuickPlayButton />
          <Link className="btn btn--secondary btn--lg" to="/">
            <span className="btn__icon" aria-hidden="true">
              <Home size={20} />
            </span>
            <span className="btn__label">{t('publicGames.host')}</span>
          </Link>
        </div>
      </header>

      <section className="card public-games__list" aria-labelledby={`${id}-list`} aria-busy={state.status === 'loading' || undefined}>
        <h2 id={`${id}-list`} className="visually-hidden">
          {t('publicGames.listTitle')}
        </h2>
        {state.status === 'loading' ? (
          <div className="public-games__state">
            <LoadingDots label={t('publicGames.loading')} />
          </div>
        ) : state.status === 'failed' ? (
          <div className="public-games__state" role="alert">
            <p>{t('publicGames.failed')}</p>
            <Button variant="secondary" onClick={retry} lockMs={0}>
              {t('publicGames.retry')}
            </Button>
          </div>
        ) : state.games.length === 0 ? (
          <div className="public-games__state public-games__empty" role="status">
            <span className="public-games__empty-icon" aria-hidden="true">
              <Users size={40} />
            </span>
            <p className="public-games__empty-title">{t('publicGames.empty')}</p>
            <p className="public-games__empty-hint">{t('publicGames.emptyHint')}</p>
          </div>
        ) : (
          <GamesTable games={state.games} />
        )}
      </section>

      <p className="public-games__ask">
        <span>{t('publicGames.askForCode')}</span>{' '}
        <Link className="public-games__ask-link" to="/join">
          {t('publicGames.enterCode')}
        </Link>
      </p>
    </div>
  );
}

/** The codes of rooms that arrived after the list was first shown (they are marked as new). */
function useArrivals(games: PublicGameEntry[]): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const codes = games.map((game) => game.gameCode);
    if (seen.current) {
      const fresh = codes.filter((code) => !seen.current!.has(code));
      if (fresh.length > 0) setArrived(new Set(fresh));
    }
    seen.current = new Set([...(seen.current ?? []), ...codes]);
  }, [games]);
  return arrived;
}

function GamesTable({ games }: { games: PublicGameEntry[] }) {
  const { t } = useTranslation();
  const now = useNow();
  const arrived = useArrivals(games);
  const tag = LANGUAGE_TAGS[appLanguage()];
  return (
    <>
    <p className="visually-hidden" role="status">
      {t('publicGames.count', { count: games.length })}
    </p>
    <table className="public-games__table">
      <thead>
        <tr>
          <th scope="col">{t('publicGames.game')}</th>
          <th scope="col">{t('publicGames.created')}</th>
          <th scope="col">{t('publicGames.players')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('publicGames.join')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const info = gameInfo(game.gameType);
          const name = t(`games.${game.gameType}.name`, { defaultValue: game.gameType });
          const joinPath = `/join/${game.gameCode}`;
          return (
            <tr
              key={game.gameCode}
              className={`public-games__row ${arrived.has(game.gameCode) ? 'is-new' : ''}`}
              style={{ '--game-colour': info.colour } as CSSProperties}
            >
              <td className="public-games__game">
                <div className="public-games__game-inner">
                  <span className="public-games__art">
                    <GameArt type={game.gameType} size={40} />
                  </span>
                  <span className="public-games__names">
                    <Link className="public-games__name" to={joinPath}>
                      {name}
                    </Link>
                    <span className="public-games__code">
                      <span className="visually-hidden">{t('publicGames.roomCode')} </span>
                      {game.gameCode}
                    </span>
                  </span>
                </div>
              </td>
              <td className="public-games__created">
                <time dateTime={game.createdAt} title={new Date(game.createdAt).toLocaleString(tag)}>
                  {timeAgo(game.createdAt, now, tag)}
                </time>
              </td>
              <td className="public-games__players">
                <span aria-hidden="true">
                  <Users size={18} /> {game.playerCount}/{info.limits.max}
                </span>
                <span className="visually-hidden">{t('publicGames.playersLabel', { count: game.playerCount, max: info.limits.max })}</span>
              </td>
              <td className="public-games__join">
                <Link className="btn btn--primary btn--sm" to={joinPath} aria-label={t('publicGames.joinRoom', { game: name, code: game.gameCode })}>
                  <span className="btn__label">{t('publicGames.join')}</span>
                  <span className="btn__icon" aria-hidden="true">
                    <ArrowRight size={18} />
                  </span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
    </>
  );
}
