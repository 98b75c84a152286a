import { LOBBY_FIELDS, NO_TOPICS, defineExtraSettings, defineManifest } from '../manifest';

/** SNAPTION's own settings: whether the bundled pictures are the family ones only. */
export const snaptionSettings = defineExtraSettings({
  key: 'snaptionSettings',
  fields: (z) => ({
    familyOnly: z.boolean(),
  }),
  defaults: { familyOnly: true },
});

/** SNAPTION: caption the picture. */
export const snaptionManifest = defineManifest({
  type: 'SNAPTION',
  slug: 'snaption',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      LOBBY_FIELDS.rounds,
      { key: 'familyOnly', group: 'snaptionSettings', kind: 'toggle', labelKey: 'settings.familyOnly', hintKey: 'settings.familyOnlyHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
    extra: snaptionSettings,
  },
  packKind: 'none',
  topics: NO_TOPICS,
  typedTexts: [{ move: 'caption', field: 'text' }],
});
