import { z } from 'zod';

/**
 * A player turns their extra time on or off, SENT by their phone on `/player/{code}/extraTime`
 * (`dest.extraTime`) when it connects to the room and whenever the player changes it. The choice is
 * kept on the phone; the server gives the seat's deadline in each timed stage where it acts up to
 * the room's `extraTimeCapSeconds` more, and the stage waits for it.
 */
export const extraTimeMessageSchema = z.object({ on: z.boolean() }).strict();
export type ExtraTimeMessage = z.infer<typeof extraTimeMessageSchema>;
