/**
 * Every game with the AI playing a person's seat for a while (their phone is away) and the player
 * taking it back: the AI plays it from that player's own view with the game's bot policy, the seat's
 * state and score stay the player's, and the AI's planned move never lands after the player's own.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGINE_ERRORS,
  applyMove,
  botActions,
  invalid,
  isInvalid,
  hostView,
  isStandIn,
  nextStage,
  playerView,
  setStandIn,
  startMatch,
  tick,
} from '@snackparty/engine';
import type { BotAction, Match, Seat, Step } from '@snackparty/engine';
import type { GameSettings } from '@snackparty/protocol';
import { gameDefinition, type AnyGameDef } from '.';
import { aiDrawingFor, aiHiderPlanFor } from '.';
import { tagSituationOf } from './experiments';
import { MANIFESTS } from './manifests';
import { gameSettingsSchema } from './settings';

const T0 = 1_700_000_000_000;
const PERSON = 1;
const PLAYABLE = Object.keys(MANIFESTS).filter((type) => gameDefinition(type));
/** Games whose AI chooses moves through the engine; the others run their AI players on the server (EXPERIMENTS' tag). */
const GAME_TYPES = PLAYABLE.filter((type) => Object.keys(gameDefinition(type)!.bots).length > 0);

function seatsFor(def: AnyGameDef): Seat[] {
  const people = Math.min(def.maxPlayers, Math.max(def.minPlayers, 3));
  const seats: Seat[] = Array.from({ length: people }, (_, i) => ({ playerId: i + 1, alias: `P${i + 1}`, robot: false }));
  if (seats.length < def.maxPlayers) seats.push({ playerId: -1, alias: 'R1', robot: true });
  return seats;
}

/** A match played the way the runtime plays it: the AI's moves at their time, stages ending at their deadlines. */
class Table {
  match: Match<unknown>;
  now = T0;
  /** Moves the AI played for the person's seat while it had it. */
  standInMoves = 0;

  constructor(
    readonly def: AnyGameDef,
    readonly settings: GameSettings,
    seed: number,
  ) {
    this.match = startMatch(def, { seats: seatsFor(def), settings, seed, now: T0 }).match;
  }

  commit(step: Step<unknown>): void {
    this.match = step.match;
  }

  /** The AI's next planned move, if any. */
  planned(): BotAction | undefined {
    return botActions(this.def, this.match, this.settings, this.now).sort((a, b) => a.at - b.at)[0];
  }

  /** One step on: the AI's next move, or else the stage's end. False once the match is over. */
  step(): boolean {
    if (this.match.over) return false;
    const action = this.planned();
    if (action) {
      this.now = Math.max(this.now, action.at);
      const result = applyMove(this.def, this.match, this.settings, action, this.now);
      if (!isInvalid(result)) {
        if (action.standIn) this.standInMoves += 1;
        this.commit(result);
        return true;
      }
    }
    const endsAt = this.match.stageEndsAt;
    if (endsAt !== null) {
      this.now = Math.max(this.now, endsAt);
      this.commit(tick(this.def, this.match, this.settings, this.now)!);
    } else {
      this.now += 1_000;
      this.commit(nextStage(this.def, this.match, this.settings, this.now));
    }
    return !this.match.over;
  }
}

/** A view as text, with the seats' stand-in marks left out. */
function withoutMarks(view: unknown): string {
  return JSON.stringify(view, (key, value: unknown) => (key === 'standIn' ? undefined : value));
}

describe.each(GAME_TYPES)('%s with a seat played by the AI for now', (gameType) => {
  const def = gameDefinition(gameType)!;
  const settings = gameSettingsSchema.parse({ numberOfRounds: 2, numberOfTurns: 2 });

  it('tells the screens only that the seat is played by the AI, nothing else', () => {
    const table = new Table(def, settings, 13);
    for (let steps = 0; steps < 6; steps++) {
      const handed = setStandIn(def, table.match, settings, PERSON, true, table.now).match;
      expect(hostView(def, handed, settings).seats.find((s) => s.playerId === PERSON)?.standIn).toBe(true);
      expect(withoutMarks(hostView(def, handed, settings))).toBe(withoutMarks(hostView(def, table.match, settings)));
      for (const seat of table.match.seats.filter((s) => !s.robot)) {
        expect(withoutMarks(playerView(def, handed, seat.playerId, settings))).toBe(withoutMarks(playerView(def, table.match, seat.playerId, settings)));
      }
      if (!table.step()) break;
    }
  });

  it('plays the person\'s seat, keeps it theirs, and hands it back at their own move without a double move', () => {
    const table = new Table(def, settings, 11);
    const handed = setStandIn(def, table.match, settings, PERSON, true, table.now);
    // Handing the seat over changes who plays it, nothing else.
    expect(handed.match.state).toEqual(table.match.state);
    expect(handed.match.scores).toEqual(table.match.scores);
    table.commit(handed);

    // The AI plays the seat until it has a move planned for it again after having played some.
    let reclaimWith: BotAction | undefined;
    for (let steps = 0; steps < 2_000 && !reclaimWith; steps++) {
      const next = table.planned();
      if (table.standInMoves > 0 && next?.playerId === PERSON) reclaimWith = next;
      else if (!table.step()) break;
    }
    expect(table.standInMoves, 'the AI made moves for the seat').toBeGreaterThan(0);
    expect(reclaimWith, 'the AI wanted to play the seat again before the end').toBeDefined();
    expect(reclaimWith!.standIn).toBe(true);
    expect(Object.keys(table.match.scores)).toContain(String(PERSON));

    // The player is back and makes that very move themselves, before the AI does.
    const before = table.match;
    const { standIn: _flag, ...own } = reclaimWith!;
    const mine = applyMove(def, before, settings, own, table.now);
    if (isInvalid(mine)) expect.fail(`the player's own move was refused: ${mine.invalid}`);
    expect(mine.events[0]).toEqual({ type: 'standIn', playerId: PERSON, on: false });
    expect(isStandIn(mine.match, PERSON)).toBe(false);
    if (!mine.events.some((event) => event.type === 'scored')) expect(mine.match.scores).toEqual(before.scores);
    table.commit(mine);

    // The move the AI had planned for that stage is refused: the seat is the player's again.
    expect(applyMove(def, table.match, settings, reclaimWith!, table.now)).toEqual(invalid(ENGINE_ERRORS.notStandIn));
    // From now on the AI plans nothing for the seat, and the game plays on to its end.
    for (let steps = 0; steps < 2_000 && !table.match.over; steps++) {
      expect(botActions(def, table.match, settings, table.now).map((a) => a.playerId)).not.toContain(PERSON);
      table.step();
    }
    expect(table.match.over).toBe(true);
    expect(Object.keys(table.match.scores)).toContain(String(PERSON));
  });
});

