/**
 * Player ids below zero are built-in AI players (spec section 3). -1 and -2 are the two AI
 * personalities; -3, -4 and -5 play like -2, and -6 plays like -1. Ids 0 and above are people.
 */
export const AI_PLAYER_IDS = [-1, -2, -3, -4, -5, -6] as const;
const AI_BASE: Record<number, number> = { [-1]: -1, [-2]: -2, [-3]: -2, [-4]: -2, [-5]: -2, [-6]: -1 };

export function isAiPlayerId(playerId: number): boolean {
  return playerId < 0;
}
/** The personality (-1 or -2) whose content and behaviour an AI player uses. */
export function aiBaseId(playerId: number): number {
  return AI_BASE[playerId] ?? -1;
}
export const AI_NAMES: Record<number, string> = {
  [-1]: 'ROBO', [-2]: 'BOLT', [-3]: 'GIZMO', [-4]: 'SPROCKET', [-5]: 'CHIP', [-6]: 'CLANK',
};
export const AI_AVATARS: Record<number, string> = {
  [-1]: '/avatars/robo.svg', [-2]: '/avatars/bolt.svg', [-3]: '/avatars/gizmo.svg',
  [-4]: '/avatars/sprocket.svg', [-5]: '/avatars/chip.svg', [-6]: '/avatars/clank.svg',
};
