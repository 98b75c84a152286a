/** The server's Discord activity calls (spec: getOrCreateSessionForDiscord). */
import { REST } from '@snackparty/protocol';
import type { DiscordConfigResponse, DiscordRoomResponse, DiscordTokenResponse, Language } from '@snackparty/protocol';
import { http } from '../../api/http';

export function discordConfig(): Promise<DiscordConfigResponse> {
  return http.get<DiscordConfigResponse>(REST.discord.config);
}

/** Trades the code of Discord's `authorize` for a sign-in (sent without the stored token: it is a new one). */
export function discordToken(code: string): Promise<DiscordTokenResponse> {
  return http.post<DiscordTokenResponse>(REST.discord.token, { code }, { token: null, skipRefresh: true });
}

/** The activity instance's room, with the signed-in user seated in it. */
export function discordRoom(instanceId: string, language: Language): Promise<DiscordRoomResponse> {
  return http.post<DiscordRoomResponse>(`${REST.discord.getOrCreateSession(instanceId)}?language=${language}`, {});
}
