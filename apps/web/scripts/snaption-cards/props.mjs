/**
 * Props. Standing props have their origin at the bottom middle (they stand on y=0); props held in a
 * hand have their origin at the grip. Sizes are in card pixels at s=1.
 */
import { N, O, circle, ellipse, emote, face, heart, line, path, place, poly, rect, rot, shine } from './svg.mjs';

const wood = '#a1887f';
const darkWood = '#6d4c41';

/** A little picture used on signs, screens and charts, never words. */
export function icon(kind, k = 1) {
  const S = (inner) => place(0, 0, { s: k }, inner);
  switch (kind) {
    case 'up':
      return S(line('M-60 40L-20 0L10 20L60 -40', '#43a047', 10) + path('M60 -40l-26 4l22 22Z', '#43a047', 'stroke-width="4"'));
    case 'down':
      return S(line('M-60 -40L-20 0L10 -20L60 40', '#e53935', 10) + path('M60 40l-26 -4l22 -22Z', '#e53935', 'stroke-width="4"'));
    case 'heart':
      return S(heart(0, 0, 30, '#ff4f6d'));
    case 'pizza':
      return S(path('M-30 -30Q0 -44 30 -30L0 40Z', '#ffc940', 'stroke-width="5"') + circle(-6, -14, 6, '#d8432f', N) + circle(8, 6, 5, '#d8432f', N));
    case 'no':
      return S(circle(0, 0, 40, 'none', 'stroke="#e53935" stroke-width="10"') + line('M-28 28L28 -28', '#e53935', 10));
    case 'wifi':
      return S(line('M-40 -10Q0 -46 40 -10M-26 6Q0 -18 26 6M-12 20Q0 10 12 20', O, 8) + circle(0, 34, 7, O, N));
    case 'battery':
      return S(rect(-40, -20, 74, 40, 6, '#fff', 'stroke-width="6"') + rect(34, -8, 10, 16, 2, O, N) + rect(-34, -14, 8, 28, 1, '#e53935', N));
    case 'check':
      return S(rect(-30, -30, 60, 60, 8, '#fff', 'stroke-width="6"') + line('M-16 0L-4 14L20 -16', '#43a047', 9));
    case 'dollar':
      return S(circle(0, 0, 36, '#ffd54f', 'stroke-width="6"') + line('M14 -14Q0 -24 -12 -14Q-16 -2 0 0Q16 2 12 14Q0 24 -14 14M0 -26V26', O, 6));
    case 'star':
      return S(path('M0 -36L10 -12L36 -10L16 6L22 32L0 18L-22 32L-16 6L-36 -10L-10 -12Z', '#ffd54f', 'stroke-width="5"'));
    case 'cat':
      return S(circle(0, 4, 30, '#ffb74d', 'stroke-width="5"') + poly([[-26, -10], [-22, -40], [-6, -24]], '#ffb74d', 'stroke-width="5"') + poly([[26, -10], [22, -40], [6, -24]], '#ffb74d', 'stroke-width="5"') + circle(-10, 2, 4, O, N) + circle(10, 2, 4, O, N));
    case 'sun':
      return S(circle(0, 0, 22, '#ffd54f', 'stroke-width="5"') + line('M0 -34V-44M0 34V44M-34 0H-44M34 0H44M-24 -24l-8 -8M24 24l8 8M24 -24l8 -8M-24 24l-8 8', '#ffb300', 6));
    case 'zzz':
      return S(emote('zzz', -10, 30, 1));
    case 'pie':
      return S(circle(0, 0, 40, '#42a5f5', 'stroke-width="6"') + path('M0 0V-40A40 40 0 0 1 38 12Z', '#ffca28', 'stroke-width="5"'));
    case 'bars':
      return S(rect(-50, 0, 24, 40, 2, '#42a5f5', 'stroke-width="5"') + rect(-14, -20, 24, 60, 2, '#66bb6a', 'stroke-width="5"') + rect(22, -44, 24, 84, 2, '#ffca28', 'stroke-width="5"'));
    case 'banana':
      return S(path('M-30 -20Q-20 30 34 24Q-4 18 -18 -24Z', '#ffe14a', 'stroke-width="5"'));
    case 'fish':
      return S(path('M-34 0Q-4 -26 24 0Q-4 26 -34 0Z', '#ff9800', 'stroke-width="5"') + poly([[22, 0], [40, -16], [40, 16]], '#ff9800', 'stroke-width="5"') + circle(-18, -4, 4, O, N));
    case 'bone':
      return S(rect(-30, -8, 60, 16, 6, '#fafafa', 'stroke-width="5"') + circle(-32, -10, 10, '#fafafa', 'stroke-width="5"') + circle(-32, 10, 10, '#fafafa', 'stroke-width="5"') + circle(32, -10, 10, '#fafafa', 'stroke-width="5"') + circle(32, 10, 10, '#fafafa', 'stroke-width="5"') + rect(-30, -6, 60, 12, 0, '#fafafa', N));
    case 'question':
      return S(emote('question', 0, 30, 1));
    case 'sock':
      return S(path('M-10 -36H14V10Q14 34 -10 34H-30Q-40 34 -40 22Q-40 10 -24 10H-10Z', '#ef5350', 'stroke-width="5"') + line('M-10 -24H14', '#fff', 6, N));
    case 'peace':
      return S(circle(0, 0, 36, 'none', 'stroke="#7e57c2" stroke-width="8"') + line('M0 -36V36M0 6L-26 26M0 6L26 26', '#7e57c2', 8));
    case 'pineapple':
      return S(ellipse(0, 10, 22, 30, '#ffb300', 'stroke-width="5"') + path('M-14 -18L-8 -46L0 -24L8 -46L14 -18Z', '#43a047', 'stroke-width="4"'));
    case 'nopineapple':
      return S(icon('pineapple', 1) + icon('no', 1));
    case 'moon':
      return S(path('M10 -36A36 36 0 1 0 10 36A28 28 0 1 1 10 -36Z', '#fff59d', 'stroke-width="5"'));
    case 'music':
      return S(emote('notes', 6, 30, 1));
    case 'robot':
      return S(rect(-30, -26, 60, 52, 10, '#90a4ae', 'stroke-width="5"') + circle(-12, -4, 7, '#29b6f6', N) + circle(12, -4, 7, '#29b6f6', N) + line('M0 -26V-40', O, 5) + circle(0, -42, 5, '#e53935', N));
    case 'clock':
      return S(circle(0, 0, 36, '#fff', 'stroke-width="6"') + line('M0 0V-24M0 0L16 10', O, 6));
    default:
      throw new Error(`icon ${kind}`);
  }
}

