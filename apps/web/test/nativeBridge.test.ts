import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectNativeShell, exitAppInWrapper, isInWrapper, nativeBridge, rememberWrapperFlag } from '../src/app/nativeBridge';
import { clearGameSession, clearAll, getItem, setItem } from '../src/storage/storage';

/** A page inside the native shell: what it posts to the shell's React Native web view. */
function shellWindow(search = '') {
  const posted: unknown[] = [];
  const frames: Array<() => void> = [];
  const win = {
    ReactNativeWebView: { postMessage: (text: string) => posted.push(JSON.parse(text)) },
    location: { search, reload: vi.fn() },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  return { win: win as unknown as Window, posted, paint: () => frames.splice(0).forEach((f) => f()) };
}

/** The router's state as the shell's signals read it, moved by hand. */
function fakeRouter() {
  const listeners = new Set<(state: { initialized: boolean; navigation: { state: string } }) => void>();
  const router = {
    state: { initialized: false, navigation: { state: 'idle' } },
    subscribe: (listener: (state: { initialized: boolean; navigation: { state: string } }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const move = (initialized: boolean, navigation: string) => {
    router.state = { initialized, navigation: { state: navigation } };
    for (const listener of listeners) listener(router.state);
  };
  return { router, move, listeners };
}

beforeEach(() => localStorage.clear());

describe('the native app bridge', () => {
  it('sends each of its five calls as one JSON message', () => {
    const { win, posted } = shellWindow();
    expect(nativeBridge.exitApp(win)).toBe(true);
    nativeBridge.storeAccessToken('a.b.c', 'de', win);
    nativeBridge.showProgressBar(true, win);
    nativeBridge.pageLoaded(win);
    nativeBridge.reloadWebView(win);
    expect(posted).toEqual([
      { type: 'exitApp' },
      { type: 'storeAccessToken', accessToken: 'a.b.c', language: 'de' },
      { type: 'showProgressBar', show: true },
      { type: 'pageLoaded' },
      { type: 'reloadWebView' },
    ]);
  });

  it('is silently skipped without a shell, or when the shell throws', () => {
    const bare = { location: { search: '' } } as unknown as Window;
    expect(nativeBridge.exitApp(bare)).toBe(false);
    expect(nativeBridge.pageLoaded(bare)).toBe(false);
    const broken = { ReactNativeWebView: { postMessage: () => { throw new Error('gone'); } }, location: { search: '' } } as unknown as Window;
    expect(nativeBridge.showProgressBar(false, broken)).toBe(false);
  });

  it('?wrapper=1 marks the device as running in the wrapper until ?wrapper=0; game clears keep the mark, logout does not', () => {
    const bare = { location: { search: '' } } as unknown as Window;
    expect(isInWrapper(bare)).toBe(false);
    rememberWrapperFlag('?wrapper=1');
    expect(getItem('runningInWrapper')).toBe(true);
    expect(isInWrapper(bare)).toBe(true);
    clearGameSession();
    expect(isInWrapper(bare)).toBe(true);
    rememberWrapperFlag('?wrapper=0');
    expect(isInWrapper(bare)).toBe(false);
    rememberWrapperFlag('?wrapper=1');
    clearAll();
    expect(isInWrapper(bare)).toBe(false);
    // The bridge alone says so too.
    expect(isInWrapper(shellWindow().win)).toBe(true);
  });

  it('the exit-game action closes the app inside the wrapper only', () => {
    const inShell = shellWindow();
    exitAppInWrapper(inShell.win);
    expect(inShell.posted).toEqual([{ type: 'exitApp' }]);
    const bare = { location: { search: '' } } as unknown as Window;
    expect(() => exitAppInWrapper(bare)).not.toThrow();
  });

  it('tells the shell of every stored token, the progress of pages, and the first page once painted', () => {
    const { win, posted, paint } = shellWindow('?wrapper=1');
    const { router, move, listeners } = fakeRouter();
    const stop = connectNativeShell(router, () => 'fr', win);
    expect(getItem('runningInWrapper')).toBe(true);
    expect(posted).toEqual([{ type: 'showProgressBar', show: true }]);

    move(true, 'idle');
    expect(posted.at(-1)).toEqual({ type: 'showProgressBar', show: false });
    expect(posted).not.toContainEqual({ type: 'pageLoaded' });
    paint();
    expect(posted.at(-1)).toEqual({ type: 'pageLoaded' });

    setItem('accessToken', 'x.y.z');
    expect(posted.at(-1)).toEqual({ type: 'storeAccessToken', accessToken: 'x.y.z', language: 'fr' });
    setItem('roomCode', 'ABCDE');
    expect(posted.at(-1)).toEqual({ type: 'storeAccessToken', accessToken: 'x.y.z', language: 'fr' });

    posted.length = 0;
    move(true, 'loading');
    move(true, 'loading');
    move(true, 'idle');
    paint();
    // A later page shows the bar and hides it again; "page loaded" was the first page's only.
    expect(posted).toEqual([{ type: 'showProgressBar', show: true }, { type: 'showProgressBar', show: false }]);

    stop();
    expect(listeners.size).toBe(0);
    setItem('accessToken', 'after.stop.token');
    expect(posted).not.toContainEqual(expect.objectContaining({ accessToken: 'after.stop.token' }));
  });
});
