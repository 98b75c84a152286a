import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import canvasClashScreens from '../../src/games/canvas-clash';
import { MoveSendStateContext } from '../../src/games/kit/moveSendState';
import type { MoveSendState } from '../../src/games/kit/moveSendState';
import { initTestI18n } from '../helpers';
import { guesserView, players, serverNow } from './fixtures';

const { Player } = canvasClashScreens;

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Phone({ moves, guessCount = 0 }: { moves: MoveSendState; guessCount?: number }) {
  return (
    <MoveSendStateContext.Provider value={moves}>
      <Player view={guesserView({ guessCount })} players={players} serverNow={serverNow} send={vi.fn()} />
    </MoveSendStateContext.Provider>
  );
}

describe('CANVAS_CLASH phone: a guess made without a connection', () => {
  it('shows that it waits for the connection for as long as it does, then is checked, then answered', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Phone moves={{ unanswered: 0, waiting: 0 }} />);
    fireEvent.change(screen.getByLabelText('Your guess'), { target: { value: 'sundae' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guess' }));
    rerender(<Phone moves={{ unanswered: 1, waiting: 1 }} />);
    const verdict = () => screen.getByRole('status').textContent;
    expect(verdict()).toBe("Waiting for the connection: your guess will be sent as soon as you're back.");
    // Offline for a while: the state stays (it is not a spinner that gives up).
    act(() => vi.advanceTimersByTime(30_000));
    expect(verdict()).toBe("Waiting for the connection: your guess will be sent as soon as you're back.");
    // Back online: sent, and checked until the server answers it.
    rerender(<Phone moves={{ unanswered: 1, waiting: 0 }} />);
    expect(verdict()).toBe('Checking…');
    // Answered: the view has one guess more.
    rerender(<Phone moves={{ unanswered: 0, waiting: 0 }} guessCount={1} />);
    expect(verdict()).not.toBe('Checking…');
  });
});
