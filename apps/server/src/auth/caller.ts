import { AsyncLocalStorage } from 'node:async_hooks';
import type { VerifiedPrincipal } from './tokens';

/** Whatever can name the verified bearer of a request (the Fastify request, in the app). */
interface Caller {
  principal(): Promise<VerifiedPrincipal | undefined>;
}

const current = new AsyncLocalStorage<Caller>();

/** Runs the rest of a request's handling with `caller` as the one being served. */
export function serveCaller(caller: Caller, next: () => void): void {
  current.run(caller, next);
}

/**
 * The session of the bearer of the request being handled, when that bearer is `userId`. Lets a
 * service hand the caller a refreshed token (new name or avatar) in the caller's own session, so that
 * ending the session ends that token too.
 */
export async function callerSession(userId: number): Promise<string | undefined> {
  const principal = await current.getStore()?.principal();
  return principal?.userId === userId ? principal.sessionId : undefined;
}
