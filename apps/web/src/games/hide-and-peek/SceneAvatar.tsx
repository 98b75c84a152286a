/**
 * A player on the scene: their avatar in a ring of their colour, standing on a shadow, drawn in scene
 * pixels inside `SceneArt`. A new position glides there over `moveMs` (a CSS transition), so a
 * position stream looks like walking.
 */
import type { CSSProperties } from 'react';
import { avatarSources, colourFor, initialOf } from '../../ui/avatarFallback';
import { useSvgId } from './svgId';

export interface SceneAvatarProps {
  /** The avatar's centre, in scene pixels. */
  x: number;
  y: number;
  src: string | null | undefined;
  name: string;
  colour?: string | null;
  /** Diameter in scene pixels. */
  size?: number;
  /** How long the glide to a new position takes. */
  moveMs?: number;
  playerId?: number;
  className?: string;
}

export function SceneAvatar({ x, y, src, name, colour, size = 120, moveMs = 0, playerId, className }: SceneAvatarProps) {
  const clip = useSvgId('hp-avatar');
  const ring = colour ?? colourFor(name);
  const image = avatarSources(src)[0];
  const r = size / 2;
  const style = { transform: `translate(${x}px, ${y}px)`, transitionDuration: `${moveMs}ms` } as CSSProperties;
  return (
    <g className={`hp-avatar ${className ?? ''}`} style={style} data-player={playerId} data-x={Math.round(x)} data-y={Math.round(y)} aria-hidden="true">
      <g className="hp-avatar__body">
        <clipPath id={clip}>
          <circle r={r} />
        </clipPath>
        <ellipse cx={0} cy={r * 1.08} rx={r * 0.8} ry={r * 0.2} fill="#1d3a1a" opacity={0.25} />
        <circle r={r + size * 0.07} fill={ring} stroke="#fffdf6" strokeWidth={size * 0.04} />
        <circle r={r} fill={ring} />
        <text y={r * 0.35} textAnchor="middle" fontSize={r} fontWeight={700} fill="#15131c" fontFamily="Righteous, system-ui, sans-serif">
          {initialOf(name)}
        </text>
        {image ? <image href={image} x={-r} y={-r} width={size} height={size} clipPath={`url(#${clip})`} preserveAspectRatio="xMidYMid slice" /> : null}
      </g>
    </g>
  );
}
