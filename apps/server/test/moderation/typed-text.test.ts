import { describe, expect, it } from 'vitest';
import { moderateMove, playableEntries, roomTextFilter } from '../../src/moderation/typed-text';

describe('the room’s filter on typed texts', () => {
  it('reads the room’s level: masking unless chosen, at least masking in family mode', () => {
    expect(roomTextFilter(undefined)).toBe('moderate');
    expect(roomTextFilter({ textFilter: 'off' })).toBe('off');
    expect(roomTextFilter({ textFilter: 'off', familyMode: true })).toBe('moderate');
    expect(roomTextFilter({ textFilter: 'strict', familyMode: true })).toBe('strict');
  });

  it('masks the field a game declares typed, and nothing else', () => {
    const word = { move: 'submitWord', payload: { word: 'shit' }, stageNumber: 3 };
    expect(moderateMove('SYNC_THINK', {}, word)).toEqual({ move: 'submitWord', payload: { word: '****' }, stageNumber: 3 });
    // A move no manifest declares typed, a field that is not text, another game's move name: as sent.
    const vote = { move: 'vote', payload: { text: 'shit' } };
    expect(moderateMove('REQUIP', {}, vote)).toBe(vote);
    const odd = { move: 'answer', payload: { promptId: 'p1', text: 42 } };
    expect(moderateMove('REQUIP', {}, odd)).toBe(odd);
    const rps = { move: 'submitWord', payload: { word: 'shit' } };
    expect(moderateMove('RPS_SHOOT', {}, rps)).toBe(rps);
    // A clean text is the very same move.
    const clean = { move: 'caption', payload: { text: 'a cat in a hat' } };
    expect(moderateMove('SNAPTION', { textFilter: 'strict' }, clean)).toBe(clean);
  });

  it('refuses the text in a strict room with the message key the phone translates', () => {
    expect(() => moderateMove('SNAPTION', { textFilter: 'strict' }, { move: 'caption', payload: { text: 'f u c k this' } })).toThrow(
      expect.objectContaining({ statusCode: 422, messageKey: 'error.text_refused' }),
    );
    expect(moderateMove('SNAPTION', { textFilter: 'off' }, { move: 'caption', payload: { text: 'fuck this' } }).payload).toEqual({ text: 'fuck this' });
  });

  it('leaves rude pack entries out of a filtering room', () => {
    const entries = ['rainbow', 'bullshit', 'Scunthorpe', 'kurwa', 'pikant'];
    expect(playableEntries(entries, {})).toEqual(['rainbow', 'Scunthorpe', 'pikant']);
    expect(playableEntries(entries, { textFilter: 'off' })).toEqual(entries);
  });
});
