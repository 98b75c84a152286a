import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSaveData, type SaveData } from '@snackparty/protocol';
import { Button } from '../../ui/Button';
import { Play } from '../../ui/icons';
import { saveFile } from './albumApi';
import { paintStrokes, pointCount } from './paint-strokes';

/** A replay takes this long whatever the drawing's size. */
const REPLAY_MS = 4000;

function readable(saveData: unknown): SaveData | null {
  try {
    return parseSaveData(saveData);
  } catch {
    return null;
  }
}

/** A drawing of the album: painted from its strokes, replayed stroke by stroke, saved as a PNG. */
export function AlbumDrawing({ saveData, label, fileName }: { saveData: unknown; label: string; fileName: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const data = readable(saveData);
  const [replaying, setReplaying] = useState(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !data) return;
    if (!replaying) {
      paintStrokes(context, data);
      return;
    }
    const total = pointCount(data);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const share = reduceMotion ? 1 : Math.min(1, (now - started) / REPLAY_MS);
      paintStrokes(context, data, Math.ceil(total * share));
      if (share < 1) frame = requestAnimationFrame(step);
      else setReplaying(false);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // The drawing is the same for the component's life; `data` is parsed anew each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replaying, saveData]);

  if (!data) return <p className="album-drawing album-drawing--broken">{t('profile.drawingUnreadable')}</p>;
  const savePng = () => {
    const painted = document.createElement('canvas');
    painted.width = data.width;
    painted.height = data.height;
    const context = painted.getContext('2d');
    if (!context) return;
    paintStrokes(context, data);
    painted.toBlob((blob) => blob && saveFile(blob, fileName), 'image/png');
  };
  return (
    <figure className="album-drawing">
      <canvas ref={canvas} width={data.width} height={data.height} role="img" aria-label={label} className="album-drawing__canvas" />
      <figcaption className="album-drawing__caption">{label}</figcaption>
      <div className="album-drawing__actions">
        <Button size="sm" variant="secondary" icon={<Play />} onClick={() => setReplaying(true)} disabled={replaying} lockMs={0}>
          {t('album.replay')}
        </Button>
        <Button size="sm" variant="ghost" onClick={savePng} lockMs={0}>
          {t('album.downloadPng')}
        </Button>
      </div>
    </figure>
  );
}
