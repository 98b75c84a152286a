import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '../../src/ui/toast';
import { InviteFriends } from '../../src/features/player-lobby/InviteFriends';
import { initTestI18n } from '../helpers';
import type * as JoinAddressModule from '../../src/api/joinAddress';

// The address phones join at comes from the server (PUBLIC_URL or the LAN address), as on the shared screen.
vi.mock('../../src/api/joinAddress', async (original) => ({
  ...(await original<typeof JoinAddressModule>()),
  useJoinOrigin: () => 'http://192.168.1.20:8080',
}));

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = 'http://192.168.1.20:8080/join/AB3CD';

function renderInvite() {
  return render(
    <ToastProvider>
      <InviteFriends code="AB3CD" />
    </ToastProvider>,
  );
}

describe("the host's phone invites friends", () => {
  it('shows the join link as a big QR code with the room code', () => {
    renderInvite();
    expect(screen.getByText('192.168.1.20:8080/join', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'Scan to join' });
    expect(within(dialog).getByLabelText('Room code A B 3 C D').textContent).toBe('AB3CD');
    expect(within(dialog).getByTitle('QR code to join room AB3CD')).toBeTruthy();
  });

  it("shares the link with the phone's share sheet when it has one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share } }));
    renderInvite();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share link' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it('offers no share button without a share sheet, and copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: undefined }, clipboard: { value: { writeText } } }));
    vi.stubGlobal('isSecureContext', true);
    renderInvite();
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });
});
