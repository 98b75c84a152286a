/**
 * The audience bets with the players: while a battle waits for its reveal, on fighter A's full result.
 * The options are the fighters' aliases and a tie, all on the shared screen already; the option ids are
 * the bet's results (WIN: fighter A wins, LOSE: fighter B wins).
 */
import { type AudienceDef, type AudienceOption, type Match, type PlayerId } from '@snackparty/engine';
import { currentBattle, STAGES, type RpsSettings } from './stages';
import type { BetResult, RpsState } from './types';

/** A key of the game's own web locales (`apps/web/src/games/rps-shoot/locales`), as the players' bet buttons use it. */
export const TIE_LABEL_KEY = 'rps.betOn.TIE';

function aliasOf(match: Match<RpsState>, playerId: PlayerId): string {
  return match.seats.find((seat) => seat.playerId === playerId)?.alias ?? '?';
}

function betting(match: Match<RpsState>): boolean {
  return match.stage === STAGES.pick && match.state.turns !== null && match.state.current === null && currentBattle(match.state) !== null;
}

export const rpsAudience: AudienceDef<RpsState, RpsSettings> = {
  prompt(match) {
    const battle = currentBattle(match.state);
    if (!betting(match) || battle === null) return null;
    const options: Array<AudienceOption & { id: BetResult }> = [
      { id: 'WIN', label: aliasOf(match, battle.playerId) },
      { id: 'TIE', labelKey: TIE_LABEL_KEY },
      { id: 'LOSE', label: aliasOf(match, battle.opponentId) },
    ];
    return { kind: 'choose', action: 'bet', options };
  },
  /** Known as the bets close: the battle's result from fighter A's side (the reveal shows it). */
  rightChoices(before, after) {
    if (!betting(before)) return null;
    const battle = currentBattle(before.state);
    const record = after.state.current;
    if (battle === null || record === null || record.battle.battleId !== battle.battleId) return null;
    const result = record.result.fullResult;
    return result === 'NONE' ? null : [result];
  },
};
