#!/usr/bin/env node
/**
 * Builds the avatar set in apps/web/public/avatars/ (one SVG per avatar id, plus unknown.svg).
 *
 *   node scripts/avatars/generate.mjs
 *
 * Every avatar is drawn on a 256x256 canvas with a transparent background, a #2b2b2b outline
 * and the shared face helpers below so the whole set stays consistent. The generated SVG files
 * are committed; re-run this script after changing a drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'apps', 'web', 'public', 'avatars');

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------
const O = '#2b2b2b'; // outline
const W = 7; // outline width
const N = ' stroke="none"';
const CHEEK = '#ff7f96';
const TONGUE = '#ff6f87';
const MOUTH = '#5a1d2a';

const n = (v) => String(Math.round(v * 10) / 10);
const attrs = (extra) => (extra ? ` ${extra.trim()}` : '');

const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${attrs(extra)}/>`;
// (a line is its own stroke, so a "no outline" flag passed in is simply dropped)
const line = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${attrs(extra.replace(N, ''))}/>`;
const rot = (deg, cx, cy) => `transform="rotate(${deg} ${cx} ${cy})"`;
const g = (extra, ...children) => `<g ${extra.trim()}>${children.join('')}</g>`;

/** An ellipse as a path sub-segment (for even-odd rings). */
const ellipseD = (cx, cy, rx, ry) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** A stroked rope: dark outline underneath, colour on top. */
const rope = (d, color, width, ow = W) => line(d, O, width + 2 * ow) + line(d, color, width);

/** Union of circles with a single clean outline. */
const blob = (circles, fill, ow = W) =>
  circles.map(([x, y, r]) => circle(x, y, r + ow / 2, O, N)).join('') +
  circles.map(([x, y, r]) => circle(x, y, r - ow / 2, fill, N)).join('');

/** Soft white shine used on most bodies. */
const shine = (cx, cy, rx, ry, deg = -30, op = 0.5) =>
  ellipse(cx, cy, rx, ry, '#fff', `${N} opacity="${op}" ${rot(deg, cx, cy)}`);

// ---------------------------------------------------------------------------------------------
// Faces
// ---------------------------------------------------------------------------------------------
/** A shiny cartoon eye. */
function eye(x, y, r = 12, kind = 'dot') {
  switch (kind) {
    case 'dot':
      return (
        circle(x, y, r, O, N) +
        circle(x - r * 0.34, y - r * 0.36, r * 0.4, '#fff', N) +
        circle(x + r * 0.38, y + r * 0.36, r * 0.16, '#fff', N)
      );
    case 'tall':
      return (
        ellipse(x, y, r * 0.82, r * 1.12, O, N) +
        circle(x - r * 0.26, y - r * 0.46, r * 0.36, '#fff', N) +
        circle(x + r * 0.3, y + r * 0.44, r * 0.14, '#fff', N)
      );
    case 'white': // white eyeball with pupil, for dark or busy bodies
      return (
        circle(x, y, r * 1.25, '#fff', 'stroke-width="5"') +
        circle(x + r * 0.15, y + r * 0.1, r * 0.7, O, N) +
        circle(x - r * 0.1, y - r * 0.2, r * 0.26, '#fff', N)
      );
    case 'happy': // ^ shape
      return line(`M${n(x - r)} ${n(y + r * 0.35)}Q${n(x)} ${n(y - r * 1.1)} ${n(x + r)} ${n(y + r * 0.35)}`, O, 6);
    case 'closed': // content, curved down
      return line(`M${n(x - r)} ${n(y - r * 0.2)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y - r * 0.2)}`, O, 6);
    case 'wink': // > or < sideways
      return line(`M${n(x - r)} ${n(y - r * 0.2)}Q${n(x)} ${n(y - r * 0.9)} ${n(x + r)} ${n(y - r * 0.2)}`, O, 6);
    default:
      throw new Error(`eye kind ${kind}`);
  }
}

const eyes = (cx, y, gap, r = 12, left = 'dot', right = left) => eye(cx - gap, y, r, left) + eye(cx + gap, y, r, right);

/** Mouths, centred on x with half-width w; y is the top of the mouth. */
function mouth(x, y, w, kind = 'smile') {
  const L = n(x - w);
  const R = n(x + w);
  switch (kind) {
    case 'smile':
      return line(`M${L} ${n(y)}Q${n(x)} ${n(y + w * 0.95)} ${R} ${n(y)}`, O, 6);
    case 'open': {
      const d = `M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.6)} ${R} ${n(y)}Z`;
      return (
        path(d, MOUTH, N) +
        ellipse(x, y + w * 0.6, w * 0.5, w * 0.2, TONGUE, N) +
        path(d, 'none', 'stroke-width="6"')
      );
    }
    case 'grin': {
      const d = `M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.4)} ${R} ${n(y)}Z`;
      return path(d, '#fff', 'stroke-width="6"');
    }
    case 'o':
      return (
        ellipse(x, y + w * 0.5, w * 0.42, w * 0.52, MOUTH, 'stroke-width="5"') +
        ellipse(x, y + w * 0.78, w * 0.24, w * 0.13, TONGUE, N)
      );
    case 'cat':
      return line(
        `M${L} ${n(y)}Q${n(x - w / 2)} ${n(y + w * 0.8)} ${n(x)} ${n(y + 1)}Q${n(x + w / 2)} ${n(y + w * 0.8)} ${R} ${n(y)}`,
        O,
        6,
      );
    case 'smirk':
      return line(`M${L} ${n(y + w * 0.15)}Q${n(x + w * 0.2)} ${n(y + w * 0.75)} ${R} ${n(y - w * 0.25)}`, O, 6);
    case 'tongue': {
      const t = w * 0.36;
      return (
        path(`M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.1)} ${R} ${n(y)}Z`, MOUTH, 'stroke-width="6"') +
        path(
          `M${n(x + w * 0.12 - t)} ${n(y + w * 0.3)}V${n(y + w * 0.7)}a${n(t)} ${n(t)} 0 0 0 ${n(2 * t)} 0V${n(y + w * 0.3)}Z`,
          TONGUE,
          'stroke-width="5"',
        ) +
        line(`M${n(x + w * 0.12)} ${n(y + w * 0.45)}v${n(w * 0.3)}`, '#d94d68', 3)
      );
    }
    default:
      throw new Error(`mouth kind ${kind}`);
  }
}

const cheeks = (cx, y, gap, rx = 12, ry = 7, color = CHEEK, op = 0.75) =>
  ellipse(cx - gap, y, rx, ry, color, `${N} opacity="${op}"`) + ellipse(cx + gap, y, rx, ry, color, `${N} opacity="${op}"`);

const brow = (x, y, w, deg) => line(`M${n(x - w)} ${n(y)}L${n(x + w)} ${n(y)}`, O, 6, rot(deg, x, y));

// ---------------------------------------------------------------------------------------------
// Food
// ---------------------------------------------------------------------------------------------
const A = {};

A.bagel = () => {
  const ring = ellipseD(128, 140, 108, 82) + ellipseD(128, 106, 30, 15);
  const top = ellipseD(128, 128, 90, 58) + ellipseD(128, 106, 30, 15);
  const seeds = [
    [62, 112, -30], [84, 86, 20], [112, 72, -10], [150, 74, 15], [178, 84, -25], [200, 108, 30],
    [46, 138, 10], [210, 138, -15], [96, 118, 40], [164, 120, -40],
  ];
  return (
    path(ring, '#c9833b', 'fill-rule="evenodd"') +
    path(top, '#e7ad62', `fill-rule="evenodd"${N}`) +
    path('M98 106a30 15 0 0 1 60 0a30 9 0 0 0 -60 0Z', '#9c6127', N) +
    seeds.map(([x, y, d]) => ellipse(x, y, 6, 3.4, '#fff6dc', `${N} ${rot(d, x, y)}`)).join('') +
    shine(64, 100, 14, 7, -25, 0.45) +
    eyes(128, 160, 32, 12) +
    cheeks(128, 180, 54) +
    mouth(128, 180, 16, 'open')
  );
};

