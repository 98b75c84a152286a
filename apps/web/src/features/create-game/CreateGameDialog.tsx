import type { CSSProperties } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALIAS_MAX_LENGTH, FOOD_AVATARS, MESSAGE_KEYS } from '@snackparty/protocol';
import type { GameSessionDto, GameType, HostType } from '@snackparty/protocol';
import { createGame, createGameSession, getGameSession, joinGameSession } from '../../api/endpoints';
import { errorFallbackText, errorMessageKey, isApiError } from '../../api/errors';
import { CAST_HOST, SHARED_SCREEN_HOST, hostPlays, isSharedScreen } from '../../app/hostMode';
import { useSession } from '../../app/session';
import { GameArt } from '../../games/GameArt';
import { gameInfo, hostableGameTypes } from '../../games/catalogue';
import { appLanguage } from '../../i18n/i18n';
import { rememberHostedRoom } from './hostedRoom';
import { markFreshSeat, storeSeat } from '../../storage/seat';
import { AvatarCarousel } from '../../ui/AvatarCarousel';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ArrowLeft, Check, Phone, Tv } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { LoginForm } from '../account/LoginForm';
import { pickFreeAvatar, sanitizeAliasInput, validateProfile } from '../join/joinMachine';
import { SubscriptionExpired } from './SubscriptionExpired';
import { PublicRoomToggle } from '../public-games/PublicRoomToggle';
import { createCastSession } from '../cast/castApi';
import { rememberCast, runCastCreate } from '../cast/castCreate';
import { isCastCancel } from '../cast/castSender';
import type { CastLink } from '../cast/castSender';
import { CastIcon } from '../cast/CastIcon';
import { useCastSender } from '../cast/useCastSender';
import {
  createPhases,
  firstStep,
  hostModes,
  initialHostMode,
  pathAfterCreate,
  redirectDelay,
  runCreate,
} from './createFlow';
import type { CreatePhase, CreateStep } from './createFlow';
import './create-game.css';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface CreateGameDialogProps {
  gameType?: GameType;
  tv?: boolean;
  onClose: () => void;
}

