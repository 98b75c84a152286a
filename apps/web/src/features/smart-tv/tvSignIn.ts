/**
 * The TV's side of signing in by a code: show a code, poll at the interval the server asks for, slow
 * down when told to, get a new code when it expires, stop once signed in.
 */
import { LOGIN_CODE_MESSAGE_KEYS } from '@snackparty/protocol';
import type { LoginCodeGrant, LoginCodePoll, TokenResponse } from '@snackparty/protocol';
import { isApiError } from '../../api/errors';

export type TvSignInState =
  | { phase: 'starting' }
  | { phase: 'waiting'; grant: LoginCodeGrant; expiresAt: number }
  | { phase: 'expired' }
  | { phase: 'signedIn' }
  | { phase: 'unavailable' };

export interface TvSignInDeps {
  generate(): Promise<LoginCodeGrant>;
  poll(loginCode: string, pollToken: string): Promise<LoginCodePoll>;
  signIn(response: TokenResponse): Promise<void>;
  sleep(ms: number): Promise<void>;
  now(): number;
  onState(state: TvSignInState): void;
  /** Whether the flow should go on (the screen is still open). */
  running(): boolean;
}

/** How long to wait after a network failure before polling again. */
const RETRY_MS = 5000;

function slowDownSeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const details = error.body?.details as { intervalSeconds?: unknown } | undefined;
  return typeof details?.intervalSeconds === 'number' ? details.intervalSeconds : undefined;
}

/** Runs one code from its start to signed in, expired or unavailable. */
export async function runTvSignIn(deps: TvSignInDeps): Promise<TvSignInState['phase']> {
  deps.onState({ phase: 'starting' });
  let grant: LoginCodeGrant;
  try {
    grant = await deps.generate();
  } catch {
    deps.onState({ phase: 'unavailable' });
    return 'unavailable';
  }
  const expiresAt = deps.now() + grant.expiresInSeconds * 1000;
  deps.onState({ phase: 'waiting', grant, expiresAt });
  let intervalMs = grant.intervalSeconds * 1000;
  while (deps.running()) {
    await deps.sleep(intervalMs);
    if (!deps.running()) break;
    if (deps.now() >= expiresAt) {
      deps.onState({ phase: 'expired' });
      return 'expired';
    }
    try {
      const answer = await deps.poll(grant.loginCode, grant.pollToken);
      if (answer.status === 'confirmed') {
        await deps.signIn({ accessToken: answer.accessToken, locale: answer.locale });
        deps.onState({ phase: 'signedIn' });
        return 'signedIn';
      }
      intervalMs = answer.intervalSeconds * 1000;
    } catch (error) {
      const slower = slowDownSeconds(error);
      if (slower !== undefined) intervalMs = slower * 1000;
      else if (isApiError(error) && (error.status === 410 || error.messageKey === LOGIN_CODE_MESSAGE_KEYS.notFound)) {
        deps.onState({ phase: 'expired' });
        return 'expired';
      } else intervalMs = Math.max(intervalMs, RETRY_MS);
    }
  }
  return 'waiting';
}
