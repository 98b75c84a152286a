import { describe, expect, it } from 'vitest';
import { parseCastRoom, receiverReducer, trustsMessageFrom } from '../../src/features/cast/receiverMessages';
import type { ReceiverState } from '../../src/features/cast/receiverMessages';
import { makeToken } from '../helpers';

const token = makeToken({ userId: 7, sid: 'cast-session', exp: 2_000_000_000 });

describe('the room a cast receiver accepts', () => {
  it('takes the Chromecast session response, as an object or as JSON text, with the code upper-cased', () => {
    expect(parseCastRoom({ token, gameCode: 'ab3de' })).toEqual({ token, gameCode: 'AB3DE' });
    expect(parseCastRoom(JSON.stringify({ token, gameCode: 'QWERT' }))).toEqual({ token, gameCode: 'QWERT' });
    // Extra fields are no reason to refuse, and are not kept.
    expect(parseCastRoom({ token, gameCode: 'QWERT', note: 'hi' })).toEqual({ token, gameCode: 'QWERT' });
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      undefined,
      42,
      'not json',
      [token, 'QWERT'],
      { token },
      { gameCode: 'QWERT' },
      { token: 'not-a-jwt', gameCode: 'QWERT' },
      { token: `${token}.extra`, gameCode: 'QWERT' },
      { token: 'a'.repeat(5000) + '.b.c', gameCode: 'QWERT' },
      { token, gameCode: 'QWER' },
      { token, gameCode: 'QWERTY' },
      { token, gameCode: 'QW RT' },
      { token: 12, gameCode: 'QWERT' },
      { type: 'snackparty:castReceiverReady' },
    ]) {
      expect(parseCastRoom(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('takes window messages from pages of its own site only', () => {
    expect(trustsMessageFrom('https://party.example', 'https://party.example')).toBe(true);
    expect(trustsMessageFrom('https://evil.example', 'https://party.example')).toBe(false);
    expect(trustsMessageFrom('http://party.example', 'https://party.example')).toBe(false);
    expect(trustsMessageFrom('null', 'https://party.example')).toBe(false);
  });
});

describe('the receiver state', () => {
  const room = { token, gameCode: 'QWERT' };
  const waiting: ReceiverState = { kind: 'waiting' };

  it('shows a room handed over, and another one handed over later', () => {
    const hosting = receiverReducer(waiting, { type: 'room', room });
    expect(hosting).toEqual({ kind: 'hosting', room });
    // The same hand-over twice changes nothing (a sender that resends).
    expect(receiverReducer(hosting, { type: 'room', room })).toBe(hosting);
    const other = { token: makeToken({ userId: 8 }), gameCode: 'ZXCVB' };
    expect(receiverReducer(hosting, { type: 'room', room: other })).toEqual({ kind: 'hosting', room: other });
  });

  it('closes the room it shows when that room ends, not when another does', () => {
    const hosting = receiverReducer(waiting, { type: 'room', room });
    expect(receiverReducer(hosting, { type: 'roomClosed', gameCode: 'ZXCVB' })).toBe(hosting);
    const closed = receiverReducer(hosting, { type: 'roomClosed', gameCode: 'QWERT' });
    expect(closed).toEqual({ kind: 'closed', gameCode: 'QWERT' });
    expect(receiverReducer(closed, { type: 'room', room })).toEqual({ kind: 'hosting', room });
  });
});
