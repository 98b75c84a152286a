/**
 * The eight hiding spots as drawings, one silhouette per shape, each filling its box of the scene
 * data in its own colour. Drawn for Snackparty (see README.md in this folder).
 */
import type { ReactElement } from 'react';
import type { SceneSpot, SpotShape } from './types';

/** A colour mixed towards black (amount < 0) or white (amount > 0), as a hex string. */
export function shade(hex: string, amount: number): string {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

interface ShapeProps {
  w: number;
  h: number;
  colour: string;
}

const OUTLINE = '#2b2440';
const GLASS = '#bfe9ff';
const LIT = '#ffe27a';
const WOOD = '#7a4a24';

function GroundShadow({ w, h, spread = 0.5 }: { w: number; h: number; spread?: number }) {
  return <ellipse cx={w / 2} cy={h - 6} rx={w * spread} ry={Math.max(10, h * 0.045)} fill="#1d3a1a" opacity={0.22} />;
}

function Window({ x, y, size, fill = GLASS }: { x: number; y: number; size: number; fill?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size * 0.12} fill={fill} stroke="#fffdf6" strokeWidth={size * 0.12} />
      <path d={`M${x + size / 2} ${y}V${y + size}M${x} ${y + size / 2}H${x + size}`} stroke="#fffdf6" strokeWidth={size * 0.08} />
    </g>
  );
}

/** The yellow cottage: a pitched roof with a chimney, a door and two windows. */
function Cottage({ w, h, colour }: ShapeProps) {
  const edge = shade(colour, -0.25);
  const roof = '#c4553a';
  return (
    <g>
      <GroundShadow w={w} h={h} />
      <rect x={w * 0.66} y={h * 0.06} width={w * 0.1} height={h * 0.26} fill="#a4473a" stroke={OUTLINE} strokeWidth={3} />
      <rect x={w * 0.64} y={h * 0.04} width={w * 0.14} height={h * 0.05} rx={3} fill="#8e3c31" stroke={OUTLINE} strokeWidth={3} />
      <rect x={w * 0.08} y={h * 0.42} width={w * 0.84} height={h * 0.56} rx={6} fill={colour} stroke={edge} strokeWidth={5} />
      <rect x={w * 0.08} y={h * 0.42} width={w * 0.84} height={h * 0.06} fill={edge} opacity={0.35} />
      <path d={`M${-w * 0.03} ${h * 0.46}L${w * 0.5} ${h * 0.05}L${w * 1.03} ${h * 0.46}Z`} fill={roof} stroke={shade(roof, -0.3)} strokeWidth={5} strokeLinejoin="round" />
      <path d={`M${w * 0.2} ${h * 0.37}L${w * 0.5} ${h * 0.14}L${w * 0.8} ${h * 0.37}`} fill="none" stroke={shade(roof, 0.18)} strokeWidth={4} strokeLinecap="round" />
      <Window x={w * 0.16} y={h * 0.56} size={w * 0.18} />
      <Window x={w * 0.66} y={h * 0.56} size={w * 0.18} />
      <path d={`M${w * 0.4} ${h * 0.98}V${h * 0.66}a${w * 0.1} ${w * 0.1} 0 0 1 ${w * 0.2} 0V${h * 0.98}Z`} fill={WOOD} stroke={OUTLINE} strokeWidth={3} />
      <circle cx={w * 0.56} cy={h * 0.83} r={w * 0.015} fill={LIT} />
      <path d={`M${w * 0.1} ${h * 0.98}q${w * 0.04} -${h * 0.07} ${w * 0.08} 0M${w * 0.82} ${h * 0.98}q${w * 0.04} -${h * 0.07} ${w * 0.08} 0`} fill="#3f9b4a" />
    </g>
  );
}

