import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { joinAddress, useJoinOrigin } from '../../api/joinAddress';
import { copyText } from '../layout/clipboard';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Copy, QrCode, Share } from '../../ui/icons';
import { useToast } from '../../ui/toast';

/** Whether this browser has a share sheet (phones mostly do; most desktop browsers do not). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * For the host who plays on a phone (no shared screen shows a code or a QR): the room's join link as
 * a big QR code for friends to scan from this screen, the phone's share sheet, and a copy of the link.
 * The link is the same one the shared screen's lobby shows.
 */
export function InviteFriends({ code }: { code: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const origin = useJoinOrigin();
  const link = `${origin}/join/${code}`;
  const [showQr, setShowQr] = useState(false);

  const copy = async () => {
    if (await copyText(link)) toast.show(t('player.linkCopied'), { kind: 'success' });
    else toast.show(t('player.copyFailed', { link }), { kind: 'error', durationMs: 8000 });
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Snackparty', text: t('player.shareText', { code }), url: link });
    } catch (error) {
      // Closing the share sheet is no failure; a sheet that cannot open leaves the copy.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <section className="invite card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="invite__title">
        {t('player.inviteTitle')}
      </h2>
      <p className="invite__how">
        {t('player.inviteHow', { address: joinAddress(origin) })} <strong className="invite__code">{code}</strong>
      </p>
      <div className="invite__buttons">
        <Button icon={<QrCode />} onClick={() => setShowQr(true)} lockMs={0} block>
          {t('player.showQr')}
        </Button>
        {canShare() ? (
          <Button variant="secondary" icon={<Share />} onClick={share} block>
            {t('player.share')}
          </Button>
        ) : null}
        <Button variant="secondary" icon={<Copy />} onClick={copy} block>
          {t('player.copyLink')}
        </Button>
      </div>
      <Dialog open={showQr} onClose={() => setShowQr(false)} title={t('player.scanTitle')} className="invite-qr">
        <div className="invite-qr__code">
          <QRCodeSVG value={link} size={320} level="M" marginSize={3} bgColor="#ffffff" fgColor="#15131c" title={t('lobby.qrTitle', { code })} />
        </div>
        <p className="invite-qr__room" aria-label={t('lobby.roomCodeSpelled', { code: code.split('').join(' ') })}>
          {code}
        </p>
        <p className="invite-qr__address">{joinAddress(origin)}</p>
      </Dialog>
    </section>
  );
}
