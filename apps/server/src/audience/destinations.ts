import { MESSAGE_KEYS } from '@snackparty/protocol';
import { who, type DestinationRow, type Rule } from '../realtime/destinations';
import type { AudienceService } from './audience-service';

const audienceOnly: Rule = (c) => c.audience !== undefined;
const audienceOrHost: Rule = (c) => c.audience !== undefined || c.isHost;
const notAudience = { message: 'Only the audience sends here', messageKey: MESSAGE_KEYS.forbidden, fatal: false };

/**
 * The audience's destinations: its view of the game and its own standing (audience only), the tally
 * (the audience and the host screen, which shows its size), and where members send choices and guesses.
 */
export function audienceDestinations(audience: AudienceService): DestinationRow[] {
  return [
    { pattern: '/audience/{code}/view', subscribe: audienceOnly, current: (c) => audience.current(c, 'view') },
    { pattern: '/audience/{code}/me', subscribe: audienceOnly, current: (c) => audience.current(c, 'me') },
    { pattern: '/audience/{code}/tally', subscribe: audienceOrHost, current: (c) => audience.current(c, 'tally') },
    { pattern: '/backend/audience/{code}/choose', subscribe: who.nobody, send: { rule: audienceOnly, denied: notAudience, handle: ({ connection, body }) => audience.choose(connection, body) } },
    { pattern: '/backend/audience/{code}/guess', subscribe: who.nobody, send: { rule: audienceOnly, denied: notAudience, handle: ({ connection, body }) => audience.guess(connection, body) } },
  ];
}
