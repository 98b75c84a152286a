/**
 * The HIDE_AND_PEEK scene (1920×1080), drawn for Snackparty from the game's scene data: sky, hills,
 * grass, a sandy path to every door, the six houses and the two buckets. The same picture serves the
 * shared screen, the hider and the guessers: `children` are drawn on top in scene pixels (avatars),
 * `onSpot` makes every spot a big tap target, `highlight` rings spots and `marks` badges them (a
 * peek, a find, a count).
 */
import type { CSSProperties, KeyboardEvent, PointerEventHandler, ReactNode, Ref } from 'react';
import { useSvgId } from './svgId';
import { SpotDrawing } from './SpotDrawing';
import { SCENE_HEIGHT, SCENE_SPOTS, SCENE_WIDTH } from './types';
import type { SceneSpot, SpotName } from './types';

/** What a spot carries on top of it. */
export interface SpotMark {
  /** This screen's own peek here: the first (a whole star) or the second (a half star, half points). */
  peek?: 1 | 2;
  /** Someone hiding here was found. */
  found?: boolean;
  /** How many peeked here. */
  count?: number;
}

export interface SceneArtProps {
  /** Drawn on top of the scene, in scene pixels (avatars, arrows). */
  children?: ReactNode;
  /** The spots to draw (the view's; by default the scene's own). */
  spots?: readonly SceneSpot[];
  /** Makes every spot a button (with a target larger than the drawing) that reports its name. */
  onSpot?: (spotName: SpotName) => void;
  /** The targets answer taps only, unnamed: buttons elsewhere on the page name the spots for keyboards and screen readers. */
  pointerOnly?: boolean;
  /** Spots that cannot be tapped now (still drawn). */
  disabled?: readonly SpotName[];
  /** Spots ringed in light. */
  highlight?: SpotName | readonly SpotName[] | null;
  marks?: Partial<Record<SpotName, SpotMark>>;
  /** How big the marks are drawn (1: for a big screen; more where the scene is drawn small). */
  markScale?: number;
  /** Where a spot's marks stand: over its top (by default) or at its foot (when something pops out of the top). */
  markPlace?: 'top' | 'foot';
  /** The accessible name of a spot's button. */
  spotLabel?: (spot: SceneSpot) => string;
  /** The accessible name of the whole picture. */
  label?: string;
  className?: string;
  style?: CSSProperties;
  svgRef?: Ref<SVGSVGElement>;
  onPointerDown?: PointerEventHandler<SVGSVGElement>;
  onPointerMove?: PointerEventHandler<SVGSVGElement>;
  onPointerUp?: PointerEventHandler<SVGSVGElement>;
  onPointerCancel?: PointerEventHandler<SVGSVGElement>;
}

/** How far a spot's tap target reaches beyond its drawing (scene pixels). */
export const HIT_MARGIN = 44;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every spot's tap target: its box grown by `margin`, then trimmed where two targets would overlap
 * (the gap between them is split), so a tap always means one spot. Pure.
 */
export function hitBoxes(spots: readonly SceneSpot[], margin = HIT_MARGIN): Box[] {
  const boxes = spots.map((s) => ({ left: s.x - margin, top: s.y - margin, right: s.x + s.width + margin, bottom: s.y + s.height + margin }));
  spots.forEach((a, i) => {
    spots.forEach((b, j) => {
      if (j <= i) return;
      const A = boxes[i]!;
      const B = boxes[j]!;
      if (A.left >= B.right || B.left >= A.right || A.top >= B.bottom || B.top >= A.bottom) return;
      // Split along the axis where the drawings themselves are apart (the wider gap).
      const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
      const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
      if (gapX >= gapY) {
        const [left, right, leftBox, rightBox] = a.x < b.x ? [a, b, A, B] : [b, a, B, A];
        const middle = (left.x + left.width + right.x) / 2;
        leftBox.right = Math.min(leftBox.right, middle);
        rightBox.left = Math.max(rightBox.left, middle);
      } else {
        const [upper, lower, upperBox, lowerBox] = a.y < b.y ? [a, b, A, B] : [b, a, B, A];
        const middle = (upper.y + upper.height + lower.y) / 2;
        upperBox.bottom = Math.min(upperBox.bottom, middle);
        lowerBox.top = Math.max(lowerBox.top, middle);
      }
    });
  });
  return boxes.map((b) => {
    const left = Math.max(0, b.left);
    const top = Math.max(0, b.top);
    return { x: left, y: top, width: Math.min(SCENE_WIDTH, b.right) - left, height: Math.min(SCENE_HEIGHT, b.bottom) - top };
  });
}

