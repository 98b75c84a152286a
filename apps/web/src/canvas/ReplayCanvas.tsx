import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveData } from '@snackparty/protocol';
import { PAPER_COLOR } from './constants';
import { replayLines } from './replay';
import { devicePixelRatioNow, sizeBackingStore } from './render';
import './canvas.css';

export interface ReplayCanvasProps {
  data: SaveData;
  width: number;
  height: number;
  /** Draw the lines again point by point (default), or show the finished drawing at once. */
  animated?: boolean;
  background?: string;
  onDone?: () => void;
  className?: string;
  'aria-label'?: string;
}

/** A saved drawing, replayed: the gallery, the reveal of a turn, a preset painter's drawing. */
export function ReplayCanvas({ data, width, height, animated = true, background = PAPER_COLOR, onDone, className, 'aria-label': label }: ReplayCanvasProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  useLayoutEffect(() => {
    onDoneRef.current = onDone;
  });

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const pixelRatio = devicePixelRatioNow();
    sizeBackingStore(canvas, width, height, pixelRatio);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    return replayLines(ctx, data, { width, height }, { animated, onDone: () => onDoneRef.current?.() });
  }, [data, width, height, animated, background]);

  return (
    <canvas
      ref={canvasRef}
      className={['replay-canvas', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height }}
      role="img"
      aria-label={label ?? t('canvas.replayLabel')}
    />
  );
}
