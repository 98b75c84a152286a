import { useTranslation } from 'react-i18next';
import type { GameType } from '@snackparty/protocol';
import { GameArt } from '../../games/GameArt';
import { gameInfo } from '../../games/catalogue';
import { LoadingDots } from '../../ui/Spinner';
import type { CSSProperties, ReactNode } from 'react';

/** "Game starting": the game's art and name, and what to do now. */
export function GameStarting({ gameType, message, children, size = 'tv' }: { gameType: GameType | null; message: string; children?: ReactNode; size?: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  // Before the room says which game it plays, the card shows no game at all.
  const style = gameType ? ({ '--game-colour': gameInfo(gameType).colour } as CSSProperties) : undefined;
  return (
    <section className={`game-starting game-starting--${size}`} style={style} aria-live="polite">
      {gameType ? (
        <div className="game-starting__art">
          <GameArt type={gameType} size={size === 'tv' ? 220 : 120} />
        </div>
      ) : null}
      <p className="game-starting__eyebrow">{t('lobby.gameStarting')}</p>
      {gameType ? <h1 className="game-starting__title">{t(`games.${gameType}.name`)}</h1> : null}
      <p className="game-starting__message">{message}</p>
      <LoadingDots />
      {children}
    </section>
  );
}
