import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { InstallPrompt, installPrompt } from '../../src/app/installPrompt';
import { MenuOverlay } from '../../src/features/layout/MenuOverlay';
import { renderInApp, stubApi } from '../account/harness';
import { initTestI18n } from '../helpers';

/** What Chromium fires once the site may be installed. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

let stopWatching: () => void = () => undefined;
beforeAll(async () => {
  await initTestI18n();
  stopWatching = installPrompt.watch(window);
});
afterAll(() => stopWatching());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('appinstalled'));
});

describe('InstallPrompt', () => {
  it('keeps the offer (holding back the browser banner), shows it once and reports the choice', async () => {
    const prompt = new InstallPrompt();
    const stop = prompt.watch(window);
    expect(prompt.available).toBe(false);
    await expect(prompt.install()).resolves.toBe('unavailable');
    const event = offer('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.available).toBe(true);
    await expect(prompt.install()).resolves.toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // Used: the browser has to make a new offer.
    expect(prompt.available).toBe(false);
    stop();
    window.dispatchEvent(offer('accepted'));
    expect(prompt.available).toBe(false);
  });

  it('drops the offer once the app is installed', () => {
    const prompt = new InstallPrompt();
    const stop = prompt.watch(window);
    window.dispatchEvent(offer('accepted'));
    expect(prompt.available).toBe(true);
    window.dispatchEvent(new Event('appinstalled'));
    expect(prompt.available).toBe(false);
    stop();
  });
});

describe('the menu', () => {
  const openMenu = () => {
    stubApi({});
    renderInApp(<MenuOverlay onClose={() => undefined} onLanguage={() => undefined} onLogin={() => undefined} />);
  };

  it('has no install button where the browser offers no install', async () => {
    openMenu();
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('offers to install the app once the browser does, and shows its dialog', async () => {
    openMenu();
    await screen.findByRole('dialog', { name: 'Menu' });
    const event = offer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    const button = screen.getByRole('button', { name: 'Install app' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('takes the button away when the app gets installed another way', async () => {
    openMenu();
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      window.dispatchEvent(offer('accepted'));
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
