/**
 * Drawn characters that are not avatars: people of every age and upright cartoon animals. Each body
 * is drawn with its feet at (0, 0) and says where its shoulders, hips, head top, eyes and neck are,
 * so the same poses, clothes and props fit every one of them.
 */
import { N, O, circle, ellipse, face, g, line, path, poly, rect, rope, rot, shine } from './svg.mjs';

/** The standard upright body: legs to y=-40, torso around y=-100, head around y=-200. */
const STD = {
  shoulders: [[-36, -128], [36, -128]],
  hips: [[-20, -48], [20, -48]],
  top: { x: 0, y: -248, w: 96 },
  face: { x: 0, y: -204, gap: 21, r: 9 },
  neck: { x: 0, y: -150 },
  waist: { y: -70, w: 100 },
  size: { w: 112, h: 250 },
};

const torso = (fur, belly) =>
  ellipse(0, -98, 48, 62, fur) + (belly ? ellipse(0, -88, 30, 42, belly, N) : '');

const whiskers = (y) => line(`M-30 ${y}H-62M-30 ${y + 8}L-60 ${y + 16}M30 ${y}H62M30 ${y + 8}L60 ${y + 16}`, O, 3);

/** Faces of the animals sit a little lower on the head to leave room for a snout. */
const animalFace = (mood, y = -206, opts = {}) => face(0, y, 22, 9, mood, { mouthY: y + 26, mouthW: 11, ...opts });

