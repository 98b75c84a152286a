import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEVICE_ID_PATTERN, type JoinRequestDto } from '@snackparty/protocol';
import { ToastProvider } from '../../src/ui/toast';
import { JoinPanel } from '../../src/features/host-lobby/JoinPanel';
import { JoinRequestList } from '../../src/features/host-lobby/JoinRequestList';
import { parseJoinRequests } from '../../src/features/host-lobby/useJoinRequests';
import { deviceId } from '../../src/features/join/deviceId';
import { initialJoinState, joinReducer } from '../../src/features/join/joinMachine';
import { WaitingForHost } from '../../src/features/join/WaitingForHost';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ana: JoinRequestDto = { requestId: 'req-ana', alias: 'ANA', avatarSrc: '/avatars/bagel.svg', requestedAt: '2026-01-01T00:00:00.000Z' };

/** The server's answer to the waiting list's fetch, as fetch gives it. */
function serverListing(requests: JoinRequestDto[]) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const body = init?.method === 'POST' ? '' : JSON.stringify(requests);
    return new Response(body, { status: init?.method === 'POST' ? 204 : 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

describe('the door of a room whose host lets phones in', () => {
  it('lists each waiting phone with Let in and Turn away', () => {
    const decided: string[] = [];
    render(<JoinRequestList requests={[ana]} onDecide={(request, decision) => decided.push(`${request.requestId}:${decision}`)} />);
    expect(screen.getByText('ANA wants to join')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Let ANA in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn ANA away' }));
    expect(decided).toEqual(['req-ana:admit', 'req-ana:refuse']);
  });

  it('shows nothing when nobody waits, and keeps only well-formed requests', () => {
    const { container } = render(<JoinRequestList requests={[]} onDecide={() => undefined} />);
    expect(container.textContent).toBe('');
    expect(parseJoinRequests({ gameCode: 'AB3CD', requests: [ana, { alias: 3 }] })).toEqual([ana]);
    expect(parseJoinRequests('nonsense')).toBeNull();
  });

  it('the TV fetches the waiting list and sends the decision to the server', async () => {
    const calls = serverListing([ana]);
    render(
      <ToastProvider>
        <JoinPanel code="AB3CD" joinOrigin="http://192.168.1.20:8080" />
      </ToastProvider>,
    );
    await screen.findByText('ANA wants to join');
    fireEvent.click(screen.getByRole('button', { name: 'Let ANA in' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toContain('/gameSession/AB3CD/joinRequests/req-ana');
    expect(JSON.parse(String(post.init?.body))).toEqual({ decision: 'admit' });
    expect(screen.queryByText('ANA wants to join')).toBeNull();
  });

  it('hides the room code and its QR on the TV in streamer mode', async () => {
    serverListing([]);
    const { rerender } = render(
      <ToastProvider>
        <JoinPanel code="AB3CD" joinOrigin="http://192.168.1.20:8080" />
      </ToastProvider>,
    );
    expect(screen.getByText('AB3CD')).toBeTruthy();
    expect(screen.getByTitle('QR code to join room AB3CD')).toBeTruthy();
    rerender(
      <ToastProvider>
        <JoinPanel code="AB3CD" joinOrigin="http://192.168.1.20:8080" streamerMode />
      </ToastProvider>,
    );
    expect(screen.queryByText('AB3CD')).toBeNull();
    expect(screen.queryByTitle('QR code to join room AB3CD')).toBeNull();
    expect(document.body.innerHTML).not.toContain('AB3CD');
    expect(screen.getByText(/Code hidden — streamer mode/)).toBeTruthy();
  });
});

describe('the waiting phone', () => {
  it('says it waits for the host and can stop waiting', () => {
    const stop = vi.fn();
    render(<WaitingForHost alias="ANA" avatarSrc="/avatars/bagel.svg" onCancel={stop} />);
    expect(screen.getByRole('alertdialog', { name: 'Waiting for the host to let you in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(stop).toHaveBeenCalledOnce();
  });

  it('goes back to the form, without an error, when it stops waiting', () => {
    let state = joinReducer(initialJoinState('AB3CD'), { type: 'checkSucceeded', session: { active: true, gameCode: 'AB3CD' } as never });
    state = joinReducer({ ...state, alias: 'ANA' }, { type: 'joinSubmitted' });
    expect(state.step).toBe('joining');
    state = joinReducer(state, { type: 'joinCancelled' });
    expect(state).toMatchObject({ step: 'profile', profileError: null });
  });

  it('keeps one device id across calls, in the server-accepted shape', () => {
    const first = deviceId();
    expect(first).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(first);
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });
});
