/**
 * The bundled CANVAS_CLASH words of one language, by how hard they are to draw in about 80 seconds.
 * Each entry is written the way a native speaker would type it as a guess.
 */
export interface WordList {
  /** One simple object or animal: sun, cat, house. */
  easy: string[];
  /** A thing with a few more parts, a character or a job: lighthouse, snowman, toothbrush. */
  medium: string[];
  /** A scene or an idea that still draws: traffic jam, birthday party. */
  hard: string[];
}
