/** The Discord application a Discord activity signs people in with (spec: the chat-platform embed). */
export interface DiscordActivityConfig {
  clientId: string;
  clientSecret: string;
  /** Discord's REST API: `{apiUrl}/oauth2/token` trades a code, `{apiUrl}/users/@me` says who it is. */
  apiUrl: string;
}

export const DISCORD_API_URL = 'https://discord.com/api';

/** The activity's application, when `DISCORD_CLIENT_ID` is set; without it the activity's routes answer 404. */
export function loadDiscordActivityConfig(env: NodeJS.ProcessEnv): DiscordActivityConfig | undefined {
  if (!env.DISCORD_CLIENT_ID) return undefined;
  return {
    clientId: env.DISCORD_CLIENT_ID,
    clientSecret: env.DISCORD_CLIENT_SECRET ?? '',
    apiUrl: (env.DISCORD_API_URL || DISCORD_API_URL).replace(/\/+$/, ''),
  };
}
