import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@snackparty/protocol';
import { GameArt } from '../GameArt';
import { gameInfo } from '../catalogue';
import { PLAYABLE_GAME_TYPES } from '../registry';

/** The playable game types to pick from; the current one is marked. */
export function GamePicker({ current, onPick }: { current: string | null; onPick: (type: GameType) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="game-picker" aria-label={t('game.pickGame')}>
      {PLAYABLE_GAME_TYPES.map((type) => {
        const info = gameInfo(type);
        const isCurrent = current === type;
        return (
          <li key={type}>
            <button type="button" className={`game-picker__item ${isCurrent ? 'is-current' : ''}`} style={{ '--game-colour': info.colour } as CSSProperties} onClick={() => onPick(type)}>
              <span className="game-picker__art" aria-hidden="true">
                <GameArt type={type} size={64} />
              </span>
              <span className="game-picker__text">
                <span className="game-picker__name">{t(`games.${type}.name`)}</span>
                <span className="game-picker__desc">{t(`games.${type}.description`)}</span>
              </span>
              {isCurrent ? <span className="badge">{t('game.current')}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
