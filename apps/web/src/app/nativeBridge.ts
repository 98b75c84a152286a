/**
 * The native app shell (spec: the native app bridge). The shell is a React Native web view: it
 * injects `window.ReactNativeWebView.postMessage(text)`, and every message the page sends it is one
 * JSON object `{ type, ...arguments }` (the shapes below, documented in docs/discord.md). Every call
 * is silently skipped when there is no shell. A shell that opens the app with `?wrapper=1` marks the
 * device as running in the wrapper (spec: the running-in-wrapper stored flag) before its bridge is
 * injected, so the embedded home shows from the first page.
 */
import { getItem, onStorageChange, removeItem, setItem } from '../storage/storage';

interface NativeWebView {
  postMessage: (message: string) => void;
}
type NativeWindow = Pick<Window, 'location'> & { ReactNativeWebView?: NativeWebView };

export type NativeMessage =
  | { type: 'exitApp' }
  /** The two arguments: the access token the app signs its requests with, and the language it shows. */
  | { type: 'storeAccessToken'; accessToken: string; language: string }
  | { type: 'showProgressBar'; show: boolean }
  | { type: 'pageLoaded' }
  | { type: 'reloadWebView' };

function shellOf(win: NativeWindow): NativeWebView | null {
  const shell = win.ReactNativeWebView;
  return shell && typeof shell.postMessage === 'function' ? shell : null;
}

export function hasNativeShell(win: NativeWindow = window): boolean {
  return shellOf(win) !== null;
}

/** Posts a message to the shell; false when there is none (or it refused it). */
export function postToNative(message: NativeMessage, win: NativeWindow = window): boolean {
  const shell = shellOf(win);
  if (!shell) return false;
  try {
    shell.postMessage(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

/** The bridge's five calls (spec), each skipped without a shell. */
export const nativeBridge = {
  exitApp: (win?: NativeWindow) => postToNative({ type: 'exitApp' }, win),
  storeAccessToken: (accessToken: string, language: string, win?: NativeWindow) => postToNative({ type: 'storeAccessToken', accessToken, language }, win),
  showProgressBar: (show: boolean, win?: NativeWindow) => postToNative({ type: 'showProgressBar', show }, win),
  pageLoaded: (win?: NativeWindow) => postToNative({ type: 'pageLoaded' }, win),
  reloadWebView: (win?: NativeWindow) => postToNative({ type: 'reloadWebView' }, win),
};

/** Refresh: the shell reloads its web view, or else the page reloads. */
export function reloadApp(win: NativeWindow = window): void {
  if (!nativeBridge.reloadWebView(win)) win.location.reload();
}

/** `?wrapper=1` marks this device as running in the native shell, `?wrapper=0` unmarks it. */
export function rememberWrapperFlag(search: string): void {
  const flag = new URLSearchParams(search).get('wrapper');
  if (flag === '1') setItem('runningInWrapper', true);
  if (flag === '0') removeItem('runningInWrapper');
}

/** The page runs inside the native shell: its bridge is there, or the shell said so on the address. */
export function isInWrapper(win: NativeWindow = window): boolean {
  return hasNativeShell(win) || getItem('runningInWrapper') === true;
}

/** The room ended by its host's exit-game action: inside the shell, the app closes the game (the shell decides where to). */
export function exitAppInWrapper(win: NativeWindow = window): void {
  if (isInWrapper(win)) nativeBridge.exitApp(win);
}

/** What the shell's signals need of the router's state. */
type RouterState = { initialized: boolean; navigation: { state: string } };

/**
 * Keeps the shell told: every access token stored (a sign-in, a renewal) with the language, a
 * progress bar while a page loads, and "page loaded" once the first page has rendered. Returns the
 * unsubscribe.
 */
export function connectNativeShell(
  router: { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void },
  language: () => string,
  win: NativeWindow & Pick<Window, 'requestAnimationFrame'> = window,
): () => void {
  rememberWrapperFlag(win.location.search);
  const stopTokens = onStorageChange((key) => {
    if (key !== 'accessToken') return;
    const token = getItem('accessToken');
    if (token) nativeBridge.storeAccessToken(token, language(), win);
  });
  let loaded = false;
  let loading: boolean | null = null;
  const follow = (state: RouterState) => {
    const busy = !state.initialized || state.navigation.state !== 'idle';
    if (busy !== loading) {
      loading = busy;
      nativeBridge.showProgressBar(busy, win);
    }
    if (!busy && !loaded) {
      loaded = true;
      // After the first page has been painted, not merely routed.
      win.requestAnimationFrame(() => nativeBridge.pageLoaded(win));
    }
  };
  follow(router.state);
  const stopRouter = router.subscribe(follow);
  return () => {
    stopTokens();
    stopRouter();
  };
}
