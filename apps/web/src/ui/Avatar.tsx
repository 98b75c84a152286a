import type { CSSProperties } from 'react';
import { useState } from 'react';
import { avatarSources, colourFor, initialOf } from './avatarFallback';

export interface AvatarProps {
  src: string | null | undefined;
  /** Used for the alt text and for the coloured initial when no image loads. */
  name: string;
  size?: number;
  /** Ring colour (the player's colour). */
  colour?: string | null;
  /** Purely decorative next to a visible name. */
  decorative?: boolean;
  className?: string;
}

/**
 * A player's avatar. When the image fails it falls back to the unknown avatar, and when that fails
 * too to a coloured circle with the first letter of the name.
 */
export function Avatar({ src, name, size = 64, colour, decorative = false, className }: AvatarProps) {
  const sources = avatarSources(src);
  const [failed, setFailed] = useState<{ src: string | null | undefined; count: number }>({ src, count: 0 });
  const attempt = failed.src === src ? failed.count : 0;
  const current = sources[attempt];
  const style = { width: size, height: size, '--avatar-ring': colour ?? 'transparent' } as CSSProperties;

  if (!current) {
    return (
      <span
        className={`avatar avatar--initial ${className ?? ''}`}
        style={{ ...style, background: colour ?? colourFor(name || String(src)), fontSize: size * 0.45 }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initialOf(name)}
      </span>
    );
  }
  return (
    <span className={`avatar ${className ?? ''}`} style={style}>
      <img
        key={current}
        src={current}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        draggable={false}
        loading="lazy"
        decoding="async"
        onError={() => setFailed({ src, count: attempt + 1 })}
      />
    </span>
  );
}
