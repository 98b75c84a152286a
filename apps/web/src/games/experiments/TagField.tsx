/**
 * Tag's playing field: the HIDE_AND_PEEK scene with every player's avatar on it, in scene pixels.
 * "It" wears a red dashed ring and a hand badge (never colour alone); the one who just passed it on
 * wears a shield while nobody may tag them back; this phone's own avatar has a "you" pointer.
 */
import { useId, type CSSProperties } from 'react';
import { SceneArt } from '../hide-and-peek/SceneArt';
import { avatarSources, colourFor, initialOf } from '../../ui/avatarFallback';
import type { ScenePoint } from './types';

export interface FieldPlayer {
  playerId: number;
  alias: string;
  avatarSrc: string | null | undefined;
  colour: string | null | undefined;
}

export interface TagFieldProps {
  players: readonly FieldPlayer[];
  positions: ReadonlyMap<number, ScenePoint>;
  it: number | null;
  /** The one nobody may tag back just now. */
  immune: number | null;
  /** This phone's player: drawn where the phone says, without a glide, with a pointer. */
  me?: { playerId: number; position: ScenePoint } | null;
  label: string;
  itLabel: string;
  youLabel: string;
  /** How much larger than on the shared screen avatars are drawn (a phone's small field wants them bigger). */
  avatarScale?: number;
  className?: string;
}

/** A relayed position glides in over about the relay's interval, so ten positions a second look like running. */
const GLIDE_MS = 110;
const AVATAR = 110;

export function TagField({ players, positions, it, immune, me, label, itLabel, youLabel, avatarScale = 1, className }: TagFieldProps) {
  // "It" is drawn last, on top of everyone.
  const ordered = [...players].sort((a, b) => Number(a.playerId === it) - Number(b.playerId === it));
  return (
    <SceneArt label={label} className={`tag-field ${className ?? ''}`}>
      {ordered.map((player) => {
        const mine = me?.playerId === player.playerId;
        const at = mine ? me!.position : positions.get(player.playerId);
        if (!at) return null;
        return (
          <TagAvatar
            key={player.playerId}
            player={player}
            x={at.x}
            y={at.y}
            glideMs={mine ? 0 : GLIDE_MS}
            isIt={player.playerId === it}
            immune={player.playerId === immune}
            mine={mine}
            itLabel={itLabel}
            youLabel={youLabel}
            scale={avatarScale}
          />
        );
      })}
    </SceneArt>
  );
}

interface TagAvatarProps {
  player: FieldPlayer;
  x: number;
  y: number;
  glideMs: number;
  isIt: boolean;
  immune: boolean;
  mine: boolean;
  itLabel: string;
  youLabel: string;
  scale: number;
}

function TagAvatar({ player, x, y, glideMs, isIt, immune, mine, itLabel, youLabel, scale }: TagAvatarProps) {
  // React's ids hold characters `url(#…)` may not.
  const clip = `tag-avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ring = player.colour ?? colourFor(player.alias);
  const image = avatarSources(player.avatarSrc)[0];
  const r = AVATAR / 2;
  const style: CSSProperties = { transform: `translate(${x}px, ${y}px)`, transition: `transform ${glideMs}ms linear` };
  return (
    <g
      className={`tag-avatar ${isIt ? 'is-it' : ''} ${immune ? 'is-immune' : ''} ${mine ? 'is-mine' : ''}`}
      style={style}
      data-player={player.playerId}
      data-x={Math.round(x)}
      data-y={Math.round(y)}
      data-it={isIt || undefined}
      aria-hidden="true"
    >
      <g transform={scale === 1 ? undefined : `scale(${scale})`}>
        <clipPath id={clip}>
          <circle r={r} />
        </clipPath>
        <ellipse cx={0} cy={r * 1.1} rx={r * 0.8} ry={r * 0.2} fill="#1d3a1a" opacity={0.28} />
        {isIt ? <circle className="tag-avatar__it-ring" r={r + 22} fill="none" stroke="#ff3b3b" strokeWidth={10} strokeDasharray="18 10" /> : null}
        <circle r={r + 8} fill={ring} stroke="#fffdf6" strokeWidth={5} />
        <circle r={r} fill={ring} />
        <text y={r * 0.35} textAnchor="middle" fontSize={r} fontWeight={700} fill="#15131c" fontFamily="Righteous, system-ui, sans-serif">
          {initialOf(player.alias)}
        </text>
        {image ? <image href={image} x={-r} y={-r} width={AVATAR} height={AVATAR} clipPath={`url(#${clip})`} preserveAspectRatio="xMidYMid slice" /> : null}
        {isIt ? <ItBadge y={-r - 44} label={itLabel} /> : null}
        {immune ? <ShieldBadge x={r * 0.8} y={-r * 0.8} /> : null}
        {mine && !isIt ? <YouPointer y={-r - 30} label={youLabel} /> : null}
      </g>
    </g>
  );
}

/** A red tag with a hand and the word for "it", above the head. */
function ItBadge({ y, label }: { y: number; label: string }) {
  const width = 64 + label.length * 22;
  return (
    <g transform={`translate(0, ${y})`} className="tag-avatar__it-badge">
      <rect x={-width / 2} y={-30} width={width} height={60} rx={30} fill="#ff3b3b" stroke="#fffdf6" strokeWidth={5} />
      <g transform={`translate(${-width / 2 + 14}, -18) scale(1.5)`}>
        <HandPath />
      </g>
      <text x={-width / 2 + 56} y={12} fontSize={36} fontWeight={700} fill="#fffdf6" fontFamily="Righteous, system-ui, sans-serif">
        {label}
      </text>
    </g>
  );
}

/** An open hand (24×24), the sign of "it" on every screen. */
export function HandPath({ colour = '#fffdf6' }: { colour?: string }) {
  return (
    <path
      d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12M11 11.5v-7a1.5 1.5 0 0 1 3 0V12M14 11.5v-5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7 6 6 0 0 1-5-2.7L2.6 14.5a1.5 1.5 0 0 1 2.4-1.8L8 16"
      fill="none"
      stroke={colour}
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

function ShieldBadge({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x}, ${y})`} className="tag-avatar__shield">
      <circle r={26} fill="#2f80ed" stroke="#fffdf6" strokeWidth={4} />
      <path d="M0 -15 L13 -9 V1 C13 9 7 14 0 17 C-7 14 -13 9 -13 1 V-9 Z" fill="#fffdf6" />
    </g>
  );
}

function YouPointer({ y, label }: { y: number; label: string }) {
  const width = 40 + label.length * 20;
  return (
    <g transform={`translate(0, ${y})`} className="tag-avatar__you">
      <path d="M-14 10 L0 28 L14 10 Z" fill="#fffdf6" />
      <rect x={-width / 2} y={-38} width={width} height={50} rx={25} fill="#fffdf6" />
      <text y={0} textAnchor="middle" fontSize={32} fontWeight={700} fill="#15131c" fontFamily="Righteous, system-ui, sans-serif">
        {label}
      </text>
    </g>
  );
}
