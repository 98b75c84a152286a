import type { Topic } from '@snackparty/protocol';

/** How the room service reaches connected clients; the realtime plugin implements it over STOMP. */
export interface RoomPublisher {
  /** A typed topic (`dest.common(…)`) takes only its own body shape. */
  publish<Body>(destination: Topic<Body>, body: NoInfer<Body>): void;
  /** A body already encoded as JSON text, sent exactly as it is. */
  publishJson(destination: string, json: string): void;
  /** Closes the realtime connections of one seat (after a kick). */
  disconnectSeat(code: string, sessionPlayerId: number, reason: string): void;
}

/** Collects what was published, for tests and for a server with no realtime attached. */
export class RecordingPublisher implements RoomPublisher {
  readonly messages: Array<{ destination: string; body: unknown }> = [];
  readonly disconnected: Array<{ code: string; sessionPlayerId: number }> = [];
  publish(destination: string, body: unknown): void {
    this.messages.push({ destination, body });
  }
  publishJson(destination: string, json: string): void {
    this.messages.push({ destination, body: JSON.parse(json) as unknown });
  }
  disconnectSeat(code: string, sessionPlayerId: number): void {
    this.disconnected.push({ code, sessionPlayerId });
  }
  to(destination: string): unknown[] {
    return this.messages.filter((m) => m.destination === destination).map((m) => m.body);
  }
}
