import { useEffect, useRef, useState } from 'react';
import { useLiveResource } from '../../realtime/useLiveResource';
import { applyDrawBatch, decodeDrawBatch, emptyDrawing, parseSaveData } from '@snackparty/protocol';
import type { DrawBatch, DrawingModel, DrawingSnapshot } from '@snackparty/protocol';
import type { GameRoom } from '../gameRoom';
import { getCanvas } from './api';
import type { CanvasIndex } from './types';
import { canvasTopic } from './wire';

/** A model holding a snapshot's lines; their ids are negative so they never meet a live line's id. */
export function modelOfSnapshot(snapshot: DrawingSnapshot): DrawingModel {
  const data = parseSaveData(snapshot.saveData);
  return {
    width: data.width,
    height: data.height,
    lines: data.lines.map((line, i) => ({ ...line, id: -1 - i, done: true })),
    erased: [],
    seq: snapshot.seq,
  };
}

/**
 * Applies batches on top of a snapshot: batches that arrived while the snapshot loaded are kept and
 * applied after it, those it already holds (seq <= its seq) are dropped. Pure.
 */
export function catchUp(snapshot: DrawingModel, waiting: readonly DrawBatch[]): DrawingModel {
  return [...waiting].sort((a, b) => a.seq - b.seq).reduce((model, batch) => applyDrawBatch(model, batch), snapshot);
}

/** Where a drawing comes from: its live strokes' topic and its drawing so far. */
interface DrawingSource {
  /** Names the drawing within the room (a new one starts blank). */
  name: string;
  topic: string;
  fetch(signal: AbortSignal): Promise<DrawingSnapshot>;
}

/**
 * A canvas's drawing as it happens, for the shared screen and the phones of a room without one: the
 * drawing so far from the server on every (re)connect, then the stroke batches live, both by canvas
 * (A or B) so that nothing tells the screen who paints it.
 */
export function useCanvasDrawing(room: GameRoom | null, canvas: CanvasIndex | null, turn: number): DrawingModel {
  const code = room?.code ?? null;
  const source: DrawingSource | null =
    code && canvas !== null ? { name: `canvas:${canvas}`, topic: canvasTopic(code, canvas), fetch: (signal) => getCanvas(code, canvas, signal) } : null;
  return useLiveDrawing(room, source, turn);
}

function useLiveDrawing(room: GameRoom | null, source: DrawingSource | null, turn: number): DrawingModel {
  const [model, setModel] = useState<DrawingModel>(() => emptyDrawing());
  const live = useRef<{ key: string; model: DrawingModel; loaded: boolean; waiting: DrawBatch[] }>({ key: '', model: emptyDrawing(), loaded: false, waiting: [] });
  const code = room?.code ?? null;
  const connection = room?.connection ?? null;
  const key = `${code}:${source?.name ?? null}:${turn}`;

  // A new canvas or turn: a blank canvas until its drawing arrives.
  if (live.current.key !== key) {
    live.current = { key, model: emptyDrawing(), loaded: false, waiting: [] };
  }

  useEffect(() => {
    setModel(live.current.model);
  }, [key]);

  /** Strokes that came with the snapshot or while it loaded are applied once it is in. */
  const settle = (base: DrawingModel) => {
    const state = live.current;
    state.model = catchUp(base, state.waiting);
    state.waiting = [];
    state.loaded = true;
    setModel(state.model);
  };

  // The drawing so far on every (re)connect (strokes sent while away are missed), then live batches.
  useLiveResource<DrawingSnapshot>({
    connection,
    status: room?.status,
    key: source ? key : null,
    onlyConnected: true,
    onFetchStart: () => {
      live.current.loaded = false;
    },
    fetch: (signal) => source!.fetch(signal),
    onFetched: (snapshot) => {
      const base = snapshot.turn === turn ? modelOfSnapshot(snapshot) : emptyDrawing();
      // A snapshot older than what is already here (a reconnect) keeps the newer drawing.
      settle(base.seq >= live.current.model.seq ? base : live.current.model);
    },
    // No drawing yet (or the call failed): carry on with the live strokes.
    onFetchFailed: () => settle(live.current.model),
    topics: [source?.topic ?? null],
    onPush: (body) => {
      let batch: DrawBatch;
      try {
        batch = decodeDrawBatch(body);
      } catch (error) {
        console.error('Draw action rejected', error);
        return;
      }
      const state = live.current;
      if (batch.turn !== turn || state.key !== key) return;
      if (!state.loaded) {
        state.waiting.push(batch);
        return;
      }
      const next = applyDrawBatch(state.model, batch);
      if (next === state.model) return;
      state.model = next;
      setModel(next);
    },
  });

  return live.current.key === key ? model : emptyDrawing();
}
