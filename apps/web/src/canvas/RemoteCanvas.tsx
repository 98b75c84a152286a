/**
 * A drawing that arrives from elsewhere: the painter's live strokes on the host screen, or saved data.
 * Points are in the painter's canvas size and are shown scaled to this one. As batches arrive, only
 * the new pieces are painted.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawingModel, SaveData } from '@snackparty/protocol';
import { PAPER_COLOR } from './constants';
import { LinePainter, devicePixelRatioNow, sizeBackingStore } from './render';
import type { PaintableLine } from './render';
import './canvas.css';

export interface RemoteCanvasProps {
  model: DrawingModel | SaveData;
  width: number;
  height: number;
  className?: string;
  'aria-label'?: string;
}

function isDrawingModel(value: DrawingModel | SaveData): value is DrawingModel {
  return 'seq' in value && 'erased' in value;
}

/** The document fitted into the element, centred: the same scale both ways keeps circles round. */
export function fitTransform(from: { width: number; height: number }, to: { width: number; height: number }) {
  const scale = Math.min(to.width / from.width, to.height / from.height);
  return { scale, x: (to.width - from.width * scale) / 2, y: (to.height - from.height * scale) / 2 };
}

export function RemoteCanvas({ model, width, height, className, 'aria-label': label }: RemoteCanvasProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const painterRef = useRef<LinePainter | null>(null);
  const shownSaveData = useRef<SaveData | null>(null);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    painterRef.current ??= new LinePainter();
    const painter = painterRef.current;
    const pixelRatio = devicePixelRatioNow();
    if (sizeBackingStore(canvas, width, height, pixelRatio)) painter.invalidate();
    let lines: readonly PaintableLine[];
    if (isDrawingModel(model)) {
      lines = model.lines;
      shownSaveData.current = null;
    } else {
      // Saved data has no line ids: a different drawing is always painted afresh.
      if (shownSaveData.current !== model) painter.invalidate();
      shownSaveData.current = model;
      lines = model.lines.map((line, index) => ({ ...line, id: index, done: true }));
    }
    painter.paint(ctx, lines, {
      cssWidth: width,
      cssHeight: height,
      pixelRatio,
      transform: fitTransform(model, { width, height }),
      documentWidth: model.width,
      documentHeight: model.height,
      paper: PAPER_COLOR,
      grid: false,
    });
  }, [model, width, height]);

  return (
    <canvas
      ref={canvasRef}
      className={['remote-canvas', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height }}
      role="img"
      aria-label={label ?? t('canvas.remoteLabel')}
    />
  );
}
