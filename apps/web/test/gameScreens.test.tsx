import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { ScoreTable } from '../src/games/ui/ScoreTable';
import { Podium } from '../src/games/ui/Podium';
import { scoreRows } from '../src/games/scores';
import { RpsHost } from '../src/games/rps-shoot/RpsHost';
import { RpsPlayer } from '../src/games/rps-shoot/RpsPlayer';
import type { RpsHostView, RpsPlayerView, RpsRevealView } from '../src/games/rps-shoot/types';
import { showTutorial } from '../src/games/shell/Tutorial';
import { initTestI18n } from './helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const player = (playerId: number, alias: string, robot = false): SessionPlayerDto => ({
  playerId,
  sessionPlayerId: playerId,
  gameId: 1,
  alias,
  hexColor: '#FFCB2E',
  avatarSrc: '',
  robot,
  score: 0,
  active: true,
  gameOwner: false,
  connected: true,
});
const players = [player(1, 'Ann'), player(2, 'Bob'), player(-1, 'ROBO', true)];
const seats = players.map((p) => ({ playerId: p.playerId, alias: p.alias, robot: p.robot }));
const engine = (stage: string, over: Partial<HostViewEnvelope<unknown>> = {}) => ({
  gameType: 'RPS_SHOOT',
  stage,
  stageNumber: 3,
  stageStartedAt: 100_000,
  stageEndsAt: 120_000,
  round: 1,
  multiplier: 1,
  over: false,
  scores: { 1: 0, 2: 0, [-1]: 0 },
  lastDeltas: {},
  roundDeltas: {},
  seats,
  removed: [],
  ...over,
});

const reveal: RpsRevealView = {
  battleId: 'b1',
  roundId: 1,
  playerId: 1,
  opponentId: 2,
  throws: [
    { playerMove: 'ROCK', opponentMove: 'SCISSORS', result: 'WIN' },
    { playerMove: 'PAPER', opponentMove: 'SCISSORS', result: 'LOSE' },
    { playerMove: 'ROCK', opponentMove: 'SCISSORS', result: 'WIN' },
  ],
  fullResult: 'WIN',
  winnerId: 1,
  playerNetScore: 2,
  opponentNetScore: 1,
  forfeited: [],
  bets: [{ playerId: -1, expectedResult: 'LOSE', right: false }],
  points: { 1: 400, 2: 100 },
  result: {
    resultId: 'r1',
    roundId: 1,
    uniquePlayersKey: '1_2',
    playerId: 1,
    opponentId: 2,
    result1: 'WIN',
    result2: 'LOSE',
    result3: 'WIN',
    fullResult: 'WIN',
    playerNetScore: 2,
    opponentNetScore: 1,
  },
  timeline: { throwsAtMs: [1_000, 2_500, 4_000], netScoreAtMs: 5_500, betsAtMs: 6_500 },
};

const hostGame = (over: Partial<RpsHostView> = {}): RpsHostView => ({
  round: 1,
  numberOfRounds: 3,
  roundScore: 0.1,
  battleNumber: 1,
  battlesInRound: 2,
  fighterA: { playerId: 1, lockedIn: true, picked: 3, left: false },
  fighterB: { playerId: 2, lockedIn: false, picked: 1, left: false },
  sittingOut: [],
  bettorIds: [-1],
  betPlayerIds: [],
  betsIn: 0,
  reveal: null,
  ...over,
});

const playerGame = (over: Partial<RpsPlayerView> = {}): RpsPlayerView => ({
  playerId: 1,
  stage: 'pick',
  round: 1,
  numberOfRounds: 3,
  battleNumber: 1,
  battlesInRound: 2,
  role: 'fighter',
  fighterA: 1,
  fighterB: 2,
  opponentId: 2,
  myPicks: [],
  lockedIn: false,
  opponentLockedIn: false,
  myBet: null,
  sittingOut: false,
  reveal: null,
  outcome: null,
  ...over,
});

