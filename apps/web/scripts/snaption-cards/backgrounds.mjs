/**
 * Backgrounds, each filling the 1600x900 card: flat bands of colour and a few outlined shapes that
 * say where we are. The ground line sits near y=700 so characters stand at about the same height.
 */
import { N, O, circle, ellipse, line, n, path, poly, rect } from './svg.mjs';

const W = 1600;
const H = 900;
const fill = (c) => rect(0, 0, W, H, 0, c, N);
const band = (y, h, c, extra = N) => rect(-10, y, W + 20, h, 0, c, extra);

const cloud = (x, y, k = 1, c = '#fff') =>
  path(`M${n(x - 90 * k)} ${n(y)}C${n(x - 110 * k)} ${n(y - 50 * k)} ${n(x - 40 * k)} ${n(y - 60 * k)} ${n(x - 30 * k)} ${n(y - 40 * k)}C${n(x - 20 * k)} ${n(y - 90 * k)} ${n(x + 60 * k)} ${n(y - 90 * k)} ${n(x + 56 * k)} ${n(y - 36 * k)}C${n(x + 100 * k)} ${n(y - 50 * k)} ${n(x + 120 * k)} ${n(y)} ${n(x + 80 * k)} ${n(y)}Z`, c, 'stroke-width="5"');
const sun = (x, y, r = 70) =>
  circle(x, y, r + 30, '#fff59d', `${N} opacity=".5"`) + circle(x, y, r, '#ffd54f', 'stroke-width="6"');
const stars = (pts, c = '#fff') => pts.map(([x, y, r = 3]) => circle(x, y, r, c, N)).join('');
const STARS = [[80, 60], [220, 140, 4], [360, 50], [520, 180], [640, 80, 4], [780, 150], [900, 40], [1040, 120, 4], [1180, 60], [1300, 170], [1420, 90, 4], [1540, 40], [150, 300], [460, 320, 4], [1120, 300], [1500, 260]];
const window_ = (x, y, w, h, view) =>
  rect(x - 12, y - 12, w + 24, h + 24, 6, '#fafafa', 'stroke-width="6"') + rect(x, y, w, h, 0, '#9fd8ff', 'stroke-width="5"') + view + line(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, '#fafafa', 12) + rect(x, y, w, h, 0, 'none', 'stroke-width="5"');
const skyline = (x, y, w, h) => {
  let s = '';
  const cols = ['#90a4ae', '#78909c', '#b0bec5'];
  for (let i = 0, cx = x; cx < x + w; i++) {
    const bw = 40 + ((i * 37) % 50);
    const bh = h * (0.35 + ((i * 53) % 60) / 100);
    s += rect(cx, y + h - bh, Math.min(bw, x + w - cx), bh, 0, cols[i % 3], N);
    cx += bw;
  }
  return s;
};
const floorBoards = (y, c, lines) => band(y, H - y, c) + line(Array.from({ length: 6 }, (_, i) => `M-10 ${n(y + 30 + i * 34)}H${W + 10}`).join(''), lines, 3, N) + line(`M-10 ${y}H${W + 10}`, O, 6);
const plant = (x, y, k = 1) =>
  path(`M${n(x - 34 * k)} ${n(y - 70 * k)}H${n(x + 34 * k)}L${n(x + 26 * k)} ${n(y)}H${n(x - 26 * k)}Z`, '#e07a4f') +
  [[-40, -150], [0, -190], [40, -150], [-20, -120], [24, -120]].map(([dx, dy]) => ellipse(x + dx * k, y + (dy - 10) * k, 18 * k, 44 * k, '#4caf50', `transform="rotate(${dx} ${n(x + dx * k)} ${n(y + (dy - 10) * k)})"`)).join('');
