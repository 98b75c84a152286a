/**
 * SVG building blocks shared by every SNAPTION card: shapes, the outlined "rope" stroke and cartoon
 * faces, in the style of the product's avatars (a #2b2b2b outline, flat fills, round joins).
 */
export const O = '#2b2b2b';
export const N = ' stroke="none"';
export const CHEEK = '#ff7f96';
const TONGUE = '#ff6f87';
const MOUTH = '#5a1d2a';

/** Numbers rounded to one decimal keep the files small. */
export const n = (v) => String(Math.round(v * 10) / 10);
const attrs = (extra) => (extra ? ` ${extra.trim()}` : '');

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${attrs(extra)}/>`;
/** A stroked path; a line is its own stroke, so "no outline" or a width passed in `extra` fold in. */
export const line = (d, color, width, extra = '') => {
  const rest = extra.replace(N, '').replace(/stroke-width="[^"]*"/, '');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${attrs(rest)}/>`;
};
export const poly = (pts, fill, extra = '') => path(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, fill, extra);
export const g = (extra, ...children) => `<g${attrs(extra)}>${children.join('')}</g>`;
export const rot = (deg, cx, cy) => `transform="rotate(${n(deg)} ${n(cx)} ${n(cy)})"`;

/** A placed group: translate to (x, y), then scale, rotate and mirror around that point. */
export function place(x, y, { s = 1, r = 0, flip = false } = {}, inner) {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (r) parts.push(`rotate(${n(r)})`);
  if (s !== 1 || flip) parts.push(`scale(${flip ? `-${n3(s)}` : n3(s)} ${n3(s)})`);
  return `<g transform="${parts.join(' ')}">${inner}</g>`;
}
const n3 = (v) => String(Math.round(v * 1000) / 1000);

/** An outlined stroke: dark outline underneath, colour on top. */
export const rope = (d, color, width, ow = 6) => line(d, O, width + 2 * ow) + line(d, color, width);

/** A soft white shine on a body. */
export const shine = (cx, cy, rx, ry, deg = -30, op = 0.45) =>
  ellipse(cx, cy, rx, ry, '#fff', `${N} opacity="${op}" ${rot(deg, cx, cy)}`);

/** A cartoon eye; `kind` picks the mood. */
export function eye(x, y, r = 12, kind = 'dot', side = 1) {
  switch (kind) {
    case 'dot':
      return circle(x, y, r, O, N) + circle(x - r * 0.34, y - r * 0.36, r * 0.4, '#fff', N);
    case 'wide':
      return circle(x, y, r * 1.35, '#fff', 'stroke-width="5"') + circle(x, y, r * 0.55, O, N);
    case 'look':
      return circle(x, y, r * 1.25, '#fff', 'stroke-width="5"') + circle(x + r * 0.5 * side, y, r * 0.6, O, N);
    case 'happy':
      return line(`M${n(x - r)} ${n(y + r * 0.35)}Q${n(x)} ${n(y - r * 1.1)} ${n(x + r)} ${n(y + r * 0.35)}`, O, 6);
    case 'closed':
      return line(`M${n(x - r)} ${n(y - r * 0.2)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y - r * 0.2)}`, O, 6);
    case 'flat':
      return line(`M${n(x - r)} ${n(y)}H${n(x + r)}`, O, 6);
    case 'half': // heavy lids: smug or unimpressed
      return path(`M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y)}Z`, O, N) + line(`M${n(x - r * 1.2)} ${n(y)}H${n(x + r * 1.2)}`, O, 5);
    case 'x':
      return line(`M${n(x - r * 0.7)} ${n(y - r * 0.7)}L${n(x + r * 0.7)} ${n(y + r * 0.7)}M${n(x + r * 0.7)} ${n(y - r * 0.7)}L${n(x - r * 0.7)} ${n(y + r * 0.7)}`, O, 5);
    case 'heart':
      return heart(x, y, r * 1.2, '#ff4f6d');
    case 'spiral':
      return line(`M${n(x)} ${n(y)}m-2 0a3 3 0 1 1 5 2a6 6 0 1 1 -9 -5a9 9 0 1 1 13 8`, O, 3.5);
    default:
      throw new Error(`eye kind ${kind}`);
  }
}