describe('score table', () => {
  it('shows rank, the cut alias, the score and a green or red delta badge', () => {
    const rows = scoreRows({ scores: { 1: 1500, 2: 300 }, seats: [{ playerId: 1, alias: 'Bartholomew the Great', robot: false }, { playerId: 2, alias: 'Bob', robot: false }] }, [], { 1: 500, 2: -50 });
    render(<ScoreTable rows={rows} />);
    const items = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('BARTHOLOMEW THE');
    expect(items[0]!.textContent).not.toContain('GREAT');
    expect(within(items[0]!).getByText('+500').className).toContain('delta-badge--up');
    expect(within(items[1]!).getByText('-50').className).toContain('delta-badge--down');
    expect(items[0]!.textContent).toContain('1,500');
  });

  it('hides scores and deltas when scores are hidden', () => {
    const rows = scoreRows({ scores: { 1: 100 }, seats: [{ playerId: 1, alias: 'Ann', robot: false }] }, [], { 1: 100 });
    render(<ScoreTable rows={rows} hideScores />);
    expect(screen.queryByText('+100')).toBeNull();
    expect(screen.queryByText('100')).toBeNull();
  });

  it('gives the names the room of the delta column when no row has a delta (the final scores)', () => {
    const seats = [1, 2, 3, 4].map((id) => ({ playerId: id, alias: `Player number ${id}`, robot: false }));
    const { container, unmount } = render(<Podium rows={scoreRows({ scores: { 1: 40, 2: 30, 3: 20, 4: 10 }, seats }, [])} size="phone" />);
    const table = within(screen.getByRole('list', { name: 'Everyone else' }));
    expect(table.getByText('PLAYER NUMBER 4')).toBeTruthy();
    expect(container.querySelector('.score-table')!.classList.contains('score-table--no-deltas')).toBe(true);
    expect(container.querySelectorAll('.delta-badge')).toHaveLength(0);
    unmount();
    // With deltas (a round's results) the column stays, empty where a player gained nothing.
    const rows = scoreRows({ scores: { 1: 40, 2: 30 }, seats: seats.slice(0, 2) }, [], { 1: 40 });
    const { container: withDeltas } = render(<ScoreTable rows={rows} size="phone" />);
    expect(withDeltas.querySelector('.score-table--no-deltas')).toBeNull();
    expect(withDeltas.querySelectorAll('.delta-badge')).toHaveLength(2);
  });

  it('puts the top three on the podium and the rest below', () => {
    const rows = scoreRows({ scores: { 1: 40, 2: 30, 3: 20, 4: 10 }, seats: [1, 2, 3, 4].map((id) => ({ playerId: id, alias: `P${id}`, robot: false })) }, []);
    render(<Podium rows={rows} />);
    const places = within(screen.getByRole('list', { name: 'The winners' })).getAllByRole('listitem');
    expect(places.map((p) => p.getAttribute('aria-label'))).toEqual(['Place 2: P2, 30 points', 'Place 1: P1, 40 points', 'Place 3: P3, 20 points']);
    expect(within(screen.getByRole('list', { name: 'Everyone else' })).getByText('P4')).toBeTruthy();
  });
});

describe('RPS shared screen', () => {
  it('shows the face-off while fighters pick: locked in, never the moves', () => {
    render(<RpsHost view={{ ...engine('pick'), game: hostGame() } as HostViewEnvelope<RpsHostView>} players={players} serverNow={() => 105_000} />);
    expect(screen.getByRole('heading', { name: 'Battle 1 of 2' })).toBeTruthy();
    // The round's multiplier as players know it, not the spec's round score (multiplier / 10).
    expect(screen.getByText('Points ×1')).toBeTruthy();
    expect(screen.queryByText(/0\.1/)).toBeNull();
    expect(screen.getByText('Locked in')).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 of 3 picked' })).toBeTruthy();
    expect(screen.getByText('Bets in: 0 / 1')).toBeTruthy();
  });

  it('reveals the throws one by one, then the net score and the bets', () => {
    let now = 100_000 + 3_000;
    const view = { ...engine('reveal', { stageEndsAt: 108_000 }), game: hostGame({ reveal }) } as HostViewEnvelope<RpsHostView>;
    const { rerender } = render(<RpsHost view={view} players={players} serverNow={() => now} />);
    const throws = within(screen.getByRole('list', { name: 'The three throws' })).getAllByRole('listitem');
    expect(throws.map((t) => t.classList.contains('is-shown'))).toEqual([true, true, false]);
    expect(screen.queryByText('ANN wins!')).toBeNull();
    expect(screen.queryByText('Bets')).toBeNull();
    now = 100_000 + 7_000;
    rerender(<RpsHost view={{ ...view }} players={players} serverNow={() => now} />);
    expect(screen.getByText('ANN wins!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bets' })).toBeTruthy();
  });

  it('shows everything to a screen that opens late in the reveal', () => {
    const view = { ...engine('reveal', { stageEndsAt: 108_000 }), game: hostGame({ reveal }) } as HostViewEnvelope<RpsHostView>;
    render(<RpsHost view={view} players={players} serverNow={() => 107_000} />);
    expect(screen.getByText('ANN wins!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bets' })).toBeTruthy();
    expect(screen.getByText('+400 pts')).toBeTruthy();
    expect(screen.getByLabelText('Throws won: 2 to 1')).toBeTruthy();
  });
});