/** A point of the page (a pointer) in scene pixels, for a scene drawn at any size. */
export function scenePointOf(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const matrix = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (matrix && typeof DOMPoint !== 'undefined' && matrix.a !== 0) {
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }
  // The picture keeps its proportions, centred in its box (preserveAspectRatio's default).
  const rect = svg.getBoundingClientRect();
  const scale = Math.min(rect.width / SCENE_WIDTH, rect.height / SCENE_HEIGHT) || 1;
  const left = rect.left + (rect.width - SCENE_WIDTH * scale) / 2;
  const top = rect.top + (rect.height - SCENE_HEIGHT * scale) / 2;
  return { x: (clientX - left) / scale, y: (clientY - top) / scale };
}

function Cloud({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="#ffffff">
      <ellipse cx={0} cy={18} rx={92} ry={30} />
      <circle cx={-38} cy={4} r={36} />
      <circle cx={12} cy={-12} r={46} />
      <circle cx={54} cy={8} r={32} />
    </g>
  );
}

function Flower({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0v18" stroke="#3f8f3a" strokeWidth={4} />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle key={a} cx={Math.cos((a * Math.PI) / 180) * 8} cy={Math.sin((a * Math.PI) / 180) * 8} r={7} fill={colour} />
      ))}
      <circle r={5} fill="#ffd93d" />
    </g>
  );
}

function Tree({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx={0} cy={4} rx={46} ry={10} fill="#1d3a1a" opacity={0.2} />
      <rect x={-10} y={-60} width={20} height={64} rx={6} fill="#8a5a33" />
      <circle cx={0} cy={-96} r={54} fill="#3f9b4a" />
      <circle cx={-30} cy={-72} r={34} fill="#4caf50" />
      <circle cx={28} cy={-76} r={36} fill="#45a349" />
    </g>
  );
}

const FLOWERS: Array<[number, number, string]> = [
  [640, 620, '#ff6b9a'],
  [700, 700, '#ffffff'],
  [1180, 640, '#ff6b9a'],
  [1290, 700, '#ffffff'],
  [600, 980, '#ffcb2e'],
  [1360, 960, '#ff6b9a'],
  [160, 930, '#ffffff'],
  [1780, 960, '#ffcb2e'],
  [1800, 560, '#ff6b9a'],
  [80, 520, '#ffcb2e'],
];

/** Sandy paths from the front of the scene to every door. */
function Paths() {
  const branches = [
    'M975 700C820 712 600 770 420 808',
    'M960 600C780 560 480 510 270 456',
    'M990 520C880 500 760 478 660 466',
    'M1010 700C1200 722 1420 800 1560 840',
    'M1030 570C1200 530 1400 492 1540 466',
  ].join('');
  const main = 'M925 1080C918 900 950 770 925 660C905 560 985 500 1018 446H1082C1055 500 1000 560 1024 660C1050 770 1068 900 1082 1080Z';
  return (
    <g className="hp-scene__paths">
      <path d={branches} fill="none" stroke="#e0bd7f" strokeWidth={66} strokeLinecap="round" />
      <path d={main} fill="#e0bd7f" stroke="#e0bd7f" strokeWidth={12} strokeLinejoin="round" />
      <path d={branches} fill="none" stroke="#f3dca8" strokeWidth={54} strokeLinecap="round" />
      <path d={main} fill="#f3dca8" />
      <path d="M960 1040q12 -8 24 0M1020 940q12 -8 24 0M950 820q12 -8 24 0M1000 720q12 -8 24 0M700 760q12 -8 24 0M1300 770q12 -8 24 0" fill="none" stroke="#d8b572" strokeWidth={5} strokeLinecap="round" />
    </g>
  );
}

