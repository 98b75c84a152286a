import { dest } from '@snackparty/protocol';
import { BroadcastPublisher } from '../realtime/broker-publisher';

const NEW_ROUND = /^\/common\/([^/]+)\/listenNewRound$/;

/**
 * The room publisher, which also tells a Discord activity's room of each new round on
 * `discordListenNewRound` (spec: the common topics), beside `listenNewRound` that every room hears.
 * Whether a room is an activity's is the database's to say, so that message follows a moment later.
 */
export class DiscordRoundPublisher extends BroadcastPublisher {
  constructor(private readonly isActivityRoom: (code: string) => Promise<boolean>) {
    super();
  }

  override publish(destination: string, body: unknown): void {
    super.publish(destination, body);
    const code = NEW_ROUND.exec(destination)?.[1];
    if (!code) return;
    void this.isActivityRoom(code)
      .then((activity) => {
        if (activity) super.publish(dest.common(code, 'discordListenNewRound'), body as { round: number });
      })
      // A room whose kind cannot be read now misses this copy only: listenNewRound went out.
      .catch(() => undefined);
  }
}
