import { describe, expect, it } from 'vitest';
import { moveMessageSchema } from '../src';

describe('the move message', () => {
  it('stays as it was without a moveId', () => {
    expect(moveMessageSchema.parse({ move: 'pick', payload: { n: 1 }, stageNumber: 3 })).toEqual({ move: 'pick', payload: { n: 1 }, stageNumber: 3 });
    expect(moveMessageSchema.parse({ move: 'pick', payload: null })).toEqual({ move: 'pick', payload: null });
  });

  it('carries a moveId of 1 to 64 letters, digits, _ and -', () => {
    for (const moveId of ['a', 'Z9', 'phone-1_move-42', 'x'.repeat(64)]) {
      expect(moveMessageSchema.parse({ move: 'pick', payload: {}, moveId }).moveId).toBe(moveId);
    }
  });

  it('refuses any other moveId', () => {
    for (const moveId of ['', 'x'.repeat(65), 'a b', 'a.b', 'é', 'a/b', 7, null]) {
      expect(moveMessageSchema.safeParse({ move: 'pick', payload: {}, moveId }).success, String(moveId)).toBe(false);
    }
  });
});
