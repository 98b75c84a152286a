/**
 * The painter's phone: the word on top, the canvas and the tools. Strokes go out in batches on the
 * painter's draw topic while the painter's own ink shows at once. A phone that reloads or reconnects
 * mid-turn gets its drawing back from the server and carries on where it was. Where no shared screen
 * shows the drawings, the other canvas shows small beside the word.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compressDrawBatch, parseSaveData } from '@snackparty/protocol';
import type { DrawBatch, DrawOp, SaveData } from '@snackparty/protocol';
import { CANVAS, DRAWING_PALETTE, DrawingCanvas, DrawingToolbar, StrokeStreamer, canvasSize, viewThresholds } from '../../canvas';
import type { DrawingCanvasHandle, DrawingStatus } from '../../canvas';
import { LoadingDots } from '../../ui/Spinner';
import { useGameRoom } from '../gameRoom';
import type { GameRoom } from '../gameRoom';
import { usePreferences } from '../../features/accessibility/preferenceStore';
import { getDrawing } from './api';
import { drawingColours } from './palette';
import { OtherCanvas } from './PhoneCanvases';
import { canvasLetter, canvasStyle, useViewport } from './shared';
import type { CanvasClashPlayerView } from './types';
import { drawTopic } from './wire';

/** Room the word, the clock and the tools take on a phone, besides the canvas. */
const PHONE_CHROME_HEIGHT = 330;
/** The side of the other painter's canvas, shown small beside the word without a shared screen. */
const OTHER_CANVAS_SIZE = 84;
/** What that takes from the height left for the painter's own canvas. */
const OTHER_CANVAS_ROOM = 40;

/**
 * The painter's canvas side: at least the spec's size (45% of the width on a tall screen, 35% of the
 * height otherwise, 150 minimum), and on a phone as wide as the screen allows, so a thumb can paint.
 */
export function painterCanvasSize(width: number, height: number): number {
  const room = Math.min(width - 24, height - PHONE_CHROME_HEIGHT, 720);
  return Math.floor(Math.max(canvasSize(width, height), room));
}

/** Where a painter starts: the drawing the server holds for this turn, and the next batch number. */
interface Resume {
  initial: SaveData | undefined;
  firstSeq: number;
}

