import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The feature pages size their text with the type scale in `src/app/base.css`, never with a size of
 * their own, so one change to the scale reaches every page and the pages stay in step with each other.
 */

const featuresDir = fileURLToPath(new NodeURL('../../src/features/', import.meta.url));
const baseCss = fileURLToPath(new NodeURL('../../src/app/base.css', import.meta.url));

/** Every `--font-size-*` custom property the base stylesheet defines on `:root`. */
function definedTokens(css: string): Set<string> {
  return new Set([...stripComments(css).matchAll(/(--font-size-[\w-]+)\s*:/g)].map((match) => match[1]!));
}

/**
 * The one keyword kept besides the tokens: `inherit` takes the parent's size, which is itself a token
 * (or the body size). Relative units such as `1.15em` are not kept: each was a fixed step in disguise
 * and reads as one of the tokens.
 */
const KEYWORDS = new Set(['inherit']);

interface FontSizeProblem {
  line: number;
  declaration: string;
}

/** The `font-size` and `font` declarations in a stylesheet whose size is not a token of the scale. */
function literalFontSizes(css: string, tokens: ReadonlySet<string>): FontSizeProblem[] {
  const text = stripComments(css);
  const problems: FontSizeProblem[] = [];
  for (const match of text.matchAll(/(?<=^|[\s{;])(font-size|font)\s*:\s*([^;}]+)/g)) {
    const [declaration, property, rawValue] = match;
    const value = rawValue!.replace(/\s*!important\s*$/, '').trim();
    if (isAllowed(property!, value, tokens)) continue;
    problems.push({ line: text.slice(0, match.index).split('\n').length, declaration: declaration!.trim() });
  }
  return problems;
}

function isAllowed(property: string, value: string, tokens: ReadonlySet<string>): boolean {
  if (KEYWORDS.has(value)) return true;
  // The `font` shorthand always carries a size of its own: the pages set the family and size apart.
  if (property === 'font') return false;
  const token = /^var\(\s*(--font-size-[\w-]+)\s*\)$/.exec(value)?.[1];
  return token !== undefined && tokens.has(token);
}

/** Comments keep their line breaks so the line numbers in a report stay true. */
function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function cssFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...cssFiles(path));
    else if (name.endsWith('.css')) files.push(path);
  }
  return files;
}

const tokens = definedTokens(readFileSync(baseCss, 'utf8'));

describe('type tokens in the feature pages', () => {
  it('finds the scale in base.css', () => {
    for (const token of ['--font-size-sm', '--font-size-title', '--font-size-tv-md', '--font-size-tv-display']) {
      expect(tokens.has(token), token).toBe(true);
    }
  });

  it('sizes every text on the feature pages with a token of the scale', () => {
    const files = cssFiles(featuresDir);
    expect(files.length).toBeGreaterThan(0);
    let declarations = 0;
    const literals: string[] = [];
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      declarations += [...stripComments(css).matchAll(/(?<=^|[\s{;])font-size\s*:/g)].length;
      for (const { line, declaration } of literalFontSizes(css, tokens)) {
        literals.push(`${relative(featuresDir, file)}:${line}  ${declaration}`);
      }
    }
    // The pages do size their text: a walk that found no declarations would pass for the wrong reason.
    expect(declarations).toBeGreaterThan(50);
    expect(literals, 'use a --font-size-* token from src/app/base.css (add one there if none fits)').toEqual([]);
  });

  describe('what counts as a literal size', () => {
    const scale = new Set(['--font-size-sm', '--font-size-tv-md']);
    const lines = (css: string) => literalFontSizes(css, scale).map((problem) => problem.line);

    it('rejects fixed, relative and fluid sizes', () => {
      expect(lines('.a {\n  font-size: 1.1rem;\n}\n.b { font-size: 18px; }\n.c { font-size: 1.15em; }')).toEqual([2, 4, 5]);
      expect(lines('.a { font-size: clamp(1rem, 2vw, 2rem); }\n.b { font-size: calc(var(--font-size-sm) * 1.2); }')).toEqual([1, 2]);
      expect(lines('.a { font-size: large; }\n.b { font-size: 120%; }')).toEqual([1, 2]);
    });

    it('rejects a size in the font shorthand and a token the scale does not define', () => {
      expect(lines(".a { font: 700 1rem/1.2 'Righteous'; }")).toEqual([1]);
      expect(lines('.a { font-size: var(--font-size-huge); }\n.b { font-size: var(--title-size); }')).toEqual([1, 2]);
      expect(lines('.a { font-size: var(--font-size-sm, 16px); }')).toEqual([1]);
    });

    it('accepts the tokens, inherit, and sizes in comments', () => {
      expect(lines('.a { font-size: var(--font-size-sm); }\n.b { font-size: var(--font-size-tv-md) !important; }')).toEqual([]);
      expect(lines('.a { font-size: inherit; font: inherit; }\n/* was font-size: 2rem; */')).toEqual([]);
    });

    it('leaves the family and other font properties alone', () => {
      expect(lines('.a { font-family: var(--font); font-weight: 400; font-variant-numeric: tabular-nums; }')).toEqual([]);
      expect(lines('.a { --font-size-local: 2rem; }\n.font:hover { color: red; }')).toEqual([]);
    });
  });
});
