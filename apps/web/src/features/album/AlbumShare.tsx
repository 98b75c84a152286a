import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Copy, Share } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { accountErrorKey } from '../account/accountErrors';
import { useLoad } from '../profile/useLoad';
import { createShareLink, getShareLink, revokeShareLink } from './albumApi';

/** The host's private link to the album: made on request, copied, revoked. */
export function AlbumShare({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [link, setLink] = useLoad((signal) => getShareLink(roomId, signal), [roomId]);
  const [busy, setBusy] = useState(false);
  const token = link.status === 'ready' ? link.value.token : null;
  const url = token ? `${window.location.origin}/album/shared/${token}` : null;

  const run = async (work: () => Promise<string | null>, done: string) => {
    setBusy(true);
    try {
      setLink({ token: await work() });
      toast.show(t(done), { kind: 'success' });
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="album-share card" aria-labelledby="album-share-title">
      <h2 id="album-share-title" className="album-share__title">
        {t('album.share')}
      </h2>
      <p className="album-share__hint">{t('album.shareHint')}</p>
      {url ? (
        <>
          <label className="album-share__label" htmlFor="album-share-url">
            {t('album.shareLink')}
          </label>
          <input id="album-share-url" className="input album-share__url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="album-share-url" />
          <div className="album-share__actions">
            <Button
              size="sm"
              variant="secondary"
              icon={<Copy />}
              lockMs={0}
              onClick={async () => {
                await navigator.clipboard?.writeText(url).catch(() => undefined);
                toast.show(t('album.linkCopied'), { kind: 'success' });
              }}
            >
              {t('album.copyLink')}
            </Button>
            <Button size="sm" variant="danger" busy={busy} onClick={() => run(async () => (await revokeShareLink(roomId), null), 'album.revoked')}>
              {t('album.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <Button size="md" icon={<Share />} busy={busy} disabled={link.status === 'loading'} onClick={() => run(async () => (await createShareLink(roomId)).token, 'album.linkMade')}>
          {t('album.makeLink')}
        </Button>
      )}
    </section>
  );
}
