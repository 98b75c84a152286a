/** The captions of one language: a bank per card written for its picture, and captions that fit any picture. */
export interface CaptionBook {
  byCard: Readonly<Record<string, readonly string[]>>;
  generic: readonly string[];
}
