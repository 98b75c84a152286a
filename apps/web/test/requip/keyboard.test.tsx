import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { requipScreens } from '../../src/games/requip';
import { keyboardInset } from '../../src/games/kit';
import { initTestI18n } from '../helpers';
import { clockOf, newGame, phoneOf, players } from './fixtures';

const { Player } = requipScreens;

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

describe('REQUIP phone: the keyboard never hides the answer box', () => {
  it('measures the keyboard from the visual viewport', () => {
    expect(keyboardInset({ innerHeight: 844, visualViewport: { height: 500, offsetTop: 0 } as VisualViewport })).toBe(344);
    expect(keyboardInset({ innerHeight: 844, visualViewport: { height: 500, offsetTop: 40 } as VisualViewport })).toBe(304);
    expect(keyboardInset({ innerHeight: 844, visualViewport: null })).toBe(0);
  });

  it('scrolls the form above the keyboard when it opens, and leaves room under it', async () => {
    const viewport = new PhoneViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const t = newGame();
    const { container } = render(<Player view={phoneOf(t, 1)} players={players} serverNow={clockOf(t)} send={() => undefined} />);
    const form = container.querySelector('form')!;
    // The form sits at 560–760 px: fine with the whole screen, behind a 344 px keyboard.
    vi.spyOn(form, 'getBoundingClientRect').mockReturnValue({ top: 560, bottom: 760, left: 16, right: 374, width: 358, height: 200, x: 16, y: 560, toJSON: () => ({}) });
    screen.getByLabelText('Your answer').focus();
    viewport.height = 500;
    viewport.dispatchEvent(new Event('resize'));
    await vi.waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 760 + 12 - 500 }));
    const write = container.querySelector('.requip-phone__write') as HTMLElement;
    await vi.waitFor(() => expect(write.style.getPropertyValue('--keyboard-inset')).toBe('344px'));
  });

  it('leaves the page alone when the form is in view', async () => {
    const viewport = new PhoneViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const t = newGame();
    const { container } = render(<Player view={phoneOf(t, 1)} players={players} serverNow={clockOf(t)} send={() => undefined} />);
    vi.spyOn(container.querySelector('form')!, 'getBoundingClientRect').mockReturnValue({ top: 200, bottom: 400, left: 16, right: 374, width: 358, height: 200, x: 16, y: 200, toJSON: () => ({}) });
    screen.getByLabelText('Your answer').focus();
    viewport.height = 500;
    viewport.dispatchEvent(new Event('resize'));
    await new Promise((r) => setTimeout(r, 50));
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
