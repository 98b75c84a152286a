/**
 * The drawings of the how-to-play steps: screens, phones, a video call and the snack avatars, drawn
 * in the site's colours. Decorative: each step's text says what they show.
 */
import type { ReactNode } from 'react';

export type PictureName = 'tvCreate' | 'laptopCreate' | 'phoneHost' | 'phoneJoin' | 'avatar' | 'videoCall' | 'phoneQr' | 'tvPlay' | 'callPlay' | 'phonesPlay';

const INK = '#15131c';
const YELLOW = '#FFCB2E';
const PINK = '#EF476F';
const TEAL = '#06D6A0';
const BLUE = '#3A86FF';
const PAPER = '#f7f4ee';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 120" width="100%" height="100%" aria-hidden="true" focusable="false" className="how-picture">
      {children}
    </svg>
  );
}

function Tv({ children }: { children?: ReactNode }) {
  return (
    <>
      <rect x="18" y="14" width="124" height="78" rx="8" fill={INK} />
      <rect x="24" y="20" width="112" height="66" rx="4" fill="#2a2638" />
      <path d="M66 92 L60 106 H100 L94 92" fill={INK} />
      {children}
    </>
  );
}

function Phone({ x, y, scale = 1, children }: { x: number; y: number; scale?: number; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="0" y="0" width="44" height="80" rx="8" fill={INK} />
      <rect x="4" y="8" width="36" height="64" rx="3" fill={PAPER} />
      <rect x="16" y="3" width="12" height="2" rx="1" fill="#433d58" />
      {children}
    </g>
  );
}

