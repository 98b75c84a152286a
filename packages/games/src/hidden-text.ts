/**
 * What a screen shows of a text the host hid (`hideContent`): nothing of it, and that it was hidden.
 * The author's own phone still shows them what they wrote; everyone else's screens use this.
 */
import { isHidden } from '@snackparty/engine';
import type { Match } from '@snackparty/engine';

export function shownText(match: Pick<Match<unknown>, 'hidden'>, contentId: string, text: string): { text: string; hidden?: true } {
  return isHidden(match, contentId) ? { text: '', hidden: true } : { text };
}
