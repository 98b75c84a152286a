/**
 * Preset drawings the AI painters replay (spec: presets for AI -1 and -2), built from simple shapes
 * so they stay small and readable. Every concept is drawn in two families: style 1 is clean and
 * coloured (AI -1 and its helper -6), style 2 a pencil sketch with a seeded wobble and double strokes
 * (AI -2 and its helpers -3, -4, -5). Shapes are laid out on a 100 x 100 grid and scaled to the spec's
 * preset canvas of 263.48 x 263.48.
 *
 * Each concept names itself in the nine game languages, so a game in any language can pick a word an
 * AI can draw.
 */

import { createRng, type Rng } from '@snackparty/engine';
import type { Line, Point, SaveData } from '@snackparty/protocol';
import { looseKey } from '../../sync-think/matching';

/** Spec: the preset save data is on a square canvas of this side. */
export const PRESET_CANVAS_SIZE = 263.48;

export const PRESET_LANGUAGES = ['en', 'dk', 'nl', 'de', 'es', 'fr', 'pl', 'sk', 'ro'] as const;
export type PresetLanguage = (typeof PRESET_LANGUAGES)[number];

export type PresetStyle = 1 | 2;

type Xy = [number, number];

/** A shape to draw: points on the 100 grid and the colour style 1 uses for it. */
interface Shape {
  points: Xy[];
  color: string;
}

export interface PresetConcept {
  key: string;
  words: Record<PresetLanguage, string>;
  shapes: () => Shape[];
}

const TAU = Math.PI * 2;

