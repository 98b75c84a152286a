import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BACK_NOTICE_MS, ConnectionBanner } from '../../src/realtime/ConnectionBanner';
import type { RealtimeStatus } from '../../src/realtime/connection';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function banner(status: RealtimeStatus, size: 'phone' | 'tv' = 'phone') {
  const view = render(<ConnectionBanner status={status} size={size} />);
  return { show: (next: RealtimeStatus) => view.rerender(<ConnectionBanner status={next} size={size} />) };
}

describe('ConnectionBanner', () => {
  it('says nothing on a first connect', () => {
    const { show } = banner('connecting');
    expect(document.querySelector('.connection-banner')).toBeNull();
    show('connected');
    expect(document.querySelector('.connection-banner')).toBeNull();
  });

  it('says nothing when a screen opens its connection for the first time (the phone from the lobby to the game)', () => {
    const { show } = banner('disconnected');
    expect(document.querySelector('.connection-banner__title')?.textContent ?? '').not.toContain('back');
    show('connecting');
    show('connected');
    expect(document.body.textContent).not.toContain("You're back in your seat.");
  });

  it('says the connection is lost, then for a moment that the player is back in their seat', () => {
    const { show } = banner('connected');
    show('reconnecting');
    expect(screen.getByRole('alert').textContent).toContain('Connection lost. Reconnecting…');
    show('connected');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe("You're back in your seat.");
    act(() => vi.advanceTimersByTime(BACK_NOTICE_MS - 100));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(document.querySelector('.connection-banner')).toBeNull();
  });

  it('does not say the seat is back while the AI plays it: the phone that comes back is told so', () => {
    const view = render(<ConnectionBanner status="connected" backMessage="You're back. The AI plays your seat until your next move." />);
    view.rerender(<ConnectionBanner status="reconnecting" backMessage="You're back. The AI plays your seat until your next move." />);
    view.rerender(<ConnectionBanner status="connected" backMessage="You're back. The AI plays your seat until your next move." />);
    expect(screen.getByRole('status').textContent).toBe("You're back. The AI plays your seat until your next move.");
  });

  it('drops the notice at once when the connection goes down again', () => {
    const { show } = banner('connected');
    show('reconnecting');
    show('connected');
    expect(screen.getByRole('status')).toBeTruthy();
    show('reconnecting');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    show('connected');
    act(() => vi.advanceTimersByTime(BACK_NOTICE_MS + 10));
    expect(document.querySelector('.connection-banner')).toBeNull();
  });

  it('on the shared screen says the room is connected again', () => {
    const { show } = banner('reconnecting', 'tv');
    expect(screen.getByRole('alert')).toBeTruthy();
    show('connected');
    expect(screen.getByRole('status').textContent).toBe('Connected again: the game goes on.');
  });
});