/** The purple tower: tall and narrow, a pointed roof with a flag, round-topped windows. */
function Tower({ w, h, colour }: ShapeProps) {
  const edge = shade(colour, -0.3);
  const roof = shade(colour, -0.35);
  const arch = (x: number, y: number, width: number, height: number) =>
    `M${x} ${y + height}V${y + width / 2}a${width / 2} ${width / 2} 0 0 1 ${width} 0V${y + height}Z`;
  return (
    <g>
      <GroundShadow w={w} h={h} spread={0.46} />
      <path d={`M${w * 0.16} ${h * 0.3}H${w * 0.84}L${w * 0.88} ${h * 0.985}H${w * 0.12}Z`} fill={colour} stroke={edge} strokeWidth={5} strokeLinejoin="round" />
      {[0.42, 0.56, 0.7, 0.84].map((y) => (
        <path key={y} d={`M${w * 0.15} ${h * y}H${w * 0.85}`} stroke={shade(colour, 0.18)} strokeWidth={4} />
      ))}
      <rect x={w * 0.1} y={h * 0.27} width={w * 0.8} height={h * 0.05} rx={4} fill={roof} stroke={OUTLINE} strokeWidth={3} />
      <path d={`M${w * 0.06} ${h * 0.29}L${w * 0.5} ${h * 0.07}L${w * 0.94} ${h * 0.29}Z`} fill={roof} stroke={OUTLINE} strokeWidth={4} strokeLinejoin="round" />
      <path d={`M${w * 0.5} ${h * 0.08}V${h * 0.005}`} stroke={OUTLINE} strokeWidth={4} strokeLinecap="round" />
      <path d={`M${w * 0.5} ${h * 0.008}L${w * 0.72} ${h * 0.03}L${w * 0.5} ${h * 0.055}Z`} fill="#ffcb2e" stroke={OUTLINE} strokeWidth={2.5} strokeLinejoin="round" />
      <path d={arch(w * 0.38, h * 0.36, w * 0.24, h * 0.12)} fill={LIT} stroke={OUTLINE} strokeWidth={3} />
      <path d={arch(w * 0.38, h * 0.56, w * 0.24, h * 0.12)} fill={LIT} stroke={OUTLINE} strokeWidth={3} />
      <path d={arch(w * 0.34, h * 0.8, w * 0.32, h * 0.185)} fill={WOOD} stroke={OUTLINE} strokeWidth={3} />
    </g>
  );
}

/** A point on an upright half-ellipse's outline at height `y` above its base: the half-width there. */
function halfWidthAt(rx: number, ry: number, rise: number): number {
  const k = 1 - (rise / ry) ** 2;
  return k <= 0 ? 0 : rx * Math.sqrt(k);
}

/** The white igloo: a dome of snow blocks on a patch of snow, with a round entrance tunnel. */
function Igloo({ w, h, colour }: ShapeProps) {
  const edge = '#8fb3c9';
  const base = h * 0.94;
  const rx = w * 0.44;
  const ry = h * 0.86;
  const cx = w * 0.5;
  const rows = [0.22, 0.44, 0.64, 0.8];
  const joints: string[] = [];
  rows.forEach((rise, i) => {
    const lower = i === 0 ? 0 : rows[i - 1]!;
    const half = halfWidthAt(rx, ry, ry * rise);
    const step = (half * 2) / (4 - i * 0.8);
    for (let x = cx - half + step * (i % 2 === 0 ? 1 : 0.5); x < cx + half - step * 0.3; x += step) {
      joints.push(`M${x} ${base - ry * lower}V${base - ry * rise}`);
    }
  });
  return (
    <g>
      <ellipse cx={cx} cy={base + 2} rx={w * 0.52} ry={h * 0.07} fill="#e3f4ff" stroke="#c5e2f3" strokeWidth={3} />
      <path d={`M${cx - rx} ${base}A${rx} ${ry} 0 0 1 ${cx + rx} ${base}Z`} fill={colour} stroke={edge} strokeWidth={5} />
      <path d={`M${cx - rx * 0.7} ${base - ry * 0.5}A${rx * 0.8} ${ry * 0.8} 0 0 1 ${cx - rx * 0.1} ${base - ry * 0.92}`} fill="none" stroke="#ffffff" strokeWidth={9} strokeLinecap="round" opacity={0.9} />
      {rows.map((rise) => {
        const half = halfWidthAt(rx, ry, ry * rise);
        return <path key={rise} d={`M${cx - half} ${base - ry * rise}H${cx + half}`} stroke={edge} strokeWidth={3} opacity={0.8} />;
      })}
      <path d={joints.join('')} stroke={edge} strokeWidth={3} opacity={0.8} />
      <path d={`M${cx - w * 0.17} ${base}V${base - h * 0.22}A${w * 0.17} ${h * 0.2} 0 0 1 ${cx + w * 0.17} ${base - h * 0.22}V${base}Z`} fill={colour} stroke={edge} strokeWidth={5} />
      <path d={`M${cx - w * 0.1} ${base}V${base - h * 0.17}A${w * 0.1} ${h * 0.14} 0 0 1 ${cx + w * 0.1} ${base - h * 0.17}V${base}Z`} fill="#2d4a63" />
    </g>
  );
}