const SPECIES = {
  cat: ({ fur = '#ffb74d', mood, stripes = '#f57c00' }) => ({
    back: rope('M30 -60C90 -60 96 -130 70 -150', fur, 16),
    body:
      torso(fur, '#fff3e0') +
      poly([[-50, -226], [-44, -290], [-8, -250]], fur) +
      poly([[50, -226], [44, -290], [8, -250]], fur) +
      poly([[-40, -236], [-38, -270], [-20, -248]], '#ff9eb0', N) +
      poly([[40, -236], [38, -270], [20, -248]], '#ff9eb0', N) +
      circle(0, -200, 56, fur) +
      (stripes ? line('M-14 -254V-236M0 -256V-232M14 -254V-236', stripes, 6, N) : '') +
      animalFace(mood) +
      path('M-7 -188h14l-7 8Z', '#ff7f96', 'stroke-width="3"') +
      whiskers(-182),
  }),
  dog: ({ fur = '#c8935a', mood, ear = '#7b4a22' }) => ({
    back: rope('M30 -60Q70 -70 64 -110', fur, 14),
    body:
      torso(fur, '#f5e1c8') +
      circle(0, -200, 56, fur) +
      path('M-46 -240C-80 -236 -86 -170 -66 -160C-54 -170 -46 -200 -40 -220Z', ear) +
      path('M46 -240C80 -236 86 -170 66 -160C54 -170 46 -200 40 -220Z', ear) +
      animalFace(mood, -214, { mouthY: -172 }) +
      ellipse(0, -180, 24, 17, '#f5e1c8', 'stroke-width="5"') +
      ellipse(0, -188, 10, 7, O, N),
  }),
  bear: ({ fur = '#8d5b3a', mood, muzzle = '#d7b08c' }) => ({
    back: '',
    body:
      ellipse(0, -100, 56, 66, fur) + ellipse(0, -90, 36, 44, muzzle, N) +
      circle(-44, -244, 20, fur) + circle(44, -244, 20, fur) + circle(-44, -244, 9, muzzle, N) + circle(44, -244, 9, muzzle, N) +
      circle(0, -200, 58, fur) +
      animalFace(mood, -212, { mouthY: -172 }) +
      ellipse(0, -180, 24, 17, muzzle, 'stroke-width="5"') +
      ellipse(0, -188, 10, 7, O, N),
  }),
  pig: ({ mood }) => ({
    back: line('M40 -70q20 -10 14 -24t10 -20', O, 5),
    body:
      torso('#f8a5c2', '#fbc6d9') +
      poly([[-48, -236], [-54, -272], [-16, -252]], '#f48fb1') +
      poly([[48, -236], [54, -272], [16, -252]], '#f48fb1') +
      circle(0, -200, 56, '#f8a5c2') +
      animalFace(mood, -214, { mouthY: -164, cheeks: false }) +
      ellipse(0, -184, 22, 15, '#f48fb1', 'stroke-width="5"') + ellipse(-7, -184, 4, 6, '#a0475f', N) + ellipse(7, -184, 4, 6, '#a0475f', N),
  }),
  // a shorn sheep keeps only a tuft on its head
  sheep: ({ mood, shorn = false }) => ({
    back: '',
    body:
      (shorn ? ellipse(0, -96, 40, 56, '#f3c9b6') : path('M-50 -40C-80 -50 -80 -100 -60 -110C-80 -140 -50 -170 -20 -156C0 -176 40 -170 44 -150C76 -150 80 -110 60 -100C80 -80 70 -40 40 -40C20 -24 -30 -24 -50 -40Z', '#fafafa')) +
      (shorn ? '' : path('M-40 -210C-70 -210 -70 -250 -44 -256C-44 -290 0 -296 4 -272C24 -296 60 -280 48 -252C74 -246 70 -206 44 -206Z', '#fafafa')) +
      ellipse(-52, -206, 20, 10, '#4e342e', rot(-20, -52, -206)) + ellipse(52, -206, 20, 10, '#4e342e', rot(20, 52, -206)) +
      ellipse(0, -190, 40, 48, '#e6d2bd') +
      circle(-16, -236, 16, '#fafafa', N) + circle(4, -240, 18, '#fafafa', N) + circle(22, -234, 14, '#fafafa', N) +
      face(0, -196, 16, 7, mood, { mouthY: -172, mouthW: 9, cheeks: true }),
    limb: { color: '#4e342e', hand: '#4e342e', shoe: '#4e342e', width: 12 },
    face: { x: 0, y: -196, gap: 16, r: 7 },
  }),
  mouse: ({ mood }) => ({
    back: line('M30 -56C80 -40 90 -90 120 -80', '#f48fb1', 6),
    body:
      torso('#b0bec5', '#eceff1') +
      circle(-50, -246, 30, '#b0bec5') + circle(50, -246, 30, '#b0bec5') + circle(-50, -246, 17, '#f8bbd0', N) + circle(50, -246, 17, '#f8bbd0', N) +
      circle(0, -200, 52, '#b0bec5') +
      animalFace(mood, -206) + circle(0, -186, 8, '#ff7f96', 'stroke-width="3"') + whiskers(-184),
  }),
  rabbit: ({ mood, fur = '#f5f5f5' }) => ({
    back: circle(40, -60, 16, fur),
    body:
      torso(fur, '#fff') +
      ellipse(-24, -290, 17, 52, fur) + ellipse(24, -290, 17, 52, fur) + ellipse(-24, -286, 8, 36, '#f8bbd0', N) + ellipse(24, -286, 8, 36, '#f8bbd0', N) +
      circle(0, -200, 54, fur) +
      animalFace(mood, -206) + path('M-7 -188h14l-7 8Z', '#ff7f96', 'stroke-width="3"') + rect(-8, -172, 16, 12, 2, '#fff', 'stroke-width="3"'),
  }),
  frog: ({ mood }) => ({
    back: '',
    body:
      ellipse(0, -96, 52, 60, '#66bb6a') + ellipse(0, -86, 34, 40, '#c5e1a5', N) +
      ellipse(0, -186, 66, 48, '#66bb6a') +
      circle(-34, -232, 24, '#66bb6a') + circle(34, -232, 24, '#66bb6a') +
      face(0, -232, 34, 10, mood, { mouthY: -186, mouthW: 30 }),
    face: { x: 0, y: -232, gap: 34, r: 10 },
    top: { x: 0, y: -250, w: 70 },
  }),
  penguin: ({ mood }) => ({
    back: '',
    body:
      path('M0 -270C60 -270 70 -150 66 -90C62 -40 40 -34 0 -34C-40 -34 -62 -40 -66 -90C-70 -150 -60 -270 0 -270Z', '#37474f') +
      path('M0 -236C40 -236 50 -150 46 -100C44 -56 30 -48 0 -48C-30 -48 -44 -56 -46 -100C-50 -150 -40 -236 0 -236Z', '#fff', N) +
      face(0, -206, 20, 9, mood, { mouthY: -172, mouthW: 9 }) +
      path('M-16 -190H16L0 -172Z', '#ffa726', 'stroke-width="4"'),
    limb: { color: '#37474f', hand: '#37474f', shoe: '#ffa726', width: 18, hands: false },
    shoulders: [[-52, -150], [52, -150]],
    neck: { x: 0, y: -150 },
  }),
  cow: ({ mood }) => ({
    back: line('M40 -60Q80 -50 80 -100', O, 5) + circle(80, -104, 8, O, N),
    body:
      torso('#fafafa', '') + path('M-30 -140Q-10 -120 -34 -96Q-50 -110 -44 -130Z', '#333', N) + ellipse(22, -70, 16, 12, '#333', N) +
      path('M-44 -236L-70 -262L-56 -230Z', '#fff8e1', 'stroke-width="5"') + path('M44 -236L70 -262L56 -230Z', '#fff8e1', 'stroke-width="5"') +
      ellipse(-62, -220, 22, 11, '#fafafa', rot(20, -62, -220)) + ellipse(62, -220, 22, 11, '#fafafa', rot(-20, 62, -220)) +
      ellipse(0, -206, 52, 52, '#fafafa') + path('M14 -254Q40 -250 46 -222Q30 -226 20 -236Z', '#333', N) +
      animalFace(mood, -218, { mouthY: -170, mouthW: 12, cheeks: false }) +
      ellipse(0, -172, 40, 24, '#f8bbd0') + ellipse(-14, -174, 5, 7, '#a0475f', N) + ellipse(14, -174, 5, 7, '#a0475f', N),
    face: { x: 0, y: -218, gap: 22, r: 9 },
  }),
  chicken: ({ mood }) => ({
    back: path('M40 -120C70 -140 80 -110 64 -90Z', '#fff'),
    body:
      ellipse(0, -104, 54, 66, '#fff') +
      path('M-14 -262C-20 -284 -2 -288 0 -274C6 -292 24 -284 16 -266C30 -272 36 -252 20 -250Z', '#e53935', 'stroke-width="5"') +
      circle(0, -206, 46, '#fff') +
      face(0, -214, 18, 8, mood, { mouthY: 400, cheeks: false }) +
      path('M-14 -196H14L0 -176Z', '#ffb300', 'stroke-width="4"') + path('M-6 -178q6 18 12 0Z', '#e53935', 'stroke-width="3"'),
    limb: { color: '#ffb300', hand: '#fff', shoe: '#ffb300', width: 6, feet: 'bird' },
    top: { x: 0, y: -256, w: 70 },
  }),
  duck: ({ mood, fur = '#ffe14a' }) => ({
    back: path('M44 -90L84 -110L66 -70Z', fur),
    body:
      ellipse(0, -100, 56, 60, fur) + circle(0, -196, 48, fur) +
      face(0, -206, 18, 8, mood, { mouthY: 400, cheeks: false }) +
      path('M-28 -184Q0 -198 28 -184Q30 -166 0 -164Q-30 -166 -28 -184Z', '#ff9800', 'stroke-width="5"'),
    limb: { color: '#ff9800', hand: fur, shoe: '#ff9800', width: 6, feet: 'bird' },
    top: { x: 0, y: -240, w: 70 },
  }),
  pigeon: ({ mood }) => ({
    back: path('M30 -60L80 -30L84 -50Z', '#78909c'),
    body:
      ellipse(0, -100, 52, 62, '#90a4ae') + ellipse(-6, -128, 40, 26, '#7e57c2', `${N} opacity=".45"`) + ellipse(0, -150, 40, 22, '#4db6ac', `${N} opacity=".45"`) +
      circle(0, -196, 40, '#90a4ae') +
      g('', eyeRing(-16, -204), eyeRing(16, -204)) + face(0, -204, 16, 7, mood, { mouthY: 400, cheeks: false }) +
      path('M-8 -188H8L0 -168Z', '#37474f', 'stroke-width="4"') + ellipse(0, -188, 7, 4, '#fff', N),
    limb: { color: '#e57373', hand: '#90a4ae', shoe: '#e57373', width: 6, feet: 'bird' },
    face: { x: 0, y: -204, gap: 16, r: 7 },
    top: { x: 0, y: -234, w: 64 },
  }),
  alien: ({ mood }) => ({
    back: '',
    body:
      ellipse(0, -92, 38, 52, '#8bc34a') +
      line('M-24 -250L-46 -300M24 -250L46 -300', O, 6) + circle(-46, -300, 10, '#cddc39') + circle(46, -300, 10, '#cddc39') +
      path('M0 -270C66 -270 80 -210 54 -170C40 -150 20 -140 0 -140C-20 -140 -40 -150 -54 -170C-80 -210 -66 -270 0 -270Z', '#8bc34a') +
      ellipse(-26, -204, 18, 26, O, `${N} ${rot(30, -26, -204)}`) + ellipse(26, -204, 18, 26, O, `${N} ${rot(-30, 26, -204)}`) +
      circle(-30, -212, 7, '#fff', N) + circle(22, -212, 7, '#fff', N) +
      alienMouth(mood),
    face: { x: 0, y: -204, gap: 28, r: 12 },
    top: { x: 0, y: -266, w: 100 },
    limb: { color: '#8bc34a', hand: '#8bc34a', shoe: '#558b2f', width: 14 },
    shoulders: [[-28, -120], [28, -120]],
  }),
  ghost: ({ mood }) => ({
    back: '',
    body:
      path('M0 -270C70 -270 80 -200 80 -130V-10L56 -30L30 -6L0 -30L-30 -6L-56 -30L-80 -10V-130C-80 -200 -70 -270 0 -270Z', '#fafafa') +
      face(0, -190, 26, 11, mood, { mouthY: -160, mouthW: 16 }),
    face: { x: 0, y: -190, gap: 26, r: 11 },
    top: { x: 0, y: -266, w: 110 },
    limb: { color: '#fafafa', hand: '#fafafa', width: 22, hands: false },
    shoulders: [[-66, -150], [66, -150]],
    legs: false,
    neck: { x: 0, y: -140 },
  }),
  snowman: ({ mood }) => ({
    back: '',
    body:
      circle(0, -70, 70, '#fafafa') + circle(0, -180, 52, '#fafafa') + circle(0, -270, 42, '#fafafa') +
      circle(0, -200, 6, O, N) + circle(0, -176, 6, O, N) + circle(0, -152, 6, O, N) +
      face(0, -280, 16, 7, mood, { mouthY: -256, mouthW: 14, cheeks: true }) +
      path('M0 -270L44 -262L0 -258Z', '#ff7043', 'stroke-width="4"'),
    face: { x: 0, y: -280, gap: 16, r: 7 },
    top: { x: 0, y: -306, w: 70 },
    limb: { color: '#795548', hand: '#795548', width: 6, hands: false, twig: true },
    shoulders: [[-40, -190], [40, -190]],
    neck: { x: 0, y: -234 },
    waist: { y: -150, w: 104 },
    legs: false,
    size: { w: 140, h: 312 },
  }),
  trex: ({ mood }) => ({
    back: path('M30 -60C90 -60 150 -40 180 -4C140 -10 90 -20 40 -30Z', '#66bb6a'),
    body:
      ellipse(0, -100, 56, 70, '#66bb6a') + ellipse(-6, -90, 32, 46, '#c5e1a5', N) +
      path('M-40 -240C-40 -290 60 -300 90 -250C104 -226 96 -196 70 -190L-10 -186C-36 -186 -40 -210 -40 -240Z', '#66bb6a') +
      line('M0 -200L80 -204', O, 5) + path('M10 -200l6 10l6 -10l6 10l6 -10l6 10l6 -10l6 10l6 -10', '#fff', 'stroke-width="3"') +
      face(6, -248, 20, 9, mood, { mouthY: 400, cheeks: false }) +
      circle(74, -240, 4, O, N),
    face: { x: 6, y: -248, gap: 20, r: 9 },
    top: { x: 20, y: -280, w: 90 },
    shoulders: [[-30, -130], [30, -130]],
    limb: { color: '#66bb6a', hand: '#66bb6a', width: 12, tiny: true },
    neck: { x: 0, y: -170 },
  }),
  yeti: ({ mood }) => ({
    back: '',
    body:
      path('M-60 -40C-80 -120 -70 -200 -50 -240C-30 -290 30 -290 50 -240C70 -200 80 -120 60 -40Z', '#eceff1') +
      ellipse(0, -200, 40, 36, '#90caf9') + face(0, -208, 18, 8, mood, { mouthY: -188, mouthW: 12 }) +
      line('M-50 -100l-12 8M-40 -140l-12 8M44 -110l12 8M50 -70l12 8', '#b0bec5', 5, N),
    face: { x: 0, y: -208, gap: 18, r: 8 },
    limb: { color: '#eceff1', hand: '#eceff1', shoe: '#90caf9', width: 24 },
    shoulders: [[-48, -150], [48, -150]],
  }),
  monster: ({ mood, fur = '#7e57c2' }) => ({
    back: '',
    body:
      path('M-66 -40C-80 -160 -60 -260 0 -266C60 -260 80 -160 66 -40Z', fur) +
      poly([[-40, -250], [-50, -290], [-20, -262]], '#fff') + poly([[40, -250], [50, -290], [20, -262]], '#fff') +
      circle(0, -206, 30, '#fff', 'stroke-width="6"') + circle(0, -206, 14, O, N) + circle(-5, -211, 5, '#fff', N) +
      mouthFor(mood, -150, 30),
    face: { x: 0, y: -206, gap: 0, r: 14 },
    limb: { color: fur, hand: fur, shoe: fur, width: 18 },
    shoulders: [[-52, -140], [52, -140]],
  }),
};

