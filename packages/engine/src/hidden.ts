/**
 * The host hides something a player wrote or drew from every screen, for the rest of the match: the
 * game names what may be hidden (`hideable`), the match keeps what was (`hidden`), and the game's views
 * leave it out. Hiding changes no rule and no score.
 */
import { ENGINE_ERRORS } from './errors';
import { invalid } from './types';
import type { BaseSettings, GameDef, Invalid, Match, Step } from './types';

/** Content ids are short: a game's own ids (a prompt's answer, a turn's canvas). */
const CONTENT_ID = /^[A-Za-z0-9:_.-]{1,64}$/;

export function isHidden(match: Pick<Match<unknown>, 'hidden'>, contentId: string): boolean {
  return match.hidden?.includes(contentId) ?? false;
}

export function hideContent<S, Settings extends BaseSettings, H, P>(def: GameDef<S, Settings, H, P>, match: Match<S>, contentId: unknown): Step<S> | Invalid {
  if (typeof contentId !== 'string' || !CONTENT_ID.test(contentId)) return invalid(ENGINE_ERRORS.nothingToHide);
  if (isHidden(match, contentId)) return { match, events: [] };
  if (!def.hideable?.(match.state).includes(contentId)) return invalid(ENGINE_ERRORS.nothingToHide);
  return { match: { ...match, hidden: [...(match.hidden ?? []), contentId] }, events: [{ type: 'hidden', contentId }] };
}
