/**
 * A character on a card: a body (an avatar, a person or an animal) with arms and legs in a pose,
 * things to wear, things in its hands and comic symbols for its mood.
 *
 * Spec: { a: 'banana' | who: 'person' | 'cat' | …, x, y (feet), s, flip, r, arms: [left, right],
 *         legs, dir, mood, wear: [...], holdL, holdR, emote: [[kind, dx, dy, k]], behind: [...] }
 */
import { avatarDrawing, avatarFrame } from './avatars.mjs';
import { critterBody, personBody } from './bodies.mjs';
import { prop } from './props.mjs';
import { O, N, circle, ellipse, emote, line, n, place, rope } from './svg.mjs';
import { BACK_WEAR, BODY_WEAR, FACE_WEAR, HATS, WAIST_WEAR } from './wear.mjs';

const AVATAR_LEG = 46;
const OVERLAP = 12;

/**
 * Arm poses for the arm on the viewer's right: where the hand goes from the shoulder (+x away from
 * the body, +y down), how much the elbow bends, and whether the arm crosses in front of the body.
 */
const ARMS = {
  down: { hand: [16, 62], bend: 10 },
  out: { hand: [68, 6], bend: -10 },
  up: { hand: [14, -76], bend: 10 },
  overhead: { hand: [30, -150], bend: 14 },
  wave: { hand: [42, -62], bend: 16 },
  cheer: { hand: [52, -60], bend: -12 },
  point: { hand: [84, -10], bend: 0 },
  reach: { hand: [70, -48], bend: 0 },
  low: { hand: [52, 40], bend: 0 },
  hold: { hand: [-34, 40], bend: 18, front: true },
  holdHigh: { hand: [-22, -6], bend: 20, front: true },
  hug: { hand: [-56, 20], bend: 14, front: true },
  hips: { elbow: [38, 24], hand: [4, 46] },
  shrug: { elbow: [36, 34], hand: [58, -10] },
  face: { hand: [-40, -36], bend: 30, front: true },
  across: { hand: [-112, -4], bend: 0, front: true },
  none: null,
};

/** Legs: where each foot goes (left, then right): x from its hip, y from the ground; knees bend by `knee`. */
function legPose(kind, dir, hipY) {
  const d = dir || 1;
  switch (kind) {
    case 'stand':
      return [{ foot: [-4, 0] }, { foot: [4, 0] }];
    case 'walk':
      return [{ foot: [-d * 20, 0], knee: 6 }, { foot: [d * 22, 0], knee: -6 }];
    case 'run':
      return [{ foot: [-d * 44, -34], knee: d * 14 }, { foot: [d * 34, -6], knee: -d * 10 }];
    case 'jump':
      return [{ foot: [-18, -24], knee: -20 }, { foot: [18, -24], knee: 20 }];
    case 'spread':
      return [{ foot: [-30, 0] }, { foot: [30, 0] }];
    case 'sit':
      return [{ foot: [d * 46, hipY + 40], knee: [d * 40, hipY + 4] }, { foot: [d * 50, hipY + 44], knee: [d * 44, hipY + 8] }];
    case 'kick':
      return [{ foot: [-4, 0] }, { foot: [d * 60, hipY - 20], knee: 0 }];
    case 'dangle':
      return [{ foot: [-2, hipY + 46] }, { foot: [2, hipY + 46] }];
    case 'float':
      return [{ foot: [-14, -6], knee: -10 }, { foot: [20, -18], knee: 14 }];
    default:
      return [];
  }
}

