import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: the browser would install this site as an app. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * The browser's offer to install Snackparty as an app. Browsers that can (Chromium on Android and
 * desktop) fire `beforeinstallprompt` once the page qualifies, usually right after it loads and
 * long before anyone opens the menu, so the offer is kept from the start and the menu asks it later.
 * Its own small banner is held back: a party game's phone has no room for it over the join screen.
 * The offer is used once; an installed app gets none (`appinstalled`).
 */
export class InstallPrompt {
  private offer: BeforeInstallPromptEvent | null = null;
  private readonly listeners = new Set<() => void>();

  /** Listens on `target` (the window) for the offer; returns the stop. */
  watch(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const offered = (event: Event) => {
      event.preventDefault();
      this.set(event as BeforeInstallPromptEvent);
    };
    const installed = () => this.set(null);
    target.addEventListener('beforeinstallprompt', offered);
    target.addEventListener('appinstalled', installed);
    return () => {
      target.removeEventListener('beforeinstallprompt', offered);
      target.removeEventListener('appinstalled', installed);
    };
  }

  get available(): boolean {
    return this.offer !== null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Shows the browser's install dialog; resolves with what the person chose. */
  async install(): Promise<InstallOutcome> {
    const offer = this.offer;
    if (!offer) return 'unavailable';
    // An offer can be shown only once: the browser makes a new one if it may ask again.
    this.set(null);
    try {
      await offer.prompt();
      return (await offer.userChoice).outcome;
    } catch {
      return 'unavailable';
    }
  }

  private set(offer: BeforeInstallPromptEvent | null): void {
    this.offer = offer;
    for (const listener of this.listeners) listener();
  }
}

/** This page's install offer, watched from the start (see `main.tsx`). */
export const installPrompt = new InstallPrompt();

/** Whether the browser offers to install the app now, and the call that shows its dialog. */
export function useInstallPrompt(prompt: InstallPrompt = installPrompt): { canInstall: boolean; install: () => Promise<InstallOutcome> } {
  const subscribe = useCallback((listener: () => void) => prompt.subscribe(listener), [prompt]);
  const canInstall = useSyncExternalStore(
    subscribe,
    () => prompt.available,
    () => false,
  );
  const install = useCallback(() => prompt.install(), [prompt]);
  return { canInstall, install };
}
