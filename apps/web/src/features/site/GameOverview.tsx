import { useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@snackparty/protocol';
import { GameArt } from '../../games/GameArt';
import { gameInfo } from '../../games/catalogue';
import { LiveDemo } from '../../games/demo/LiveDemo';
import { Button } from '../../ui/Button';
import { ChevronLeft, ChevronRight, Clock, Info, Users } from '../../ui/icons';
import { stepIndex, swipeDirection } from '../../ui/carousel';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { GameRulesDialog } from './GameRulesDialog';
import { gamePath } from './gamePaths';

/**
 * One game at a time: its picture, players and time, what it is, its live example, and the ways to
 * play it. The arrows (and the arrow keys, and a swipe) cycle through the games, and the address
 * follows (`/games/{type}`), so every game has a link of its own.
 */
export function GameOverview({ types, current }: { types: readonly GameType[]; current: GameType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openCreateGame } = useCreateGame();
  const [rulesOpen, setRulesOpen] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const index = Math.max(0, types.indexOf(current));
  const previous = types[stepIndex(index, -1, types.length)]!;
  const next = types[stepIndex(index, 1, types.length)]!;
  const info = gameInfo(current);
  const name = t(`games.${current}.name`);

  const go = (type: GameType) => navigate(gamePath(type));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.key === 'ArrowLeft') go(previous);
    else if (event.key === 'ArrowRight') go(next);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, 60);
    if (direction !== 0) go(direction > 0 ? next : previous);
  };

  return (
    <section className="game-overview" aria-roledescription={t('site.games.carousel')} aria-label={t('site.games.carouselLabel')} onKeyDown={onKeyDown}>
      <div className="game-overview__nav">
        <button type="button" className="icon-btn game-overview__arrow" onClick={() => go(previous)} aria-label={t('site.games.previous', { game: t(`games.${previous}.name`) })}>
          <ChevronLeft size={28} />
        </button>
        <ol className="game-overview__dots">
          {types.map((type) => (
            <li key={type}>
              <Link
                to={gamePath(type)}
                className={`game-overview__dot ${type === current ? 'is-current' : ''}`}
                aria-current={type === current ? 'page' : undefined}
                aria-label={t(`games.${type}.name`)}
                style={{ '--game-colour': gameInfo(type).colour } as CSSProperties}
              >
                <GameArt type={type} size={28} />
              </Link>
            </li>
          ))}
        </ol>
        <button type="button" className="icon-btn game-overview__arrow" onClick={() => go(next)} aria-label={t('site.games.next', { game: t(`games.${next}.name`) })}>
          <ChevronRight size={28} />
        </button>
      </div>
      <article
        key={current}
        className="game-overview__slide"
        aria-roledescription={t('site.games.slide')}
        aria-labelledby="game-overview-title"
        data-game={current}
        style={{ '--game-colour': info.colour } as CSSProperties}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="game-overview__info">
          <div className="game-overview__head">
            <span className="game-overview__logo">
              <GameArt type={current} size={88} />
            </span>
            <div>
              <p className="game-overview__position">{t('site.games.position', { n: index + 1, total: types.length })}</p>
              <h2 id="game-overview-title" className="game-overview__name">
                {name}
              </h2>
            </div>
          </div>
          <ul className="game-overview__facts">
            <li>
              <Users size={20} /> {t('games.players', { ...info.limits })}
            </li>
            <li>
              <Clock size={20} /> {t('games.minutes', info.minutes)}
            </li>
          </ul>
          <p className="game-overview__desc">{t(`games.${current}.description`)}</p>
          <div className="game-overview__actions">
            <Button onClick={() => openCreateGame({ gameType: current })} lockMs={0} aria-label={t('home.createRoomFor', { game: name })}>
              {t('home.createRoom')}
            </Button>
            <Button variant="secondary" icon={<Info size={20} />} onClick={() => setRulesOpen(true)} lockMs={0} aria-haspopup="dialog">
              {t('site.games.howToPlay')}
            </Button>
          </div>
        </div>
        <div className="game-overview__demo">
          <LiveDemo gameType={current} />
        </div>
      </article>
      {rulesOpen ? <GameRulesDialog type={current} onClose={() => setRulesOpen(false)} /> : null}
    </section>
  );
}
