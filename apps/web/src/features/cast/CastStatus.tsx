import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Tv } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { CastIcon } from './CastIcon';
import type { CastLinkApi } from './useCastLink';

/** The remote's line about the TV: what it is casting to, or that the cast ended and what to do now. */
export function CastStatus({ cast, onOpenHere }: { cast: CastLinkApi; onOpenHere: () => void }) {
  const { t } = useTranslation();
  const device = cast.deviceName ?? t('cast.deviceFallback');
  if (cast.status === 'checking') return null;
  if (cast.status === 'casting' || cast.status === 'connecting') {
    return (
      <p className="cast-status" role="status">
        <CastIcon size={22} />
        <span>{cast.status === 'connecting' ? t('cast.remote.connecting') : t('cast.remote.castingTo', { device })}</span>
        {cast.status === 'connecting' ? <LoadingDots /> : null}
      </p>
    );
  }
  const ended = cast.status === 'ended';
  return (
    <section className="cast-ended card" role={ended ? 'alert' : undefined} aria-labelledby="cast-ended-title">
      <h2 id="cast-ended-title" className="cast-ended__title">
        {ended ? t('cast.remote.endedTitle', { device }) : t('cast.remote.unavailableTitle')}
      </h2>
      <p className="cast-ended__text">{ended ? t('cast.remote.endedText') : t('cast.remote.unavailableText')}</p>
      <div className="cast-ended__buttons">
        {ended ? (
          <Button icon={<CastIcon />} onClick={cast.castAgain} block>
            {t('cast.remote.castAgain')}
          </Button>
        ) : null}
        <Button variant="secondary" icon={<Tv />} onClick={onOpenHere} lockMs={0} block>
          {t('cast.remote.openHere')}
        </Button>
      </div>
    </section>
  );
}
