import { describe, expect, it } from 'vitest';
import type { LoginCodeGrant, LoginCodePoll, TokenResponse } from '@snackparty/protocol';
import { ApiError } from '../../src/api/errors';
import { runTvSignIn, type TvSignInState } from '../../src/features/smart-tv/tvSignIn';

const GRANT: LoginCodeGrant = { loginCode: 'BCDF-GHJK', pollToken: 'secret', verificationPath: '/loginCode/BCDF-GHJK', expiresInSeconds: 600, intervalSeconds: 5 };

/** Plays the TV's side against scripted answers; time moves only by the flow's own waits. */
function harness(answers: Array<LoginCodePoll | ApiError>, grant: LoginCodeGrant | Error = GRANT) {
  let now = 0;
  const waits: number[] = [];
  const states: TvSignInState[] = [];
  const polls: Array<[string, string]> = [];
  const signedIn: TokenResponse[] = [];
  const run = runTvSignIn({
    generate: async () => {
      if (grant instanceof Error) throw grant;
      return grant;
    },
    poll: async (code, token) => {
      polls.push([code, token]);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof ApiError) throw next;
      return next;
    },
    signIn: async (response) => {
      signedIn.push(response);
    },
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    now: () => now,
    onState: (state) => states.push(state),
    running: () => waits.length < 200,
  });
  return { run, waits, states, polls, signedIn };
}

describe("the TV's sign-in by code", () => {
  it('polls with its own token at the interval, and signs in once confirmed', async () => {
    const h = harness([{ status: 'pending', intervalSeconds: 5 }, { status: 'confirmed', accessToken: 'tok', locale: 'de' }]);
    expect(await h.run).toBe('signedIn');
    expect(h.polls).toEqual([
      ['BCDF-GHJK', 'secret'],
      ['BCDF-GHJK', 'secret'],
    ]);
    expect(h.waits).toEqual([5000, 5000]);
    expect(h.signedIn).toEqual([{ accessToken: 'tok', locale: 'de' }]);
    expect(h.states.map((s) => s.phase)).toEqual(['starting', 'waiting', 'signedIn']);
  });

  it('slows down when told to, by the interval the server gives', async () => {
    const slowDown = new ApiError(429, { messageKey: 'loginCode.slow_down', details: { intervalSeconds: 10 } });
    const h = harness([slowDown, { status: 'pending', intervalSeconds: 10 }, { status: 'confirmed', accessToken: 't', locale: 'en' }]);
    await h.run;
    expect(h.waits).toEqual([5000, 10000, 10000]);
  });

  it('keeps trying through a network failure, and stops at an expired or unknown code', async () => {
    const h = harness([new ApiError(0, null), new ApiError(410, { messageKey: 'loginCode.expired' })]);
    expect(await h.run).toBe('expired');
    expect(h.polls).toHaveLength(2);
    expect(h.states.at(-1)).toEqual({ phase: 'expired' });
  });

  it('stops polling once the code has run out, without asking again', async () => {
    const pending = Array.from({ length: 200 }, () => ({ status: 'pending', intervalSeconds: 5 }) as LoginCodePoll);
    const h = harness(pending, { ...GRANT, expiresInSeconds: 20 });
    expect(await h.run).toBe('expired');
    expect(h.polls).toHaveLength(3);
  });

  it('says the server is unavailable when no code can be had', async () => {
    const h = harness([], new Error('offline'));
    expect(await h.run).toBe('unavailable');
    expect(h.polls).toHaveLength(0);
  });
});
