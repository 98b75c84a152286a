import { describe, expect, it } from 'vitest';
import { RoomCodeGuard, addressKey } from '../../src/rooms/code-guard';

describe('RoomCodeGuard', () => {
  it('refuses a key after 10 misses in a minute, even for a real code, until the window has passed', async () => {
    let now = 0;
    const guard = new RoomCodeGuard({ now: () => now });
    const keys = RoomCodeGuard.keys('10.0.0.1', 7);
    for (let i = 0; i < 10; i++) {
      const lookup = await guard.begin(keys);
      expect(lookup.allowed).toBe(true);
      if (lookup.allowed) lookup.done();
      guard.miss(keys);
      now += 1000;
    }
    const refused = await guard.begin(keys);
    expect(refused).toMatchObject({ allowed: false });
    expect(await guard.begin(RoomCodeGuard.keys('10.0.0.2'))).toMatchObject({ allowed: true });
    // The same user from another address is refused too.
    expect(await guard.begin(RoomCodeGuard.keys('10.0.0.3', 7))).toMatchObject({ allowed: false });
    now = 60_001;
    expect(await guard.begin(keys)).toMatchObject({ allowed: true });
  });

  it('never counts look-ups that found their room', async () => {
    const guard = new RoomCodeGuard();
    const keys = RoomCodeGuard.keys('10.0.0.1');
    for (let i = 0; i < 500; i++) {
      const lookup = await guard.begin(keys);
      expect(lookup.allowed).toBe(true);
      if (lookup.allowed) lookup.done();
    }
  });

  it('counts look-ups in flight, so a burst sent in parallel cannot miss more than 10 times', async () => {
    const guard = new RoomCodeGuard();
    const keys = RoomCodeGuard.keys('10.0.0.1');
    let misses = 0;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        const lookup = await guard.begin(keys);
        if (!lookup.allowed) return;
        await new Promise((r) => setTimeout(r, 2));
        guard.miss(keys);
        misses++;
        lookup.done();
      }),
    );
    expect(misses).toBeLessThanOrEqual(10);
    expect(misses).toBeGreaterThan(0);
  });

  it('takes an IPv6 client by its /64, and an IPv4-mapped one by its IPv4 address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
  });
});