/** The brown barn: a two-slope barn roof, white trim, a hay loft and big doors with crossed braces. */
function Barn({ w, h, colour }: ShapeProps) {
  const roof = shade(colour, -0.4);
  const trim = '#fff7e6';
  const door = { x: w * 0.32, y: h * 0.56, width: w * 0.36, height: h * 0.42 };
  const half = door.width / 2;
  return (
    <g>
      <GroundShadow w={w} h={h} spread={0.49} />
      <rect x={w * 0.06} y={h * 0.38} width={w * 0.88} height={h * 0.6} fill={colour} stroke={roof} strokeWidth={5} />
      {[0.17, 0.28, 0.72, 0.83].map((x) => (
        <path key={x} d={`M${w * x} ${h * 0.44}V${h * 0.97}`} stroke={shade(colour, -0.18)} strokeWidth={4} />
      ))}
      <path
        d={`M${-w * 0.01} ${h * 0.42}L${w * 0.13} ${h * 0.15}L${w * 0.5} ${h * 0.02}L${w * 0.87} ${h * 0.15}L${w * 1.01} ${h * 0.42}Z`}
        fill={roof}
        stroke={OUTLINE}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d={`M${w * 0.05} ${h * 0.4}L${w * 0.16} ${h * 0.18}L${w * 0.5} ${h * 0.07}L${w * 0.84} ${h * 0.18}L${w * 0.95} ${h * 0.4}`} fill="none" stroke={trim} strokeWidth={7} strokeLinejoin="round" />
      <rect x={w * 0.42} y={h * 0.2} width={w * 0.16} height={h * 0.16} fill="#f2c14e" stroke={trim} strokeWidth={6} />
      <path d={`M${w * 0.43} ${h * 0.3}q${w * 0.03} -${h * 0.05} ${w * 0.07} -${h * 0.02}q${w * 0.03} -${h * 0.05} ${w * 0.07} 0`} fill="none" stroke="#c99a2e" strokeWidth={4} />
      <rect x={door.x} y={door.y} width={door.width} height={door.height} fill={shade(colour, -0.15)} stroke={trim} strokeWidth={7} />
      <path d={`M${door.x + half} ${door.y}V${door.y + door.height}`} stroke={trim} strokeWidth={6} />
      <path
        d={`M${door.x} ${door.y}L${door.x + half} ${door.y + door.height}M${door.x + half} ${door.y}L${door.x} ${door.y + door.height}M${door.x + half} ${door.y}L${door.x + door.width} ${door.y + door.height}M${door.x + door.width} ${door.y}L${door.x + half} ${door.y + door.height}`}
        stroke={trim}
        strokeWidth={5}
      />
      <Window x={w * 0.11} y={h * 0.55} size={w * 0.12} />
      <Window x={w * 0.77} y={h * 0.55} size={w * 0.12} />
    </g>
  );
}

