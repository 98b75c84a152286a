/** Homes: living rooms, kitchens, bedrooms and bathrooms. */
export const HOME = [
  {
    id: 'sheep-counting-people',
    bg: 'bedroom',
    items: [
      { p: 'fence', x: 1100, y: 780, w: 400 },
      { a: 'pear-man', x: 1100, y: 520, s: 0.7, r: 15, arms: ['out', 'out'], legs: 'run', dir: 1 },
      { a: 'cupcake', x: 1400, y: 780, s: 0.6, arms: ['down', 'down'], legs: 'walk', dir: -1, flip: true },
      { p: 'bed', x: 420, y: 860 },
      { who: 'sheep', x: 300, y: 740, s: 1, r: -70, legs: 'none', mood: 'bored', arms: ['none', 'none'] },
      { p: 'blanket', x: 420, y: 860, c: '#a5d6a7' },
      { bubble: { x: 620, y: 220, w: 260, h: 180, thought: true, tail: 'left', items: [{ a: 'cookie', x: 620, y: 290, s: 0.5, legs: 'jump', arms: ['cheer', 'cheer'] }] } },
    ],
  },
  {
    id: 'dog-owns-the-couch',
    bg: 'living',
    items: [
      { p: 'couch', x: 760, y: 820 },
      { who: 'dog', x: 760, y: 700, s: 1.2, legs: 'none', mood: 'smug', wear: ['sunglasses'], arms: ['hips', 'hold'], holdR: { p: 'phone', s: 1.2 } },
      { p: 'tv', x: 1380, y: 860, show: 'bone' },
      { who: 'person', x: 340, y: 870, s: 1.1, legs: 'sit', dir: 1, hair: 'short', hairColor: '#6d4c41', top: '#ef5350', mood: 'sad', arms: ['down', 'down'] },
    ],
  },
  {
    id: 'cat-pushes-the-cup',
    bg: 'kitchen',
    items: [
      { who: 'cat', x: 900, y: 600, s: 1.3, mood: 'smug', arms: ['down', 'point'], fur: '#616161', stripes: '#424242' },
      { p: 'counter', x: 760, y: 900, w: 1000 },
      { p: 'cup', x: 1330, y: 720, r: 40, c: '#4fc3f7' },
      { e: 'speed', x: 1300, y: 600, k: 0.8 },
      { e: 'exclaim', x: 1330, y: 560, k: 1 },
    ],
  },
  {
    id: 'cat-vs-cucumber',
    bg: 'kitchen',
    items: [
      { p: 'counter', x: 800, y: 900, w: 1700 },
      { p: 'cucumber', x: 640, y: 600, s: 1.8 },
      { who: 'cat', x: 1080, y: 430, s: 1.3, r: 12, mood: 'shocked', arms: ['up', 'up'], legs: 'jump', emote: [['exclaim', 0, -10, 1.3]] },
      { e: 'alarm', x: 1060, y: 220, k: 1.4 },
    ],
  },
  {
    id: 'polar-bear-in-the-fridge',
    bg: 'kitchen',
    items: [
      { p: 'fridge', x: 820, y: 890 },
      { who: 'bear', fur: '#fafafa', muzzle: '#eceff1', x: 820, y: 830, s: 1.1, legs: 'none', mood: 'calm', arms: ['down', 'hold'], holdR: { p: 'icecreamcone' } },
      { who: 'person', x: 300, y: 880, s: 1.3, hair: 'ponytail', hairColor: '#212121', skin: 4, top: '#ab47bc', mood: 'shocked', arms: ['face', 'face'] },
    ],
  },
  {
    id: 'midnight-fridge-raid',
    bg: 'kitchen',
    items: [
      { svg: '<rect x="0" y="0" width="1600" height="900" fill="#0d1430" opacity=".55" stroke="none"/>' },
      { p: 'fridge', x: 1100, y: 890 },
      { svg: '<path d="M1240 370L600 900H1400V370Z" fill="#fff59d" opacity=".35" stroke="none"/>' },
      { who: 'person', x: 800, y: 880, s: 1.3, hair: 'wild', hairColor: '#6d4c41', top: '#90caf9', bottom: '#90caf9', mood: 'shocked', arms: ['hold', 'hold'], holdL: { p: 'cake', s: 0.5, candles: 0 } },
      { who: 'cat', x: 260, y: 880, s: 0.9, mood: 'smug', fur: '#424242', stripes: '' },
    ],
  },
  {
    id: 'toddler-wall-art',
    bg: 'living',
    bgOpts: { window: false },
    items: [
      { p: 'scribbles', x: 560, y: 380, s: 1.4 },
      { who: 'person', age: 'kid', hair: 'curly', hairColor: '#f9a825', top: '#ef5350', x: 760, y: 860, s: 1.3, mood: 'proud', arms: ['down', 'cheer'], holdR: { p: 'candles', s: 0.5, r: 200 } },
      { who: 'person', x: 1300, y: 870, s: 1.3, hair: 'long', hairColor: '#4e342e', top: '#26a69a', mood: 'shocked', arms: ['face', 'face'] },
    ],
  },
  {
    id: 'laundry-monster',
    bg: 'laundry',
    items: [
      { p: 'clothespile', x: 700, y: 840, s: 1.8 },
      { svg: '<circle cx="640" cy="560" r="26" fill="#fff"/><circle cx="760" cy="560" r="26" fill="#fff"/><circle cx="646" cy="566" r="12" fill="#2b2b2b" stroke="none"/><circle cx="754" cy="566" r="12" fill="#2b2b2b" stroke="none"/><path d="M640 640Q700 680 760 640" fill="none" stroke-width="8"/>' },
      { a: 'sushi-dude', x: 1300, y: 860, s: 1, arms: ['up', 'up'], legs: 'run', dir: 1, emote: [['exclaim', 0, 0, 1]] },
      { e: 'speed', x: 1180, y: 700, k: 1 },
    ],
  },
  {
    id: 'vr-headset-vs-lamp',
    bg: 'living',
    items: [
      { who: 'person', x: 720, y: 870, s: 1.4, hair: 'short', hairColor: '#212121', skin: 2, top: '#ffa726', wear: ['vr'], mood: 'joy', arms: ['cheer', 'reach'], legs: 'walk', dir: 1 },
      { svg: '<path d="M1080 860V420" stroke="#8d6e63" stroke-width="14" fill="none"/><path d="M1000 420H1160L1120 300H1040Z" fill="#ffca28" transform="rotate(20 1080 420)"/>' },
      { e: 'exclaim', x: 1180, y: 260, k: 1.2 },
      { who: 'cat', x: 260, y: 870, s: 0.9, mood: 'bored', fur: '#ffb74d' },
    ],
  },
  {
    id: 'cat-on-the-keyboard',
    bg: 'living',
    items: [
      { p: 'table', x: 800, y: 880, w: 700, h: 170 },
      { p: 'laptop', x: 900, y: 690, s: 1.5 },
      { who: 'cat', x: 1110, y: 700, s: 1.1, r: -85, legs: 'none', mood: 'calm', arms: ['none', 'none'] },
      { who: 'person', x: 320, y: 880, s: 1.3, hair: 'bun', hairColor: '#5d4037', top: '#5c6bc0', mood: 'angry', arms: ['shrug', 'shrug'], wear: ['glasses'] },
    ],
  },
  {
    id: 'bathtub-giant-duck',
    bg: 'bathroom',
    items: [
      { who: 'person', x: 560, y: 740, s: 1.1, legs: 'none', hair: 'bald', top: '#ffdbb5', skin: 0, mood: 'scared', arms: ['up', 'face'], wear: [{ w: 'swimcap' }] },
      { p: 'rubberduck', x: 1000, y: 640, s: 3.6 },
      { p: 'bathtub', x: 800, y: 860 },
      { e: 'sweat', x: 440, y: 420, k: 1 },
    ],
  },
  {
    id: 'mummy-out-of-toilet-paper',
    bg: 'bathroom',
    items: [
      { who: 'person', outfit: 'bandage', skin: '#efebe9', hair: 'none', x: 520, y: 870, s: 1.4, mood: 'nervous', arms: ['down', 'shrug'], emote: [['sweat', 60, 20, 1]] },
      { p: 'toiletpaper', x: 1180, y: 860, s: 1.2 },
      { svg: '<path d="M600 620Q800 700 1150 800" fill="none" stroke="#efebe9" stroke-width="26"/><path d="M600 620Q800 700 1150 800" fill="none" stroke="#bcaaa4" stroke-width="4"/>' },
      { a: 'onigiri', x: 1380, y: 860, s: 0.9, arms: ['face', 'face'] },
    ],
  },
  {
    id: 'burger-breaks-the-scale',
    bg: 'bathroom',
    items: [
      { p: 'scale', x: 800, y: 860, s: 2, broken: true },
      { a: 'burger', x: 800, y: 790, s: 1.5, arms: ['face', 'face'], emote: [['sweat', 110, 0, 1.3]] },
      { e: 'dust', x: 620, y: 820, k: 1.2 },
      { e: 'dust', x: 980, y: 820, k: 1.2 },
    ],
  },
  {
    id: 'suitcase-will-not-close',
    bg: 'bedroom',
    bgOpts: { night: false },
    items: [
      { p: 'clothespile', x: 800, y: 700, s: 0.9 },
      { p: 'suitcase', x: 800, y: 860, s: 2.4, c: '#ef5350' },
      { who: 'person', x: 800, y: 500, s: 1.2, legs: 'spread', hair: 'curly', hairColor: '#212121', skin: 3, top: '#ffca28', mood: 'angry', arms: ['down', 'down'], emote: [['sweat', 70, 20, 1]] },
      { svg: '<path d="M560 700l-40 40M1040 700l40 40M600 820l-50 10M1000 820l50 10" fill="none" stroke-width="8"/>' },
    ],
  },
  {
    id: 'robot-vacuum-cat-rider',
    bg: 'living',
    items: [
      { p: 'vacuum', x: 820, y: 860, s: 1.4 },
      { who: 'cat', x: 820, y: 800, s: 1.1, mood: 'proud', wear: ['crown', 'sunglasses'], arms: ['cheer', 'point'], fur: '#fafafa', stripes: '#bdbdbd' },
      { e: 'speed', x: 600, y: 760, k: 1.3 },
      { a: 'mushroom', x: 1360, y: 860, s: 0.9, arms: ['up', 'up'], emote: [['exclaim', 0, 0, 1]] },
    ],
  },
  {
    id: 'pizza-in-the-oven-sauna',
    bg: 'kitchen',
    items: [
      { p: 'oven', x: 800, y: 880, s: 1.5 },
      { a: 'pizza', x: 800, y: 700, s: 0.95, legs: 'none', wear: ['sunglasses'], arms: ['hips', 'hips'] },
      { e: 'steam', x: 780, y: 420, k: 1.3 },
      { a: 'sushi-dude', x: 1350, y: 860, s: 0.9, arms: ['face', 'down'], wear: ['chef'], emote: [['question', 0, -40, 1]] },
    ],
  },
  {
    id: 'popcorn-in-the-microwave',
    bg: 'kitchen',
    items: [
      { p: 'microwave', x: 780, y: 580, s: 1.6 },
      { a: 'popcorn', x: 690, y: 520, s: 0.95, legs: 'none', arms: ['up', 'up'], emote: [['sweat', 60, 0, 1], ['exclaim', -60, 0, 1]] },
      { p: 'glasspane', x: 700, y: 340, w: 410, h: 315 },
      { e: 'steam', x: 700, y: 150, k: 1 },
    ],
  },
  {
    id: 'cookie-dives-into-milk',
    bg: 'kitchen',
    items: [
      { p: 'milkglass', x: 1050, y: 900, h: 460 },
      { p: 'splash', x: 1050, y: 560 },
      { p: 'divingboard', x: 460, y: 380 },
      { a: 'cookie', x: 820, y: 380, s: 0.9, r: 140, arms: ['up', 'up'], legs: 'stand' },
      { a: 'cupcake', x: 300, y: 360, s: 0.8, arms: ['cheer', 'cheer'] },
    ],
  },
  {
    id: 'tomato-meets-ketchup',
    bg: 'kitchen',
    items: [
      { p: 'ketchup', x: 1050, y: 560, s: 1.5 },
      { a: 'tomato', x: 560, y: 860, s: 1.4, arms: ['face', 'face'], emote: [['exclaim', 0, 0, 1.2], ['sweat', 110, 20, 1]] },
      { p: 'counter', x: 1050, y: 900, w: 600 },
    ],
  },
  {
    id: 'cheese-meets-the-grater',
    bg: 'kitchen',
    items: [
      { p: 'grater', x: 1100, y: 860, s: 1.6 },
      { a: 'cheese', x: 560, y: 860, s: 1.4, arms: ['up', 'up'], emote: [['exclaim', 0, 0, 1.2], ['sweat', 120, 20, 1]] },
    ],
  },
  {
    id: 'mouse-eyes-the-cheese',
    bg: 'kitchen',
    items: [
      { p: 'mousetrap', x: 1000, y: 860, s: 1.3 },
      { a: 'cheese', x: 1000, y: 820, s: 1, arms: ['up', 'up'], legs: 'stand', emote: [['sweat', 100, 0, 1]] },
      { who: 'mouse', x: 480, y: 870, s: 1.2, mood: 'smug', arms: ['hips', 'hold'], holdR: { p: 'ladle', s: 0.6 } },
    ],
  },
  {
    id: 'dumpling-hot-tub',
    bg: 'kitchen',
    items: [
      { p: 'counter', x: 800, y: 900, w: 1400 },
      { a: 'dumpling', x: 660, y: 445, s: 0.9, legs: 'none', arms: ['out', 'out'], wear: ['sunglasses'] },
      { a: 'dumpling', x: 940, y: 445, s: 0.9, legs: 'none', arms: ['out', 'down'], holdL: { p: 'drink', s: 0.7 } },
      { p: 'steamer', x: 800, y: 600, w: 620 },
      { e: 'steam', x: 800, y: 360, k: 1.4 },
    ],
  },
  {
    id: 'soup-with-a-surprise',
    bg: 'kitchen',
    items: [
      { svg: '<g transform="translate(860 470)"><path d="M-60 0Q-120 -120 -40 -200Q0 -230 10 -190Q-60 -120 -20 0Z" fill="#ab47bc"/><path d="M60 0Q160 -100 110 -220Q90 -250 70 -220Q120 -110 30 0Z" fill="#ab47bc"/><circle cx="-14" cy="-190" r="7" fill="#e1bee7" stroke="none"/><circle cx="96" cy="-200" r="7" fill="#e1bee7" stroke="none"/></g>' },
      { p: 'pot', x: 860, y: 720, s: 1.6 },
      { p: 'counter', x: 860, y: 1020, w: 1000 },
      { who: 'person', x: 340, y: 880, s: 1.3, wear: ['chef'], outfit: 'shirt', top: '#fafafa', hair: 'short', hairColor: '#212121', skin: 1, mood: 'shocked', arms: ['down', 'hold'], holdR: { p: 'ladle', r: -30 } },
    ],
  },
  {
    id: 'grandpa-video-game-champion',
    bg: 'living',
    items: [
      { p: 'tv', x: 1200, y: 650, s: 1.5, show: 'star' },
      { p: 'table', x: 1200, y: 880, w: 500, h: 220 },
      { p: 'couch', x: 560, y: 860 },
      { who: 'person', age: 'old', hair: 'bald', x: 560, y: 760, s: 1.1, legs: 'none', outfit: 'cardigan', top: '#8d6e63', mood: 'proud', arms: ['holdHigh', 'holdHigh'], holdR: { p: 'gamepad', s: 0.9 }, wear: ['headphones', 'mustache'] },
      { who: 'person', age: 'kid', hair: 'spiky', hairColor: '#212121', x: 260, y: 880, s: 1.1, top: '#42a5f5', mood: 'sleepy', emote: [['zzz', 40, 0, 1]] },
      { p: 'trophy', x: 900, y: 880, s: 0.9 },
    ],
  },
  {
    id: 'houseplant-takes-over',
    bg: 'living',
    items: [
      { svg: '<g fill="#4caf50">' + [[700, 500], [820, 380], [940, 480], [620, 300], [1000, 300], [860, 220], [540, 440], [1080, 440], [760, 260], [1160, 250], [500, 200]].map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="90" transform="rotate(${(i * 47) % 120 - 60} ${x} ${y})"/>`).join('') + '</g><path d="M820 740Q820 500 700 420M820 700Q900 500 1000 400M820 700Q760 500 620 300" fill="none" stroke="#388e3c" stroke-width="14"/>' },
      { svg: '<path d="M720 740H920L900 860H740Z" fill="#e07a4f"/>' },
      { a: 'croissant', x: 1340, y: 870, s: 0.9, arms: ['hold', 'hold'], holdR: { p: 'bucket', s: 0.6, c: '#90a4ae' }, emote: [['question', 0, -20, 1]] },
    ],
  },
  {
    id: 'hangover-morning',
    bg: 'living',
    items: [
      { p: 'couch', x: 760, y: 820 },
      { who: 'person', x: 760, y: 690, s: 1.1, r: -80, legs: 'none', hair: 'wild', hairColor: '#6d4c41', top: '#ef5350', mood: 'dizzy', arms: ['none', 'none'] },
      { svg: '<g transform="translate(430 610)"><ellipse cx="0" cy="0" rx="60" ry="40" fill="#90caf9"/><path d="M-20 -34L0 -60L20 -34" fill="#90caf9"/></g><g fill="#66bb6a"><path d="M1150 860V760Q1150 740 1160 730V690H1180V730Q1190 740 1190 760V860Z"/><path d="M1250 860V760Q1250 740 1260 730V690H1280V730Q1290 740 1290 760V860Z" transform="rotate(70 1270 860)"/></g>' },
    ],
  },
];
