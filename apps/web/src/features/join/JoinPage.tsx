import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOD_AVATARS, JOIN_REQUEST_ASK_MS, MESSAGE_KEYS, TIMING, dest, isValidAlias, normalizeAlias } from '@snackparty/protocol';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { getGameSession, getUsedAvatars } from '../../api/endpoints';
import { errorMessageKey } from '../../api/errors';
import { isTestAccount } from '../../api/token';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { useRealtime, useTopic } from '../../realtime/useRealtime';
import { markFreshSeat, storeSeat } from '../../storage/seat';
import { setItem, storedSeat } from '../../storage/storage';
import { useToast } from '../../ui/toast';
import { storeAudienceName } from '../audience/audienceName';
import { AudienceOffer } from './AudienceOffer';
import { CodeStep } from './CodeStep';
import { JoiningOverlay } from './JoiningOverlay';
import { ProfileStep } from './ProfileStep';
import { RejoinCard } from './RejoinCard';
import { WaitingForHost } from './WaitingForHost';
import { cancelSeatRequest, requestSeat } from './seatRequest';
import { fieldForMessage, initialJoinState, joinReducer, validateProfile } from './joinMachine';
import { trackJoinFailure } from '../../analytics/analytics';
import './join.css';

/** Parses the used-avatars push: a list of avatarSrc, or an object holding one. */
function usedAvatarList(body: unknown): string[] | null {
  if (Array.isArray(body)) return body.filter((x): x is string => typeof x === 'string');
  if (body && typeof body === 'object') {
    const list = (body as { usedAvatars?: unknown; avatars?: unknown }).usedAvatars ?? (body as { avatars?: unknown }).avatars;
    if (Array.isArray(list)) return list.filter((x): x is string => typeof x === 'string');
  }
  return null;
}

