/**
 * The game's gallery, after the podium: every drawing with its word and painter. A tap replays the
 * drawing stroke by stroke; each can be downloaded as a PNG.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplayCanvas, downloadPng } from '../../canvas';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { useToast } from '../../ui/toast';
import { useGameRoom } from '../gameRoom';
import { displayAlias } from '../scores';
import { getGallery } from './api';
import type { GalleryDrawing } from './api';
import { useViewport } from './shared';
import './canvas-clash.css';

/** The file name of a downloaded drawing: the word and the painter, safe on every system. */
export function drawingFileName(drawing: Pick<GalleryDrawing, 'word' | 'painterAlias' | 'turn'>): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase();
  const parts = [safe(drawing.word ?? ''), safe(drawing.painterAlias)].filter(Boolean);
  return `${parts.length > 0 ? parts.join('-') : `drawing-${drawing.turn}`}.png`;
}

function useGallery(code: string | null): { drawings: GalleryDrawing[] | null; failed: boolean } {
  const [state, setState] = useState<{ drawings: GalleryDrawing[] | null; failed: boolean }>({ drawings: null, failed: false });
  useEffect(() => {
    if (!code) return undefined;
    const controller = new AbortController();
    getGallery(code, controller.signal)
      .then((gallery) => !controller.signal.aborted && setState({ drawings: [...gallery.drawings].sort((a, b) => a.turn - b.turn || a.drawingId - b.drawingId), failed: false }))
      .catch(() => !controller.signal.aborted && setState({ drawings: null, failed: true }));
    return () => controller.abort();
  }, [code]);
  return state;
}

export function Gallery({ size }: { size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const { drawings, failed } = useGallery(room?.code ?? null);
  const viewport = useViewport();
  const section = useRef<HTMLElement>(null);
  // The podium first; then the shared screen moves on to the gallery by itself.
  useEffect(() => {
    if (size !== 'tv' || !drawings || drawings.length === 0) return undefined;
    const timer = setTimeout(() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 6000);
    return () => clearTimeout(timer);
  }, [size, drawings]);

  if (failed) return null;
  // Four across on the shared screen, two across on a phone.
  const tile = size === 'tv' ? Math.min(360, Math.floor((viewport.width - 200) / 4)) : Math.min(240, Math.floor((viewport.width - 84) / 2));
  return (
    <section ref={section} className={`clash-gallery clash-gallery--${size}`} aria-labelledby="clash-gallery-title">
      <h2 id="clash-gallery-title" className="clash-gallery__title">
        {t('gallery.title')}
      </h2>
      {drawings === null ? (
        <LoadingDots />
      ) : drawings.length === 0 ? (
        <p className="clash-gallery__empty">{t('gallery.empty')}</p>
      ) : (
        <ul className="clash-gallery__list" aria-label={t('gallery.listLabel')}>
          {drawings.map((drawing) => (
            <GalleryItem key={drawing.drawingId} drawing={drawing} tile={tile} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryItem({ drawing, tile }: { drawing: GalleryDrawing; tile: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  /** Each replay is a new canvas, so a second tap starts it again from the first stroke. */
  const [replays, setReplays] = useState(0);
  const alias = displayAlias(drawing.painterAlias);
  const word = (drawing.word ?? '?').toLocaleUpperCase();
  return (
    <li className="clash-gallery__item">
      <button
        type="button"
        className="clash-gallery__replay"
        onClick={() => setReplays((n) => n + 1)}
        aria-label={t('gallery.replay', { word, alias })}
        title={t('gallery.replayShort')}
      >
        <ReplayCanvas key={replays} data={drawing.saveData} width={tile} height={tile} animated={replays > 0} aria-label={t('gallery.drawingLabel', { word, alias })} />
      </button>
      <p className="clash-gallery__word">{word}</p>
      <p className="clash-gallery__painter">
        <Avatar src={drawing.painterAvatarSrc} name={drawing.painterAlias} size={32} decorative />
        <span>{alias}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          downloadPng(drawing.saveData, drawingFileName(drawing)).catch(() => toast.show(t('gallery.downloadFailed'), { kind: 'error' }))
        }
        aria-label={t('gallery.downloadNamed', { word, alias })}
      >
        {t('gallery.download')}
      </Button>
    </li>
  );
}
