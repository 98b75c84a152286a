import { LOBBY_FIELDS, defineManifest } from '../manifest';

/** CANVAS_CLASH: two painters draw the same secret word; everyone else guesses. */
export const canvasClashManifest = defineManifest({
  type: 'CANVAS_CLASH',
  slug: 'canvasclash',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      // A round is everyone painting once, so the turns setting is how often each player paints.
      { key: 'numberOfTurns', kind: 'count', labelKey: 'canvasClash.settings.turns', hintKey: 'canvasClash.settings.turnsHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
  },
  // The host's word packs add to the drawing words (the shared `wordPackIds` setting).
  packKind: 'word',
  topics: {
    hostNotices: ['revealLetterTopic', 'guessSubmitted', 'allCorrect', 'revealPainters', 'creditSubmitted', 'allCreditsSubmitted'],
    // The painter's live strokes, while painting: on the host screen, or without one on every phone
    // (by canvas, so the strokes never tell who paints).
    streams: [{ name: 'playerDrawTopic', sender: 'seatOwner', audience: 'room' }],
  },
});
