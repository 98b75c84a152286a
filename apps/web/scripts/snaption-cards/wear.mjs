/**
 * Things characters wear: hats sit on the top of the head (origin: the middle of the brim, 110 wide),
 * face items sit on the eyes (origin: between the eyes, eyes 56 apart), body items hang from the neck.
 */
import { O, N, circle, ellipse, line, n, path, poly, rect, rope } from './svg.mjs';

export const HATS = {
  tophat: () => rect(-62, -14, 124, 16, 8, '#333') + rect(-40, -104, 80, 94, 6, '#333') + rect(-40, -40, 80, 16, 0, '#e53935'),
  party: () =>
    poly([[-42, 0], [42, 0], [0, -110]], '#ab47bc') +
    line('M-30 -30L30 -30M-18 -62L18 -62', '#ffeb3b', 8, N) +
    circle(0, -114, 14, '#ffeb3b'),
  crown: () => path('M-52 0L-58 -70L-28 -38L0 -84L28 -38L58 -70L52 0Z', '#ffc928') + circle(0, -20, 9, '#e53935', 'stroke-width="4"') + circle(-30, -16, 6, '#42a5f5', 'stroke-width="4"') + circle(30, -16, 6, '#42a5f5', 'stroke-width="4"'),
  chef: () =>
    rect(-40, -40, 80, 42, 6, '#fff') +
    path('M-46 -36C-76 -40 -74 -96 -40 -90C-40 -124 8 -132 16 -104C40 -126 82 -100 58 -70C74 -60 62 -34 46 -36Z', '#fff'),
  cap: (c = '#1e88e5') => path('M-54 0C-54 -64 54 -64 54 0Z', c) + path('M40 -4L104 -4Q104 8 90 10L40 8Z', c) + circle(0, -46, 7, c, 'stroke-width="4"'),
  cowboy: () => path('M-96 -8Q-100 12 -70 8Q0 26 70 8Q100 12 96 -8Q80 6 0 -6Q-80 6 -96 -8Z', '#a1662f') + path('M-48 -4C-56 -90 -20 -82 0 -70C20 -82 56 -90 48 -4Z', '#a1662f') + path('M-48 -20Q0 -8 48 -20L46 -6Q0 4 -46 -6Z', '#5d3a1a', 'stroke-width="4"'),
  wizard: () => path('M-70 0Q0 18 70 0L24 -40L10 -150L-30 -40Z', '#3f51b5') + path('M-6 -90l6 -14l6 14l14 2l-10 10l3 14l-13 -7l-13 7l3 -14l-10 -10Z', '#ffeb3b', 'stroke-width="3"') + circle(-14, -40, 6, '#ffeb3b', N),
  beanie: (c = '#e53935') => path('M-52 0C-56 -80 56 -80 52 0Z', c) + rect(-58, -18, 116, 24, 10, '#fff') + circle(0, -68, 16, '#fff'),
  grad: () => path('M-40 -2L-40 -34L40 -34L40 -2Q0 10 -40 -2Z', '#333') + poly([[-80, -40], [0, -70], [80, -40], [0, -10]], '#333') + line('M0 -40L54 -34L58 6', '#ffc928', 5, N) + circle(58, 10, 7, '#ffc928', N),
  hardhat: () => path('M-50 -6C-50 -80 50 -80 50 -6Z', '#ffc107') + rect(-64, -12, 128, 16, 8, '#ffc107') + line('M0 -72V-20', '#e0a800', 10, N),
  santa: () => path('M-50 -6C-40 -84 40 -100 70 -50L60 -20L40 -40L46 -6Z', '#e53935') + circle(72, -46, 16, '#fff') + rect(-58, -20, 116, 26, 12, '#fff'),
  beret: () => path('M-64 -10C-80 -60 60 -70 66 -22Q20 0 -64 -10Z', '#c62828') + line('M0 -56L4 -70', O, 6),
  pirate: () => path('M-74 -6Q-60 -84 0 -62Q60 -84 74 -6Q0 -30 -74 -6Z', '#333') + path('M-10 -44l10 -8l10 8l-10 10Z', '#fff', 'stroke-width="3"'),
  headphones: () => line('M-58 10C-58 -72 58 -72 58 10', O, 14) + rect(-74, -10, 28, 50, 10, '#e53935') + rect(46, -10, 28, 50, 10, '#e53935'),
  halo: () => ellipse(0, -40, 52, 14, 'none', 'stroke="#ffc928" stroke-width="10"') + ellipse(0, -40, 52, 14, 'none', 'stroke="#fff59d" stroke-width="3"'),
  propeller: () => path('M-52 0C-52 -64 52 -64 52 0Z', '#43a047') + path('M-26 -4C-26 -56 26 -56 26 -4Z', '#fdd835', N) + line('M0 -52V-70', O, 6) + ellipse(-26, -72, 26, 8, '#e53935', 'stroke-width="4"') + ellipse(26, -72, 26, 8, '#1e88e5', 'stroke-width="4"'),
  tiara: () => path('M-40 0L-34 -30L-18 -16L0 -44L18 -16L34 -30L40 0Z', '#cfd8dc') + circle(0, -26, 7, '#ec407a', 'stroke-width="3"'),
  bow: () => path('M0 -10L-44 -40L-44 20Z', '#ec407a') + path('M0 -10L44 -40L44 20Z', '#ec407a') + circle(0, -10, 12, '#f48fb1'),
  viking: () => path('M-50 -4C-50 -76 50 -76 50 -4Z', '#90a4ae') + path('M-48 -40C-80 -40 -90 -80 -80 -110C-70 -80 -60 -70 -44 -66Z', '#fffde7') + path('M48 -40C80 -40 90 -80 80 -110C70 -80 60 -70 44 -66Z', '#fffde7') + rect(-56, -16, 112, 16, 6, '#a1887f'),
  police: () => path('M-50 -4L-56 -56Q0 -76 56 -56L50 -4Z', '#1a237e') + path('M-50 -4Q0 -14 50 -4L60 8Q0 -2 -60 8Z', '#111') + path('M-10 -50l10 -10l10 10l-10 12Z', '#ffc928', 'stroke-width="3"'),
  flower: () => ['#ff80ab', '#ff80ab', '#ff80ab', '#ff80ab', '#ff80ab'].map((c, i) => circle(Math.cos(i * 1.257) * 18, -24 + Math.sin(i * 1.257) * 18, 13, c, 'stroke-width="4"')).join('') + circle(0, -24, 10, '#ffeb3b', 'stroke-width="4"'),
  swimcap: () => path('M-56 0C-56 -76 56 -76 56 0Q0 -10 -56 0Z', '#29b6f6') + circle(-20, -40, 6, '#fff', N) + circle(18, -50, 5, '#fff', N),
  sombrero: () => path('M-120 0Q0 40 120 0Q0 -30 -120 0Z', '#f4c542') + path('M-40 -10C-40 -80 40 -80 40 -10Z', '#f4c542') + line('M-38 -20Q0 -8 38 -20', '#e53935', 8, N),
  bucket: () => path('M-60 0L-44 -62H44L60 0Z', '#42a5f5') + line('M-50 -40H50', '#1565c0', 6, N),
  antlers: () => rope('M-30 -10L-50 -70M-44 -52L-70 -62M30 -10L50 -70M44 -52L70 -62', '#8d6e63', 8, 4),
  bandana: () => path('M-54 -10Q0 -40 54 -10L50 6Q0 -18 -50 6Z', '#e53935') + path('M50 -4L76 10L62 20Z', '#e53935'),
  nurse: () => path('M-40 0L-36 -42H36L40 0Z', '#fff') + path('M-6 -34h12v8h8v12h-8v8h-12v-8h-8v-12h8Z', '#e53935', N),
  wig: () => [-56, -40, -20, 0, 20, 40, 56].map((x, i) => circle(x, -20 - (i === 0 || i === 6 ? 0 : 20) + Math.abs(x) * 0.1, 22, '#fafafa', 'stroke-width="5"')).join('') + [-64, 64].map((x) => circle(x, 20, 20, '#fafafa', 'stroke-width="5"') + circle(x, 56, 18, '#fafafa', 'stroke-width="5"')).join(''),
  knight: () => path('M-56 10C-60 -90 60 -90 56 10Z', '#b0bec5') + rect(-46, -40, 92, 16, 4, '#37474f', 'stroke-width="4"') + path('M0 -86C10 -120 40 -120 50 -110C30 -104 14 -96 6 -80Z', '#e53935', 'stroke-width="4"'),
  hood: (c = '#263238') => path('M-70 40C-80 -90 80 -90 70 40L50 0C50 -50 -50 -50 -50 0Z', c),
  mortar: () => rect(-50, -10, 100, 14, 4, '#333'),
};

