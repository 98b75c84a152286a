import type { ReactNode } from 'react';
import type { GameType } from '@snackparty/protocol';
import { gameInfo } from './catalogue';

/** A small drawing per game type for cards and headers. Decorative: hidden from screen readers. */
export function GameArt({ type, size = 96 }: { type: GameType; size?: number }) {
  const { accent } = gameInfo(type);
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false" className="game-art">
      {ART[type](accent)}
    </svg>
  );
}

const stroke = { fill: 'none', strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const ART: Record<GameType, (accent: string) => ReactNode> = {
  SNAPTION: (a) => (
    <>
      <rect x="12" y="26" width="72" height="52" rx="10" fill="#fff" />
      <rect x="34" y="16" width="28" height="14" rx="5" fill="#fff" />
      <circle cx="48" cy="52" r="17" fill={a} />
      <circle cx="48" cy="52" r="8" fill="#15131c" />
      <circle cx="72" cy="37" r="4" fill="#15131c" />
    </>
  ),
  RPS_SHOOT: (a) => (
    <>
      <circle cx="30" cy="58" r="18" fill={a} />
      <rect x="52" y="40" width="32" height="40" rx="6" fill="#fff" />
      <path d="M58 14 L70 36 M82 14 L70 36" stroke="#fff" {...stroke} />
      <circle cx="56" cy="12" r="6" fill="#fff" />
      <circle cx="84" cy="12" r="6" fill="#fff" />
    </>
  ),
  CANVAS_CLASH: (a) => (
    <>
      <rect x="10" y="14" width="56" height="52" rx="6" fill="#fff" />
      <path d="M20 54 C30 30, 44 60, 56 28" stroke={a} {...stroke} />
      <path d="M58 84 L86 40" stroke="#15131c" strokeWidth="10" strokeLinecap="round" />
      <path d="M86 40 L90 33" stroke="#FFCB2E" strokeWidth="10" strokeLinecap="round" />
    </>
  ),
  AB_THINKING: (a) => (
    <>
      <rect x="8" y="20" width="38" height="56" rx="10" fill="#fff" />
      <rect x="50" y="20" width="38" height="56" rx="10" fill={a} />
      <path d="M18 62 L27 34 L36 62 M21 53 H33" stroke="#15131c" {...stroke} strokeWidth="5" />
      <path d="M61 34 V62 H72 C80 62 80 48 72 48 H61 M61 48 H71 C78 48 78 34 71 34 H61" stroke="#15131c" {...stroke} strokeWidth="5" />
    </>
  ),
  REQUIP: (a) => (
    <>
      <path d="M10 18 H62 A8 8 0 0 1 70 26 V50 A8 8 0 0 1 62 58 H30 L18 70 V58 H18 A8 8 0 0 1 10 50 Z" fill="#fff" />
      <path d="M40 40 H80 A8 8 0 0 1 88 48 V70 A8 8 0 0 1 80 78 H78 V88 L66 78 H48 A8 8 0 0 1 40 70 Z" fill={a} />
      <circle cx="54" cy="59" r="4" fill="#15131c" />
      <circle cx="66" cy="59" r="4" fill="#15131c" />
      <circle cx="78" cy="59" r="4" fill="#15131c" />
    </>
  ),
  SYNC_THINK: (a) => (
    <>
      <circle cx="32" cy="50" r="22" fill="#fff" />
      <circle cx="64" cy="50" r="22" fill={a} opacity="0.95" />
      <path d="M42 50 L48 56 L56 44" stroke="#15131c" {...stroke} strokeWidth="5" />
    </>
  ),
  HIDE_AND_PEEK: (a) => (
    <>
      <path d="M12 48 L40 24 L68 48 V80 H12 Z" fill="#fff" />
      <rect x="32" y="56" width="16" height="24" rx="3" fill={a} />
      <circle cx="72" cy="62" r="16" fill="#FFCB2E" />
      <circle cx="67" cy="60" r="3.5" fill="#15131c" />
      <circle cx="78" cy="60" r="3.5" fill="#15131c" />
    </>
  ),
  EXPERIMENTS: (a) => (
    <>
      <path d="M38 12 H58 M42 12 V40 L20 78 A6 6 0 0 0 26 86 H70 A6 6 0 0 0 76 78 L54 40 V12" stroke="#fff" {...stroke} />
      <path d="M28 70 H68 L74 80 H22 Z" fill={a} />
      <circle cx="44" cy="60" r="4" fill={a} />
      <circle cx="54" cy="52" r="3" fill={a} />
    </>
  ),
};