/** The green round hut: round walls under a cone roof, a round-topped door and a round window. */
function RoundHut({ w, h, colour }: ShapeProps) {
  const edge = shade(colour, -0.3);
  const roof = shade(colour, -0.38);
  const stripes = [0.25, 0.5, 0.75].map((t) => `M${w * 0.5} ${h * 0.03}L${w * (0.04 + 0.92 * t)} ${h * 0.52}`).join('');
  return (
    <g>
      <GroundShadow w={w} h={h} spread={0.44} />
      <path d={`M${w * 0.13} ${h * 0.44}V${h * 0.9}A${w * 0.37} ${h * 0.08} 0 0 0 ${w * 0.87} ${h * 0.9}V${h * 0.44}Z`} fill={colour} stroke={edge} strokeWidth={5} />
      <path d={`M${w * 0.13} ${h * 0.66}A${w * 0.37} ${h * 0.08} 0 0 0 ${w * 0.87} ${h * 0.66}`} fill="none" stroke={shade(colour, 0.2)} strokeWidth={5} />
      <path d={`M${w * 0.02} ${h * 0.5}Q${w * 0.5} ${h * 0.62} ${w * 0.98} ${h * 0.5}L${w * 0.5} ${h * 0.02}Z`} fill={roof} stroke={OUTLINE} strokeWidth={4} strokeLinejoin="round" />
      <path d={stripes} stroke={shade(colour, 0.1)} strokeWidth={5} strokeLinecap="round" opacity={0.8} />
      <circle cx={w * 0.5} cy={h * 0.03} r={w * 0.03} fill="#ffcb2e" stroke={OUTLINE} strokeWidth={2.5} />
      <circle cx={w * 0.26} cy={h * 0.68} r={w * 0.07} fill={GLASS} stroke="#fffdf6" strokeWidth={5} />
      <path d={`M${w * 0.46} ${h * 0.94}V${h * 0.7}a${w * 0.11} ${w * 0.11} 0 0 1 ${w * 0.22} 0V${h * 0.94}Z`} fill={WOOD} stroke={OUTLINE} strokeWidth={3} />
    </g>
  );
}

/** The orange lighthouse: a tapering striped tower on rocks, a gallery, a lit lamp and a red cap. */
function Lighthouse({ w, h, colour }: ShapeProps) {
  const top = h * 0.3;
  const bottom = h * 0.88;
  const topHalf = w * 0.17;
  const bottomHalf = w * 0.29;
  const xAt = (y: number) => topHalf + ((y - top) / (bottom - top)) * (bottomHalf - topHalf);
  const band = (y1: number, y2: number) => `M${w / 2 - xAt(y1)} ${y1}H${w / 2 + xAt(y1)}L${w / 2 + xAt(y2)} ${y2}H${w / 2 - xAt(y2)}Z`;
  const edge = shade(colour, -0.3);
  return (
    <g>
      <path d={`M${w * 0.3} ${h * 0.5}L${-w * 0.12} ${h * 0.2}L${-w * 0.12} ${h * 0.06}Z`} fill="#fff6b0" opacity={0.45} />
      <path d={`M${w * 0.7} ${h * 0.5}L${w * 1.12} ${h * 0.2}L${w * 1.12} ${h * 0.06}Z`} fill="#fff6b0" opacity={0.45} />
      <GroundShadow w={w} h={h} spread={0.47} />
      <path d={band(top, bottom)} fill={colour} stroke={edge} strokeWidth={5} strokeLinejoin="round" />
      <path d={band(top + (bottom - top) * 0.22, top + (bottom - top) * 0.38)} fill="#fffdf6" />
      <path d={band(top + (bottom - top) * 0.6, top + (bottom - top) * 0.76)} fill="#fffdf6" />
      <path d={band(top, bottom)} fill="none" stroke={edge} strokeWidth={5} strokeLinejoin="round" />
      <path d={`M${w * 0.5 - w * 0.08} ${bottom}V${bottom - h * 0.1}a${w * 0.08} ${w * 0.08} 0 0 1 ${w * 0.16} 0V${bottom}Z`} fill={WOOD} stroke={OUTLINE} strokeWidth={3} />
      <circle cx={w * 0.5} cy={top + (bottom - top) * 0.5} r={w * 0.055} fill={GLASS} stroke="#fffdf6" strokeWidth={4} />
      <path d={`M${w * 0.02} ${h * 0.99}Q${w * 0.06} ${h * 0.87} ${w * 0.24} ${h * 0.87}H${w * 0.76}Q${w * 0.94} ${h * 0.87} ${w * 0.98} ${h * 0.99}Z`} fill="#9aa5b1" stroke="#5f6b77" strokeWidth={4} strokeLinejoin="round" />
      <rect x={w * 0.34} y={h * 0.14} width={w * 0.32} height={h * 0.13} rx={4} fill={LIT} stroke={OUTLINE} strokeWidth={4} />
      <path d={`M${w * 0.5} ${h * 0.14}V${h * 0.27}`} stroke={OUTLINE} strokeWidth={3} />
      <rect x={w * 0.22} y={h * 0.265} width={w * 0.56} height={h * 0.04} rx={4} fill="#3d3a4e" stroke={OUTLINE} strokeWidth={3} />
      <path d={`M${w * 0.3} ${h * 0.145}L${w * 0.5} ${h * 0.04}L${w * 0.7} ${h * 0.145}Z`} fill="#c0392b" stroke={OUTLINE} strokeWidth={4} strokeLinejoin="round" />
      <circle cx={w * 0.5} cy={h * 0.035} r={w * 0.03} fill="#c0392b" stroke={OUTLINE} strokeWidth={2.5} />
    </g>
  );
}