/** Points along an ellipse from angle `from` to `to` (radians; y grows downwards, so π..2π is the top half). */
function arc(cx: number, cy: number, rx: number, ry: number, from = 0, to = TAU, steps = 36): Xy[] {
  const out: Xy[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}
const circle = (cx: number, cy: number, r: number, steps = 36): Xy[] => arc(cx, cy, r, r, 0, TAU, steps);
const closed = (...points: Xy[]): Xy[] => [...points, points[0]!];
const rect = (x1: number, y1: number, x2: number, y2: number): Xy[] => closed([x1, y1], [x2, y1], [x2, y2], [x1, y2]);
const shape = (color: string, points: Xy[]): Shape => ({ color, points });

/** A wavy line from (x, y1) down to (x, y2). */
function wave(x: number, y1: number, y2: number, amplitude: number, waves: number): Xy[] {
  const out: Xy[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    out.push([x + amplitude * Math.sin(t * waves * TAU), y1 + (y2 - y1) * t]);
  }
  return out;
}

const YELLOW = '#f5b700';
const ORANGE = '#f08a24';
const RED = '#e53935';
const GREEN = '#43a047';
const BROWN = '#8d5524';
const BLUE = '#1e88e5';
const GREY = '#607d8b';
const BLACK = '#222222';
const PINK = '#ec407a';
const PURPLE = '#8e24aa';

export const PRESET_CONCEPTS: readonly PresetConcept[] = [
  {
    key: 'sun',
    words: { en: 'sun', dk: 'sol', nl: 'zon', de: 'Sonne', es: 'sol', fr: 'soleil', pl: 'słońce', sk: 'slnko', ro: 'soare' },
    shapes: () => [
      shape(YELLOW, circle(50, 50, 18)),
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i * TAU) / 8;
        return shape(ORANGE, [[50 + 25 * Math.cos(a), 50 + 25 * Math.sin(a)], [50 + 37 * Math.cos(a), 50 + 37 * Math.sin(a)]] as Xy[]);
      }),
    ],
  },
  {
    key: 'house',
    words: { en: 'house', dk: 'hus', nl: 'huis', de: 'Haus', es: 'casa', fr: 'maison', pl: 'dom', sk: 'dom', ro: 'casă' },
    shapes: () => [
      shape(BROWN, rect(25, 50, 75, 85)),
      shape(RED, [[18, 53], [50, 22], [82, 53]]),
      shape(BROWN, [[45, 85], [45, 67], [55, 67], [55, 85]]),
      shape(BLUE, rect(31, 57, 40, 66)),
      shape(BLUE, rect(60, 57, 69, 66)),
    ],
  },
  {
    key: 'tree',
    words: { en: 'tree', dk: 'træ', nl: 'boom', de: 'Baum', es: 'árbol', fr: 'arbre', pl: 'drzewo', sk: 'strom', ro: 'copac' },
    shapes: () => [
      shape(BROWN, [[45, 90], [46, 60], [54, 60], [55, 90]]),
      shape(GREEN, circle(50, 38, 25)),
      shape(GREEN, arc(42, 36, 8, 8, Math.PI, TAU * 0.9, 12)),
    ],
  },
  {
    key: 'fish',
    words: { en: 'fish', dk: 'fisk', nl: 'vis', de: 'Fisch', es: 'pez', fr: 'poisson', pl: 'ryba', sk: 'ryba', ro: 'pește' },
    shapes: () => [
      shape(BLUE, arc(45, 50, 26, 15)),
      shape(BLUE, closed([70, 50], [87, 37], [87, 63])),
      shape(BLACK, circle(30, 46, 2, 10)),
      shape(BLUE, arc(48, 50, 6, 10, -Math.PI / 2, Math.PI / 2, 12)),
    ],
  },
  {
    key: 'cat',
    words: { en: 'cat', dk: 'kat', nl: 'kat', de: 'Katze', es: 'gato', fr: 'chat', pl: 'kot', sk: 'mačka', ro: 'pisică' },
    shapes: () => [
      shape(ORANGE, circle(50, 56, 24)),
      shape(ORANGE, [[33, 40], [30, 18], [46, 33]]),
      shape(ORANGE, [[54, 33], [70, 18], [67, 40]]),
      shape(BLACK, circle(41, 52, 3, 10)),
      shape(BLACK, circle(59, 52, 3, 10)),
      shape(PINK, closed([47, 61], [53, 61], [50, 65])),
      shape(BLACK, [[44, 64], [24, 60]]),
      shape(BLACK, [[44, 66], [24, 70]]),
      shape(BLACK, [[56, 64], [76, 60]]),
      shape(BLACK, [[56, 66], [76, 70]]),
    ],
  },
  {
    key: 'star',
    words: { en: 'star', dk: 'stjerne', nl: 'ster', de: 'Stern', es: 'estrella', fr: 'étoile', pl: 'gwiazda', sk: 'hviezda', ro: 'stea' },
    shapes: () => {
      const points: Xy[] = [];
      for (let i = 0; i <= 10; i++) {
        const r = i % 2 === 0 ? 38 : 15;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push([50 + r * Math.cos(a), 53 + r * Math.sin(a)]);
      }
      return [shape(YELLOW, points)];
    },
  },
  {
    key: 'heart',
    words: { en: 'heart', dk: 'hjerte', nl: 'hart', de: 'Herz', es: 'corazón', fr: 'cœur', pl: 'serce', sk: 'srdce', ro: 'inimă' },
    shapes: () => {
      const points: Xy[] = [];
      for (let i = 0; i <= 48; i++) {
        const t = (i / 48) * TAU;
        const x = 16 * Math.sin(t) ** 3;
        const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
        points.push([50 + x * 2.2, 48 - y * 2.2]);
      }
      return [shape(RED, points)];
    },
  },
  {
    key: 'flower',
    words: { en: 'flower', dk: 'blomst', nl: 'bloem', de: 'Blume', es: 'flor', fr: 'fleur', pl: 'kwiat', sk: 'kvet', ro: 'floare' },
    shapes: () => [
      shape(GREEN, [[50, 50], [50, 92]]),
      shape(GREEN, closed([50, 75], [64, 64], [60, 76])),
      ...Array.from({ length: 6 }, (_, i) => {
        const a = (i * TAU) / 6;
        return shape(PINK, circle(50 + 14 * Math.cos(a), 36 + 14 * Math.sin(a), 8, 20));
      }),
      shape(YELLOW, circle(50, 36, 6, 16)),
    ],
  },
  {
    key: 'moon',
    words: { en: 'moon', dk: 'måne', nl: 'maan', de: 'Mond', es: 'luna', fr: 'lune', pl: 'księżyc', sk: 'mesiac', ro: 'lună' },
    shapes: () => {
      // Outer arc over the left side; the inner arc of a circle further right meets it at both tips.
      const outer = arc(50, 50, 32, 32, -Math.PI / 2, -Math.PI * 1.5, 30);
      const cx = 66;
      const r = Math.hypot(50 - cx, 32);
      const top = Math.atan2(-32, 50 - cx);
      const bottom = Math.atan2(32, 50 - cx);
      const inner = arc(cx, 50, r, r, bottom, top + TAU, 24).filter(([x]) => x <= 50.5);
      return [shape(YELLOW, outer), shape(YELLOW, inner)];
    },
  },
  {
    key: 'car',
    words: { en: 'car', dk: 'bil', nl: 'auto', de: 'Auto', es: 'coche', fr: 'voiture', pl: 'samochód', sk: 'auto', ro: 'mașină' },
    shapes: () => [
      shape(RED, closed([12, 66], [12, 52], [28, 50], [37, 35], [65, 35], [75, 50], [89, 53], [89, 66])),
      shape(BLUE, closed([40, 39], [50, 39], [50, 50], [33, 50])),
      shape(BLUE, closed([54, 39], [63, 39], [70, 50], [54, 50])),
      shape(BLACK, circle(31, 67, 8, 20)),
      shape(BLACK, circle(71, 67, 8, 20)),
    ],
  },
  {
    key: 'apple',
    words: { en: 'apple', dk: 'æble', nl: 'appel', de: 'Apfel', es: 'manzana', fr: 'pomme', pl: 'jabłko', sk: 'jablko', ro: 'măr' },
    shapes: () => [
      shape(RED, arc(50, 60, 26, 24)),
      shape(BROWN, [[50, 36], [53, 20]]),
      shape(GREEN, closed([53, 27], [64, 20], [70, 26], [60, 31])),
    ],
  },
  {
    key: 'cloud',
    words: { en: 'cloud', dk: 'sky', nl: 'wolk', de: 'Wolke', es: 'nube', fr: 'nuage', pl: 'chmura', sk: 'oblak', ro: 'nor' },
    shapes: () => [
      shape(GREY, [
        ...arc(30, 58, 13, 13, Math.PI / 2, Math.PI * 1.6, 14),
        ...arc(48, 46, 19, 19, Math.PI * 1.05, Math.PI * 1.95, 18),
        ...arc(70, 56, 15, 15, Math.PI * 1.4, Math.PI * 2.5, 14),
        [30, 71],
      ]),
    ],
  },
  {
    key: 'umbrella',
    words: { en: 'umbrella', dk: 'paraply', nl: 'paraplu', de: 'Regenschirm', es: 'paraguas', fr: 'parapluie', pl: 'parasol', sk: 'dáždnik', ro: 'umbrelă' },
    shapes: () => [
      shape(PURPLE, [
        ...arc(50, 50, 36, 30, Math.PI, TAU, 30),
        ...arc(74, 50, 12, 5, 0, Math.PI, 8),
        ...arc(50, 50, 12, 5, 0, Math.PI, 8),
        ...arc(26, 50, 12, 5, 0, Math.PI, 8),
      ]),
      shape(BLACK, [[50, 50], [50, 82], ...arc(44, 82, 6, 6, 0, Math.PI, 10)]),
    ],
  },
  {
    key: 'boat',
    words: { en: 'boat', dk: 'båd', nl: 'boot', de: 'Boot', es: 'barco', fr: 'bateau', pl: 'łódź', sk: 'loď', ro: 'barcă' },
    shapes: () => [
      shape(BROWN, closed([14, 62], [86, 62], [72, 78], [28, 78])),
      shape(BLACK, [[50, 62], [50, 16]]),
      shape(RED, closed([52, 19], [76, 56], [52, 56])),
      shape(BLUE, Array.from({ length: 25 }, (_, i): Xy => [8 + i * 3.5, 87 + 2.5 * Math.sin(i * 0.9)])),
    ],
  },
  {
    key: 'key',
    words: { en: 'key', dk: 'nøgle', nl: 'sleutel', de: 'Schlüssel', es: 'llave', fr: 'clé', pl: 'klucz', sk: 'kľúč', ro: 'cheie' },
    shapes: () => [
      shape(YELLOW, circle(27, 50, 14)),
      shape(YELLOW, circle(27, 50, 5, 16)),
      shape(YELLOW, [[41, 50], [86, 50], [86, 60], [79, 60], [79, 54], [72, 54], [72, 62], [66, 62], [66, 50]]),
    ],
  },
  {
    key: 'snowman',
    words: {
      en: 'snowman', dk: 'snemand', nl: 'sneeuwpop', de: 'Schneemann', es: 'muñeco de nieve', fr: 'bonhomme de neige',
      pl: 'bałwan', sk: 'snehuliak', ro: 'om de zăpadă',
    },
    shapes: () => [
      shape(GREY, circle(50, 75, 18)),
      shape(GREY, circle(50, 44, 13)),
      shape(GREY, circle(50, 22, 9, 24)),
      shape(BLACK, circle(47, 20, 1.2, 8)),
      shape(BLACK, circle(53, 20, 1.2, 8)),
      shape(ORANGE, closed([50, 23], [60, 25], [50, 26])),
      shape(BROWN, [[37, 42], [22, 32]]),
      shape(BROWN, [[63, 42], [78, 32]]),
    ],
  },
  {
    key: 'glasses',
    words: { en: 'glasses', dk: 'briller', nl: 'bril', de: 'Brille', es: 'gafas', fr: 'lunettes', pl: 'okulary', sk: 'okuliare', ro: 'ochelari' },
    shapes: () => [
      shape(BLACK, circle(32, 52, 14)),
      shape(BLACK, circle(68, 52, 14)),
      shape(BLACK, arc(50, 52, 4, 4, Math.PI, TAU, 8)),
      shape(BLACK, [[18, 50], [7, 42]]),
      shape(BLACK, [[82, 50], [93, 42]]),
    ],
  },
  {
    key: 'balloon',
    words: { en: 'balloon', dk: 'ballon', nl: 'ballon', de: 'Luftballon', es: 'globo', fr: 'ballon', pl: 'balon', sk: 'balón', ro: 'balon' },
    shapes: () => [
      shape(RED, arc(50, 38, 20, 25)),
      shape(RED, closed([50, 63], [46, 68], [54, 68])),
      shape(BLACK, wave(50, 68, 95, 3, 2)),
    ],
  },
  {
    key: 'mushroom',
    words: { en: 'mushroom', dk: 'svamp', nl: 'paddenstoel', de: 'Pilz', es: 'seta', fr: 'champignon', pl: 'grzyb', sk: 'huba', ro: 'ciupercă' },
    shapes: () => [
      shape(RED, [...arc(50, 52, 34, 28, Math.PI, TAU, 30), [16, 52]]),
      shape(BROWN, [[41, 52], [38, 84], [62, 84], [59, 52]]),
      shape(YELLOW, circle(38, 38, 4, 12)),
      shape(YELLOW, circle(58, 33, 5, 12)),
      shape(YELLOW, circle(68, 45, 3, 10)),
    ],
  },
  {
    key: 'cup',
    words: { en: 'cup', dk: 'kop', nl: 'kop', de: 'Tasse', es: 'taza', fr: 'tasse', pl: 'kubek', sk: 'šálka', ro: 'cană' },
    shapes: () => [
      shape(BLUE, closed([26, 40], [72, 40], [68, 84], [30, 84])),
      shape(BLUE, arc(71, 60, 11, 11, -Math.PI / 2, Math.PI / 2, 14)),
      shape(GREY, wave(40, 32, 14, 3, 1)),
      shape(GREY, wave(55, 32, 12, 3, 1)),
    ],
  },
];

