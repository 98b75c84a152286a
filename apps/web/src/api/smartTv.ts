/** Signing a TV in from a phone, and the TV's rooms (spec section 7, Smart TV). */
import { REST } from '@snackparty/protocol';
import type { GameSessionDto, GameType, Language, LoginCodeGrant, LoginCodePoll } from '@snackparty/protocol';
import { http } from './http';

/** The header the server reads the TV's poll token from. */
export const POLL_TOKEN_HEADER = 'x-poll-token';

/** A new code for this TV; `gameCode`: a room it has open, told on its `loginCode` topic when the code is confirmed. */
export function generateLoginCode(gameCode?: string): Promise<LoginCodeGrant> {
  const path = gameCode ? `${REST.smartTv.generateLoginCode}?gameCode=${gameCode}` : REST.smartTv.generateLoginCode;
  return http.get<LoginCodeGrant>(path, { skipRefresh: true, token: null });
}

/** The TV's poll: still pending, or signed in (the refresh cookie comes with it). */
export function pollLoginCode(loginCode: string, pollToken: string, signal?: AbortSignal): Promise<LoginCodePoll> {
  return http.get<LoginCodePoll>(REST.smartTv.existingLoginCode(loginCode), { skipRefresh: true, token: null, headers: { [POLL_TOKEN_HEADER]: pollToken }, signal });
}

/** A signed-in phone confirms the code shown on a TV. */
export function confirmLoginCode(loginCode: string): Promise<{ confirmed: true }> {
  return http.post<{ confirmed: true }>(REST.smartTv.confirmLoginCode(loginCode));
}

export function createSmartTvSession(input: { language: Language; initialGameType: GameType }): Promise<GameSessionDto> {
  return http.post<GameSessionDto>(REST.smartTv.createSession, input);
}