const eyeRing = (x, y) => circle(x, y, 12, '#ffab91', 'stroke-width="3"');
const alienMouth = (mood) => (mood === 'shocked' || mood === 'scared' ? ellipse(0, -164, 8, 12, '#3e2723', 'stroke-width="4"') : line('M-14 -166Q0 -156 14 -166', O, 5));
const mouthFor = (mood, y, w) =>
  mood === 'shocked' || mood === 'scared'
    ? ellipse(0, y, w * 0.6, w * 0.7, '#5a1d2a', 'stroke-width="5"')
    : mood === 'angry' || mood === 'sad'
      ? line(`M${-w} ${y + 10}Q0 ${y - 14} ${w} ${y + 10}`, O, 6)
      : path(`M${-w} ${y - 6}Q0 ${y + 30} ${w} ${y - 6}Z`, '#5a1d2a', 'stroke-width="5"') + poly([[-w * 0.6, y - 2], [-w * 0.4, y + 8], [-w * 0.2, y]], '#fff', 'stroke-width="2"');

export const SPECIES_NAMES = Object.keys(SPECIES);

/** An animal or creature body: merged with the standard anchors. */
export function critterBody(who, spec) {
  const make = SPECIES[who];
  if (!make) throw new Error(`no creature ${who}`);
  const drawn = make(spec);
  const fur = spec.fur ?? FUR[who] ?? '#ccc';
  return {
    ...STD,
    limb: { color: fur, hand: fur, shoe: '#5d4037', width: 16 },
    ...drawn,
  };
}

