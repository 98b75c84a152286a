/** A REQUIP prompt and the bank of human-written answers the AI picks from. */
export interface RequipPrompt {
  /** `{lng}-{nnn}`, unique in its language. */
  id: string;
  /** The prompt shown to players: at most 120 characters. */
  text: string;
  /** Fit for a family / classroom room (no sex, drugs, gore, slurs, mean jokes about groups). */
  family: boolean;
  /** 4 to 6 short answers (each at most 60 characters), funny in different ways. */
  answers: readonly string[];
}
