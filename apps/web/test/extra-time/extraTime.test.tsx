import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type { Seat } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { AccessibilitySettings } from '../../src/features/accessibility/AccessibilityButton';
import { ExtraTimeWaiting } from '../../src/features/extra-time/ExtraTimeWaiting';
import { EXTRA_TIME_STORAGE_KEY, extraTimeWanted, loadExtraTime, setExtraTimeWanted } from '../../src/features/extra-time/extraTimePreference';
import { useExtraTimeSync } from '../../src/features/extra-time/useExtraTimeSync';
import type { RealtimeConnection, RealtimeStatus } from '../../src/realtime/connection';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  setExtraTimeWanted(false);
});
afterEach(() => cleanup());

describe('the extra time switch', () => {
  it('is a row of the player\'s settings, off at first, and kept on the phone once turned on', () => {
    render(<AccessibilitySettings roomCode="ABCDE" />);
    const toggle = screen.getByRole('switch', { name: 'Extra time' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toContain('Off');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toContain('On');
    expect(localStorage.getItem(EXTRA_TIME_STORAGE_KEY)).toBe('true');
    expect(extraTimeWanted()).toBe(true);
  });

  it('reads only a stored true as on', () => {
    const storage = (value: string | null) => ({ getItem: () => value, setItem: () => undefined });
    expect(loadExtraTime(storage('true'))).toBe(true);
    for (const value of [null, 'false', '1', '{"on":true}']) expect(loadExtraTime(storage(value))).toBe(false);
    expect(loadExtraTime({ getItem: () => { throw new Error('blocked'); }, setItem: () => undefined })).toBe(false);
    expect(loadExtraTime(null)).toBe(false);
  });
});

describe('telling the room', () => {
  it('sends the choice when the connection is up, again after a reconnect, and when it changes', () => {
    const send = vi.fn(() => true);
    const connection = { gameCode: 'ABCDE', send } as unknown as RealtimeConnection;
    const { rerender } = renderHook(({ status }: { status: RealtimeStatus }) => useExtraTimeSync(connection, status), { initialProps: { status: 'connecting' as RealtimeStatus } });
    expect(send).not.toHaveBeenCalled();
    rerender({ status: 'connected' });
    expect(send).toHaveBeenLastCalledWith('/player/ABCDE/extraTime', { on: false });
    act(() => setExtraTimeWanted(true));
    expect(send).toHaveBeenLastCalledWith('/player/ABCDE/extraTime', { on: true });
    rerender({ status: 'reconnecting' });
    rerender({ status: 'connected' });
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith('/player/ABCDE/extraTime', { on: true });
  });
});

describe('the shared screen while a stage waits', () => {
  const seats: Seat[] = [
    { playerId: 7, alias: 'Ann', robot: false },
    { playerId: 8, alias: 'Bob', robot: false },
  ];
  const players = [{ playerId: 7, sessionPlayerId: 7, alias: 'Ann', avatarSrc: '/avatars/bagel.svg', hexColor: '#FFCB2E', robot: false }] as SessionPlayerDto[];

  it('names whom it waits for once the normal deadline has passed, and nothing before or when nobody is waited for', () => {
    let now = 1_000;
    const serverNow = () => now;
    const { rerender } = render(<ExtraTimeWaiting view={{ seats, stageEndsAt: 5_000, extraTimeWaiting: [7] }} players={players} serverNow={serverNow} />);
    expect(screen.queryByRole('status')).toBeNull();
    now = 5_001;
    rerender(<ExtraTimeWaiting view={{ seats, stageEndsAt: 4_000, extraTimeWaiting: [7, 8] }} players={players} serverNow={serverNow} />);
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('Waiting for Ann, Bob (extra time)');
    expect(within(note).queryByText(/lighthouse/)).toBeNull();
    rerender(<ExtraTimeWaiting view={{ seats, stageEndsAt: 4_000 }} players={players} serverNow={serverNow} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
