import { describe, expect, it } from 'vitest';
import { hideContent, isInvalid } from '@snackparty/engine';
import type { AlbumAnswersEntry } from '@snackparty/protocol';
import { requip } from '.';
import { requipAlbum } from './album';
import { Table, settingsOf } from './test-driver';

describe('REQUIP’s album piece', () => {
  it('keeps every prompt of every round once its votes are revealed, answers best first with their votes', () => {
    const table = new Table(settingsOf({ numberOfRounds: 2 }), [1, 2, 3]);
    const kept = new Map<string, AlbumAnswersEntry>();
    table.onChange = (_before, after) => {
      for (const entry of requipAlbum(after)) {
        // Nothing of a prompt shows before its votes: the album never runs ahead of the screen.
        const prompt = after.state.prompts.find((p) => `prompt-${p.id}` === entry.key);
        expect(prompt?.result).toBeTruthy();
        kept.set(entry.key, entry as AlbumAnswersEntry);
      }
    };
    expect(requipAlbum(table.match)).toEqual([]);
    table.answerAll(1, (p) => `one says ${p.id}`);
    table.answerAll(2, (p) => `two says ${p.id}`);
    table.answerAll(3, (p) => `three says ${p.id}`);
    expect(requipAlbum(table.match)).toEqual([]);
    table.playToEnd();
    expect(table.match.over).toBe(true);
    const rounds = new Set([...kept.values()].map((e) => e.round));
    expect(rounds).toEqual(new Set([1, 2]));
    const first = [...kept.values()].find((e) => e.round === 1)!;
    expect(first.answers.some((a) => a.text.startsWith('one says') || a.text.startsWith('two says') || a.text.startsWith('three says'))).toBe(true);
    for (const entry of kept.values()) {
      const votes = entry.answers.map((a) => a.votes);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      if (votes[0]! > 0) expect(entry.answers[0]!.best).toBe(true);
      expect(entry.answers.filter((a) => a.best).every((a) => a.votes === votes[0])).toBe(true);
    }
  });

  it('leaves out an answer the host hid, also when it was kept before the host hid it', () => {
    const table = new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3]);
    const kept = new Map<string, AlbumAnswersEntry>();
    let hidden: string | null = null;
    table.onChange = (_before, after) => {
      for (const entry of requipAlbum(after)) kept.set(entry.key, entry as AlbumAnswersEntry);
      // The first answer revealed is hidden by the host, after the album kept it.
      const revealed = after.state.prompts.find((p) => p.result && p.entries);
      if (hidden === null && revealed && kept.has(`prompt-${revealed.id}`)) {
        const entry = revealed.entries!.find((e) => e.author === 1) ?? revealed.entries![0]!;
        hidden = entry.text;
        const step = hideContent(requip, after, entry.id);
        if (isInvalid(step)) throw new Error(step.invalid);
        table.match = step.match;
        for (const again of requipAlbum(step.match)) kept.set(again.key, again as AlbumAnswersEntry);
      }
    };
    table.answerAll(1, (p) => `one says ${p.id}`);
    table.answerAll(2, (p) => `two says ${p.id}`);
    table.answerAll(3, (p) => `three says ${p.id}`);
    table.playToEnd();
    expect(hidden).not.toBeNull();
    const texts = [...kept.values()].flatMap((e) => e.answers.map((a) => a.text));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).not.toContain(hidden);
  });
});
