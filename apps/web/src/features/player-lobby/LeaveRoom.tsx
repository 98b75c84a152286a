import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REST } from '@snackparty/protocol';
import { http } from '../../api/http';
import { isApiError } from '../../api/errors';
import { clearGameSession } from '../../storage/storage';
import { Button, IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LogOut } from '../../ui/icons';
import { useToast } from '../../ui/toast';

/**
 * A player leaves the room from the phone, after saying yes: the seat is given up (the game goes on
 * without it), the stored room is forgotten and the phone goes home. The code still lets them back in
 * as a new player.
 */
export function LeaveRoomButton({ code, playerId }: { code: string; playerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    try {
      await http.post(REST.gameSession.quit(code, playerId), {});
    } catch (error) {
      // A seat that is already gone (kicked, the room over) needs no quitting: the phone leaves anyway.
      const gone = isApiError(error) && (error.status === 404 || error.status === 410);
      if (!gone) {
        setBusy(false);
        toast.show(t(isApiError(error) && error.messageKey ? error.messageKey : 'error.something_went_wrong'), { kind: 'error' });
        return;
      }
    }
    clearGameSession();
    setAsking(false);
    navigate('/', { replace: true });
  };

  return (
    <>
      <IconButton label={t('player.leave')} className="player-leave" onClick={() => setAsking(true)}>
        <LogOut size={22} />
      </IconButton>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t('player.leaveTitle')} size="sm">
        <div className="leave-confirm">
          <p>{t('player.leaveQuestion', { code })}</p>
          <div className="leave-confirm__actions">
            <Button variant="ghost" lockMs={0} autoFocus onClick={() => setAsking(false)}>
              {t('player.stay')}
            </Button>
            <Button variant="danger" busy={busy} onClick={leave}>
              {t('player.leaveConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