describe('RPS phone', () => {
  it("shows what the round's points count as a multiplier: ×2 in round 2", () => {
    const view = { ...engine('pick', { round: 2, multiplier: 2 }), playerId: 1, isActor: true, game: playerGame({ round: 2 }) } as PlayerViewEnvelope<RpsPlayerView>;
    render(<RpsPlayer view={view} players={players} serverNow={() => 105_000} send={vi.fn()} />);
    expect(screen.getByText('Points ×2')).toBeTruthy();
    expect(screen.queryByText(/0\.2/)).toBeNull();
  });

  it('sends the moves so far after every tap, and a tapped slot can be changed', () => {
    const send = vi.fn();
    const view = { ...engine('pick'), playerId: 1, isActor: true, game: playerGame() } as PlayerViewEnvelope<RpsPlayerView>;
    render(<RpsPlayer view={view} players={players} serverNow={() => 105_000} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rock' }));
    expect(send).toHaveBeenLastCalledWith('pick', { moves: ['ROCK'] });
    fireEvent.click(screen.getByRole('button', { name: 'Paper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scissors' }));
    expect(send).toHaveBeenLastCalledWith('pick', { moves: ['ROCK', 'PAPER', 'SCISSORS'] });
    expect(screen.getByRole('heading', { name: 'Locked in! Tap a throw to change it.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Throw 1: Rock. Tap to change it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paper' }));
    expect(send).toHaveBeenLastCalledWith('pick', { moves: ['PAPER', 'PAPER', 'SCISSORS'] });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(send).toHaveBeenLastCalledWith('pick', { moves: ['PAPER', 'PAPER'] });
  });

  it('bets on fighter A with both avatars to choose from', () => {
    const send = vi.fn();
    const view = { ...engine('pick'), playerId: -1, isActor: true, game: playerGame({ playerId: -1, role: 'bettor', opponentId: null, myPicks: null }) } as PlayerViewEnvelope<RpsPlayerView>;
    render(<RpsPlayer view={view} players={players} serverNow={() => 105_000} send={send} />);
    fireEvent.click(screen.getByRole('radio', { name: 'BOB wins' }));
    expect(send).toHaveBeenLastCalledWith('bet', { expectedResult: 'LOSE' });
    expect(screen.getByRole('radio', { name: 'BOB wins' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Tie' }));
    expect(send).toHaveBeenLastCalledWith('bet', { expectedResult: 'TIE' });
  });

  it('tells a fighter the outcome and the points after the net score', () => {
    const view = {
      ...engine('reveal', { stageEndsAt: 108_000 }),
      playerId: 2,
      isActor: false,
      game: playerGame({ playerId: 2, stage: 'reveal', opponentId: 1, reveal, outcome: { fullResult: 'LOSE', betRight: null, points: 100 } }),
    } as PlayerViewEnvelope<RpsPlayerView>;
    render(<RpsPlayer view={view} players={players} serverNow={() => 106_000} send={vi.fn()} />);
    expect(screen.getByText('You lost')).toBeTruthy();
    expect(screen.getByText('+100 pts')).toBeTruthy();
  });
});

describe('tutorial', () => {
  it('shows during the first stage of round 1 when it is on', () => {
    expect(showTutorial(true, { round: 1, stageNumber: 1, over: false })).toBe(true);
    expect(showTutorial(undefined, { round: 1, stageNumber: 1, over: false })).toBe(true);
    expect(showTutorial(false, { round: 1, stageNumber: 1, over: false })).toBe(false);
    expect(showTutorial(true, { round: 1, stageNumber: 2, over: false })).toBe(false);
    expect(showTutorial(true, { round: 2, stageNumber: 1, over: false })).toBe(false);
  });
});
