import { LOBBY_FIELDS, NO_TOPICS, defineExtraSettings, defineManifest } from '../manifest';

/** AB_THINKING's own settings: whether the bundled questions are the family ones only. */
export const abThinkingSettings = defineExtraSettings({
  key: 'abThinkingSettings',
  fields: (z) => ({
    familyOnly: z.boolean(),
  }),
  defaults: { familyOnly: true },
});

/** AB_THINKING: this or that, and read the room. */
export const abThinkingManifest = defineManifest({
  type: 'AB_THINKING',
  slug: 'abthinking',
  players: { min: 4, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      LOBBY_FIELDS.rounds,
      { key: 'familyOnly', group: 'abThinkingSettings', kind: 'toggle', labelKey: 'settings.familyOnly', hintKey: 'settings.familyOnlyHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
    extra: abThinkingSettings,
  },
  packKind: 'none',
  topics: NO_TOPICS,
});
