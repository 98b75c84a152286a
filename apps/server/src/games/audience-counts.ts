/** How many of a room's audience picked each choice of a stage. */
export interface AudienceCounts {
  stageNumber: number;
  counts: Record<string, number>;
}

/**
 * With several server processes each counts the audience connected to it: the process running the
 * game keeps each one's latest counts of a room and adds up those of the stage. One process is one
 * source, and its latest counts are the whole count.
 */
export class AudienceCountsBySource {
  private readonly rooms = new Map<string, Map<string, AudienceCounts>>();

  /** Keeps `from`'s latest counts of the room; returns every source's of the same stage, added up. */
  add(code: string, from: string, tally: AudienceCounts): AudienceCounts {
    const sources = this.rooms.get(code) ?? new Map<string, AudienceCounts>();
    this.rooms.set(code, sources);
    sources.set(from, { stageNumber: tally.stageNumber, counts: tally.counts });
    const counts: Record<string, number> = {};
    for (const [source, counted] of sources) {
      if (counted.stageNumber < tally.stageNumber) sources.delete(source);
      if (counted.stageNumber !== tally.stageNumber) continue;
      for (const [choice, n] of Object.entries(counted.counts)) counts[choice] = (counts[choice] ?? 0) + n;
    }
    return { stageNumber: tally.stageNumber, counts };
  }

  /** The room's game is gone or another starts: its counts with it. */
  forget(code: string): void {
    this.rooms.delete(code);
  }
}