A['sushi-dude'] = () =>
  rect(36, 106, 184, 116, 46, '#fffdf6') +
  [[56, 200, 20], [200, 196, -20], [64, 146, -10], [196, 150, 15]]
    .map(([x, y, d]) => ellipse(x, y, 8, 4, '#ebe3d0', `${N} ${rot(d, x, y)}`))
    .join('') +
  path(
    'M22 122C20 84 78 54 138 56C198 58 238 82 236 114C234 136 214 130 196 124C152 112 108 120 70 134C44 144 24 142 22 122Z',
    '#ff8a5b',
  ) +
  [
    'M66 78Q86 100 80 128',
    'M106 64Q128 90 120 120',
    'M150 62Q170 88 164 116',
    'M192 72Q210 94 204 122',
  ]
    .map((d) => line(d, '#ffd0b5', 7, N))
    .join('') +
  shine(60, 88, 14, 6, -30, 0.45) +
  eyes(128, 172, 30, 11, 'dot') +
  brow(98, 152, 13, -12) +
  brow(158, 152, 13, 12) +
  cheeks(128, 192, 54) +
  mouth(128, 192, 16, 'smirk');

A.panda = () => {
  const patch = '#45454f';
  return (
    circle(66, 74, 28, patch) +
    circle(190, 74, 28, patch) +
    path('M26 170C26 96 74 58 128 58C182 58 230 96 230 170C230 214 192 228 128 228C64 228 26 214 26 170Z', '#fbf6ec') +
    line('M112 74Q128 64 144 74', '#e6dccb', 6, N) +
    ellipse(92, 142, 22, 30, patch, `${N} ${rot(40, 92, 142)}`) +
    ellipse(164, 142, 22, 30, patch, `${N} ${rot(-40, 164, 142)}`) +
    circle(96, 138, 10, '#fff', N) + circle(98, 140, 6, O, N) + circle(96, 137, 2.4, '#fff', N) +
    circle(160, 138, 10, '#fff', N) + circle(158, 140, 6, O, N) + circle(156, 137, 2.4, '#fff', N) +
    ellipse(128, 166, 10, 6.5, O, N) +
    mouth(128, 176, 12, 'cat') +
    cheeks(128, 182, 62, 13, 8) +
    shine(70, 108, 14, 7, -35, 0.6)
  );
};

A['pear-man'] = () =>
  rope('M128 50Q128 30 140 18', '#8b5a2b', 9) +
  path('M136 38C150 16 184 16 194 26C180 44 152 48 136 38Z', '#6cc04a') +
  line('M142 36Q164 30 184 27', '#4e9a34', 4, N) +
  path(
    'M128 40C102 40 96 76 92 96C86 122 42 140 42 184C42 224 82 242 128 242C174 242 214 224 214 184C214 140 170 122 164 96C160 76 154 40 128 40Z',
    '#d4e157',
  ) +
  shine(84, 150, 12, 22, 20, 0.45) +
  circle(176, 214, 4, '#a9b83a', N) + circle(70, 206, 3, '#a9b83a', N) +
  eyes(128, 156, 26, 10) +
  line('M92 132Q102 124 114 130', O, 6) + line('M142 130Q154 124 164 132', O, 6) +
  cheeks(128, 178, 50, 11, 6.5) +
  path(
    'M128 180C118 170 98 170 88 182C82 190 70 192 62 184C66 202 90 206 106 196C116 190 122 190 128 194C134 190 140 190 150 196C166 206 190 202 194 184C186 192 174 190 168 182C158 170 138 170 128 180Z',
    '#6b3e1f',
    'stroke-width="5"',
  ) +
  mouth(128, 208, 8, 'smile');

A.donut = () => {
  const body = ellipseD(128, 140, 110, 80) + ellipseD(128, 108, 28, 13);
  const icing =
    'M26 132C26 84 74 62 128 62C182 62 230 84 230 132C230 152 220 162 208 158C196 154 196 174 184 176C170 178 168 162 156 168C146 174 150 194 134 194C118 194 120 176 106 172C94 168 92 184 78 182C64 180 68 162 54 162C38 162 26 152 26 132Z' +
    ellipseD(128, 108, 36, 19);
  const colours = ['#ffe14d', '#4fc3f7', '#8bd46a', '#ffffff', '#b39dff'];
  const sprinkles = [
    [58, 118, 30], [74, 92, -40], [100, 78, 10], [156, 78, -20], [184, 90, 40], [204, 116, -30],
    [48, 142, -10], [212, 142, 20], [88, 112, 70], [168, 112, -60], [128, 74, 90],
  ];
  return (
    path(body, '#e3a45e', 'fill-rule="evenodd"') +
    path(icing, '#ff7eb6', 'fill-rule="evenodd"') +
    path('M100 108a28 13 0 0 1 56 0a28 7 0 0 0 -56 0Z', '#b87536', N) +
    sprinkles
      .map(([x, y, d], i) => line(`M${x - 6} ${y}L${x + 6} ${y}`, colours[i % colours.length], 6, `${N} ${rot(d, x, y)}`))
      .join('') +
    shine(66, 96, 14, 6, -25, 0.5) +
    eyes(128, 146, 30, 11, 'happy') +
    cheeks(128, 160, 52, 11, 6) +
    mouth(128, 160, 13, 'open')
  );
};

A.tomato = () =>
  path('M128 66C192 56 236 98 234 150C232 206 186 234 128 234C70 234 24 206 22 150C20 98 64 56 128 66Z', '#f2473f') +
  shine(74, 110, 20, 11, -35, 0.45) +
  rope('M128 64Q126 42 138 28', '#4c9a3a', 8) +
  path('M128 48L142 62L172 56L152 74L172 92L140 82L128 98L116 82L84 92L104 74L84 56L114 62Z', '#58b947') +
  eyes(128, 148, 34, 14, 'tall') +
  cheeks(128, 178, 64, 14, 8, '#ffb0a8', 0.8) +
  mouth(128, 174, 20, 'open');

A['fry-guy'] = () => {
  const fries = [
    [70, 50, -12], [94, 34, -6], [118, 26, 0], [142, 32, 6], [164, 42, 10], [182, 58, 14], [104, 58, -2], [152, 60, 4],
  ];
  return (
    fries.map(([x, y, d]) => rect(x, y, 24, 110, 5, '#ffd54a', rot(d, x + 12, y + 100))).join('') +
    fries.slice(0, 6).map(([x, y, d]) => rect(x + 5, y + 6, 5, 30, 2.5, '#fff3b0', `${N} ${rot(d, x + 12, y + 100)}`)).join('') +
    path('M38 104Q84 128 128 112Q172 128 218 104L196 234L60 234Z', '#e53935') +
    line('M54 132Q90 146 128 136Q166 146 202 132', '#ff6b64', 6, N) +
    eyes(128, 170, 28, 11, 'white') +
    cheeks(128, 196, 56, 11, 6, '#ffb3ae', 0.8) +
    mouth(128, 192, 18, 'grin')
  );
};

A.shades = () =>
  g(
    rot(-12, 128, 140),
    path(
      'M18 140C18 132 28 126 36 122C58 68 198 68 220 122C228 126 238 132 238 140C238 148 228 154 220 158C198 212 58 212 36 158C28 154 18 148 18 140Z',
      '#ffe14a',
    ),
    path('M208 114C212 88 236 78 250 86C244 108 226 118 208 114Z', '#6cc04a'),
    line('M214 110Q228 96 244 88', '#4e9a34', 4, N),
    shine(80, 100, 20, 8, -10, 0.5),
    circle(60, 176, 3, '#e8c230', N), circle(196, 168, 3, '#e8c230', N), circle(178, 186, 2.5, '#e8c230', N),
  ) +
  `<defs><linearGradient id="shades-lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4a78"/><stop offset="1" stop-color="#16161f"/></linearGradient></defs>` +
  line('M40 134L60 126M196 110L218 104', O, 6) +
  path('M58 122L122 114Q126 148 106 154L84 156Q62 156 58 122Z', 'url(#shades-lens)') +
  path('M134 112L198 104Q204 138 184 146L162 150Q140 150 134 112Z', 'url(#shades-lens)') +
  line('M121 118Q128 112 135 116', O, 6) +
  line('M72 128L84 140M146 120L158 132', '#fff', 5, `${N} opacity=".8"`) +
  mouth(132, 172, 24, 'grin') +
  cheeks(128, 166, 64, 11, 6, '#ff9f6b', 0.6);