/** Where a body is: from the avatar's measured frame, or from a drawn body's own anchors. */
function avatarBody(id, withLegs) {
  const f = avatarFrame(id);
  const [x0, y0, x1, y1] = f.box;
  const w = x1 - x0;
  const h = y1 - y0;
  const cx = (x0 + x1) / 2;
  const dy = withLegs ? -(AVATAR_LEG - OVERLAP) - y1 : -y1;
  const dx = -cx;
  const at = (x, y) => [x + dx, y + dy];
  const midY = y0 + h * 0.5;
  const lowY = y0 + h * 0.9;
  const lowW = f.low[1] - f.low[0];
  const [nx, ny] = at(f.face.x, Math.min(f.face.y + f.face.gap * 1.9, y0 + h * 0.86));
  return {
    body: `<g transform="translate(${n(dx)} ${n(dy)})">${avatarDrawing(id)}</g>`,
    back: '',
    shoulders: [at(f.mid[0] + 16, midY), at(f.mid[1] - 16, midY)],
    hips: [at(f.low[0] + lowW * 0.3, lowY), at(f.low[1] - lowW * 0.3, lowY)],
    top: { x: at((f.top[0] + f.top[1]) / 2, 0)[0], y: y0 + dy + 6, w: Math.max(70, Math.min(140, (f.top[1] - f.top[0]) * 1.3)) },
    face: { x: f.face.x + dx, y: f.face.y + dy, gap: f.face.gap, r: 11 },
    neck: { x: nx, y: ny },
    waist: { y: at(0, y0 + h * 0.72)[1], w: f.mid[1] - f.mid[0] },
    size: { w, h },
    limb: { color: O, hand: '#fff', shoe: O, width: 9, glove: true },
    legLength: AVATAR_LEG,
  };
}

function bodyFor(spec) {
  if (spec.a) return avatarBody(spec.a, spec.legs !== 'none');
  if (spec.who === 'person') return personBody(spec);
  return critterBody(spec.who, spec);
}

const add = ([x, y], [dx, dy]) => [x + dx, y + dy];
const pt = ([x, y]) => `${n(x)} ${n(y)}`;

function limbPath(from, to, bend, elbow) {
  if (elbow) return `M${pt(from)}Q${pt(elbow)} ${pt(to)}`;
  const [mx, my] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const nx = -(to[1] - from[1]) / len;
  const ny = (to[0] - from[0]) / len;
  return `M${pt(from)}Q${pt([mx + nx * bend, my + ny * bend])} ${pt(to)}`;
}

function limb(d, L) {
  if (L.glove) return line(d, O, L.width);
  return rope(d, L.color, L.width, 5);
}

function handAt([x, y], L, tiny) {
  if (L.hands === false) return '';
  if (L.glove) return circle(x, y, 14, '#fff', 'stroke-width="6"');
  return circle(x, y, tiny ? 8 : 12, L.hand, 'stroke-width="5"');
}

function shoeAt([x, y], pointing, L) {
  if (L.feet === 'bird') return line(`M${n(x)} ${n(y)}l-14 4M${n(x)} ${n(y)}l14 4M${n(x)} ${n(y)}l${n(pointing * 16)} 2`, L.shoe, 6);
  if (L.hands === false && !L.shoe) return '';
  const c = L.shoe ?? O;
  return ellipse(x + pointing * 9, y - 6, 19, 11, c, 'stroke-width="5"') + ellipse(x + pointing * 13, y - 10, 6, 3, '#fff', `${N} opacity=".5"`);
}

/** Things held: a prop name, or { p, s, r, dx, dy, flip } with the prop's grip at the hand. */
function held(item, hand) {
  if (!item) return '';
  const it = typeof item === 'string' ? { p: item } : item;
  return place(hand[0] + (it.dx ?? 0), hand[1] + (it.dy ?? 0), { s: it.s ?? 1, r: it.r ?? 0, flip: it.flip ?? false }, prop(it.p, it));
}

