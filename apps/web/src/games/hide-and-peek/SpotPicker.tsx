/**
 * Picking a spot on a phone: the scene, every spot of it a tap target, and under it the eight spots
 * again as big picture buttons. Spots already used show their mark (a whole or a half star) and
 * cannot be tapped again.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneArt } from './SceneArt';
import type { SpotMark } from './SceneArt';
import { SpotPicture, StarBadge, spotName } from './shared';
import type { SceneSpot, SpotName } from './types';

export interface SpotPickerProps {
  spots: readonly SceneSpot[];
  /** Null: nothing can be picked now (the marks still show). */
  onPick: ((spotName: SpotName) => void) | null;
  marks?: Partial<Record<SpotName, SpotMark>>;
  /** Spots that cannot be picked (already picked). */
  used?: readonly SpotName[];
  highlight?: SpotName | readonly SpotName[] | null;
  /** Drawn on the scene (the hider's own avatar, say). */
  children?: ReactNode;
}

function TileMark({ mark }: { mark: SpotMark | undefined }) {
  if (!mark?.peek) return null;
  return <StarBadge half={mark.peek === 2} className="hp-tile__mark" />;
}

export function SpotPicker({ spots, onPick, marks, used = [], highlight, children }: SpotPickerProps) {
  const { t } = useTranslation();
  const usedSet = new Set(used);
  const lit = typeof highlight === 'string' ? [highlight] : (highlight ?? []);
  return (
    <div className={`hp-picker ${onPick ? 'is-open' : 'is-closed'}`}>
      <SceneArt
        spots={spots}
        label={t('hideandpeek.sceneLabel')}
        className="hp-picker__scene"
        onSpot={onPick ?? undefined}
        pointerOnly
        disabled={used}
        marks={marks}
        markScale={1.7}
        highlight={highlight}
      >
        {children}
      </SceneArt>
      <ul className="hp-tiles" aria-label={t('hideandpeek.pickSpot')}>
        {spots.map((spot) => {
          const off = !onPick || usedSet.has(spot.spotName);
          return (
            <li key={spot.spotName}>
              <button
                type="button"
                className={`hp-tile ${usedSet.has(spot.spotName) ? 'is-used' : ''} ${lit.includes(spot.spotName) ? 'is-lit' : ''}`}
                style={{ '--spot': spot.colour } as CSSProperties}
                data-spot={spot.spotName}
                aria-label={spotName(t, spot.spotName)}
                aria-pressed={usedSet.has(spot.spotName)}
                disabled={off}
                onClick={() => onPick?.(spot.spotName)}
              >
                <SpotPicture spot={spot} className="hp-tile__picture" />
                <TileMark mark={marks?.[spot.spotName]} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