/** A bucket with a handle. The blue one carries waves, the red one dots, so the two differ beyond colour. */
function Bucket({ w, h, colour, pattern }: ShapeProps & { pattern: 'waves' | 'dots' }) {
  const rimY = h * 0.34;
  const edge = shade(colour, -0.35);
  const inside = shade(colour, -0.45);
  const light = '#fffdf6';
  const body = `M${w * 0.07} ${rimY}L${w * 0.19} ${h * 0.95}Q${w * 0.5} ${h * 1.01} ${w * 0.81} ${h * 0.95}L${w * 0.93} ${rimY}Z`;
  return (
    <g>
      <GroundShadow w={w} h={h} spread={0.42} />
      <path d={`M${w * 0.1} ${rimY}C${w * 0.1} ${h * 0.02} ${w * 0.9} ${h * 0.02} ${w * 0.9} ${rimY}`} fill="none" stroke="#8d99a6" strokeWidth={7} strokeLinecap="round" />
      <path d={body} fill={colour} stroke={edge} strokeWidth={5} strokeLinejoin="round" />
      <path d={`M${w * 0.11} ${h * 0.5}Q${w * 0.5} ${h * 0.56} ${w * 0.89} ${h * 0.5}M${w * 0.15} ${h * 0.8}Q${w * 0.5} ${h * 0.86} ${w * 0.85} ${h * 0.8}`} fill="none" stroke={edge} strokeWidth={4} opacity={0.7} />
      {pattern === 'waves' ? (
        <path
          d={`M${w * 0.16} ${h * 0.66}q${w * 0.085} -${h * 0.06} ${w * 0.17} 0t${w * 0.17} 0t${w * 0.17} 0t${w * 0.17} 0`}
          fill="none"
          stroke={light}
          strokeWidth={6}
          strokeLinecap="round"
        />
      ) : (
        <g fill={light}>
          <circle cx={w * 0.3} cy={h * 0.64} r={w * 0.045} />
          <circle cx={w * 0.5} cy={h * 0.7} r={w * 0.045} />
          <circle cx={w * 0.7} cy={h * 0.64} r={w * 0.045} />
          <circle cx={w * 0.4} cy={h * 0.9} r={w * 0.035} />
          <circle cx={w * 0.6} cy={h * 0.9} r={w * 0.035} />
        </g>
      )}
      <ellipse cx={w * 0.5} cy={rimY} rx={w * 0.43} ry={h * 0.065} fill={inside} stroke={shade(colour, 0.25)} strokeWidth={5} />
      <path d={`M${w * 0.2} ${h * 0.42}L${w * 0.27} ${h * 0.88}`} stroke={light} strokeWidth={7} strokeLinecap="round" opacity={0.45} />
    </g>
  );
}

const DRAWINGS: Record<SpotShape, (props: ShapeProps & { spot: SceneSpot }) => ReactElement> = {
  cottage: Cottage,
  tower: Tower,
  igloo: Igloo,
  barn: Barn,
  round_hut: RoundHut,
  lighthouse: Lighthouse,
  bucket: ({ spot, ...props }) => <Bucket {...props} pattern={spot.spotName === 'red_bucket' ? 'dots' : 'waves'} />,
};

/** One spot drawn in its box of the scene (scene pixels). */
export function SpotDrawing({ spot }: { spot: SceneSpot }) {
  const Drawing = DRAWINGS[spot.shape];
  return (
    <g className="hp-spot-drawing" data-spot={spot.spotName} transform={`translate(${spot.x} ${spot.y})`}>
      <Drawing spot={spot} w={spot.width} h={spot.height} colour={spot.colour} />
    </g>
  );
}