export function character(spec) {
  const body = bodyFor(spec);
  const L = { ...body.limb };
  const legsKind = spec.legs ?? (body.legs === false ? 'none' : 'stand');
  const [armL, armR] = spec.arms ?? ['down', 'down'];
  const back = [];
  const front = [];
  const hands = {};
  const armDefs = [
    ['L', armL, body.shoulders[0], -1],
    ['R', armR, body.shoulders[1], 1],
  ];
  for (const [side, pose, shoulder, sx] of armDefs) {
    const def = typeof pose === 'string' ? ARMS[pose] : pose;
    if (!def) continue;
    const scale = L.tiny ? 0.35 : 1;
    const hand = add(shoulder, [def.hand[0] * sx * scale, def.hand[1] * scale]);
    const elbow = def.elbow ? add(shoulder, [def.elbow[0] * sx * scale, def.elbow[1] * scale]) : null;
    const d = limbPath(shoulder, hand, (def.bend ?? 0) * -sx, elbow);
    const twig = L.twig ? line(`M${pt(hand)}l${n(sx * 12)} -10M${pt(hand)}l${n(sx * 14)} 4`, L.color, L.width) : '';
    (def.front ? front : back).push({ d, twig });
    hands[side] = hand;
  }
  const legs = [];
  const feet = [];
  if (legsKind !== 'none') {
    const dir = spec.dir ?? 0;
    const poses = legPose(legsKind, dir, body.hips[0][1]);
    poses.forEach((lp, i) => {
      const hip = body.hips[i];
      const sx = i === 0 ? -1 : 1;
      // feet: x from the hip, y from the ground
      const foot = [hip[0] + lp.foot[0], lp.foot[1]];
      const elbow = Array.isArray(lp.knee) ? [hip[0] + lp.knee[0], lp.knee[1]] : null;
      const d = limbPath(hip, foot, typeof lp.knee === 'number' ? lp.knee : 0, elbow);
      legs.push({ d, colour: L.legColor });
      const pointing = dir || sx;
      feet.push(shoeAt(foot, pointing, L));
    });
  }
  const wear = spec.wear ?? [];
  const bw = body.size.w;
  const bh = body.size.h;
  const behind = wear.filter((w) => BACK_WEAR[nameOf(w)]).map((w) => place(0, body.neck.y + bh * 0.55, {}, BACK_WEAR[nameOf(w)](bw, bh, colourOf(w))));
  const waist = wear.filter((w) => WAIST_WEAR[nameOf(w)]).map((w) => place(0, body.waist.y, {}, WAIST_WEAR[nameOf(w)](body.waist.w)));
  const neckItems = wear.filter((w) => BODY_WEAR[nameOf(w)]).map((w) => place(body.neck.x, body.neck.y, { s: Math.min(1, bw / 150) }, BODY_WEAR[nameOf(w)](colourOf(w))));
  const faceItems = wear.filter((w) => FACE_WEAR[nameOf(w)]).map((w) => place(body.face.x, body.face.y, {}, FACE_WEAR[nameOf(w)](body.face.gap)));
  const hats = wear
    .filter((w) => HATS[nameOf(w)])
    .map((w) => {
      const k = Math.max(0.55, Math.min(1.2, body.top.w / 110)) * (w.s ?? 1);
      return place(body.top.x + (w.dx ?? 0), body.top.y + 8 + (w.dy ?? 0), { s: k, r: w.r ?? 0 }, HATS[nameOf(w)](colourOf(w)));
    });
  const bubbleHelmet = wear.some((w) => nameOf(w) === 'helmet')
    ? circle(body.face.x, body.face.y + 6, Math.max(bw, 150) * 0.62, '#b3e5fc', 'fill-opacity=".25" stroke-width="7"') + ellipse(body.face.x - bw * 0.3, body.face.y - bw * 0.3, 18, 30, '#fff', `${N} opacity=".7" transform="rotate(40 ${n(body.face.x - bw * 0.3)} ${n(body.face.y - bw * 0.3)})"`)
    : '';
  const items = [];
  if (spec.holdL && hands.L) items.push(held(spec.holdL, hands.L));
  if (spec.holdR && hands.R) items.push(held(spec.holdR, hands.R));
  const handDots = Object.values(hands).map((h) => handAt(h, L, L.tiny));
  const emotes = (spec.emote ?? []).map(([kind, ex = 0, ey = 0, k = 1]) => emote(kind, body.top.x + ex, body.top.y - 20 + ey, k));
  // limbs of one colour share a single path: the cards stay small
  const limbs = (list) => (list.length ? limb(list.map((l) => l.d).join(''), L) + list.map((l) => l.twig).join('') : '');
  const legLimbs = legs.length ? (legs[0].colour ? rope(legs.map((l) => l.d).join(''), legs[0].colour, L.width, 5) : limbs(legs)) : '';
  const inner =
    behind.join('') + (body.back ?? '') + limbs(back) + legLimbs + feet.join('') + body.body + waist.join('') + neckItems.join('') +
    faceItems.join('') + hats.join('') + bubbleHelmet + items.join('') + limbs(front) + handDots.join('');
  // emotes stay upright and unmirrored
  const outer = place(spec.x, spec.y, { s: spec.s ?? 1, r: spec.r ?? 0, flip: spec.flip ?? false }, inner);
  const emoteLayer = emotes.length ? place(spec.x, spec.y, { s: spec.s ?? 1, r: spec.r ?? 0 }, emotes.join('')) : '';
  return outer + emoteLayer;
}

const nameOf = (w) => (typeof w === 'string' ? w : w.w);
const colourOf = (w) => (typeof w === 'string' ? undefined : w.c);

