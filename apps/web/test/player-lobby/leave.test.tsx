import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LeaveRoomButton } from '../../src/features/player-lobby/LeaveRoom';
import { getItem, setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, guestToken, renderInApp, stubApi } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  setItem('accessToken', guestToken());
  setItem('roomCode', 'ABCDE');
  setItem('gameSessionPlayerDto', { sessionPlayerId: 12, playerId: 12, gameId: 1, alias: 'Ann', score: 0, hexColor: '#FFCB2E', avatarSrc: '/avatars/bagel.svg', robot: false, active: true, gameOwner: false, connected: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('leaving a room from the phone', () => {
  it('asks first; staying changes nothing, leaving gives up the seat, forgets the room and goes home', async () => {
    const calls = stubApi({ 'POST /gameSession/ABCDE/12/quit': () => new Response(null, { status: 204 }) });
    renderInApp(<LeaveRoomButton code="ABCDE" playerId={12} />, '/player/session');

    fireEvent.click(screen.getByRole('button', { name: 'Leave room' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave the room?' });
    expect(within(dialog).getByText(/room ABCDE/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(calls.filter((c) => c.method === 'POST' && c.path.includes('quit'))).toHaveLength(0);
    expect(getItem('roomCode')).toBe('ABCDE');

    fireEvent.click(screen.getByRole('button', { name: 'Leave room' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave the room?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.filter((c) => c.path.includes('quit')).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /gameSession/ABCDE/12/quit']);
    expect(getItem('roomCode')).toBeNull();
    expect(getItem('gameSessionPlayerDto')).toBeNull();
    expect(getItem('accessToken')).not.toBeNull();
  });

  it('stays in the room when the server refuses, and says why', async () => {
    stubApi({ 'POST /gameSession/ABCDE/12/quit': () => errorBody(403, 'error.forbidden') });
    renderInApp(<LeaveRoomButton code="ABCDE" playerId={12} />, '/player/session');
    fireEvent.click(screen.getByRole('button', { name: 'Leave room' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You are not allowed to do that.')).toBeTruthy();
    expect(getItem('roomCode')).toBe('ABCDE');
    expect(screen.getByTestId('location').textContent).toBe('/player/session');
  });
});
