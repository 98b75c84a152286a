/**
 * Rock, paper and scissors drawn in SVG (no image files), and the marks for a throw's result.
 * Decorative: the element around them carries the name.
 */
import type { RpsMove, RpsResultValue } from './types';

const OUTLINE = '#15131c';

function Rock() {
  return (
    <>
      <path d="M18 64 L27 36 L50 21 L76 29 L87 55 L75 79 L42 84 Z" fill="#b8b2c9" stroke={OUTLINE} strokeWidth="5" strokeLinejoin="round" />
      <path d="M50 21 L46 47 L27 36 M46 47 L75 79 M46 47 L87 55" fill="none" stroke="#7d7694" strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M46 47 L27 36 L18 64 L42 84 Z" fill="#8f88a8" opacity="0.55" />
      <path d="M33 37 L49 27" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.7" />
    </>
  );
}

function Paper() {
  return (
    <>
      <path d="M26 12 H62 L78 28 V88 H26 Z" fill="#fffdf6" stroke={OUTLINE} strokeWidth="5" strokeLinejoin="round" />
      <path d="M62 12 V28 H78" fill="#ddd7ea" stroke={OUTLINE} strokeWidth="5" strokeLinejoin="round" />
      <path d="M36 44 H68 M36 55 H68 M36 66 H68 M36 77 H56" stroke="#9a94b0" strokeWidth="4" strokeLinecap="round" />
    </>
  );
}

function Scissors() {
  return (
    <>
      <path d="M41 60 L69 12" stroke={OUTLINE} strokeWidth="13" strokeLinecap="round" />
      <path d="M41 60 L69 12" stroke="#e4e8f2" strokeWidth="6" strokeLinecap="round" />
      <path d="M59 60 L31 12" stroke={OUTLINE} strokeWidth="13" strokeLinecap="round" />
      <path d="M59 60 L31 12" stroke="#e4e8f2" strokeWidth="6" strokeLinecap="round" />
      <circle cx="33" cy="74" r="12" fill="none" stroke={OUTLINE} strokeWidth="11" />
      <circle cx="33" cy="74" r="12" fill="none" stroke="#ef476f" strokeWidth="6" />
      <circle cx="67" cy="74" r="12" fill="none" stroke={OUTLINE} strokeWidth="11" />
      <circle cx="67" cy="74" r="12" fill="none" stroke="#ef476f" strokeWidth="6" />
      <circle cx="50" cy="43" r="4.5" fill={OUTLINE} />
    </>
  );
}

function Nothing() {
  return (
    <>
      <circle cx="50" cy="50" r="34" fill="none" stroke="#8e88a3" strokeWidth="5" strokeDasharray="9 8" />
      <path d="M40 40 a10 10 0 1 1 14 9 c-3 2 -4 4 -4 8" fill="none" stroke="#8e88a3" strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="67" r="3.5" fill="#8e88a3" />
    </>
  );
}

/** A move: rock, paper, scissors, or an empty throw (NOTHING). */
export function MoveIcon({ move, size = 64, className }: { move: RpsMove | null; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={`move-icon ${className ?? ''}`}>
      {move === 'ROCK' ? <Rock /> : move === 'PAPER' ? <Paper /> : move === 'SCISSORS' ? <Scissors /> : <Nothing />}
    </svg>
  );
}

/** A throw's result from one side: a green tick (won), a red cross (lost), a yellow equals (tie). */
export function ResultMark({ result, size = 32 }: { result: RpsResultValue; size?: number }) {
  if (result === 'NONE') return null;
  const colour = result === 'WIN' ? '#3ddc97' : result === 'LOSE' ? '#ff6b6b' : '#ffcb2e';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={`result-mark result-mark--${result.toLowerCase()}`}>
      <circle cx="16" cy="16" r="15" fill={colour} stroke={OUTLINE} strokeWidth="2" />
      {result === 'WIN' ? (
        <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke={OUTLINE} strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" />
      ) : result === 'LOSE' ? (
        <path d="M10.5 10.5l11 11M21.5 10.5l-11 11" fill="none" stroke={OUTLINE} strokeWidth="3.6" strokeLinecap="round" />
      ) : (
        <path d="M10 13h12M10 19h12" fill="none" stroke={OUTLINE} strokeWidth="3.6" strokeLinecap="round" />
      )}
    </svg>
  );
}
