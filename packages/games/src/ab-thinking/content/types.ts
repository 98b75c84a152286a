/** An AB_THINKING question: this or that. */
export interface AbQuestion {
  /** `{lng}-{nnn}`, unique in its language. */
  id: string;
  /** The question shown above the two answers: at most 100 characters. */
  text: string;
  /** The two answers, each short enough for a phone button (at most 24 characters). */
  a: string;
  b: string;
  /** Fit for a family / classroom room (no dating, drinking, gross-out or mean jokes). */
  family: boolean;
}
