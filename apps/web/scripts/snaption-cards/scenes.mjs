/**
 * The SNAPTION deck as data: one entry per card. `id` is the card id, `bg` the background, `items`
 * are drawn in order (later items in front). See render.mjs for the kinds of items.
 */
import { ANIMALS } from './scenes/animals.mjs';
import { FANTASY } from './scenes/fantasy.mjs';
import { FUN } from './scenes/fun.mjs';
import { HOME } from './scenes/home.mjs';
import { OUTDOORS } from './scenes/outdoors.mjs';
import { WORK } from './scenes/work.mjs';

export const SCENES = [...WORK, ...HOME, ...OUTDOORS, ...FANTASY, ...FUN, ...ANIMALS];