A.pizza = () =>
  path('M30 60Q128 22 226 60L138 230Q128 246 118 230Z', '#ffc940') +
  path('M60 80Q56 110 66 118Q74 112 72 82Z', '#ffe07a', N) +
  circle(82, 98, 15, '#d8432f') + circle(78, 94, 4, '#f0765f', N) +
  circle(176, 96, 13, '#d8432f') + circle(172, 92, 3.5, '#f0765f', N) +
  circle(128, 200, 11, '#d8432f') +
  path('M20 62Q128 12 236 62Q242 80 226 88Q128 44 30 88Q14 80 20 62Z', '#d9893b') +
  line('M56 62Q90 46 120 42M146 42Q180 44 204 56', '#eeb06a', 5, N) +
  eyes(128, 128, 26, 11, 'dot', 'wink') +
  cheeks(128, 146, 44, 10, 6) +
  mouth(128, 148, 17, 'tongue');

A.taco = () => {
  // fillings peeking out above the shell
  const cx = 128;
  const cy = 206;
  const k = 11;
  const at = (i, r) => {
    const a = Math.PI + (Math.PI * i) / k;
    return `${n(cx + r * 0.86 * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  };
  let lettuce = `M${at(0, 116)}`;
  for (let i = 1; i <= k; i++) lettuce += `Q${at(i - 0.5, 146)} ${at(i, i === k ? 116 : 124)}`;
  lettuce += 'Z';
  return (
    path(lettuce, '#7cc443') +
    rect(50, 98, 24, 22, 5, '#e94b3c', rot(-20, 62, 109)) + rect(110, 70, 24, 22, 5, '#e94b3c', rot(10, 122, 81)) +
    rect(172, 84, 24, 22, 5, '#e94b3c', rot(30, 184, 95)) +
    circle(86, 88, 12, '#8a4b2a') + circle(150, 80, 12, '#8a4b2a') + circle(204, 118, 11, '#8a4b2a') +
    path('M26 206C26 130 70 90 128 90C186 90 230 130 230 206Z', '#ffc64a') +
    [[70, 140], [186, 146], [96, 116], [168, 118], [52, 184], [204, 186]].map(([x, y]) => circle(x, y, 4.5, '#e3a02d', N)).join('') +
    shine(66, 150, 12, 8, -45, 0.5) +
    eyes(128, 152, 30, 12) +
    cheeks(128, 176, 56, 12, 7) +
    mouth(128, 172, 20, 'open')
  );
};

A.burger = () =>
  rect(40, 190, 176, 38, 17, '#f0a848') +
  rect(30, 158, 196, 42, 19, '#7a4a2a') +
  line('M56 186H84M108 190H148M172 186H200', '#5c3720', 5, N) +
  path('M26 146H230V164H212Q206 186 196 164H146Q138 194 128 164H76Q68 184 60 164H26Z', '#ffd12e') +
  path('M24 140Q34 128 46 140Q58 152 70 140Q82 128 94 140Q106 152 118 140Q130 128 142 140Q154 152 166 140Q178 128 190 140Q202 152 214 140Q226 128 234 140L228 152H28Z', '#7cc443') +
  path('M32 126C32 64 80 36 128 36C176 36 224 64 224 126Q224 140 210 140H46Q32 140 32 126Z', '#f2ad4e') +
  [[84, 62, -30], [112, 52, -10], [144, 52, 10], [172, 62, 30], [60, 86, -45], [196, 86, 45]]
    .map(([x, y, d]) => ellipse(x, y, 6, 3.4, '#fff3d2', `${N} ${rot(d, x, y)}`)).join('') +
  shine(62, 104, 12, 7, -40, 0.45) +
  eyes(128, 96, 30, 11) +
  cheeks(128, 118, 56, 11, 6) +
  mouth(128, 112, 16, 'grin');

A.hotdog = () =>
  g(
    rot(-10, 128, 140),
    rect(34, 86, 188, 60, 30, '#dc9641'),
    rect(12, 96, 232, 54, 27, '#e0573a'),
    line('M36 118L52 106L68 122L84 106L100 122L116 106L132 122L148 106L164 122L180 106L196 122L212 106L222 116', '#ffd21f', 7, N),
    line('M22 112Q20 126 28 134M234 112Q236 126 228 134', '#f08a6a', 4, N),
    rect(30, 124, 196, 88, 42, '#f5bc62'),
    shine(62, 148, 14, 7, -10, 0.5),
    eyes(128, 158, 30, 11, 'happy'),
    cheeks(128, 170, 56, 12, 7),
    mouth(128, 172, 16, 'smile'),
  );

A.cupcake = () =>
  path('M48 144L208 144L188 234L68 234Z', '#5ec8e5') +
  line('M72 152L80 226M92 152L96 226M164 152L160 226M184 152L176 226', '#3a9cc0', 5, N) +
  path(
    'M40 156C16 152 20 118 46 114C38 86 68 70 90 80C94 56 124 48 138 62C156 48 188 60 182 84C206 80 226 104 212 120C236 126 236 156 212 156Z',
    '#ff9ec7',
  ) +
  line('M56 128Q96 140 128 126Q160 112 196 126M92 96Q124 106 160 92', '#e774a8', 5, N) +
  shine(84, 104, 12, 6, -20, 0.55) +
  [[70, 112, '#ffe14d', 30], [120, 80, '#4fc3f7', -20], [170, 104, '#8bd46a', 50], [148, 136, '#ffe14d', -40], [204, 140, '#4fc3f7', 10], [96, 144, '#b39dff', 70]]
    .map(([x, y, c, d]) => line(`M${x - 5} ${y}H${x + 5}`, c, 6, `${N} ${rot(d, x, y)}`)).join('') +
  rope('M138 46Q140 30 152 22', '#6b3e1f', 5) +
  circle(134, 50, 15, '#e53935') + circle(129, 45, 4.5, '#ff8a80', N) +
  eyes(128, 180, 28, 11) +
  cheeks(128, 200, 50, 11, 6) +
  mouth(128, 196, 12, 'cat');

A['ice-cream'] = () =>
  `<defs><clipPath id="ice-cream-cone"><path d="M66 128H190L136 236Q128 248 120 236Z"/></clipPath></defs>` +
  path('M66 128H190L136 236Q128 248 120 236Z', '#e8a95b') +
  g(
    'clip-path="url(#ice-cream-cone)"',
    line('M40 120L160 240M70 120L190 240M100 120L220 240M130 120L250 240M10 120L130 240M216 120L96 240M186 120L66 240M156 120L36 240M126 120L6 240M246 120L126 240', '#c4853c', 5, N),
  ) +
  path('M66 128H190L136 236Q128 248 120 236Z', 'none') +
  path(
    'M52 138C30 138 32 108 46 100C46 56 84 30 128 30C172 30 210 56 210 100C224 108 226 138 204 138C198 156 176 150 172 142C166 160 142 160 138 144C130 160 108 160 104 144C96 158 74 156 72 142C64 148 54 146 52 138Z',
    '#9fe8cf',
  ) +
  [[74, 74, 20], [178, 70, -30], [200, 116, 10], [60, 118, -20], [150, 46, 60], [104, 48, -50]]
    .map(([x, y, d]) => rect(x - 5, y - 3, 10, 6, 2, '#5a3520', `${N} ${rot(d, x, y)}`)).join('') +
  shine(84, 64, 14, 7, -30, 0.6) +
  eyes(128, 96, 28, 11) +
  cheeks(128, 116, 52, 11, 6) +
  mouth(128, 112, 18, 'tongue');

A.watermelon = () =>
  g(
    rot(-8, 128, 128),
    path('M16 76A112 112 0 0 0 240 76Z', '#3f9e3a'),
    path('M30 76A98 98 0 0 0 226 76Z', '#d8f5a8', N),
    path('M40 76A88 88 0 0 0 216 76Z', '#ff5a6e', N),
    line('M16 76H240', O, 7),
    [[64, 100, -20], [192, 100, 20], [92, 146, -10], [166, 146, 10], [128, 160, 0], [210, 112, 40]]
      .map(([x, y, d]) => ellipse(x, y, 4, 6.5, O, `${N} ${rot(d, x, y)}`)).join(''),
    eyes(128, 98, 30, 11, 'happy'),
    cheeks(128, 110, 54, 12, 7, '#ffb3bd', 0.9),
    mouth(128, 112, 20, 'open'),
  );

A.banana = () => {
  // a crescent built around an arc; it tapers towards both ends
  const C = [188, 10];
  const R = 150;
  const deg = Math.PI / 180;
  const a0 = 72 * deg;
  const a1 = 166 * deg;
  const steps = 24;
  const outer = [];
  const inner = [];
  const at = (a, r) => [C[0] + r * Math.cos(a), C[1] + r * Math.sin(a)];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = a0 + (a1 - a0) * t;
    const w = 14 + 70 * Math.pow(Math.sin(Math.PI * t), 0.65);
    outer.push(at(a, R + w * 0.55));
    inner.push(at(a, R - w * 0.45));
  }
  const pts = [...outer, ...[...inner].reverse()];
  const d = `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  const ridge = outer
    .slice(5, 20)
    .map((_, i) => at(a0 + (a1 - a0) * ((i + 5) / steps), R + 14))
    .map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`)
    .join('');
  const [tx, ty] = at(a0, R + 2);
  const [sx, sy] = at(a1, R + 2);
  const am = (a0 + a1) / 2;
  const [mx, my] = at(am, R + 4);
  const tilt = n((am / deg - 90) * 0.5);
  return (
    rope(`M${n(sx + 4)} ${n(sy + 2)}L${n(sx - 14)} ${n(sy - 10)}`, '#7a5a2a', 11) +
    path(d, '#ffe14a') +
    line(ridge, '#eec13a', 6, N) +
    circle(tx, ty, 8, '#5a3d1e') +
    shine(...at(am + 24 * deg, R + 26), 16, 5, am / deg + 90 + 24, 0.55) +
    g(
      rot(tilt, n(mx), n(my)),
      eyes(mx, my - 6, 20, 11),
      cheeks(mx, my + 10, 34, 9, 5.5),
      mouth(mx, my + 10, 11, 'smile'),
    )
  );
};
A.avocado = () =>
  path(
    'M128 22C170 22 186 68 196 98C212 140 224 160 220 192C214 228 174 242 128 242C82 242 42 228 36 192C32 160 44 140 60 98C70 68 86 22 128 22Z',
    '#3e7d32',
  ) +
  path(
    'M128 38C160 38 174 78 182 104C196 142 206 162 202 190C198 218 166 228 128 228C90 228 58 218 54 190C50 162 60 142 74 104C82 78 96 38 128 38Z',
    '#d9ee8e',
    N,
  ) +
  path('M128 60C150 60 162 92 170 114C182 146 190 164 186 188C182 208 158 214 128 214C98 214 74 208 70 188C66 164 74 146 86 114C94 92 106 60 128 60Z', '#eef7b4', N) +
  circle(128, 178, 38, '#8d5a34') +
  shine(114, 164, 10, 6, -30, 0.45) +
  eyes(128, 112, 24, 10) +
  cheeks(128, 132, 42, 10, 6) +
  mouth(128, 128, 10, 'o');

A.broccoli = () =>
  path('M92 132H164L176 222Q128 240 80 222Z', '#b4dd78') +
  line('M108 146L104 170M150 146L154 170', '#93c45a', 5, N) +
  blob(
    [[60, 104, 36], [94, 70, 38], [140, 60, 40], [186, 82, 36], [202, 124, 30], [54, 142, 28], [128, 110, 44], [172, 136, 30], [88, 140, 32]],
    '#4caf50',
  ) +
  [[72, 96, 12], [120, 68, 14], [170, 84, 12], [190, 126, 9], [62, 140, 8], [148, 118, 10], [100, 114, 10]]
    .map(([x, y, r]) => circle(x, y, r, '#3a9140', N)).join('') +
  shine(88, 62, 12, 6, -30, 0.5) +
  eyes(128, 184, 22, 10) +
  cheeks(128, 200, 38, 9, 5) +
  mouth(128, 198, 12, 'grin');

A.carrot = () => {
  const leaf = (x0, y0, x1, y1, w, fill) => {
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const nx = (-(y1 - y0) / len) * w;
    const ny = ((x1 - x0) / len) * w;
    return path(`M${x0} ${y0}Q${n(mx + nx)} ${n(my + ny)} ${x1} ${y1}Q${n(mx - nx)} ${n(my - ny)} ${x0} ${y0}Z`, fill);
  };
  return (
    g(
      rot(24, 128, 128),
      leaf(122, 78, 78, 16, 18, '#5fb548'),
      leaf(132, 76, 176, 14, 18, '#5fb548'),
      leaf(128, 76, 128, 2, 20, '#6cc04a'),
      path('M70 80Q128 60 186 80Q200 88 192 106L140 234Q128 252 116 234L64 106Q56 88 70 80Z', '#ff8a2b'),
      line('M74 132L90 130M182 140L166 140M112 204L124 202M96 172L108 172M150 186L160 186', '#d96a12', 5, N),
      shine(90, 98, 14, 6, -20, 0.5),
    ) +
    eyes(140, 126, 24, 11, 'dot', 'wink') +
    cheeks(140, 144, 40, 10, 6) +
    mouth(138, 144, 13, 'smile')
  );
};
A.cheese = () =>
  path('M28 114L228 98V200L28 216Z', '#ffc83d') +
  path('M28 114L168 46L228 98Z', '#ffe27a') +
  ellipse(140, 78, 12, 5, '#e8b02a', N) + ellipse(100, 98, 8, 3.5, '#e8b02a', N) + ellipse(182, 84, 6, 3, '#e8b02a', N) +
  circle(58, 186, 11, '#e8a820', 'stroke-width="4"') +
  circle(206, 130, 9, '#e8a820', 'stroke-width="4"') +
  circle(200, 178, 7, '#e8a820', 'stroke-width="4"') +
  circle(54, 140, 5, '#e8a820', 'stroke-width="4"') +
  eyes(128, 146, 30, 12, 'tall') +
  cheeks(128, 168, 54, 11, 6) +
  mouth(128, 166, 18, 'grin');

A.croissant = () => {
  // one crescent (horns down) with a scalloped outer edge, split into puffy segments
  const cx = 128;
  const cy = 206;
  const R = 88;
  const T = 50;
  const bounds = [-94, -70, -47, -23, 23, 47, 70, 94];
  const deg = Math.PI / 180;
  const thick = (th) => T * Math.pow(Math.max(0, Math.cos((th / 98) * 90 * deg)), 0.7);
  const bump = (th) => {
    for (let i = 0; i < bounds.length - 1; i++) {
      if (th >= bounds[i] && th <= bounds[i + 1]) return Math.sin((Math.PI * (th - bounds[i])) / (bounds[i + 1] - bounds[i]));
    }
    return 0;
  };
  const pt = (th, r) => [cx + r * Math.sin(th * deg), cy - r * Math.cos(th * deg)];
  const outer = [];
  const inner = [];
  for (let th = -96; th <= 96; th += 3) {
    outer.push(pt(th, R + thick(th) * (0.95 + 0.2 * bump(th))));
    inner.push(pt(th, R - thick(th) * 0.72));
  }
  const poly = [...outer, ...inner.reverse()];
  const d = `M${poly.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  const creases = bounds
    .slice(1, -1)
    .map((b) => {
      const [x0, y0] = pt(b, R - thick(b) * 0.72);
      const [x1, y1] = pt(b, R + thick(b) * 0.95);
      const [mx, my] = pt(b + (b > 0 ? 4 : -4), R + thick(b) * 0.1);
      return `M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}`;
    })
    .join('');
  const shade = [
    [-96, -70], [70, 96],
  ]
    .map(([a, b]) => {
      const pts = [];
      for (let th = a; th <= b; th += 2) pts.push(pt(th, R + thick(th) * (0.95 + 0.2 * bump(th))));
      for (let th = b; th >= a; th -= 2) pts.push(pt(th, R - thick(th) * 0.72));
      return path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, '#d4862f', N);
    })
    .join('');
  const top = cy - R;
  return (
    path(d, '#f0b255') +
    shade +
    line(creases, O, 5) +
    path(d, 'none') +
    line(`M${cx - 26} ${top - 40}Q${cx} ${top - 48} ${cx + 26} ${top - 40}`, '#f8cf86', 6, N) +
    shine(70, 118, 11, 6, -40, 0.5) +
    eyes(cx, top + 4, 19, 10, 'closed') +
    cheeks(cx, top + 20, 32, 8, 5) +
    mouth(cx, top + 19, 10, 'smile')
  );
};
A.pretzel = () => {
  const RW = 40; // rope width
  const dough = '#b5642b';
  // the loop (from the right arm over the right lobe, the belly, the left lobe) plus both ends
  const endL = [[74, 196], [100, 154], [146, 138], [158, 104]];
  const loop =
    'C170 70 214 52 224 96C234 142 198 210 128 212C58 210 22 142 32 96C42 52 86 70 98 104';
  const endR = 'M98 104C110 138 156 154 182 196';
  // lower half of the left end (de Casteljau split at t = .5), drawn again over the belly
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const [p0, p1, p2, p3] = endL;
  const a = mid(p0, p1);
  const b = mid(p1, p2);
  const c = mid(p2, p3);
  const ab = mid(a, b);
  const bc = mid(b, c);
  const m = mid(ab, bc);
  const pt = (p) => `${n(p[0])} ${n(p[1])}`;
  const full = `M${pt(p0)}C${pt(p1)} ${pt(p2)} ${pt(p3)}${loop}`;
  const lowL = `M${pt(p0)}C${pt(a)} ${pt(ab)} ${pt(m)}`;
  const leftEnd = `M${pt(p0)}C${pt(p1)} ${pt(p2)} ${pt(p3)}`;
  return (
    rope(full, dough, RW) +
    line(lowL, O, RW + 2 * W) +
    line(leftEnd, dough, RW) +
    line(endR, O, RW + 2 * W) +
    line(`M92 87L98 104${endR.slice(7)}`, dough, RW) +
    line('M40 96C48 62 80 66 90 98M216 96C208 62 176 66 166 98', '#d68345', 8, N) +
    [[54, 72, 20], [40, 120, -30], [196, 64, 30], [218, 126, -10], [150, 146, 0], [104, 146, 60], [64, 176, 40], [192, 176, -40]]
      .map(([x, y, dd]) => rect(x - 4, y - 3, 8, 6, 1.5, '#fffaf0', `${N} ${rot(dd, x, y)}`)).join('') +
    eyes(128, 202, 17, 9) +
    mouth(128, 211, 8, 'smile')
  );
};
A.dumpling = () => {
  // pan-fried gyoza: a plump crescent with a pleated ridge along the top seam
  const body = 'M22 188Q36 98 128 94Q220 98 234 188Q232 220 128 222Q24 220 22 188Z';
  const q = (p0, c, p1, t) => [
    (1 - t) * (1 - t) * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0],
    (1 - t) * (1 - t) * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1],
  ];
  const seam = (t) => (t < 0.5 ? q([22, 188], [36, 98], [128, 94], t * 2) : q([128, 94], [220, 98], [234, 188], t * 2 - 1));
  const crest = [];
  const folds = [];
  const k = 10;
  for (let i = 0; i <= k; i++) {
    const t = 0.1 + (0.8 * i) / k;
    const [x, y] = seam(t);
    const [x2, y2] = seam(t + 0.01);
    const len = Math.hypot(x2 - x, y2 - y);
    const nx = (y2 - y) / len; // outward normal (left of travel direction)
    const ny = -(x2 - x) / len;
    const r = 11 + 6 * Math.sin(Math.PI * t);
    crest.push([x + nx * 6, y + ny * 6, r]);
    if (i % 2 === 0 && i > 0 && i < k) {
      folds.push(`M${n(x - nx * 4)} ${n(y - ny * 4)}Q${n(x - nx * 18 + (128 - x) * 0.08)} ${n(y - ny * 18)} ${n(x - nx * 30 + (128 - x) * 0.1)} ${n(y - ny * 30)}`);
    }
  }
  return (
    blob(crest, '#fbeed3') +
    path(body, '#fff3dc') +
    path('M30 204Q128 240 226 204Q224 218 128 220Q32 218 30 204Z', '#e7b46a', N) +
    line(folds.join(''), '#dccaa6', 5, N) +
    shine(64, 150, 12, 7, -40, 0.7) +
    eyes(128, 164, 30, 11, 'happy') +
    cheeks(128, 178, 54, 12, 7) +
    mouth(128, 178, 12, 'cat')
  );
};
A.egg = () =>
  path(
    'M60 52C94 24 140 40 164 34C202 26 238 56 232 100C228 128 244 152 232 184C216 226 168 226 140 220C108 214 80 236 50 214C18 192 28 160 26 130C24 94 30 76 60 52Z',
    '#ffffff',
  ) +
  path('M44 164Q40 190 60 206', 'none', 'stroke="#e6e6e6" stroke-width="6"') +
  circle(136, 128, 60, '#ffc21a') +
  shine(112, 100, 14, 8, -35, 0.6) +
  eyes(136, 124, 24, 11) +
  cheeks(136, 144, 42, 10, 6, '#ff8a5c', 0.6) +
  mouth(136, 146, 12, 'open');

