import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { snaptionScreens } from '../../src/games/snaption';
import { keyboardInset } from '../../src/games/kit';
import { initTestI18n } from '../helpers';
import { clockOf, newGame, phoneOf, players } from './fixtures';

const { Player } = snaptionScreens;

beforeAll(() => initTestI18n());

/** The browser's visual viewport, as a phone has it while its keyboard opens. */
class PhoneViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  width = 390;
  offsetLeft = 0;
  pageTop = 0;
  pageLeft = 0;
  scale = 1;
  onresize = null;
  onscroll = null;
  onscrollend = null;
}

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (original) Object.defineProperty(window, 'visualViewport', original);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

function box(top: number, bottom: number): DOMRect {
  return { top, bottom, left: 16, right: 374, width: 358, height: bottom - top, x: 16, y: top, toJSON: () => ({}) };
}

describe('SNAPTION phone: the keyboard never hides the caption box', () => {
  it('measures the keyboard from the visual viewport', () => {
    expect(keyboardInset({ innerHeight: 844, visualViewport: { height: 480, offsetTop: 0 } as VisualViewport })).toBe(364);
    expect(keyboardInset({ innerHeight: 844, visualViewport: { height: 480, offsetTop: 60 } as VisualViewport })).toBe(304);
    expect(keyboardInset({ innerHeight: 844, visualViewport: null })).toBe(0);
  });

  it('scrolls the box under the picture above the keyboard when it opens, and leaves room under it', async () => {
    const viewport = new PhoneViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const t = newGame();
    const { container } = render(<Player view={phoneOf(t, 1)} players={players} serverNow={clockOf(t)} send={() => undefined} />);
    const form = container.querySelector('form')!;
    // Under the picture the form sits at 420–680 px: in view on the whole screen, behind a 364 px keyboard.
    vi.spyOn(form, 'getBoundingClientRect').mockReturnValue(box(420, 680));
    screen.getByLabelText('Your caption').focus();
    viewport.height = 480;
    viewport.dispatchEvent(new Event('resize'));
    await vi.waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 680 + 12 - 480 }));
    await vi.waitFor(() => expect(form.style.getPropertyValue('--keyboard-inset')).toBe('364px'));
  });

  it('never scrolls the top of the form out of view, even when the form is taller than what the keyboard leaves', async () => {
    const viewport = new PhoneViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const t = newGame();
    const { container } = render(<Player view={phoneOf(t, 2)} players={players} serverNow={clockOf(t)} send={() => undefined} />);
    vi.spyOn(container.querySelector('form')!, 'getBoundingClientRect').mockReturnValue(box(300, 820));
    screen.getByLabelText('Your caption').focus();
    viewport.height = 400;
    viewport.dispatchEvent(new Event('resize'));
    await vi.waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 300 }));
  });

  it('leaves the page alone when the form is in view', async () => {
    const viewport = new PhoneViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const t = newGame();
    const { container } = render(<Player view={phoneOf(t, 3)} players={players} serverNow={clockOf(t)} send={() => undefined} />);
    vi.spyOn(container.querySelector('form')!, 'getBoundingClientRect').mockReturnValue(box(120, 380));
    screen.getByLabelText('Your caption').focus();
    viewport.height = 480;
    viewport.dispatchEvent(new Event('resize'));
    await new Promise((r) => setTimeout(r, 50));
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