describe('EXPERIMENTS (tag) with a seat played by the AI for now', () => {
  it('has the server run the seat as it runs the AI players, until the player takes it back', () => {
    const def = gameDefinition('EXPERIMENTS')!;
    const settings = gameSettingsSchema.parse({ numberOfRounds: 2 });
    const table = new Table(def, settings, 3);
    expect(tagSituationOf(table.match)?.robots).toEqual([-1]);
    const handed = setStandIn(def, table.match, settings, PERSON, true, table.now).match;
    expect(tagSituationOf(handed)?.robots).toEqual([PERSON, -1]);
    expect(tagSituationOf(handed)?.players).toEqual(tagSituationOf(table.match)?.players);
    const back = setStandIn(def, handed, settings, PERSON, false, table.now).match;
    expect(tagSituationOf(back)?.robots).toEqual([-1]);
  });

  it('is every playable game but EXPERIMENTS that plays through the engine\'s bot policies', () => {
    expect(PLAYABLE.filter((type) => !GAME_TYPES.includes(type))).toEqual(['EXPERIMENTS']);
  });
});

/** Plays on (the AI's moves, the deadlines) until `found` holds for a turn begun after the hand-over. */
function playUntil(table: Table, found: (state: Record<string, unknown>) => boolean): Record<string, unknown> | null {
  for (let steps = 0; steps < 2_000; steps++) {
    const state = table.match.state as Record<string, unknown>;
    if (found(state)) return state;
    if (!table.step()) return null;
  }
  return null;
}

describe('games whose AI acts outside moves, for a seat played by the AI for now', () => {
  it('CANVAS_CLASH: a painter the AI plays as the turn begins paints a preset drawing of a preset word', () => {
    const def = gameDefinition('CANVAS_CLASH')!;
    const settings = gameSettingsSchema.parse({ numberOfRounds: 2, numberOfTurns: 3 });
    const table = new Table(def, settings, 7);
    const firstTurn = (table.match.state as { turn: number }).turn;
    table.commit(setStandIn(def, table.match, settings, PERSON, true, table.now));
    type Turn = { turn: number; painters: number[]; presetKey: string | null };
    const state = playUntil(table, (s) => {
      const current = s.current as Turn | null;
      return !!current && current.turn > firstTurn && current.painters.includes(PERSON);
    });
    expect(state, 'the seat paints in a later turn').not.toBeNull();
    const current = state!.current as Turn;
    expect(current.presetKey).not.toBeNull();
    expect(aiDrawingFor(state, PERSON, true)?.lines.length).toBeGreaterThan(0);
    // A person playing for themselves paints their own drawing: no preset for them.
    expect(aiDrawingFor(state, PERSON)).toBeNull();
  });

  it('CANVAS_CLASH: a turn of people who all play for themselves keeps the whole word list', () => {
    const def = gameDefinition('CANVAS_CLASH')!;
    const settings = gameSettingsSchema.parse({ numberOfRounds: 2, numberOfTurns: 3 });
    const table = new Table(def, settings, 7);
    table.match = startMatch(def, { seats: [1, 2, 3].map((id) => ({ playerId: id, alias: `P${id}`, robot: false })), settings, seed: 7, now: T0 }).match;
    expect((table.match.state as { current: { presetKey: string | null } }).current.presetKey).toBeNull();
  });

  it('HIDE_AND_PEEK: a hider the AI plays as the turn begins walks a planned path, a person hiding does not', () => {
    const def = gameDefinition('HIDE_AND_PEEK')!;
    const settings = gameSettingsSchema.parse({ numberOfRounds: 2, numberOfTurns: 3 });
    const table = new Table(def, settings, 5);
    const firstTurn = (table.match.state as { turn: number }).turn;
    table.commit(setStandIn(def, table.match, settings, PERSON, true, table.now));
    type Turn = { turn: number; hiders: number[]; aiPlans: Record<number, unknown> };
    const state = playUntil(table, (s) => {
      const current = s.current as Turn | null;
      return !!current && current.turn > firstTurn && current.hiders.includes(PERSON);
    });
    expect(state, 'the seat hides in a later turn').not.toBeNull();
    expect(aiHiderPlanFor(state, PERSON)).not.toBeNull();
    const people = (state!.current as Turn).hiders.filter((id) => id > 0 && id !== PERSON);
    for (const id of people) expect(aiHiderPlanFor(state, id)).toBeNull();
  });
});