A.strawberry = () => {
  const seeds = [
    [70, 112], [186, 112], [60, 150], [196, 150], [84, 188], [172, 188], [128, 214], [104, 206], [152, 206], [96, 92], [160, 92], [128, 96],
  ];
  return (
    path('M128 234C76 220 28 164 32 112C36 72 80 62 128 76C176 62 220 72 224 112C228 164 180 220 128 234Z', '#f23b4e') +
    seeds.map(([x, y]) => ellipse(x, y, 3.5, 5.5, '#ffe27a', N)).join('') +
    shine(66, 124, 10, 18, 20, 0.4) +
    path('M128 88L108 96L80 90L94 76L70 62L102 62L112 42L128 58L144 42L154 62L186 62L162 76L176 90L148 96Z', '#58b947') +
    rope('M128 62Q127 46 136 36', '#4c9a3a', 8) +
    eyes(128, 138, 28, 12) +
    cheeks(128, 160, 52, 12, 7, '#ffb3bd', 0.85) +
    mouth(128, 158, 16, 'smile')
  );
};

A.cherry = () =>
  rope('M82 150Q96 80 160 40', '#5a8f2e', 7) +
  rope('M176 142Q170 90 160 40', '#5a8f2e', 7) +
  path('M160 40C172 20 210 18 226 30C210 50 180 52 160 40Z', '#6cc04a') +
  line('M166 38Q194 34 218 31', '#4e9a34', 4, N) +
  circle(176, 176, 50, '#c71f37') +
  shine(160, 150, 12, 7, -35, 0.5) +
  circle(82, 182, 54, '#e0263f') +
  shine(64, 154, 14, 8, -35, 0.5) +
  eyes(82, 184, 20, 9, 'happy') +
  mouth(82, 196, 11, 'open') +
  cheeks(82, 198, 34, 8, 5, '#ff9aa8', 0.9) +
  eye(172, 176, 8) + eye(200, 176, 8, 'wink') +
  mouth(186, 192, 9, 'smile');

