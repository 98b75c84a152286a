/**
 * Creatures drawn whole rather than from the upright body (sharks, octopuses, birds in flight...),
 * each with a mood for its face. Origin: the bottom middle for walkers, the centre for swimmers and
 * fliers. Facing right unless flipped.
 */
import { N, O, circle, ellipse, eye, face, line, mouth, n, path, place, poly, rope, shine } from './svg.mjs';

/** One eye seen from the side, in the mood's shape. */
const sideEye = (x, y, r, mood) => eye(x, y, r, { joy: 'happy', calm: 'closed', proud: 'closed', sleepy: 'closed', shocked: 'wide', scared: 'wide', love: 'heart', smug: 'half', dead: 'x', dizzy: 'spiral' }[mood] ?? 'dot');
/** A mouth for a mood, for creatures whose face is not the standard one. */
const moodMouth = (x, y, w, mood) => mouth(x, y, w, { happy: 'smile', joy: 'open', shocked: 'scream', angry: 'frown', sad: 'frown', smug: 'smirk', scared: 'wavy', grin: 'grin', proud: 'grin', nervous: 'teeth', bored: 'flat', sleepy: 'o' }[mood] ?? 'smile');

const CREATURES = {
  shark: ({ mood = 'grin', color: c = '#78909c' }) =>
    path('M-260 -10L-330 -80L-310 0L-330 70L-260 10Z', c) +
    path('M-30 -80L20 -190L80 -84Z', c) +
    path('M-270 0C-200 -90 100 -120 240 -30C270 -10 270 20 240 36C100 120 -200 90 -270 0Z', c) +
    path('M-200 30C-100 80 120 80 240 36C200 60 100 90 -40 80C-120 74 -180 50 -200 30Z', '#eceff1', N) +
    (mood === 'grin' || mood === 'shocked'
      ? path('M120 20Q190 70 250 20Q190 40 120 20Z', '#fff', 'stroke-width="5"') + line('M140 24l8 12l8 -10l8 12l8 -10l8 12l8 -10l8 10l8 -12', O, 3)
      : line('M140 24Q190 44 240 20', O, 5)) +
    sideEye(166, -34, 12, mood === 'grin' ? 'happy' : mood) +
    line('M40 -20q6 20 0 40M64 -20q6 20 0 40M88 -20q6 20 0 40', O, 4),
  fin: ({ color: c = '#78909c' }) => path('M-90 0C-60 -40 -20 -140 40 -170C20 -120 30 -50 60 0Z', c) + line('M-140 6q30 -16 60 0t60 0t60 0t60 0', '#e1f5fe', 7),
  octopus: ({ mood = 'happy', color: c = '#ab47bc' }) =>
    [-150, -100, -50, 0, 50, 100, 150].map((x, i) => rope(`M${x * 0.4} -90Q${x} ${-40 + (i % 2) * 30} ${x * 1.2} ${20 - (i % 3) * 20}`, c, 26, 5)).join('') +
    ellipse(0, -180, 120, 130, c) + face(0, -190, 40, 14, mood, { mouthY: -150, mouthW: 20 }) + shine(-50, -250, 26, 14, -30, 0.4),
  seagull: ({ mood = 'smug' }) =>
    path('M-40 -20Q-140 -140 -230 -90Q-140 -90 -60 10Z', '#eceff1') + path('M40 -20Q140 -160 240 -110Q150 -100 60 10Z', '#eceff1') +
    path('M-120 -110L-230 -90L-180 -80Z', '#546e7a', N) + path('M160 -140L240 -110L190 -100Z', '#546e7a', N) +
    ellipse(0, 0, 90, 44, '#fafafa') + circle(80, -30, 34, '#fafafa') + path('M106 -34L160 -20L106 -14Z', '#ffb300', 'stroke-width="4"') +
    sideEye(86, -38, 8, mood) + path('M-80 10L-130 30L-90 -10Z', '#fafafa'),
  fish: ({ mood = 'happy', color: c = '#ff9800' }) =>
    poly([[-60, 0], [-110, -44], [-110, 44]], c) + ellipse(0, 0, 80, 54, c) + path('M-10 -50Q10 -80 40 -46Z', c) +
    sideEye(36, -14, 10, mood) + moodMouth(60, 14, 10, mood),
  whale: ({ mood = 'happy' }) =>
    path('M-380 -40L-470 -140L-460 -40L-480 40Z', '#1565c0') + path('M-400 -20C-300 -240 200 -260 300 -60C330 0 300 80 200 90C0 110 -300 100 -400 -20Z', '#1e88e5') +
    path('M-300 50C-100 110 150 100 290 40C260 80 200 90 0 100C-160 100 -260 80 -300 50Z', '#bbdefb', N) + sideEye(160, -60, 14, mood) + line('M200 20Q240 30 280 10', O, 5) +
    line('M0 -200q-20 -40 -50 -50M0 -200q20 -40 50 -50M0 -200v-50', '#81d4fa', 10),
  crab: ({ mood = 'angry', color: c = '#ef5350' }) =>
    line('M-60 -20L-110 20M-50 -10L-90 40M60 -20L110 20M50 -10L90 40', O, 8) +
    rope('M-60 -60Q-120 -80 -130 -140', c, 14, 5) + rope('M60 -60Q120 -80 130 -140', c, 14, 5) +
    path('M-130 -140l-30 -40q30 -20 50 10l-10 10l20 -4Z', c) + path('M130 -140l30 -40q-30 -20 -50 10l10 10l-20 -4Z', c) +
    ellipse(0, -50, 90, 56, c) + line('M-20 -100V-130M20 -100V-130', O, 6) + circle(-20, -136, 12, '#fff', 'stroke-width="5"') + circle(20, -136, 12, '#fff', 'stroke-width="5"') + circle(-18, -134, 5, O, N) + circle(22, -134, 5, O, N) +
    moodMouth(0, -50, 18, mood),
  snail: ({ mood = 'happy' }) =>
    path('M-140 0Q-160 -40 -100 -40H120Q160 -40 170 -90Q176 -130 150 -140Q130 -140 130 -110V-40Z', '#bcaaa4') + circle(-10, -110, 90, '#ff8a65') + line('M-10 -110m-10 0a10 10 0 1 1 20 4a30 30 0 1 1 -44 -16a52 52 0 1 1 70 30', '#d84315', 7, N) +
    line('M140 -130L130 -190M160 -130L170 -190', O, 5) + sideEye(130, -196, 9, mood) + sideEye(170, -196, 9, mood) + moodMouth(150, -108, 12, mood),
  turtle: ({ mood = 'proud' }) =>
    ellipse(-120, -30, 30, 20, '#8bc34a') + ellipse(-70, -16, 26, 26, '#8bc34a') + ellipse(60, -16, 26, 26, '#8bc34a') +
    circle(150, -80, 50, '#8bc34a') + place(160, -86, {}, face(0, 0, 16, 7, mood, { mouthY: 18, mouthW: 12 })) +
    path('M-130 -40Q-120 -180 0 -180Q120 -180 130 -40Z', '#558b2f') + line('M-60 -170L-40 -100L40 -100L60 -170M-40 -100L-80 -44M40 -100L80 -44', '#33691e', 6, N) + rect_(-140, -50, 280, 20, '#7cb342'),
  dragon: ({ mood = 'happy', color: c = '#ef5350' }) =>
    path('M-60 -220L-260 -380L-220 -260L-300 -240L-100 -160Z', '#c62828') +
    path('M60 -40Q200 -20 260 -120Q230 -40 120 0Z', c) +
    ellipse(0, -110, 110, 110, c) + ellipse(0, -90, 66, 80, '#ffcc80', N) +
    path('M-60 -250Q0 -380 120 -330Q200 -300 200 -240Q190 -200 100 -200L-20 -190Z', c) + poly([[-10, -320], [0, -380], [30, -330]], '#ffcc80') + poly([[40, -340], [70, -400], [80, -340]], '#ffcc80') +
    sideEye(60, -290, 12, mood) + sideEye(110, -290, 12, mood) + circle(180, -262, 5, O, N) + circle(196, -262, 5, O, N) + line('M120 -214Q160 -200 196 -220', O, 5) +
    ellipse(-50, 0, 50, 24, c) + ellipse(50, 0, 50, 24, c),
  snake: ({ mood = 'smug', color: c = '#7cb342' }) =>
    rope('M-260 0Q-200 -80 -120 0T20 0T140 -60', c, 40, 6) + ellipse(170, -90, 56, 42, c) + place(170, -100, {}, face(0, 0, 18, 8, mood, { cheeks: false, mouthY: 26, mouthW: 14 })) + line('M224 -80l30 0l10 -10M254 -80l10 10', '#e53935', 4),
  bee: ({ mood = 'happy' }) =>
    ellipse(-10, -70, 30, 44, '#e3f2fd', 'fill-opacity=".8" transform="rotate(-20 -10 -70)"') + ellipse(20, -70, 30, 44, '#e3f2fd', 'fill-opacity=".8" transform="rotate(20 20 -70)"') +
    ellipse(0, 0, 70, 52, '#ffd54f') + line('M-30 -48V48M0 -52V52M30 -48V48', O, 12, N) + ellipse(0, 0, 70, 52, 'none') + poly([[-70, 0], [-96, -8], [-96, 8]], O) + place(40, -6, {}, face(0, 0, 12, 6, mood, { cheeks: false, mouthY: 14, mouthW: 8 })),
  dachshund: ({ mood = 'happy', color: c = '#a1662f' }) =>
    line('M-150 -30L-160 0M-110 -30L-104 0M110 -30L100 0M150 -30L160 0', O, 12) +
    rect_(-190, -110, 380, 90, c, 50) + path('M-190 -80Q-240 -110 -250 -150', 'none', `stroke="${c}" stroke-width="12"`) +
    circle(200, -140, 54, c) + path('M170 -180C140 -190 130 -120 150 -100C170 -110 176 -150 180 -170Z', '#6d3c14') +
    ellipse(250, -120, 36, 24, '#d7a86e') + ellipse(278, -128, 10, 8, O, N) + place(196, -156, {}, face(0, 0, 16, 7, mood, { cheeks: false, mouthY: 32, mouthW: 10 })),
  giraffe: ({ mood = 'happy' }) =>
    path('M-30 0V-560Q-30 -600 0 -600Q30 -600 30 -560V0Z', '#ffca28') + [[-10, -120], [10, -240], [-12, -360], [8, -470]].map(([x, y]) => ellipse(x, y, 14, 22, '#a1662f', N)).join('') +
    ellipse(20, -620, 70, 50, '#ffca28') + line('M-10 -660V-700M30 -660V-700', O, 6) + circle(-10, -706, 8, '#a1662f') + circle(30, -706, 8, '#a1662f') + ellipse(70, -600, 30, 24, '#ffe082', N) + place(10, -630, {}, face(0, 0, 20, 8, mood, { cheeks: false, mouthY: 30, mouthW: 12 })),
  bird: ({ mood = 'happy', color: c = '#42a5f5' }) =>
    ellipse(0, -40, 44, 38, c) + path('M-20 -60Q-60 -100 -80 -50Q-50 -50 -20 -30Z', c) + poly([[40, -50], [64, -42], [40, -34]], '#ffb300', 'stroke-width="4"') + sideEye(20, -54, 7, mood) + line('M-10 -4V8M10 -4V8', '#ffb300', 5),
  owl: ({ mood = 'happy' }) => ellipse(0, -90, 70, 90, '#8d6e63') + poly([[-60, -160], [-50, -200], [-26, -170]], '#8d6e63') + poly([[60, -160], [50, -200], [26, -170]], '#8d6e63') + circle(-28, -120, 26, '#fff') + circle(28, -120, 26, '#fff') + sideEye(-28, -120, 10, mood) + sideEye(28, -120, 10, mood) + poly([[-10, -96], [10, -96], [0, -76]], '#ffb300', 'stroke-width="4"'),
  worm: ({ mood = 'happy' }) => rope('M-120 0Q-80 -60 -40 0T40 0T100 -60', '#f48fb1', 36, 5) + circle(110, -76, 30, '#f48fb1') + place(114, -80, {}, face(0, 0, 10, 5, mood, { cheeks: false, mouthY: 10, mouthW: 8 })),
  chick: ({ mood = 'happy' }) => circle(0, -40, 40, '#ffeb3b') + sideEye(-12, -48, 6, mood) + sideEye(12, -48, 6, mood) + poly([[-8, -34], [8, -34], [0, -22]], '#ff9800', 'stroke-width="3"') + line('M-10 0V8M10 0V8', '#ff9800', 4),
};

function rect_(x, y, w, h, fill, r = 0) {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"/>`;
}

export function creature(name, opts = {}) {
  const make = CREATURES[name];
  if (!make) throw new Error(`no creature ${name}`);
  return make(opts);
}

export const CREATURE_NAMES = Object.keys(CREATURES);
