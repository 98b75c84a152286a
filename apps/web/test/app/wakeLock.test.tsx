import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useScreenWakeLock } from '../../src/app/useScreenWakeLock';

/** A stand-in for the browser's `navigator.wakeLock`: counts requests, and can drop its locks the way a hidden tab does. */
class FakeWakeLock {
  readonly locks: Array<{ released: boolean; release: () => Promise<void> }> = [];
  refuse = false;
  async request(type: 'screen') {
    expect(type).toBe('screen');
    if (this.refuse) throw new DOMException('Battery saver', 'NotAllowedError');
    const lock = {
      released: false,
      release: async () => {
        lock.released = true;
      },
    };
    this.locks.push(lock);
    return lock;
  }
  get held(): number {
    return this.locks.filter((lock) => !lock.released).length;
  }
  /** What the browser does when the tab is hidden: every lock is let go. */
  dropAll(): void {
    for (const lock of this.locks) lock.released = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
const flush = () => act(async () => await Promise.resolve());

let fake: FakeWakeLock;
beforeEach(() => {
  fake = new FakeWakeLock();
  visibility = 'visible';
  Object.defineProperty(navigator, 'wakeLock', { value: fake, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
});
afterEach(() => {
  cleanup();
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('useScreenWakeLock', () => {
  it('holds the screen awake while mounted and lets go when the screen goes away', async () => {
    const { unmount } = renderHook(() => useScreenWakeLock());
    await flush();
    expect(fake.locks).toHaveLength(1);
    expect(fake.held).toBe(1);
    unmount();
    expect(fake.held).toBe(0);
  });

  it('asks again once the tab is visible again, since the browser let go when it was hidden', async () => {
    renderHook(() => useScreenWakeLock());
    await flush();
    setVisibility('hidden');
    fake.dropAll();
    await flush();
    // Hidden: asking would be refused anyway.
    expect(fake.locks).toHaveLength(1);
    expect(fake.held).toBe(0);
    setVisibility('visible');
    await flush();
    expect(fake.locks).toHaveLength(2);
    expect(fake.held).toBe(1);
  });

  it('does not stack locks when the page says it is visible while it still holds one', async () => {
    renderHook(() => useScreenWakeLock());
    await flush();
    setVisibility('visible');
    await flush();
    expect(fake.locks).toHaveLength(1);
  });

  it('asks for nothing while inactive, and lets go when it turns inactive', async () => {
    const { rerender } = renderHook(({ active }) => useScreenWakeLock(active), { initialProps: { active: false } });
    await flush();
    expect(fake.locks).toHaveLength(0);
    rerender({ active: true });
    await flush();
    expect(fake.held).toBe(1);
    rerender({ active: false });
    expect(fake.held).toBe(0);
  });

  it('releases a lock that arrives after the screen has already gone', async () => {
    const { unmount } = renderHook(() => useScreenWakeLock());
    unmount();
    await flush();
    expect(fake.locks).toHaveLength(1);
    expect(fake.held).toBe(0);
  });

  it('says nothing where the browser refuses or has no wake lock at all', async () => {
    fake.refuse = true;
    const refused = renderHook(() => useScreenWakeLock());
    await flush();
    expect(fake.held).toBe(0);
    refused.unmount();

    delete (navigator as { wakeLock?: unknown }).wakeLock;
    const missing = renderHook(() => useScreenWakeLock());
    await flush();
    missing.unmount();
  });
});