A.pineapple = () => {
  const leaf = ([tx, ty], fill) => path(`M128 112Q${tx - 26} ${ty + 56} ${tx} ${ty}Q${tx + 26} ${ty + 56} 128 112Z`, fill);
  return (
    leaf([70, 40], '#4caf50') + leaf([186, 40], '#4caf50') +
    leaf([92, 18], '#58b947') + leaf([164, 18], '#58b947') +
    leaf([128, 6], '#6cc04a') +
    `<defs><clipPath id="pineapple-skin"><ellipse cx="128" cy="168" rx="76" ry="76"/></clipPath></defs>` +
    ellipse(128, 168, 76, 76, '#f7b52c') +
    g(
      'clip-path="url(#pineapple-skin)"',
      line('M20 100L200 280M60 80L240 260M100 80L260 240M-20 140L160 320M20 180L140 300M140 60L280 200M236 100L56 280M196 80L16 260M156 80L-4 240M276 140L96 320M236 180L116 300M116 60L-24 200', '#d88c1a', 4, N),
    ) +
    ellipse(128, 168, 76, 76, 'none') +
    shine(86, 130, 10, 18, 20, 0.45) +
    ellipse(128, 170, 46, 30, '#f7b52c', `${N} opacity=".85"`) +
    eyes(128, 162, 26, 11) +
    brow(102, 142, 9, -10) + brow(154, 142, 9, 10) +
    cheeks(128, 182, 48, 10, 6) +
    mouth(128, 180, 15, 'grin')
  );
};
A.mushroom = () =>
  path('M84 136L172 136Q184 192 170 224Q128 238 86 224Q72 192 84 136Z', '#fff1dc') +
  path('M22 128C22 66 70 26 128 26C186 26 234 66 234 128Q234 146 216 146H40Q22 146 22 128Z', '#e8413c') +
  ellipse(128, 60, 20, 14, '#fff', N) + ellipse(72, 96, 16, 12, '#fff', N) + ellipse(186, 92, 18, 13, '#fff', N) +
  ellipse(120, 114, 12, 8, '#fff', N) + ellipse(210, 126, 8, 6, '#fff', N) + ellipse(42, 126, 7, 5, '#fff', N) +
  shine(64, 62, 16, 7, -40, 0.35) +
  eyes(128, 176, 20, 10) +
  cheeks(128, 196, 32, 8, 5) +
  mouth(128, 192, 10, 'o');

