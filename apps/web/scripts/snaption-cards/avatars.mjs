/**
 * The product's avatars (apps/web/public/avatars/, CC0) as scene bodies: their drawing, where the body
 * is (measured by measure-avatars.mjs) and where the face is (from the avatar drawings).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATARS_DIR } from './paths.mjs';

const FRAMES = JSON.parse(readFileSync(new URL('./avatar-frames.json', import.meta.url), 'utf8'));

/** Eye centre and half the distance between the eyes, in the avatar's 256x256 box. */
const FACES = {
  avocado: [128, 112, 24], bagel: [128, 160, 32], banana: [113, 139, 20], bolt: [128, 95, 28], boxy: [128, 103, 30],
  broccoli: [128, 184, 22], burger: [128, 96, 30], carrot: [140, 126, 24], cheese: [128, 146, 30], cherry: [82, 184, 20],
  chip: [128, 110, 28], clank: [128, 128, 30], cookie: [124, 140, 28], corn: [128, 110, 24], croissant: [128, 104, 19],
  cupcake: [128, 180, 28], donut: [128, 146, 30], dumpling: [128, 164, 30], egg: [136, 124, 24], 'fry-guy': [128, 170, 28],
  gizmo: [128, 130, 30], hotdog: [128, 158, 30], 'ice-cream': [128, 96, 28], mushroom: [128, 176, 20], onigiri: [128, 130, 26],
  panda: [128, 138, 32], 'pear-man': [128, 156, 26], pineapple: [128, 162, 26], pizza: [128, 128, 26], popcorn: [128, 166, 22],
  pretzel: [128, 202, 17], 'retro-robo': [128, 120, 30], robo: [128, 118, 30], rusty: [128, 104, 24], shades: [128, 136, 36],
  sprocket: [128, 128, 28], strawberry: [128, 138, 28], 'sushi-dude': [128, 172, 30], taco: [128, 152, 30], 'tin-can': [128, 118, 26],
  tomato: [128, 148, 34], unknown: [128, 104, 24], watermelon: [128, 98, 30],
};

export const AVATAR_IDS = Object.keys(FRAMES);

/** The inner drawing of an avatar: its outlined group, without the outer <svg>. */
export function avatarDrawing(id) {
  if (!FRAMES[id]) throw new Error(`no avatar ${id}`);
  const svg = readFileSync(join(AVATARS_DIR, `${id}.svg`), 'utf8');
  // (gradient ids inside are already named after their avatar, so several avatars share a card safely)
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

export function avatarFrame(id) {
  const frame = FRAMES[id];
  if (!frame) throw new Error(`no avatar ${id}`);
  const [fx, fy, gap] = FACES[id] ?? [128, 128, 28];
  return { ...frame, face: { x: fx, y: fy, gap } };
}
