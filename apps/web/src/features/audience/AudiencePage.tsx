import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AUDIENCE_POINTS,
  dest,
  isValidAlias,
  normalizeAlias,
  normalizeRoomCode,
  type AudienceMe,
  type AudienceTally,
  type AudienceViewMessage,
  type GameSessionDto,
} from '@snackparty/protocol';
import { useSession } from '../../app/session';
import { ServerClock } from '../../games/clock';
import { Countdown } from '../../games/kit';
import { loadGameScreens } from '../../games/registry';
import { ConnectionBanner } from '../../realtime/ConnectionBanner';
import { useRealtime, useTopic } from '../../realtime/useRealtime';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast';
import { AudiencePrompt } from './AudiencePrompt';
import { storeAudienceName, storedAudienceName } from './audienceName';
import '../../games/games.css';
import './audience.css';

/** The audience's phone: watch a room beyond its seats, and choose or guess where the game lets the audience. */
export function AudiencePage() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const code = normalizeRoomCode(gameCode);
  const [name, setName] = useState(() => storedAudienceName());
  const [confirmed, setConfirmed] = useState(() => isValidAlias(storedAudienceName()));

  useEffect(() => {
    document.title = `${t('audience.title')} · ${code} · Snackparty`;
  }, [t, code]);

  if (!confirmed) {
    return (
      <div className="page audience-page">
        <NameStep
          code={code}
          name={name}
          onName={setName}
          onWatch={() => {
            const clean = normalizeAlias(name);
            storeAudienceName(clean);
            setName(clean);
            setConfirmed(true);
          }}
        />
      </div>
    );
  }
  return <AudienceRoom code={code} name={normalizeAlias(name)} onRename={() => setConfirmed(false)} />;
}

function NameStep({ code, name, onName, onWatch }: { code: string; name: string; onName: (name: string) => void; onWatch: () => void }) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const invalid = tried && !isValidAlias(name);
  return (
    <section className="card audience-card audience-name" aria-labelledby="audience-name-title">
      <p className="audience-badge">{t('audience.badge', { code })}</p>
      <h1 id="audience-name-title" className="audience-card__title">
        {t('audience.nameTitle')}
      </h1>
      <p className="audience-card__hint">{t('audience.nameHint')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (isValidAlias(name)) onWatch();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="audience-name">
            {t('audience.nameLabel')}
          </label>
          <input
            id="audience-name"
            className="field__input"
            value={name}
            onChange={(event) => onName(event.target.value)}
            maxLength={30}
            autoComplete="nickname"
            enterKeyHint="go"
            aria-invalid={invalid || undefined}
            aria-describedby="audience-name-error"
          />
          <p id="audience-name-error" className="field__error" role={invalid ? 'alert' : undefined}>
            {invalid ? t('error.invalid_alias') : ''}
          </p>
        </div>
        <Button type="submit" size="lg" block>
          {t('audience.watch')}
        </Button>
      </form>
    </section>
  );
}

