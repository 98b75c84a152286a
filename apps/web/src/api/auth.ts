/**
 * Guest login (spec section 4): a random guestId kept on the device, up to 3 attempts 500 ms
 * apart; once the second attempt has failed the server-unavailable message shows for 3.5 s.
 */
import { REST, TIMING } from '@snackparty/protocol';
import type { Language, TokenResponse } from '@snackparty/protocol';
import { getItem, setItem } from '../storage/storage';
import { http, trackTokenWork } from './http';

/** A random id usable outside secure contexts too (crypto.randomUUID needs https). */
export function randomId(bytes = 16): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function ensureGuestId(): string {
  const existing = getItem('guestId');
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
  const id = randomId();
  setItem('guestId', id);
  return id;
}

export interface RetryOptions {
  attempts?: number;
  retryMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called once, right after the second attempt has failed. */
  onUnavailable?: () => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` up to `attempts` times, `retryMs` apart. Resolves null when all failed. */
export async function withGuestRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T | null> {
  const attempts = options.attempts ?? TIMING.guestLoginAttempts;
  const retryMs = options.retryMs ?? TIMING.guestLoginRetryMs;
  const sleep = options.sleep ?? defaultSleep;
  for (let n = 1; n <= attempts; n++) {
    try {
      return await attempt();
    } catch {
      if (n === 2) options.onUnavailable?.();
      if (n < attempts) await sleep(retryMs);
    }
  }
  return null;
}

/** Logs in as a guest and stores the token. Resolves the token, or null when the server is away. */
export function guestLogin(language: Language, options: RetryOptions = {}): Promise<string | null> {
  const guestId = ensureGuestId();
  const work = withGuestRetry(async () => {
    const res = await http.post<TokenResponse>(REST.user.guest, { guestId, language }, { skipRefresh: true, token: null });
    if (!res?.accessToken) throw new Error('no token in guest login response');
    setItem('accessToken', res.accessToken);
    return res.accessToken;
  }, options);
  return trackTokenWork(work);
}
