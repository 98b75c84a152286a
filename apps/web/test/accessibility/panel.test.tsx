import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AccessibilityButton, AccessibilitySettings } from '../../src/features/accessibility/AccessibilityButton';
import { installPreferences, reloadPreferences, setPreference } from '../../src/features/accessibility/preferenceStore';
import { PREFERENCES_STORAGE_KEY } from '../../src/features/accessibility/preferences';
import { SETTING_ROWS } from '../../src/features/accessibility/settingRows';
import { initTestI18n } from '../helpers';

/** A matchMedia whose reduced-motion answer the test sets, and can change. */
function stubSystemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion') ? state.reduce : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      state.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

const html = () => document.documentElement;

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  stubSystemMotion(false);
  reloadPreferences();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the "My settings" panel', () => {
  it('lists every row, in order, each a switch with its name and what it does', () => {
    // Rows of other settings (extra time) may follow these four.
    expect(SETTING_ROWS.slice(0, 4).map((row) => row.id)).toEqual(['largerText', 'reducedMotion', 'colourBlindPalette', 'readAloud']);
    render(<AccessibilitySettings roomCode="ABCDE" />);
    const mine = new Set(['largerText', 'reducedMotion', 'colourBlindPalette', 'readAloud']);
    const switches = screen.getAllByRole('switch').filter((s) => mine.has(s.closest('[data-preference]')?.getAttribute('data-preference') ?? ''));
    expect(switches.map((s) => s.getAttribute('aria-labelledby') && document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Larger text',
      'Reduce motion',
      'Colour-blind-safe colours',
      'Read aloud',
    ]);
    for (const s of switches) {
      expect(s.getAttribute('aria-checked')).toBe('false');
      expect(s.textContent).toBe('Off');
      expect(document.getElementById(s.getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    }
  });

  it('turns a preference on at once: the switch says so in words, <html> follows, storage keeps it', () => {
    render(<AccessibilitySettings roomCode={null} />);
    const larger = screen.getByRole('switch', { name: 'Larger text' });
    fireEvent.click(larger);
    expect(larger.getAttribute('aria-checked')).toBe('true');
    expect(larger.textContent).toBe('On');
    expect(html().getAttribute('data-text-size')).toBe('large');
    fireEvent.click(screen.getByRole('switch', { name: 'Colour-blind-safe colours' }));
    expect(html().getAttribute('data-palette')).toBe('safe');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({ largerText: true, colourBlindPalette: true, reducedMotion: false });

    fireEvent.click(larger);
    expect(html().getAttribute('data-text-size')).toBe('normal');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({ largerText: false });
  });

  it('comes back as it was after a reload', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ reducedMotion: true, readAloud: true }));
    reloadPreferences();
    installPreferences();
    expect(html().getAttribute('data-motion')).toBe('reduced');
    expect(html().getAttribute('data-read-aloud')).toBe('on');
    render(<AccessibilitySettings roomCode={null} />);
    expect(screen.getByRole('switch', { name: 'Reduce motion' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Larger text' }).getAttribute('aria-checked')).toBe('false');
  });

  it("follows the operating system's reduced motion, also when it changes later", () => {
    const system = stubSystemMotion(true);
    const stop = installPreferences();
    expect(html().getAttribute('data-motion')).toBe('reduced');
    system.change(false);
    expect(html().getAttribute('data-motion')).toBe('full');
    act(() => setPreference('reducedMotion', true));
    system.change(false);
    expect(html().getAttribute('data-motion')).toBe('reduced');
    stop();
  });

  it('opens from the small button in the top bar and closes again', () => {
    render(<AccessibilityButton roomCode="ABCDE" />);
    fireEvent.click(screen.getByRole('button', { name: 'My settings' }));
    const dialog = screen.getByRole('dialog', { name: 'My settings' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(SETTING_ROWS.length);
    expect(within(dialog).getByRole('switch', { name: 'Read aloud' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a row added to the list, given the room', () => {
    const seen: Array<string | null> = [];
    SETTING_ROWS.push({
      id: 'probe',
      Row: ({ roomCode }) => {
        seen.push(roomCode);
        return <span>probe row</span>;
      },
    });
    try {
      render(<AccessibilitySettings roomCode="QWERT" />);
      expect(screen.getByText('probe row')).toBeTruthy();
      expect(seen).toContain('QWERT');
    } finally {
      SETTING_ROWS.pop();
    }
  });
});

describe('the stylesheet behind the preferences', () => {
  const css = readFileSync(fileURLToPath(new NodeURL('../../src/app/base.css', import.meta.url)), 'utf8');

  it('scales the root font (and so every rem token) for larger text', () => {
    expect(css).toMatch(/html\[data-text-size='large'\]\s*\{\s*--text-scale:\s*1\.25;/);
    expect(css).toMatch(/html\s*\{[^}]*font-size:\s*calc\(100% \* var\(--text-scale\)\);/);
    expect(css).toMatch(/font-size:\s*calc\(112\.5% \* var\(--text-scale\)\);/);
  });

  it('turns animations and transitions off for reduced motion', () => {
    const block = /html\[data-motion='reduced'\] \*,[\s\S]*?\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(block).toContain('animation-duration: 0.001ms !important');
    expect(block).toContain('transition-duration: 0.001ms !important');
  });

  it('draws keyboard focus from the focus-ring tokens', () => {
    expect(css).toMatch(/--focus-ring-colour:/);
    expect(css).toMatch(/:focus-visible\s*\{\s*outline: var\(--focus-ring-width\) solid var\(--focus-ring-colour\);/);
  });
});
