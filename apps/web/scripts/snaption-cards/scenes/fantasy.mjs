/** Space, the deep sea, castles, magic and things that go bump in the night. */
export const FANTASY = [
  {
    id: 'alien-takes-the-wrong-one',
    bg: 'farm',
    items: [
      { p: 'ufo', x: 760, y: 260, s: 1.1 },
      { p: 'beam', x: 760, y: 250, w: 380, h: 560 },
      { a: 'burger', x: 760, y: 560, s: 0.9, arms: ['up', 'up'], legs: 'float', emote: [['question', 0, 0, 1]] },
      { who: 'cow', x: 300, y: 820, s: 1.3, mood: 'smug', arms: ['hips', 'wave'] },
    ],
  },
  {
    id: 'pizza-delivery-on-the-moon',
    bg: 'moon',
    items: [
      { p: 'scooter', x: 420, y: 800, s: 1.2 },
      { who: 'person', x: 760, y: 800, s: 1.2, hair: 'short', top: '#e53935', wear: [{ w: 'cap', c: '#e53935' }, 'helmet'], mood: 'happy', arms: ['down', 'hold'], holdR: { p: 'pizzabox', count: 3, dy: 20 } },
      { who: 'alien', x: 1200, y: 810, s: 1.2, mood: 'joy', arms: ['reach', 'down'], wear: ['helmet'] },
    ],
  },
  {
    id: 'onigiri-lost-in-space',
    bg: 'space',
    items: [
      { p: 'rocket', x: 330, y: 880, s: 1, r: 20 },
      { svg: '<path d="M420 520Q700 700 860 460" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="14 10"/>' },
      { a: 'onigiri', x: 940, y: 540, s: 1.1, r: -20, arms: ['out', 'cheer'], legs: 'float', wear: ['helmet'], emote: [['sparkle', 100, 0, 1]] },
    ],
  },
  {
    id: 'ufo-parking-ticket',
    bg: 'street',
    bgOpts: { night: true },
    items: [
      { p: 'ufo', x: 620, y: 830, s: 1.5 },
      { a: 'clank', x: 1150, y: 860, s: 1.1, wear: ['police'], arms: ['down', 'hold'], holdR: { p: 'clipboard' } },
      { who: 'alien', x: 1420, y: 860, s: 1, mood: 'angry', arms: ['shrug', 'shrug'], emote: [['anger', 60, 0, 1]] },
    ],
  },
  {
    id: 'rocket-with-training-wheels',
    bg: 'desert',
    items: [
      { p: 'rocket', x: 800, y: 800, s: 1.2 },
      { p: 'wheel', x: 680, y: 810, s: 0.8 },
      { p: 'wheel', x: 920, y: 810, s: 0.8 },
      { a: 'rusty', x: 1250, y: 850, s: 1, arms: ['hips', 'wave'], wear: ['hardhat'] },
    ],
  },
  {
    id: 'hula-hoop-with-saturn',
    bg: 'space',
    bgOpts: { planet: false },
    items: [
      { svg: '<ellipse cx="800" cy="560" rx="340" ry="70" fill="none" stroke="#2b2b2b" stroke-width="40" transform="rotate(-8 800 560)"/><path d="M460 600A340 70 0 0 1 1140 520" fill="none" stroke="#ffcc80" stroke-width="26" transform="rotate(-8 800 560)"/>' },
      { a: 'strawberry', x: 800, y: 720, s: 1.2, arms: ['cheer', 'cheer'], legs: 'float', wear: ['helmet'] },
      { svg: '<path d="M1140 520A340 70 0 0 1 460 600" fill="none" stroke="#2b2b2b" stroke-width="40" transform="rotate(-8 800 560)"/><path d="M1140 520A340 70 0 0 1 460 600" fill="none" stroke="#ffcc80" stroke-width="26" transform="rotate(-8 800 560)"/>' },
      { svg: '<circle cx="1300" cy="200" r="100" fill="#ff8a65"/>' },
    ],
  },
  {
    id: 'alien-at-the-self-checkout',
    bg: 'supermarket',
    items: [
      { p: 'cart', x: 1100, y: 860, s: 1.4 },
      { p: 'rubberduck', x: 1060, y: 620, s: 0.9 },
      { p: 'rubberduck', x: 1160, y: 630, s: 0.9, flip: true },
      { p: 'rubberduck', x: 1110, y: 560, s: 0.9 },
      { who: 'alien', x: 560, y: 860, s: 1.4, mood: 'scared', arms: ['shrug', 'shrug'], emote: [['question', 0, 0, 1.2]] },
    ],
  },
  {
    id: 'shark-at-the-dentist',
    bg: 'underwater',
    items: [
      { c: 'shark', x: 760, y: 460, s: 1.5, mood: 'grin' },
      { c: 'fish', x: 1270, y: 520, s: 1, mood: 'nervous', color: '#ffca28', flip: true },
      { p: 'toothbrush', x: 1150, y: 540, r: 10 },
      { e: 'sparkle', x: 1100, y: 400, k: 1 },
    ],
  },
  {
    id: 'treasure-chest-of-socks',
    bg: 'underwater',
    items: [
      { p: 'treasure', x: 960, y: 800, s: 1.3, inside: 'sock' },
      { a: 'sushi-dude', x: 520, y: 800, s: 1.1, wear: ['helmet'], arms: ['shrug', 'shrug'], emote: [['question', 0, -40, 1]] },
      { c: 'fish', x: 1350, y: 300, s: 0.7, mood: 'smug', flip: true },
      { p: 'bubbles', x: 600, y: 360 },
    ],
  },
  {
    id: 'goldfish-job-interview',
    bg: 'office',
    items: [
      { p: 'chair', x: 450, y: 850, c: '#8d6e63' },
      { p: 'fishbowl', x: 450, y: 700, s: 1.1 },
      { svg: '<path d="M430 586l20 30l20 -30" fill="#e53935" stroke-width="4"/>' },
      { p: 'desk', x: 1100, y: 850, w: 520 },
      { a: 'avocado', x: 1150, y: 690, s: 1.1, legs: 'none', wear: ['glasses'], arms: ['hold', 'down'], holdL: { p: 'paper' }, emote: [['question', 80, 0, 1]] },
    ],
  },
  {
    id: 'knight-versus-tiny-dragon',
    bg: 'castle',
    items: [
      { who: 'person', x: 560, y: 860, s: 1.5, outfit: 'uniform', top: '#90a4ae', bottom: '#78909c', hair: 'none', wear: ['knight'], mood: 'scared', arms: ['hold', 'up'], holdR: { p: 'sword', s: 0.8, r: 20 }, holdL: { p: 'shield', s: 0.8 }, emote: [['sweat', 90, 20, 1.2]] },
      { c: 'dragon', x: 1160, y: 840, s: 0.45, mood: 'smug' },
      { p: 'flames', x: 1080, y: 760, w: 40, h: 40, r: -90 },
    ],
  },
  {
    id: 'dragon-lights-the-candles',
    bg: 'castle',
    items: [
      { p: 'table', x: 1000, y: 860, w: 420, h: 160 },
      { p: 'flames', x: 1000, y: 580, w: 280, h: 240 },
      { p: 'cake', x: 1000, y: 700, candles: 5 },
      { c: 'dragon', x: 460, y: 860, s: 1.1, mood: 'joy' },
      { a: 'cupcake', x: 1380, y: 860, s: 0.9, arms: ['face', 'face'], wear: ['party'] },
    ],
  },
  {
    id: 'wizard-checks-the-wifi',
    bg: 'castle',
    items: [
      { p: 'table', x: 900, y: 860, w: 360, h: 180 },
      { p: 'crystalball', x: 900, y: 680, show: 'wifi' },
      { who: 'person', age: 'old', hair: 'bald', x: 520, y: 860, s: 1.4, outfit: 'robe', top: '#5e35b1', wear: ['wizard', 'beard'], mood: 'joy', arms: ['down', 'reach'], holdL: { p: 'wand', r: -20 } },
      { e: 'sparkle', x: 1000, y: 500, k: 1 },
    ],
  },
  {
    id: 'cat-king-on-the-throne',
    bg: 'castle',
    items: [
      { p: 'throne', x: 1100, y: 860 },
      { who: 'cat', x: 1100, y: 700, s: 1.2, legs: 'none', wear: ['crown', { w: 'cape', c: '#c62828' }], mood: 'smug', arms: ['hips', 'point'] },
      { a: 'taco', x: 420, y: 860, s: 0.9, r: 25, arms: ['down', 'down'] },
      { a: 'cheese', x: 700, y: 860, s: 0.9, r: 25, arms: ['down', 'down'] },
    ],
  },
  {
    id: 'rabbit-pulls-a-human-from-the-hat',
    bg: 'stage',
    items: [
      { p: 'table', x: 900, y: 860, w: 360, h: 200, c: '#5e35b1' },
      { who: 'person', x: 920, y: 560, s: 1, legs: 'none', hair: 'curly', hairColor: '#e65100', top: '#66bb6a', mood: 'shocked', arms: ['up', 'up'] },
      { svg: '<g transform="translate(900 640)"><rect x="-110" y="-20" width="220" height="26" rx="10" fill="#333"/><path d="M-80 -20L-70 -130H70L80 -20Z" fill="#333"/><rect x="-74" y="-110" width="148" height="20" fill="#e53935"/></g>' },
      { who: 'rabbit', x: 480, y: 860, s: 1.3, mood: 'proud', wear: ['tophat', 'bowtie'], arms: ['down', 'point'], holdR: { p: 'wand', r: 80 } },
    ],
  },
  {
    id: 'ghost-afraid-of-the-kitten',
    bg: 'bedroom',
    items: [
      { who: 'ghost', x: 600, y: 820, s: 1.4, mood: 'scared', arms: ['up', 'up'], emote: [['exclaim', 0, 0, 1.2]] },
      { who: 'cat', x: 1150, y: 860, s: 0.7, mood: 'happy', fur: '#fafafa', stripes: '#ffcc80' },
      { e: 'hearts', x: 1200, y: 620, k: 0.8 },
    ],
  },
  {
    id: 'vampire-on-the-beach',
    bg: 'beach',
    items: [
      { p: 'umbrella', x: 780, y: 800, s: 1.3, c: '#263238', stripes: '#455a64' },
      { who: 'person', x: 780, y: 820, s: 1.3, skin: '#e0e0e0', hair: 'short', hairColor: '#212121', outfit: 'suit', top: '#c62828', wear: [{ w: 'cape', c: '#212121' }, 'sunglasses'], mood: 'nervous', arms: ['down', 'hold'], holdR: { p: 'sunscreen', s: 0.8 } },
      { a: 'watermelon', x: 1300, y: 820, s: 1, wear: ['sunglasses'], arms: ['cheer', 'cheer'] },
    ],
  },
  {
    id: 'grim-reaper-selfie',
    bg: 'park',
    items: [
      { who: 'person', x: 640, y: 860, s: 1.5, skin: '#eceff1', outfit: 'robe', top: '#263238', hair: 'none', wear: ['hood'], mood: 'grin', arms: ['reach', 'down'], holdL: { p: 'phone', s: 1.3 }, holdR: { p: 'scythe' } },
      { a: 'cookie', x: 1020, y: 860, s: 1, arms: ['wave', 'down'], emote: [['sweat', 70, 10, 1]] },
    ],
  },
  {
    id: 'selfie-with-a-dinosaur',
    bg: 'jungle',
    items: [
      { who: 'trex', x: 1100, y: 880, s: 2.4, mood: 'grin', arms: ['down', 'down'] },
      { who: 'person', x: 560, y: 880, s: 1.3, hair: 'short', top: '#ffca28', wear: ['sunglasses'], mood: 'grin', arms: ['down', 'reach'], holdR: { p: 'selfiestick', s: 1, r: -10 }, flip: true },
    ],
  },
  {
    id: 'witch-on-a-vacuum',
    bg: 'night',
    items: [
      { group: [{ p: 'stickvacuum', x: 0, y: 0 }, { who: 'person', x: -60, y: 30, s: 1.1, legs: 'sit', dir: 1, outfit: 'dress', top: '#6a1b9a', hair: 'long', hairColor: '#43a047', wear: ['wizard'], mood: 'joy', arms: ['hold', 'point'] }], x: 780, y: 560, r: -8 },
      { e: 'speed', x: 440, y: 480, k: 1.4 },
      { c: 'bird', x: 1300, y: 380, s: 1.2, mood: 'shocked', flip: true },
    ],
  },
  {
    id: 'robot-marries-the-microwave',
    bg: 'wedding',
    items: [
      { a: 'robo', x: 560, y: 860, s: 1.3, wear: ['bowtie'], arms: ['down', 'hug'], emote: [['hearts', 60, 0, 1]] },
      { p: 'table', x: 980, y: 860, w: 280, h: 240, c: '#f8bbd0' },
      { p: 'microwave', x: 980, y: 620, s: 0.9 },
      { svg: '<path d="M880 380C860 300 1100 300 1080 380Z" fill="#fff" opacity=".9"/>' },
      { a: 'pear-man', x: 1340, y: 860, s: 1, wear: ['glasses'], arms: ['hold', 'down'], holdL: { p: 'book', c: '#5d4037' } },
    ],
  },
];
