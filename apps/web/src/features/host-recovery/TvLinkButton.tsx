import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { HostScreenLinkResponse } from '@snackparty/protocol';
import { errorMessageKey } from '../../api/errors';
import { useJoinOrigin } from '../../api/joinAddress';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Tv } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { showHostScreenLink } from './hostScreenApi';
import './host-recovery.css';

/**
 * "Show the TV link" on the host's phone: a fresh single-use link (as a QR code and as text) that
 * makes another browser the room's host screen, for when the TV closed or a new one is wanted. Each
 * show makes a new link; the one shown before stops working.
 */
export function TvLinkButton({ code, compact = false }: { code: string; /** An icon alone, for the phone's top bar. */ compact?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const origin = useJoinOrigin();
  const [link, setLink] = useState<HostScreenLinkResponse | null>(null);

  const show = async () => {
    try {
      setLink(await showHostScreenLink(code));
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { kind: 'error' });
    }
  };

  const url = link ? `${origin}${link.path}` : '';
  const minutes = link ? Math.max(1, Math.round((Date.parse(link.expiresAt) - Date.now()) / 60_000)) : 0;
  return (
    <>
      {compact ? (
        <button type="button" className="icon-btn" onClick={show} aria-label={t('hostRecovery.showTvLink')} title={t('hostRecovery.showTvLink')} data-testid="show-tv-link">
          <Tv />
        </button>
      ) : (
        <Button variant="secondary" size="sm" icon={<Tv />} onClick={show} data-testid="show-tv-link">
          {t('hostRecovery.showTvLink')}
        </Button>
      )}
      <Dialog open={link !== null} onClose={() => setLink(null)} title={t('hostRecovery.tvLinkTitle')} className="tv-link">
        <p className="tv-link__how">{t('hostRecovery.tvLinkHow')}</p>
        <div className="tv-link__code">
          {link ? <QRCodeSVG value={url} size={280} level="M" marginSize={3} bgColor="#ffffff" fgColor="#15131c" title={t('hostRecovery.tvLinkQrTitle', { code })} /> : null}
        </div>
        <a className="tv-link__url" href={url} data-testid="tv-link-url" target="_blank" rel="noreferrer">
          {url}
        </a>
        <p className="tv-link__note">{t('hostRecovery.tvLinkNote', { minutes })}</p>
      </Dialog>
    </>
  );
}