const pine = (x, y, k = 1, c = '#2e7d32', snow = false) =>
  rect(x - 10 * k, y - 40 * k, 20 * k, 40 * k, 0, '#6d4c41') +
  poly([[x - 70 * k, y - 40 * k], [x + 70 * k, y - 40 * k], [x, y - 150 * k]], c) +
  poly([[x - 54 * k, y - 110 * k], [x + 54 * k, y - 110 * k], [x, y - 210 * k]], c) +
  (snow ? poly([[x - 20 * k, y - 180 * k], [x + 20 * k, y - 180 * k], [x, y - 210 * k]], '#fff', N) : '');
const tree = (x, y, k = 1, c = '#66bb6a') =>
  rect(x - 16 * k, y - 120 * k, 32 * k, 120 * k, 4, '#8d6e63') + circle(x, y - 170 * k, 80 * k, c) + circle(x - 60 * k, y - 130 * k, 50 * k, c) + circle(x + 60 * k, y - 130 * k, 50 * k, c);
const curtain = (x, w, c, flip = 1) =>
  path(`M${n(x)} -10V${H + 10}Q${n(x + w * 0.6 * flip)} ${H * 0.6} ${n(x + w * flip)} -10Z`, c);

const BACKGROUNDS = {
  office: ({ wall = '#e3ecf5', floor = '#b9c4cf', window = true, clock = true }) =>
    fill(wall) +
    (window ? window_(980, 110, 460, 300, skyline(980, 230, 460, 180)) : '') +
    (clock ? circle(250, 170, 54, '#fff', 'stroke-width="6"') + line('M250 170V132M250 170L276 184', O, 6) : '') +
    band(640, 260, floor) + line('M-10 640H1610', O, 6) + plant(90, 700, 1.1),
  meeting: ({ wall = '#dfe7f1' }) =>
    fill(wall) + window_(100, 90, 520, 330, skyline(100, 190, 520, 230)) + band(600, 300, '#8d9aa8') + line('M-10 600H1610', O, 6) + plant(1500, 640, 1.1),
  beach: ({ sunX = 1350, sunY = 150 }) =>
    fill('#8fd6ff') + sun(sunX, sunY) + cloud(300, 160, 1) + cloud(820, 110, 0.7) +
    band(420, 180, '#2f9be0') + line('M-10 470q40 -20 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0', '#9fdcff', 5, N) +
    path('M-10 600Q400 560 800 590T1610 580V910H-10Z', '#f6d98c', 'stroke-width="6"') + path('M-10 560Q300 540 600 565T1300 550T1610 560V600Q1200 580 800 600T-10 600Z', '#fff', `${N} opacity=".5"`) +
    circle(200, 760, 8, '#e6c06a', N) + circle(1400, 820, 10, '#e6c06a', N) + circle(900, 860, 7, '#e6c06a', N),
  pool: () =>
    fill('#d4eefc') + line(Array.from({ length: 8 }, (_, i) => `M${i * 220} 0V440`).join('') + 'M0 110H1600M0 220H1600M0 330H1600', '#b7dff5', 4, N) +
    band(440, 60, '#e0e0e0', 'stroke-width="6"') + band(500, 400, '#29b6f6') +
    line('M-10 560q50 -22 100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0', '#81d4fa', 6, N) +
    line('M-10 700q50 -22 100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0t100 0', '#4fc3f7', 6, N) +
    line('M1420 380V560M1500 380V560M1420 420H1500M1420 470H1500', '#cfd8dc', 14) ,
  street: ({ night = false }) =>
    fill(night ? '#1a2340' : '#a5dcff') + (night ? stars(STARS.slice(0, 10)) : cloud(1200, 120, 0.8)) +
    skyline(-10, 180, 1620, 420) +
    [60, 260, 460, 660, 860, 1060, 1260, 1460].map((x, i) => rect(x, 320 + (i % 3) * 40, 30, 40, 0, night ? '#ffe082' : '#e3f2fd', N) + rect(x + 50, 380 - (i % 2) * 50, 30, 40, 0, night ? '#ffe082' : '#e3f2fd', N)).join('') +
    band(600, 70, '#cfd8dc', 'stroke-width="6"') + band(670, 240, '#616161') + line('M40 790H200M360 790H520M680 790H840M1000 790H1160M1320 790H1480', '#fff', 12, N),
  park: () =>
    fill('#a5dcff') + sun(1400, 120, 60) + cloud(420, 140, 0.9) +
    path('M-10 520Q400 420 800 500T1610 470V910H-10Z', '#8bc34a', 'stroke-width="6"') +
    tree(180, 560, 1) + tree(1420, 540, 0.8) +
    path('M-10 900Q600 700 900 640T1610 600V640Q1000 700 700 900Z', '#e8d5a9', 'stroke-width="5"'),
  space: ({ planet = true }) =>
    fill('#141a38') + stars(STARS) + stars([[300, 700], [700, 800], [1300, 720], [1000, 860], [100, 850]]) +
    (planet ? circle(1350, 220, 90, '#ff8a65', 'stroke-width="6"') + ellipse(1350, 220, 170, 34, 'none', 'stroke="#ffcc80" stroke-width="12" transform="rotate(-15 1350 220)"') : ''),
  moon: () =>
    fill('#10142e') + stars(STARS) +
    circle(1330, 190, 110, '#42a5f5', 'stroke-width="6"') + path('M1260 130Q1300 110 1320 150T1380 180Q1400 230 1350 260Q1310 240 1290 200Q1250 190 1260 130Z', '#66bb6a', N) +
    path('M-10 620Q300 580 700 610T1610 600V910H-10Z', '#b0bec5', 'stroke-width="6"') +
    ellipse(300, 720, 90, 24, '#90a4ae', 'stroke-width="5"') + ellipse(1200, 800, 120, 30, '#90a4ae', 'stroke-width="5"') + ellipse(820, 680, 50, 14, '#90a4ae', 'stroke-width="5"'),
  underwater: () =>
    fill('#1e88e5') + band(0, 260, '#42a5f5') + band(260, 220, '#2196f3') +
    path('M-10 760Q400 720 800 750T1610 740V910H-10Z', '#f4d58d', 'stroke-width="6"') +
    [[120, 760], [180, 770], [1460, 750], [1520, 760]].map(([x, y], i) => path(`M${x} ${y}q-30 -60 0 -120t0 -120`, 'none', `stroke="#43a047" stroke-width="${16 - i}"`)).join('') +
    [[300, 300, 14], [330, 240, 9], [1300, 400, 12], [1280, 340, 8], [800, 120, 10]].map(([x, y, r]) => circle(x, y, r, '#bbdefb', 'stroke-width="4" fill-opacity=".5"')).join(''),
  kitchen: () =>
    fill('#fff8e1') + line(Array.from({ length: 9 }, (_, i) => `M0 ${80 + i * 60}H1600`).join('') + Array.from({ length: 17 }, (_, i) => `M${i * 100} 0V560`).join(''), '#ffecb3', 3, N) +
    rect(80, 40, 560, 200, 8, '#a1887f') + line('M360 40V240', O, 6) + circle(340, 140, 8, '#ffe082') + circle(380, 140, 8, '#ffe082') +
    rect(-10, 560, 1620, 40, 0, '#d7ccc8') + rect(-10, 600, 1620, 300, 0, '#8d6e63') + line('M400 600V900M800 600V900M1200 600V900', O, 6) + circle(380, 650, 8, '#ffe082') + circle(820, 650, 8, '#ffe082') + circle(1180, 650, 8, '#ffe082') + circle(1220, 650, 8, '#ffe082'),
  living: ({ wall = '#f3e5f5', floor = '#a1887f', window = true }) =>
    fill(wall) + line(Array.from({ length: 16 }, (_, i) => `M${i * 110 + 40} 0V640`).join(''), '#e1bee7', 8, `${N} opacity=".6"`) +
    (window ? window_(1150, 120, 300, 260, cloud(1300, 280, 0.6)) : '') +
    rect(180, 140, 220, 150, 4, '#fff', 'stroke-width="6"') + path('M200 270L260 190L300 240L330 210L380 270Z', '#81c784', 'stroke-width="4"') +
    floorBoards(640, floor, '#8d6e63'),
  bedroom: ({ night = true }) =>
    fill('#c5cae9') + window_(200, 120, 300, 240, night ? rect(200, 120, 300, 240, 0, '#1a2340', N) + circle(400, 190, 30, '#fff59d', N) + stars([[260, 160], [300, 300], [460, 320]]) : '') +
    floorBoards(660, '#9e8170', '#8d6e63'),
  stage: ({ light = '#fff59d' }) =>
    fill('#2b1b3d') + curtain(-10, 280, '#c62828') + curtain(1610, 280, '#c62828', -1) +
    path('M-10 -10H1610V70Q1400 110 1200 70T800 70T400 70T-10 70Z', '#b71c1c') +
    path(`M640 -10L420 720H1180L960 -10Z`, light, `${N} opacity=".22"`) +
    band(700, 200, '#6d4c41') + line('M-10 700H1610', O, 6),
  classroom: () =>
    fill('#fbe9e7') + rect(360, 90, 880, 400, 10, '#8d6e63', 'stroke-width="6"') + rect(384, 112, 832, 356, 4, '#2e7d32', 'stroke-width="5"') +
    rect(360, 486, 880, 18, 4, '#bcaaa4') + rect(500, 478, 40, 10, 2, '#fff', 'stroke-width="3"') + floorBoards(660, '#bcaaa4', '#a1887f') + circle(1420, 160, 50, '#fff', 'stroke-width="6"') + line('M1420 160V126M1420 160L1444 172', O, 6),
  snow: ({ sky = '#cfe8fb' }) =>
    fill(sky) + path('M-10 520L260 220L480 460L760 160L1080 480L1300 260L1610 520Z', '#eceff1', 'stroke-width="6"') +
    path('M180 310L260 220L330 300L290 290L260 320L220 290Z', '#fff', N) + path('M690 240L760 160L830 240L790 230L760 260L730 235Z', '#fff', N) +
    path('M-10 560Q400 500 800 560T1610 540V910H-10Z', '#fafafa', 'stroke-width="6"') + pine(140, 600, 1, '#2e7d32', true) + pine(1470, 590, 0.9, '#2e7d32', true),
  desert: () =>
    fill('#ffd59a') + sun(1300, 160, 90) +
    path('M-10 540Q300 460 600 520T1200 500T1610 520V910H-10Z', '#f4b860', 'stroke-width="6"') + path('M-10 640Q500 580 900 650T1610 620V910H-10Z', '#f9c978', 'stroke-width="6"') +
    poly([[160, 520], [300, 360], [440, 520]], '#e0a050') + cactus(1460, 660, 1),
  night: () => fill('#141d3f') + stars(STARS) + circle(1350, 160, 70, '#fff8c4', 'stroke-width="6"') + circle(1325, 140, 14, '#f0e6a0', N) + skyline(-10, 420, 1620, 240).replaceAll(/#(90a4ae|78909c|b0bec5)/g, '#263059') + band(660, 240, '#1c2448'),
  sky: () => fill('#8fd6ff') + cloud(200, 220, 1.2) + cloud(900, 120, 0.8) + cloud(1400, 320, 1) + cloud(600, 700, 1.4) + cloud(1300, 820, 1.1),
  farm: () =>
    fill('#a5dcff') + cloud(300, 130, 0.8) + path('M-10 480Q500 430 1000 470T1610 450V910H-10Z', '#9ccc65', 'stroke-width="6"') +
    rect(1100, 220, 320, 270, 0, '#c62828', 'stroke-width="6"') + poly([[1080, 230], [1260, 110], [1440, 230]], '#8e2424') + rect(1210, 340, 100, 150, 0, '#fff', 'stroke-width="6"') + line('M1210 340L1310 490M1310 340L1210 490', O, 5) +
    line('M-10 560H900M-10 620H900', '#8d6e63', 10) + line('M40 540V650M200 540V650M360 540V650M520 540V650M680 540V650M840 540V650', '#8d6e63', 12),
  forest: ({ night = false }) =>
    fill(night ? '#1b2a4a' : '#b3e5fc') + (night ? stars(STARS.slice(0, 9)) + circle(1380, 130, 50, '#fff8c4', 'stroke-width="6"') : '') +
    pine(100, 640, 1.8, night ? '#1b5e20' : '#388e3c') + pine(330, 600, 1.3, night ? '#1b5e20' : '#43a047') + pine(1280, 610, 1.4, night ? '#1b5e20' : '#43a047') + pine(1500, 650, 1.9, night ? '#1b5e20' : '#388e3c') +
    path('M-10 640Q800 600 1610 640V910H-10Z', night ? '#33691e' : '#7cb342', 'stroke-width="6"'),
  restaurant: () =>
    fill('#ffe0b2') + band(0, 40, '#8d6e63') + rect(160, 120, 200, 160, 4, '#fff', 'stroke-width="6"') + circle(260, 200, 44, '#ffcc80', 'stroke-width="5"') +
    rect(1240, 120, 200, 160, 4, '#fff', 'stroke-width="6"') + path('M1260 260L1320 170L1370 230L1420 260Z', '#90caf9', 'stroke-width="4"') +
    band(640, 260, '#fafafa') + line(Array.from({ length: 17 }, (_, i) => `M${i * 100} 640V900`).join('') + 'M0 720H1600M0 810H1600', '#bdbdbd', 4, N) + line('M-10 640H1610', O, 6),
  gym: () =>
    fill('#eceff1') + rect(200, 100, 1200, 400, 6, '#cfe8f6', 'stroke-width="6"') + line('M320 100L200 300M700 100L480 500M1100 100L880 500', '#fff', 20, `${N} opacity=".6"`) + band(640, 260, '#455a64') + line('M-10 640H1610', O, 6),
  supermarket: () =>
    fill('#f1f8e9') + [160, 330, 500].map((y) => rect(100, y, 1400, 20, 0, '#b0bec5', 'stroke-width="5"')).join('') +
    [160, 330, 500].map((y, r) => Array.from({ length: 14 }, (_, i) => rect(120 + i * 98, y - 90 + ((i + r) % 3) * 10, 70, 90 - ((i + r) % 3) * 10, 6, ['#ef5350', '#ffca28', '#66bb6a', '#42a5f5', '#ab47bc'][(i + r * 2) % 5], 'stroke-width="4"')).join('')).join('') +
    band(640, 260, '#e0e0e0') + line('M-10 640H1610', O, 6),
  hospital: () => fill('#e0f2f1') + rect(1200, 80, 300, 230, 4, '#fff', 'stroke-width="6"') + path('M1330 130h40v50h50v40h-50v50h-40v-50h-50v-40h50Z', '#e53935', 'stroke-width="4"') + band(640, 260, '#b2dfdb') + line('M-10 640H1610', O, 6),
  mountain: () =>
    fill('#b3e5fc') + cloud(1300, 140, 0.8) + path('M-10 900L500 160L760 420L1000 260L1610 900Z', '#8d9db0', 'stroke-width="6"') + path('M420 275L500 160L590 290L540 270L500 300L460 270Z', '#fff', N),
  arctic: () => fill('#cfe8fb') + band(420, 480, '#1e88e5') + line('M-10 500q40 -14 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0', '#64b5f6', 5, N) + poly([[1300, 420], [1380, 240], [1460, 300], [1520, 420]], '#fff'),
  castle: () => fill('#b3e5fc') + rect(-10, 200, 1620, 500, 0, '#b0bec5', 'stroke-width="6"') + line(Array.from({ length: 9 }, (_, i) => `M-10 ${260 + i * 50}H1610`).join(''), '#90a4ae', 4, N) + Array.from({ length: 16 }, (_, i) => rect(i * 110 - 10, 150, 60, 60, 0, '#b0bec5', 'stroke-width="6"')).join('') + band(700, 200, '#8d6e63') + line('M-10 700H1610', O, 6),
  volcano: () => fill('#ffccbc') + path('M300 700L680 240H920L1300 700Z', '#6d4c41', 'stroke-width="6"') + path('M680 240Q720 300 760 260Q800 320 840 260Q880 300 920 240Z', '#ff5722', 'stroke-width="5"') + cloud(800, 140, 1.3, '#9e9e9e') + band(700, 200, '#5d4037') + line('M-10 700H1610', O, 6),
  bathroom: () => fill('#e1f5fe') + line(Array.from({ length: 12 }, (_, i) => `M0 ${i * 70}H1600`).join('') + Array.from({ length: 17 }, (_, i) => `M${i * 100} 0V660`).join(''), '#b3e5fc', 4, N) + rect(120, 120, 200, 260, 30, '#e3f2fd', 'stroke-width="6"') + band(660, 240, '#90caf9') + line('M-10 660H1610', O, 6),
  museum: () => fill('#efebe9') + band(0, 60, '#d7ccc8') + rect(120, 150, 260, 200, 4, '#ffca28', 'stroke-width="8"') + rect(144, 174, 212, 152, 0, '#90caf9', 'stroke-width="4"') + rect(1220, 150, 260, 200, 4, '#ffca28', 'stroke-width="8"') + rect(1244, 174, 212, 152, 0, '#a5d6a7', 'stroke-width="4"') + line('M0 560H1600', '#bcaaa4', 4, N) + band(660, 240, '#a1887f') + line('M-10 660H1610', O, 6),
  stadium: () => fill('#90caf9') + rect(-10, 120, 1620, 300, 0, '#546e7a', 'stroke-width="6"') + Array.from({ length: 60 }, (_, i) => circle(20 + (i % 30) * 54, 180 + Math.floor(i / 30) * 100 + (i % 3) * 10, 18, ['#ef5350', '#ffee58', '#42a5f5', '#66bb6a', '#ffffff'][i % 5], 'stroke-width="4"')).join('') + band(420, 480, '#66bb6a') + line('M-10 420H1610', O, 6) + line('M0 560H1600', '#fff', 8, N),
  studio: () => fill('#263238') + rect(100, 80, 1400, 460, 12, '#1e88e5', 'stroke-width="6"') + skyline(100, 240, 1400, 300) + rect(100, 80, 1400, 460, 12, 'none', 'stroke-width="6"') + band(640, 260, '#37474f') + line('M-10 640H1610', O, 6),
  cinema: () => fill('#1a1a2e') + rect(200, 60, 1200, 440, 6, '#eceff1', 'stroke-width="6"') + band(700, 200, '#4a148c'),
  lab: () => fill('#e8eaf6') + rect(80, 120, 400, 240, 6, '#fff', 'stroke-width="6"') + line('M120 300L180 220L240 260L320 160L420 200', '#e53935', 6) + band(560, 40, '#b0bec5', 'stroke-width="6"') + band(600, 300, '#78909c'),
  road: () => fill('#a5dcff') + cloud(300, 140, 0.8) + band(440, 460, '#8bc34a') + path('M700 440H900L1400 910H200Z', '#616161', 'stroke-width="6"') + path('M795 460H805L830 910H770Z', '#fff', N) + line('M-10 440H1610', O, 6),
  underground: () => fill('#cfd8dc') + rect(-10, 80, 1620, 90, 0, '#eceff1', 'stroke-width="6"') + [100, 500, 900, 1300].map((x) => rect(x, 230, 260, 180, 20, '#263238', 'stroke-width="6"')).join('') + band(600, 300, '#90a4ae') + line('M-10 600H1610', O, 6) + Array.from({ length: 8 }, (_, i) => line(`M${120 + i * 200} 200V560`, '#b0bec5', 8, N)).join(''),
  cabin: () => fill('#eceff1') + [200, 650, 1100].map((x) => rect(x, 150, 230, 260, 100, '#90caf9', 'stroke-width="8"') + cloud(x + 130, 300, 0.5)).join('') + band(600, 300, '#607d8b') + line('M-10 600H1610', O, 6),
  rooftop: () => fill('#ffccbc') + sun(300, 450, 110) + skyline(-10, 300, 1620, 360).replaceAll(/#(90a4ae|78909c|b0bec5)/g, '#8d6e8a') + band(660, 240, '#8d6e63') + line('M-10 660H1610', O, 6),
  jungle: () => fill('#c5e1a5') + [0, 300, 600, 900, 1200, 1500].map((x, i) => ellipse(x, 120 + (i % 2) * 60, 200, 110, i % 2 ? '#43a047' : '#2e7d32')).join('') + line('M400 0Q420 200 380 420M1100 0Q1140 260 1080 460', '#6d4c41', 10) + band(660, 240, '#558b2f') + line('M-10 660H1610', O, 6),
  island: () => fill('#8fd6ff') + sun(1350, 140, 60) + band(400, 500, '#29b6f6') + ellipse(800, 640, 420, 110, '#f6d98c', 'stroke-width="6"') + line('M0 460q40 -14 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0', '#81d4fa', 5, N),
  court: () => fill('#d7ccc8') + Array.from({ length: 7 }, (_, i) => rect(160 + i * 200, 60, 50, 500, 0, '#bcaaa4', 'stroke-width="5"')).join('') + band(640, 260, '#8d6e63') + line('M-10 640H1610', O, 6),
  laundry: () => fill('#e0f7fa') + [200, 500, 800, 1100].map((x) => rect(x, 300, 240, 300, 12, '#fafafa', 'stroke-width="6"') + circle(x + 120, 460, 80, '#b3e5fc', 'stroke-width="8"')).join('') + band(600, 300, '#b0bec5') + line('M-10 600H1610', O, 6),
  wedding: () => fill('#fce4ec') + [220, 1380].map((x) => path(`M${x - 100} 700V300Q${x} 160 ${x + 100} 300V700`, 'none', 'stroke="#f8bbd0" stroke-width="30"')).join('') + band(700, 200, '#f8bbd0') + rect(600, 700, 400, 200, 0, '#e53935', N) + line('M-10 700H1610', O, 6),
  tent: () => fill('#142040') + stars(STARS.slice(0, 10)) + path('M-10 640Q800 600 1610 640V910H-10Z', '#33691e', 'stroke-width="6"') + pine(120, 640, 1.5, '#1b5e20') + pine(1500, 640, 1.6, '#1b5e20'),
};

function cactus(x, y, k) {
  return path(`M${x - 24 * k} ${y}V${y - 200 * k}Q${x} ${y - 236 * k} ${x + 24 * k} ${y - 200 * k}V${y}Z`, '#66bb6a') +
    path(`M${x - 24 * k} ${y - 100 * k}H${x - 60 * k}V${y - 160 * k}`, 'none', `stroke="#2b2b2b" stroke-width="${n(30 * k)}"`) + path(`M${x - 24 * k} ${y - 100 * k}H${x - 60 * k}V${y - 160 * k}`, 'none', `stroke="#66bb6a" stroke-width="${n(18 * k)}"`);
}

export const BACKGROUND_NAMES = Object.keys(BACKGROUNDS);

export function background(name, opts) {
  const make = BACKGROUNDS[name];
  if (!make) throw new Error(`no background ${name}`);
  return make(opts);
}

export { cloud, sun, pine, tree, plant, cactus, skyline };
