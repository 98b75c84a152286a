/** The painter's tools on a phone: the palette, brush sizes, and undo / erase all / bring back / clear. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/Button';
import { BRUSH_RADII, DRAWING_COLORS } from './constants';
import { ClearIcon, EraseAllIcon, UndoEraseAllIcon, UndoIcon } from './icons';
import './canvas.css';

export interface DrawingToolbarProps {
  color: string;
  onColor(color: string): void;
  radius: number;
  onRadius(radius: number): void;
  onUndo(): void;
  onEraseAll(): void;
  onUndoEraseAll(): void;
  onClear(): void;
  canUndo: boolean;
  canUndoEraseAll: boolean;
  className?: string;
}

const SIZE_NAMES = ['small', 'medium', 'large', 'huge'] as const;

export function DrawingToolbar(props: DrawingToolbarProps) {
  const { t } = useTranslation();
  const current = props.color.toLowerCase();
  return (
    <div className={['draw-tools', props.className ?? ''].filter(Boolean).join(' ')}>
      <div className="draw-tools__palette" role="group" aria-label={t('canvas.palette')}>
        {DRAWING_COLORS.map(({ color, name }) => (
          <button
            key={color}
            type="button"
            className="draw-swatch"
            style={{ '--swatch': color } as CSSProperties}
            aria-label={t(`canvas.colors.${name}`)}
            title={t(`canvas.colors.${name}`)}
            aria-pressed={current === color.toLowerCase()}
            onClick={() => props.onColor(color)}
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
              <span className="draw-size__dot" style={{ '--dot': `${6 + index * 5}px`, '--swatch': props.color } as CSSProperties} />
            </button>
          ))}
        </div>
        <div className="draw-tools__actions">
          <IconButton label={t('canvas.undo')} disabled={!props.canUndo} onClick={props.onUndo}>
            <UndoIcon />
          </IconButton>
          <IconButton label={t('canvas.eraseAll')} disabled={!props.canUndo} onClick={props.onEraseAll}>
            <EraseAllIcon />
          </IconButton>
          <IconButton label={t('canvas.undoEraseAll')} disabled={!props.canUndoEraseAll} onClick={props.onUndoEraseAll}>
            <UndoEraseAllIcon />
          </IconButton>
          <IconButton label={t('canvas.clear')} disabled={!props.canUndo && !props.canUndoEraseAll} onClick={props.onClear}>
            <ClearIcon />
          </IconButton>
        </div>
      </div>
    </div>
  );
}
