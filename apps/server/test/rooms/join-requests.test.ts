/**
 * The rooms' doors kept by every server process: a phone asks at one, the host sees it and answers
 * at another, the phone is let in (or kept out) wherever it asks next; the host is told once.
 */
import { describe, expect, it } from 'vitest';
import type { JoinRequestDto } from '@snackparty/protocol';
import { JoinRequests } from '../../src/rooms/join-requests';

/** Two processes' doors, each hearing the other's changes as Redis would carry them. */
function twoProcesses() {
  const told: Array<{ process: string; requests: JoinRequestDto[] }> = [];
  const a = new JoinRequests((_code, requests) => told.push({ process: 'a', requests }), () => 1_000);
  const b = new JoinRequests((_code, requests) => told.push({ process: 'b', requests }), () => 1_000);
  a.share((change) => b.heard(structuredClone(change)));
  b.share((change) => a.heard(structuredClone(change)));
  return { a, b, told };
}

const ann = { userId: 7, deviceId: 'phone-ann', alias: 'Ann', avatarSrc: '/avatars/bagel.svg' };

describe('doors shared between server processes', () => {
  it('lets a phone in that asked at one process and was admitted at the other', () => {
    const { a, b, told } = twoProcesses();
    const asked = a.ask('ROOMC', ann);
    expect(asked).toMatchObject({ kind: 'waiting' });
    // The host's screen is on B: it sees Ann waiting there, and answers there.
    expect(b.list('ROOMC').map((r) => r.alias)).toEqual(['Ann']);
    expect(told.map((t) => t.process)).toEqual(['a']);
    expect(b.decide('ROOMC', (asked as { requestId: string }).requestId, 'admit')).toBe(true);
    expect(a.list('ROOMC')).toEqual([]);
    expect(told.map((t) => t.process)).toEqual(['a', 'b']);
    // Ann asks again at A: let in, and her permission is used up on both once she is seated.
    expect(a.ask('ROOMC', ann)).toEqual({ kind: 'admitted' });
    a.seated('ROOMC', ann.userId);
    expect(b.ask('ROOMC', ann)).toMatchObject({ kind: 'waiting' });
  });

  it('keeps a phone turned away at one process out at the other, by account and by device', () => {
    const { a, b } = twoProcesses();
    const asked = b.ask('ROOMD', ann) as { requestId: string };
    expect(a.decide('ROOMD', asked.requestId, 'refuse')).toBe(true);
    expect(b.ask('ROOMD', ann)).toEqual({ kind: 'refused' });
    expect(b.ask('ROOMD', { ...ann, userId: 8 })).toEqual({ kind: 'refused' });
    // The room ends at A: both forget its door.
    a.forget('ROOMD');
    expect(b.ask('ROOMD', ann)).toMatchObject({ kind: 'waiting' });
  });

  it('keeps one request for a phone that asked at both at once: the first', () => {
    const a = new JoinRequests(() => undefined, () => 1_000);
    const b = new JoinRequests(() => undefined, () => 1_001);
    const first = a.ask('ROOME', ann) as { requestId: string };
    const second = b.ask('ROOME', ann) as { requestId: string };
    // Each hears the other's only now.
    a.share((change) => b.heard(structuredClone(change)));
    b.share((change) => a.heard(structuredClone(change)));
    a.ask('ROOME', ann);
    b.ask('ROOME', ann);
    expect(a.list('ROOME')).toEqual(b.list('ROOME'));
    expect(a.list('ROOME')).toHaveLength(1);
    expect(b.decide('ROOME', first.requestId, 'admit')).toBe(true);
    expect(a.decide('ROOME', second.requestId, 'admit')).toBe(false);
  });
});
