import { AUDIENCE_BOARD_SIZE, AUDIENCE_POINTS, type AudienceBoardEntry, type AudienceMe, type AudienceTally } from '@snackparty/protocol';

/** One person in a room's audience: kept while the room lives, so a member who comes back keeps their points. */
interface Member {
  alias: string;
  /** Open connections (tabs) of this member. */
  connections: number;
  points: number;
  /** The member's choice in stage `stageNumber`. */
  choice: { stageNumber: number; id: string } | null;
  /** The stage in which the member last guessed right. */
  guessedRightIn: number | null;
}

/**
 * A room's audience as a whole, in memory: who is in it, what they chose in the current stage (as
 * counts), who guessed right, and the audience board. Pure bookkeeping, no IO: thousands of members
 * cost a few numbers each, and what leaves it is one tally for all of them.
 */
export class AudienceRoom {
  private readonly members = new Map<number, Member>();
  private stageNumber = 0;
  private counts = new Map<string, number>();
  private guessedRight = 0;
  private lastRight: AudienceTally['lastRight'] = null;
  private connected = 0;
  /** Members whose points or name changed since they were last stored. */
  private readonly unsaved = new Set<number>();
  /** Something in the tally changed since it was last taken. */
  changed = false;
  /** The choices changed since they were last folded into the match. */
  choicesChanged = false;

  /** How many members are connected now. */
  get size(): number {
    return this.connected;
  }

  /** The board as stored for the room (after a restart): members known, none connected yet. */
  restore(stored: ReadonlyArray<{ userId: number; alias: string; points: number }>): void {
    for (const { userId, alias, points } of stored) {
      const member = this.members.get(userId);
      if (member) member.points = Math.max(member.points, points);
      else this.members.set(userId, { alias, connections: 0, points, choice: null, guessedRightIn: null });
    }
    this.changed = true;
  }

  /** The members to store now (their points or name changed); taking them marks them stored. */
  takeUnsaved(): Array<{ userId: number; alias: string; points: number }> {
    const out = [...this.unsaved].flatMap((userId) => {
      const member = this.members.get(userId);
      return member ? [{ userId, alias: member.alias, points: member.points }] : [];
    });
    this.unsaved.clear();
    return out;
  }

  /** Members whose storing failed: stored again next time. */
  markUnsaved(userIds: readonly number[]): void {
    for (const id of userIds) this.unsaved.add(id);
  }

  join(userId: number, alias: string): void {
    const member = this.members.get(userId);
    if (member) {
      if (member.alias !== alias && member.points > 0) this.unsaved.add(userId);
      member.alias = alias;
      member.connections += 1;
      if (member.connections === 1) this.connected += 1;
    } else {
      this.members.set(userId, { alias, connections: 1, points: 0, choice: null, guessedRightIn: null });
      this.connected += 1;
    }
    this.changed = true;
  }

  /** A connection of the member closed; the member stays known (points and this stage's choice). */
  leave(userId: number): void {
    const member = this.members.get(userId);
    if (!member || member.connections === 0) return;
    member.connections -= 1;
    if (member.connections === 0) this.connected -= 1;
    this.changed = true;
  }

  isMember(userId: number): boolean {
    return (this.members.get(userId)?.connections ?? 0) > 0;
  }

  /** The game is in stage `stageNumber` now: choices and guesses of earlier stages no longer count. */
  enterStage(stageNumber: number): void {
    if (stageNumber === this.stageNumber) return;
    this.stageNumber = stageNumber;
    this.counts = new Map();
    this.guessedRight = 0;
    this.changed = true;
  }

  /** A member's choice in the current stage; a second one replaces the first. Already checked against the prompt. */
  choose(userId: number, stageNumber: number, id: string): void {
    const member = this.members.get(userId);
    if (!member || stageNumber !== this.stageNumber) return;
    const previous = member.choice?.stageNumber === stageNumber ? member.choice.id : null;
    if (previous === id) return;
    if (previous !== null) this.counts.set(previous, (this.counts.get(previous) ?? 1) - 1);
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    member.choice = { stageNumber, id };
    this.changed = true;
    this.choicesChanged = true;
  }

  /** A member guessed right in the current stage: points once per stage. Whether this was their first right guess. */
  guessedRightNow(userId: number, stageNumber: number): boolean {
    const member = this.members.get(userId);
    if (!member || stageNumber !== this.stageNumber || member.guessedRightIn === stageNumber) return false;
    member.guessedRightIn = stageNumber;
    member.points += AUDIENCE_POINTS;
    this.unsaved.add(userId);
    this.guessedRight += 1;
    this.changed = true;
    return true;
  }

  /** Stage `stageNumber` ended and these of its choices were right: their choosers earn points. */
  scoreStage(stageNumber: number, rightChoices: readonly string[]): void {
    if (rightChoices.length === 0) return;
    const right = new Set(rightChoices);
    for (const [userId, member] of this.members) {
      if (member.choice?.stageNumber === stageNumber && right.has(member.choice.id)) {
        member.points += AUDIENCE_POINTS;
        this.unsaved.add(userId);
      }
    }
    this.lastRight = { stageNumber, choices: [...rightChoices] };
    this.changed = true;
  }

  /** The counts of the current stage, for the match. */
  stageCounts(): { stageNumber: number; counts: Record<string, number> } {
    return { stageNumber: this.stageNumber, counts: Object.fromEntries([...this.counts].filter(([, n]) => n > 0)) };
  }

  tally(): AudienceTally {
    return {
      members: this.connected,
      stageNumber: this.stageNumber,
      counts: this.stageCounts().counts,
      guessedRight: this.guessedRight,
      lastRight: this.lastRight,
      board: this.board(),
    };
  }

  me(userId: number): AudienceMe | undefined {
    const member = this.members.get(userId);
    if (!member) return undefined;
    return {
      alias: member.alias,
      points: member.points,
      stageNumber: this.stageNumber,
      choice: member.choice?.stageNumber === this.stageNumber ? member.choice.id : null,
      guessedRight: member.guessedRightIn === this.stageNumber,
    };
  }

  /** The best members, most points first (ties by name); members without points are left out. */
  private board(): AudienceBoardEntry[] {
    const top: AudienceBoardEntry[] = [];
    for (const member of this.members.values()) {
      if (member.points <= 0) continue;
      if (top.length === AUDIENCE_BOARD_SIZE && member.points <= top[top.length - 1]!.points) continue;
      top.push({ alias: member.alias, points: member.points });
      top.sort((a, b) => b.points - a.points || a.alias.localeCompare(b.alias));
      if (top.length > AUDIENCE_BOARD_SIZE) top.pop();
    }
    return top;
  }
}
