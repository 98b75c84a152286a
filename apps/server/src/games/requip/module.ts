import type { GameSettings } from '@snackparty/protocol';
import type { GameServerModule } from '../server-module';
import { ChatAnswerWriter } from './answer-writer';
import { categoryPackStartSettings } from './category-prompts';
import { ModelAnswers } from './model-answers';

export const REQUIP = 'REQUIP';

/**
 * REQUIP's server side: the host's category packs become prompts as a game starts, and, when a
 * language model is configured (`LLM_URL`, `LLM_MODEL`), the model writes the hidden AI's answers.
 */
export function requipModule(): GameServerModule {
  return {
    gameType: REQUIP,
    create({ config, games, packs, timers, log }) {
      const categoryPrompts = categoryPackStartSettings(packs.of('category'));
      // Some callers build the servers only to read their destinations, without a configuration.
      const model = config?.llm ? new ChatAnswerWriter(config.llm) : undefined;
      const answers = model ? new ModelAnswers(model, games, timers, log) : undefined;
      return {
        hooks: {
          startSettings: async (gameType, settings, room) => {
            const withPrompts = await categoryPrompts(gameType, settings, room);
            return answers ? ({ ...withPrompts, aiWriterKey: answers.key } as GameSettings) : withPrompts;
          },
          ...(answers ? { afterCommit: answers.afterCommit, roomClosed: answers.roomClosed } : {}),
        },
        idle: async () => answers?.idle(),
      };
    },
  };
}
