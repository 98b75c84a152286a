import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@snackparty/protocol';
import type { RequipPrompt } from './types';

const dir = fileURLToPath(new URL('./prompts', import.meta.url));
const languages = readdirSync(dir)
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => file.slice(0, 2))
  .sort();

async function load(language: string): Promise<readonly RequipPrompt[]> {
  const module = (await import(`./prompts/${language}.ts`)) as { PROMPTS: readonly RequipPrompt[] };
  return module.PROMPTS;
}

describe('REQUIP prompts', () => {
  it('has at least one language module, each for a language of the product', () => {
    expect(languages.length).toBeGreaterThan(0);
    for (const language of languages) expect(LANGUAGES as readonly string[]).toContain(language);
  });

  it.each(languages.map((language) => [language]))('%s: enough prompts with unique ids and texts', async (language) => {
    const prompts = await load(language);
    expect(prompts.length).toBeGreaterThanOrEqual(300);
    const ids = new Set<string>();
    const texts = new Set<string>();
    for (const prompt of prompts) {
      expect(prompt.id, prompt.id).toMatch(new RegExp(`^${language}-\\d{3,}$`));
      expect(ids.has(prompt.id), `${prompt.id} twice`).toBe(false);
      ids.add(prompt.id);
      const text = prompt.text.trim();
      expect(text.length, prompt.id).toBeGreaterThan(0);
      expect(prompt.text.length, prompt.id).toBeLessThanOrEqual(120);
      const key = text.toLowerCase();
      expect(texts.has(key), `${prompt.id}: text repeated`).toBe(false);
      texts.add(key);
    }
  });

  it.each(languages.map((language) => [language]))('%s: 4 to 6 short, distinct answers per prompt', async (language) => {
    for (const prompt of await load(language)) {
      expect(prompt.answers.length, prompt.id).toBeGreaterThanOrEqual(4);
      expect(prompt.answers.length, prompt.id).toBeLessThanOrEqual(6);
      for (const answer of prompt.answers) {
        expect(answer.trim().length, `${prompt.id}: empty answer`).toBeGreaterThan(0);
        expect(answer.length, `${prompt.id}: ${answer}`).toBeLessThanOrEqual(60);
      }
      const keys = prompt.answers.map((answer) => answer.trim().toLowerCase());
      expect(new Set(keys).size, `${prompt.id}: repeated answer`).toBe(keys.length);
    }
  });

  it.each(languages.map((language) => [language]))('%s: at least 70 percent fit for a family room', async (language) => {
    const prompts = await load(language);
    const family = prompts.filter((prompt) => prompt.family).length;
    expect(family / prompts.length).toBeGreaterThanOrEqual(0.7);
  });
});
