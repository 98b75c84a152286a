import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { JoinRequestList } from './JoinRequestList';
import { useJoinRequests } from './useJoinRequests';

/** The waiting phones on the host's own phone: the same list and answers as the TV's. */
export function HostDoor({ code, connection, status }: { code: string; connection: RealtimeConnection | null; status: RealtimeStatus | undefined }) {
  const door = useJoinRequests({ code, connection, status });
  return <JoinRequestList requests={door.requests} onDecide={(request, decision) => void door.decide(request, decision)} size="phone" />;
}
