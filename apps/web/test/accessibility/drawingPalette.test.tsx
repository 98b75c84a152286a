import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DRAWING_COLORS, DrawingToolbar } from '../../src/canvas';
import { OKABE_ITO } from '../../src/features/accessibility/palette';
import { SAFE_DRAWING_COLORS, drawingColours } from '../../src/games/canvas-clash/palette';
import { canvasStyle } from '../../src/games/canvas-clash/shared';
import { flatten, initTestI18n, readLocale } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function toolbar(colors?: typeof SAFE_DRAWING_COLORS, onColor = vi.fn()) {
  render(
    <DrawingToolbar
      color="#000000"
      onColor={onColor}
      radius={10}
      onRadius={() => undefined}
      onUndo={() => undefined}
      onEraseAll={() => undefined}
      onUndoEraseAll={() => undefined}
      canUndo={false}
      canUndoEraseAll={false}
      colors={colors}
    />,
  );
  return within(screen.getByRole('group', { name: 'Colours' }));
}

describe('the colour-blind-safe drawing palette', () => {
  it('holds every Okabe–Ito colour, each once, each with a name in all nine languages', () => {
    const colours = SAFE_DRAWING_COLORS.map((c) => c.color.toUpperCase());
    for (const colour of Object.values(OKABE_ITO)) expect(colours).toContain(colour.toUpperCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const language of ['en', 'de', 'fr', 'nl', 'dk', 'es', 'pl', 'sk', 'ro']) {
      const strings = flatten(readLocale(language));
      for (const { name } of SAFE_DRAWING_COLORS) expect(strings[`canvas.colors.${name}`], `${language}: ${name}`).toBeTruthy();
    }
  });

  it('is what the painter is offered when the player chose it', () => {
    expect(drawingColours(true)).toBe(SAFE_DRAWING_COLORS);
    expect(drawingColours(false)).toBe(DRAWING_COLORS);
  });

  it('shows in the toolbar by name, and a tap picks the colour', () => {
    const onColor = vi.fn();
    const palette = toolbar(SAFE_DRAWING_COLORS, onColor);
    expect(palette.getAllByRole('button')).toHaveLength(SAFE_DRAWING_COLORS.length);
    fireEvent.click(palette.getByRole('button', { name: 'Vermillion' }));
    expect(onColor).toHaveBeenCalledWith(OKABE_ITO.vermillion);
    expect(palette.queryByRole('button', { name: 'Lime' })).toBeNull();
  });

  it('leaves the standard sixteen where no palette is given', () => {
    const palette = toolbar();
    expect(palette.getAllByRole('button')).toHaveLength(16);
    expect(palette.getByRole('button', { name: 'Lime' })).toBeTruthy();
  });

  it('lets the stylesheet recolour the two canvases, keeping the standard colours as the fallback', () => {
    expect(canvasStyle(0)).toEqual({ '--canvas-colour': 'var(--canvas-colour-0, #4ecdc4)' });
    expect(canvasStyle(1)).toEqual({ '--canvas-colour': 'var(--canvas-colour-1, #ff6b9a)' });
  });
});
