import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@snackparty/protocol';
import { CAPTION_BOOKS, SNAPTION_CARDS, captionBank, cardImageUrl, genericCaptions } from './index';

const CARDS_DIR = fileURLToPath(new URL('../../../../../apps/web/public/snaption/cards/', import.meta.url));
const MAX_CARD_BYTES = 12 * 1024;
const MAX_CAPTION = 80;
const ids = SNAPTION_CARDS.map((card) => card.cardId);

/**
 * Strict enough to catch what breaks an SVG in a browser: every byte belongs to a well-formed tag,
 * tags nest, no attribute is given twice, and the root is an SVG with the card's view box. Cards
 * carry no text, scripts, raster images or references outside the file.
 */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let covered = 0;
  let root = '';
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(covered, m.index);
    if (between.trim()) problems.push(`stray text before <${m[2]}>: ${between.trim().slice(0, 40)}`);
    covered = m.index + m[0].length;
    const [, closing, name, attributes, selfClosing] = m as unknown as [string, string, string, string, string];
    if (['script', 'image', 'foreignObject', 'text', 'style'].includes(name)) problems.push(`<${name}> is not allowed`);
    const names = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)];
    const seen = new Set<string>();
    for (const [, attribute, value] of names) {
      if (seen.has(attribute!)) problems.push(`<${name}> has ${attribute} twice`);
      seen.add(attribute!);
      if (/^on/i.test(attribute!)) problems.push(`<${name}> has an event handler`);
      if (/href$/.test(attribute!) && !value!.startsWith('#')) problems.push(`<${name}> links outside the file`);
    }
    if (!root) {
      root = name;
      if (!/viewBox="0 0 1600 900"/.test(attributes)) problems.push('root has no 1600x900 viewBox');
      if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(attributes)) problems.push('root has no SVG namespace');
    } else if (stack.length === 0) problems.push(`<${name}> after the root closed`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong tag`);
    } else if (!selfClosing) stack.push(name);
  }
  if (svg.slice(covered).trim()) problems.push('stray text after the root');
  if (root !== 'svg') problems.push(`root is <${root}>`);
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  return problems;
}

describe('SNAPTION deck', () => {
  it('has at least 150 cards with unique, URL-safe ids', () => {
    expect(ids.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps most cards fit for a family room', () => {
    const family = SNAPTION_CARDS.filter((card) => card.family).length;
    expect(family).toBeLessThan(ids.length);
    expect(family / ids.length).toBeGreaterThanOrEqual(0.9);
  });

  it('serves every picture from the web app', () => {
    expect(cardImageUrl('cat-business-meeting')).toBe('/snaption/cards/cat-business-meeting.svg');
  });

  it('has exactly one small SVG file per card', () => {
    const files = readdirSync(CARDS_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const bytes = statSync(`${CARDS_DIR}${id}.svg`).size;
      expect(bytes, `${id}: ${bytes} bytes`).toBeLessThanOrEqual(MAX_CARD_BYTES);
    }
  });

  it.each(ids.map((id) => [id]))('%s: the picture is a well-formed SVG', (id) => {
    const svg = readFileSync(`${CARDS_DIR}${id}.svg`, 'utf8');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('the SVG check itself refuses broken files', () => {
    const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><g><path d="M0 0"/></g></svg>';
    expect(svgProblems(ok)).toEqual([]);
    expect(svgProblems(ok.replace('<path d="M0 0"/>', '<path d="M0 0" d="M1 1"/>'))).not.toEqual([]);
    expect(svgProblems(ok.replace('</g>', ''))).not.toEqual([]);
    expect(svgProblems(ok.replace('<g>', '<g>hello'))).not.toEqual([]);
    expect(svgProblems(ok.replace('<g>', '<image href="https://example.com/a.png"/><g>'))).not.toEqual([]);
  });
});

describe('SNAPTION captions', () => {
  it('has a caption book for every language of the product', () => {
    expect(Object.keys(CAPTION_BOOKS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: at least 3 short, distinct captions written for every card', (language) => {
    const book = CAPTION_BOOKS[language]!;
    for (const id of ids) {
      const captions = book.byCard[id] ?? [];
      expect(captions.length, `${language} ${id}`).toBeGreaterThanOrEqual(3);
      for (const caption of captions) {
        expect(caption.trim(), `${language} ${id}: blank caption`).not.toBe('');
        expect(caption, `${language} ${id}: padded caption`).toBe(caption.trim());
        expect(caption.length, `${language} ${id}: ${caption}`).toBeLessThanOrEqual(MAX_CAPTION);
      }
      const keys = captions.map((caption) => caption.toLowerCase());
      expect(new Set(keys).size, `${language} ${id}: a caption twice`).toBe(keys.length);
    }
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: no captions for cards the deck does not have', (language) => {
    const unknown = Object.keys(CAPTION_BOOKS[language]!.byCard).filter((id) => !ids.includes(id));
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: at least 40 short, distinct captions that fit any picture', (language) => {
    const generic = CAPTION_BOOKS[language]!.generic;
    expect(generic.length).toBeGreaterThanOrEqual(40);
    for (const caption of generic) {
      expect(caption.trim(), `${language}: blank caption`).not.toBe('');
      expect(caption.length, `${language}: ${caption}`).toBeLessThanOrEqual(MAX_CAPTION);
    }
    const keys = generic.map((caption) => caption.toLowerCase());
    expect(new Set(keys).size, `${language}: a generic caption twice`).toBe(keys.length);
  });

  it('translates rather than copies: most captions differ from the English ones', () => {
    const english = new Set(ids.flatMap((id) => CAPTION_BOOKS.en!.byCard[id] ?? []));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const own = ids.flatMap((id) => CAPTION_BOOKS[language]!.byCard[id] ?? []);
      const copied = own.filter((caption) => english.has(caption)).length;
      expect(copied / own.length, language).toBeLessThan(0.05);
    }
  });

  it('answers in the language asked for, with English for a language it does not have', () => {
    expect(captionBank('cat-business-meeting', 'de')).toBe(CAPTION_BOOKS.de!.byCard['cat-business-meeting']);
    expect(captionBank('cat-business-meeting', 'xx')).toBe(CAPTION_BOOKS.en!.byCard['cat-business-meeting']);
    expect(captionBank('cat-business-meeting', 'constructor')).toBe(CAPTION_BOOKS.en!.byCard['cat-business-meeting']);
    expect(genericCaptions('pl')).toBe(CAPTION_BOOKS.pl!.generic);
    expect(genericCaptions('xx')).toBe(CAPTION_BOOKS.en!.generic);
  });

  it('captions a picture from outside the deck with the captions that fit any picture', () => {
    expect(captionBank('giphy-12345', 'fr')).toBe(CAPTION_BOOKS.fr!.generic);
    expect(captionBank('toString', 'en')).toBe(CAPTION_BOOKS.en!.generic);
  });
});
