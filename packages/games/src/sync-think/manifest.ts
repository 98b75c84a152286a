import { LOBBY_FIELDS, NO_TOPICS, defineExtraSettings, defineManifest } from '../manifest';

/** SYNC_THINK's own settings (spec: `syncThinkSettings`): close matches count, and levels per round. */
export const syncThinkSettings = defineExtraSettings({
  key: 'syncThinkSettings',
  fields: (z) => ({
    closeMatchEnabled: z.boolean(),
    maximumLevels: z.number().int().min(1).max(7),
  }),
  defaults: { closeMatchEnabled: true, maximumLevels: 7 },
});

/** SYNC_THINK: think alike, level by level. */
export const syncThinkManifest = defineManifest({
  type: 'SYNC_THINK',
  slug: 'syncthink',
  players: { min: 2, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      LOBBY_FIELDS.rounds,
      { key: 'maximumLevels', group: 'syncThinkSettings', kind: 'count', labelKey: 'settings.maximumLevels', hintKey: 'settings.maximumLevelsHint' },
      { key: 'closeMatchEnabled', group: 'syncThinkSettings', kind: 'toggle', labelKey: 'settings.closeMatch', hintKey: 'settings.closeMatchHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
    extra: syncThinkSettings,
  },
  packKind: 'none',
  topics: NO_TOPICS,
  typedTexts: [{ move: 'submitWord', field: 'word' }],
});