const FUR = { cat: '#ffb74d', dog: '#c8935a', bear: '#8d5b3a', pig: '#f8a5c2', sheep: '#4e342e', mouse: '#b0bec5', rabbit: '#f5f5f5', frog: '#66bb6a', cow: '#fafafa' };

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------
const SKIN = ['#ffdbb5', '#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffcba4'];

/** How a person's hair looks, drawn around a head of radius r at (0, hy). `back` goes behind the head. */
const HAIR = {
  short: (c, r, hy) => ({ front: path(`M${-r - 2} ${hy - 4}C${-r} ${hy - r * 1.3} ${r} ${hy - r * 1.3} ${r + 2} ${hy - 4}C${r * 0.6} ${hy - r * 0.6} ${-r * 0.2} ${hy - r * 0.7} ${-r - 2} ${hy - 4}Z`, c) }),
  long: (c, r, hy) => ({
    back: path(`M${-r - 8} ${hy}C${-r - 10} ${hy - r * 1.4} ${r + 10} ${hy - r * 1.4} ${r + 8} ${hy}L${r + 14} ${hy + r * 1.3}H${-r - 14}Z`, c),
    front: path(`M${-r - 2} ${hy}C${-r} ${hy - r * 1.3} ${r} ${hy - r * 1.3} ${r + 2} ${hy}C${r * 0.5} ${hy - r * 0.7} ${-r * 0.5} ${hy - r * 0.7} ${-r - 2} ${hy}Z`, c),
  }),
  bun: (c, r, hy) => ({
    front: circle(0, hy - r - 10, r * 0.45, c) + path(`M${-r - 2} ${hy}C${-r} ${hy - r * 1.3} ${r} ${hy - r * 1.3} ${r + 2} ${hy}C${r * 0.5} ${hy - r * 0.6} ${-r * 0.5} ${hy - r * 0.6} ${-r - 2} ${hy}Z`, c),
  }),
  bald: (c, r, hy) => ({ front: ellipse(-r + 4, hy - 6, 10, 20, c) + ellipse(r - 4, hy - 6, 10, 20, c) + shine(-r * 0.3, hy - r * 0.7, 12, 6, -20, 0.6) }),
  curly: (c, r, hy) => ({ front: [-0.9, -0.5, 0, 0.5, 0.9, -0.7, 0.7].map((k, i) => circle(k * r, hy - r * (i < 5 ? 0.9 - Math.abs(k) * 0.35 : 0.3), r * 0.36, c)).join('') }),
  spiky: (c, r, hy) => ({ front: path(`M${-r} ${hy - 6}L${-r * 0.9} ${hy - r * 1.4}L${-r * 0.4} ${hy - r * 0.95}L${-r * 0.1} ${hy - r * 1.6}L${r * 0.25} ${hy - r * 0.95}L${r * 0.7} ${hy - r * 1.45}L${r * 0.8} ${hy - r * 0.7}L${r} ${hy - 6}Z`, c) }),
  ponytail: (c, r, hy) => ({
    back: path(`M${r * 0.6} ${hy - r * 0.7}C${r * 1.8} ${hy - r} ${r * 1.6} ${hy + r * 0.6} ${r * 1.2} ${hy + r}C${r * 1.2} ${hy} ${r} ${hy - r * 0.2} ${r * 0.6} ${hy - r * 0.3}Z`, c),
    front: path(`M${-r - 2} ${hy}C${-r} ${hy - r * 1.3} ${r} ${hy - r * 1.3} ${r + 2} ${hy}C${r * 0.5} ${hy - r * 0.7} ${-r * 0.5} ${hy - r * 0.7} ${-r - 2} ${hy}Z`, c),
  }),
  mohawk: (c, r, hy) => ({ front: path(`M-12 ${hy - r + 4}L-16 ${hy - r - 40}L0 ${hy - r - 20}L6 ${hy - r - 50}L14 ${hy - r - 16}L20 ${hy - r - 36}L16 ${hy - r + 6}Z`, c) }),
  wild: (c, r, hy) => ({ front: path(`M${-r - 10} ${hy}L${-r - 30} ${hy - r * 0.8}L${-r * 0.6} ${hy - r * 1.1}L${-r * 0.5} ${hy - r * 1.7}L0 ${hy - r * 1.2}L${r * 0.5} ${hy - r * 1.8}L${r * 0.6} ${hy - r * 1.1}L${r + 30} ${hy - r * 0.8}L${r + 10} ${hy}L${r * 0.6} ${hy - r * 0.6}L${-r * 0.6} ${hy - r * 0.6}Z`, c) }),
  none: () => ({}),
};

