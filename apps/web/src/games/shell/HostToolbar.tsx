import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Seat } from '@snackparty/engine';
import { MoreVertical, Robot, SkipForward, Stop, TimerSkip } from '../../ui/icons';
import type { HostActions } from './useHostActions';

/** The people whose seats the host may hand to the AI now: not AI players, not already played by it. */
export function seatsForStandIn(seats: readonly Seat[] | undefined): Seat[] {
  return (seats ?? []).filter((seat) => !seat.robot && !seat.standIn);
}

/** Picks a person whose seat the AI plays for now (their phone died, they stepped away). */
function StandInPicker({ open, seats, onClose, onPick }: { open: boolean; seats: readonly Seat[]; onClose: () => void; onPick: (playerId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('standIn.pickTitle')} size="sm">
      <p className="confirm-text">{t('standIn.pickHint')}</p>
      <div className="host-menu">
        {seats.map((seat) => (
          <Button
            key={seat.playerId}
            variant="secondary"
            block
            icon={<Robot />}
            onClick={() => {
              onPick(seat.playerId);
              onClose();
            }}
          >
            {seat.alias}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}

/** Asks before the game is ended for everyone. */
function EndGameConfirm({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('game.endGameTitle')} size="sm">
      <p className="confirm-text">{t('game.endGameQuestion')}</p>
      <div className="confirm-actions">
        <Button variant="ghost" onClick={onClose} lockMs={0} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('game.endGame')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The host's controls during a game: skip the timer, go to the next stage, end the game. Small
 * icon buttons on the shared screen; one "host" button on a phone that opens them.
 */
export function HostToolbar({ actions, size = 'tv', seats }: { actions: HostActions; size?: 'tv' | 'phone'; seats?: readonly Seat[] }) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState(false);
  const [menu, setMenu] = useState(false);
  const [picking, setPicking] = useState(false);
  const people = seatsForStandIn(seats);
  const confirmDialog = (
    <>
      <EndGameConfirm open={confirm} onClose={() => setConfirm(false)} onConfirm={actions.endGame} />
      <StandInPicker open={picking} seats={people} onClose={() => setPicking(false)} onPick={actions.standIn} />
    </>
  );

  if (size === 'phone') {
    return (
      <>
        <button type="button" className="icon-btn host-menu-btn" onClick={() => setMenu(true)} aria-label={t('game.hostControls')} title={t('game.hostControls')}>
          <MoreVertical />
        </button>
        <Dialog open={menu} onClose={() => setMenu(false)} title={t('game.hostControls')} size="sm">
          <div className="host-menu">
            <Button
              variant="secondary"
              block
              icon={<TimerSkip />}
              onClick={() => {
                actions.skipTimer();
                setMenu(false);
              }}
            >
              {t('game.skipTimer')}
            </Button>
            <Button
              variant="secondary"
              block
              icon={<SkipForward />}
              onClick={() => {
                actions.nextStage();
                setMenu(false);
              }}
            >
              {t('game.nextStage')}
            </Button>
            {people.length > 0 ? (
              <Button
                variant="secondary"
                block
                icon={<Robot />}
                lockMs={0}
                onClick={() => {
                  setMenu(false);
                  setPicking(true);
                }}
              >
                {t('standIn.handOver')}
              </Button>
            ) : null}
            <Button
              variant="danger"
              block
              icon={<Stop />}
              lockMs={0}
              onClick={() => {
                setMenu(false);
                setConfirm(true);
              }}
            >
              {t('game.endGame')}
            </Button>
          </div>
        </Dialog>
        {confirmDialog}
      </>
    );
  }
  return (
    <div className="host-toolbar" role="toolbar" aria-label={t('game.hostControls')}>
      <Button variant="ghost" size="sm" icon={<TimerSkip size={22} />} onClick={actions.skipTimer} lockMs={800} className="host-toolbar__btn">
        {t('game.skipTimer')}
      </Button>
      <Button variant="ghost" size="sm" icon={<SkipForward size={22} />} onClick={actions.nextStage} lockMs={800} className="host-toolbar__btn">
        {t('game.nextStage')}
      </Button>
      {people.length > 0 ? (
        <Button variant="ghost" size="sm" icon={<Robot size={22} />} onClick={() => setPicking(true)} lockMs={0} className="host-toolbar__btn">
          {t('standIn.handOver')}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" icon={<Stop size={22} />} onClick={() => setConfirm(true)} lockMs={0} className="host-toolbar__btn host-toolbar__btn--end">
        {t('game.endGame')}
      </Button>
      {confirmDialog}
    </div>
  );
}
