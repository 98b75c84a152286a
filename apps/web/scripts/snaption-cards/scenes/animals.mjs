/** Animals being people, and people meeting animals. */
export const ANIMALS = [
  {
    id: 'when-pigs-fly',
    bg: 'sky',
    items: [
      { who: 'pig', x: 860, y: 600, s: 1.3, r: 10, mood: 'joy', wear: ['wings', 'goggles'], arms: ['out', 'out'], legs: 'float' },
      { c: 'bird', x: 360, y: 420, s: 1.3, mood: 'shocked' },
      { e: 'speed', x: 620, y: 480, k: 1.3 },
    ],
  },
  {
    id: 'rabbit-carrot-heist',
    bg: 'farm',
    items: [
      { who: 'rabbit', x: 700, y: 860, s: 1.3, mood: 'smug', legs: 'walk', dir: -1, wear: ['eyepatch', 'bandana'], arms: ['down', 'hold'], holdR: { p: 'suitcase', s: 0.7, c: '#795548', dy: 60 } },
      { a: 'carrot', x: 980, y: 640, s: 0.7, r: 20, arms: ['up', 'up'], legs: 'dangle', emote: [['exclaim', 0, 0, 1]] },
      { svg: '<path d="M760 740Q900 700 960 650" fill="none" stroke-width="5"/>' },
    ],
  },
  {
    id: 'dog-cone-of-shame',
    bg: 'living',
    items: [
      { who: 'dog', x: 800, y: 870, s: 1.5, mood: 'sad', arms: ['down', 'down'], wear: ['cone'] },
      { p: 'trash', x: 1200, y: 870, r: 80, s: 0.9 },
      { who: 'cat', x: 330, y: 870, s: 1, mood: 'smug', fur: '#616161', stripes: '#424242', arms: ['hips', 'point'] },
    ],
  },
  {
    id: 'cat-in-a-tiny-box',
    bg: 'living',
    items: [
      { who: 'cat', x: 800, y: 860, s: 1.4, legs: 'none', mood: 'calm', fur: '#ffb74d', arms: ['out', 'out'] },
      { p: 'box', x: 800, y: 880, w: 220, h: 110 },
      { a: 'robo', x: 1300, y: 870, s: 1, arms: ['shrug', 'shrug'], emote: [['question', 0, 0, 1]] },
    ],
  },
  {
    id: 'super-cheese',
    bg: 'sky',
    items: [
      { svg: '<path d="M760 420Q560 380 380 470Q470 520 420 600Q560 560 700 560Z" fill="#e53935"/>' },
      { a: 'cheese', x: 760, y: 560, s: 1.3, r: 30, arms: ['up', 'down'], legs: 'float' },
      { e: 'speed', x: 420, y: 600, k: 1.5 },
      { c: 'bird', x: 1300, y: 300, s: 1, mood: 'shocked', flip: true },
    ],
  },
  {
    id: 'broccoli-standoff',
    bg: 'kitchen',
    items: [
      { p: 'table', x: 800, y: 880, w: 800, h: 170 },
      { who: 'person', age: 'kid', hair: 'spiky', hairColor: '#f9a825', top: '#ef5350', x: 400, y: 730, s: 1.6, legs: 'none', mood: 'angry', arms: ['hips', 'hips'] },
      { a: 'broccoli', x: 1120, y: 700, s: 1.3, legs: 'none', arms: ['hips', 'hips'], emote: [['anger', 60, 0, 1]] },
      { p: 'plate', x: 760, y: 710, w: 220 },
    ],
  },
  {
    id: 'polar-bear-ice-fishing',
    bg: 'arctic',
    items: [
      { p: 'icefloe', x: 800, y: 800, w: 1300 },
      { svg: '<ellipse cx="980" cy="790" rx="90" ry="20" fill="#1e88e5"/>' },
      { who: 'bear', fur: '#fafafa', muzzle: '#eceff1', x: 700, y: 790, s: 1.4, mood: 'focused', legs: 'sit', dir: 1, wear: ['beanie'], arms: ['down', 'reach'], holdR: { p: 'fishingrod', s: 0.6 } },
      { who: 'penguin', x: 1300, y: 790, s: 0.9, mood: 'nervous', emote: [['sweat', 60, 0, 1]] },
    ],
  },
  {
    id: 'shark-lifeguard',
    bg: 'beach',
    items: [
      { svg: '<path d="M1080 820L1120 560H1280L1320 820M1100 700H1300M1080 560H1320" fill="none" stroke="#fafafa" stroke-width="22"/><path d="M1080 820L1120 560H1280L1320 820M1100 700H1300M1080 560H1320" fill="none" stroke="#2b2b2b" stroke-width="4" opacity=".4"/>' },
      { c: 'shark', x: 1200, y: 500, s: 0.6, mood: 'grin', r: -80 },
      { svg: '<path d="M1150 380l20 -40l30 30" fill="#e53935" stroke-width="4"/>' },
      { a: 'tomato', x: 420, y: 800, s: 1, wear: ['floatie'], arms: ['point', 'down'], flip: true, emote: [['sweat', 70, 10, 1]] },
    ],
  },
  {
    id: 'weather-report-indoors',
    bg: 'studio',
    items: [
      { p: 'raincloud', x: 1000, y: 200, s: 1.8 },
      { a: 'gizmo', x: 1000, y: 860, s: 1.2, wear: ['tie'], arms: ['point', 'hold'], holdR: { p: 'umbrella', s: 0.45 }, flip: true },
      { p: 'puddle', x: 1000, y: 860, w: 380 },
      { p: 'board', x: 420, y: 560, w: 420, h: 300, c: '#e3f2fd', show: 'sun' },
    ],
  },
  {
    id: 'dog-therapist',
    bg: 'living',
    items: [
      { p: 'couch', x: 1100, y: 840 },
      { who: 'cat', x: 1000, y: 720, s: 1.2, r: -70, legs: 'none', mood: 'sad', fur: '#fafafa', stripes: '#9e9e9e', arms: ['none', 'none'] },
      { p: 'chair', x: 420, y: 870, c: '#8d6e63' },
      { who: 'dog', x: 400, y: 800, s: 1.2, legs: 'sit', dir: 1, wear: ['glasses', 'bowtie'], mood: 'calm', arms: ['down', 'hold'], holdR: { p: 'clipboard' } },
    ],
  },
  {
    id: 'bird-with-knife-and-fork',
    bg: 'park',
    items: [
      { who: 'chicken', x: 560, y: 860, s: 1.3, mood: 'grin', wear: ['bib'], arms: ['up', 'up'], holdL: { p: 'fork', s: 1.2 }, holdR: { p: 'knife', s: 1.2 } },
      { c: 'worm', x: 1100, y: 860, s: 1.3, mood: 'scared' },
    ],
  },
  {
    id: 'sheep-without-wool',
    bg: 'farm',
    items: [
      { who: 'sheep', shorn: true, x: 600, y: 860, s: 1.3, mood: 'nervous', arms: ['hug', 'hug'] },
      { who: 'person', x: 1080, y: 860, s: 1.3, hair: 'curly', hairColor: '#6d4c41', top: '#fafafa', outfit: 'cardigan', mood: 'proud', arms: ['hips', 'hips'], wear: [{ w: 'scarf', c: '#fafafa' }] },
      { svg: '<path d="M540 620l-20 -10M660 620l20 -10M520 680l-20 0" fill="none" stroke="#4fc3f7" stroke-width="6"/>' },
    ],
  },
  {
    id: 'pigeon-plays-chess',
    bg: 'park',
    items: [
      { p: 'bench', x: 800, y: 860, s: 1.6 },
      { p: 'chessboard', x: 800, y: 660 },
      { who: 'pigeon', x: 860, y: 600, s: 0.8, mood: 'smug', legs: 'stand' },
      { who: 'person', age: 'old', hair: 'bald', x: 400, y: 860, s: 1.3, outfit: 'cardigan', top: '#8d6e63', wear: ['glasses', 'mustache'], mood: 'angry', arms: ['shrug', 'shrug'], emote: [['anger', 60, 0, 1]] },
    ],
  },
  {
    id: 'owl-on-the-night-shift',
    bg: 'forest',
    bgOpts: { night: true },
    items: [
      { svg: '<path d="M-10 520H900" fill="none" stroke="#6d4c41" stroke-width="40"/>' },
      { c: 'owl', x: 600, y: 500, s: 1.4, mood: 'dizzy' },
      { p: 'mugstack', x: 820, y: 500, count: 4 },
      { p: 'laptop', x: 380, y: 500 },
    ],
  },
  {
    id: 'bee-allergic-to-flowers',
    bg: 'park',
    items: [
      { svg: '<g transform="translate(1050 860)"><path d="M0 0V-260" fill="none" stroke="#43a047" stroke-width="14"/>' + [0, 72, 144, 216, 288].map((d) => `<ellipse cx="0" cy="-320" rx="40" ry="70" fill="#ff80ab" transform="rotate(${d} 0 -260)"/>`).join('') + '<circle cx="0" cy="-260" r="44" fill="#ffeb3b"/></g>' },
      { c: 'bee', x: 640, y: 420, s: 1.6, mood: 'shocked', r: -15 },
      { e: 'dust', x: 820, y: 460, k: 1.2 },
    ],
  },
  {
    id: 'cat-chases-the-laser-dot',
    bg: 'living',
    items: [
      { svg: '<circle cx="1250" cy="860" r="12" fill="#f44336" stroke="none"/><path d="M300 300L1250 860" stroke="#f44336" stroke-width="3" opacity=".5"/>' },
      { who: 'cat', x: 1000, y: 700, s: 1.2, r: 30, mood: 'focused', legs: 'run', dir: 1, arms: ['reach', 'reach'], fur: '#ffb74d' },
      { a: 'robo', x: 300, y: 860, s: 1.1, arms: ['down', 'reach'], emote: [['notes', 60, 0, 1]] },
    ],
  },
  {
    id: 'pancake-on-the-ceiling',
    bg: 'kitchen',
    items: [
      { p: 'pancake', x: 800, y: 30, s: 1.4 },
      { who: 'person', x: 800, y: 870, s: 1.4, hair: 'short', hairColor: '#212121', top: '#ffca28', wear: ['chef'], mood: 'shocked', arms: ['down', 'reach'], holdR: { p: 'fryingpan', s: 0.6, flip: true } },
      { a: 'egg', x: 1300, y: 860, s: 0.9, arms: ['face', 'face'] },
    ],
  },
  {
    id: 'metal-detector-beeps',
    bg: 'office',
    bgOpts: { clock: false },
    items: [
      { p: 'detectorgate', x: 760, y: 860 },
      { a: 'tin-can', x: 760, y: 860, s: 1.2, arms: ['up', 'up'] },
      { e: 'alarm', x: 760, y: 420, k: 1.5 },
      { who: 'dog', x: 1250, y: 860, s: 1.2, wear: ['police'], mood: 'angry', arms: ['point', 'down'], flip: true },
    ],
  },
  {
    id: 'hot-air-balloon-overload',
    bg: 'sky',
    items: [
      { p: 'hotairballoon', x: 800, y: 800, s: 1.5, basket: 260 },
      { a: 'egg', x: 680, y: 730, s: 0.7, legs: 'none', arms: ['up', 'up'] },
      { a: 'hotdog', x: 800, y: 720, s: 0.7, legs: 'none', arms: ['cheer', 'cheer'] },
      { a: 'pizza', x: 920, y: 730, s: 0.7, legs: 'none', arms: ['up', 'up'] },
      { p: 'basketfront', x: 800, y: 800, s: 1.5, basket: 260 },
      { e: 'sweat', x: 980, y: 520, k: 1 },
    ],
  },
  {
    id: 'subway-seat-hog',
    bg: 'underground',
    items: [
      { svg: '<rect x="200" y="700" width="1200" height="60" rx="20" fill="#1e88e5"/><rect x="200" y="760" width="1200" height="30" fill="#1565c0"/>' },
      { who: 'cat', x: 800, y: 690, s: 1.2, r: -85, legs: 'none', mood: 'calm', fur: '#616161', stripes: '#424242', arms: ['none', 'none'] },
      { who: 'person', x: 300, y: 880, s: 1.1, outfit: 'suit', top: '#5d4037', hair: 'short', mood: 'bored', arms: ['up', 'down'] },
      { a: 'dumpling', x: 1350, y: 880, s: 0.9, arms: ['shrug', 'shrug'] },
    ],
  },
  {
    id: 'library-drum-solo',
    bg: 'museum',
    items: [
      { p: 'bookshelf', x: 260, y: 880 },
      { p: 'bookshelf', x: 1340, y: 880 },
      { p: 'drum', x: 800, y: 860, s: 1.3 },
      { a: 'pear-man', x: 800, y: 660, s: 1, legs: 'none', arms: ['cheer', 'cheer'], wear: ['headphones'], emote: [['notes', 80, 0, 1]] },
      { c: 'owl', x: 1340, y: 400, s: 0.8, mood: 'angry' },
    ],
  },
  {
    id: 'wedding-cake-too-tall',
    bg: 'wedding',
    items: [
      { svg: '<g>' + [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${690 + i * 10}" y="${780 - (i + 1) * 110}" width="${220 - i * 20}" height="110" rx="10" fill="#fafafa"/>`).join('') + '</g>' },
      { a: 'watermelon', x: 1060, y: 860, s: 0.9, wear: ['bowtie'], arms: ['up', 'down'], emote: [['sweat', 60, 0, 1]] },
      { who: 'person', x: 460, y: 870, s: 1.2, outfit: 'gown', top: '#fafafa', hair: 'bun', hairColor: '#f9a825', wear: ['tiara'], mood: 'shocked', arms: ['face', 'face'] },
    ],
  },
];