/** Face items, centred between the eyes; `gap` is half the distance between the eyes. */
export const FACE_WEAR = {
  sunglasses: (gap) => line(`M${n(-gap - 24)} -4H${n(gap + 24)}`, O, 6) + ellipse(-gap, 2, 22, 16, '#222') + ellipse(gap, 2, 22, 16, '#222') + line(`M${n(-gap - 12)} -4l8 8M${n(gap - 12)} -4l8 8`, '#fff', 4, N),
  glasses: (gap) => circle(-gap, 0, 18, '#bbdefb', 'fill-opacity=".35" stroke-width="5"') + circle(gap, 0, 18, '#bbdefb', 'fill-opacity=".35" stroke-width="5"') + line(`M${n(-gap + 18)} 0Q0 -8 ${n(gap - 18)} 0`, O, 5),
  goggles: (gap) => rect(-gap - 28, -18, 2 * gap + 56, 36, 16, '#4fc3f7', 'fill-opacity=".6" stroke-width="6"') + line(`M${n(-gap - 28)} 0H${n(-gap - 44)}M${n(gap + 28)} 0H${n(gap + 44)}`, O, 8),
  mustache: (gap) => path(`M0 ${n(gap * 0.9)}C-10 ${n(gap * 0.6)} -34 ${n(gap * 0.6)} -42 ${n(gap * 1.1)}C-30 ${n(gap * 1.0)} -14 ${n(gap * 1.3)} 0 ${n(gap * 1.05)}C14 ${n(gap * 1.3)} 30 ${n(gap * 1.0)} 42 ${n(gap * 1.1)}C34 ${n(gap * 0.6)} 10 ${n(gap * 0.6)} 0 ${n(gap * 0.9)}Z`, '#4e342e', 'stroke-width="4"'),
  monocle: (gap) => circle(gap, 0, 20, '#e3f2fd', 'fill-opacity=".4" stroke="#c9a227" stroke-width="5"') + line(`M${n(gap + 14)} 14Q${n(gap + 30)} 50 ${n(gap + 10)} 80`, '#c9a227', 3),
  eyepatch: (gap) => line(`M${n(-gap - 30)} -20L${n(gap + 30)} 14`, O, 5) + ellipse(-gap, 0, 18, 16, '#222', N),
  vr: (gap) => rect(-gap - 34, -22, 2 * gap + 68, 44, 12, '#37474f') + rect(-gap - 26, -14, 2 * gap + 52, 28, 8, '#7c4dff', N),
  mask: (gap) => path(`M${n(-gap - 30)} ${n(gap * 0.7)}Q0 ${n(gap * 0.4)} ${n(gap + 30)} ${n(gap * 0.7)}L${n(gap + 24)} ${n(gap * 1.8)}Q0 ${n(gap * 2.2)} ${n(-gap - 24)} ${n(gap * 1.8)}Z`, '#e3f2fd'),
  cucumbers: (gap) => circle(-gap, 0, 16, '#9ccc65', 'stroke-width="4"') + circle(gap, 0, 16, '#9ccc65', 'stroke-width="4"') + circle(-gap, 0, 8, '#dcedc8', N) + circle(gap, 0, 8, '#dcedc8', N),
  snorkel: (gap) => rect(-gap - 28, -18, 2 * gap + 56, 36, 16, '#4fc3f7', 'fill-opacity=".6" stroke-width="6"') + rope(`M${n(gap + 24)} 30V-70`, '#ff7043', 10, 4),
  beard: (gap) => path(`M${n(-gap - 26)} ${n(gap * 0.9)}Q0 ${n(gap * 1.5)} ${n(gap + 26)} ${n(gap * 0.9)}Q${n(gap + 20)} ${n(gap * 3.6)} 0 ${n(gap * 3.8)}Q${n(-gap - 20)} ${n(gap * 3.6)} ${n(-gap - 26)} ${n(gap * 0.9)}Z`, '#eeeeee'),
};

