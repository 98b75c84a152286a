/** Drawing constants and the canvas size rules (spec section 9, "Drawing" and "Appearance"). */

/** The drawing palette, each colour with the translation key of its name. */
export const DRAWING_COLORS = [
  { color: '#000000', name: 'black' },
  { color: '#FFFFFF', name: 'white' },
  { color: '#7F7F7F', name: 'grey' },
  { color: '#C3C3C3', name: 'lightGrey' },
  { color: '#880015', name: 'darkRed' },
  { color: '#ED1C24', name: 'red' },
  { color: '#FF7F27', name: 'orange' },
  { color: '#FFC90E', name: 'gold' },
  { color: '#FFF200', name: 'yellow' },
  { color: '#22B14C', name: 'green' },
  { color: '#B5E61D', name: 'lime' },
  { color: '#00A2E8', name: 'skyBlue' },
  { color: '#3F48CC', name: 'blue' },
  { color: '#A349A4', name: 'purple' },
  { color: '#FFAEC9', name: 'pink' },
  { color: '#B97A57', name: 'brown' },
] as const;

/** Spec: 16 colours in the drawing palette, including black and white. */
export const DRAWING_PALETTE: readonly string[] = DRAWING_COLORS.map((c) => c.color);

/** The paper a drawing is made on, shown and exported. */
export const PAPER_COLOR = '#FFFFFF';
export const GRID_COLOR = 'rgba(60, 60, 90, 0.14)';

export const CANVAS = {
  lazyRadius: 12,
  brushRadius: 10,
  zoomMin: 0.33,
  zoomMax: 3,
  mouseZoomFactor: 0.01,
  gridSize: 25,
  replayOffsetMs: 5,
  remote: { brushRadius: 10, lazyRadius: 1, brushColor: 'gold' },
  touchThresholdPx: 10,
  touchDelayMs: 250,
  presetDimension: 263.48,
} as const;

/** Brush sizes a painter can pick (radius in canvas pixels); the default is the spec's 10. */
export const BRUSH_RADII = [4, 10, 18, 28] as const;

const MIN_CANVAS_SIZE = 150;

/** Spec: 45% of width if width/height < 0.7, else 35% of height, minimum 150. */
export function canvasSize(viewportWidth: number, viewportHeight: number): number {
  const size = viewportWidth / viewportHeight < 0.7 ? viewportWidth * 0.45 : viewportHeight * 0.35;
  return Math.max(MIN_CANVAS_SIZE, size);
}

/** Spec: big if width > 530; veryBig if width and height > 700; bigHeight if height > 750; verySmall if height < 700 and width < 500. */
export function viewThresholds(width: number, height: number): { big: boolean; veryBig: boolean; bigHeight: boolean; verySmall: boolean } {
  return {
    big: width > 530,
    veryBig: width > 700 && height > 700,
    bigHeight: height > 750,
    verySmall: height < 700 && width < 500,
  };
}