/**
 * A person. `age`: adult, kid, old, baby. `outfit`: shirt, suit, labcoat, dress, cardigan, tank,
 * overalls, gown, robe, bandage, jersey, uniform.
 */
export function personBody({ skin = 0, hair = 'short', hairColor = '#4e342e', top = '#42a5f5', bottom = '#37474f', outfit = 'shirt', age = 'adult', mood = 'happy', shoe = '#3e2723' }) {
  const skinC = typeof skin === 'number' ? SKIN[skin % SKIN.length] : skin;
  const dims = { adult: [86, 96, 50, 46], kid: [66, 70, 48, 34], old: [82, 90, 50, 44], baby: [56, 56, 46, 22] }[age];
  const [tw, th, r, legs] = dims;
  const tTop = -legs - th + 8;
  const hy = tTop - r + 12;
  const hairC = age === 'old' && hairColor === '#4e342e' ? '#e0e0e0' : hairColor;
  const hairParts = (HAIR[hair] ?? HAIR.short)(hairC, r, hy);
  const shirtTop = outfit === 'suit' ? '#37474f' : outfit === 'labcoat' ? '#fafafa' : outfit === 'bandage' ? '#efebe9' : top;
  const trunk = `M${-tw / 2 + 10} ${tTop}H${tw / 2 - 10}Q${tw / 2} ${tTop} ${tw / 2 + 2} ${tTop + 14}L${tw / 2 + 4} ${-legs + 10}H${-tw / 2 - 4}L${-tw / 2 - 2} ${tTop + 14}Q${-tw / 2} ${tTop} ${-tw / 2 + 10} ${tTop}Z`;
  let clothes = path(trunk, shirtTop);
  if (outfit === 'suit') clothes += poly([[-16, tTop], [16, tTop], [0, tTop + 40]], '#fff', 'stroke-width="4"') + path(`M-6 ${tTop + 6}H6L4 ${tTop + 14}L9 ${tTop + 48}L0 ${tTop + 58}L-9 ${tTop + 48}L-4 ${tTop + 14}Z`, top, 'stroke-width="3"');
  if (outfit === 'labcoat') clothes += path(`M0 ${tTop + 4}V${-legs + 10}`, 'none', 'stroke-width="4"') + poly([[-14, tTop], [14, tTop], [0, tTop + 30]], top, 'stroke-width="4"');
  if (outfit === 'dress' || outfit === 'gown') clothes += path(`M${-tw / 2} ${tTop + th * 0.55}L${-tw / 2 - 26} ${-legs + (outfit === 'gown' ? legs - 2 : 16)}H${tw / 2 + 26}L${tw / 2} ${tTop + th * 0.55}Z`, top);
  if (outfit === 'cardigan') clothes += line(`M0 ${tTop + 6}V${-legs + 10}`, O, 4) + circle(-8, tTop + 30, 3.5, O, N) + circle(-8, tTop + 56, 3.5, O, N);
  if (outfit === 'overalls') clothes += path(`M${-tw / 2 + 14} ${tTop + 30}H${tw / 2 - 14}V${-legs + 10}H${-tw / 2 + 14}Z`, bottom, 'stroke-width="5"') + line(`M${-tw / 2 + 16} ${tTop + 32}L${-tw / 2 + 12} ${tTop}M${tw / 2 - 16} ${tTop + 32}L${tw / 2 - 12} ${tTop}`, bottom, 8);
  if (outfit === 'tank') clothes = path(trunk, top) + path(`M-16 ${tTop}Q0 ${tTop + 24} 16 ${tTop}`, skinC, 'stroke-width="4"');
  if (outfit === 'jersey') clothes += rect(-14, tTop + 24, 28, 34, 4, '#fff', N) + rect(-6, tTop + 30, 12, 22, 0, top, N);
  if (outfit === 'bandage') clothes += [0, 1, 2, 3].map((i) => line(`M${-tw / 2} ${tTop + 14 + i * 20}L${tw / 2} ${tTop + 4 + i * 20}`, '#bcaaa4', 4, N)).join('');
  if (outfit === 'robe') clothes += path(`M${-tw / 2} ${tTop + 20}L${-tw / 2 - 16} ${-4}H${tw / 2 + 16}L${tw / 2} ${tTop + 20}Z`, top);
  if (outfit === 'uniform') clothes += line(`M0 ${tTop + 4}V${-legs + 10}`, O, 4) + circle(-8, tTop + 24, 4, '#ffc928', N) + circle(-8, tTop + 48, 4, '#ffc928', N) + path(`M${tw / 2 - 28} ${tTop + 20}l10 -6l10 6v8q0 10 -10 14q-10 -4 -10 -14Z`, '#ffc928', 'stroke-width="3"');
  if (age === 'baby') clothes = path(trunk, skinC) + path(`M${-tw / 2 - 4} ${-legs - 20}H${tw / 2 + 4}L${tw / 2} ${-legs + 12}Q0 ${-legs + 24} ${-tw / 2} ${-legs + 12}Z`, '#fff');
  const head =
    (hairParts.back ?? '') +
    circle(-r + 2, hy + 4, 11, skinC) + circle(r - 2, hy + 4, 11, skinC) +
    circle(0, hy, r, skinC) +
    (hairParts.front ?? '') +
    face(0, hy + 2, r * 0.38, r * 0.17, mood, { mouthY: hy + r * 0.42, mouthW: r * 0.24 }) +
    (age === 'old' ? line(`M${-r * 0.55} ${hy - r * 0.5}h14M${r * 0.55 - 14} ${hy - r * 0.5}h14`, '#bdbdbd', 3, N) : '');
  const legsColour = outfit === 'dress' || outfit === 'gown' ? skinC : outfit === 'bandage' ? '#efebe9' : bottom;
  return {
    body: clothes + head,
    back: '',
    shoulders: [[-tw / 2 + 10, tTop + 16], [tw / 2 - 10, tTop + 16]],
    hips: [[-tw / 4, -legs + 6], [tw / 4, -legs + 6]],
    top: { x: 0, y: hy - r + (hair === 'bun' ? -10 : hair === 'curly' || hair === 'wild' ? -14 : 4), w: r * 1.9 },
    face: { x: 0, y: hy + 2, gap: r * 0.38, r: r * 0.17 },
    neck: { x: 0, y: tTop + 4 },
    waist: { y: -legs - 6, w: tw + 6 },
    size: { w: tw + 20, h: legs + th + 2 * r },
    limb: { color: outfit === 'tank' || age === 'baby' ? skinC : shirtTop, hand: skinC, shoe: age === 'baby' ? skinC : shoe, width: age === 'baby' ? 14 : 16, legColor: legsColour, legLength: legs },
    legLength: legs,
  };
}