function AudienceRoom({ code, name, onRename }: { code: string; name: string; onRename: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [refused, setRefused] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [view, setView] = useState<AudienceViewMessage | null>(null);
  const [tally, setTally] = useState<AudienceTally | null>(null);
  const [me, setMe] = useState<AudienceMe | null>(null);
  const [stageNames, setStageNames] = useState<Readonly<Record<string, string>>>({});
  /** This member's choices per stage, to say whether they were right once the stage is over. */
  const choices = useRef(new Map<number, string>());
  const clock = useMemo(() => new ServerClock(), []);

  useEffect(() => {
    void session.ensureToken();
  }, [session]);

  const realtime = useRealtime(
    session.hasToken && !refused && !ended
      ? {
          gameCode: code,
          purpose: 'audience',
          audienceName: name,
          onRefused: (messageKey) => setRefused(messageKey ?? 'error.something_went_wrong'),
          onServerError: (error) => toast.show(t(error.messageKey, { defaultValue: error.message }), { kind: 'error' }),
        }
      : null,
  );
  useTopic<AudienceViewMessage>(realtime.connection, dest.audience(code, 'view'), (message) => {
    clock.sample(message.serverNow);
    setView(message);
  });
  useTopic<AudienceTally>(realtime.connection, dest.audience(code, 'tally'), setTally);
  useTopic<AudienceMe>(realtime.connection, dest.audience(code, 'me'), setMe);
  useTopic<GameSessionDto>(realtime.connection, dest.common(code, 'gameSessionUpdated'), (room) => {
    if (room && room.active === false) setEnded(true);
  });

  const game = view?.game ?? null;
  const gameType = game?.gameType ?? null;
  useEffect(() => {
    if (!gameType) return;
    let live = true;
    loadGameScreens(gameType)
      .then((screens) => live && setStageNames(screens.stages ?? {}))
      .catch(() => live && setStageNames({}));
    return () => {
      live = false;
    };
  }, [gameType]);

  const send = (action: 'choose' | 'guess', body: object) => realtime.connection?.send(dest.audienceSend(code, action), body);

  if (refused || ended) {
    return (
      <div className="page audience-page">
        <section className="card audience-card" role="alert">
          <p className="audience-badge">{t('audience.badge', { code })}</p>
          <h1 className="audience-card__title">{ended ? t('audience.roomEnded') : t(refused!)}</h1>
          {refused === 'error.invalid_alias' ? (
            <Button size="lg" block onClick={onRename}>
              {t('audience.rename')}
            </Button>
          ) : null}
        </section>
      </div>
    );
  }

  const stageNumber = game?.stageNumber ?? 0;
  const lastRight = tally?.lastRight ?? null;
  const lastChoice = lastRight ? choices.current.get(lastRight.stageNumber) : undefined;
  const members = tally?.members ?? 0;
  // A right choice scores when its stage ends; this member hears of it in the tally, and their own
  // standing catches up with their next choice (one message per member at every stage end would not).
  const creditedLater = !!me && !!lastRight && lastChoice !== undefined && me.stageNumber <= lastRight.stageNumber && lastRight.choices.includes(lastChoice);
  const points = (me?.points ?? 0) + (creditedLater ? AUDIENCE_POINTS : 0);

  return (
    <div className="page audience-page">
      {/* Only once there is a connection (a first visit signs in as a guest first), and without a seat to be back in. */}
      {realtime.connection ? <ConnectionBanner status={realtime.status} backMessage={t('connection.backOnline')} /> : null}
      <header className="audience-head">
        <p className="audience-badge">{t('audience.badge', { code })}</p>
        <p className="audience-head__count">{t('audience.count', { n: members })}</p>
        <p className="audience-head__me">
          <span className="audience-head__name">{name}</span>
          <span className="audience-head__points">{t('audience.points', { n: points })}</span>
        </p>
      </header>

      {!game ? (
        <section className="card audience-card" aria-live="polite">
          <h1 className="audience-card__title">{realtime.status === 'connected' ? t('audience.waiting') : t('audience.connecting')}</h1>
          <p className="audience-card__hint">{t('audience.waitingHint')}</p>
        </section>
      ) : (
        <>
          <section className="audience-stage" aria-live="polite">
            <p className="audience-stage__game">{t(`games.${game.gameType}.name`)}</p>
            <h1 className="audience-stage__title">
              {game.over ? t('audience.gameOver') : stageNames[game.stage] ? t(stageNames[game.stage]!) : t('audience.round', { n: game.round })}
            </h1>
            {!game.over ? <p className="audience-stage__round">{t('audience.round', { n: game.round })}</p> : null}
            {!game.over ? <Countdown endsAt={game.stageEndsAt} serverNow={() => clock.now()} variant="bar" /> : null}
          </section>

          {lastRight && lastChoice !== undefined && lastRight.stageNumber !== stageNumber ? (
            <p className={`audience-result ${lastRight.choices.includes(lastChoice) ? 'is-right' : ''}`} role="status">
              {lastRight.choices.includes(lastChoice) ? t('audience.lastRight', { n: AUDIENCE_POINTS }) : t('audience.lastWrong')}
            </p>
          ) : null}

          {game.prompt && !game.over ? (
            <AudiencePrompt
              prompt={game.prompt}
              stageNumber={stageNumber}
              me={me}
              tally={tally}
              choose={(choice) => {
                choices.current.set(stageNumber, choice);
                setMe((current) => (current ? { ...current, stageNumber, choice } : current));
                send('choose', { stageNumber, choice });
              }}
              guess={(text) => send('guess', { stageNumber, guess: text })}
            />
          ) : (
            <p className="audience-watch">{t('audience.watchScreen')}</p>
          )}

          <div className="audience-boards">
            <section className="audience-board" aria-labelledby="audience-players">
              <h2 id="audience-players" className="audience-board__title">
                {t('audience.players')}
              </h2>
              <ol className="audience-board__list">
                {[...game.players]
                  .sort((a, b) => b.score - a.score)
                  .map((player) => (
                    <li key={player.playerId} className="audience-board__row">
                      <span>{player.alias}</span>
                      <span className="audience-board__score">{player.score.toLocaleString()}</span>
                    </li>
                  ))}
              </ol>
            </section>
            <section className="audience-board" aria-labelledby="audience-top">
              <h2 id="audience-top" className="audience-board__title">
                {t('audience.board')}
              </h2>
              {tally && tally.board.length > 0 ? (
                <ol className="audience-board__list">
                  {tally.board.map((entry, index) => (
                    <li key={`${entry.alias}-${index}`} className={`audience-board__row ${entry.alias === name ? 'is-me' : ''}`}>
                      <span>{entry.alias}</span>
                      <span className="audience-board__score">{entry.points.toLocaleString()}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="audience-card__hint">{t('audience.boardEmpty')}</p>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
