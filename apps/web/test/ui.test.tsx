import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../src/ui/Button';
import { Avatar } from '../src/ui/Avatar';
import { createClickLock } from '../src/ui/clickLock';
import { initialOf, avatarName } from '../src/ui/avatarFallback';
import { nextFree, stepIndex, swipeDirection } from '../src/ui/carousel';
import { CodeStep } from '../src/features/join/CodeStep';
import { isTvUserAgent } from '../src/app/device';
import { reloadApp } from '../src/features/fallback/nativeBridge';
import { initTestI18n } from './helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('click lock', () => {
  it('ignores clicks for 1.5 s', () => {
    let now = 0;
    const lock = createClickLock(1500, () => now);
    expect(lock.tryAcquire()).toBe(true);
    now = 1499;
    expect(lock.tryAcquire()).toBe(false);
    now = 1500;
    expect(lock.tryAcquire()).toBe(true);
  });

  it('holds while the work runs', async () => {
    let now = 0;
    const lock = createClickLock(100, () => now);
    let finish = () => undefined as void;
    lock.tryAcquire();
    lock.holdUntil(new Promise<void>((resolve) => (finish = resolve)));
    now = 5000;
    expect(lock.tryAcquire()).toBe(false);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(lock.tryAcquire()).toBe(true);
  });

  it('takes a retry at once when the work it started has settled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Join game</Button>);
    const button = screen.getByRole('button', { name: 'Join game' });
    fireEvent.click(button);
    rerender(<Button onClick={onClick} busy>Join game</Button>);
    rerender(<Button onClick={onClick}>Join game</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a double tap on a Button sends once', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Create room</Button>);
    const button = screen.getByRole('button', { name: 'Create room' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Avatar', () => {
  it('falls back to the unknown avatar, then to a coloured initial', () => {
    render(<Avatar src="/avatars/missing.svg" name="zoë" />);
    const img = screen.getByRole('img', { name: 'zoë' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/avatars/missing.svg');
    act(() => void fireEvent.error(img));
    expect(screen.getByRole('img', { name: 'zoë' }).getAttribute('src')).toBe('/avatars/unknown.svg');
    act(() => void fireEvent.error(screen.getByRole('img', { name: 'zoë' })));
    const initial = screen.getByRole('img', { name: 'zoë' });
    expect(initial.tagName).toBe('SPAN');
    expect(initial.textContent).toBe('Z');
  });

  it('names avatars and initials', () => {
    expect(initialOf('  élodie')).toBe('É');
    expect(initialOf('')).toBe('?');
    expect(avatarName('/avatars/sushi-dude.svg')).toBe('SUSHI DUDE');
    expect(avatarName('/avatars/some_thing.png')).toBe('SOME THING');
  });
});

describe('carousel arithmetic', () => {
  it('wraps around', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
  });
  it('finds the next free item', () => {
    expect(nextFree(['a', 'b', 'c'], 1, (x) => x !== 'b')).toBe(2);
    expect(nextFree(['a'], 0, () => false)).toBe(-1);
  });
  it('tells a swipe from a scroll', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, 5)).toBe(-1);
    expect(swipeDirection(20, 0)).toBe(0);
    expect(swipeDirection(60, 90)).toBe(0);
  });
});

describe('CodeStep', () => {
  it('enables join only at 5 characters, and Enter on a short code still submits (for the message)', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<CodeStep code="ABC" error={null} shake={0} checking={false} onChange={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Join' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByLabelText('Room code'), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<CodeStep code="ABCDE" error="join.codeLength" shake={1} checking={false} onChange={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Join' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('alert').textContent).toBe('The room code has 5 characters.');
  });
});

describe('device and native shell', () => {
  it('detects smart TVs by user agent', () => {
    expect(isTvUserAgent('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0)')).toBe(true);
    expect(isTvUserAgent('Mozilla/5.0 (Web0S; Linux/SmartTV)')).toBe(true);
    expect(isTvUserAgent('Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233)')).toBe(true);
    expect(isTvUserAgent('Mozilla/5.0 (X11; Linux armv7l) CrKey/1.56')).toBe(true);
    expect(isTvUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });

  it('reload asks the native shell when there is one, else reloads the page', () => {
    const posted: string[] = [];
    const reload = vi.fn();
    reloadApp({ ReactNativeWebView: { postMessage: (m: string) => posted.push(m) }, location: { reload } } as unknown as Window);
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'reloadWebView' });
    expect(reload).not.toHaveBeenCalled();
    reloadApp({ location: { reload } } as unknown as Window);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
