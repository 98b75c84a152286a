/**
 * The room's profanity filter applied to what players type that others see: names, the texts of the
 * moves a game's manifest declares (`typedTexts`), and the entries of the packs a game plays with.
 * The level is the room's (`textFilterOf`: its setting, at least masking in family mode).
 */
import { manifestOf } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, textFilterOf } from '@snackparty/protocol';
import type { GameSettings, MoveMessage, TextFilterLevel } from '@snackparty/protocol';
import { AppError } from '../errors';
import type { RoomRepository } from '../rooms/repository';
import { ProfanityFilter } from './profanity';

let shared: ProfanityFilter | undefined;

/** One filter for the process: its matchers take a moment to build, and are built when first needed. */
function filter(): ProfanityFilter {
  shared ??= new ProfanityFilter();
  return shared;
}

/** The room's level from its game settings (a room without a game yet: the default). */
export function roomTextFilter(settings: unknown): TextFilterLevel {
  return textFilterOf(typeof settings === 'object' && settings !== null ? (settings as Partial<GameSettings>) : undefined);
}

/** The level of a room by its code, from its latest game's settings (a room that is gone: the default). */
export function roomTextFilterOf(repo: Pick<RoomRepository, 'findSession' | 'latestGame'>): (code: string) => Promise<TextFilterLevel> {
  return async (code) => {
    const session = await repo.findSession(code);
    const game = session && (await repo.latestGame(session.id));
    return roomTextFilter(game?.settings);
  };
}

/**
 * A text as the room shows it: as typed, or masked; a strict room refuses it with `error.text_refused`
 * (422), which the player's phone says in their language.
 */
export function moderateTypedText(text: string, level: TextFilterLevel): string {
  if (level === 'off') return text;
  const result = filter().moderate(text, level);
  if (!result.ok) throw new AppError(422, MESSAGE_KEYS.textRefused, 'This room does not take that word');
  return result.text;
}

/**
 * A move as the rules should see it: the text in a field the game declares typed (`typedTexts`)
 * masked or refused; any other move, or a field that is not a string (the rules refuse that
 * themselves), as it came.
 */
export function moderateMove(gameType: string, settings: unknown, message: MoveMessage): MoveMessage {
  const level = roomTextFilter(settings);
  if (level === 'off') return message;
  const typed = manifestOf(gameType)?.typedTexts?.find((t) => t.move === message.move);
  const payload = message.payload;
  if (!typed || typeof payload !== 'object' || payload === null) return message;
  const text = (payload as Record<string, unknown>)[typed.field];
  if (typeof text !== 'string') return message;
  const shown = moderateTypedText(text, level);
  return shown === text ? message : { ...message, payload: { ...payload, [typed.field]: shown } };
}

/**
 * The entries of a host's packs a room may play with: all of them with the filter off; without those
 * holding a rude word otherwise (a drawing word or a prompt is not worth masking: it is left out).
 */
export function playableEntries(entries: readonly string[], settings: unknown): string[] {
  if (roomTextFilter(settings) === 'off') return [...entries];
  return entries.filter((entry) => filter().matches(entry).length === 0);
}
