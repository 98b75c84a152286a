import type { GameServerModule } from '../server-module';
import { questionLimitStartSettings } from './question-limit';

export const AB_THINKING = 'AB_THINKING';

/** AB_THINKING's server side: the number of questions a game may ask, from the room owner's roles. */
export function abThinkingModule(): GameServerModule {
  return {
    gameType: AB_THINKING,
    create({ db, config }) {
      // Some callers build the servers only to read their destinations, without a configuration.
      const rules = { adminEmails: config?.adminEmails ?? [], testAccountEmails: config?.testAccountEmails ?? [] };
      return { hooks: { startSettings: questionLimitStartSettings(db, rules) } };
    },
  };
}
