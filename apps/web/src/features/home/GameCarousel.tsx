import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { hostableGameTypes } from '@snackparty/games/manifests';
import type { GameType } from '@snackparty/protocol';
import { GameArt } from '../../games/GameArt';
import { gameInfo } from '../../games/catalogue';
import { Button } from '../../ui/Button';
import { ChevronLeft, ChevronRight, Clock, Users } from '../../ui/icons';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { GameRulesDialog } from '../site/GameRulesDialog';
import { gamePath } from '../site/gamePaths';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The games as cards in a scrolling row: players, time, "create room" and the game's how-to-play on each. */
export function GameCarousel() {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { openCreateGame } = useCreateGame();
  // The arrows only when the cards do not all fit (a wide screen shows the few playable games whole).
  const [overflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);

  const scroll = (direction: -1 | 1) => {
    const el = list.current;
    if (!el) return;
    const card = el.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 20 : el.clientWidth * 0.8;
    el.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className="game-carousel">
      <div className={`game-carousel__nav ${overflowing ? '' : 'is-idle'}`}>
        <button type="button" className="icon-btn game-carousel__arrow" onClick={() => scroll(-1)} aria-label={t('home.previousGames')}>
          <ChevronLeft size={28} />
        </button>
        <button type="button" className="icon-btn game-carousel__arrow" onClick={() => scroll(1)} aria-label={t('home.nextGames')}>
          <ChevronRight size={28} />
        </button>
      </div>
      <ul className="game-carousel__list" ref={list}>
        {hostableGameTypes(false).map((type) => (
          <GameCard key={type} type={type} onCreate={() => openCreateGame({ gameType: type })} />
        ))}
      </ul>
    </div>
  );
}

function GameCard({ type, onCreate }: { type: GameType; onCreate: () => void }) {
  const { t } = useTranslation();
  const [rulesOpen, setRulesOpen] = useState(false);
  const info = gameInfo(type);
  const titleId = `game-${type}`;
  return (
    <li className="game-card" style={{ '--game-colour': info.colour } as CSSProperties}>
      <article aria-labelledby={titleId} className="game-card__inner">
        <div className="game-card__art">
          <GameArt type={type} size={120} />
        </div>
        <div className="game-card__body">
          <h3 id={titleId} className="game-card__name">
            <Link to={gamePath(type)} className="game-card__link">
              {t(`games.${type}.name`)}
            </Link>
          </h3>
          <p className="game-card__desc">{t(`games.${type}.description`)}</p>
          <ul className="game-card__facts">
            <li>
              <Users size={18} /> {t('games.players', { ...info.limits })}
            </li>
            <li>
              <Clock size={18} /> {t('games.minutes', info.minutes)}
            </li>
          </ul>
          <Button variant="secondary" block onClick={onCreate} lockMs={0} aria-label={t('home.createRoomFor', { game: t(`games.${type}.name`) })}>
            {t('home.createRoom')}
          </Button>
          <Button variant="ghost" size="sm" block onClick={() => setRulesOpen(true)} lockMs={0} aria-haspopup="dialog" aria-label={t('site.games.rulesTitle', { game: t(`games.${type}.name`) })}>
            {t('site.games.howToPlay')}
          </Button>
        </div>
      </article>
      {rulesOpen ? <GameRulesDialog type={type} onClose={() => setRulesOpen(false)} /> : null}
    </li>
  );
}
