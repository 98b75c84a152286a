/**
 * The reveal on the scene, for the shared screen and the phones: every hider pops out of their spot
 * (one who never hid stands in the open), the guessers who peeked there stand at the spot's foot with
 * a whole or a half star for a find, and the spots that hid someone glow.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneArt, Star } from './SceneArt';
import type { SpotMark } from './SceneArt';
import { SceneAvatar } from './SceneAvatar';
import { spotMiddle, spotOf, startPosition } from './shared';
import { useSvgId } from './svgId';
import type { Who } from './shared';
import type { HideAndPeekRevealView, SceneSpot, SpotName } from './types';

interface Peeker {
  playerId: number;
  peek: 1 | 2;
  found: boolean;
}

/** Who peeked where, with which peek, and whether it found someone there. Pure. */
export function peekersBySpot(reveal: HideAndPeekRevealView): Map<SpotName, Peeker[]> {
  const hidden = new Set(reveal.hiders.flatMap((h) => (h.spotName ? [h.spotName] : [])));
  const found = new Set(reveal.hiders.flatMap((h) => (h.spotName ? h.foundBy.map((f) => `${f.playerId}:${h.spotName}`) : [])));
  const out = new Map<SpotName, Peeker[]>();
  for (const row of reveal.peeks) {
    row.spots.forEach((spotName, i) => {
      const list = out.get(spotName) ?? [];
      list.push({ playerId: row.playerId, peek: i === 0 ? 1 : 2, found: hidden.has(spotName) && found.has(`${row.playerId}:${spotName}`) });
      out.set(spotName, list);
    });
  }
  return out;
}

export interface RevealSceneProps {
  reveal: HideAndPeekRevealView;
  spots: readonly SceneSpot[];
  who: Who;
  /** This screen's player: their own peeks carry marks. */
  me?: number | null;
  /** Draw the guessers at the spots they peeked (the shared screen). */
  showPeekers?: boolean;
  /** How big the marks, the hiders and the peekers are drawn (more on a phone, where the scene is small). */
  scale?: number;
  className?: string;
}

export function RevealScene({ reveal, spots, who, me = null, showPeekers = true, scale = 1, className }: RevealSceneProps) {
  const { t } = useTranslation();
  const starId = useSvgId('hp-star');
  const peekers = peekersBySpot(reveal);
  const hiddenSpots = reveal.hiders.flatMap((h) => (h.spotName ? [h.spotName] : []));
  const marks: Partial<Record<SpotName, SpotMark>> = {};
  // This screen's own peeks, unless the peekers themselves stand at the spots (with their stars).
  if (me !== null && !showPeekers) {
    const mine = reveal.peeks.find((p) => p.playerId === me);
    mine?.spots.forEach((spotName, i) => {
      marks[spotName] = { peek: i === 0 ? 1 : 2, found: peekers.get(spotName)?.some((p) => p.playerId === me && p.found) ?? false };
    });
  }
  return (
    <SceneArt spots={spots} label={t('hideandpeek.sceneLabel')} highlight={hiddenSpots} marks={marks} markScale={scale * 1.2} markPlace="foot" className={`hp-reveal ${className ?? ''}`}>
      {showPeekers
        ? [...peekers.entries()].map(([spotName, list]) => {
            const spot = spotOf(spotName, spots);
            if (!spot) return null;
            const size = 84 * scale;
            const step = Math.min(size * 0.9, (spot.width + 40) / Math.max(1, list.length));
            const first = spot.x + spot.width / 2 - ((list.length - 1) * step) / 2;
            const y = spot.y + spot.height - size * 0.35;
            return list.map((peeker, i) => {
              const person = who(peeker.playerId);
              const x = first + i * step;
              return (
                <g key={`${spotName}:${peeker.playerId}`} className={`hp-reveal__peeker ${peeker.found ? 'is-found' : ''}`} data-player={peeker.playerId} data-spot={spotName} data-peek={peeker.peek}>
                  <SceneAvatar x={x} y={y} src={person.avatarSrc} name={person.alias} colour={person.hexColor} size={size} />
                  {peeker.found ? (
                    <g transform={`translate(${x + size * 0.42} ${y - size * 0.32})`} className="hp-reveal__star">
                      <Star size={size * 0.6} half={peeker.peek === 2} id={`${starId}-${spotName}-${peeker.playerId}`} />
                    </g>
                  ) : null}
                </g>
              );
            });
          })
        : null}
      {reveal.hiders.map((hider, i) => {
        if (hider.left) return null;
        const spot = spotOf(hider.spotName, spots);
        const person = who(hider.playerId);
        const from = spot ? spotMiddle(spot) : startPosition(i, reveal.hiders.length);
        const size = 150 * scale;
        const to = spot ? { x: from.x, y: Math.max(size * 0.6, spot.y - size * 0.25) } : from;
        const found = hider.foundBy.length > 0;
        return (
          <g
            key={hider.playerId}
            className={`hp-reveal__hider ${spot ? 'is-popping' : 'is-open'} ${found ? 'is-found' : 'is-safe'}`}
            data-player={hider.playerId}
            data-spot={hider.spotName ?? ''}
            style={{ '--pop-from': `${from.y - to.y}px`, '--pop-delay': `${0.3 + i * 0.5}s` } as CSSProperties}
          >
            <SceneAvatar x={to.x} y={to.y} src={person.avatarSrc} name={person.alias} colour={person.hexColor} size={size} playerId={hider.playerId} />
          </g>
        );
      })}
    </SceneArt>
  );
}
