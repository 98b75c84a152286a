/**
 * This browser's own random id, sent on join, rejoin and an audience connect so that a phone the
 * host kicked stays out even under a new account. Kept in localStorage under its own name, apart
 * from the app's stored items, so signing out or leaving a room does not renew it.
 */
import { DEVICE_ID_PATTERN } from '@snackparty/protocol';

const DEVICE_ID_ITEM = 'snackpartyDeviceId';
/** When storage is not usable (private mode), one id for the page's life. */
let memoryId: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function deviceId(): string {
  try {
    const stored = globalThis.localStorage.getItem(DEVICE_ID_ITEM);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const fresh = randomId();
    globalThis.localStorage.setItem(DEVICE_ID_ITEM, fresh);
    return fresh;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}

/** The header that names this device on a REST call. */
export function deviceHeaders(): Record<string, string> {
  return { 'X-Device-Id': deviceId() };
}