/** The join screen: room code, then alias and avatar, then the join itself (spec sections 2, 4, 5). */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const { gameCode: urlCode } = useParams();
  const [state, dispatch] = useReducer(joinReducer, urlCode, (code) =>
    initialJoinState(code, Math.floor(Math.random() * FOOD_AVATARS.length)),
  );
  const [seat, setSeat] = useState(() => storedSeat());
  const [joinedPlayer, setJoinedPlayer] = useState<SessionPlayerDto | null>(null);
  const joining = useRef(false);
  // The room's host lets new phones in one by one: this phone waits, asking again now and then.
  const [waiting, setWaiting] = useState(false);
  const navigatedTo = useRef<string | undefined>(urlCode);

  useEffect(() => {
    document.title = `${t('join.title')} · Snackparty`;
  }, [t]);

  // The URL changed from outside (a link): start over with its code.
  useEffect(() => {
    if (urlCode?.toUpperCase() !== navigatedTo.current?.toUpperCase()) {
      navigatedTo.current = urlCode;
      dispatch({ type: 'reset', code: urlCode });
    }
  }, [urlCode]);

  const goTo = useCallback(
    (code: string | undefined) => {
      navigatedTo.current = code;
      navigate(code ? `/join/${code}` : '/join', { replace: true });
    },
    [navigate],
  );

  // Code check: GET /gameSession/{code}.
  const { step, code } = state;
  useEffect(() => {
    if (step !== 'checking') return undefined;
    const controller = new AbortController();
    getGameSession(code, controller.signal)
      .then((gameSession) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'checkSucceeded', session: gameSession });
        if (gameSession.active) goTo(gameSession.gameCode || code);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'checkFailed', messageKey: errorMessageKey(error, 'check') });
      });
    return () => controller.abort();
  }, [step, code, goTo]);

  // Used avatars: fetched once, then pushed live.
  const roomCode = state.session?.gameCode ?? null;
  const inProfile = state.step === 'profile' || state.step === 'joining';
  const refreshUsedAvatars = useCallback(() => {
    if (!roomCode) return;
    getUsedAvatars(roomCode)
      .then((list) => dispatch({ type: 'usedAvatarsLoaded', avatars: usedAvatarList(list) ?? [] }))
      .catch((error: unknown) => console.warn('Used avatars could not be fetched', error));
  }, [roomCode]);
  useEffect(() => {
    if (inProfile) refreshUsedAvatars();
  }, [inProfile, refreshUsedAvatars]);

  // The realtime connection needs a bearer: it waits for the guest sign-in that runs at start.
  const realtime = useRealtime(
    inProfile && roomCode && session.hasToken
      ? {
          gameCode: roomCode,
          purpose: 'join',
          onServerError: (error) => toast.show(t(error.messageKey, { defaultValue: error.message }), { kind: 'error' }),
        }
      : null,
  );
  useTopic<unknown>(realtime.connection, roomCode ? dest.common(roomCode, 'usedAvatars') : null, (body) => {
    const list = usedAvatarList(body);
    if (list) dispatch({ type: 'usedAvatarsLoaded', avatars: list });
  });

  const failJoin = useCallback(
    (error: unknown) => {
      setItem('attemptingJoin', false);
      setWaiting(false);
      const messageKey = errorMessageKey(error, 'join');
      if (messageKey === MESSAGE_KEYS.avatarInUse) refreshUsedAvatars();
      if (fieldForMessage(messageKey) === 'form') console.warn('Join failed', error);
      trackJoinFailure(error, messageKey);
      dispatch({ type: 'joinFailed', messageKey, field: fieldForMessage(messageKey) });
    },
    [refreshUsedAvatars],
  );

  /** Asks for the seat: seated, still waiting for the host, or refused. */
  const askForSeat = useCallback(async () => {
    if (joining.current || !state.session) return;
    joining.current = true;
    const gameSession = state.session;
    try {
      await session.ensureToken();
      const answer = await requestSeat({ gameCode: gameSession.gameCode, alias: state.alias, avatarSrc: state.avatarSrc, language: appLanguage() });
      if (answer.kind === 'waiting') {
        setWaiting(true);
        return;
      }
      const player = answer.player;
      setWaiting(false);
      storeSeat(gameSession.gameCode, player, gameSession);
      markFreshSeat(player.sessionPlayerId);
      setJoinedPlayer(player);
      dispatch({ type: 'joinSucceeded' });
      const delay = isTestAccount(session.claims) ? TIMING.joinTransitionTestAccountMs : TIMING.joinTransitionMs;
      setTimeout(() => navigate('/player/session'), delay);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      failJoin(error);
    } finally {
      joining.current = false;
    }
  }, [state.session, state.alias, state.avatarSrc, session, navigate, failJoin]);

  const submitJoin = async () => {
    if (joining.current || state.step !== 'profile' || !state.session) return;
    const problem = validateProfile(state.alias, state.avatarSrc, state.usedAvatars);
    dispatch({ type: 'joinSubmitted' });
    if (problem) return;
    setItem('attemptingJoin', true);
    await askForSeat();
  };

  // While waiting, the phone asks again every couple of seconds; the host's answer comes with one.
  useEffect(() => {
    if (!waiting || state.step !== 'joining') return undefined;
    const timer = setInterval(() => void askForSeat(), JOIN_REQUEST_ASK_MS);
    return () => clearInterval(timer);
  }, [waiting, state.step, askForSeat]);

  const stopWaiting = () => {
    cancelSeatRequest();
    joining.current = false;
    setWaiting(false);
    setItem('attemptingJoin', false);
    dispatch({ type: 'joinCancelled' });
  };

  const showRejoin =
    seat !== null &&
    (state.step === 'code' || state.step === 'checking' || (state.step === 'profile' && state.session?.gameCode === seat.roomCode));

  // A room that is playing offers the audience above the form; one that turned out full offers it right
  // under the refusal, where the eye already is; otherwise a quiet link under the form.
  const full = state.profileError === MESSAGE_KEYS.maxPlayersReached;
  const audienceFirst = state.step === 'profile' && !!state.session?.started && !full;
  const room = state.step === 'profile' ? state.session : null;
  const audienceOffer = room ? (
    <AudienceOffer
      prominent={audienceFirst || full}
      onWatch={() => {
        if (isValidAlias(state.alias)) storeAudienceName(normalizeAlias(state.alias));
        navigate(`/audience/${room.gameCode}`);
      }}
    />
  ) : null;

  return (
    <div className={`page join-page ${state.step === 'joined' ? 'is-leaving' : ''}`}>
      <div className="join-page__column">
        {showRejoin && seat ? (
          <RejoinCard
            seat={seat}
            onClose={() => setSeat(null)}
            onLost={(messageKey) => {
              setSeat(null);
              toast.show(t(messageKey), { kind: 'error' });
            }}
          />
        ) : null}
        {audienceFirst ? audienceOffer : null}
        {state.step === 'code' || state.step === 'checking' ? (
          <CodeStep
            code={state.code}
            error={state.codeError}
            shake={state.codeShake}
            checking={state.step === 'checking'}
            onChange={(value) => dispatch({ type: 'codeChanged', value })}
            onSubmit={() => dispatch({ type: 'codeSubmitted' })}
          />
        ) : state.session ? (
          <ProfileStep
            session={state.session}
            alias={state.alias}
            avatarSrc={state.avatarSrc}
            usedAvatars={state.usedAvatars}
            error={state.profileError}
            errorField={state.errorField}
            shake={state.profileShake}
            busy={state.step !== 'profile'}
            onAlias={(value) => dispatch({ type: 'aliasChanged', value })}
            onAvatar={(src) => dispatch({ type: 'avatarChanged', src })}
            onBack={() => {
              dispatch({ type: 'back' });
              goTo(undefined);
            }}
            onSubmit={submitJoin}
          />
        ) : null}
        {audienceFirst ? null : audienceOffer}
      </div>
      {waiting && state.step === 'joining' ? (
        <WaitingForHost alias={state.alias} avatarSrc={state.avatarSrc} onCancel={stopWaiting} />
      ) : state.step === 'joining' || state.step === 'joined' ? (
        <JoiningOverlay alias={state.alias} avatarSrc={state.avatarSrc} joined={state.step === 'joined'} colour={joinedPlayer?.hexColor ?? null} />
      ) : null}
    </div>
  );
}
