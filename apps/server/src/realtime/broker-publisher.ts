import type { RoomPublisher } from '../rooms/publisher';
import type { StompBroker } from '../stomp';
import type { ClusterBus } from '../cluster/cluster-bus';
import type { RoomConnection } from './policy';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The channels room messages take between server processes. */
const DELIVER_CHANNEL = 'deliver';
const DISCONNECT_CHANNEL = 'disconnect';

/**
 * Delivers room events through the STOMP broker once it is attached; before that, events have no
 * audience. With several server processes, each event also goes to the others, which deliver it to
 * the subscribers connected there: a body is encoded once, here, whoever and wherever its readers are.
 */
export class BroadcastPublisher implements RoomPublisher {
  private broker?: StompBroker<RoomConnection>;
  private bus?: ClusterBus;

  attach(broker: StompBroker<RoomConnection>): void {
    this.broker = broker;
  }

  /** Shares events with the other processes and delivers theirs here. */
  async useCluster(bus: ClusterBus): Promise<void> {
    this.bus = bus;
    const from = bus.processId;
    // "<process>\n<destination>\n<json>": the body travels as it was encoded, never parsed on the way.
    await bus.listenText(DELIVER_CHANNEL, (text) => {
      const first = text.indexOf('\n');
      const second = text.indexOf('\n', first + 1);
      if (first < 0 || second < 0 || text.slice(0, first) === from) return;
      this.broker?.publish(text.slice(first + 1, second), text.slice(second + 1), JSON_HEADERS);
    });
    await bus.listen(DISCONNECT_CHANNEL, (message) => {
      const { from: sender, code, sessionPlayerId, reason } = message as { from: string; code: string; sessionPlayerId: number; reason: string };
      if (sender !== from) this.disconnectHere(code, sessionPlayerId, reason);
    });
  }

  publish(destination: string, body: unknown): void {
    this.publishJson(destination, JSON.stringify(body));
  }

  /** Publishes a JSON text exactly as it is (a painter's batch is relayed as it came). */
  publishJson(destination: string, json: string): void {
    this.broker?.publish(destination, json, JSON_HEADERS);
    this.bus?.publishText(DELIVER_CHANNEL, `${this.bus.processId}\n${destination}\n${json}`);
  }

  disconnectSeat(code: string, sessionPlayerId: number, reason: string): void {
    this.disconnectHere(code, sessionPlayerId, reason);
    this.bus?.publish(DISCONNECT_CHANNEL, { from: this.bus.processId, code, sessionPlayerId, reason });
  }

  private disconnectHere(code: string, sessionPlayerId: number, reason: string): void {
    this.broker?.disconnectWhere((c) => c.code === code && c.sessionPlayerId === sessionPlayerId, reason);
  }
}
