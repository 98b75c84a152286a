/**
 * Presence shared between server processes: a seat is online while it is online at any of them;
 * the room hears a change from the process where it happened, everyone acts on it; the seats of a
 * process no longer heard from go offline after the presence timeout.
 */
import { describe, expect, it } from 'vitest';
import { Presence, type PresenceExchange } from '../../src/rooms/presence';

function processWithPresence(now: () => number) {
  const told: string[] = [];
  const acted: string[] = [];
  const sent: string[] = [];
  const presence = new Presence((code, seat, connected) => told.push(`${code}/${seat}:${connected}`), now, 12_000);
  presence.listen((code, seat, connected) => acted.push(`${code}/${seat}:${connected}`));
  const exchange: PresenceExchange = {
    changed: (code, seat, connected) => sent.push(`changed ${code}/${seat}:${connected}`),
    online: (seats) => sent.push(`online ${seats.map((s) => `${s.code}/${s.sessionPlayerId}`).join(',')}`),
  };
  presence.share(exchange);
  return { presence, told, acted, sent };
}

describe('presence across server processes', () => {
  it('counts a seat online while any process has it, and tells the room once, from where it changed', () => {
    const here = processWithPresence(() => 1_000);
    // Ann's phone is on the other process.
    here.presence.heard('other', 'ROOMA', 7, true);
    expect(here.presence.isConnected(7)).toBe(true);
    expect(here.told).toEqual([]);
    expect(here.acted).toEqual(['ROOMA/7:true']);
    // It reconnects here, then its old connection there closes: still online, nothing to tell.
    here.presence.connect('ROOMA', 7);
    here.presence.heard('other', 'ROOMA', 7, false);
    expect(here.presence.isConnected(7)).toBe(true);
    expect(here.told).toEqual([]);
    expect(here.sent).toEqual(['changed ROOMA/7:true']);
    // It leaves here too: offline, and this process tells the room.
    here.presence.disconnect(7);
    expect(here.presence.isConnected(7)).toBe(false);
    expect(here.told).toEqual(['ROOMA/7:false']);
    expect(here.acted).toEqual(['ROOMA/7:true', 'ROOMA/7:false']);
  });

  it('takes the seats of a process no longer heard from as offline after the timeout, and lists its own', () => {
    let clock = 1_000;
    const here = processWithPresence(() => clock);
    here.presence.connect('ROOMB', 3);
    here.presence.heard('gone', 'ROOMB', 4, true);
    clock += 6_000;
    here.presence.heartbeat('ROOMB', 3);
    here.presence.sweep();
    expect(here.presence.isConnected(4)).toBe(true);
    expect(here.sent.at(-1)).toBe('online ROOMB/3');
    // The other process died: its list never comes again.
    clock += 7_000;
    here.presence.heartbeat('ROOMB', 3);
    here.presence.sweep();
    expect(here.presence.isConnected(4)).toBe(false);
    expect(here.presence.isConnected(3)).toBe(true);
    expect(here.acted).toContain('ROOMB/4:false');
  });
});
