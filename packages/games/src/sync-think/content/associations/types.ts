/** A bundled word-association list for one language. */
export interface AssociationList {
  /** Common, concrete words a player might say first when asked for "any word" (level 0). */
  starters: readonly string[];
  /**
   * Common words mapped to the words they bring to mind, most obvious first. A link counts both ways:
   * `beach` lists `sand`, so `sand` also brings `beach` to mind.
   */
  associations: Readonly<Record<string, readonly string[]>>;
}
