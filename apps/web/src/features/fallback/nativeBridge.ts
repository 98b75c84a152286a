/**
 * The native app shell (a React Native web view) when the app runs inside it. Every call is
 * silently skipped when there is no shell.
 */
interface NativeWebView {
  postMessage: (message: string) => void;
}
type NativeWindow = Window & { ReactNativeWebView?: NativeWebView };

export type NativeMessage =
  | { type: 'exitApp' }
  | { type: 'storeAccessToken'; accessToken: string; refreshToken: string | null }
  | { type: 'showProgressBar'; show: boolean }
  | { type: 'pageLoaded' }
  | { type: 'reloadWebView' };

export function hasNativeShell(win: Window = window): boolean {
  return typeof (win as NativeWindow).ReactNativeWebView?.postMessage === 'function';
}

/** Posts a message to the shell; false when there is none. */
export function postToNative(message: NativeMessage, win: Window = window): boolean {
  const bridge = (win as NativeWindow).ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return false;
  try {
    bridge.postMessage(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

/** Refresh: the shell reloads its web view, or else the page reloads. */
export function reloadApp(win: Window = window): void {
  if (!postToNative({ type: 'reloadWebView' }, win)) win.location.reload();
}
