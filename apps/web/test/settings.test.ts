import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, LOBBY_FIELDS, MANIFESTS } from '@snackparty/games/manifests';
import { GAME_TYPES } from '@snackparty/protocol';
import type { GameSettings } from '@snackparty/protocol';
import { ROOM_FIELDS, heldByFamilyMode, isRoomDefault, COUNT_OPTIONS, MAX_SCORE_OPTIONS, completeSettings, maxScoreOptions, parseSettings, settingFields, settingPatch, settingValue } from '../src/features/host-lobby/settings';
import { readFullLocale, flatten } from './helpers';

const settings = completeSettings(DEFAULT_GAME_SETTINGS as GameSettings);

describe('lobby settings', () => {
  it('offers what each game uses', () => {
    expect(settingFields('RPS_SHOOT').map((f) => f.key)).toEqual(['numberOfRounds', 'numberOfTurns', 'maxScore', 'musicEnabled', 'includeTutorial', 'standInAfterSeconds', 'audienceAllowed', 'textFilter', 'familyMode', 'approveJoins', 'streamerMode', 'extraTimeCapSeconds']);
    expect(settingFields('SYNC_THINK').map((f) => f.key)).toEqual(['numberOfRounds', 'maximumLevels', 'closeMatchEnabled', 'maxScore', 'musicEnabled', 'includeTutorial', 'standInAfterSeconds', 'audienceAllowed', 'textFilter', 'familyMode', 'approveJoins', 'streamerMode', 'extraTimeCapSeconds']);
    expect(settingFields('SNAPTION').map((f) => f.key)).not.toContain('maximumLevels');
  });

  it('takes the fields from each game’s manifest', () => {
    // Each game's own list, then the room-wide ones every room has.
    for (const type of GAME_TYPES) expect(settingFields(type), type).toEqual([...MANIFESTS[type].settings.lobby, ...ROOM_FIELDS]);
    expect(ROOM_FIELDS).toContain(LOBBY_FIELDS.standIn);
    expect(settingFields('canvas_clash')[0]).toMatchObject({ key: 'numberOfTurns', labelKey: 'canvasClash.settings.turns' });
    expect(settingFields(null).map((f) => f.key)).toEqual(['numberOfRounds', 'maxScore', 'musicEnabled', 'includeTutorial', 'standInAfterSeconds', 'audienceAllowed', 'textFilter', 'familyMode', 'approveJoins', 'streamerMode', 'extraTimeCapSeconds']);
  });

  it('reads the wait before the AI plays a seat, the default when a room has none, and changes it', () => {
    const wait = settingFields('RPS_SHOOT').find((f) => f.key === 'standInAfterSeconds')!;
    expect(settingValue(settings, wait)).toBe(20);
    expect(settingValue({ ...settings, standInAfterSeconds: 0 }, wait)).toBe(0);
    expect(settingPatch(settings, wait, 30)).toEqual({ standInAfterSeconds: 30 });
    // Rooms take an audience unless the host turns it off.
    const audience = settingFields('RPS_SHOOT').find((f) => f.key === 'audienceAllowed')!;
    expect(settingValue(settings, audience)).toBe(true);
    expect(settingValue({ ...settings, audienceAllowed: false }, audience)).toBe(false);
    expect(settingPatch(settings, audience, false)).toEqual({ audienceAllowed: false });
  });

  it('reads the room’s filter as a named choice, masking unless the host chose, and changes it', () => {
    const filter = settingFields('REQUIP').find((f) => f.key === 'textFilter')!;
    expect(filter.kind).toBe('choice');
    expect(filter.choices).toEqual(['off', 'moderate', 'strict']);
    expect(settingValue(settings, filter)).toBe('moderate');
    expect(isRoomDefault(settings, filter)).toBe(true);
    expect(settingPatch(settings, filter, 'strict')).toEqual({ textFilter: 'strict' });
    expect(isRoomDefault({ ...settings, textFilter: 'strict' }, filter)).toBe(false);
    // The wait before the AI plays is always in the summary, changed or not.
    expect(isRoomDefault(settings, settingFields('REQUIP').find((f) => f.key === 'standInAfterSeconds')!)).toBe(false);
  });

  it('holds a game’s own family switch on while the room is in family mode', () => {
    const own = settingFields('REQUIP').find((f) => f.key === 'familyOnly')!;
    const off = { ...settings, requipSettings: { categoryPackIds: [], familyOnly: false } } as GameSettings;
    expect(settingValue(off, own)).toBe(false);
    expect(heldByFamilyMode(off, own)).toBe(false);
    expect(settingValue({ ...off, familyMode: true }, own)).toBe(true);
    expect(heldByFamilyMode({ ...off, familyMode: true }, own)).toBe(true);
  });

  it('reads and changes a game’s own setting through its manifest field', () => {
    const levels = settingFields('SYNC_THINK').find((f) => f.key === 'maximumLevels')!;
    expect(levels.group).toBe('syncThinkSettings');
    expect(settingValue(settings, levels)).toBe(7);
    expect(settingPatch(settings, levels, 3)).toEqual({ syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 3 } });
    const music = settingFields('SYNC_THINK').find((f) => f.key === 'musicEnabled')!;
    expect(settingPatch(settings, music, 0)).toEqual({ musicEnabled: false });
  });

  it('completes a game’s own settings field by field', () => {
    expect(completeSettings({ numberOfRounds: 2, syncThinkSettings: { maximumLevels: 2 } } as Partial<GameSettings>)).toEqual({
      ...DEFAULT_GAME_SETTINGS,
      numberOfRounds: 2,
      syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 2 },
    });
    expect(completeSettings(null)).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('uses the spec option lists', () => {
    expect(COUNT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(MAX_SCORE_OPTIONS).toEqual([5000, 10000, 15000, 20000, 25000, 30000, 35000]);
    expect(maxScoreOptions(10000)).toEqual(MAX_SCORE_OPTIONS);
    expect(maxScoreOptions(12345)).toContain(12345);
  });

  it('sends the SYNC_THINK settings as a whole object', () => {
    const closeOff = { ...settings, syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 7 } };
    expect(settingPatch(closeOff, 'maximumLevels', 2)).toEqual({ syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 2 } });
    expect(settingPatch(settings, 'closeMatchEnabled', false)).toEqual({ syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 7 } });
    expect(settingPatch(settings, 'numberOfRounds', 1)).toEqual({ numberOfRounds: 1 });
    expect(settingPatch(settings, 'musicEnabled', false)).toEqual({ musicEnabled: false });
    expect(settingValue(settings, 'maximumLevels')).toBe(7);
  });

  it('reads settings from a push or a game', () => {
    expect(parseSettings({ ...settings, numberOfRounds: 2 })?.numberOfRounds).toBe(2);
    expect(parseSettings({ gameId: 1, settings: { numberOfRounds: 4 } })).toMatchObject({ numberOfRounds: 4, maxScore: 10000 });
    expect(parseSettings({ gameId: 1, gameType: 'RPS_SHOOT' })).toBeNull();
    expect(parseSettings(null)).toBeNull();
  });
});

describe('move refusals', () => {
  it('are translated', () => {
    // Move refusals come during a game, when the game's own strings are loaded.
    const en = flatten(readFullLocale('en'));
    const keys = [
      'error.not_your_turn',
      'error.unknown_move',
      'error.stage_over',
      'error.game_over',
      'error.not_in_game',
      'error.not_a_fighter',
      'error.fighters_cannot_bet',
      'error.invalid_moves',
      'error.invalid_bet',
      'syncThink.invalidWord',
      'syncThink.notInPlay',
      'syncThink.promptWord',
    ];
    for (const key of keys) expect(en, key).toHaveProperty([key]);
  });
});
