/**
 * The room's family mode: every game with content of its own plays the family-safe part of it, even
 * when the host turned that game's own family switch off.
 */
import { describe, expect, it } from 'vitest';
import { startMatch } from '@snackparty/engine';
import type { GameSettings } from '@snackparty/protocol';
import { gameDefinition } from '.';
import { MANIFESTS } from './manifests';
import { gameSettingsSchema } from './settings';

/** The games whose own settings have a family switch, with that switch turned off. */
const FAMILY_SWITCHES = Object.values(MANIFESTS)
  .filter((m) => gameDefinition(m.type) && m.settings.lobby.some((f) => f.key === 'familyOnly' && f.group))
  .map((m) => ({ type: m.type, group: m.settings.lobby.find((f) => f.key === 'familyOnly')!.group! }));

function familyOnlyAtStart(type: string, settings: Record<string, unknown>): boolean {
  const def = gameDefinition(type)!;
  const parsed = gameSettingsSchema.parse({ ...settings }) as GameSettings;
  const seats = Array.from({ length: Math.max(def.minPlayers, 3) }, (_, i) => ({ playerId: i + 1, alias: `P${i + 1}`, robot: false }));
  const { match } = startMatch(def, { seats, settings: parsed, seed: 11, now: 1_700_000_000_000 });
  return (match.state as { familyOnly: boolean }).familyOnly;
}

describe('family mode', () => {
  it('is read by every game with a family switch of its own', () => {
    expect(FAMILY_SWITCHES.map((g) => g.type).sort()).toEqual(['AB_THINKING', 'REQUIP', 'SNAPTION']);
  });

  for (const { type, group } of FAMILY_SWITCHES) {
    it(`keeps ${type} family-safe whatever its own switch says`, () => {
      const switchedOff = { [group]: { familyOnly: false } };
      expect(familyOnlyAtStart(type, switchedOff)).toBe(false);
      expect(familyOnlyAtStart(type, { ...switchedOff, familyMode: true })).toBe(true);
      expect(familyOnlyAtStart(type, {})).toBe(true);
    });
  }
});
