import type { GameSessionDto, HostScreenLinkResponse, HostScreenRedeemResponse } from '@snackparty/protocol';
import { http } from '../../api/http';

/** A fresh host screen link of the room (the previous one stops working). The current owner only. */
export function showHostScreenLink(code: string): Promise<HostScreenLinkResponse> {
  return http.post<HostScreenLinkResponse>(`/hostScreen/${encodeURIComponent(code)}/link`);
}

/** Exchanges a link for this browser's sign-in as the room's host screen. */
export function redeemHostScreenLink(gameCode: string, token: string): Promise<HostScreenRedeemResponse> {
  return http.post<HostScreenRedeemResponse>('/hostScreen/redeem', { gameCode, token }, { skipRefresh: true });
}

/** The player holding the host's rights gives them back to the room's original owner. */
export function handHostBack(code: string): Promise<GameSessionDto> {
  return http.post<GameSessionDto>(`/hostScreen/${encodeURIComponent(code)}/handBack`);
}