A.corn = () => {
  const cob = 'M128 22C172 22 184 82 184 140C184 196 164 226 128 226C92 226 72 196 72 140C72 82 84 22 128 22Z';
  return (
    '<defs><pattern id="corn-kernels" width="20" height="18" patternUnits="userSpaceOnUse" x="8" y="4" stroke="none">' +
    '<rect width="20" height="18" fill="#eeb514"/><rect x="1.5" y="1.5" width="17" height="15" rx="6" fill="#ffd94a"/>' +
    '<circle cx="7" cy="6" r="2.5" fill="#fff3b0"/></pattern></defs>' +
    path(cob, 'url(#corn-kernels)') +
    shine(98, 70, 7, 18, 10, 0.4) +
    path('M128 240C76 234 38 176 50 104C74 144 100 178 136 222Z', '#7cc443') +
    path('M128 240C180 234 218 176 206 104C182 144 156 178 120 222Z', '#6ab336') +
    line('M70 140Q84 190 118 224M186 140Q172 190 138 224', '#4e9a34', 4, N) +
    eyes(128, 110, 24, 11) +
    cheeks(128, 128, 40, 10, 6, '#ff8a6b', 0.85) +
    mouth(128, 126, 13, 'open')
  );
};
A.cookie = () => {
  const cx = 128;
  const cy = 132;
  const R = 104;
  const at = (deg, r) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
  const [sx, sy] = at(-74, R);
  const [ex, ey] = at(-16, R);
  const [p1x, p1y] = at(-55, R - 18);
  const [p2x, p2y] = at(-35, R - 18);
  const d =
    `M${n(sx)} ${n(sy)}A${R} ${R} 0 1 0 ${n(ex)} ${n(ey)}` +
    `A22 22 0 0 1 ${n(p2x)} ${n(p2y)}A22 22 0 0 1 ${n(p1x)} ${n(p1y)}A22 22 0 0 1 ${n(sx)} ${n(sy)}Z`;
  const chips = [
    [72, 84, 0], [118, 56, 30], [60, 150, 60], [92, 206, 20], [168, 202, -30], [200, 160, 45], [150, 100, 10], [48, 112, -20],
  ];
  return (
    path(d, '#d9a05b') +
    chips.map(([x, y, r]) => path(`M${x - 9} ${y - 2}Q${x - 4} ${y - 11} ${x + 6} ${y - 7}Q${x + 12} ${y + 2} ${x + 5} ${y + 8}Q${x - 6} ${y + 10} ${x - 9} ${y - 2}Z`, '#5a3520', `${N} ${rot(r, x, y)}`)).join('') +
    [[180, 70], [200, 104]].map(([x, y]) => circle(x, y, 3, '#b87a3a', N)).join('') +
    circle(104, 168, 3, '#b87a3a', N) +
    shine(66, 114, 12, 6, -50, 0.35) +
    eyes(124, 140, 28, 12, 'tall') +
    line('M86 112Q96 104 108 108', O, 6) + line('M140 108Q152 104 162 112', O, 6) +
    cheeks(124, 164, 50, 11, 6) +
    mouth(124, 162, 14, 'o')
  );
};

A.popcorn = () => {
  const top = [52, 206];
  const bot = [70, 186];
  const k = 7;
  let stripes = '';
  for (let i = 0; i < k; i++) {
    if (i % 2) continue;
    const t0 = i / k;
    const t1 = (i + 1) / k;
    const x = (a, b, t) => a + (b - a) * t;
    stripes += path(
      `M${n(x(top[0], top[1], t0))} 112L${n(x(top[0], top[1], t1))} 112L${n(x(bot[0], bot[1], t1))} 232L${n(x(bot[0], bot[1], t0))} 232Z`,
      '#e53935',
      N,
    );
  }
  return (
    blob(
      [[62, 100, 26], [92, 74, 30], [128, 62, 32], [166, 74, 30], [196, 100, 26], [110, 98, 26], [150, 100, 26], [80, 108, 20], [178, 108, 20], [128, 36, 20], [196, 60, 16], [58, 64, 16]],
      '#fff6d6',
    ) +
    [[92, 70], [140, 54], [178, 96], [64, 94], [122, 32], [198, 58]].map(([x, y]) => circle(x, y, 5, '#ffd54a', N)).join('') +
    path('M52 112H206L186 232H70Z', '#ffffff') +
    stripes +
    path('M52 112H206L186 232H70Z', 'none') +
    rect(44, 106, 168, 20, 8, '#e53935') +
    line('M56 112H200', '#ff7a72', 4, N) +
    circle(106, 166, 12, '#fff', N) + circle(150, 166, 12, '#fff', N) +
    eyes(128, 166, 22, 10, 'tall') +
    path('M108 186Q128 200 148 186Q146 210 128 210Q110 210 108 186Z', '#fff', N) +
    mouth(128, 186, 18, 'open')
  );
};

A.onigiri = () =>
  path('M128 30C152 30 238 174 228 204C220 230 36 230 28 204C18 174 104 30 128 30Z', '#ffffff') +
  [[96, 80, -40], [160, 80, 40], [68, 150, -30], [190, 150, 30]].map(([x, y, d]) => ellipse(x, y, 7, 3.5, '#e8e8e2', `${N} ${rot(d, x, y)}`)).join('') +
  path('M90 170H166V224Q128 228 90 224Z', '#2f4f3a') +
  line('M98 180V218M158 180V218', '#3f6a4e', 4, N) +
  eyes(128, 130, 26, 11) +
  cheeks(128, 150, 48, 11, 6) +
  mouth(128, 146, 12, 'cat');