/** Sky, sun, clouds, hills, grass, paths and a few flowers and trees: everything but the spots. */
function Landscape({ id }: { id: string }) {
  return (
    <g className="hp-scene__land" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#62bdf6" />
          <stop offset="1" stopColor="#c8ecff" />
        </linearGradient>
        <linearGradient id={`${id}-grass`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fd86e" />
          <stop offset="1" stopColor="#5fb750" />
        </linearGradient>
      </defs>
      <rect width={SCENE_WIDTH} height={SCENE_HEIGHT} fill={`url(#${id}-sky)`} />
      <g className="hp-scene__sun">
        <circle cx={1836} cy={92} r={72} fill="#fff3b0" opacity={0.6} />
        <circle cx={1836} cy={92} r={52} fill="#ffd93d" />
      </g>
      <Cloud x={300} y={86} scale={1} />
      <Cloud x={980} y={128} scale={0.8} />
      <Cloud x={1520} y={62} scale={0.75} />
      <path d="M0 380C200 300 430 300 640 370C860 310 1090 300 1300 360C1500 300 1740 290 1920 350V1080H0Z" fill="#aee39a" />
      <path d="M0 412C320 382 640 402 960 394C1300 386 1640 400 1920 390V1080H0Z" fill={`url(#${id}-grass)`} />
      <Paths />
      {FLOWERS.map(([x, y, colour]) => (
        <Flower key={`${x}:${y}`} x={x} y={y} colour={colour} />
      ))}
      <Tree x={1850} y={470} scale={0.8} />
      <Tree x={60} y={1040} scale={0.9} />
      <Tree x={1840} y={1050} scale={1} />
    </g>
  );
}

/** A five-pointed star centred on 0,0; `half` fills only its left half (a second peek's half points), the rest pale (grey on a dark badge). */
export function Star({ size, half = false, id, dark = false }: { size: number; half?: boolean; id: string; dark?: boolean }) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? size / 2 : size / 4.6;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
  return (
    <g>
      {half ? (
        <defs>
          <clipPath id={id}>
            <rect x={-size / 2} y={-size / 2} width={size / 2} height={size} />
          </clipPath>
        </defs>
      ) : null}
      <polygon points={points} fill={half ? (dark ? '#6b6480' : '#fffdf6') : '#ffcb2e'} stroke="#2b2440" strokeWidth={size * 0.07} strokeLinejoin="round" />
      {half ? <polygon points={points} fill="#ffcb2e" clipPath={`url(#${id})`} stroke="#2b2440" strokeWidth={size * 0.07} strokeLinejoin="round" /> : null}
    </g>
  );
}

