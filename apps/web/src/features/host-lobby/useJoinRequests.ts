import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOIN_REQUEST_PATHS, MESSAGE_KEYS, dest } from '@snackparty/protocol';
import type { JoinDecision, JoinRequestDto, JoinRequestsMessage } from '@snackparty/protocol';
import { http } from '../../api/http';
import { errorMessageKey } from '../../api/errors';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useLiveResource } from '../../realtime/useLiveResource';
import { useToast } from '../../ui/toast';

/** Keeps the well-formed entries of a pushed or fetched list. */
export function parseJoinRequests(body: unknown): JoinRequestDto[] | null {
  const list = Array.isArray(body) ? body : (body as Partial<JoinRequestsMessage> | null)?.requests;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (r): r is JoinRequestDto =>
      !!r && typeof r === 'object' && typeof r.requestId === 'string' && typeof r.alias === 'string' && typeof r.avatarSrc === 'string',
  );
}

/**
 * The phones waiting at the room's door, for its host (the TV and the host's phone): fetched, then
 * kept up to date by `/host/{code}/joinRequests`; `decide` lets one in or turns it away.
 */
export function useJoinRequests(options: { code: string | null; connection: RealtimeConnection | null; status: RealtimeStatus | undefined }) {
  const { code, connection, status } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const [requests, setRequests] = useState<JoinRequestDto[]>([]);
  const onList = (body: unknown) => {
    const parsed = parseJoinRequests(body);
    if (parsed) setRequests(parsed);
  };
  useLiveResource<unknown>({
    connection,
    status,
    key: code,
    fetch: (signal) => http.get<unknown>(JOIN_REQUEST_PATHS.list(encodeURIComponent(code!)), { signal }),
    onFetched: onList,
    onFetchFailed: (error) => console.warn('Join requests could not be fetched', error),
    topics: code ? [dest.host(code, 'joinRequests')] : [],
    onPush: onList,
    pushWins: true,
  });

  const decide = useCallback(
    async (request: JoinRequestDto, decision: JoinDecision) => {
      if (!code) return;
      // Gone from the list at once; the push that follows confirms it.
      setRequests((previous) => previous.filter((r) => r.requestId !== request.requestId));
      try {
        await http.post(JOIN_REQUEST_PATHS.decide(encodeURIComponent(code), request.requestId), { decision });
      } catch (error) {
        toast.show(t(errorMessageKey(error), { defaultValue: t(MESSAGE_KEYS.somethingWentWrong) }), { kind: 'error' });
      }
    },
    [code, t, toast],
  );
  return { requests, decide };
}