/** The create-game dialog: account, game type, host mode, create room (spec section 2). */
export function CreateGameDialog({ gameType: initialGame, tv = false, onClose }: CreateGameDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState<CreateStep>(() => firstStep({ loggedIn: session.isUser, gameType: initialGame }));
  const [gameType, setGameType] = useState<GameType | null>(initialGame ?? null);
  const [hostType, setHostType] = useState<HostType>(() =>
    initialGame ? initialHostMode(initialGame, { admin: session.isAdmin, tv }) : SHARED_SCREEN_HOST,
  );
  const [phase, setPhase] = useState<CreatePhase>('session');
  // Listed in the public games for anyone to join (not offered for a cast room).
  const [isPublic, setIsPublic] = useState(false);
  const [roomCode, setRoomCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const closeExpired = useCallback(() => setExpired(false), []);
  const [guestBusy, setGuestBusy] = useState(false);
  // A host who plays picks their alias and avatar here and is seated as the room is made.
  const [alias, setAlias] = useState(() => (session.isUser ? sanitizeAliasInput(session.claims?.name ?? '') : ''));
  const [avatarSrc, setAvatarSrc] = useState(() => pickFreeAvatar([], Math.floor(Math.random() * FOOD_AVATARS.length)));
  const [profileProblem, setProfileProblem] = useState<{ messageKey: string; field: 'alias' | 'avatar' | 'form' } | null>(null);
  // Google's cast framework loads now that the dialog is open, never with the page (not on a TV: it is the screen).
  const cast = useCastSender(!tv);
  const [castDevice, setCastDevice] = useState<string | null>(null);
  const modeOptions = { admin: session.isAdmin, tv, cast: cast.deviceAround };
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The cast device went away while Chromecast was picked: back to the mode picked at first.
  useEffect(() => {
    if (hostType === CAST_HOST && cast.settled && !cast.deviceAround && gameType) setHostType(initialHostMode(gameType, { admin: session.isAdmin, tv }));
  }, [hostType, cast.settled, cast.deviceAround, gameType, session.isAdmin, tv]);

  const pickGame = (type: GameType) => {
    setGameType(type);
    setHostType(initialHostMode(type, { admin: session.isAdmin, tv }));
    setError(null);
    setStep('mode');
  };

  const continueAsGuest = async () => {
    setGuestBusy(true);
    const token = await session.ensureToken();
    if (!mounted.current) return;
    setGuestBusy(false);
    if (token) setStep(gameType ? 'mode' : 'game');
  };

  const create = async () => {
    if (running.current || !gameType) return;
    const plays = hostPlays(hostType);
    const problem = plays ? validateProfile(alias, avatarSrc, []) : null;
    setProfileProblem(problem);
    if (problem) return;
    if (hostType === CAST_HOST && !cast.sender) return;
    running.current = true;
    setError(null);
    // The device picker opens only straight from the click: ask for it before anything else waits.
    const castLink: Promise<CastLink> | null = hostType === CAST_HOST && cast.sender ? cast.sender.connect() : null;
    castLink?.catch(() => undefined);
    let castConnected = false;
    setPhase(castLink ? 'cast' : 'session');
    setStep('creating');
    try {
      const token = await session.ensureToken();
      if (!token) throw new Error('no token');
      const onPhase = (p: CreatePhase) => mounted.current && setPhase(p);
      let created: GameSessionDto;
      if (castLink) {
        const connect = async () => {
          const link = await castLink;
          castConnected = true;
          if (mounted.current) setCastDevice(link.deviceName);
          return link;
        };
        const casted = await runCastCreate(
          { connect, createCastSession, getSession: (code) => getGameSession(code), createGame, sleep, onPhase },
          { language: appLanguage(), gameType },
        );
        created = casted.session;
        rememberHostedRoom(created, gameType);
        rememberCast(casted.link, created.gameCode);
      } else {
        created = (await runCreate({ createSession: createGameSession, createGame, sleep, onPhase }, { language: appLanguage(), hostType, gameType, isPublic })).session;
        rememberHostedRoom(created, gameType);
      }
      // The room exists now: should taking the seat fail, the join form finishes it rather than a second room.
      let seated = !plays;
      if (plays) {
        try {
          const seat = await joinGameSession({ gameCode: created.gameCode, alias, avatarSrc, language: appLanguage() });
          storeSeat(created.gameCode, seat, created);
          markFreshSeat(seat.sessionPlayerId);
          seated = true;
        } catch (joinError) {
          console.warn('Taking the host seat failed', joinError);
        }
      }
      if (!mounted.current) return;
      setRoomCode(created.gameCode);
      const delay = redirectDelay(hostType);
      if (delay > 0) await sleep(delay);
      if (!mounted.current) return;
      onClose();
      navigate(seated ? pathAfterCreate(hostType) : `/join/${created.gameCode}`);
    } catch (err) {
      // A device that took no room is let go, so that another try starts afresh.
      if (castLink) void castLink.then(() => cast.sender?.stop(), () => undefined);
      if (!mounted.current) return;
      if (isApiError(err) && err.status === 403 && err.messageKey === MESSAGE_KEYS.subscriptionExpired) {
        setExpired(true);
      } else if (castLink && !castConnected && !isApiError(err)) {
        // The device was not reached: the picker closed, or the device could not start our receiver.
        setError(t(isCastCancel(err) ? 'cast.create.cancelled' : 'cast.create.failed'));
      } else {
        const key = errorMessageKey(err, 'create');
        setError(t(key, { defaultValue: errorFallbackText(err) ?? t('error.create_game_failed') }));
      }
      setStep('mode');
    } finally {
      running.current = false;
    }
  };

  const title = expired ? t('subscription.expiredTitle') : step === 'creating' ? t('create.creatingTitle') : t('create.title');

  return (
    <Dialog open onClose={onClose} title={title} size="lg" locked={step === 'creating'} className="create-dialog">
      {expired ? (
        <SubscriptionExpired endDate={session.claims?.subscriptionEndDate ?? null} epoch={session.claims?.subscriptionEpoch ?? null} onRenewed={closeExpired} />
      ) : step === 'account' ? (
        <div className="create-account">
          <p className="create-lead">{t('create.accountLead')}</p>
          <Button size="lg" block busy={guestBusy} onClick={continueAsGuest}>
            {guestBusy ? <LoadingDots /> : t('create.continueAsGuest')}
          </Button>
          <h3 className="create-account__login-title">{t('login.orLogIn')}</h3>
          <LoginForm onSuccess={() => setStep(gameType ? 'mode' : 'game')} onLeave={onClose} />
        </div>
      ) : step === 'game' ? (
        <GameStep admin={session.isAdmin} selected={gameType} onPick={pickGame} />
      ) : step === 'mode' && gameType ? (
        <ModeStep
          gameType={gameType}
          modes={hostModes(gameType, modeOptions)}
          hostType={hostType}
          onHostType={setHostType}
          onBack={initialGame ? null : () => setStep('game')}
          onCreate={create}
          profile={{ alias, avatarSrc, problem: profileProblem, onAlias: (value) => setAlias(sanitizeAliasInput(value)), onAvatar: setAvatarSrc }}
          publicRoom={hostType === CAST_HOST ? null : { checked: isPublic, onChange: setIsPublic }}
          error={error}
        />
      ) : (
        <CreatingStep phase={phase} roomCode={roomCode} hostType={hostType} castDevice={castDevice} />
      )}
    </Dialog>
  );
}

function StepDots({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className="create-steps" aria-label={t('create.progress', { step: current, total: 3 })}>
      {[1, 2, 3].map((n) => (
        <li key={n} className={n === current ? 'is-current' : n < current ? 'is-done' : ''} aria-current={n === current ? 'step' : undefined}>
          <span className="visually-hidden">{t('create.stepLabel', { step: n })}</span>
        </li>
      ))}
    </ol>
  );
}

function GameStep({ admin, selected, onPick }: { admin: boolean; selected: GameType | null; onPick: (type: GameType) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <StepDots current={1} />
      <p className="create-lead">{t('create.pickGame')}</p>
      <ul className="create-games">
        {hostableGameTypes(admin).map((type) => {
          const info = gameInfo(type);
          return (
            <li key={type}>
              <button
                type="button"
                className={`create-game ${selected === type ? 'is-selected' : ''}`}
                style={{ '--game-colour': info.colour } as CSSProperties}
                onClick={() => onPick(type)}
                aria-pressed={selected === type}
              >
                <span className="create-game__art">
                  <GameArt type={type} size={56} />
                </span>
                <span className="create-game__text">
                  <span className="create-game__name">{t(`games.${type}.name`)}</span>
                  <span className="create-game__meta">
                    <span className="nowrap">{t('games.players', { ...info.limits })}</span> ·{' '}
                    <span className="nowrap">{t('games.minutes', info.minutes)}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ModeStep(props: {
  gameType: GameType;
  modes: HostType[];
  hostType: HostType;
  onHostType: (mode: HostType) => void;
  onBack: (() => void) | null;
  onCreate: () => void | Promise<void>;
  error: string | null;
  profile: HostProfile;
  publicRoom: { checked: boolean; onChange: (isPublic: boolean) => void } | null;
}) {
  const { t } = useTranslation();
  const info = gameInfo(props.gameType);
  return (
    <div>
      <StepDots current={2} />
      <div className="create-picked" style={{ '--game-colour': info.colour } as CSSProperties}>
        <span className="create-game__art">
          <GameArt type={props.gameType} size={48} />
        </span>
        <div>
          <p className="create-picked__name">{t(`games.${props.gameType}.name`)}</p>
          <p className="create-picked__meta">{t('games.players', { min: info.limits.min, max: info.limits.max })}</p>
        </div>
        {props.onBack ? (
          <button type="button" className="link-btn create-picked__change" onClick={props.onBack}>
            {t('create.changeGame')}
          </button>
        ) : null}
      </div>
      <fieldset className="create-modes">
        <legend className="create-lead">{t('create.pickMode')}</legend>
        {props.modes.map((mode) => (
          <label key={mode} className={`create-mode ${props.hostType === mode ? 'is-selected' : ''}`}>
            <input type="radio" name="hostType" value={mode} checked={props.hostType === mode} onChange={() => props.onHostType(mode)} />
            <span className="create-mode__icon" aria-hidden="true">
              {mode === CAST_HOST ? <CastIcon size={36} /> : isSharedScreen(mode) ? <Tv size={36} /> : <Phone size={36} />}
            </span>
            <span className="create-mode__text">
              <span className="create-mode__name">{t(`create.mode.${mode}.name`)}</span>
              <span className="create-mode__desc">{t(`create.mode.${mode}.description`)}</span>
            </span>
            <span className="create-mode__check" aria-hidden="true">
              {props.hostType === mode ? <Check size={22} /> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {hostPlays(props.hostType) ? <HostProfileFields {...props.profile} /> : null}
      {props.publicRoom ? <PublicRoomToggle {...props.publicRoom} /> : null}
      {props.error ? (
        <p className="create-error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="create-actions">
        {props.onBack ? (
          <Button variant="ghost" icon={<ArrowLeft />} onClick={props.onBack} lockMs={0}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button size="lg" onClick={props.onCreate}>
          {t('create.createRoom')}
        </Button>
      </div>
    </div>
  );
}

function CreatingStep({ phase, roomCode, hostType, castDevice }: { phase: CreatePhase; roomCode: string | null; hostType: HostType; castDevice: string | null }) {
  const { t } = useTranslation();
  const labels: Record<CreatePhase, string> = {
    cast: t('cast.phase.connect'),
    session: t('create.phase.session'),
    game: t('create.phase.game'),
    ready:
      hostType === CAST_HOST
        ? t('cast.phase.send', { device: castDevice ?? t('cast.deviceFallback') })
        : isSharedScreen(hostType)
          ? t('create.phase.openHost')
          : t('create.phase.openJoin'),
  };
  const order = createPhases(hostType);
  const items = order.map((key) => ({ key, label: labels[key] }));
  const at = order.indexOf(phase);
  return (
    <div className="create-progress" aria-live="polite">
      <StepDots current={3} />
      {roomCode ? (
        <p className="create-progress__code">
          <span>{t('create.roomReady')}</span>
          <strong>{roomCode}</strong>
        </p>
      ) : (
        <div className="create-progress__spinner">
          <LoadingDots label={t('create.creatingTitle')} />
        </div>
      )}
      <ol className="create-progress__list">
        {items.map((item, i) => (
          <li key={item.key} className={i < at ? 'is-done' : i === at ? 'is-current' : ''}>
            <span className="create-progress__mark" aria-hidden="true">
              {i < at ? <Check size={18} /> : null}
            </span>
            {item.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface HostProfile {
  alias: string;
  avatarSrc: string;
  problem: { messageKey: string; field: 'alias' | 'avatar' | 'form' } | null;
  onAlias: (value: string) => void;
  onAvatar: (src: string) => void;
}

/** The playing host's own seat: alias and avatar, as a player picks them when joining. */
function HostProfileFields({ alias, avatarSrc, problem, onAlias, onAvatar }: HostProfile) {
  const { t } = useTranslation();
  const message = problem ? t(problem.messageKey, { defaultValue: t('error.something_went_wrong') }) : '';
  return (
    <fieldset className="create-profile">
      <legend className="create-lead">{t('create.youPlayAs')}</legend>
      <div className="field">
        <label className="field__label" htmlFor="create-alias">
          {t('join.aliasLabel')}
        </label>
        <input
          id="create-alias"
          className="field__input"
          value={alias}
          onChange={(event) => onAlias(event.target.value)}
          maxLength={ALIAS_MAX_LENGTH}
          autoComplete="nickname"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem?.field === 'alias' ? true : undefined}
          aria-describedby="create-alias-error"
          placeholder={t('join.aliasPlaceholder')}
        />
        <p id="create-alias-error" className="field__error" role={problem?.field === 'alias' ? 'alert' : undefined}>
          {problem?.field === 'alias' ? message : ''}
        </p>
      </div>
      <p className="field__label">{t('join.avatarLabel')}</p>
      <AvatarCarousel avatars={FOOD_AVATARS} value={avatarSrc} onChange={onAvatar} used={new Set()} />
      <p className="field__error" role={problem?.field === 'avatar' ? 'alert' : undefined}>
        {problem?.field === 'avatar' ? message : ''}
      </p>
    </fieldset>
  );
}
