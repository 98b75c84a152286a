import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { joinAddress } from '../../api/joinAddress';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { JoinRequestList } from './JoinRequestList';
import { useJoinRequests } from './useJoinRequests';

/**
 * How to join, on a shared screen: the address, the room code spelled big, and its QR; below them
 * the phones waiting for the host to let them in. In streamer mode the code and the QR stay off the
 * screen (the stream would show them to everyone): the host's phone shows them instead.
 */
export function JoinPanel({
  code,
  joinOrigin,
  connection = null,
  status,
  streamerMode = false,
}: {
  code: string;
  joinOrigin: string;
  connection?: RealtimeConnection | null;
  status?: RealtimeStatus;
  streamerMode?: boolean;
}) {
  const { t } = useTranslation();
  const door = useJoinRequests({ code, connection, status });
  return (
    <section className="host-lobby__join" aria-labelledby="join-how">
      <h1 id="join-how" className="host-lobby__join-title">
        {t('lobby.joinAt')} <span className="host-lobby__url">{joinAddress(joinOrigin)}</span>
      </h1>
      {streamerMode ? (
        <p className="host-lobby__code-hidden" role="note">
          {t('lobby.codeHiddenStreamer')}
        </p>
      ) : (
        <>
          <p className="host-lobby__code-label">{t('lobby.roomCode')}</p>
          <p className="host-lobby__code" aria-label={t('lobby.roomCodeSpelled', { code: code.split('').join(' ') })}>
            {code}
          </p>
          <div className="host-lobby__qr">
            <QRCodeSVG value={`${joinOrigin}/join/${code}`} size={240} level="M" marginSize={2} bgColor="#f2eded" fgColor="#15131c" title={t('lobby.qrTitle', { code })} />
          </div>
          <p className="host-lobby__scan">{t('lobby.scanToJoin')}</p>
        </>
      )}
      <JoinRequestList requests={door.requests} onDecide={(request, decision) => void door.decide(request, decision)} />
    </section>
  );
}
