import { useEffect, useRef } from 'react';
import type { EngineView } from '@snackparty/engine';
import type { PlaySound } from '../gameSound';
import { URGENT_MS } from '../clock';

/** What sounds a new view calls for, compared with the previous one. Pure. */
export function stageSounds(previous: EngineView | null, next: EngineView, selfPlayerId: number | null = null): Array<'start' | 'win' | 'score'> {
  if (!previous) return [];
  const sounds: Array<'start' | 'win' | 'score'> = [];
  if (next.over && !previous.over) sounds.push('win');
  else if (next.stageNumber === 1 && previous.stageNumber !== 1) sounds.push('start');
  const gained = (view: EngineView) =>
    selfPlayerId === null ? Object.values(view.scores).reduce((sum, n) => sum + n, 0) : (view.scores[selfPlayerId] ?? 0);
  if (!next.over && next.stageNumber !== previous.stageNumber && gained(next) > gained(previous)) sounds.push('score');
  return sounds;
}

/** Plays the sounds of stage changes: the start, points, the end of the game. */
export function useStageSounds(view: EngineView | null, play: PlaySound, selfPlayerId: number | null = null): void {
  const previous = useRef<EngineView | null>(null);
  useEffect(() => {
    if (!view) return;
    for (const sound of stageSounds(previous.current, view, selfPlayerId)) play(sound);
    previous.current = view;
  }, [view, play, selfPlayerId]);
}

/** Ticks every second once the server says time runs out, until the stage changes or ends. */
export function useTimeTicks(view: EngineView | null, warnedStage: number | null, serverNow: () => number, play: PlaySound): void {
  const stageNumber = view?.stageNumber ?? null;
  const endsAt = view?.stageEndsAt ?? null;
  useEffect(() => {
    if (stageNumber === null || warnedStage !== stageNumber || endsAt === null) return undefined;
    const tick = () => {
      // A phone with extra time hears the room's warning early: it ticks only in its own last seconds.
      const left = endsAt - serverNow();
      if (left > 150 && left <= URGENT_MS + 500) play('tick');
    };
    tick();
    const timer = setInterval(tick, 1000);
    const stop = setTimeout(() => clearInterval(timer), Math.max(0, endsAt - serverNow()));
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [stageNumber, warnedStage, endsAt, serverNow, play]);
}
