/**
 * Reads of what a game's server module keeps of a room while it is played (the drawing on a canvas
 * now, say): only the process running the room holds it. With several server processes a read made
 * elsewhere is answered by that process; with one, it is a call.
 */
export interface RoomReads {
  /** A read by `name` (unique among the modules), answered where the room runs. Its result travels as JSON. */
  define<Args extends unknown[], Result>(name: string, read: (code: string, ...args: Args) => Result): (code: string, ...args: Args) => Promise<Awaited<Result>>;
}

/** One process: every room runs here. */
export const localReads: RoomReads = {
  define<Args extends unknown[], Result>(_name: string, read: (code: string, ...args: Args) => Result) {
    return async (code: string, ...args: Args): Promise<Awaited<Result>> => await read(code, ...args);
  },
};
