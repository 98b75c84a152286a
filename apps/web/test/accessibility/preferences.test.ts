import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  applyDocumentFlags,
  documentFlags,
  loadPreferences,
  parsePreferences,
  savePreferences,
  serializePreferences,
} from '../../src/features/accessibility/preferences';
import type { PreferenceStorage } from '../../src/features/accessibility/preferences';
import { OKABE_ITO, safePlayerColour, withPaletteColours } from '../../src/features/accessibility/palette';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

describe('stored accessibility preferences', () => {
  it('starts with everything off', () => {
    expect(parsePreferences(null)).toEqual({ largerText: false, reducedMotion: false, colourBlindPalette: false, readAloud: false });
    expect(loadPreferences(memoryStorage())).toEqual(DEFAULT_PREFERENCES);
  });

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    const chosen = { largerText: true, reducedMotion: true, colourBlindPalette: false, readAloud: true };
    savePreferences(storage, chosen);
    expect(JSON.parse(storage.items[PREFERENCES_STORAGE_KEY]!)).toEqual(chosen);
    expect(loadPreferences(storage)).toEqual(chosen);
    expect(parsePreferences(serializePreferences(chosen))).toEqual(chosen);
  });

  it('switches nothing on from a damaged or foreign entry, and ignores unknown keys', () => {
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('[true, true]')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('"largerText"')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ largerText: 'yes', readAloud: 1, reducedMotion: true, shout: true }))).toEqual({
      ...DEFAULT_PREFERENCES,
      reducedMotion: true,
    });
  });

  it('keeps working when storage throws', () => {
    const blocked: PreferenceStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadPreferences(blocked)).toEqual(DEFAULT_PREFERENCES);
    expect(() => savePreferences(blocked, { ...DEFAULT_PREFERENCES, largerText: true })).not.toThrow();
    expect(loadPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('what <html> carries', () => {
  it('maps each preference to its attribute', () => {
    expect(documentFlags(DEFAULT_PREFERENCES, false)).toEqual({
      'data-text-size': 'normal',
      'data-motion': 'full',
      'data-palette': 'standard',
      'data-read-aloud': 'off',
    });
    expect(documentFlags({ largerText: true, reducedMotion: true, colourBlindPalette: true, readAloud: true }, false)).toEqual({
      'data-text-size': 'large',
      'data-motion': 'reduced',
      'data-palette': 'safe',
      'data-read-aloud': 'on',
    });
  });

  it("reduces motion when the operating system asks, whatever the player's own switch says", () => {
    expect(documentFlags(DEFAULT_PREFERENCES, true)['data-motion']).toBe('reduced');
    expect(documentFlags({ ...DEFAULT_PREFERENCES, reducedMotion: true }, true)['data-motion']).toBe('reduced');
  });

  it('sets the attributes on an element', () => {
    const root = document.createElement('html');
    applyDocumentFlags(root, documentFlags({ ...DEFAULT_PREFERENCES, largerText: true }, false));
    expect(root.getAttribute('data-text-size')).toBe('large');
    applyDocumentFlags(root, documentFlags(DEFAULT_PREFERENCES, false));
    expect(root.getAttribute('data-text-size')).toBe('normal');
  });
});

describe('the colour-blind-safe palette for players', () => {
  const safe: string[] = Object.values(OKABE_ITO).filter((c) => c !== OKABE_ITO.black);

  it('moves a colour to its nearest safe colour', () => {
    expect(safePlayerColour('#FF0000')).toBe(OKABE_ITO.vermillion);
    expect(safePlayerColour('#00ff00')).toBe(OKABE_ITO.bluishGreen);
    expect(safePlayerColour('#0000FF')).toBe(OKABE_ITO.blue);
    expect(safePlayerColour('#ffff00')).toBe(OKABE_ITO.yellow);
    expect(safePlayerColour('#ff9900')).toBe(OKABE_ITO.orange);
    expect(safePlayerColour('#f0f')).toBe(OKABE_ITO.reddishPurple);
  });

  it('keeps a safe colour as it is and never hands out black', () => {
    for (const colour of safe) expect(safePlayerColour(colour)).toBe(colour);
    expect(safe).toContain(safePlayerColour('#000000'));
  });

  it('gives an unreadable colour a safe one', () => {
    expect(safe).toContain(safePlayerColour('rebeccapurple'));
    expect(safe).toContain(safePlayerColour(null));
  });

  it('changes player colours only when the palette is chosen', () => {
    const players = [{ playerId: 1, hexColor: '#ff0000' }];
    expect(withPaletteColours(players, false)).toBe(players);
    expect(withPaletteColours(players, true)).toEqual([{ playerId: 1, hexColor: OKABE_ITO.vermillion }]);
    expect(players[0]!.hexColor).toBe('#ff0000');
  });
});
