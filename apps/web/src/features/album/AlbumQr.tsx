import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { fetchJoinOrigin } from '../../api/joinAddress';
import { getAlbumOfRoom } from './albumApi';
import './album.css';

/**
 * The QR the TV shows after a game: the room's party album, which the phones of the room open with
 * their own sign-in. Shows nothing until the server has named the room's album.
 */
export function AlbumQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getAlbumOfRoom(code, controller.signal), fetchJoinOrigin()])
      .then(([{ roomId }, origin]) => setAddress(`${origin ?? window.location.origin}/album/${roomId}`))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The album address could not be fetched', error);
      });
    return () => controller.abort();
  }, [code]);
  if (!address) return null;
  return (
    <figure className="album-qr" data-testid="album-qr" data-address={address}>
      <QRCodeSVG value={address} size={160} level="M" marginSize={2} bgColor="#f2eded" fgColor="#15131c" title={t('album.qrTitle')} />
      <figcaption className="album-qr__caption">{t('album.qrHint')}</figcaption>
    </figure>
  );
}
