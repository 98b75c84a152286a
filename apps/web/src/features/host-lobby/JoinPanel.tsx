import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { joinAddress } from '../../api/joinAddress';

/** How to join, on a shared screen: the address, the room code spelled big, and its QR. */
export function JoinPanel({ code, joinOrigin }: { code: string; joinOrigin: string }) {
  const { t } = useTranslation();
  return (
    <section className="host-lobby__join" aria-labelledby="join-how">
      <h1 id="join-how" className="host-lobby__join-title">
        {t('lobby.joinAt')} <span className="host-lobby__url">{joinAddress(joinOrigin)}</span>
      </h1>
      <p className="host-lobby__code-label">{t('lobby.roomCode')}</p>
      <p className="host-lobby__code" aria-label={t('lobby.roomCodeSpelled', { code: code.split('').join(' ') })}>
        {code}
      </p>
      <div className="host-lobby__qr">
        <QRCodeSVG value={`${joinOrigin}/join/${code}`} size={240} level="M" marginSize={2} bgColor="#f2eded" fgColor="#15131c" title={t('lobby.qrTitle', { code })} />
      </div>
      <p className="host-lobby__scan">{t('lobby.scanToJoin')}</p>
    </section>
  );
}
