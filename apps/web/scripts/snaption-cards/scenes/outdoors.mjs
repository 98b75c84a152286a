/** Beaches, parks, streets, snow, deserts, farms, forests and mountains. */
import { tree } from '../backgrounds.mjs';

const WAVE = '<path d="M-10 560Q300 300 620 380Q820 430 760 560Z" fill="#4fc3f7"/><path d="M620 380Q700 330 760 360Q700 380 690 430" fill="#e1f5fe"/>';

export const OUTDOORS = [
  {
    id: 'snowman-at-the-beach',
    bg: 'beach',
    items: [
      { p: 'umbrella', x: 360, y: 720, s: 0.5 },
      { p: 'puddle', x: 800, y: 780, w: 460 },
      { who: 'snowman', x: 800, y: 790, s: 1.5, mood: 'nervous', wear: ['sunglasses'], arms: ['cheer', 'hold'], holdR: { p: 'drink', s: 0.9 }, emote: [['sweat', 90, 40, 1.2], ['sweat', -90, 80, 1]] },
      { p: 'towel', x: 1240, y: 780 },
    ],
  },
  {
    id: 'grandma-skateboard',
    bg: 'park',
    items: [
      { p: 'ramp', x: 520, y: 820, w: 520, h: 260 },
      { a: 'strawberry', x: 1300, y: 820, s: 0.9, arms: ['face', 'face'], emote: [['exclaim', 0, 0, 1]] },
      { a: 'carrot', x: 1480, y: 800, s: 0.8, arms: ['cheer', 'cheer'] },
      { group: [{ p: 'skateboard', x: 0, y: 0, s: 1.4 }, { who: 'person', age: 'old', hair: 'bun', outfit: 'cardigan', top: '#ba68c8', wear: ['glasses'], mood: 'joy', x: 0, y: -30, s: 1.4, arms: ['cheer', 'cheer'], legs: 'jump' }], x: 900, y: 470, r: -12 },
      { e: 'speed', x: 720, y: 280, k: 1.5 },
    ],
  },
  {
    id: 'shark-in-the-pool',
    bg: 'pool',
    items: [
      { c: 'fin', x: 760, y: 640, s: 1.4 },
      { p: 'rubberduck', x: 1000, y: 660, s: 1 },
      { a: 'donut', x: 300, y: 440, s: 1, arms: ['face', 'face'], emote: [['exclaim', 0, 0, 1]] },
      { a: 'hotdog', x: 1250, y: 440, s: 0.9, wear: ['goggles', 'floatie'], arms: ['point', 'down'], emote: [['sweat', 40, 0, 1]] },
    ],
  },
  {
    id: 'penguin-in-the-desert',
    bg: 'desert',
    items: [
      { p: 'suitcase', x: 940, y: 780, s: 1 },
      { who: 'penguin', x: 760, y: 790, s: 1.4, mood: 'sad', wear: ['sunglasses', 'cap'], arms: ['down', 'down'], emote: [['sweat', 70, 30, 1.1]] },
    ],
  },
  {
    id: 'seagull-steals-a-fry',
    bg: 'beach',
    items: [
      { a: 'fry-guy', x: 920, y: 580, s: 0.8, legs: 'dangle', arms: ['up', 'up'], emote: [['exclaim', -90, 40, 1]] },
      { c: 'seagull', x: 900, y: 260, s: 1.1, mood: 'smug' },
      { p: 'towel', x: 360, y: 820 },
      { who: 'person', x: 360, y: 800, s: 1.2, hair: 'short', hairColor: '#f9a825', top: '#ff7043', outfit: 'tank', mood: 'shocked', arms: ['down', 'reach'] },
    ],
  },
  {
    id: 'sandcastle-skyscraper',
    bg: 'beach',
    items: [
      { p: 'sandcastle', x: 960, y: 840, h: 600 },
      { who: 'person', age: 'kid', hair: 'curly', hairColor: '#4e342e', skin: 2, top: '#ffca28', x: 520, y: 850, s: 1.3, mood: 'proud', arms: ['hips', 'cheer'], holdR: { p: 'spade', r: 20 } },
      { p: 'bucket', x: 700, y: 850 },
      { c: 'crab', x: 1320, y: 850, s: 0.8, mood: 'shocked' },
    ],
  },
  {
    id: 'avocado-toast-sunbed',
    bg: 'beach',
    items: [
      { p: 'umbrella', x: 1300, y: 780 },
      { p: 'toastflat', x: 760, y: 800, w: 560 },
      { a: 'avocado', x: 820, y: 730, s: 1, r: -80, legs: 'none', arms: ['none', 'none'], wear: ['sunglasses'] },
      { p: 'drink', x: 1100, y: 820 },
    ],
  },
  {
    id: 'pizza-surfing',
    bg: 'beach',
    items: [
      { svg: WAVE },
      { group: [{ p: 'surfboard', x: 0, y: 0 }, { a: 'pizza', x: 0, y: -20, s: 1, arms: ['out', 'cheer'], legs: 'spread', wear: ['sunglasses'] }], x: 900, y: 520, r: -12 },
      { e: 'speed', x: 700, y: 420, k: 1.2 },
    ],
  },
  {
    id: 'crab-chases-the-watermelon',
    bg: 'beach',
    items: [
      { a: 'watermelon', x: 560, y: 800, s: 1.1, arms: ['up', 'up'], legs: 'run', dir: -1, emote: [['sweat', 80, 0, 1]] },
      { e: 'speed', x: 820, y: 700, k: 1.2 },
      { c: 'crab', x: 1060, y: 820, s: 1.2, mood: 'angry' },
    ],
  },
  {
    id: 'bagel-lifebuoy',
    bg: 'pool',
    items: [
      { who: 'person', x: 620, y: 760, s: 1.2, legs: 'none', hair: 'short', hairColor: '#212121', skin: 1, top: '#ffdbb5', outfit: 'tank', mood: 'scared', arms: ['reach', 'up'] },
      { svg: '<rect x="-10" y="640" width="1620" height="260" fill="#29b6f6" stroke="none" opacity=".85"/>' },
      { a: 'bagel', x: 900, y: 700, s: 1, legs: 'none', arms: ['face', 'face'], emote: [['exclaim', 0, 0, 1]] },
      { a: 'robo', x: 1320, y: 450, s: 0.9, wear: ['whistle', 'sunglasses'], arms: ['point', 'hips'], flip: true },
    ],
  },
  {
    id: 'robot-charging-on-the-beach',
    bg: 'beach',
    items: [
      { p: 'umbrella', x: 1160, y: 790 },
      { p: 'outlet', x: 1160, y: 640, s: 0.8 },
      { p: 'towel', x: 700, y: 800, c: '#ab47bc' },
      { a: 'chip', x: 720, y: 730, s: 1, r: -80, legs: 'none', arms: ['none', 'none'], wear: ['sunglasses'] },
      { svg: '<path d="M860 740Q1000 820 1150 650" fill="none" stroke-width="7"/>' },
      { bubble: { x: 470, y: 400, w: 220, h: 130, tail: 'right', items: [{ svg: '<g transform="translate(470 400)"><rect x="-40" y="-20" width="74" height="40" rx="6" fill="#fff" stroke-width="6"/><rect x="34" y="-8" width="10" height="16" rx="2" fill="#2b2b2b" stroke="none"/><rect x="-34" y="-14" width="58" height="28" rx="1" fill="#66bb6a" stroke="none"/></g>' }] } },
    ],
  },
  {
    id: 'ice-cream-in-the-desert',
    bg: 'desert',
    items: [
      { p: 'puddle', x: 800, y: 820, w: 420, c: '#b2dfdb' },
      { a: 'ice-cream', x: 800, y: 820, s: 1.4, arms: ['face', 'face'], wear: ['sunglasses'], emote: [['sweat', 110, 20, 1.3], ['sweat', -100, 60, 1]] },
    ],
  },
  {
    id: 'alien-tourist-at-the-pyramid',
    bg: 'desert',
    items: [
      { p: 'pyramid', x: 1050, y: 600, s: 1.4 },
      { p: 'ufo', x: 1420, y: 560, s: 0.4 },
      { who: 'alien', x: 600, y: 840, s: 1.3, mood: 'joy', wear: ['lei', { w: 'cap', c: '#ff7043' }, 'camera'], arms: ['wave', 'down'] },
    ],
  },
  {
    id: 'chicken-crosses-the-road',
    bg: 'street',
    items: [
      { p: 'crossing', x: 840, y: 900, w: 900 },
      { p: 'trafficlight', x: 1470, y: 720, on: 'red' },
      { p: 'car', x: 170, y: 860, c: '#42a5f5' },
      { who: 'chicken', x: 860, y: 820, s: 1.2, mood: 'smug', legs: 'walk', dir: 1, wear: ['tie'], arms: ['down', 'hold'], holdR: { p: 'suitcase', s: 0.45, dy: 40 } },
    ],
  },
  {
    id: 'parallel-parking-fail',
    bg: 'street',
    items: [
      { p: 'car', x: 300, y: 860, c: '#66bb6a' },
      { p: 'car', x: 1320, y: 860, c: '#ab47bc' },
      { p: 'car', x: 940, y: 620, c: '#ef5350', r: -90, s: 0.9 },
      { a: 'shades', x: 620, y: 880, s: 0.9, arms: ['shrug', 'shrug'] },
    ],
  },
  {
    id: 'dog-walks-the-human',
    bg: 'park',
    items: [
      { who: 'dog', x: 520, y: 820, s: 1.2, mood: 'proud', legs: 'walk', dir: 1, arms: ['down', 'low'], wear: [{ w: 'cap', c: '#e53935' }] },
      { svg: '<path d="M590 730Q760 780 920 640" fill="none" stroke="#e53935" stroke-width="7"/>' },
      { who: 'person', x: 960, y: 840, s: 1.1, hair: 'short', hairColor: '#795548', top: '#26a69a', mood: 'focused', legs: 'walk', dir: 1, wear: [{ w: 'scarf', c: '#e53935' }], arms: ['down', 'down'] },
    ],
  },
  {
    id: 'dinosaur-at-the-bus-stop',
    bg: 'street',
    items: [
      { p: 'raincloud', x: 800, y: 120, s: 2.5 },
      { p: 'busstop', x: 360, y: 860 },
      { who: 'trex', x: 800, y: 860, s: 1.5, mood: 'sad', arms: ['down', 'holdHigh'], holdR: { p: 'umbrella', s: 0.3, dy: -30 } },
      { a: 'corn', x: 1250, y: 860, s: 1, arms: ['down', 'hold'], holdR: { p: 'umbrella', s: 0.45, c: '#42a5f5' }, emote: [['sweat', 70, 20, 1]] },
    ],
  },
  {
    id: 'pigeon-on-the-statue',
    bg: 'park',
    items: [
      { p: 'pedestal', x: 800, y: 860, w: 300, h: 240 },
      { group: [{ who: 'person', x: 0, y: 0, s: 1.5, outfit: 'uniform', top: '#8d6e63', hair: 'short', mood: 'angry', arms: ['hips', 'point'], wear: ['mustache'] }], x: 800, y: 596, stone: true },
      { who: 'pigeon', x: 800, y: 222, s: 0.6, mood: 'smug' },
      { who: 'pigeon', x: 1060, y: 430, s: 0.5, mood: 'happy', legs: 'none', r: 20 },
    ],
  },
  {
    id: 'personal-rain-cloud',
    bg: 'street',
    items: [
      { a: 'cherry', x: 300, y: 860, s: 0.9, arms: ['wave', 'down'], wear: ['sunglasses'] },
      { who: 'person', x: 800, y: 870, s: 1.3, hair: 'long', hairColor: '#6d4c41', top: '#7986cb', mood: 'sad', arms: ['down', 'down'] },
      { p: 'raincloud', x: 800, y: 240, s: 1.6 },
      { a: 'watermelon', x: 1300, y: 860, s: 1, arms: ['cheer', 'cheer'], wear: ['sunglasses'] },
    ],
  },
  {
    id: 'ice-cream-runs-away',
    bg: 'park',
    items: [
      { a: 'ice-cream', x: 1200, y: 820, s: 1.1, arms: ['up', 'up'], legs: 'run', dir: 1, emote: [['sweat', -60, 0, 1]] },
      { e: 'speed', x: 1040, y: 700, k: 1.2 },
      { who: 'person', age: 'kid', hair: 'spiky', hairColor: '#212121', top: '#ef5350', x: 600, y: 840, s: 1.1, mood: 'joy', legs: 'run', dir: 1, arms: ['reach', 'reach'], holdR: { p: 'ladle', s: 0.5, r: 80 } },
      { who: 'person', age: 'kid', hair: 'ponytail', hairColor: '#f9a825', top: '#66bb6a', x: 300, y: 860, s: 1.1, mood: 'joy', legs: 'run', dir: 1, arms: ['cheer', 'reach'] },
    ],
  },
  {
    id: 'banana-peel-revenge',
    bg: 'street',
    items: [
      { p: 'bananapeel', x: 700, y: 860, s: 1.2 },
      { a: 'strawberry', x: 760, y: 640, s: 1.1, r: -50, arms: ['up', 'out'], legs: 'kick', dir: 1, emote: [['exclaim', 0, 0, 1]] },
      { a: 'banana', x: 1250, y: 860, s: 1.2, arms: ['hips', 'point'], flip: true, emote: [['notes', 0, 0, 1]] },
    ],
  },
  {
    id: 'struck-by-lightning',
    bg: 'park',
    items: [
      { p: 'raincloud', x: 700, y: 120, s: 1.8 },
      { p: 'lightning', x: 690, y: 200, s: 1.3 },
      { who: 'person', x: 700, y: 860, s: 1.3, hair: 'wild', hairColor: '#fdd835', top: '#8d6e63', mood: 'dizzy', arms: ['out', 'out'] },
      { p: 'smoke', x: 660, y: 480, k: 0.6 },
      { a: 'robo', x: 1250, y: 860, s: 1, arms: ['down', 'hold'], holdR: { p: 'umbrella', s: 0.5, c: '#ffca28' } },
    ],
  },
  {
    id: 'barbecue-inferno',
    bg: 'park',
    items: [
      { p: 'grill', x: 900, y: 860 },
      { p: 'smoke', x: 980, y: 300, k: 1.3 },
      { p: 'flames', x: 900, y: 560, w: 420, h: 380 },
      { who: 'person', x: 420, y: 870, s: 1.3, hair: 'bald', wear: ['chef', 'sunglasses', 'mustache'], top: '#fafafa', outfit: 'shirt', mood: 'proud', arms: ['hips', 'reach'], holdR: { p: 'spatula' } },
    ],
  },
  {
    id: 'kite-lifts-the-kid',
    bg: 'park',
    items: [
      { p: 'kite', x: 1100, y: 150, r: 20, s: 1.1 },
      { svg: '<path d="M1100 280Q1000 400 860 420" fill="none" stroke-width="4"/>' },
      { who: 'person', age: 'kid', hair: 'curly', hairColor: '#e65100', top: '#42a5f5', x: 840, y: 640, s: 1.1, legs: 'float', mood: 'joy', arms: ['reach', 'down'] },
      { who: 'person', x: 500, y: 870, s: 1.2, hair: 'short', hairColor: '#4e342e', top: '#ab47bc', mood: 'shocked', arms: ['reach', 'reach'] },
    ],
  },
  {
    id: 'snowman-with-a-hair-dryer',
    bg: 'snow',
    items: [
      { who: 'snowman', x: 760, y: 860, s: 1.5, mood: 'joy', wear: ['tophat'], arms: ['down', 'holdHigh'], holdR: { p: 'hairdryer', s: 0.8, r: -150, dx: -10 } },
      { p: 'puddle', x: 760, y: 860, w: 360 },
      { a: 'egg', x: 1300, y: 860, s: 0.9, arms: ['face', 'face'], wear: ['beanie'] },
    ],
  },
  {
    id: 'carrot-sees-the-snowman',
    bg: 'snow',
    items: [
      { who: 'snowman', x: 1000, y: 860, s: 1.6, mood: 'smug', wear: ['beanie', 'scarf'], arms: ['down', 'wave'] },
      { a: 'carrot', x: 480, y: 860, s: 1.4, arms: ['face', 'face'], emote: [['exclaim', 0, -10, 1.2], ['sweat', 100, 30, 1]] },
    ],
  },
  {
    id: 'snowball-incoming',
    bg: 'snow',
    items: [
      { p: 'snowball', x: 1160, y: 860, size: 260 },
      { e: 'speed', x: 1500, y: 620, k: 1.4 },
      { a: 'hotdog', x: 520, y: 860, s: 1.1, arms: ['up', 'up'], legs: 'run', dir: -1, wear: ['beanie'], emote: [['exclaim', 0, 0, 1]] },
      { a: 'pretzel', x: 260, y: 860, s: 0.9, arms: ['up', 'up'], legs: 'run', dir: -1 },
    ],
  },
  {
    id: 'yeti-selfie',
    bg: 'mountain',
    items: [
      { who: 'yeti', x: 760, y: 860, s: 1.5, mood: 'joy', arms: ['wave', 'reach'], holdR: { p: 'phone', s: 1.4, r: -20 } },
      { p: 'rock', x: 1300, y: 880, s: 1.8 },
      { who: 'person', x: 1290, y: 800, s: 0.9, legs: 'none', hair: 'none', wear: ['beanie'], top: '#ef5350', mood: 'shocked', arms: ['none', 'none'] },
    ],
  },
  {
    id: 'penguin-slips-on-the-ice',
    bg: 'arctic',
    items: [
      { p: 'icefloe', x: 800, y: 780, w: 1100 },
      { who: 'penguin', x: 800, y: 660, s: 1.3, r: -70, mood: 'dizzy', arms: ['up', 'out'], legs: 'kick', dir: 1 },
      { e: 'dust', x: 680, y: 760, k: 1 },
      { who: 'penguin', x: 1250, y: 760, s: 0.9, mood: 'joy', arms: ['face', 'point'], flip: true },
    ],
  },
  {
    id: 'one-bar-on-the-mountain-top',
    bg: 'sky',
    items: [
      { p: 'mountaintop', x: 700, y: 940, s: 1.7 },
      { who: 'person', x: 700, y: 430, s: 1, hair: 'long', hairColor: '#212121', skin: 1, top: '#ff7043', wear: [{ w: 'backpack' }], mood: 'joy', arms: ['down', 'up'], holdR: { p: 'phone', show: 'wifi', s: 1.3 } },
      { svg: '<path d="M770 120l10 -16M792 112l10 -22" fill="none" stroke-width="6"/>' },
      { a: 'tin-can', x: 1280, y: 880, s: 0.8, arms: ['reach', 'down'], emote: [['sweat', 60, 20, 1]], wear: ['beanie'] },
    ],
  },
  {
    id: 'tent-blows-away',
    bg: 'mountain',
    items: [
      { p: 'tent', x: 1100, y: 360, r: 30, s: 0.8 },
      { svg: '<path d="M1010 380Q800 520 700 640" fill="none" stroke-width="5"/><path d="M200 200h160M140 260h200M240 320h140" fill="none" stroke="#fff" stroke-width="10"/>' },
      { a: 'taco', x: 660, y: 760, s: 1, r: 30, legs: 'run', dir: 1, arms: ['reach', 'reach'], emote: [['exclaim', 0, 0, 1]] },
    ],
  },
  {
    id: 'bear-joins-the-campfire',
    bg: 'tent',
    items: [
      { p: 'tent', x: 1220, y: 780, c: '#ffa726' },
      { a: 'tomato', x: 1180, y: 780, s: 0.6, legs: 'none', arms: ['face', 'face'] },
      { a: 'corn', x: 1270, y: 780, s: 0.6, legs: 'none', arms: ['up', 'up'] },
      { p: 'campfire', x: 740, y: 820, s: 1.2 },
      { who: 'bear', x: 400, y: 840, s: 1.3, mood: 'joy', legs: 'sit', dir: 1, arms: ['down', 'reach'], holdR: { p: 'marshmallowstick', r: -10, dx: -20 } },
    ],
  },
  {
    id: 'tree-hug-goes-both-ways',
    bg: 'forest',
    items: [
      { svg: tree(1120, 860, 1.6, '#43a047') },
      { who: 'bear', x: 760, y: 850, s: 1.6, mood: 'love', arms: ['across', 'point'], emote: [['hearts', -60, 0, 1]] },
      { who: 'person', x: 920, y: 850, s: 1.3, hair: 'long', hairColor: '#f9a825', top: '#9ccc65', mood: 'calm', arms: ['across', 'point'], wear: ['flower'] },
    ],
  },
  {
    id: 'pig-mud-spa',
    bg: 'farm',
    items: [
      { p: 'mud', x: 760, y: 820, s: 1.3 },
      { who: 'pig', x: 760, y: 860, s: 1.3, legs: 'none', mood: 'calm', wear: ['cucumbers'], arms: ['out', 'hold'], holdR: { p: 'drink', s: 0.9 } },
      { svg: '<path d="M400 780Q760 700 1120 780Q1140 860 760 870Q380 860 400 780Z" fill="#795548"/>' },
      { who: 'chicken', x: 1320, y: 820, s: 0.9, mood: 'bored' },
    ],
  },
  {
    id: 'chicken-or-the-egg',
    bg: 'farm',
    items: [
      { who: 'chicken', x: 520, y: 840, s: 1.3, mood: 'angry', arms: ['down', 'point'], emote: [['anger', 60, 0, 1]] },
      { a: 'egg', x: 1080, y: 840, s: 1.2, arms: ['point', 'hips'], emote: [['anger', 60, 0, 1]] },
      { e: 'question', x: 800, y: 260, k: 1.6 },
    ],
  },
  {
    id: 'cow-on-the-moon',
    bg: 'moon',
    items: [
      { p: 'flag', x: 1000, y: 760, c: '#fafafa', show: 'heart' },
      { who: 'cow', x: 700, y: 770, s: 1.4, mood: 'proud', wear: ['helmet'], arms: ['down', 'wave'] },
    ],
  },
  {
    id: 'ducklings-follow-the-robot',
    bg: 'park',
    items: [
      { p: 'vacuum', x: 1180, y: 860, s: 1 },
      { c: 'chick', x: 980, y: 860, s: 1 },
      { c: 'chick', x: 840, y: 860, s: 1 },
      { c: 'chick', x: 700, y: 860, s: 1 },
      { who: 'duck', fur: '#fafafa', x: 360, y: 850, s: 1.2, mood: 'sad', arms: ['shrug', 'shrug'], emote: [['question', 0, 0, 1]] },
    ],
  },
  {
    id: 'turtle-wins-the-race',
    bg: 'park',
    items: [
      { p: 'finish', x: 980, y: 860, w: 520 },
      { c: 'turtle', x: 960, y: 860, s: 1.2, mood: 'proud' },
      { who: 'rabbit', x: 300, y: 860, s: 1.1, legs: 'sit', dir: 1, mood: 'sleepy', emote: [['zzz', 40, 0, 1]] },
      { e: 'sparkle', x: 1150, y: 560, k: 1.2 },
    ],
  },
  {
    id: 'snail-speeding-ticket',
    bg: 'road',
    items: [
      { c: 'snail', x: 700, y: 830, s: 1.2, mood: 'nervous' },
      { e: 'speed', x: 520, y: 740, k: 1.3 },
      { a: 'clank', x: 1150, y: 850, s: 1.1, wear: ['police'], arms: ['down', 'hold'], holdR: { p: 'clipboard' } },
    ],
  },
  {
    id: 'marshmallows-over-the-volcano',
    bg: 'volcano',
    items: [
      { p: 'lava', x: 800, y: 830, w: 560 },
      { e: 'steam', x: 800, y: 760, k: 1.1 },
      { a: 'pear-man', x: 360, y: 870, s: 1, arms: ['down', 'point'], holdR: { p: 'marshmallowstick', r: 10 } },
      { a: 'bagel', x: 1240, y: 870, s: 1, arms: ['point', 'down'], holdL: { p: 'marshmallowstick', r: 10, flip: true }, wear: ['sunglasses'] },
      { e: 'steam', x: 800, y: 200, k: 1.4 },
    ],
  },
  {
    id: 'whale-of-a-catch',
    bg: 'island',
    bgOpts: {},
    items: [
      { c: 'whale', x: 860, y: 700, s: 1.2, mood: 'joy' },
      { p: 'boat', x: 780, y: 520, s: 0.8, c: '#ffca28' },
      { who: 'person', x: 720, y: 440, s: 0.9, hair: 'bald', wear: ['bucket'], top: '#66bb6a', mood: 'proud', arms: ['down', 'reach'], holdR: { p: 'fishingrod', s: 0.7 } },
      { c: 'fish', x: 950, y: 420, s: 0.3 },
    ],
  },
  {
    id: 'giant-baby-in-the-city',
    bg: 'street',
    items: [
      { who: 'person', age: 'baby', hair: 'none', x: 800, y: 860, s: 3.2, mood: 'joy', arms: ['holdHigh', 'down'], legs: 'none' },
      { p: 'car', x: 690, y: 560, s: 0.5, c: '#42a5f5', r: 20 },
      { a: 'hotdog', x: 200, y: 870, s: 0.6, arms: ['up', 'up'], legs: 'run', dir: -1 },
      { a: 'cheese', x: 1400, y: 870, s: 0.6, arms: ['face', 'face'] },
    ],
  },
  {
    id: 'cat-attacks-the-city',
    bg: 'street',
    bgOpts: { night: true },
    items: [
      { who: 'cat', x: 900, y: 900, s: 3.3, legs: 'none', mood: 'angry', fur: '#ffb74d', arms: ['reach', 'down'] },
      { a: 'egg', x: 300, y: 880, s: 0.6, arms: ['up', 'up'], legs: 'run', dir: -1 },
      { a: 'tomato', x: 460, y: 880, s: 0.6, arms: ['up', 'up'], legs: 'run', dir: -1 },
    ],
  },
  {
    id: 'tourist-behind-the-map',
    bg: 'street',
    items: [
      { who: 'person', x: 800, y: 870, s: 1.3, hair: 'short', top: '#fdd835', wear: ['camera'], mood: 'dizzy', arms: ['holdHigh', 'holdHigh'] },
      { p: 'map', x: 800, y: 500, s: 2.6 },
      { a: 'shades', x: 1300, y: 870, s: 0.9, arms: ['point', 'down'], flip: true },
    ],
  },
  {
    id: 'drone-delivers-to-the-nest',
    bg: 'forest',
    items: [
      { svg: '<path d="M1100 900V420M1100 560Q1200 520 1300 520" fill="none" stroke="#6d4c41" stroke-width="30"/>' },
      { p: 'nest', x: 1260, y: 520 },
      { c: 'bird', x: 1260, y: 510, s: 1.3, mood: 'shocked' },
      { p: 'drone', x: 780, y: 260, s: 1.2 },
      { svg: '<path d="M740 280V330M820 280V330" fill="none" stroke-width="4"/>' },
      { p: 'pizzabox', x: 780, y: 354, s: 1 },
    ],
  },
  {
    id: 'cat-parachute',
    bg: 'sky',
    items: [
      { p: 'parachute', x: 800, y: 160, s: 1.3 },
      { who: 'cat', x: 800, y: 700, s: 1.1, mood: 'joy', wear: ['goggles'], arms: ['up', 'up'], legs: 'float', fur: '#616161', stripes: '#424242' },
      { c: 'bird', x: 1300, y: 420, s: 1.2, mood: 'shocked', flip: true },
    ],
  },
];
