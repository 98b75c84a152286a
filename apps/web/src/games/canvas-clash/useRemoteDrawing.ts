import { useEffect, useRef, useState } from 'react';
import { applyDrawBatch, decodeDrawBatch, dest, emptyDrawing, parseSaveData } from '@snackparty/protocol';
import type { DrawBatch, DrawingModel, DrawingSnapshot } from '@snackparty/protocol';
import type { GameRoom } from '../gameRoom';
import { getDrawing } from './api';

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

/**
 * One painter's drawing as it happens, for the shared screen: the drawing so far from the server on
 * every (re)connect, then the painter's stroke batches live from their draw topic.
 */
export function useRemoteDrawing(room: GameRoom | null, playerId: number | null, turn: number): DrawingModel {
  const [model, setModel] = useState<DrawingModel>(() => emptyDrawing());
  const live = useRef<{ key: string; model: DrawingModel; loaded: boolean; waiting: DrawBatch[] }>({ key: '', model: emptyDrawing(), loaded: false, waiting: [] });
  const code = room?.code ?? null;
  const connection = room?.connection ?? null;
  const connected = room?.status === 'connected';
  const key = `${code}:${playerId}:${turn}`;

  // A new painter or turn: a blank canvas until its drawing arrives.
  if (live.current.key !== key) {
    live.current = { key, model: emptyDrawing(), loaded: false, waiting: [] };
  }

  useEffect(() => {
    setModel(live.current.model);
    if (!connection || !code || playerId === null) return undefined;
    const state = live.current;
    return connection.subscribe(dest.playerDraw(code, playerId), (body) => {
      let batch: DrawBatch;
      try {
        batch = decodeDrawBatch(body);
      } catch (error) {
        console.error('Draw action rejected', error);
        return;
      }
      if (batch.turn !== turn || live.current !== state) return;
      if (!state.loaded) {
        state.waiting.push(batch);
        return;
      }
      const next = applyDrawBatch(state.model, batch);
      if (next === state.model) return;
      state.model = next;
      setModel(next);
    });
  }, [connection, code, playerId, turn, key]);

  useEffect(() => {
    if (!code || playerId === null || !connected) return undefined;
    const controller = new AbortController();
    const state = live.current;
    state.loaded = false;
    getDrawing(code, playerId, controller.signal)
      .then((snapshot) => {
        if (controller.signal.aborted || live.current !== state) return;
        const base = snapshot.turn === turn ? modelOfSnapshot(snapshot) : emptyDrawing();
        // A snapshot older than what is already here (a reconnect) keeps the newer drawing.
        const start = base.seq >= state.model.seq ? base : state.model;
        state.model = catchUp(start, state.waiting);
        state.waiting = [];
        state.loaded = true;
        setModel(state.model);
      })
      .catch(() => {
        if (controller.signal.aborted || live.current !== state) return;
        // No drawing yet (or the call failed): carry on with the live strokes.
        state.model = catchUp(state.model, state.waiting);
        state.waiting = [];
        state.loaded = true;
        setModel(state.model);
      });
    return () => controller.abort();
  }, [code, playerId, turn, connected, key]);

  return live.current.key === key ? model : emptyDrawing();
}
