import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LogOut, Repeat, Swap } from '../../ui/icons';
import { AlbumQr } from '../../features/album/AlbumQr';
import { GamePicker } from './GamePicker';
import type { HostActions } from './useHostActions';

/**
 * After the podium, the host chooses: the same game again, another game, or the end of the room. The
 * TV (given the room's code) also shows the QR to the room's party album, and again as the room is
 * about to end.
 */
export function EndOfGame({ actions, gameType, size = 'tv', code }: { actions: HostActions; gameType: string | null; size?: 'tv' | 'phone'; code?: string | null }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [exiting, setExiting] = useState(false);
  return (
    <div className={`end-of-game end-of-game--${size}`}>
      {size === 'tv' && code ? <AlbumQr code={code} /> : null}
      <Button size={size === 'tv' ? 'xl' : 'lg'} icon={<Repeat />} onClick={actions.newGameSamePlayers} block={size === 'phone'}>
        {t('game.newGameSamePlayers')}
      </Button>
      <Button variant="secondary" size={size === 'tv' ? 'lg' : 'md'} icon={<Swap />} onClick={() => setPicking(true)} lockMs={0} block={size === 'phone'}>
        {t('game.chooseAnotherGame')}
      </Button>
      <Button variant="ghost" size={size === 'tv' ? 'lg' : 'md'} icon={<LogOut />} onClick={() => setExiting(true)} lockMs={0} block={size === 'phone'}>
        {t('game.exit')}
      </Button>
      <Dialog open={picking} onClose={() => setPicking(false)} title={t('game.pickGame')}>
        <GamePicker
          current={gameType}
          onPick={(type) => {
            actions.newGameType(type);
            setPicking(false);
          }}
        />
      </Dialog>
      <Dialog open={exiting} onClose={() => setExiting(false)} title={t('game.exitTitle')} size="sm">
        <p className="confirm-text">{t('game.exitQuestion')}</p>
        {size === 'tv' && code ? <AlbumQr code={code} /> : null}
        <div className="confirm-actions">
          <Button variant="ghost" onClick={() => setExiting(false)} lockMs={0} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              actions.exitGame();
              setExiting(false);
            }}
          >
            {t('game.exit')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