/** The language whose preset words a game uses: its own when known, else English. */
export function presetLanguage(language: string): PresetLanguage {
  return (PRESET_LANGUAGES as readonly string[]).includes(language) ? (language as PresetLanguage) : 'en';
}

/** The words an AI can draw in the game's language. */
export function presetWords(language: string): Array<{ key: string; word: string }> {
  const lang = presetLanguage(language);
  return PRESET_CONCEPTS.map((c) => ({ key: c.key, word: c.words[lang] }));
}

export function presetConcept(key: string): PresetConcept | undefined {
  return PRESET_CONCEPTS.find((c) => c.key === key);
}

/** The concept a word names in any of the languages (case and accents aside). */
export function presetForWord(word: string, language?: string): PresetConcept | undefined {
  const key = looseKey(word);
  if (language !== undefined) {
    const lang = presetLanguage(language);
    const inLanguage = PRESET_CONCEPTS.find((c) => looseKey(c.words[lang]) === key);
    if (inLanguage) return inLanguage;
  }
  return PRESET_CONCEPTS.find((c) => PRESET_LANGUAGES.some((lang) => looseKey(c.words[lang]) === key));
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Splits long segments so a wobble bends them like a hand-drawn line. */
function densify(points: readonly Xy[], step: number): Xy[] {
  const out: Xy[] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev) {
      const pieces = Math.max(1, Math.ceil(Math.hypot(p[0] - prev[0], p[1] - prev[1]) / step));
      for (let k = 1; k < pieces; k++) out.push([prev[0] + ((p[0] - prev[0]) * k) / pieces, prev[1] + ((p[1] - prev[1]) * k) / pieces]);
    }
    out.push(p);
  });
  return out;
}