// ---------------------------------------------------------------------------------------------
// Robots (modern, friendly)
// ---------------------------------------------------------------------------------------------
const SCREEN = '#1d2540';

/** LED eye with a soft halo. */
const led = (x, y, rx, ry, color) => ellipse(x, y, rx + 5, ry + 5, color, `${N} opacity=".25"`) + ellipse(x, y, rx, ry, color, N);

A.robo = () =>
  rope('M128 66V34', '#b8c4d6', 6) +
  circle(128, 30, 13, '#ff5a5a') + circle(124, 26, 4, '#ffb3b3', N) +
  rect(20, 118, 24, 52, 8, '#b8c4d6') + rect(212, 118, 24, 52, 8, '#b8c4d6') +
  rect(36, 64, 184, 160, 44, '#4d9dff') +
  rect(50, 74, 60, 14, 7, '#8cc3ff', N) +
  rect(58, 94, 140, 104, 28, SCREEN) +
  led(100, 136, 12, 17, '#5cf2ff') + led(156, 136, 12, 17, '#5cf2ff') +
  circle(96, 130, 4, '#e8ffff', N) + circle(152, 130, 4, '#e8ffff', N) +
  line('M108 170Q128 186 148 170', '#5cf2ff', 7, N) +
  ellipse(82, 172, 9, 5, '#ff7fb0', `${N} opacity=".7"`) + ellipse(174, 172, 9, 5, '#ff7fb0', `${N} opacity=".7"`) +
  circle(128, 212, 4, '#8cc3ff', N);

A.bolt = () =>
  path('M136 8L104 50H128L116 80L156 34H132Z', '#ffd93d') +
  rope('M74 78L60 56M182 78L196 56', '#c9d2de', 6) +
  circle(58, 52, 8, '#ffd93d') + circle(198, 52, 8, '#ffd93d') +
  path('M44 84Q44 72 58 72H198Q212 72 212 84L222 200Q222 224 198 224H58Q34 224 34 200Z', '#ff8a3d') +
  path('M56 82H146Q150 82 148 88H58Z', '#ffb57e', N) +
  rect(56, 104, 144, 84, 36, SCREEN) +
  line('M84 146Q98 126 112 146M144 146Q158 126 172 146', '#ffd93d', 8, N) +
  line('M84 146Q98 126 112 146M144 146Q158 126 172 146', '#ffd93d', 16, `${N} opacity=".25"`) +
  path('M114 160H142Q140 176 128 176Q116 176 114 160Z', '#ffd93d', N) +
  circle(52, 206, 5, '#ffc08e', N) + circle(204, 206, 5, '#ffc08e', N);

A.gizmo = () =>
  rope('M86 70L70 30M170 70L186 30', '#c9d2de', 6) +
  circle(68, 26, 11, '#ff7ad9') + circle(188, 26, 11, '#ff7ad9') +
  circle(65, 23, 3.5, '#ffd1f2', N) + circle(185, 23, 3.5, '#ffd1f2', N) +
  path('M32 150C32 86 76 54 128 54C180 54 224 86 224 150V190Q224 226 188 226H68Q32 226 32 190Z', '#3ddc97') +
  path('M52 130C56 92 84 70 116 66Q72 84 66 130Z', '#9ff2cc', N) +
  circle(22, 160, 14, '#ffd93d') + circle(234, 160, 14, '#ffd93d') +
  circle(128, 152, 66, SCREEN) +
  circle(100, 142, 20, '#fff', N) + circle(156, 142, 20, '#fff', N) +
  circle(104, 146, 10, '#ff7ad9', N) + circle(152, 146, 10, '#ff7ad9', N) +
  circle(100, 140, 4, '#fff', N) + circle(148, 140, 4, '#fff', N) +
  ellipse(128, 188, 9, 7, '#ff7ad9', N);

A.sprocket = () => {
  const teeth = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * 36 * Math.PI) / 180;
    const x = 128 + 100 * Math.cos(a);
    const y = 132 + 100 * Math.sin(a);
    teeth.push(rect(x - 18, y - 16, 36, 32, 7, '#9b7bff', rot((i * 36), x, y)));
  }
  return (
    teeth.join('') +
    circle(128, 132, 94, '#9b7bff') +
    path('M62 84Q86 54 124 50', 'none', 'stroke="#c9b8ff" stroke-width="8"') +
    circle(128, 132, 68, SCREEN) +
    circle(100, 122, 22, '#7cff6b', `${N} opacity=".2"`) + circle(156, 122, 22, '#7cff6b', `${N} opacity=".2"`) +
    circle(100, 122, 14, 'none', 'stroke="#7cff6b" stroke-width="6"') + circle(156, 122, 14, 'none', 'stroke="#7cff6b" stroke-width="6"') +
    circle(100, 122, 5, '#7cff6b', N) + circle(156, 122, 5, '#7cff6b', N) +
    path('M106 152H150Q148 176 128 176Q108 176 106 152Z', '#7cff6b', N) +
    circle(128, 74, 5, '#c9b8ff', N) + circle(128, 190, 5, '#c9b8ff', N)
  );
};

A.chip = () => {
  const pins = [];
  for (let i = 0; i < 4; i++) {
    const p = 74 + i * 36;
    pins.push(rect(14, p - 8, 30, 16, 4, '#d0d7e2'));
    pins.push(rect(212, p - 8, 30, 16, 4, '#d0d7e2'));
  }
  return (
    pins.join('') +
    rope('M128 52V26', '#d0d7e2', 6) +
    rect(116, 6, 24, 20, 5, '#ffe14d') +
    rect(40, 48, 176, 176, 26, '#2ec4b6') +
    line('M54 64H84L92 72M202 64H180L172 72M54 208H84L92 200M202 208H180L172 200', '#86ece3', 4, N) +
    circle(58, 62, 5, '#1b8f85', N) +
    rect(66, 82, 124, 108, 18, SCREEN) +
    rect(90, 108, 18, 22, 3, '#ffe14d', N) + rect(148, 108, 18, 22, 3, '#ffe14d', N) +
    rect(94, 110, 6, 6, 1, '#fff8c4', N) + rect(152, 110, 6, 6, 1, '#fff8c4', N) +
    rect(96, 148, 12, 12, 2, '#ffe14d', N) + rect(108, 158, 40, 12, 2, '#ffe14d', N) + rect(148, 148, 12, 12, 2, '#ffe14d', N) +
    rect(74, 140, 12, 8, 3, '#ff7fb0', `${N} opacity=".8"`) + rect(170, 140, 12, 8, 3, '#ff7fb0', `${N} opacity=".8"`)
  );
};

// ---------------------------------------------------------------------------------------------
// Classic tin-toy robots
// ---------------------------------------------------------------------------------------------
const metal = (id, a, b) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
const rivets = (pts, fill = '#f4f6f8') => pts.map(([x, y]) => circle(x, y, 4.5, fill, 'stroke-width="3"')).join('');
const porthole = (x, y, r, glass) =>
  circle(x, y, r + 8, '#dfe4ea') + circle(x, y, r, glass, 'stroke-width="5"') + circle(x, y, r * 0.45, O, N) + circle(x - r * 0.35, y - r * 0.35, r * 0.25, '#fff', N);
const grille = (x, y, w, h, bars, fill = '#2b2b2b', bar = '#9aa6b2') => {
  let s = rect(x, y, w, h, 6, fill, 'stroke-width="5"');
  for (let i = 1; i < bars; i++) s += line(`M${n(x + (w * i) / bars)} ${n(y + 4)}V${n(y + h - 4)}`, bar, 4, N);
  return s;
};

A['retro-robo'] = () =>
  metal('retro-robo-metal', '#f1f4f7', '#9aa6b2') +
  rope('M128 52V24', '#9aa6b2', 5) +
  circle(128, 20, 10, '#e53935') + circle(125, 17, 3, '#ff9a94', N) +
  path('M18 118L42 106V178L18 166Z', '#e53935') + path('M238 118L214 106V178L238 166Z', '#e53935') +
  path('M40 96Q40 50 128 50Q216 50 216 96V208Q216 226 198 226H58Q40 226 40 208Z', 'url(#retro-robo-metal)') +
  line('M40 100H216', O, 5) +
  rivets([[56, 114], [200, 114], [56, 210], [200, 210], [72, 74], [184, 74]]) +
  porthole(92, 142, 18, '#ffd93d') + porthole(164, 142, 18, '#ffd93d') +
  grille(84, 182, 88, 26, 6) +
  line('M58 80Q70 66 92 62', '#fff', 6, `${N} opacity=".8"`);

