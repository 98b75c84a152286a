#!/usr/bin/env node
/**
 * Writes every SNAPTION card (apps/web/public/snaption/cards/<cardId>.svg) from the scene
 * descriptions in scenes.mjs, and checks that the deck matches the card list the game ships
 * (packages/games/src/snaption/content/cards.ts) and that every file stays small.
 *
 *   node apps/web/scripts/snaption-cards/generate.mjs [ids...]
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS_DIR, CARD_LIST } from './paths.mjs';
import { renderScene } from './render.mjs';
import { SCENES } from './scenes.mjs';

const MAX_BYTES = 12 * 1024;
const only = new Set(process.argv.slice(2));

const ids = SCENES.map((s) => s.id);
const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
if (duplicates.length) throw new Error(`scene ids used twice: ${duplicates.join(', ')}`);

mkdirSync(CARDS_DIR, { recursive: true });
const problems = [];
for (const scene of SCENES) {
  if (only.size && !only.has(scene.id)) continue;
  const svg = renderScene(scene);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) problems.push(`${scene.id}: ${bytes} bytes (cap ${MAX_BYTES})`);
  for (const tag of svg.match(/<[a-z]+ [^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/ ([a-z-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`${scene.id}: attribute given twice in ${tag.slice(0, 90)}`);
  }
  writeFileSync(join(CARDS_DIR, `${scene.id}.svg`), svg);
}

if (!only.size) {
  // a card whose scene was removed must not linger
  for (const file of readdirSync(CARDS_DIR)) {
    if (file.endsWith('.svg') && !ids.includes(file.replace(/\.svg$/, ''))) rmSync(join(CARDS_DIR, file));
  }
  const list = readFileSync(CARD_LIST, 'utf8');
  const block = list.slice(list.indexOf('const CARD_IDS = ['), list.indexOf('] as const'));
  const listed = [...block.matchAll(/^\s+'([a-z0-9-]+)',?$/gm)].map((m) => m[1]);
  const missing = ids.filter((id) => !listed.includes(id));
  const unknown = listed.filter((id) => !ids.includes(id));
  if (missing.length) problems.push(`scenes not in cards.ts: ${missing.join(', ')}`);
  if (unknown.length) problems.push(`cards.ts ids without a scene: ${unknown.join(', ')}`);
}

console.log(`wrote ${only.size || SCENES.length} cards to ${CARDS_DIR}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
