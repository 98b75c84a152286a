/**
 * The hider's walk on their phone: their avatar on the scene, steered with a finger or the mouse
 * (pointer events; the picture takes no scrolling or zooming gestures). The avatar goes where the
 * pointer is, within the walk area, and its position goes to the server at most ten times a second.
 */
import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import type { GameRoom } from '../gameRoom';
import { SceneArt, scenePointOf } from './SceneArt';
import { SceneAvatar } from './SceneAvatar';
import { clampToWalkArea, startPosition } from './shared';
import type { Who } from './shared';
import type { HideAndPeekPlayerView, ScenePoint } from './types';
import { usePositionSender } from './usePositionSender';

/** The hider's avatar on a phone: big enough to see under a finger on a small picture. */
const PHONE_AVATAR_SIZE = 200;

/** A hand showing how to drag, until the first drag. */
function DragHint({ from }: { from: ScenePoint }) {
  return (
    <g aria-hidden="true" transform={`translate(${from.x} ${from.y})`}>
      <g className="hp-drag-hint">
        <path d="M60 80C180 140 300 120 380 40" fill="none" stroke="#fffdf6" strokeWidth={14} strokeDasharray="4 30" strokeLinecap="round" />
        <path d="M350 20l40 18-26 36" fill="none" stroke="#fffdf6" strokeWidth={14} strokeLinecap="round" strokeLinejoin="round" />
        <text className="hp-drag-hint__hand" x={40} y={190} fontSize={150}>
          👆
        </text>
      </g>
    </g>
  );
}

export function HiderWalk({ game, room, who }: { game: HideAndPeekPlayerView; room: GameRoom | null; who: Who }) {
  const { t } = useTranslation();
  const index = Math.max(0, game.hiders.indexOf(game.playerId));
  const [position, setPosition] = useState<ScenePoint>(() => startPosition(index, game.hiders.length));
  const [moved, setMoved] = useState(false);
  const dragging = useRef<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const sendPosition = usePositionSender(room, game.playerId);
  const me = who(game.playerId);

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    if (!svg.current) return;
    const next = clampToWalkArea(scenePointOf(svg.current, event.clientX, event.clientY));
    setPosition(next);
    setMoved(true);
    sendPosition(next);
  };

  return (
    <div className="hp-walk">
      <SceneArt
        svgRef={svg}
        spots={game.spots}
        label={t('hideandpeek.sceneLabel')}
        className={`hp-walk__scene ${moved ? 'has-moved' : ''}`}
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => {
          event.preventDefault();
          dragging.current = event.pointerId;
          try {
            event.currentTarget.setPointerCapture?.(event.pointerId);
          } catch {
            // a pointer the browser no longer tracks
          }
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current === event.pointerId) moveTo(event);
        }}
        onPointerUp={(event) => {
          if (dragging.current === event.pointerId) dragging.current = null;
        }}
        onPointerCancel={() => {
          dragging.current = null;
        }}
      >
        <SceneAvatar x={position.x} y={position.y} src={me.avatarSrc} name={me.alias} colour={me.hexColor} size={PHONE_AVATAR_SIZE} playerId={game.playerId} className="is-me" />
        {moved ? null : <DragHint from={position} />}
      </SceneArt>
      <div className="hp-walk__watched" aria-hidden="true">
        <span className="hp-walk__eyes">👀</span>
        <Avatar src={me.avatarSrc} name={me.alias} size={112} colour={me.hexColor} decorative className="hp-walk__me" />
        <span className="hp-walk__eyes is-late">👀</span>
      </div>
    </div>
  );
}
