import { useTranslation } from 'react-i18next';
import type { GameSessionDto } from '@snackparty/protocol';
import { errorMessageKey } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Crown } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { handHostBack } from './hostScreenApi';

/**
 * For a player who was handed the host's rights when the owner's phone went away: gives them back to
 * the room's original owner. Nothing gives them back by itself.
 */
export function HandHostBackButton({ code, onHandedBack }: { code: string; onHandedBack: (session: GameSessionDto) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handBack = async () => {
    try {
      onHandedBack(await handHostBack(code));
      toast.show(t('hostRecovery.handedBack'), { kind: 'success' });
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { kind: 'error' });
    }
  };
  return (
    <Button variant="secondary" size="sm" icon={<Crown />} onClick={handBack} data-testid="hand-host-back">
      {t('hostRecovery.handBack')}
    </Button>
  );
}