export const heart = (x, y, r, fill, extra = 'stroke-width="4"') =>
  path(
    `M${n(x)} ${n(y + r)}C${n(x - r * 1.6)} ${n(y - r * 0.1)} ${n(x - r * 0.9)} ${n(y - r * 1.3)} ${n(x)} ${n(y - r * 0.45)}C${n(x + r * 0.9)} ${n(y - r * 1.3)} ${n(x + r * 1.6)} ${n(y - r * 0.1)} ${n(x)} ${n(y + r)}Z`,
    fill,
    extra,
  );

/** A mouth centred on x with half-width w; y is its top. */
export function mouth(x, y, w, kind = 'smile') {
  const L = n(x - w);
  const R = n(x + w);
  switch (kind) {
    case 'smile':
      return line(`M${L} ${n(y)}Q${n(x)} ${n(y + w * 0.95)} ${R} ${n(y)}`, O, 5);
    case 'frown':
      return line(`M${L} ${n(y + w * 0.6)}Q${n(x)} ${n(y - w * 0.3)} ${R} ${n(y + w * 0.6)}`, O, 5);
    case 'flat':
      return line(`M${L} ${n(y + w * 0.2)}H${R}`, O, 5);
    case 'open': {
      const d = `M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.6)} ${R} ${n(y)}Z`;
      return path(d, MOUTH, N) + ellipse(x, y + w * 0.6, w * 0.5, w * 0.2, TONGUE, N) + path(d, 'none', 'stroke-width="5"');
    }
    case 'grin':
      return path(`M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.4)} ${R} ${n(y)}Z`, '#fff', 'stroke-width="5"');
    case 'o':
      return ellipse(x, y + w * 0.5, w * 0.45, w * 0.6, MOUTH, 'stroke-width="4"');
    case 'scream':
      return ellipse(x, y + w * 0.8, w * 0.7, w * 1.05, MOUTH, 'stroke-width="5"') + ellipse(x, y + w * 1.4, w * 0.4, w * 0.25, TONGUE, N);
    case 'wavy':
      return line(`M${L} ${n(y + w * 0.3)}q${n(w / 4)} -${n(w / 3)} ${n(w / 2)} 0t${n(w / 2)} 0t${n(w / 2)} 0t${n(w / 2)} 0`, O, 4.5);
    case 'smirk':
      return line(`M${L} ${n(y + w * 0.15)}Q${n(x + w * 0.2)} ${n(y + w * 0.75)} ${R} ${n(y - w * 0.25)}`, O, 5);
    case 'teeth':
      return rect(x - w, y, 2 * w, w * 0.8, w * 0.25, '#fff', 'stroke-width="4"') + line(`M${L} ${n(y + w * 0.4)}H${R}`, O, 3);
    case 'tongue':
      return (
        path(`M${L} ${n(y)}Q${n(x)} ${n(y + w * 1.1)} ${R} ${n(y)}Z`, MOUTH, 'stroke-width="5"') +
        ellipse(x + w * 0.15, y + w * 0.75, w * 0.4, w * 0.45, TONGUE, 'stroke-width="4"')
      );
    default:
      throw new Error(`mouth kind ${kind}`);
  }
}

const brow = (x, y, w, deg) => line(`M${n(x - w)} ${n(y)}L${n(x + w)} ${n(y)}`, O, 5, rot(deg, x, y));

/**
 * A whole face for drawn characters: eyes `gap` apart around (cx, y), mouth below.
 * Moods: happy, joy, shocked, angry, sad, smug, sleepy, scared, love, calm, focused, dizzy, dead.
 */