/** The badges on top of one spot: this screen's peek, a find, a count. */
function Marks({ spot, mark, id, scale, place }: { spot: SceneSpot; mark: SpotMark; id: string; scale: number; place: 'top' | 'foot' }) {
  const badges: ReactNode[] = [];
  const size = 96 * scale;
  if (mark.peek)
    badges.push(
      <g key="peek">
        <circle r={size / 2.2} fill="#15131c" stroke="#ffcb2e" strokeWidth={4 * scale} />
        <Star size={size * 0.66} half={mark.peek === 2} id={`${id}-${spot.spotName}-half`} dark />
      </g>,
    );
  if (mark.found)
    badges.push(
      <g key="found">
        <circle r={size / 2.3} fill="#3ddc97" stroke="#2b2440" strokeWidth={5 * scale} />
        <path d="M-18 0l12 12 24-24" transform={`scale(${scale})`} fill="none" stroke="#15131c" strokeWidth={9} strokeLinecap="round" strokeLinejoin="round" />
      </g>,
    );
  if (mark.count)
    badges.push(
      <g key="count">
        <circle r={size / 2.5} fill="#fffdf6" stroke="#2b2440" strokeWidth={5 * scale} />
        <text y={14 * scale} textAnchor="middle" fontSize={42 * scale} fontWeight={700} fill="#2b2440" fontFamily="Righteous, system-ui, sans-serif">
          {mark.count}
        </text>
      </g>,
    );
  if (badges.length === 0) return null;
  const step = size * 0.95;
  const first = spot.x + spot.width / 2 - ((badges.length - 1) * step) / 2;
  const y = place === 'top' ? Math.max(size / 2, spot.y - size * 0.2) : Math.min(SCENE_HEIGHT - size / 2, spot.y + spot.height - size * 0.15);
  return (
    <g className={`hp-scene__marks ${mark.found ? 'is-found' : ''}`} data-spot={spot.spotName} data-peek={mark.peek ?? undefined}>
      {badges.map((badge, i) => (
        <g key={i} transform={`translate(${first + i * step} ${y})`}>
          <g className="hp-scene__badge">{badge}</g>
        </g>
      ))}
    </g>
  );
}

function asList(value: SpotName | readonly SpotName[] | null | undefined): readonly SpotName[] {
  if (!value) return [];
  return typeof value === 'string' ? [value] : value;
}

export function SceneArt({
  children,
  spots = SCENE_SPOTS,
  onSpot,
  pointerOnly = false,
  disabled = [],
  highlight,
  marks,
  markScale = 1,
  markPlace = 'top',
  spotLabel = (spot) => spot.spotName,
  label,
  className,
  style,
  svgRef,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
}: SceneArtProps) {
  const id = useSvgId('hp-scene');
  const lit = new Set(asList(highlight));
  const off = new Set(disabled);
  const targets = onSpot ? hitBoxes(spots) : [];
  const choose = (spotName: SpotName) => {
    if (!off.has(spotName)) onSpot?.(spotName);
  };
  const onKey = (event: KeyboardEvent, spotName: SpotName) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(spotName);
  };
  return (
      <svg
        ref={svgRef}
        className={`hp-scene ${onSpot ? 'is-tappable' : ''} ${className ?? ''}`}
        viewBox={`0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`}
        role={onSpot && !pointerOnly ? 'group' : 'img'}
        aria-label={label}
        style={style}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <Landscape id={id} />
        {spots.map((spot) => (
          <g key={spot.spotName} className={`hp-scene__spot ${lit.has(spot.spotName) ? 'is-lit' : ''}`} data-spot={spot.spotName}>
            {lit.has(spot.spotName) ? (
              <rect className="hp-scene__glow" x={spot.x - 22} y={spot.y - 22} width={spot.width + 44} height={spot.height + 44} rx={36} />
            ) : null}
            <SpotDrawing spot={spot} />
          </g>
        ))}
        {marks
          ? spots.map((spot) => {
              const mark = marks[spot.spotName];
              return mark ? <Marks key={spot.spotName} spot={spot} mark={mark} id={id} scale={markScale} place={markPlace} /> : null;
            })
          : null}
        {children}
        {onSpot
          ? spots.map((spot, i) => {
              const box = targets[i]!;
              const isOff = off.has(spot.spotName);
              return (
                <g
                  key={spot.spotName}
                  className={`hp-scene__target ${isOff ? 'is-off' : ''}`}
                  role={pointerOnly ? undefined : 'button'}
                  tabIndex={pointerOnly ? undefined : isOff ? -1 : 0}
                  aria-label={pointerOnly ? undefined : spotLabel(spot)}
                  aria-disabled={pointerOnly ? undefined : isOff || undefined}
                  aria-hidden={pointerOnly || undefined}
                  data-spot={spot.spotName}
                  onClick={() => choose(spot.spotName)}
                  onKeyDown={(event) => onKey(event, spot.spotName)}
                >
                  <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={28} />
                </g>
              );
            })
          : null}
      </svg>
  );
}
