/**
 * Keeps a phone's moves until the server has answered them. Each move is SENT with a STOMP receipt
 * request (its moveId): the server sends the RECEIPT once it has handled that very move, after an
 * error on `/user/queue/errors` when it refused it. A move that was not answered when the connection
 * dropped goes out again after the reconnect with the same `moveId`, so the server applies it only
 * once; when the stage has moved on meanwhile the server refuses it and the player is told.
 */

/** The server's refusal of a move whose stage has ended. */
export const STAGE_OVER_KEY = 'error.stage_over';

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

  constructor(private readonly deps: MoveSenderDeps) {
    this.newMoveId = deps.newMoveId ?? randomMoveId;
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
    this.pendingMoves = this.pendingMoves.filter((entry) => entry.body.moveId !== moveId);
  }

  /** The connection dropped: moves not answered yet go out again after the reconnect. */
  connectionLost(): void {
    for (const entry of this.pendingMoves) entry.published = false;
  }

  /** Connected again: sends the waiting moves, oldest first, with their own moveIds. */
  reconnected(): void {
    for (const entry of this.pendingMoves) {
      if (!entry.published) entry.published = this.deps.publish(entry.body, () => this.answered(entry.body.moveId));
    }
  }

  /** The server refused a move: the oldest one waiting for an answer (answers come in order). */
  refused(error: { messageKey: string; message: string }): void {
    const index = this.pendingMoves.findIndex((entry) => entry.published);
    const move = index >= 0 ? this.pendingMoves.splice(index, 1)[0]!.body : null;
    if (error.messageKey === STAGE_OVER_KEY) this.deps.onOutcome({ kind: 'tooLate', move });
    else this.deps.onOutcome({ kind: 'refused', move, messageKey: error.messageKey, message: error.message });
  }

  /** Forgets every waiting move (another game, or the screen goes away). */
  clear(): void {
    this.pendingMoves = [];
  }
}
