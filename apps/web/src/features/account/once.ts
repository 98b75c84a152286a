/**
 * Single-use links (verify, unsubscribe, login token) must be sent once per page, even when a
 * screen mounts twice: the second call would find the token used.
 */
const calls = new Map<string, Promise<unknown>>();

export function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = calls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(key, pending);
  }
  return pending;
}
