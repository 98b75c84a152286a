/**
 * The HIDE_AND_PEEK scene as data (spec: a 1920x1080 scene with eight hiding spots). Every spot has its
 * own colour and its own shape, so a child who cannot read can still say "the red bucket" or "the
 * round green hut". The web app draws the scene from this data; the rules only need the spot names.
 */

export const SCENE_WIDTH = 1920;
export const SCENE_HEIGHT = 1080;

/** The spec's spot names, in the order the scene lists them. */
export const SPOT_NAMES = ['house1', 'house2', 'house3', 'house4', 'house5', 'house6', 'blue_bucket', 'red_bucket'] as const;
export type SpotName = (typeof SPOT_NAMES)[number];

/** What a spot looks like: a silhouette a child can name. */
export type SpotShape = 'cottage' | 'tower' | 'igloo' | 'barn' | 'round_hut' | 'lighthouse' | 'bucket';

export interface SceneSpot {
  spotName: SpotName;
  /** Top-left corner on the 1920x1080 scene, in scene pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The spot's main colour (CSS hex); no two spots share one. */
  colour: string;
  /** The colour's name in English, for tests and the read-aloud fallback. */
  colourName: string;
  shape: SpotShape;
}

/**
 * Houses along the back (smaller, further away) and the middle of the scene, the two buckets in the
 * front where small avatars fit behind them. Spots never overlap, and all lie inside the scene.
 */
export const SCENE_SPOTS: readonly SceneSpot[] = [
  { spotName: 'house1', x: 120, y: 180, width: 300, height: 280, colour: '#f4c430', colourName: 'yellow', shape: 'cottage' },
  { spotName: 'house2', x: 560, y: 90, width: 200, height: 380, colour: '#8e44ad', colourName: 'purple', shape: 'tower' },
  { spotName: 'house3', x: 900, y: 250, width: 300, height: 200, colour: '#ecf0f1', colourName: 'white', shape: 'igloo' },
  { spotName: 'house4', x: 1340, y: 150, width: 400, height: 320, colour: '#8b4513', colourName: 'brown', shape: 'barn' },
  { spotName: 'house5', x: 250, y: 560, width: 280, height: 260, colour: '#27ae60', colourName: 'green', shape: 'round_hut' },
  { spotName: 'house6', x: 1450, y: 520, width: 220, height: 360, colour: '#ff8c00', colourName: 'orange', shape: 'lighthouse' },
  { spotName: 'blue_bucket', x: 760, y: 780, width: 160, height: 180, colour: '#1e6fd9', colourName: 'blue', shape: 'bucket' },
  { spotName: 'red_bucket', x: 1080, y: 800, width: 160, height: 180, colour: '#d62828', colourName: 'red', shape: 'bucket' },
];

export function isSpotName(value: unknown): value is SpotName {
  return typeof value === 'string' && (SPOT_NAMES as readonly string[]).includes(value);
}

export function spotOf(spotName: SpotName): SceneSpot {
  const spot = SCENE_SPOTS.find((s) => s.spotName === spotName);
  if (!spot) throw new Error(`hide-and-peek: unknown spot "${spotName}"`);
  return spot;
}

/** Where an avatar stands when it hides in a spot: the spot's centre. */
export function spotCentre(spotName: SpotName): { x: number; y: number } {
  const spot = spotOf(spotName);
  return { x: spot.x + spot.width / 2, y: spot.y + spot.height / 2 };
}

/** The area an avatar may walk in: the scene less a margin, so the avatar is always whole on screen. */
export const WALK_AREA = { minX: 80, maxX: SCENE_WIDTH - 80, minY: 120, maxY: SCENE_HEIGHT - 80 } as const;
