/**
 * Turns one scene description into a card: a 1600x900 SVG with a background, then every item in
 * order (later items in front). An item is a character (has `a` or `who`), a prop (has `p`), a
 * creature drawn whole (has `c`), a comic symbol (has `e`), a bubble (has `bubble`) or raw SVG.
 */
import { AVATAR_IDS, avatarDrawing } from './avatars.mjs';
import { background } from './backgrounds.mjs';
import { character } from './characters.mjs';
import { creature } from './creatures.mjs';
import { prop } from './props.mjs';
import { O, bubble, emote, place } from './svg.mjs';

export const WIDTH = 1600;
export const HEIGHT = 900;

function item(it) {
  if (it.a || it.who) return character(it);
  if (it.p) return place(it.x ?? 0, it.y ?? 0, { s: it.s ?? 1, r: it.r ?? 0, flip: it.flip ?? false }, prop(it.p, it));
  if (it.c) return place(it.x ?? 0, it.y ?? 0, { s: it.s ?? 1, r: it.r ?? 0, flip: it.flip ?? false }, creature(it.c, it));
  if (it.e) return emote(it.e, it.x, it.y, it.k ?? 1);
  if (it.bubble) {
    const b = it.bubble;
    return bubble(b.x, b.y, b.w, b.h, (b.items ?? []).map(item).join(''), b);
  }
  if (it.svg) return it.svg;
  if (it.group) {
    const inner = place(it.x ?? 0, it.y ?? 0, { s: it.s ?? 1, r: it.r ?? 0, flip: it.flip ?? false }, it.group.map(item).join(''));
    // a statue: the same drawing in grey stone
    return it.stone ? `<g filter="url(#stone)">${inner}</g>` : inner;
  }
  throw new Error(`unknown item ${JSON.stringify(it).slice(0, 80)}`);
}

/** Numbers computed inside path strings can carry long fractions; one decimal is plenty at 1600 wide. */
const tidy = (svg) => svg.replace(/-?\d+\.\d{2,}/g, (v) => String(Math.round(Number(v) * 10) / 10));

/** An avatar drawn more than once on a card is defined once and reused. */
function shareRepeatedAvatars(body) {
  let defs = '';
  for (const id of AVATAR_IDS) {
    const drawing = avatarDrawing(id);
    if (body.split(drawing).length > 2) {
      defs += `<g id="av-${id}">${drawing}</g>`;
      body = body.replaceAll(drawing, `<use href="#av-${id}"/>`);
    }
  }
  if (body.includes('url(#stone)')) defs += '<filter id="stone"><feColorMatrix type="saturate" values="0"/></filter>';
  return defs ? `<defs>${defs}</defs>${body}` : body;
}

export function renderScene(scene) {
  const body = shareRepeatedAvatars(tidy(background(scene.bg, scene.bgOpts ?? {}) + (scene.items ?? []).map(item).join('')));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<g stroke="${O}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>\n`
  );
}
