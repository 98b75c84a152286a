import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDto, GameSessionDto } from '@snackparty/protocol';
import { rememberCast, runCastCreate } from '../../src/features/cast/castCreate';
import type { CastCreateDeps } from '../../src/features/cast/castCreate';
import type { CastLink } from '../../src/features/cast/castSender';
import { getItem } from '../../src/storage/storage';

function deps(calls: string[], overrides: Partial<CastCreateDeps> = {}, link?: Partial<CastLink>): CastCreateDeps {
  const castLink: CastLink = {
    sessionId: 'session-1',
    deviceName: 'Living Room TV',
    sendRoom: vi.fn(async (room) => {
      calls.push(`send ${room.gameCode} ${room.token}`);
    }),
    ...link,
  };
  return {
    connect: vi.fn(async () => {
      calls.push('connect');
      return castLink;
    }),
    createCastSession: vi.fn(async (input) => {
      calls.push(`cast session ${input.initialGameType} ${input.language}`);
      return { token: 'x.y.z', gameCode: 'QWERT' };
    }),
    getSession: vi.fn(async (code) => {
      calls.push(`session ${code}`);
      return { gameCode: code, hostType: 'CHROMECAST' } as GameSessionDto;
    }),
    createGame: vi.fn(async (input) => {
      calls.push(`game ${input.gameType} ${input.gameCode}`);
      return {} as GameDto;
    }),
    sleep: vi.fn(async (ms: number) => {
      calls.push(`sleep ${ms}`);
    }),
    onPhase: (phase) => calls.push(`phase ${phase}`),
    ...overrides,
  };
}

describe('creating a room cast to a Chromecast', () => {
  beforeEach(() => localStorage.clear());

  it('connects first, makes the room and its game, then hands the device the room and its token', async () => {
    const calls: string[] = [];
    const made = await runCastCreate(deps(calls), { language: 'nl', gameType: 'RPS_SHOOT' });
    expect(calls).toEqual([
      'phase cast',
      'connect',
      'phase session',
      'cast session RPS_SHOOT nl',
      'session QWERT',
      'sleep 1500',
      'phase game',
      'game RPS_SHOOT QWERT',
      'phase ready',
      'send QWERT x.y.z',
    ]);
    expect(made.sent).toBe(true);
    expect(made.session).toMatchObject({ gameCode: 'QWERT', hostType: 'CHROMECAST' });
  });

  it('makes no room when no device was chosen', async () => {
    const calls: string[] = [];
    const cancelled = deps(calls, {
      connect: vi.fn(async () => {
        throw 'cancel';
      }),
    });
    await expect(runCastCreate(cancelled, { language: 'en', gameType: 'SNAPTION' })).rejects.toBe('cancel');
    expect(cancelled.createCastSession).not.toHaveBeenCalled();
  });

  it('keeps the room when the device does not take it (the remote casts it again)', async () => {
    const calls: string[] = [];
    const made = await runCastCreate(
      deps(calls, {}, {
        sendRoom: async () => {
          throw new Error('gone');
        },
      }),
      { language: 'en', gameType: 'RPS_SHOOT' },
    );
    expect(made.sent).toBe(false);
    expect(made.session.gameCode).toBe('QWERT');
  });

  it('remembers the device and the cast session under the spec names', () => {
    rememberCast({ sessionId: 'session-1', deviceName: 'Living Room TV' }, 'QWERT');
    expect(getItem('chromecastDeviceName')).toBe('Living Room TV');
    expect(getItem('chromecastSession')).toEqual({ sessionId: 'session-1', gameCode: 'QWERT' });
    expect(localStorage.getItem('chromecastDeviceName')).toBe('Living Room TV');
  });
});
