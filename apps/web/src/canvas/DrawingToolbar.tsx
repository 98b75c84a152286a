/**
 * The painter's tools on a phone: the palette, brush sizes, the eraser, and undo / erase all / bring
 * back. The eraser paints in the paper's colour: its strokes are ordinary lines, so they stream, replay
 * and save like every other line and erase alike on every screen and in every saved drawing.
 */
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/Button';
import { BRUSH_RADII, DRAWING_COLORS, PAPER_COLOR } from './constants';
import { EraseAllIcon, EraserIcon, UndoEraseAllIcon, UndoIcon } from './icons';
import './canvas.css';

export interface DrawingToolbarProps {
  color: string;
  onColor(color: string): void;
  radius: number;
  onRadius(radius: number): void;
  onUndo(): void;
  onEraseAll(): void;
  onUndoEraseAll(): void;
  /** Not on the toolbar: erase all empties the drawing too, and can be brought back. */
  onClear?(): void;
  canUndo: boolean;
  canUndoEraseAll: boolean;
  className?: string;
  /** The colours offered, each with the key of its name under `canvas.colors`; the standard sixteen by default. */
  colors?: ReadonlyArray<{ color: string; name: string }>;
}

const SIZE_NAMES = ['small', 'medium', 'large', 'huge'] as const;

const PAPER = PAPER_COLOR.toLowerCase();

export function DrawingToolbar(props: DrawingToolbarProps) {
  const { t } = useTranslation();
  const current = props.color.toLowerCase();
  const colors = props.colors ?? DRAWING_COLORS;
  // The eraser is the brush in the paper's colour; the colour before it comes back when it is put away.
  const [eraser, setEraser] = useState<{ on: boolean; colourBefore: string }>({ on: false, colourBefore: props.color });
  const erasing = eraser.on && current === PAPER;
  const pickColour = (color: string) => {
    setEraser({ on: false, colourBefore: color });
    props.onColor(color);
  };
  const toggleEraser = () => {
    if (erasing) {
      pickColour(eraser.colourBefore);
      return;
    }
    setEraser({ on: true, colourBefore: props.color });
    props.onColor(PAPER_COLOR);
  };
  return (
    <div className={['draw-tools', props.className ?? ''].filter(Boolean).join(' ')}>
      <div
        className="draw-tools__palette"
        role="group"
        aria-label={t('canvas.palette')}
        style={{ '--palette-columns': Math.ceil(colors.length / 2) } as CSSProperties}
      >
        {colors.map(({ color, name }) => (
          <button
            key={color}
            type="button"
            className="draw-swatch"
            style={{ '--swatch': color } as CSSProperties}
            aria-label={t(`canvas.colors.${name}`)}
            title={t(`canvas.colors.${name}`)}
            aria-pressed={!erasing && current === color.toLowerCase()}
            onClick={() => pickColour(color)}
          />
        ))}
      </div>
      <div className="draw-tools__row">
        <div className="draw-tools__sizes" role="group" aria-label={t('canvas.brushSize')}>
          {BRUSH_RADII.map((radius, index) => (
            <button
              key={radius}
              type="button"
              className="draw-size"
              aria-label={t(`canvas.sizes.${SIZE_NAMES[index]!}`)}
              title={t(`canvas.sizes.${SIZE_NAMES[index]!}`)}
              aria-pressed={props.radius === radius}
              onClick={() => props.onRadius(radius)}
            >
              <span className={`draw-size__dot ${erasing ? 'is-eraser' : ''}`} style={{ '--dot': `${6 + index * 5}px`, '--swatch': props.color } as CSSProperties} />
            </button>
          ))}
        </div>
        <div className="draw-tools__actions">
          <IconButton label={t('canvas.eraser')} aria-pressed={erasing} className="draw-tools__eraser" onClick={toggleEraser}>
            <EraserIcon />
          </IconButton>
          <IconButton label={t('canvas.undo')} disabled={!props.canUndo} onClick={props.onUndo}>
            <UndoIcon />
          </IconButton>
          <IconButton label={t('canvas.eraseAll')} disabled={!props.canUndo} onClick={props.onEraseAll}>
            <EraseAllIcon />
          </IconButton>
          <IconButton label={t('canvas.undoEraseAll')} disabled={!props.canUndoEraseAll} onClick={props.onUndoEraseAll}>
            <UndoEraseAllIcon />
          </IconButton>
        </div>
      </div>
    </div>
  );
}
