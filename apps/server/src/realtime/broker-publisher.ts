import type { RoomPublisher } from '../rooms/publisher';
import type { StompBroker } from '../stomp';
import type { RoomConnection } from './policy';

/** Delivers room events through the STOMP broker once it is attached; before that, events have no audience. */
export class BroadcastPublisher implements RoomPublisher {
  private broker?: StompBroker<RoomConnection>;

  attach(broker: StompBroker<RoomConnection>): void {
    this.broker = broker;
  }

  publish(destination: string, body: unknown): void {
    this.broker?.publish(destination, body as object);
  }

  /** Publishes a JSON text exactly as it is (a painter's batch is relayed as it came). */
  publishJson(destination: string, json: string): void {
    this.broker?.publish(destination, json, { 'content-type': 'application/json' });
  }

  disconnectSeat(code: string, sessionPlayerId: number, reason: string): void {
    this.broker?.disconnectWhere((c) => c.code === code && c.sessionPlayerId === sessionPlayerId, reason);
  }
}
