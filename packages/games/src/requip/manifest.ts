import { LOBBY_FIELDS, NO_TOPICS, defineExtraSettings, defineManifest } from '../manifest';

/** A host picks at most this many category packs for one game. */
export const MAX_CATEGORY_PACKS = 20;

/**
 * REQUIP's own settings: the category packs whose prompts are dealt first (the host's own and public
 * ones), and whether the bundled prompts are the family ones only.
 */
export const requipSettings = defineExtraSettings({
  key: 'requipSettings',
  fields: (z) => ({
    categoryPackIds: z.array(z.number().int()).max(MAX_CATEGORY_PACKS),
    familyOnly: z.boolean(),
  }),
  defaults: { categoryPackIds: [], familyOnly: true },
});

/** REQUIP: answer prompts, vote, and spot the AI. */
export const requipManifest = defineManifest({
  type: 'REQUIP',
  slug: 'requip',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      LOBBY_FIELDS.rounds,
      { key: 'familyOnly', group: 'requipSettings', kind: 'toggle', labelKey: 'settings.familyOnly', hintKey: 'settings.familyOnlyHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
    extra: requipSettings,
  },
  // Custom category packs add prompts.
  packKind: 'category',
  topics: NO_TOPICS,
  typedTexts: [{ move: 'answer', field: 'text' }],
});