export function face(cx, y, gap, r, mood = 'happy', { cheeks = true, mouthY = y + r * 2.2, mouthW = r * 1.3, look = 1 } = {}) {
  const E = (kind) => eye(cx - gap, y, r, kind, look) + eye(cx + gap, y, r, kind, look);
  const blush = cheeks ? ellipse(cx - gap * 1.45, y + r * 1.5, r * 0.9, r * 0.55, CHEEK, `${N} opacity=".7"`) + ellipse(cx + gap * 1.45, y + r * 1.5, r * 0.9, r * 0.55, CHEEK, `${N} opacity=".7"`) : '';
  const browUp = brow(cx - gap, y - r * 1.7, r * 0.8, -15) + brow(cx + gap, y - r * 1.7, r * 0.8, 15);
  const browDown = brow(cx - gap, y - r * 1.5, r * 0.85, 22) + brow(cx + gap, y - r * 1.5, r * 0.85, -22);
  switch (mood) {
    case 'happy':
      return E('dot') + blush + mouth(cx, mouthY, mouthW, 'smile');
    case 'joy':
      return E('happy') + blush + mouth(cx, mouthY, mouthW, 'open');
    case 'shocked':
      return E('wide') + brow(cx - gap, y - r * 2.3, r * 0.7, -10) + brow(cx + gap, y - r * 2.3, r * 0.7, 10) + mouth(cx, mouthY, mouthW * 0.9, 'scream');
    case 'angry':
      return E('dot') + browDown + mouth(cx, mouthY, mouthW, 'frown');
    case 'sad':
      return E('dot') + browUp + mouth(cx, mouthY, mouthW, 'frown') + path(`M${n(cx + gap + r * 0.4)} ${n(y + r)}q-6 12 0 16q6 -4 0 -16Z`, '#6fc8ff', 'stroke-width="3"');
    case 'smug':
      return E('half') + blush + mouth(cx, mouthY, mouthW, 'smirk');
    case 'sleepy':
      return E('closed') + mouth(cx, mouthY, mouthW * 0.6, 'o');
    case 'scared':
      return E('wide') + browUp + mouth(cx, mouthY, mouthW, 'wavy');
    case 'love':
      return E('heart') + blush + mouth(cx, mouthY, mouthW, 'smile');
    case 'calm':
      return E('closed') + blush + mouth(cx, mouthY, mouthW * 0.8, 'smile');
    case 'focused':
      return E('dot') + brow(cx - gap, y - r * 1.6, r * 0.8, 8) + brow(cx + gap, y - r * 1.6, r * 0.8, -8) + mouth(cx, mouthY, mouthW * 0.8, 'tongue');
    case 'proud':
      return E('closed') + blush + mouth(cx, mouthY, mouthW, 'grin');
    case 'grin':
      return E('dot') + blush + mouth(cx, mouthY, mouthW, 'grin');
    case 'nervous':
      return E('dot') + browUp + mouth(cx, mouthY, mouthW, 'teeth');
    case 'dizzy':
      return E('spiral') + mouth(cx, mouthY, mouthW, 'wavy');
    case 'dead':
      return E('x') + mouth(cx, mouthY, mouthW, 'tongue');
    case 'bored':
      return E('flat') + mouth(cx, mouthY, mouthW * 0.7, 'flat');
    case 'look':
      return E('look') + blush + mouth(cx, mouthY, mouthW * 0.8, 'smile');
    default:
      throw new Error(`mood ${mood}`);
  }
}

