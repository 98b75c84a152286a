/**
 * The avatar set: 32 food characters for people, 5 robots and 5 older robots for AI players.
 * Drawn for this project as SVG (see apps/web/public/avatars/LICENSE.md).
 */
export type AvatarKind = 'food' | 'robot' | 'robotClassic';

export interface Avatar {
  id: string;
  name: string;
  kind: AvatarKind;
  src: string;
}

const FOOD: Array<[string, string]> = [
  ['bagel', 'BAGEL'], ['sushi-dude', 'SUSHI DUDE'], ['panda', 'PANDA'], ['pear-man', 'PEAR MAN'],
  ['donut', 'DONUT'], ['tomato', 'TOMATO'], ['fry-guy', 'FRY GUY'], ['shades', 'SHADES'],
  ['pizza', 'PIZZA'], ['taco', 'TACO'], ['burger', 'BURGER'], ['hotdog', 'HOT DOG'],
  ['cupcake', 'CUPCAKE'], ['ice-cream', 'ICE CREAM'], ['watermelon', 'WATERMELON'], ['banana', 'BANANA'],
  ['avocado', 'AVOCADO'], ['broccoli', 'BROCCOLI'], ['carrot', 'CARROT'], ['cheese', 'CHEESE'],
  ['croissant', 'CROISSANT'], ['pretzel', 'PRETZEL'], ['dumpling', 'DUMPLING'], ['egg', 'EGG'],
  ['strawberry', 'STRAWBERRY'], ['cherry', 'CHERRY'], ['pineapple', 'PINEAPPLE'], ['mushroom', 'MUSHROOM'],
  ['corn', 'CORN'], ['cookie', 'COOKIE'], ['popcorn', 'POPCORN'], ['onigiri', 'ONIGIRI'],
];
const ROBOTS: Array<[string, string]> = [
  ['robo', 'ROBO'], ['bolt', 'BOLT'], ['gizmo', 'GIZMO'], ['sprocket', 'SPROCKET'], ['chip', 'CHIP'],
];
const CLASSIC_ROBOTS: Array<[string, string]> = [
  ['retro-robo', 'RETRO ROBO'], ['tin-can', 'TIN CAN'], ['clank', 'CLANK'], ['boxy', 'BOXY'], ['rusty', 'RUSTY'],
];

function build(kind: AvatarKind, list: Array<[string, string]>): Avatar[] {
  return list.map(([id, name]) => ({ id, name, kind, src: `/avatars/${id}.svg` }));
}

export const FOOD_AVATARS: readonly Avatar[] = build('food', FOOD);
export const ROBOT_AVATARS: readonly Avatar[] = build('robot', ROBOTS);
export const CLASSIC_ROBOT_AVATARS: readonly Avatar[] = build('robotClassic', CLASSIC_ROBOTS);
export const ALL_AVATARS: readonly Avatar[] = [...FOOD_AVATARS, ...ROBOT_AVATARS, ...CLASSIC_ROBOT_AVATARS];

/** Shown when a player cannot be found (spec: unknown avatar image). */
export const UNKNOWN_AVATAR_SRC = '/avatars/unknown.svg';

export function avatarBySrc(src: string): Avatar | undefined {
  return ALL_AVATARS.find((a) => a.src === src);
}
export function isPlayerAvatar(src: string): boolean {
  return FOOD_AVATARS.some((a) => a.src === src);
}