const PROPS = {
  // ---- furniture (standing) ----
  table: ({ w = 700, c = wood, h = 150, top = 40 }) =>
    rect(-w / 2 + 30, -h, 26, h, 4, darkWood) + rect(w / 2 - 56, -h, 26, h, 4, darkWood) + rect(-w / 2, -h - top, w, top, 8, c),
  longtable: ({ w = 1000, c = '#8d6e63' }) => path(`M${-w / 2} -150H${w / 2}L${w / 2 + 40} -60H${-w / 2 - 40}Z`, c) + rect(-w / 2 - 40, -60, w + 80, 30, 4, darkWood) + rect(-w / 2 - 20, -30, 30, 30, 0, darkWood) + rect(w / 2 - 10, -30, 30, 30, 0, darkWood),
  desk: ({ w = 520, c = '#8d6e63' }) => rect(-w / 2, -170, w, 34, 6, c) + rect(-w / 2 + 20, -136, 160, 136, 4, '#795548') + rect(-w / 2 + 36, -120, 128, 40, 4, '#8d6e63', 'stroke-width="4"') + circle(-w / 2 + 100, -100, 6, '#ffe082', 'stroke-width="3"') + rect(w / 2 - 50, -136, 26, 136, 4, '#795548'),
  chair: ({ c = '#455a64' }) => rect(-60, -150, 120, 26, 8, c) + rect(-50, -300, 100, 160, 20, c) + line('M0 -124V-20M-50 -4L0 -20L50 -4', O, 10) + circle(-50, -4, 8, O, N) + circle(50, -4, 8, O, N),
  stool: ({ c = '#e53935' }) => ellipse(0, -130, 56, 16, c) + line('M-40 -120L-50 0M40 -120L50 0M0 -118V0M-44 -50H44', darkWood, 10),
  couch: ({ w = 600, c = '#7e57c2' }) => rect(-w / 2, -260, w, 140, 40, c) + rect(-w / 2 - 30, -180, 90, 150, 30, c) + rect(w / 2 - 60, -180, 90, 150, 30, c) + rect(-w / 2 + 50, -150, w - 100, 70, 20, c) + rect(-w / 2, -90, w, 70, 10, c) + line(`M0 -250V-160`, O, 5) + rect(-w / 2 + 10, -20, 20, 20, 0, darkWood) + rect(w / 2 - 30, -20, 20, 20, 0, darkWood),
  bed: ({ w = 640 }) => rect(-w / 2, -300, 40, 300, 8, darkWood) + rect(w / 2 - 40, -200, 40, 200, 8, darkWood) + rect(-w / 2 + 30, -160, w - 50, 80, 10, '#fafafa') + rect(-w / 2 + 50, -210, 170, 60, 26, '#fff'),
  // the cover goes in front of whoever lies in the bed
  blanket: ({ w = 640, c = '#90caf9' }) => path(`M${-w / 2 + 130} -190Q${-w / 2 + 150} -200 ${-w / 2 + 220} -196H${w / 2 - 20}V-80H${-w / 2 + 150}Z`, c) + line(`M${-w / 2 + 140} -160H${w / 2 - 30}`, '#fff', 8, 'opacity=".6"'),
  tv: ({ show = 'pie' }) => rect(-160, -220, 320, 200, 12, '#263238') + rect(-140, -202, 280, 164, 6, '#4fc3f7', 'stroke-width="4"') + place(0, -120, {}, icon(show, 1)) + line('M-40 -20L-60 0M40 -20L60 0', O, 8),
  counter: ({ w = 700 }) => rect(-w / 2, -300, w, 40, 4, '#eceff1') + rect(-w / 2 + 10, -260, w - 20, 260, 4, '#90a4ae') + line(`M${-w / 6} -250V-10M${w / 6} -250V-10`, O, 5),
  oven: ({ open = true }) => rect(-170, -360, 340, 360, 12, '#cfd8dc') + rect(-150, -340, 300, 40, 6, '#90a4ae', 'stroke-width="4"') + [-110, -40, 30, 100].map((x) => circle(x, -320, 10, O, N)).join('') + rect(-140, -280, 280, 220, 10, '#3e2723') + circle(0, -170, 70, '#ff7043', `${N} opacity=".35"`) + (open ? path('M-150 -40L-200 40H200L150 -40Z', '#b0bec5') : ''),
  fridge: ({ open = true }) => rect(-140, -520, 280, 520, 20, '#eceff1') + rect(-126, -506, 252, 492, 10, open ? '#fffde7' : '#eceff1', N) + (open ? line('M-126 -360H126M-126 -220H126', '#b0bec5', 8) + path('M140 -520L300 -480V-40L140 0Z', '#cfd8dc') : line('M-140 -340H140M110 -480V-380M110 -300V-200', O, 6)),
  bathtub: () => path('M-300 -200H300Q300 0 180 0H-180Q-300 0 -300 -200Z', '#fafafa') + rect(-320, -220, 640, 30, 12, '#fff') + line('M-200 0L-220 30M200 0L220 30', O, 10),
  ramp: ({ w = 420, h = 200 }) => path(`M${-w / 2} 0Q${w * 0.2} -10 ${w / 2} ${-h}V0Z`, '#90a4ae') + line(`M${w / 2} ${-h}V0`, O, 8),
  fence: ({ w = 600 }) => line(`M${-w / 2} -80H${w / 2}M${-w / 2} -40H${w / 2}`, wood, 14) + Array.from({ length: Math.round(w / 100) + 1 }, (_, i) => path(`M${-w / 2 + i * 100 - 14} 0V-110L${-w / 2 + i * 100} -126L${-w / 2 + i * 100 + 14} -110V0Z`, '#d7ccc8')).join(''),
  wall: ({ w = 500, h = 220 }) => rect(-w / 2, -h, w, h, 0, '#e57373') + line(Array.from({ length: Math.floor(h / 44) }, (_, i) => `M${-w / 2} ${-h + 44 * (i + 1)}H${w / 2}`).join('') + Array.from({ length: Math.floor(h / 44) * 4 }, (_, i) => `M${-w / 2 + ((i % 4) * w) / 4 + (Math.floor(i / 4) % 2 ? w / 8 : 0)} ${-h + 44 * Math.floor(i / 4)}v44`).join(''), '#b71c1c', 4),
  lectern: () => path('M-90 -260H90L60 0H-60Z', darkWood) + path('M-110 -280H110L90 -250H-90Z', '#8d6e63'),
  podium: () => rect(-80, -200, 160, 200, 0, '#ffd54f') + rect(-240, -130, 160, 130, 0, '#cfd8dc') + rect(80, -90, 160, 90, 0, '#ffab91') + circle(0, -140, 26, '#fff', 'stroke-width="5"') + line('M0 -158V-122', O, 8),
  easel: ({ show = 'up', paper = '#fff' }) => line('M-120 0L-40 -420M120 0L40 -420M0 -380V0', darkWood, 14) + rect(-190, -440, 380, 280, 6, paper) + place(0, -300, { s: 1.8 }, icon(show, 1)),
  chartboard: ({ show = 'up' }) => line('M-150 0L-100 -150M150 0L100 -150', '#78909c', 12) + rect(-220, -460, 440, 320, 8, '#fff') + line('M-180 -180H180M-180 -180V-420', '#90a4ae', 5) + place(0, -300, { s: 2.4 }, icon(show, 1)),
  board: ({ w = 500, h = 300, c = '#fff', show }) => rect(-w / 2, -h, w, h, 8, c) + (show ? place(0, -h / 2, { s: 2 }, icon(show, 1)) : ''),
  shelf: ({ w = 400 }) => rect(-w / 2, -30, w, 30, 4, wood) + Array.from({ length: Math.floor(w / 50) }, (_, i) => rect(-w / 2 + 10 + i * 50, -130 + (i % 3) * 10, 36, 100 - (i % 3) * 10, 4, ['#ef5350', '#42a5f5', '#ffca28', '#66bb6a'][i % 4], 'stroke-width="4"')).join(''),
  bookshelf: () => rect(-220, -500, 440, 500, 8, wood) + [-400, -260, -120].map((y) => rect(-200, y, 400, 12, 0, darkWood, N) + Array.from({ length: 8 }, (_, i) => rect(-196 + i * 49, y - 110 + (i % 3) * 8, 40, 110 - (i % 3) * 8, 4, ['#ef5350', '#42a5f5', '#ffca28', '#66bb6a', '#ab47bc'][i % 5], 'stroke-width="4"')).join('')).join(''),
  door: ({ c = '#8d6e63' }) => rect(-110, -400, 220, 400, 8, c) + circle(70, -200, 12, '#ffd54f'),
  toilet: () => rect(-80, -340, 160, 140, 16, '#fafafa') + path('M-110 -200H110Q110 -110 40 -90L50 0H-50L-40 -90Q-110 -110 -110 -200Z', '#fafafa') + ellipse(0, -200, 110, 20, '#eceff1'),
  trafficlight: ({ on = 'red' }) => rect(-10, -520, 20, 520, 0, '#546e7a') + rect(-50, -700, 100, 220, 20, '#37474f') + circle(0, -660, 26, on === 'red' ? '#f44336' : '#5d4037') + circle(0, -590, 26, on === 'amber' ? '#ffc107' : '#5d4037') + circle(0, -520 + 0, 26, on === 'green' ? '#4caf50' : '#2e4630'),
  crossing: ({ w = 900 }) => Array.from({ length: 6 }, (_, i) => poly([[-w / 2 + i * (w / 6), 0], [-w / 2 + i * (w / 6) + w / 10, 0], [-w / 2 + i * (w / 6) + w / 10 - 30, -200], [-w / 2 + i * (w / 6) - 30, -200]], '#fafafa', N)).join(''),
  streetlamp: () => rect(-10, -560, 20, 560, 0, '#455a64') + path('M0 -560Q0 -620 80 -610', 'none', 'stroke-width="14"') + path('M50 -610H120L106 -580H64Z', '#ffe082'),
  bench: ({ c = wood }) => rect(-200, -130, 400, 24, 6, c) + rect(-200, -200, 400, 24, 6, c) + line('M-170 -106V0M170 -106V0', O, 10),
  busstop: () => rect(-10, -520, 20, 520, 0, '#607d8b') + circle(0, -520, 50, '#1e88e5') + rect(-30, -540, 60, 40, 6, '#fff', N) + rect(-26, -536, 52, 26, 4, '#1e88e5', N),
  sign: ({ show = 'no', w = 200, h = 150, pole = 260 }) => rect(-8, -pole, 16, pole, 0, wood) + rect(-w / 2, -pole - h, w, h, 10, '#fff') + place(0, -pole - h / 2, { s: Math.min(w, h) / 110 }, icon(show, 1)),
  placard: ({ show = 'no', w = 180, h = 130 }) => rect(-6, -20, 12, 200, 0, wood) + rect(-w / 2, -20 - h, w, h, 8, '#fff') + place(0, -20 - h / 2, { s: Math.min(w, h) / 110 }, icon(show, 1)),
  tent: ({ c = '#ff7043' }) => poly([[-260, 0], [0, -300], [260, 0]], c) + poly([[-60, 0], [0, -190], [60, 0]], '#3e2723') + line('M0 -300L0 -330', O, 6),
  campfire: () => line('M-70 -10L70 -40M-70 -40L70 -10', '#6d4c41', 22) + path('M-50 -30C-70 -100 -20 -110 -10 -180C20 -120 40 -150 40 -200C80 -140 70 -70 50 -30Z', '#ff7043') + path('M-20 -34C-30 -70 0 -80 0 -120C20 -80 30 -70 20 -34Z', '#ffd54f', N),
  car: ({ c = '#e53935', w = 460 }) => path(`M${-w / 2} -60V-130Q${-w / 2} -150 ${-w / 2 + 40} -156L${-w / 4} -170L${-w / 6} -260H${w / 5}L${w / 3} -170L${w / 2 - 10} -160Q${w / 2} -150 ${w / 2} -120V-60Z`, c) + path(`M${-w / 6 + 16} -246H${w / 5 - 10}L${w / 3 - 20} -176H${-w / 4 + 20}Z`, '#b3e5fc', 'stroke-width="5"') + line(`M${w * 0.05} -246V-176`, O, 5) + circle(-w / 4, -60, 50, '#37474f') + circle(w / 4, -60, 50, '#37474f') + circle(-w / 4, -60, 20, '#cfd8dc', 'stroke-width="5"') + circle(w / 4, -60, 20, '#cfd8dc', 'stroke-width="5"') + rect(w / 2 - 30, -140, 24, 20, 6, '#fff59d', 'stroke-width="4"'),
  convertible: ({ c = '#ffca28', w = 520 }) => path(`M${-w / 2} -60V-140Q${-w / 2} -170 ${-w / 2 + 40} -170H${-w / 8}L${-w / 10} -230L${-w / 16} -226L${-w / 12} -170H${w / 2 - 40}Q${w / 2} -170 ${w / 2} -130V-60Z`, c) + circle(-w / 4, -60, 50, '#37474f') + circle(w / 4, -60, 50, '#37474f') + circle(-w / 4, -60, 20, '#cfd8dc', 'stroke-width="5"') + circle(w / 4, -60, 20, '#cfd8dc', 'stroke-width="5"') + rect(w / 2 - 30, -150, 24, 20, 6, '#fff59d', 'stroke-width="4"') + line(`M${-w / 2 + 30} -120H${w / 2 - 40}`, '#fff', 6, 'opacity=".5"'),
  wheel: () => circle(0, 0, 50, '#37474f') + circle(0, 0, 18, '#cfd8dc', 'stroke-width="5"'),
  bike: () => circle(-110, -70, 70, 'none', 'stroke-width="10"') + circle(110, -70, 70, 'none', 'stroke-width="10"') + line('M-110 -70L-20 -70L50 -170L-60 -170ZM-20 -70L-60 -190M110 -70L50 -190L80 -210', '#e53935', 12) + rect(-86, -206, 50, 16, 8, O, N),
  scooter: () => circle(-120, -40, 40, '#37474f') + circle(120, -40, 40, '#37474f') + path('M-150 -80H130L150 -40H-150Z', '#29b6f6') + line('M110 -80L90 -260M60 -260H120', O, 12),
  skateboard: () => rect(-110, -30, 220, 18, 9, '#ff7043') + circle(-70, -6, 12, '#fff59d') + circle(70, -6, 12, '#fff59d'),
  surfboard: () => ellipse(0, 0, 190, 34, '#4dd0e1') + line('M-180 0H180', '#fff', 8, N),
  umbrella: ({ c = '#ef5350', stripes = '#fff' }) => line('M0 0V-300', darkWood, 10) + path('M-230 -280Q0 -440 230 -280Q190 -300 150 -280Q115 -300 77 -280Q38 -300 0 -280Q-38 -300 -77 -280Q-115 -300 -150 -280Q-190 -300 -230 -280Z', c) + path('M-77 -280Q-70 -380 0 -404Q-40 -370 -38 -290Z', stripes, N) + path('M77 -280Q70 -380 0 -404Q40 -370 38 -290Z', stripes, N),
  towel: ({ c = '#ff8a65' }) => path('M-200 0L-170 -60H200L170 0Z', c) + line('M-150 -30H150', '#fff', 8, N),
  puddle: ({ w = 300, c = '#81d4fa' }) => ellipse(0, 0, w / 2, w / 10, c, 'stroke-width="5"') + ellipse(-w / 6, -4, w / 10, w / 40, '#fff', `${N} opacity=".6"`),
  sandcastle: ({ h = 500 }) => rect(-160, -140, 320, 140, 0, '#e6c06a') + rect(-110, -140 - h * 0.4, 220, h * 0.4, 0, '#e6c06a') + rect(-60, -140 - h * 0.8, 120, h * 0.4, 0, '#e6c06a') + rect(-24, -140 - h, 48, h * 0.2, 0, '#e6c06a') + line(`M0 ${-140 - h}V${-200 - h}`, O, 5) + poly([[0, -200 - h], [40, -186 - h], [0, -172 - h]], '#ef5350', 'stroke-width="4"') + rect(-30, -80, 60, 80, 30, '#8d6e63'),
  bucket: ({ c = '#42a5f5' }) => path('M-40 -80H40L30 0H-30Z', c) + path('M-36 -80Q0 -130 36 -80', 'none', 'stroke-width="5"'),
  spade: () => line('M0 0V-110', '#ffca28', 10) + path('M-22 -110H22L16 -150Q0 -164 -16 -150Z', '#ef5350'),
  rubberduck: () => ellipse(0, -34, 54, 34, '#ffeb3b') + circle(30, -74, 28, '#ffeb3b') + path('M52 -72L80 -66L54 -60Z', '#ff9800', 'stroke-width="4"') + circle(36, -80, 5, O, N),
  lifering: () => circle(0, 0, 70, '#fff', 'stroke-width="6"') + circle(0, 0, 34, '#29b6f6', 'stroke-width="6"') + path('M0 -70A70 70 0 0 1 70 0H34A34 34 0 0 0 0 -34Z', '#ef5350', N) + path('M0 70A70 70 0 0 1 -70 0H-34A34 34 0 0 0 0 34Z', '#ef5350', N) + circle(0, 0, 70, 'none', 'stroke-width="6"') + circle(0, 0, 34, 'none', 'stroke-width="6"'),
  mat: ({ w = 440, c = '#7e57c2' }) => rect(-w / 2, -20, w, 20, 8, c),
  barbell: ({ w = 420 }) => line(`M${-w / 2} 0H${w / 2}`, '#78909c', 12) + [-1, 1].map((sx) => rect(sx * w * 0.42 - 20, -70, 40, 140, 8, '#37474f') + rect(sx * w * 0.34 - 14, -50, 28, 100, 6, '#546e7a')).join(''),
  dumbbell: () => line('M-40 0H40', '#78909c', 10) + rect(-60, -26, 24, 52, 6, '#37474f') + rect(36, -26, 24, 52, 6, '#37474f'),
  discoball: () => line('M0 -400V-150', O, 4) + circle(0, -100, 60, '#cfd8dc') + line('M-58 -120H58M-58 -80H58M-40 -145V-55M0 -160V-40M40 -145V-55', '#90a4ae', 4) + emote('shine', 0, -100, 1.6),
  djdecks: () => rect(-260, -220, 520, 220, 10, '#37474f') + rect(-280, -250, 560, 40, 8, '#263238') + ellipse(-140, -250, 90, 20, '#212121') + ellipse(140, -250, 90, 20, '#212121') + circle(-140, -252, 8, '#ef5350', N) + circle(140, -252, 8, '#ef5350', N) + rect(-30, -246, 60, 10, 4, '#ffeb3b', N) + line('M-200 -140H200', '#4fc3f7', 10, N),
  speaker: () => rect(-80, -300, 160, 300, 10, '#263238') + circle(0, -200, 50, '#455a64') + circle(0, -200, 18, O, N) + circle(0, -80, 34, '#455a64'),
  mic: () => line('M0 0V-40', O, 6) + line('M0 -20V60', '#90a4ae', 10) + ellipse(0, -50, 18, 24, '#455a64'),
  micstand: () => line('M0 0V-300', '#546e7a', 10) + line('M-60 0L0 -30L60 0', '#546e7a', 10) + ellipse(0, -320, 18, 26, '#455a64'),
  guitar: () => path('M0 -10C-50 -10 -60 40 -40 60C-60 100 -20 130 10 110C40 130 70 100 50 60C70 30 50 -10 0 -10Z', '#ff7043') + circle(4, 50, 14, '#3e2723') + rect(-4, -160, 16, 150, 2, darkWood) + rect(-10, -196, 28, 40, 6, '#3e2723'),
  laptop: ({ screen = '#4fc3f7', show }) => path('M-110 0H110L90 -20H-90Z', '#b0bec5') + path('M-90 -20L-80 -150H80L90 -20Z', '#37474f') + path('M-78 -32L-70 -140H70L78 -32Z', screen, N) + (show ? place(0, -86, { s: 0.8 }, icon(show, 1)) : ''),
  monitor: ({ show }) => rect(-120, -230, 240, 170, 10, '#37474f') + rect(-106, -216, 212, 142, 4, '#4fc3f7', N) + rect(-12, -60, 24, 50, 0, '#546e7a') + rect(-60, -14, 120, 14, 4, '#546e7a') + (show ? place(0, -145, { s: 0.9 }, icon(show, 1)) : ''),
  phone: ({ show }) => rect(-26, -48, 52, 96, 10, '#263238') + rect(-20, -38, 40, 72, 4, '#4fc3f7', N) + (show ? place(0, -2, { s: 0.3 }, icon(show, 1)) : ''),
  bigphone: ({ show = 'battery' }) => rect(-90, -170, 180, 340, 24, '#263238') + rect(-76, -146, 152, 280, 8, '#e3f2fd', N) + place(0, -10, { s: 1.3 }, icon(show, 1)),
  mug: ({ c = '#fff' }) => rect(-26, -60, 52, 60, 8, c) + path('M26 -46Q50 -46 50 -30Q50 -14 26 -14', 'none', 'stroke-width="7"'),
  cup: ({ c = '#fff' }) => path('M-30 -70H30L22 0H-22Z', c) + rect(-34, -80, 68, 14, 6, '#8d6e63'),
  coffee: () => path('M-26 -70H26L20 0H-20Z', '#fff') + rect(-30, -82, 60, 16, 6, '#6d4c41') + rect(-26, -46, 52, 20, 0, '#a1887f', N),
  paper: ({ w = 90, h = 120, show }) => rect(-w / 2, -h / 2, w, h, 4, '#fff') + (show ? place(0, 0, { s: 0.6 }, icon(show, 1)) : line(`M${-w / 2 + 14} ${-h / 2 + 22}H${w / 2 - 14}M${-w / 2 + 14} ${-h / 2 + 44}H${w / 2 - 14}M${-w / 2 + 14} ${-h / 2 + 66}H${w / 2 - 24}`, '#90a4ae', 5, N)),
  book: ({ c = '#42a5f5' }) => rect(-50, -36, 100, 72, 6, c) + line('M0 -36V36', O, 5),
  stack: ({ n: count = 6, c = '#fafafa' }) => Array.from({ length: count }, (_, i) => rect(-60 + (i % 2) * 6, -24 * (i + 1), 120, 24, 4, c)).join(''),
  mugstack: ({ count = 5 }) => Array.from({ length: count }, (_, i) => place((i % 2) * 8 - 4, -i * 56, {}, rect(-26, -56, 52, 56, 8, ['#fff', '#ffcc80', '#90caf9'][i % 3]) + path('M26 -44Q46 -44 46 -28Q46 -14 26 -14', 'none', 'stroke-width="6"'))).join(''),
  suitcase: ({ c = '#8d6e63' }) => rect(-90, -150, 180, 150, 14, c) + rect(-30, -174, 60, 30, 10, 'none', 'stroke-width="8"') + line('M-50 -150V0M50 -150V0', darkWood, 6),
  flag: ({ c = '#ef5350', show }) => line('M0 0V-340', '#90a4ae', 10) + path('M0 -340H170V-230H0Z', c) + (show ? place(85, -285, { s: 0.7 }, icon(show, 1)) : ''),
  balloon: ({ c = '#ef5350', str = 200 }) => line(`M0 0Q20 ${-str / 2} 0 ${-str}`, O, 3) + ellipse(0, -str - 60, 48, 60, c) + poly([[0, -str], [-10, -str + 12], [10, -str + 12]], c, 'stroke-width="4"') + shine(-16, -str - 84, 10, 16, -20, 0.6),
  cake: ({ candles = 3, w = 240 }) => rect(-w / 2, -120, w, 120, 10, '#f8bbd0') + path(`M${-w / 2} -100Q${-w / 4} -70 0 -100T${w / 2} -100V-120H${-w / 2}Z`, '#fff', N) + Array.from({ length: candles }, (_, i) => {
    const x = -w / 2 + (w / (candles + 1)) * (i + 1);
    return rect(x - 7, -170, 14, 50, 3, '#90caf9', 'stroke-width="4"') + path(`M${x} -200Q${x + 10} -184 ${x} -174Q${x - 10} -184 ${x} -200Z`, '#ffb300', 'stroke-width="3"');
  }).join(''),
  cupcake: () => path('M-40 -60H40L30 0H-30Z', '#4fc3f7') + path('M-46 -60C-50 -100 50 -100 46 -60Z', '#f8bbd0') + rect(-4, -116, 8, 30, 2, '#90caf9', 'stroke-width="3"') + path('M0 -136Q8 -124 0 -116Q-8 -124 0 -136Z', '#ffb300', 'stroke-width="3"'),
  present: ({ c = '#ab47bc' }) => rect(-70, -120, 140, 120, 6, c) + rect(-12, -120, 24, 120, 0, '#ffd54f', 'stroke-width="4"') + path('M0 -120C-30 -160 -60 -140 -40 -120ZM0 -120C30 -160 60 -140 40 -120Z', '#ffd54f', 'stroke-width="4"'),
  trophy: () => path('M-50 -200H50Q50 -110 0 -100Q-50 -110 -50 -200Z', '#ffc928') + path('M-50 -180Q-90 -180 -80 -150Q-70 -130 -46 -134M50 -180Q90 -180 80 -150Q70 -130 46 -134', 'none', 'stroke-width="8"') + rect(-10, -100, 20, 50, 0, '#ffc928') + rect(-46, -50, 92, 50, 6, '#8d6e63'),
  tinytrophy: () => path('M-20 -70H20Q20 -36 0 -32Q-20 -36 -20 -70Z', '#ffc928', 'stroke-width="4"') + rect(-16, -22, 32, 22, 3, '#8d6e63', 'stroke-width="4"') + line('M0 -32V-22', O, 5),
  pan: () => line('M60 0H180', O, 16) + ellipse(0, 0, 80, 24, '#37474f'),
  fryingpan: () => line('M90 -20H240', O, 18) + path('M-110 -30H110Q100 10 0 12Q-100 10 -110 -30Z', '#37474f') + ellipse(0, -30, 110, 22, '#546e7a'),
  pot: ({ c = '#90a4ae' }) => rect(-120, -180, 240, 180, 20, c) + rect(-140, -196, 280, 30, 10, c) + line('M-160 -140H-120M120 -140H160', O, 12),
  grill: () => path('M-200 -300H200Q200 -180 0 -170Q-200 -180 -200 -300Z', '#37474f') + line('M-140 -170L-180 0M140 -170L180 0M0 -170V0', O, 12) + line('M-190 -300H190', '#90a4ae', 10),
  flames: ({ w = 300, h = 300 }) => path(`M${-w / 2} 0C${-w / 2 - 20} ${-h * 0.5} ${-w * 0.2} ${-h * 0.5} ${-w * 0.25} ${-h}C${-w * 0.05} ${-h * 0.6} ${w * 0.05} ${-h * 0.7} ${w * 0.1} ${-h * 0.95}C${w * 0.3} ${-h * 0.6} ${w * 0.45} ${-h * 0.7} ${w * 0.4} ${-h * 0.85}C${w * 0.6} ${-h * 0.5} ${w / 2 + 10} ${-h * 0.3} ${w / 2} 0Z`, '#ff7043') + path(`M${-w * 0.3} 0C${-w * 0.32} ${-h * 0.3} ${-w * 0.05} ${-h * 0.4} 0 ${-h * 0.6}C${w * 0.1} ${-h * 0.4} ${w * 0.3} ${-h * 0.3} ${w * 0.3} 0Z`, '#ffd54f', N),
  smoke: ({ k = 1 }) => [[0, 0, 40], [30, -60, 50], [-20, -130, 60], [40, -200, 66]].map(([x, y, r]) => circle(x * k, y * k, r * k, '#9e9e9e', 'stroke-width="5" opacity=".85"')).join(''),
  spatula: () => line('M0 40V-60', '#6d4c41', 10) + rect(-22, -120, 44, 60, 6, '#90a4ae'),
  ladle: () => line('M0 40V-90', '#90a4ae', 8) + path('M-30 -90A30 24 0 0 0 30 -90Z', '#90a4ae'),
  plate: ({ w = 260, food = '' }) => ellipse(0, 0, w / 2, w / 8, '#fafafa') + ellipse(0, -2, w / 2.8, w / 14, '#eeeeee', 'stroke-width="3"') + (food === 'tiny' ? circle(0, -10, 8, '#66bb6a', 'stroke-width="4"') : food === 'spaghetti' ? path('M-80 -10C-80 -80 80 -80 80 -10Z', '#ffe082') + line('M-60 -30q20 -30 40 0t40 0t40 0M-50 -50q20 -20 40 0t40 0', '#ffca28', 5) + circle(0, -50, 14, '#c62828', 'stroke-width="4"') : food === 'tower' ? Array.from({ length: 9 }, (_, i) => ellipse((i % 2) * 12 - 6, -20 - i * 44, 90 - i * 4, 26, ['#ffca28', '#66bb6a', '#ef5350', '#8d6e63', '#fff59d'][i % 5])).join('') : ''),
  bowl: ({ c = '#4fc3f7', food = '#fff59d' }) => path('M-90 -60H90Q90 0 0 0Q-90 0 -90 -60Z', c) + ellipse(0, -60, 90, 16, food),
  fishbowl: ({ fish = true }) => path('M-80 -150A110 110 0 1 0 80 -150Z', '#b3e5fc', 'fill-opacity=".7" stroke-width="6"') + (fish ? place(0, -80, {}, icon('fish', 1)) : '') + ellipse(0, -150, 80, 14, '#e1f5fe', 'stroke-width="5"'),
  cucumber: () => ellipse(0, -22, 90, 22, '#66bb6a') + line('M-50 -26h8M-10 -30h8M30 -24h8', '#a5d6a7', 5, N),
  bananapeel: () => path('M0 -10L-60 10Q-30 -10 -10 -20ZM0 -10L60 10Q30 -10 10 -20ZM0 -10L-10 -50Q0 -40 10 -50Z', '#ffe14a', 'stroke-width="5"'),
  ketchup: () => path('M-40 -200H40V-20Q40 0 20 0H-20Q-40 0 -40 -20Z', '#e53935') + rect(-16, -240, 32, 40, 4, '#fafafa') + ellipse(0, -110, 24, 30, '#fff', `${N} opacity=".35"`),
  milkglass: ({ h = 320 }) => path(`M-110 ${-h}H110L96 0H-96Z`, '#e3f2fd', 'fill-opacity=".6"') + path(`M-104 ${-h * 0.75}H104L96 0H-96Z`, '#fff', N) + path(`M-110 ${-h}H110L96 0H-96Z`, 'none'),
  divingboard: () => rect(-200, -20, 320, 24, 6, '#eceff1') + rect(-220, -20, 40, 300, 0, '#90a4ae'),
  ladder: ({ h = 400 }) => line(`M-50 0V${-h}M50 0V${-h}`, wood, 14) + line(Array.from({ length: Math.floor(h / 70) }, (_, i) => `M-50 ${-40 - i * 70}H50`).join(''), wood, 10),
  microwave: () => rect(-200, -240, 400, 240, 14, '#eceff1') + rect(-180, -220, 260, 200, 8, '#263238') + rect(-168, -208, 236, 176, 4, '#ffcc80', `fill-opacity=".45"`) + rect(100, -200, 80, 40, 4, '#81c784', 'stroke-width="4"') + circle(140, -110, 14, '#90a4ae'),
  vacuum: () => circle(0, -30, 80, '#37474f') + ellipse(0, -36, 70, 26, '#546e7a', N) + circle(40, -48, 8, '#4caf50', N),
  washer: () => rect(-140, -320, 280, 320, 16, '#fafafa') + circle(0, -150, 90, '#b3e5fc', 'stroke-width="10"') + rect(-110, -300, 100, 30, 6, '#90a4ae', 'stroke-width="4"'),
  ironingboard: () => path('M-260 -170H200Q260 -170 260 -150Q260 -130 200 -130H-260Z', '#90caf9') + line('M-150 -130L80 0M80 -130L-150 0', '#90a4ae', 10),
  iron: () => path('M-70 0H70Q70 -50 20 -60H-40Q-70 -50 -70 0Z', '#29b6f6') + path('M-30 -60Q-20 -100 40 -90', 'none', 'stroke-width="12"'),
  clothespile: () => [[-80, -40, '#ef5350'], [40, -50, '#42a5f5'], [-20, -110, '#ffca28'], [60, -130, '#66bb6a'], [-90, -150, '#ab47bc'], [0, -190, '#ff7043']].map(([x, y, c]) => ellipse(x, y, 90, 50, c)).join(''),
  ufo: () => ellipse(0, -110, 80, 60, '#b3e5fc', 'fill-opacity=".7"') + ellipse(0, -60, 220, 56, '#90a4ae') + ellipse(0, -70, 150, 24, '#cfd8dc', N) + [-140, -70, 0, 70, 140].map((x) => circle(x, -40, 12, '#ffeb3b', 'stroke-width="4"')).join(''),
  beam: ({ w = 340, h = 500 }) => poly([[-w * 0.3, 0], [w * 0.3, 0], [w / 2, h], [-w / 2, h]], '#fff59d', `${N} opacity=".5"`),
  rocket: () => path('M0 -480C80 -400 90 -240 70 -120H-70C-90 -240 -80 -400 0 -480Z', '#eceff1') + circle(0, -300, 40, '#4fc3f7', 'stroke-width="8"') + path('M-70 -200L-140 -60L-70 -100ZM70 -200L140 -60L70 -100Z', '#ef5350') + path('M-50 -120L-30 -40H30L50 -120Z', '#78909c'),
  planet: ({ c = '#ab47bc', size: r = 90 }) => circle(0, 0, r, c) + ellipse(0, 0, r * 1.8, r * 0.35, 'none', `stroke="#ffcc80" stroke-width="12" ${rot(-15, 0, 0)}`),
  moonrock: () => path('M-120 0Q-110 -90 -20 -100Q80 -110 110 -40L120 0Z', '#90a4ae'),
  treasure: ({ open = true, inside = 'sock' }) => rect(-150, -160, 300, 160, 10, '#8d6e63') + rect(-150, -100, 300, 20, 0, '#ffca28', 'stroke-width="5"') + (open ? path('M-150 -160L-130 -280H130L150 -160Z', '#a1887f') + place(0, -180, { s: 1.2 }, icon(inside, 1)) + place(70, -200, { s: 0.9, r: 30 }, icon(inside, 1)) : path('M-150 -160Q0 -260 150 -160Z', '#a1887f')),
  anchor: () => line('M0 -200V0M-40 -150H40', '#607d8b', 16) + path('M-80 -60Q-80 20 0 20Q80 20 80 -60', 'none', 'stroke="#607d8b" stroke-width="16"') + circle(0, -216, 20, 'none', 'stroke="#607d8b" stroke-width="10"'),
  boat: ({ c = '#ef5350' }) => path('M-260 -120H260L200 0H-200Z', c) + line('M0 -120V-460', darkWood, 12) + path('M10 -440L200 -160H10Z', '#fafafa'),
  lilypad: () => path('M0 0L-120 -10A120 40 0 1 0 -100 -30Z', '#66bb6a'),
  candles: () => rect(-8, -100, 16, 100, 3, '#fff8e1') + path('M0 -140Q14 -118 0 -104Q-14 -118 0 -140Z', '#ffb300', 'stroke-width="4"'),
  rose: () => line('M0 40V-60', '#43a047', 8) + circle(0, -76, 22, '#e53935') + path('M-10 -80Q0 -96 10 -80', 'none', 'stroke-width="4"'),
  bouquet: () => line('M-10 60L-30 -60M0 60V-70M10 60L30 -60', '#43a047', 7) + circle(-30, -74, 20, '#ec407a') + circle(0, -86, 22, '#ffeb3b') + circle(30, -74, 20, '#ab47bc') + path('M-26 10L26 10L14 60H-14Z', '#fff'),
  leaf: () => path('M0 0Q40 -40 0 -100Q-40 -40 0 0Z', '#66bb6a'),
  wand: () => line('M0 60V-80', '#3e2723', 10) + path('M0 -110l10 22l24 2l-18 16l6 24l-22 -12l-22 12l6 -24l-18 -16l24 -2Z', '#ffeb3b', 'stroke-width="4"'),
  sword: () => rect(-10, -260, 20, 220, 4, '#cfd8dc') + rect(-50, -50, 100, 18, 6, '#ffc928') + rect(-8, -32, 16, 60, 4, '#6d4c41'),
  shield: () => path('M-70 -90H70V0Q70 70 0 100Q-70 70 -70 0Z', '#1e88e5') + path('M0 -70L16 -30H56L24 -6L36 34L0 10L-36 34L-24 -6L-56 -30H-16Z', '#ffeb3b', 'stroke-width="4"'),
  crystalball: ({ show = 'wifi' }) => path('M-60 0H60L40 -30H-40Z', '#6d4c41') + circle(0, -110, 90, '#b39ddb', 'fill-opacity=".8"') + place(0, -110, { s: 1 }, icon(show, 1)) + shine(-40, -150, 20, 10, -40, 0.6),
  magnifier: () => line('M40 40L100 100', '#6d4c41', 16) + circle(0, 0, 56, '#e1f5fe', 'fill-opacity=".5" stroke-width="10"'),
  megaphone: () => path('M-20 -20L80 -60V60L-20 20Z', '#ef5350') + rect(-50, -20, 30, 40, 4, '#eceff1') + line('M-36 20V60', O, 10),
  camera: () => rect(-60, -44, 120, 88, 12, '#455a64') + circle(0, 0, 30, '#90caf9', 'stroke-width="8"') + rect(-40, -60, 36, 18, 4, '#455a64'),
  selfiestick: () => line('M0 0L120 -180', '#37474f', 8) + place(130, -200, { r: 30 }, rect(-24, -40, 48, 80, 8, '#263238')),
  fishingrod: () => line('M0 0L260 -240', '#6d4c41', 8) + line('M260 -240Q300 -100 300 200', O, 2),
  bone: () => icon('bone', 1),
  ball: ({ c = '#fff', size: r = 50 }) => circle(0, -r, r, c) + path(`M0 ${-r - r * 0.4}l${r * 0.38} ${r * 0.28}l-${r * 0.15} ${r * 0.44}h-${r * 0.46}l-${r * 0.15} -${r * 0.44}Z`, O, N),
  beachball: ({ size: r = 60 }) => circle(0, -r, r, '#fff') + path(`M0 ${-2 * r}Q${-r} ${-r} 0 0Q${-r * 0.3} ${-r} 0 ${-2 * r}Z`, '#ef5350', N) + path(`M0 ${-2 * r}Q${r} ${-r} 0 0Q${r * 0.3} ${-r} 0 ${-2 * r}Z`, '#42a5f5', N) + circle(0, -r, r, 'none'),
  bowlingball: () => circle(0, -60, 60, '#3949ab') + circle(-14, -86, 8, O, N) + circle(8, -92, 8, O, N) + circle(-2, -70, 8, O, N),
  pin: ({ mood = 'scared' }) => path('M0 -240C30 -240 34 -200 24 -170C50 -120 50 -40 30 0H-30C-50 -40 -50 -120 -24 -170C-34 -200 -30 -240 0 -240Z', '#fafafa') + line('M-24 -170H24M-27 -158H27', '#e53935', 7, N) + face(0, -120, 14, 6, mood, { mouthY: -92, mouthW: 10, cheeks: false }),
  goal: ({ w = 700, h = 320 }) => rect(-w / 2, -h, w, h, 0, 'none', 'stroke="#fafafa" stroke-width="16"') + line(Array.from({ length: 12 }, (_, i) => `M${-w / 2 + (i * w) / 12} ${-h}V0`).join('') + Array.from({ length: 5 }, (_, i) => `M${-w / 2} ${-h + (i * h) / 5}H${w / 2}`).join(''), '#fff', 3, 'opacity=".6"'),
  finish: ({ w = 600 }) => line(`M${-w / 2} 0V-320M${w / 2} 0V-320`, '#90a4ae', 12) + path(`M${-w / 2} -200Q0 -170 ${w / 2} -200`, 'none', 'stroke="#ef5350" stroke-width="10"'),
  volcanomodel: () => path('M-140 0L-40 -180H40L140 0Z', '#8d6e63') + path('M-40 -180C-60 -300 -20 -380 0 -420C20 -380 60 -300 40 -180Z', '#ff7043') + [[-80, -300], [90, -330], [-120, -220], [120, -240]].map(([x, y]) => circle(x, y, 20, '#ff7043', 'stroke-width="5"')).join(''),
  xray: ({ show = 'rubberduck' }) => rect(-180, -240, 360, 240, 10, '#263238') + place(0, -60, { s: 1.2 }, (PROPS[show] ?? (() => icon(show, 1)))({}).replaceAll(/fill="#[0-9a-f]+"/g, 'fill="#b3e5fc"').replaceAll(/stroke="#2b2b2b"/g, 'stroke="#fff"')),
  clock: () => circle(0, 0, 60, '#fff', 'stroke-width="7"') + line('M0 0V-40M0 0L26 14', O, 7),
  toiletpaper: () => rect(-30, -60, 60, 60, 6, '#fafafa') + ellipse(0, -60, 30, 10, '#eeeeee') + circle(0, -60, 6, '#bdbdbd', N),
  tprolls: ({ count = 8 }) => Array.from({ length: count }, (_, i) => place((i % 4) * 64 - 96, -Math.floor(i / 4) * 64, {}, rect(-30, -60, 60, 60, 6, '#fafafa') + ellipse(0, -60, 30, 10, '#eeeeee') + circle(0, -60, 6, '#bdbdbd', N))).join(''),
  cart: () => path('M-140 -200H160L130 -60H-120Z', '#90a4ae') + line('M-140 -200L-180 -240H-210M-120 -60L-130 -20H140', O, 8) + circle(-100, -10, 16, O, N) + circle(110, -10, 16, O, N),
  vending: () => rect(-130, -480, 260, 480, 10, '#e53935') + rect(-110, -450, 160, 320, 6, '#e3f2fd') + Array.from({ length: 9 }, (_, i) => rect(-100 + (i % 3) * 50, -430 + Math.floor(i / 3) * 100, 36, 60, 4, ['#ffca28', '#66bb6a', '#42a5f5'][i % 3], 'stroke-width="4"')).join('') + rect(70, -400, 40, 90, 4, '#263238') + rect(-110, -100, 160, 50, 4, '#263238'),
  outlet: () => rect(-30, -44, 60, 88, 8, '#fafafa') + rect(-14, -20, 6, 16, 2, O, N) + rect(8, -20, 6, 16, 2, O, N),
  plug: ({ len = 400 }) => line(`M0 0Q${len / 2} 100 ${len} 0`, O, 6) + rect(-20, -16, 30, 32, 6, '#fafafa', 'stroke-width="4"'),
  leash: ({ dx = 200, dy = 0 }) => line(`M0 0Q${dx / 2} ${dy / 2 + 60} ${dx} ${dy}`, '#e53935', 6),
  dirt: () => ellipse(0, 0, 160, 30, '#795548'),
  lava: ({ w = 520 }) => ellipse(0, 0, w / 2, w / 9, '#ff7043') + ellipse(0, -4, w / 2.6, w / 16, '#ffca28', N) + circle(-w / 5, -10, 10, '#ffca28') + circle(w / 6, -6, 7, '#ffca28'),
  mud: () => ellipse(0, 0, 280, 60, '#795548') + ellipse(-60, -8, 40, 8, '#a1887f', N),
  hotspring: () => ellipse(0, 0, 320, 70, '#4fc3f7') + emote('steam', -100, -40, 1.3) + emote('steam', 120, -40, 1.3),
  snowball: ({ size: r = 120 }) => circle(0, -r, r, '#fafafa') + ellipse(-r * 0.3, -r * 1.4, r * 0.3, r * 0.15, '#e3f2fd', N),
  igloo: () => path('M-220 0A220 200 0 0 1 220 0Z', '#fafafa') + path('M-60 0A60 70 0 0 1 60 0Z', '#263238') + line('M-200 -70H200M-150 -140H150M-60 -70V-140M60 -70V-140M0 -140V-196', '#b0bec5', 4, N),
  icefloe: ({ w = 500 }) => path(`M${-w / 2} 0L${-w / 2 + 30} -30H${w / 2 - 20}L${w / 2} 0L${w / 2 - 40} 30H${-w / 2 + 40}Z`, '#fafafa'),
  pyramid: () => poly([[-300, 0], [0, -340], [300, 0]], '#ffcc80') + line('M-200 -110H200M-100 -225H100', '#e0a050', 5, N),
  eiffel: () => path('M-140 0L-30 -400L0 -560L30 -400L140 0H90Q0 -140 -90 0Z', '#8d6e63') + line('M-70 -200H70M-40 -380H40', O, 8),
  cactus: () => path('M-24 0V-200Q0 -236 24 -200V0Z', '#66bb6a') + path('M-24 -100H-60V-160', 'none', 'stroke="#2b2b2b" stroke-width="30"') + path('M-24 -100H-60V-160', 'none', 'stroke="#66bb6a" stroke-width="18"'),
  palm: () => path('M0 0Q-20 -200 30 -380', 'none', 'stroke="#2b2b2b" stroke-width="36"') + path('M0 0Q-20 -200 30 -380', 'none', 'stroke="#8d6e63" stroke-width="24"') + [[-160, -330], [-140, -430], [0, -480], [160, -440], [190, -340]].map(([x, y]) => path(`M30 -380Q${(30 + x) / 2} ${y - 60} ${x} ${y}Q${(30 + x) / 2} ${y - 10} 30 -380Z`, '#43a047')).join('') + circle(20, -370, 18, '#6d4c41') + circle(44, -360, 18, '#6d4c41'),
  bush: ({ c = '#66bb6a' }) => circle(-60, -50, 60, c) + circle(40, -60, 70, c) + circle(100, -40, 44, c) + rect(-120, -20, 260, 20, 0, c, N),
  rock: () => path('M-100 0Q-110 -80 -30 -100Q60 -110 100 -40L110 0Z', '#9e9e9e'),
  mountaintop: () => path('M-400 0L0 -300L400 0Z', '#8d9db0') + path('M-100 -225L0 -300L100 -225L60 -230L0 -200L-50 -232Z', '#fff', N),
  cloud: ({ k = 1, c = '#fff' }) => path(`M${-90 * k} 0C${-110 * k} ${-50 * k} ${-40 * k} ${-60 * k} ${-30 * k} ${-40 * k}C${-20 * k} ${-90 * k} ${60 * k} ${-90 * k} ${56 * k} ${-36 * k}C${100 * k} ${-50 * k} ${120 * k} 0 ${80 * k} 0Z`, c, 'stroke-width="5"'),
  raincloud: () => path('M-90 0C-110 -50 -40 -60 -30 -40C-20 -90 60 -90 56 -36C100 -50 120 0 80 0Z', '#78909c', 'stroke-width="5"') + line('M-60 30l-10 30M-10 30l-10 30M40 30l-10 30M-40 80l-10 30M10 80l-10 30', '#4fc3f7', 6),
  lightning: () => path('M20 0L-40 120H10L-30 240L80 80H20L60 0Z', '#ffeb3b', 'stroke-width="5"'),
  rainbow: () => ['#ef5350', '#ffa726', '#ffee58', '#66bb6a', '#42a5f5', '#7e57c2'].map((c, i) => path(`M${-300 + i * 20} 0A${300 - i * 20} ${300 - i * 20} 0 0 1 ${300 - i * 20} 0`, 'none', `stroke="${c}" stroke-width="22"`)).join(''),
  hotairballoon: ({ c = '#ef5350', basket = 100 }) => path('M0 -400C130 -400 150 -240 60 -140H-60C-150 -240 -130 -400 0 -400Z', c) + path('M0 -400C40 -380 40 -200 20 -140H-20C-40 -200 -40 -380 0 -400Z', '#ffeb3b') + line(`M-56 -140L${-basket / 2 + 10} -60M56 -140L${basket / 2 - 10} -60`, O, 4) + rect(-basket / 2, -60, basket, 60, 8, '#8d6e63'),
  // the basket drawn again in front of its passengers
  basketfront: ({ basket = 100 }) => rect(-basket / 2, -60, basket, 60, 8, '#8d6e63') + line(`M${-basket / 2 + 10} -30H${basket / 2 - 10}`, '#6d4c41', 5, N),
  parachute: ({ c = '#ab47bc' }) => path('M-200 0Q-200 -200 0 -200Q200 -200 200 0Q150 -30 100 0Q50 -30 0 0Q-50 -30 -100 0Q-150 -30 -200 0Z', c) + line('M-200 0L0 200M-100 0L0 200M0 0V200M100 0L0 200M200 0L0 200', O, 3),
  pizzabox: ({ count = 1 }) => Array.from({ length: count }, (_, i) => rect(-90, -24 * (i + 1), 180, 24, 3, '#d7a86e', 'stroke-width="5"')).join(''),
  drone: () => rect(-60, -20, 120, 36, 10, '#37474f') + line('M-60 -10L-110 -40M60 -10L110 -40', O, 8) + ellipse(-110, -46, 50, 8, '#b0bec5', 'stroke-width="4"') + ellipse(110, -46, 50, 8, '#b0bec5', 'stroke-width="4"'),
  nest: () => ellipse(0, 0, 120, 40, '#8d6e63') + line('M-100 -10L90 10M-90 10L100 -14M-60 -26L70 24', '#5d4037', 5, N),
  egg: () => ellipse(0, -50, 38, 50, '#fffde7'),
  crackedegg: () => path('M-40 -60Q-40 -130 0 -130Q40 -130 40 -60L24 -76L10 -56L-6 -78L-22 -58Z', '#fffde7') + path('M-40 -40L-24 -20L-8 -42L8 -18L24 -40L40 -30Q40 0 0 0Q-40 0 -40 -40Z', '#fffde7'),
  carrot: () => path('M-16 0L16 0L0 90Z', '#ff7043', 'stroke-width="5"') + path('M0 0L-14 -30M0 0L0 -34M0 0L14 -30', 'none', 'stroke="#43a047" stroke-width="7"'),
  hairdryer: () => path('M-20 -30H100Q120 -30 120 -10Q120 10 100 10H-20Z', '#ec407a') + rect(0, 10, 30, 70, 8, '#ec407a') + line('M130 -30l40 -10M130 -10h44M130 10l40 10', O, 5),
  broom: () => line('M0 60V-200', '#a1887f', 10) + path('M-40 60H40L56 160H-56Z', '#ffca28'),
  plunger: () => line('M0 0V-200', '#a1887f', 10) + path('M-50 0Q0 -70 50 0Z', '#e53935'),
  baguette: () => ellipse(0, 0, 110, 18, '#e0a050', rot(-30, 0, 0)),
  icecreamcone: () => poly([[-22, -10], [22, -10], [0, 60]], '#e0a050') + circle(0, -26, 26, '#f8bbd0'),
  drink: () => path('M-30 -80H30L20 0H-20Z', '#ffcc80', 'fill-opacity=".8"') + line('M10 -80L30 -120', '#ef5350', 6) + path('M-34 -80L20 -100L34 -80Z', '#66bb6a', 'stroke-width="4"'),
  marshmallowstick: () => line('M0 0L220 -60', '#6d4c41', 7) + rect(200, -82, 30, 30, 8, '#fff', 'stroke-width="4"'),
  gamepad: () => path('M-70 -20Q-80 40 -50 40Q-30 40 -20 20H20Q30 40 50 40Q80 40 70 -20Q60 -40 40 -40H-40Q-60 -40 -70 -20Z', '#455a64') + line('M-44 -14V10M-56 -2H-32', '#fff', 6) + circle(40, -8, 7, '#ef5350', N) + circle(54, 6, 7, '#66bb6a', N),
  headset: () => rect(-60, -30, 120, 60, 14, '#37474f'),
  scroll: () => rect(-60, -90, 120, 180, 4, '#fff8e1') + ellipse(0, -90, 66, 14, '#ffe0b2') + ellipse(0, 90, 66, 14, '#ffe0b2'),
  clipboard: () => rect(-50, -70, 100, 140, 8, '#a1887f') + rect(-40, -56, 80, 118, 2, '#fff', 'stroke-width="4"') + rect(-20, -80, 40, 20, 4, '#90a4ae', 'stroke-width="4"') + line('M-28 -30H28M-28 -6H28M-28 18H14', '#90a4ae', 5, N),
  syringe: () => rect(-60, -12, 120, 24, 6, '#e3f2fd') + line('M60 0H100M-60 -22V22M-90 0H-60', O, 6),
  stethoscope: () => path('M-30 -60Q-40 20 0 30Q40 20 30 -60', 'none', 'stroke-width="6"') + circle(0, 50, 14, '#90a4ae', 'stroke-width="5"'),
  toothbrush: () => rect(-90, -8, 180, 16, 8, '#29b6f6') + rect(50, -30, 40, 22, 4, '#fff', 'stroke-width="4"'),
  bigtooth: () => path('M-60 -150Q0 -180 60 -150Q80 -80 50 0L30 -40Q0 -60 -30 -40L-50 0Q-80 -80 -60 -150Z', '#fff'),
  paperplane: () => poly([[-60, 0], [60, -40], [-10, 30]], '#fff') + line('M60 -40L-10 10V30', O, 4),
  kite: ({ c = '#ff7043' }) => poly([[0, -100], [70, 0], [0, 120], [-70, 0]], c) + line('M0 -100V120M-70 0H70', O, 4) + line('M0 120Q40 200 0 280Q-30 340 20 400', O, 3),
  map: () => path('M-120 -80L-40 -100L40 -80L120 -100V80L40 100L-40 80L-120 100Z', '#fff8e1') + line('M-40 -100V80M40 -80V100', '#d7ccc8', 4, N) + line('M-90 40Q-40 -20 20 20T100 -60', '#e53935', 5, 'stroke-dasharray="10 10"') + line('M86 -74l16 16M102 -74l-16 16', '#e53935', 5),
  piano: () => rect(-260, -300, 520, 160, 10, '#263238') + rect(-250, -150, 500, 60, 4, '#fafafa') + line(Array.from({ length: 19 }, (_, i) => `M${-224 + i * 25} -150V-90`).join(''), O, 3) + Array.from({ length: 12 }, (_, i) => rect(-232 + i * 40 + (i % 3) * 6, -150, 14, 34, 2, O, N)).join('') + rect(-240, -90, 30, 90, 0, '#263238') + rect(210, -90, 30, 90, 0, '#263238'),
  drum: () => rect(-100, -160, 200, 160, 10, '#e53935') + ellipse(0, -160, 100, 26, '#fafafa') + line('M-100 -120L100 -40M100 -120L-100 -40', '#ffeb3b', 6),
  scale: ({ broken = false }) => rect(-100, -40, 200, 40, 10, '#eceff1') + rect(-40, -34, 80, 24, 4, broken ? '#ef5350' : '#b3e5fc', 'stroke-width="4"') + (broken ? line('M-100 -40l30 -40M100 -40l-20 -50M0 -40l-4 -60', O, 5) : ''),
  trash: () => path('M-70 -180H70L56 0H-56Z', '#78909c') + rect(-80, -200, 160, 24, 6, '#90a4ae') + line('M-30 -150V-30M0 -150V-30M30 -150V-30', '#546e7a', 6, N),
  printer: () => rect(-160, -180, 320, 140, 16, '#cfd8dc') + rect(-110, -230, 220, 60, 4, '#fff') + rect(-120, -40, 240, 40, 4, '#90a4ae') + rect(-100, -20, 200, 60, 2, '#fff', 'stroke-width="4"'),
  coffeemachine: () => rect(-120, -360, 240, 360, 16, '#455a64') + rect(-80, -200, 160, 140, 6, '#263238') + rect(-60, -320, 120, 60, 6, '#81d4fa') + path('M-26 -130H26L20 -70H-20Z', '#fff') + rect(-30, -220, 60, 30, 4, '#90a4ae'),
  mousetrap: () => rect(-150, -30, 300, 30, 4, '#d7a86e') + path('M-90 -30Q-90 -110 0 -110Q90 -110 90 -30', 'none', 'stroke="#90a4ae" stroke-width="10"') + line('M-120 -30H120', '#90a4ae', 6),
  toast: ({ w = 300 }) => path(`M${-w / 2} 0V-80Q${-w / 2 - 20} -140 ${-w / 4} -140Q0 -170 ${w / 4} -140Q${w / 2 + 20} -140 ${w / 2} -80V0Z`, '#d7a86e') + path(`M${-w / 2 + 18} -14V-80Q${-w / 2} -124 ${-w / 4} -124Q0 -150 ${w / 4} -124Q${w / 2} -124 ${w / 2 - 18} -80V-14Z`, '#ffe0a3', N),
  toastflat: ({ w = 420 }) => rect(-w / 2, -40, w, 40, 14, '#d7a86e') + rect(-w / 2 + 14, -40, w - 28, 16, 6, '#ffe0a3', N),
  steamer: ({ w = 460, lid = false }) => (lid ? ellipse(0, -170, w / 2, 50, '#e0b674') : '') + rect(-w / 2, -140, w, 140, 30, '#e0b674') + line(`M${-w / 2} -100H${w / 2}M${-w / 2} -50H${w / 2}`, '#c49a55', 6, N) + ellipse(0, -140, w / 2, 34, '#c49a55'),
  conveyor: ({ w = 1200 }) => rect(-w / 2, -70, w, 40, 20, '#90a4ae') + Array.from({ length: Math.floor(w / 80) }, (_, i) => circle(-w / 2 + 40 + i * 80, -50, 12, '#546e7a', 'stroke-width="4"')).join('') + rect(-w / 2, -30, w, 30, 0, '#546e7a'),
  grater: () => path('M-70 0L-50 -260H50L70 0Z', '#b0bec5') + rect(-30, -310, 60, 60, 20, 'none', 'stroke-width="14"') + Array.from({ length: 12 }, (_, i) => ellipse(-24 + (i % 3) * 24, -220 + Math.floor(i / 3) * 50, 8, 4, O, N)).join(''),
  tape: ({ w = 120 }) => rect(-w / 2, -16, w, 32, 2, '#d7ccc8', 'fill-opacity=".9" stroke-width="3"'),
  gavel: () => line('M0 0L60 -60', '#6d4c41', 12) + rect(40, -110, 90, 40, 8, '#8d6e63', rot(45, 85, -90)),
  throne: ({ c = '#c62828' }) => path('M-150 0V-180H-110V-420Q0 -480 110 -420V-180H150V0Z', '#ffc928') + rect(-100, -400, 200, 220, 30, c) + rect(-120, -190, 240, 60, 14, c) + circle(0, -440, 16, '#e53935', 'stroke-width="4"'),
  scribbles: () => line('M0 0q40 -80 80 0t80 0t80 0M20 60c40 -60 100 60 140 -10s60 40 90 0M40 -80l40 40l40 -40l40 40l40 -40', '#e53935', 8) + line('M0 120q60 -40 120 0t120 -20', '#1e88e5', 8) + circle(300, 40, 30, 'none', 'stroke="#43a047" stroke-width="8"'),
  hamsterwheel: ({ size: r = 300 }) => circle(0, -r - 20, r, 'none', 'stroke="#ef5350" stroke-width="26"') + circle(0, -r - 20, r, 'none', 'stroke="#fff" stroke-width="4" stroke-dasharray="20 30"') + line(`M0 ${-r - 20}L-160 0M0 ${-r - 20}L160 0`, '#90a4ae', 14) + circle(0, -r - 20, 20, '#90a4ae'),
  pedestal: ({ w = 260, h = 220 }) => rect(-w / 2, -h, w, h, 0, '#bcaaa4') + rect(-w / 2 - 20, -h - 24, w + 40, 30, 6, '#a1887f') + rect(-w / 2 - 20, -24, w + 40, 24, 4, '#a1887f'),
  glasspane: ({ w = 236, h = 176 }) => rect(-w / 2, -h / 2, w, h, 4, '#e3f2fd', 'fill-opacity=".3" stroke-width="5"') + line(`M${-w / 3} ${-h / 3}l40 -30M${-w / 3 + 20} ${-h / 3 + 30}l60 -50`, '#fff', 8, 'opacity=".7"'),
  bubbles: () => [[0, 0, 12], [20, -40, 9], [-10, -80, 14], [16, -120, 8]].map(([x, y, r]) => circle(x, y, r, '#e1f5fe', 'fill-opacity=".5" stroke-width="4"')).join(''),
  splash: ({ c = '#e3f2fd' }) => path('M-140 0Q-120 -80 -90 -40Q-80 -140 -40 -60Q-10 -180 20 -60Q60 -150 80 -40Q120 -100 140 0Z', c),
  crown: () => path('M-52 0L-58 -70L-28 -38L0 -84L28 -38L58 -70L52 0Z', '#ffc928'),
  scythe: () => line('M0 80V-260', '#6d4c41', 10) + path('M0 -260Q-120 -290 -200 -200Q-110 -250 0 -230Z', '#cfd8dc'),
  tray: ({ food = 'fish' }) => ellipse(0, 0, 110, 20, '#cfd8dc') + path('M-60 -10A60 60 0 0 1 60 -10Z', '#eceff1') + (food ? '' : ''),
  cloche: () => ellipse(0, 0, 110, 20, '#cfd8dc') + path('M-80 -6A80 76 0 0 1 80 -6Z', '#eceff1') + circle(0, -86, 10, '#eceff1'),
  cinemaseats: ({ w = 1600 }) => Array.from({ length: Math.ceil(w / 170) }, (_, i) => rect(-w / 2 + i * 170, -170, 150, 170, 30, '#6a1b9a')).join(''),
  lane: () => path('M-200 0L-60 -300H60L200 0Z', '#ffcc80') + line('M-120 0L-36 -300M120 0L36 -300', '#e0a050', 5, N),
  sunscreen: () => rect(-34, -120, 68, 120, 14, '#fafafa') + rect(-16, -146, 32, 30, 4, '#ff7043') + place(0, -60, { s: 0.7 }, icon('sun', 1)),
  stickvacuum: () => line('M-300 0H120', '#90a4ae', 14) + rect(-60, -40, 90, 56, 14, '#e53935') + path('M120 -30H200L220 30H100Z', '#546e7a'),
  box: ({ w = 200, h = 140 }) => rect(-w / 2, -h, w, h, 4, '#d7a86e') + poly([[-w / 2, -h], [-w / 2 - 40, -h - 50], [-w / 2 + 30, -h - 40]], '#c49a55') + poly([[w / 2, -h], [w / 2 + 40, -h - 50], [w / 2 - 30, -h - 40]], '#c49a55') + line(`M-30 ${-h + 30}H30`, '#a1887f', 6, N),
  chessboard: () => rect(-160, -40, 320, 40, 4, '#8d6e63') + path('M-200 -40H200L160 -120H-160Z', '#efebe9') + line('M-150 -120L-190 -40M-80 -120L-100 -40M0 -120V-40M80 -120L100 -40M150 -120L190 -40M-180 -80H180', '#8d6e63', 5, N) + [[-120, -90], [40, -60], [130, -95]].map(([x, y]) => path(`M${x - 14} ${y}H${x + 14}L${x + 8} ${y - 30}Q${x} ${y - 46} ${x - 8} ${y - 30}Z`, '#37474f', 'stroke-width="4"')).join('') + [[-40, -70], [90, -100]].map(([x, y]) => path(`M${x - 14} ${y}H${x + 14}L${x + 8} ${y - 30}Q${x} ${y - 46} ${x - 8} ${y - 30}Z`, '#fafafa', 'stroke-width="4"')).join(''),
  detectorgate: () => path('M-160 0V-420H160V0H120V-380H-120V0Z', '#90a4ae') + circle(0, -400, 16, '#f44336', 'stroke-width="4"'),
  pancake: () => ellipse(0, 0, 90, 22, '#e0a050') + ellipse(0, -4, 60, 12, '#f5c77e', N),
  mirror: () => rect(-120, -400, 240, 400, 30, '#b3e5fc', 'stroke="#8d6e63" stroke-width="14"'),
  fork: () => line('M0 60V-40', '#90a4ae', 8) + line('M-12 -40V-80M0 -40V-84M12 -40V-80M-12 -40H12', '#90a4ae', 6),
  knife: () => line('M0 60V-10', '#6d4c41', 10) + path('M-8 -10V-90Q12 -70 8 -10Z', '#cfd8dc', 'stroke-width="4"'),
  watercooler: () => rect(-70, -260, 140, 260, 10, '#eceff1') + path('M-60 -260V-420Q0 -440 60 -420V-260Z', '#81d4fa', 'fill-opacity=".8"'),
};

export function prop(name, opts = {}) {
  const make = PROPS[name];
  if (!make) throw new Error(`no prop ${name}`);
  return make(opts);
}

export const PROP_NAMES = Object.keys(PROPS);
