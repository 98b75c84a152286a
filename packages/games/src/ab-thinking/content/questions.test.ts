import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@snackparty/protocol';
import { QUESTION_LIMIT } from '../rules';
import { ANSWER_MAX_LENGTH, QUESTION_LISTS, QUESTION_MAX_LENGTH, contentLanguage, questionsFor } from './index';
import type { AbQuestion } from './types';

const dir = fileURLToPath(new URL('./questions', import.meta.url));
const files = readdirSync(dir)
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => file.slice(0, 2))
  .sort();

async function load(language: string): Promise<readonly AbQuestion[]> {
  const module = (await import(`./questions/${language}.ts`)) as { QUESTIONS: readonly AbQuestion[] };
  return module.QUESTIONS;
}

/** What makes two texts the same to a player: case, accents, spacing and punctuation aside. */
function key(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  // Symbols only (emoji) are compared as written.
  return folded.length > 0 ? folded : text.replace(/\s+/gu, '');
}

const languages = [...LANGUAGES].sort();

describe('AB_THINKING questions', () => {
  it('exist in every language of the product, and are the lists the game reads', () => {
    expect(files).toEqual(languages);
    expect(Object.keys(QUESTION_LISTS).sort()).toEqual(languages);
    for (const language of languages) expect(contentLanguage(language)).toBe(language);
    expect(contentLanguage('xx')).toBe('en');
    expect(contentLanguage('constructor')).toBe('en');
    expect(questionsFor('xx')).toBe(QUESTION_LISTS.en);
  });

  it.each(languages.map((language) => [language]))('%s: at least 200, with unique ids, none asked twice', async (language) => {
    const questions = await load(language);
    expect(QUESTION_LISTS[language]).toBe(questions);
    expect(questions.length).toBeGreaterThanOrEqual(200);
    const ids = new Set<string>();
    const asked = new Map<string, string>();
    for (const q of questions) {
      expect(q.id, q.id).toMatch(new RegExp(`^${language}-\\d{3,}$`));
      expect(ids.has(q.id), `${q.id} twice`).toBe(false);
      ids.add(q.id);
      // The same two answers, in either order, are the same question whatever it says above them.
      const pair = [key(q.a), key(q.b)].sort().join('|');
      expect(asked.get(pair), `${q.id} repeats ${asked.get(pair)}`).toBeUndefined();
      asked.set(pair, q.id);
    }
  });

  it.each(languages.map((language) => [language]))('%s: a question fits the screen, each answer a phone button', async (language) => {
    for (const q of await load(language)) {
      for (const text of [q.text, q.a, q.b]) {
        expect(text, q.id).toBe(text.trim());
        expect(text.length, q.id).toBeGreaterThan(0);
        expect(text, q.id).not.toMatch(/\s{2}|[\p{Cc}]/u);
      }
      expect(Array.from(q.text).length, q.id).toBeLessThanOrEqual(QUESTION_MAX_LENGTH);
      expect(Array.from(q.a).length, `${q.id}: ${q.a}`).toBeLessThanOrEqual(ANSWER_MAX_LENGTH);
      expect(Array.from(q.b).length, `${q.id}: ${q.b}`).toBeLessThanOrEqual(ANSWER_MAX_LENGTH);
      expect(key(q.a), `${q.id}: same answers`).not.toBe(key(q.b));
    }
  });

  it.each(languages.map((language) => [language]))('%s: mostly fit for a family room, and enough of them for the longest game', async (language) => {
    const questions = await load(language);
    const family = questions.filter((q) => q.family).length;
    expect(family / questions.length).toBeGreaterThanOrEqual(0.8);
    expect(family).toBeGreaterThanOrEqual(10 * QUESTION_LIMIT);
    expect(questions.length - family).toBeGreaterThanOrEqual(10);
  });

  it.each(languages.filter((l) => l !== 'en').map((language) => [language]))('%s: written in its own language, not copied from English', async (language) => {
    const english = new Set(QUESTION_LISTS.en!.flatMap((q) => [key(q.text), key(q.a), key(q.b)]));
    const questions = await load(language);
    // A word the languages share (Halloween, Horrorfilms?) may make a question the same; a copied list would not pass.
    const copied = questions.filter((q) => english.has(key(q.text)));
    expect(copied.length / questions.length, copied.map((q) => q.id).join()).toBeLessThan(0.03);
    // Short answers may be the same word in two languages (Pizza, Sushi); whole answer sets rarely.
    const sameAnswers = questions.filter((q) => english.has(key(q.a)) && english.has(key(q.b)));
    expect(sameAnswers.length / questions.length).toBeLessThan(0.1);
  });
});