function useResume(room: GameRoom | null, playerId: number, turn: number): Resume | null {
  const [resume, setResume] = useState<{ turn: number; value: Resume } | null>(null);
  const code = room?.code ?? null;
  useEffect(() => {
    if (!code) {
      setResume({ turn, value: { initial: undefined, firstSeq: 0 } });
      return undefined;
    }
    const controller = new AbortController();
    getDrawing(code, playerId, controller.signal)
      .then((snapshot) => {
        if (controller.signal.aborted) return;
        const same = snapshot.turn === turn;
        let initial: SaveData | undefined;
        try {
          initial = same && snapshot.saveData.lines.length > 0 ? parseSaveData(snapshot.saveData) : undefined;
        } catch {
          initial = undefined;
        }
        setResume({ turn, value: { initial, firstSeq: same ? snapshot.seq + 1 : 0 } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResume({ turn, value: { initial: undefined, firstSeq: 0 } });
      });
    return () => controller.abort();
  }, [code, playerId, turn]);
  return resume && resume.turn === turn ? resume.value : null;
}

/**
 * Sends stroke batches on the painter's draw topic. Batches that cannot go out (the socket is down)
 * wait and go in order once it is back: the host applies batches by their number.
 */
function useStrokeSender(room: GameRoom | null, playerId: number): (batch: DrawBatch) => void {
  const outbox = useRef<DrawBatch[]>([]);
  const roomRef = useRef(room);
  const flush = useCallback(() => {
    const current = roomRef.current;
    if (!current?.connection) return;
    while (outbox.current.length > 0) {
      const next = outbox.current[0]!;
      if (!current.connection.send(drawTopic(current.code, playerId), compressDrawBatch(next))) return;
      outbox.current.shift();
    }
  }, [playerId]);
  useEffect(() => {
    roomRef.current = room;
    if (room?.status === 'connected') flush();
  }, [room, flush]);
  return useCallback(
    (batch: DrawBatch) => {
      outbox.current.push(batch);
      flush();
    },
    [flush],
  );
}

export function PainterPanel({ game }: { game: CanvasClashPlayerView }) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const resume = useResume(room, game.playerId, game.turn);
  const viewport = useViewport();
  const showsOther = room !== null && !room.sharedScreen;
  const size = painterCanvasSize(viewport.width, viewport.height - (showsOther ? OTHER_CANVAS_ROOM : 0));
  const small = viewThresholds(viewport.width, viewport.height).verySmall;
  const canvas = game.canvas ?? 0;

  return (
    <section className={`clash-paint ${small ? 'is-very-small' : ''}`} style={canvasStyle(canvas)} data-canvas={canvas}>
      <div className="clash-paint__head">
        <div className="clash-paint__heading">
          <h1 className="clash-paint__word">
            <span className="clash-paint__label">{t('canvasClash.drawLabel')}</span>{' '}
            <span className="clash-paint__secret" data-word={game.word ?? ''}>
              {(game.word ?? '').toLocaleUpperCase()}
            </span>
          </h1>
          <p className="clash-paint__meta">
            <span className="clash-paint__letter">{t('canvasClash.yourCanvas', { letter: canvasLetter(canvas) })}</span>
            <span aria-live="polite">{t('canvasClash.guessedCount', { n: game.rightCount, total: game.guesserCount })}</span>
          </p>
        </div>
        {showsOther ? <OtherCanvas game={game} room={room} size={OTHER_CANVAS_SIZE} /> : null}
      </div>
      {resume ? (
        <PaintArea key={game.turn} game={game} room={room} resume={resume} size={size} />
      ) : (
        <div className="clash-paint__loading" style={{ width: size, height: size }}>
          <LoadingDots />
        </div>
      )}
    </section>
  );
}

function PaintArea({ game, room, resume, size: sizeAtStart }: { game: CanvasClashPlayerView; room: GameRoom | null; resume: Resume; size: number }) {
  const { t } = useTranslation();
  // The drawing's size is fixed for the turn: every batch and the saved drawing measure points in it.
  const [size] = useState(sizeAtStart);
  const canvasRef = useRef<DrawingCanvasHandle>(null);
  const [color, setColor] = useState<string>(DRAWING_PALETTE[0] ?? '#000000');
  const [radius, setRadius] = useState<number>(CANVAS.brushRadius);
  const colours = drawingColours(usePreferences().colourBlindPalette);
  const [status, setStatus] = useState<DrawingStatus>({ canUndo: !!resume.initial, canUndoEraseAll: false, lineCount: resume.initial?.lines.length ?? 0 });
  const send = useStrokeSender(room, game.playerId);
  const streamer = useRef<StrokeStreamer | null>(null);

  // One streamer per turn and canvas size; what is pending goes out when it is replaced or the stage ends.
  useEffect(() => {
    const next = new StrokeStreamer({ turn: game.turn, width: size, height: size, send, firstSeq: resume.firstSeq });
    streamer.current = next;
    return () => {
      next.dispose();
      if (streamer.current === next) streamer.current = null;
    };
  }, [game.turn, size, send, resume.firstSeq]);

  // A page that goes to the background sends what it has at once.
  useEffect(() => {
    const onHide = () => streamer.current?.flush();
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  const onOps = useCallback((ops: DrawOp[]) => streamer.current?.push(ops), []);

  return (
    <div className="clash-paint__area" data-lines={status.lineCount}>
      <div className="clash-paint__paper">
        <DrawingCanvas
          ref={canvasRef}
          width={size}
          height={size}
          disabled={!game.drawingOpen}
          brushColor={color}
          brushRadius={radius}
          clampToDocument
          initial={resume.initial}
          onOps={onOps}
          onChange={setStatus}
          aria-label={t('canvasClash.paintHere', { word: game.word ?? '' })}
        />
      </div>
      <DrawingToolbar
        className="clash-paint__tools"
        color={color}
        onColor={setColor}
        radius={radius}
        onRadius={setRadius}
        colors={colours}
        onUndo={() => canvasRef.current?.undo()}
        onEraseAll={() => canvasRef.current?.eraseAll()}
        onUndoEraseAll={() => canvasRef.current?.undoEraseAll()}
        onClear={() => canvasRef.current?.clear()}
        canUndo={status.canUndo}
        canUndoEraseAll={status.canUndoEraseAll}
      />
    </div>
  );
}