/** Comic symbols around a character: they carry the mood where a face cannot. */
export function emote(kind, x, y, k = 1) {
  const S = (inner) => place(x, y, { s: k }, inner);
  switch (kind) {
    case 'sweat':
      return S(path('M0 -22Q14 0 8 10Q0 18 -8 10Q-14 0 0 -22Z', '#7fd3ff', 'stroke-width="4"') + path('M26 -6Q34 6 30 12Q25 17 20 12Q17 6 26 -6Z', '#7fd3ff', 'stroke-width="4"'));
    case 'alarm':
      return S(line('M-30 -10L-44 -34M0 -18V-46M30 -10L44 -34', O, 7));
    case 'exclaim':
      return S(path('M-8 -60H8L5 -12H-5Z', '#ff5252', 'stroke-width="4"') + circle(0, 4, 8, '#ff5252', 'stroke-width="4"'));
    case 'question':
      return S(line('M-16 -44Q-16 -64 2 -64Q20 -64 20 -46Q20 -32 4 -26Q0 -24 0 -12', '#ffcb2e', 12) + line('M-16 -44Q-16 -64 2 -64Q20 -64 20 -46Q20 -32 4 -26Q0 -24 0 -12', O, 4, 'opacity="0"') + circle(0, 6, 8, '#ffcb2e', 'stroke-width="4"'));
    case 'hearts':
      return S(heart(-24, -10, 16, '#ff4f6d') + heart(14, -38, 12, '#ff7f96'));
    case 'zzz':
      return S(line('M-10 -10h22l-22 22h22M18 -44h16l-16 16h16M40 -70h12l-12 12h12', O, 5));
    case 'anger':
      return S(line('M-18 -6Q-6 -6 -6 -18M6 -18Q6 -6 18 -6M18 6Q6 6 6 18M-6 18Q-6 6 -18 6', '#ff3b30', 7));
    case 'sparkle':
      return S(
        path('M0 -30L7 -7L30 0L7 7L0 30L-7 7L-30 0L-7 -7Z', '#ffe14a', 'stroke-width="4"') +
          path('M40 -40L44 -30L54 -26L44 -22L40 -12L36 -22L26 -26L36 -30Z', '#ffe14a', 'stroke-width="3"'),
      );
    case 'notes':
      return S(
        line('M-20 -4V-44L4 -50V-12', O, 5) + ellipse(-26, -2, 9, 7, O, N) + ellipse(-2, -10, 9, 7, O, N) +
          line('M30 -30V-62', O, 5) + ellipse(24, -28, 9, 7, O, N) + line('M30 -62Q40 -56 42 -46', O, 5),
      );
    case 'tears':
      return S(path('M-40 0q-10 20 -4 40M40 0q10 20 4 40', 'none', 'stroke="#6fc8ff" stroke-width="10" opacity=".9"'));
    case 'speed':
      return S(line('M0 -30H-70M10 0H-90M0 30H-70', O, 6, 'opacity=".55"'));
    case 'stink':
      return S(line('M-20 0q-12 -14 0 -28t0 -28M4 -6q-12 -14 0 -28t0 -28M28 0q-12 -14 0 -28t0 -28', '#8bc34a', 6));
    case 'steam':
      return S(line('M-20 0q-12 -14 0 -28t0 -28M4 -6q-12 -14 0 -28t0 -28M28 0q-12 -14 0 -28t0 -28', '#ffffff', 7, 'opacity=".85"'));
    case 'idea':
      return S(
        circle(0, -30, 22, '#ffe14a', 'stroke-width="4"') + rect(-10, -10, 20, 14, 3, '#b0bec5', 'stroke-width="4"') +
          line('M-40 -30H-54M40 -30H54M-30 -60L-40 -70M30 -60L40 -70M0 -62V-76', O, 4),
      );
    case 'shine':
      return S(line('M-30 -30L-44 -44M30 -30L44 -44M0 -40V-58M-40 0H-58M40 0H58', '#ffe14a', 7));
    case 'wobble':
      return S(line('M-50 -20q-10 20 0 40M50 -20q10 20 0 40', O, 5, 'opacity=".6"'));
    case 'dust':
      return S(circle(-20, 0, 16, '#d7ccc8', 'stroke-width="4"') + circle(6, -8, 20, '#d7ccc8', 'stroke-width="4"') + circle(30, 4, 14, '#d7ccc8', 'stroke-width="4"'));
    default:
      throw new Error(`emote ${kind}`);
  }
}

/** A speech or thought bubble holding a picture, never words (the deck speaks every language). */
export function bubble(x, y, w, h, inner, { tail = 'left', thought = false } = {}) {
  const t = tail === 'left' ? -1 : 1;
  const bx = x - w / 2;
  const by = y - h / 2;
  if (thought) {
    const body =
      ellipse(x, y, w / 2, h / 2, '#fff', 'stroke-width="6"') +
      circle(x + t * w * 0.3, y + h / 2 + 22, 14, '#fff', 'stroke-width="5"') +
      circle(x + t * w * 0.4, y + h / 2 + 48, 8, '#fff', 'stroke-width="4"');
    return body + inner;
  }
  const a = x + t * w * 0.12;
  const b = x + t * w * 0.3;
  const body =
    rect(bx, by, w, h, 30, '#fff', 'stroke-width="6"') +
    poly([[a, by + h - 14], [b, by + h - 14], [x + t * w * 0.42, by + h + 46]], '#fff', 'stroke-width="6"') +
    rect(Math.min(a, b) + 3, by + h - 24, Math.abs(b - a) - 6, 21, 0, '#fff', N);
  return body + inner;
}
