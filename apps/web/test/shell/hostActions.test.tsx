import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { RealtimeConnection } from '../../src/realtime/connection';
import { useHostActions } from '../../src/games/shell/useHostActions';

afterEach(() => cleanup());

function connection() {
  const send = vi.fn(() => true);
  return { send, connection: { send } as unknown as RealtimeConnection };
}

describe('the host’s stage controls', () => {
  it('name the stage the screen shows, so a late press cannot cut the next stage short', () => {
    const { send, connection: c } = connection();
    const { result, rerender } = renderHook(({ stage }: { stage?: number }) => useHostActions('ABCDE', c, stage), { initialProps: { stage: 4 } });
    result.current.skipTimer();
    result.current.nextStage();
    expect(send).toHaveBeenNthCalledWith(1, '/host/ABCDE/requestSkipTimer', { stageNumber: 4 });
    expect(send).toHaveBeenNthCalledWith(2, '/host/ABCDE/requestNextStage', { stageNumber: 4 });
    // The next stage arrives: the controls now mean it.
    rerender({ stage: 5 });
    result.current.skipTimer();
    expect(send).toHaveBeenLastCalledWith('/host/ABCDE/requestSkipTimer', { stageNumber: 5 });
  });

  it('mean the current stage when the screen has no view yet', () => {
    const { send, connection: c } = connection();
    const { result } = renderHook(() => useHostActions('ABCDE', c));
    result.current.skipTimer();
    expect(send).toHaveBeenLastCalledWith('/host/ABCDE/requestSkipTimer', {});
  });
});
