/**
 * The colour-blind-safe palette (Okabe and Ito, "Color Universal Design"): eight colours that stay
 * apart for the common kinds of colour blindness. Player colours are moved onto it by nearness, so a
 * player keeps "their" colour family; two players may then share one, which is why a name, a shape or
 * a label always goes with a colour.
 */
export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

/** Player colours are shown on a dark page: black is left out of them. */
const PLAYER_SAFE_COLOURS: readonly string[] = [
  OKABE_ITO.orange,
  OKABE_ITO.skyBlue,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.yellow,
  OKABE_ITO.blue,
  OKABE_ITO.vermillion,
  OKABE_ITO.reddishPurple,
];

function rgbOf(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Distance weighted for how the eye weighs red, green and blue ("redmean"). */
function distance(a: [number, number, number], b: [number, number, number]): number {
  const meanRed = (a[0] + b[0]) / 2;
  const [dr, dg, db] = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  return (2 + meanRed / 256) * dr * dr + 4 * dg * dg + (2 + (255 - meanRed) / 256) * db * db;
}

/** The safe colour nearest to a player's colour; an unreadable colour gets the first safe one. */
export function safePlayerColour(hex: string | null | undefined): string {
  const rgb = hex ? rgbOf(hex) : null;
  if (!rgb) return PLAYER_SAFE_COLOURS[0]!;
  let best = PLAYER_SAFE_COLOURS[0]!;
  let bestDistance = Infinity;
  for (const colour of PLAYER_SAFE_COLOURS) {
    const d = distance(rgb, rgbOf(colour)!);
    if (d < bestDistance) {
      best = colour;
      bestDistance = d;
    }
  }
  return best;
}

/** Players with their colours on the safe palette when it is chosen; unchanged otherwise. */
export function withPaletteColours<T extends { hexColor: string }>(players: readonly T[], safe: boolean): T[] {
  if (!safe) return players as T[];
  return players.map((player) => ({ ...player, hexColor: safePlayerColour(player.hexColor) }));
}