/** Body items, hanging from the neck point. */
export const BODY_WEAR = {
  tie: (c = '#e53935') => path('M-10 0H10L6 12L16 70L0 86L-16 70L-6 12Z', c, 'stroke-width="4"'),
  bowtie: (c = '#e53935') => path('M0 6L-26 -8V20ZM0 6L26 -8V20Z', c, 'stroke-width="4"') + circle(0, 6, 7, c, 'stroke-width="4"'),
  scarf: (c = '#e53935') => rect(-44, -8, 88, 22, 10, c, 'stroke-width="5"') + rect(14, 6, 20, 54, 6, c, 'stroke-width="5"'),
  cone: () => path('M-40 -30L-120 -150H120L40 -30Z', '#e3f2fd', 'fill-opacity=".7" stroke-width="6"'),
  medal: () => line('M-20 -10L0 30L20 -10', '#1e88e5', 8, 'stroke-width="8"') + circle(0, 40, 16, '#ffc928', 'stroke-width="5"'),
  bib: () => path('M-34 0H34Q34 50 0 56Q-34 50 -34 0Z', '#fff', 'stroke-width="5"') + circle(0, 26, 8, '#ef9a9a', N),
  lei: () => ['#ff80ab', '#ffeb3b', '#ff7043', '#ab47bc', '#29b6f6', '#ff80ab', '#ffeb3b'].map((c, i) => circle(-45 + i * 15, Math.sin((i / 6) * Math.PI) * 18, 11, c, 'stroke-width="3"')).join(''),
  badge: () => path('M-16 0l16 -8l16 8v14q0 16 -16 22q-16 -6 -16 -22Z', '#ffc928', 'stroke-width="4"'),
  camera: () => line('M-30 -10L-20 30M30 -10L20 30', O, 4) + rect(-26, 26, 52, 34, 6, '#455a64', 'stroke-width="4"') + circle(0, 43, 11, '#90caf9', 'stroke-width="4"'),
  whistle: () => line('M-20 -6L0 30L20 -6', '#e53935', 4) + rect(-6, 28, 22, 14, 5, '#cfd8dc', 'stroke-width="4"'),
};

