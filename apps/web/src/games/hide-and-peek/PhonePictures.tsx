/**
 * The phone's pictures for moments without a choice: look at the big screen, eyes open, eyes shut,
 * tucked in a spot, standing in the open. Pictures say it; the line read aloud says it too.
 */
import { SceneAvatar } from './SceneAvatar';
import { SpotPicture } from './shared';
import type { Who } from './shared';
import type { SceneSpot } from './types';

export type LookKind = 'screen' | 'eyes' | 'closed';

const LOOKS: Record<LookKind, { big: string; small: string }> = {
  screen: { big: '📺', small: '👀' },
  eyes: { big: '👀', small: '🚶' },
  closed: { big: '🙈', small: '🤫' },
};

/** A big picture of where to look (or not to). */
export function LookPicture({ kind, who, hiders }: { kind: LookKind; who: Who; hiders: readonly number[] }) {
  const look = LOOKS[kind];
  return (
    <div className={`hp-look hp-look--${kind}`} aria-hidden="true">
      <span className="hp-look__big">{look.big}</span>
      <span className="hp-look__small">{look.small}</span>
      <span className="hp-look__hiders">
        {hiders.map((id) => {
          const person = who(id);
          return (
            <svg key={id} className="hp-look__hider" viewBox="-80 -80 160 170">
              <SceneAvatar x={0} y={0} src={person.avatarSrc} name={person.alias} colour={person.hexColor} size={130} />
            </svg>
          );
        })}
      </span>
    </div>
  );
}

/** Where a hider peeks out of a spot: over a bucket's rim, else around the right-hand wall. */
function peekOutOf(spot: SceneSpot): { x: number; y: number; size: number } {
  if (spot.shape === 'bucket') return { x: spot.x + spot.width / 2, y: spot.y + spot.height * 0.26, size: spot.width * 0.62 };
  const size = Math.min(spot.width, spot.height) * 0.46;
  return { x: spot.x + spot.width * 0.9, y: spot.y + spot.height * 0.62, size };
}

/** The hider tucked in their spot, peeking out. */
export function HiddenPicture({ spot, who, playerId, label }: { spot: SceneSpot; who: Who; playerId: number; label: string }) {
  const me = who(playerId);
  const peek = peekOutOf(spot);
  return (
    <div className="hp-hidden">
      <SpotPicture
        spot={spot}
        className="hp-hidden__picture"
        label={label}
        behind={<SceneAvatar x={peek.x} y={peek.y} src={me.avatarSrc} name={me.alias} colour={me.hexColor} size={peek.size} className="is-peeking" />}
      />
      <span className="hp-hidden__shh" aria-hidden="true">
        🤫
      </span>
    </div>
  );
}

/** A hider who never hid, standing on the grass for all to see. */
export function OpenPicture({ who, playerId }: { who: Who; playerId: number }) {
  const me = who(playerId);
  return (
    <div className="hp-look hp-look--open" aria-hidden="true">
      <svg className="hp-look__me" viewBox="-100 -100 200 220">
        <SceneAvatar x={0} y={0} src={me.avatarSrc} name={me.alias} colour={me.hexColor} size={170} />
      </svg>
      <span className="hp-look__small">😮</span>
    </div>
  );
}
