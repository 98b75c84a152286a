import { isHidden } from '@snackparty/engine';
import type { AlbumPiece } from '../album';
import { rankAnswers } from '../album';
import type { SnaptionState } from './types';

/**
 * SNAPTION in the album: each round's picture with the captions whose votes have been revealed, and
 * the votes they got (in head-to-head rounds, added up over the round's pairs), but those the host hid.
 */
export const snaptionAlbum: AlbumPiece<SnaptionState> = (match) => {
  const { card, entries, matchups, unveiled, round } = match.state;
  if (!card || !unveiled || !entries) return [];
  const votes = new Map<string, number>();
  for (const matchup of matchups) {
    if (!matchup.result) continue;
    for (const id of matchup.entryIds) votes.set(id, (votes.get(id) ?? 0) + (matchup.result.votes[id] ?? 0));
  }
  const revealed = entries.filter((e) => votes.has(e.id) && !isHidden(match, e.id));
  if (revealed.length === 0) return [];
  return [
    {
      kind: 'answers',
      key: `round-${round}`,
      round,
      prompt: '',
      imageUrl: card.imageUrl,
      answers: rankAnswers(revealed.map((e) => ({ text: e.text, playerId: e.author, votes: votes.get(e.id) ?? 0 }))),
    },
  ];
};
