/**
 * Keeps a phone's moves until the server has answered them. Each move is SENT with a STOMP receipt
 * request (its moveId): the server sends the RECEIPT once it has handled that very move, after an
 * error on `/user/queue/errors` when it refused it. A move that was not answered when the connection
 * dropped goes out again after the reconnect with the same `moveId`, so the server applies it only
 * once; when the stage has moved on meanwhile the server refuses it and the player is told. A move
 * the server could not carry out just now (its game could not be stored, or the room was moving to
 * another server) is sent again after a moment, with the same `moveId`, until it is answered.
 */

/** The server's refusal of a move whose stage has ended. */
export const STAGE_OVER_KEY = 'error.stage_over';

/** The server's answer to a move it could not carry out now: the phone tries again. */
export const TRY_AGAIN_KEY = 'error.server_unavailable';

/** The first wait before a move refused with TRY_AGAIN_KEY goes out again; it doubles up to the most. */
export const TRY_AGAIN_FIRST_MS = 500;
export const TRY_AGAIN_MAX_MS = 4_000;

/** What a phone SENDs on `/player/{code}/move`. */
export interface MoveBody {
  move: string;
  payload: unknown;
  stageNumber?: number;
  /** The same for every send of one move (1..64 of [A-Za-z0-9_-]). */
  moveId: string;
}

export interface PendingMove {
  body: MoveBody;
  /** Published on the connection as it is now (false: waits for the next connect). */
  published: boolean;
  /** The server asked to try again: its receipt does not answer the move, it is sent again. */
  tryAgain?: boolean;
  /** How many times it was sent again for that reason. */
  retries?: number;
}

export type MoveOutcome =
  /** Not connected: the move waits and goes out after the reconnect. */
  | { kind: 'waiting'; move: MoveBody }
  /** The stage had moved on when the move arrived. */
  | { kind: 'tooLate'; move: MoveBody | null }
  /** The server refused the move for another reason (its message key says why). */
  | { kind: 'refused'; move: MoveBody | null; messageKey: string; message: string };

export interface MoveSenderDeps {
  /** Publishes a move now, calling `answered` when the server's receipt for it arrives; false when not connected. */
  publish: (body: MoveBody, answered: () => void) => boolean;
  onOutcome: (outcome: MoveOutcome) => void;
  newMoveId?: () => string;
  /** Runs `work` after `ms` (the wait before trying a move again). */
  later?: (work: () => void, ms: number) => void;
}

/** At most this many moves wait for an answer; a phone makes a few per stage. */
const MAX_PENDING = 32;

const MOVE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isMoveId(value: unknown): value is string {
  return typeof value === 'string' && MOVE_ID.test(value);
}

/** 22 characters of base64url from 16 random bytes (crypto.randomUUID needs a secure context). */
export function randomMoveId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class MoveSender {
  private pendingMoves: PendingMove[] = [];
  private readonly newMoveId: () => string;
  private readonly later: (work: () => void, ms: number) => void;

  constructor(private readonly deps: MoveSenderDeps) {
    this.newMoveId = deps.newMoveId ?? randomMoveId;
    this.later = deps.later ?? ((work, ms) => void setTimeout(work, ms));
  }

  /** Moves not answered yet, oldest first. */
  get pending(): readonly PendingMove[] {
    return this.pendingMoves;
  }

  /** Sends a move made in `stageNumber` (or keeps it for the reconnect). Returns its moveId. */
  send(move: string, payload: unknown, stageNumber: number | undefined): string {
    const body: MoveBody = { move, payload, moveId: this.newMoveId() };
    if (stageNumber !== undefined) body.stageNumber = stageNumber;
    const entry: PendingMove = { body, published: this.deps.publish(body, () => this.answered(body.moveId)) };
    this.pendingMoves.push(entry);
    if (this.pendingMoves.length > MAX_PENDING) this.pendingMoves.shift();
    if (!entry.published) this.deps.onOutcome({ kind: 'waiting', move: body });
    return body.moveId;
  }

  /** The server's receipt for this move: it has been handled (applied, or refused just before). */
  answered(moveId: string): void {
    const again = this.pendingMoves.find((entry) => entry.body.moveId === moveId && entry.tryAgain);
    if (again) {
      again.tryAgain = false;
      again.published = false;
      again.retries = (again.retries ?? 0) + 1;
      this.later(() => this.sendAgain(again), Math.min(TRY_AGAIN_MAX_MS, TRY_AGAIN_FIRST_MS * 2 ** (again.retries - 1)));
      return;
    }
    this.pendingMoves = this.pendingMoves.filter((entry) => entry.body.moveId !== moveId);
  }

  /** The connection dropped: moves not answered yet go out again after the reconnect. */
  connectionLost(): void {
    for (const entry of this.pendingMoves) {
      entry.published = false;
      entry.tryAgain = false;
    }
  }

  /** Connected again: sends the waiting moves, oldest first, with their own moveIds. */
  reconnected(): void {
    for (const entry of this.pendingMoves) {
      if (!entry.published) entry.published = this.deps.publish(entry.body, () => this.answered(entry.body.moveId));
    }
  }

  /** The server refused a move: the oldest one waiting for an answer (answers come in order). */
  refused(error: { messageKey: string; message: string }): void {
    const index = this.pendingMoves.findIndex((entry) => entry.published && !entry.tryAgain);
    if (error.messageKey === TRY_AGAIN_KEY && index >= 0) {
      // Kept: the receipt that follows sends it again after a moment.
      this.pendingMoves[index]!.tryAgain = true;
      this.deps.onOutcome({ kind: 'waiting', move: this.pendingMoves[index]!.body });
      return;
    }
    const move = index >= 0 ? this.pendingMoves.splice(index, 1)[0]!.body : null;
    if (error.messageKey === STAGE_OVER_KEY) this.deps.onOutcome({ kind: 'tooLate', move });
    else this.deps.onOutcome({ kind: 'refused', move, messageKey: error.messageKey, message: error.message });
  }

  /** A move the server asked to try again, unless it was answered or went out again meanwhile. */
  private sendAgain(entry: PendingMove): void {
    if (!this.pendingMoves.includes(entry) || entry.published) return;
    entry.published = this.deps.publish(entry.body, () => this.answered(entry.body.moveId));
  }

  /** Forgets every waiting move (another game, or the screen goes away). */
  clear(): void {
    this.pendingMoves = [];
  }
}