/** Worn around the middle of the body: `w` is the body's width there. */
export const WAIST_WEAR = {
  floatie: (w) => ellipse(0, 0, w * 0.62, 26, '#ff7043', 'stroke-width="6"') + path(`M${n(-w * 0.3)} -22V24M${n(w * 0.3)} -22V24`, 'none', 'stroke="#fff" stroke-width="14"'),
  tutu: (w) => path(`M${n(-w * 0.75)} 6Q${n(-w * 0.5)} -22 0 -18Q${n(w * 0.5)} -22 ${n(w * 0.75)} 6Q${n(w * 0.4)} 24 0 18Q${n(-w * 0.4)} 24 ${n(-w * 0.75)} 6Z`, '#f8bbd0'),
  belt: (w) => rect(-w * 0.5, -8, w, 18, 6, '#5d4037', 'stroke-width="4"') + rect(-12, -10, 24, 22, 3, '#ffc928', 'stroke-width="4"'),
  towel: (w) => path(`M${n(-w * 0.56)} -14H${n(w * 0.56)}L${n(w * 0.6)} 50H${n(-w * 0.6)}Z`, '#4fc3f7') + line(`M${n(-w * 0.5)} 36H${n(w * 0.5)}`, '#fff', 6, N),
  apron: (w) => path(`M${n(-w * 0.34)} -40H${n(w * 0.34)}L${n(w * 0.4)} 40H${n(-w * 0.4)}Z`, '#fff') + line(`M${n(-w * 0.34)} -20H${n(-w * 0.6)}M${n(w * 0.34)} -20H${n(w * 0.6)}`, O, 5),
};

/** Worn behind the body (drawn first): a cape, wings, a backpack. */
export const BACK_WEAR = {
  cape: (w, h, c = '#e53935') => path(`M${n(-w * 0.4)} ${n(-h * 0.55)}Q${n(-w * 0.9)} ${n(h * 0.2)} ${n(-w * 0.75)} ${n(h * 0.05)}L${n(w * 0.75)} ${n(h * 0.05)}Q${n(w * 0.9)} ${n(h * 0.2)} ${n(w * 0.4)} ${n(-h * 0.55)}Z`, c),
  wings: (w, h) => path(`M${n(-w * 0.3)} ${n(-h * 0.5)}C${n(-w * 1.2)} ${n(-h * 1.1)} ${n(-w * 1.3)} ${n(-h * 0.2)} ${n(-w * 0.4)} ${n(-h * 0.2)}Z`, '#fff') + path(`M${n(w * 0.3)} ${n(-h * 0.5)}C${n(w * 1.2)} ${n(-h * 1.1)} ${n(w * 1.3)} ${n(-h * 0.2)} ${n(w * 0.4)} ${n(-h * 0.2)}Z`, '#fff'),
  batwings: (w, h) => path(`M${n(-w * 0.3)} ${n(-h * 0.5)}L${n(-w * 1.3)} ${n(-h * 0.9)}L${n(-w * 1.1)} ${n(-h * 0.4)}L${n(-w * 1.25)} ${n(-h * 0.1)}L${n(-w * 0.4)} ${n(-h * 0.2)}Z`, '#4a148c') + path(`M${n(w * 0.3)} ${n(-h * 0.5)}L${n(w * 1.3)} ${n(-h * 0.9)}L${n(w * 1.1)} ${n(-h * 0.4)}L${n(w * 1.25)} ${n(-h * 0.1)}L${n(w * 0.4)} ${n(-h * 0.2)}Z`, '#4a148c'),
  jetpack: (w, h) => rect(-w * 0.7, -h * 0.7, w * 0.4, h * 0.55, 12, '#90a4ae') + rect(w * 0.3, -h * 0.7, w * 0.4, h * 0.55, 12, '#90a4ae') + path(`M${n(-w * 0.62)} ${n(-h * 0.15)}l${n(w * 0.12)} 60l${n(w * 0.12)} -60Z`, '#ff9800') + path(`M${n(w * 0.38)} ${n(-h * 0.15)}l${n(w * 0.12)} 60l${n(w * 0.12)} -60Z`, '#ff9800'),
  backpack: (w, h) => rect(-w * 0.62, -h * 0.6, w * 1.24, h * 0.6, 20, '#8d6e63'),
};