const SCALE = PRESET_CANVAS_SIZE / 100;
const round2 = (v: number): number => Math.round(v * 100) / 100;
const toPoint = ([x, y]: Xy): Point => ({ x: round2(x * SCALE), y: round2(y * SCALE) });

/** A pencil stroke: the shape a little off, drifting slowly rather than jittering point by point. */
function sketchy(points: readonly Xy[], rng: Rng, amount: number): Xy[] {
  let dx = (rng.next() - 0.5) * amount;
  let dy = (rng.next() - 0.5) * amount;
  return densify(points, 4).map(([x, y]) => {
    dx = Math.max(-amount, Math.min(amount, dx + (rng.next() - 0.5) * amount * 0.5));
    dy = Math.max(-amount, Math.min(amount, dy + (rng.next() - 0.5) * amount * 0.5));
    return [x + dx, y + dy];
  });
}

/** The concept's drawing in a style, always the same for the same concept and style. */
export function presetDrawing(concept: PresetConcept, style: PresetStyle): SaveData {
  const lines: Line[] = [];
  if (style === 1) {
    for (const s of concept.shapes()) lines.push({ brushColor: s.color, brushRadius: 4, points: densify(s.points, 6).map(toPoint) });
  } else {
    const rng = createRng(hashText(`${concept.key}:${style}`));
    for (const s of concept.shapes()) {
      // Two passes, as a quick pencil sketch goes over its outline twice.
      lines.push({ brushColor: BLACK, brushRadius: 2.5, points: sketchy(s.points, rng, 1.6).map(toPoint) });
      lines.push({ brushColor: '#555555', brushRadius: 1.5, points: sketchy(s.points, rng, 2.2).map(toPoint) });
    }
  }
  return { lines, width: PRESET_CANVAS_SIZE, height: PRESET_CANVAS_SIZE };
}
