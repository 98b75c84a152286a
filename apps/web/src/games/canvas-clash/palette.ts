/**
 * The painter's colours in CANVAS_CLASH: the standard sixteen, or, for a player who chose the
 * colour-blind-safe palette, the Okabe–Ito colours with white, greys and brown, whose names still
 * tell each swatch apart for a screen reader and in the tooltip.
 */
import { DRAWING_COLORS } from '../../canvas';
import { OKABE_ITO } from '../../features/accessibility/palette';

export interface PaletteColour {
  color: string;
  /** The key of its name under `canvas.colors`. */
  name: string;
}

export const SAFE_DRAWING_COLORS: readonly PaletteColour[] = [
  { color: OKABE_ITO.black, name: 'black' },
  { color: '#FFFFFF', name: 'white' },
  { color: '#7F7F7F', name: 'grey' },
  { color: '#C3C3C3', name: 'lightGrey' },
  { color: OKABE_ITO.orange, name: 'orange' },
  { color: OKABE_ITO.yellow, name: 'yellow' },
  { color: OKABE_ITO.vermillion, name: 'vermillion' },
  { color: OKABE_ITO.reddishPurple, name: 'reddishPurple' },
  { color: OKABE_ITO.skyBlue, name: 'skyBlue' },
  { color: OKABE_ITO.blue, name: 'blue' },
  { color: OKABE_ITO.bluishGreen, name: 'bluishGreen' },
  { color: '#8C510A', name: 'brown' },
];

export function drawingColours(safe: boolean): readonly PaletteColour[] {
  return safe ? SAFE_DRAWING_COLORS : DRAWING_COLORS;
}
