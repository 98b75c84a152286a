/**
 * Two host calls of the spec's REST list (section 7): `POST /gameSession/{code}` changes the room's
 * session, `POST /host/setRoundStage` moves the game to a named stage. Both are for the room's host.
 */
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { roomCodeSchema } from './schemas';

/**
 * `POST /gameSession/{code}`: what the host may change about the room after creating it: whether it
 * is listed among the public games, and its language. The answer is the session, which every
 * screen of the room also hears on `gameSessionUpdated`.
 */
export const sessionUpdateSchema = z
  .object({
    isPublic: z.boolean().optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .refine((body) => body.isPublic !== undefined || body.language !== undefined, 'Name isPublic or language');
export type SessionUpdateRequest = z.input<typeof sessionUpdateSchema>;

/** `POST` under the API base. */
export const SET_ROUND_STAGE_PATH = '/host/setRoundStage';

/**
 * `POST /host/setRoundStage`: the host moves the game on to `stage`. The game's rules still decide:
 * only the stage that comes next from the current one may be named (naming the current one does
 * nothing), so no stage, reveal or score is ever skipped by it. `stageNumber`, when sent, is the
 * stage the host saw; a press that arrives after that stage ended by itself does nothing.
 */
export const setRoundStageSchema = z
  .object({
    gameCode: roomCodeSchema,
    stage: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
    stageNumber: z.number().int().nonnegative().optional(),
  })
  .strict();
export type SetRoundStageRequest = z.input<typeof setRoundStageSchema>;