A['tin-can'] = () =>
  metal('tin-can-metal', '#e9eef3', '#8d99a6') +
  path('M148 40L176 22Q186 18 190 28L180 34', 'none', 'stroke-width="12" stroke="#2b2b2b"') +
  path('M148 40L176 22Q186 18 190 28L180 34', 'none', 'stroke-width="5" stroke="#c9d2de"') +
  path('M44 62V204A84 22 0 0 0 212 204V62Z', 'url(#tin-can-metal)') +
  ellipse(128, 62, 84, 22, '#dfe5eb') +
  ellipse(128, 62, 70, 15, '#c3ccd5', 'stroke-width="4"') +
  line('M44 94A84 20 0 0 0 212 94M44 210A84 20 0 0 0 212 210', O, 5) +
  line('M48 118A80 18 0 0 0 208 118M48 134A80 18 0 0 0 208 134', '#aab4bf', 4, N) +
  rect(56, 120, 144, 70, 10, '#f2b33d', 'stroke-width="5"') +
  circle(100, 150, 16, '#fff', 'stroke-width="5"') + circle(156, 150, 16, '#fff', 'stroke-width="5"') +
  circle(103, 152, 8, O, N) + circle(153, 152, 8, O, N) +
  circle(100, 148, 3, '#fff', N) + circle(150, 148, 3, '#fff', N) +
  rect(104, 176, 48, 8, 4, O, N) +
  line('M58 100V200', '#fff', 6, `${N} opacity=".7"`) +
  rivets([[64, 108], [192, 108], [64, 202], [192, 202]]);

A.clank = () =>
  metal('clank-metal', '#ef6a5a', '#b2322a') +
  rect(112, 50, 32, 18, 4, '#9aa6b2') +
  path('M128 8C112 8 104 20 106 32C108 42 116 44 116 52H140C140 44 148 42 150 32C152 20 144 8 128 8Z', '#fff3b0', 'opacity=".95"') +
  line('M122 46L126 30L130 40L134 26', '#ff9800', 4, N) +
  circle(22, 138, 16, '#ffd93d') + circle(234, 138, 16, '#ffd93d') +
  circle(22, 138, 6, O, N) + circle(234, 138, 6, O, N) +
  rect(30, 66, 196, 154, 18, 'url(#clank-metal)') +
  rect(52, 86, 152, 112, 12, '#f7ecd2') +
  circle(98, 128, 24, '#fff', 'stroke-width="6"') + circle(158, 128, 24, '#fff', 'stroke-width="6"') +
  circle(98, 128, 11, O, N) + circle(158, 128, 11, O, N) + circle(94, 124, 4, '#fff', N) + circle(154, 124, 4, '#fff', N) +
  rect(86, 164, 84, 24, 5, '#fff', 'stroke-width="5"') +
  line('M107 166V186M128 166V186M149 166V186', O, 4) +
  rivets([[42, 78], [214, 78], [42, 208], [214, 208]], '#ffd0ca');

A.boxy = () =>
  metal('boxy-metal', '#8be0d0', '#2f8f80') +
  rope('M84 52L70 18M172 52L186 18', '#9aa6b2', 5) +
  circle(68, 16, 10, '#ff7043') + circle(188, 16, 10, '#ff7043') +
  rect(46, 50, 164, 184, 10, 'url(#boxy-metal)') +
  rect(60, 74, 136, 58, 10, '#263238') +
  circle(98, 103, 14, '#ffb300', N) + circle(158, 103, 14, '#ffb300', N) +
  circle(98, 103, 22, '#ffb300', `${N} opacity=".25"`) + circle(158, 103, 22, '#ffb300', `${N} opacity=".25"`) +
  circle(94, 99, 4, '#fff3c4', N) + circle(154, 99, 4, '#fff3c4', N) +
  circle(84, 180, 18, '#dfe4ea', 'stroke-width="5"') +
  line('M84 168V180L94 186', O, 4) +
  [[128, 166], [144, 166], [160, 166], [176, 166], [128, 182], [144, 182], [160, 182], [176, 182], [128, 198], [144, 198], [160, 198], [176, 198]]
    .map(([x, y]) => circle(x, y, 4, '#1f5c52', N)).join('') +
  rivets([[58, 62], [198, 62], [58, 222], [198, 222]]) +
  line('M62 146V214', '#c2f2e8', 6, `${N} opacity=".7"`);

A.rusty = () =>
  metal('rusty-metal', '#e0955a', '#8a4a24') +
  path('M128 54Q122 36 136 30Q150 24 144 12', 'none', 'stroke="#2b2b2b" stroke-width="12"') +
  path('M128 54Q122 36 136 30Q150 24 144 12', 'none', 'stroke="#a8b3be" stroke-width="5"') +
  circle(144, 12, 8, '#8bd46a') +
  rect(16, 116, 26, 44, 6, '#a8b3be') + rect(214, 120, 26, 40, 6, '#a8b3be') +
  path('M38 78Q38 56 60 54L200 50Q222 50 222 72L218 206Q218 226 198 226H62Q40 226 40 206Z', 'url(#rusty-metal)') +
  path('M56 190Q70 176 86 188Q96 202 80 212Q62 214 56 190Z', '#6e3a1c', `${N} opacity=".7"`) +
  path('M186 66Q204 62 206 80Q196 90 184 82Z', '#6e3a1c', `${N} opacity=".7"`) +
  circle(170, 200, 6, '#6e3a1c', `${N} opacity=".6"`) +
  rect(148, 62, 40, 28, 3, '#c9d2de', `stroke-width="5" ${rot(8, 168, 76)}`) +
  circle(154, 68, 2.5, O, N) + circle(182, 72, 2.5, O, N) + circle(152, 84, 2.5, O, N) + circle(180, 88, 2.5, O, N) +
  porthole(90, 128, 20, '#9be7ff') + porthole(166, 130, 14, '#9be7ff') +
  path('M82 178Q128 200 176 172L172 190Q128 212 84 194Z', '#f4f6f8', 'stroke-width="5"') +
  line('M104 186L106 198M128 190V202M150 184L150 196', O, 4) +
  rivets([[52, 70], [208, 66], [52, 212], [206, 212]], '#e8c7a8');

// ---------------------------------------------------------------------------------------------
// Unknown player
// ---------------------------------------------------------------------------------------------
const unknown = () =>
  path('M40 236C40 176 76 132 128 132C180 132 216 176 216 236Z', '#8e96a3') +
  circle(128, 102, 64, '#b4bbc6') +
  shine(98, 70, 14, 8, -35, 0.5) +
  eye(104, 104, 10) + eye(152, 104, 10) +
  line('M90 82Q102 74 114 80', O, 6) + line('M142 86L164 86', O, 6) +
  line('M110 136Q120 128 128 134Q136 140 146 132', O, 6) +
  rope('M180 52Q182 26 206 26Q230 26 230 48Q230 64 212 70Q204 74 204 88', '#ffcb2e', 12) +
  circle(204, 112, 10, '#ffcb2e');

// ---------------------------------------------------------------------------------------------
const wrap = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
  `<g stroke="${O}" stroke-width="${W}" stroke-linejoin="round" stroke-linecap="round">${inner}</g></svg>\n`;

mkdirSync(OUT, { recursive: true });
const ids = [...Object.keys(A), 'unknown'];
for (const id of ids) {
  const svg = wrap(id === 'unknown' ? unknown() : A[id]());
  writeFileSync(join(OUT, `${id}.svg`), svg);
}
console.log(`wrote ${ids.length} avatars to ${OUT}`);