function CodeBoxes({ x, y, letters, size = 10 }: { x: number; y: number; letters: string; size?: number }) {
  return (
    <g>
      {[...letters].map((letter, i) => (
        <g key={i}>
          <rect x={x + i * (size + 2)} y={y} width={size} height={size * 1.3} rx="2" fill="#fff" stroke={INK} strokeWidth="1" />
          <text x={x + i * (size + 2) + size / 2} y={y + size} fontSize={size * 0.85} textAnchor="middle" fill={INK} fontFamily="Righteous, sans-serif">
            {letter}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A phone's room-code field with a code typed in. */
function CodeField({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="30" height="12" rx="3" fill="#fff" stroke={INK} strokeWidth="1" />
      <text x={x + 15} y={y + 9} fontSize="7.5" textAnchor="middle" fill={INK} fontFamily="Righteous, sans-serif" letterSpacing="0.6">
        SNACK
      </text>
    </g>
  );
}

function Qr({ x, y, size }: { x: number; y: number; size: number }) {
  const cells = [
    [1, 1, 1, 0, 1, 1, 1],
    [1, 0, 1, 0, 1, 0, 1],
    [1, 1, 1, 1, 1, 1, 1],
    [0, 1, 0, 1, 0, 0, 1],
    [1, 1, 1, 0, 1, 0, 1],
    [1, 0, 1, 1, 0, 1, 0],
    [1, 1, 1, 0, 1, 1, 1],
  ];
  const cell = size / 7;
  return (
    <g>
      <rect x={x - 2} y={y - 2} width={size + 4} height={size + 4} rx="2" fill="#fff" />
      {cells.flatMap((row, r) => row.map((on, c) => (on ? <rect key={`${r}:${c}`} x={x + c * cell} y={y + r * cell} width={cell} height={cell} fill={INK} /> : null)))}
    </g>
  );
}

function Snack({ x, y, size, src }: { x: number; y: number; size: number; src: string }) {
  return <image href={src} x={x} y={y} width={size} height={size} />;
}

const PICTURES: Record<PictureName, () => ReactNode> = {
  tvCreate: () => (
    <Svg>
      <Tv>
        <rect x="52" y="44" width="56" height="18" rx="9" fill={YELLOW} />
        <text x="80" y="57" fontSize="9" textAnchor="middle" fill={INK} fontFamily="Righteous, sans-serif">
          + ROOM
        </text>
        <circle cx="40" cy="34" r="5" fill={PINK} />
        <circle cx="120" cy="72" r="4" fill={TEAL} />
      </Tv>
    </Svg>
  ),
  laptopCreate: () => (
    <Svg>
      <rect x="26" y="18" width="108" height="70" rx="6" fill={INK} />
      <rect x="32" y="24" width="96" height="58" rx="3" fill="#2a2638" />
      <path d="M14 92 H146 L138 102 H22 Z" fill="#433d58" />
      <rect x="52" y="44" width="56" height="18" rx="9" fill={YELLOW} />
      <text x="80" y="57" fontSize="9" textAnchor="middle" fill={INK} fontFamily="Righteous, sans-serif">
        + ROOM
      </text>
    </Svg>
  ),
  phoneHost: () => (
    <Svg>
      <Phone x={58} y={20}>
        <rect x="8" y="30" width="28" height="12" rx="6" fill={YELLOW} />
        <text x="22" y="39" fontSize="6" textAnchor="middle" fill={INK} fontFamily="Righteous, sans-serif">
          + ROOM
        </text>
        <circle cx="22" cy="20" r="5" fill={PINK} />
      </Phone>
      <path d="M112 40 q10 8 0 16 M120 34 q16 14 0 28" stroke={YELLOW} strokeWidth="3" fill="none" strokeLinecap="round" />
    </Svg>
  ),
  phoneJoin: () => (
    <Svg>
      <Phone x={58} y={20}>
        <CodeField x={7} y={28} />
        <rect x="8" y="46" width="28" height="10" rx="5" fill={YELLOW} />
      </Phone>
      <path d="M30 60 h16 M38 52 l8 8 -8 8" stroke={TEAL} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  ),
  avatar: () => (
    <Svg>
      <Snack x={16} y={40} size={36} src="/avatars/taco.svg" />
      <circle cx="80" cy="56" r="30" fill={YELLOW} />
      <Snack x={54} y={30} size={52} src="/avatars/donut.svg" />
      <Snack x={108} y={40} size={36} src="/avatars/sushi-dude.svg" />
      <path d="M20 100 h120" stroke="#433d58" strokeWidth="4" strokeLinecap="round" />
    </Svg>
  ),
  videoCall: () => (
    <Svg>
      <rect x="14" y="12" width="132" height="92" rx="8" fill={INK} />
      <rect x="20" y="18" width="80" height="56" rx="4" fill="#2a2638" />
      <rect x="32" y="34" width="56" height="22" rx="4" fill={YELLOW} />
      <CodeBoxes x={36} y={38} letters="SNACK" size={8} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="106" y={18 + i * 20} width="34" height="16" rx="3" fill={[PINK, TEAL, BLUE][i]} />
          <circle cx="123" cy={26 + i * 20} r="4" fill={PAPER} />
        </g>
      ))}
      <rect x="20" y="80" width="120" height="18" rx="4" fill="#2a2638" />
      <circle cx="72" cy="89" r="5" fill={PINK} />
      <rect x="84" y="84" width="12" height="10" rx="2" fill={TEAL} />
    </Svg>
  ),
  phoneQr: () => (
    <Svg>
      <Phone x={30} y={20}>
        <Qr x={10} y={16} size={24} />
        <CodeField x={7} y={48} />
      </Phone>
      <Phone x={92} y={28} scale={0.85}>
        <circle cx="22" cy="30" r="8" fill={YELLOW} />
        <path d="M16 48 h12" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      </Phone>
    </Svg>
  ),
  tvPlay: () => (
    <Svg>
      <Tv>
        <Snack x={34} y={34} size={26} src="/avatars/donut.svg" />
        <text x="80" y="56" fontSize="12" textAnchor="middle" fill={YELLOW} fontFamily="Righteous, sans-serif">
          VS
        </text>
        <Snack x={100} y={34} size={26} src="/avatars/taco.svg" />
      </Tv>
    </Svg>
  ),
  callPlay: () => (
    <Svg>
      <rect x="14" y="12" width="132" height="70" rx="8" fill={INK} />
      <rect x="20" y="18" width="120" height="58" rx="4" fill="#2a2638" />
      <Snack x={40} y={28} size={32} src="/avatars/avocado.svg" />
      <Snack x={90} y={28} size={32} src="/avatars/cupcake.svg" />
      <Phone x={8} y={70} scale={0.55} />
      <Phone x={128} y={70} scale={0.55} />
      <path d="M40 100 q40 -14 80 0" stroke={YELLOW} strokeWidth="3" fill="none" strokeLinecap="round" strokeDasharray="4 6" />
    </Svg>
  ),
  phonesPlay: () => (
    <Svg>
      {[0, 1, 2].map((i) => (
        <Phone key={i} x={14 + i * 46} y={i === 1 ? 14 : 26} scale={0.9}>
          <Snack x={8} y={16} size={28} src={['/avatars/pizza.svg', '/avatars/donut.svg', '/avatars/taco.svg'][i]!} />
          <rect x="8" y="50" width="28" height="10" rx="5" fill={[PINK, YELLOW, TEAL][i]} />
        </Phone>
      ))}
    </Svg>
  ),
};

export function HowToPlayPicture({ name }: { name: PictureName }) {
  return PICTURES[name]();
}
