/** Stages, sport, restaurants, shops, museums and travel. */
export const FUN = [
  {
    id: 'karaoke-robot',
    bg: 'stage',
    items: [
      { a: 'boxy', x: 800, y: 760, s: 1.4, arms: ['hold', 'cheer'], holdL: { p: 'mic', r: -20 }, emote: [['notes', 120, 0, 1.3]] },
      { a: 'egg', x: 260, y: 890, s: 0.9, legs: 'none', arms: ['face', 'face'], emote: [['sweat', 60, 10, 1]] },
      { a: 'tomato', x: 1340, y: 890, s: 0.9, legs: 'none', arms: ['face', 'face'] },
    ],
  },
  {
    id: 'grandma-crowd-surfing',
    bg: 'stage',
    items: [
      { who: 'person', age: 'old', hair: 'bun', outfit: 'cardigan', top: '#ec407a', wear: ['sunglasses'], x: 640, y: 660, s: 1.4, r: -80, mood: 'joy', arms: ['cheer', 'cheer'], legs: 'spread' },
      { a: 'corn', x: 380, y: 900, s: 0.9, legs: 'none', arms: ['up', 'up'] },
      { a: 'carrot', x: 640, y: 900, s: 0.9, legs: 'none', arms: ['up', 'up'] },
      { a: 'hotdog', x: 900, y: 900, s: 0.9, legs: 'none', arms: ['up', 'up'] },
      { a: 'bolt', x: 1160, y: 900, s: 0.9, legs: 'none', arms: ['up', 'up'] },
    ],
  },
  {
    id: 'tough-crowd',
    bg: 'stage',
    items: [
      { p: 'micstand', x: 860, y: 720 },
      { a: 'broccoli', x: 760, y: 720, s: 1.2, arms: ['shrug', 'shrug'], emote: [['sweat', 100, 20, 1.2]] },
      { a: 'tomato', x: 1200, y: 360, s: 0.5, r: -30, legs: 'none', arms: ['out', 'out'] },
      { a: 'tomato', x: 400, y: 300, s: 0.5, r: 20, legs: 'none', arms: ['out', 'out'] },
      { e: 'speed', x: 1330, y: 320, k: 1 },
    ],
  },
  {
    id: 'dinosaur-ballet',
    bg: 'stage',
    items: [
      { who: 'trex', x: 800, y: 760, s: 1.8, mood: 'proud', legs: 'kick', dir: 1, wear: ['tutu', 'tiara'], arms: ['up', 'up'] },
      { e: 'sparkle', x: 1100, y: 260, k: 1.2 },
    ],
  },
  {
    id: 'vegetable-rock-band',
    bg: 'stage',
    bgOpts: { light: '#ffcc80' },
    items: [
      { p: 'drum', x: 800, y: 700 },
      { a: 'corn', x: 800, y: 560, s: 0.8, legs: 'none', arms: ['cheer', 'cheer'], wear: ['headphones'] },
      { a: 'carrot', x: 400, y: 760, s: 1.1, arms: ['hold', 'hold'], holdR: { p: 'guitar', r: 60, dy: 20 }, wear: ['sunglasses'] },
      { p: 'micstand', x: 1260, y: 760 },
      { a: 'broccoli', x: 1180, y: 760, s: 1.1, arms: ['cheer', 'down'], emote: [['notes', 100, 0, 1.2]] },
    ],
  },
  {
    id: 'robot-learns-to-dance',
    bg: 'stage',
    bgOpts: { light: '#b3e5fc' },
    items: [
      { p: 'discoball', x: 800, y: 300 },
      { a: 'retro-robo', x: 800, y: 760, s: 1.4, arms: ['out', 'up'], legs: 'kick', dir: 1, emote: [['wobble', 0, 60, 1.4]] },
      { a: 'strawberry', x: 280, y: 890, s: 0.9, legs: 'none', arms: ['face', 'face'] },
      { a: 'avocado', x: 1330, y: 890, s: 0.9, legs: 'none', arms: ['face', 'down'] },
    ],
  },
  {
    id: 'tiny-goalkeeper',
    bg: 'stadium',
    items: [
      { p: 'goal', x: 800, y: 760, w: 1000, h: 380 },
      { a: 'cherry', x: 800, y: 760, s: 0.6, arms: ['cheer', 'cheer'], legs: 'spread', emote: [['sweat', 60, 0, 0.8]] },
      { p: 'ball', x: 1280, y: 900, size: 180 },
    ],
  },
  {
    id: 'bowling-pins-panic',
    bg: 'gym',
    items: [
      { p: 'lane', x: 800, y: 900, s: 2.4 },
      { p: 'pin', x: 700, y: 560, s: 0.8, mood: 'scared' },
      { p: 'pin', x: 800, y: 560, s: 0.8, mood: 'shocked' },
      { p: 'pin', x: 900, y: 560, s: 0.8, mood: 'scared' },
      { p: 'pin', x: 750, y: 600, s: 0.85, mood: 'nervous' },
      { p: 'pin', x: 850, y: 600, s: 0.85, mood: 'scared' },
      { p: 'pin', x: 800, y: 640, s: 0.9, mood: 'shocked' },
      { p: 'bowlingball', x: 800, y: 900, s: 1.6 },
    ],
  },
  {
    id: 'bodybuilder-lifts-a-cupcake',
    bg: 'gym',
    items: [
      { who: 'person', x: 780, y: 870, s: 1.5, outfit: 'tank', top: '#ef5350', hair: 'mohawk', hairColor: '#212121', skin: 2, mood: 'focused', arms: ['overhead', 'overhead'], legs: 'spread', emote: [['sweat', 90, 40, 1.3]] },
      { p: 'cupcake', x: 780, y: 478, s: 1.3 },
      { a: 'pretzel', x: 1300, y: 870, s: 0.9, arms: ['cheer', 'cheer'] },
    ],
  },
  {
    id: 'grandma-deadlift',
    bg: 'gym',
    items: [
      { who: 'person', age: 'old', hair: 'bun', outfit: 'cardigan', top: '#26a69a', wear: ['glasses'], x: 700, y: 870, s: 1.4, mood: 'calm', arms: ['overhead', 'overhead'], legs: 'spread' },
      { p: 'barbell', x: 700, y: 506, w: 560 },
      { who: 'person', outfit: 'tank', top: '#5c6bc0', hair: 'short', hairColor: '#212121', skin: 1, x: 1320, y: 870, s: 1.4, mood: 'shocked', arms: ['face', 'down'], emote: [['sweat', 90, 20, 1]] },
    ],
  },
  {
    id: 'pretzel-wins-yoga',
    bg: 'gym',
    items: [
      { p: 'mat', x: 360, y: 870 },
      { p: 'mat', x: 800, y: 870, c: '#26a69a' },
      { p: 'mat', x: 1240, y: 870, c: '#ff7043' },
      { a: 'cheese', x: 360, y: 860, s: 0.9, r: -20, arms: ['up', 'up'], legs: 'spread', emote: [['sweat', 60, 0, 1]] },
      { a: 'pretzel', x: 800, y: 860, s: 1.2, arms: ['cheer', 'cheer'], emote: [['sparkle', 60, 0, 1]] },
      { a: 'hotdog', x: 1240, y: 860, s: 0.9, r: 30, arms: ['out', 'out'], legs: 'kick', dir: 1, emote: [['wobble', 0, 40, 1]] },
    ],
  },
  {
    id: 'hamster-wheel-gym',
    bg: 'gym',
    items: [
      { p: 'hamsterwheel', x: 760, y: 880, size: 320 },
      { who: 'person', x: 760, y: 830, s: 1.1, outfit: 'tank', top: '#ffca28', hair: 'ponytail', hairColor: '#6d4c41', mood: 'focused', legs: 'run', dir: 1, arms: ['low', 'reach'], emote: [['sweat', 60, 10, 1]] },
      { who: 'mouse', x: 1300, y: 870, s: 1.1, mood: 'smug', wear: ['whistle', { w: 'cap', c: '#e53935' }], arms: ['hips', 'hold'], holdR: { p: 'clipboard' } },
    ],
  },
  {
    id: 'the-tiniest-portion',
    bg: 'restaurant',
    items: [
      { p: 'table', x: 800, y: 860, w: 800, h: 170, c: '#e57373' },
      { p: 'plate', x: 760, y: 680, w: 420, food: 'tiny' },
      { who: 'person', x: 440, y: 870, s: 1.3, hair: 'short', hairColor: '#6d4c41', top: '#5c6bc0', wear: ['bowtie'], mood: 'shocked', arms: ['down', 'reach'], holdR: { p: 'magnifier', s: 0.8 } },
      { who: 'penguin', x: 1240, y: 870, s: 1.2, mood: 'proud', wear: ['bowtie'], arms: ['hips', 'holdHigh'] },
    ],
  },
  {
    id: 'spaghetti-date',
    bg: 'restaurant',
    items: [
      { p: 'table', x: 800, y: 860, w: 560, h: 170, c: '#e57373' },
      { who: 'dog', x: 560, y: 720, s: 1.1, legs: 'none', mood: 'love', arms: ['none', 'none'] },
      { who: 'dog', x: 1040, y: 720, s: 1.1, legs: 'none', mood: 'love', arms: ['none', 'none'], fur: '#8d6e63', ear: '#4e342e' },
      { p: 'plate', x: 800, y: 690, w: 320, food: 'spaghetti' },
      { svg: '<path d="M620 560Q800 640 980 560" fill="none" stroke="#ffca28" stroke-width="7"/>' },
      { p: 'candles', x: 660, y: 690 },
      { e: 'hearts', x: 800, y: 380, k: 1.2 },
    ],
  },
  {
    id: 'all-you-can-eat',
    bg: 'restaurant',
    items: [
      { p: 'plate', x: 760, y: 620, w: 300, food: 'tower' },
      { who: 'person', x: 760, y: 870, s: 1.3, hair: 'curly', hairColor: '#212121', skin: 3, top: '#66bb6a', mood: 'joy', arms: ['holdHigh', 'holdHigh'], legs: 'walk', dir: 1 },
      { a: 'sushi-dude', x: 1280, y: 870, s: 1, wear: ['chef'], arms: ['face', 'face'] },
    ],
  },
  {
    id: 'frog-date-night',
    bg: 'restaurant',
    items: [
      { p: 'table', x: 800, y: 860, w: 560, h: 170, c: '#e57373' },
      { who: 'frog', x: 540, y: 720, s: 1.1, legs: 'none', mood: 'love', wear: ['bowtie', 'crown'], arms: ['none', 'hold'], holdR: { p: 'rose' } },
      { a: 'strawberry', x: 1060, y: 720, s: 1, legs: 'none', arms: ['face', 'down'], emote: [['question', 0, 0, 1]] },
      { p: 'candles', x: 800, y: 690 },
    ],
  },
  {
    id: 'sushi-conveyor-ride',
    bg: 'restaurant',
    items: [
      { p: 'conveyor', x: 800, y: 780, w: 1500 },
      { a: 'sushi-dude', x: 820, y: 720, s: 1, legs: 'none', arms: ['cheer', 'cheer'], emote: [['speed', -140, 120, 1]] },
      { a: 'onigiri', x: 1240, y: 720, s: 0.8, legs: 'none', arms: ['up', 'up'] },
      { a: 'dumpling', x: 380, y: 720, s: 0.8, legs: 'none', arms: ['face', 'face'] },
    ],
  },
  {
    id: 'pineapple-pizza-protest',
    bg: 'street',
    items: [
      { a: 'pizza', x: 560, y: 870, s: 1.1, arms: ['down', 'up'], holdR: { p: 'placard', show: 'nopineapple' }, emote: [['anger', 80, 0, 1]] },
      { a: 'pineapple', x: 1180, y: 870, s: 1, arms: ['face', 'down'], emote: [['sweat', 70, 20, 1]] },
    ],
  },
  {
    id: 'croissant-paints-paris',
    bg: 'park',
    items: [
      { p: 'eiffel', x: 1240, y: 560, s: 0.9 },
      { p: 'easel', x: 760, y: 860, show: 'banana' },
      { a: 'croissant', x: 430, y: 860, s: 1.1, wear: ['beret', 'mustache'], arms: ['down', 'reach'], holdR: { p: 'baguette', s: 0.6 } },
    ],
  },
  {
    id: 'corn-at-the-movies',
    bg: 'cinema',
    items: [
      { svg: '<g transform="translate(800 280)"><path d="M-60 -140C-80 -180 -40 -200 -20 -180C-10 -210 30 -210 40 -180C70 -190 90 -150 60 -140Z" fill="#fff9e6"/><path d="M-70 -140H70L50 60H-50Z" fill="#e53935"/><path d="M-30 -140L-24 60M10 -140V60M40 -140L30 60" fill="none" stroke="#fff" stroke-width="14"/></g>' },
      { p: 'cinemaseats', x: 800, y: 900 },
      { a: 'corn', x: 800, y: 850, s: 1.1, legs: 'none', arms: ['face', 'face'], emote: [['exclaim', 0, 0, 1.2]] },
    ],
  },
  {
    id: 'giraffe-at-the-cinema',
    bg: 'cinema',
    items: [
      { c: 'giraffe', x: 760, y: 900, s: 1.1, mood: 'happy' },
      { p: 'cinemaseats', x: 800, y: 900 },
      { a: 'donut', x: 1100, y: 870, s: 0.8, legs: 'none', arms: ['shrug', 'shrug'], emote: [['anger', 60, 0, 1]] },
      { a: 'panda', x: 420, y: 870, s: 0.8, legs: 'none', arms: ['reach', 'down'] },
    ],
  },
  {
    id: 'hotdog-meets-the-dachshund',
    bg: 'park',
    items: [
      { c: 'dachshund', x: 900, y: 860, s: 1.2, mood: 'joy' },
      { svg: '<path d="M680 760Q900 690 1120 760Q1130 800 1110 810Q900 760 690 810Q670 800 680 760Z" fill="#e0a050" opacity=".95"/>' },
      { a: 'hotdog', x: 420, y: 860, s: 1.2, arms: ['point', 'down'], emote: [['question', 0, 0, 1]], flip: false },
    ],
  },
  {
    id: 'too-many-candles',
    bg: 'living',
    items: [
      { a: 'cupcake', x: 800, y: 860, s: 1.3, arms: ['up', 'up'], emote: [['sweat', 100, 40, 1.2]] },
      { p: 'flames', x: 800, y: 560, w: 420, h: 300 },
      { p: 'balloon', x: 300, y: 700, c: '#42a5f5' },
      { p: 'balloon', x: 1300, y: 720, c: '#ffca28' },
      { a: 'cookie', x: 1300, y: 860, s: 0.9, wear: ['party'], arms: ['face', 'face'] },
    ],
  },
  {
    id: 'mushroom-umbrella',
    bg: 'forest',
    items: [
      { p: 'raincloud', x: 500, y: 120, s: 2 },
      { p: 'raincloud', x: 1100, y: 140, s: 2 },
      { a: 'mushroom', x: 800, y: 860, s: 2.2, legs: 'none', arms: ['none', 'none'] },
      { who: 'frog', x: 800, y: 870, s: 0.7, mood: 'calm' },
      { a: 'banana', x: 1320, y: 870, s: 0.8, arms: ['up', 'up'], emote: [['sweat', 60, 0, 1]] },
    ],
  },
  {
    id: 'egg-on-the-wall',
    bg: 'park',
    items: [
      { p: 'wall', x: 700, y: 860, w: 520, h: 260 },
      { a: 'egg', x: 700, y: 600, s: 1, legs: 'dangle', arms: ['out', 'out'], emote: [['sweat', 80, 0, 1]] },
      { who: 'person', x: 1200, y: 870, s: 1.3, wear: ['chef'], top: '#fafafa', hair: 'short', mood: 'grin', arms: ['down', 'reach'], holdR: { p: 'fryingpan', r: 180, s: 0.8, flip: true } },
    ],
  },
  {
    id: 'banana-taped-to-the-wall',
    bg: 'museum',
    items: [
      { a: 'banana', x: 800, y: 470, s: 1.1, legs: 'none', arms: ['none', 'none'], r: 10 },
      { p: 'tape', x: 800, y: 380, r: -20, w: 180 },
      { who: 'person', x: 400, y: 880, s: 1.2, outfit: 'suit', top: '#212121', hair: 'bun', hairColor: '#9e9e9e', wear: ['glasses'], mood: 'calm', arms: ['hold', 'down'], holdL: { p: 'clipboard' } },
      { a: 'tin-can', x: 1200, y: 880, s: 1, wear: ['monocle'], arms: ['hips', 'hips'], emote: [['question', 40, 0, 1]] },
    ],
  },
  {
    id: 'last-roll-in-the-shop',
    bg: 'supermarket',
    items: [
      { p: 'toiletpaper', x: 800, y: 640, s: 1.4 },
      { a: 'burger', x: 520, y: 860, s: 1.1, arms: ['down', 'reach'], legs: 'walk', dir: 1, emote: [['anger', 60, 0, 1]] },
      { a: 'donut', x: 1080, y: 860, s: 1.1, arms: ['reach', 'down'], legs: 'walk', dir: -1, emote: [['anger', 60, 0, 1]] },
    ],
  },
  {
    id: 'cloud-waves-at-the-window',
    bg: 'cabin',
    items: [
      { p: 'cloud', x: 765, y: 340, k: 0.9 },
      { svg: '<g transform="translate(770 310)"><circle cx="-18" cy="-6" r="7" fill="#2b2b2b" stroke="none"/><circle cx="18" cy="-6" r="7" fill="#2b2b2b" stroke="none"/><path d="M-14 8Q0 22 14 8" fill="none" stroke-width="5"/><path d="M60 -10q20 -30 10 -50" fill="none" stroke-width="6"/></g>' },
      { who: 'person', x: 440, y: 880, s: 1.3, legs: 'none', hair: 'long', hairColor: '#e65100', top: '#7986cb', mood: 'shocked', arms: ['down', 'point'] },
      { a: 'robo', x: 1220, y: 880, s: 0.9, legs: 'none', arms: ['none', 'none'], emote: [['zzz', 60, 0, 1]] },
    ],
  },
  {
    id: 'toilet-paper-emergency',
    bg: 'bathroom',
    items: [
      { p: 'toilet', x: 760, y: 860 },
      { who: 'person', x: 760, y: 760, s: 1.2, legs: 'dangle', hair: 'spiky', hairColor: '#6d4c41', top: '#ffca28', mood: 'scared', arms: ['down', 'reach'], emote: [['sweat', 60, 0, 1]] },
      { svg: '<g transform="translate(1080 600)"><rect x="-10" y="-10" width="80" height="14" rx="6" fill="#b0bec5"/><rect x="14" y="4" width="30" height="40" rx="4" fill="#eeeeee"/></g>' },
      { e: 'exclaim', x: 1110, y: 520, k: 1 },
    ],
  },
  {
    id: 'chef-mouse-under-the-hat',
    bg: 'restaurant',
    items: [
      { p: 'pot', x: 1100, y: 860, s: 1.2 },
      { who: 'person', x: 700, y: 870, s: 1.4, wear: ['chef'], top: '#fafafa', hair: 'short', hairColor: '#6d4c41', mood: 'dizzy', arms: ['out', 'reach'], holdR: { p: 'ladle', r: 40 } },
      { who: 'mouse', x: 700, y: 535, s: 0.45, mood: 'focused', legs: 'none', arms: ['up', 'up'] },
    ],
  },
];
