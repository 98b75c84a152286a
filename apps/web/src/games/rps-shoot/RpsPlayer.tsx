import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Crown, Lock, Undo } from '../../ui/icons';
import { useGameSound } from '../gameSound';
import type { PlayerScreenProps } from '../screen-types';
import { displayAlias, scoreRows } from '../scores';
import { Countdown } from '../kit/Countdown';
import { ScoreTable } from '../ui/ScoreTable';
import { useServerTimeAt } from '../useGameView';
import { BattleHeading, PointsBadge, playerFor } from './common';
import { MoveIcon, ResultMark } from './MoveIcon';
import { BetMark } from './RpsHost';
import { flip, placeMove, revealProgress, slots } from './timeline';
import type { BetResult, PickableMove, RpsPlayerView, RpsRevealView } from './types';
import { BETS, PICKABLE, RPS_STAGES } from './types';
import './rps.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<RpsPlayerView>>;

/** Local choices win over the server's echo for a moment after a tap, so fast taps do not flicker. */
const ECHO_GRACE_MS = 1500;

/** The phone in RPS_SHOOT: pick three throws (fighters) or bet (everyone else), then the outcome. */
export function RpsPlayer(props: Props) {
  const { view, serverNow } = props;
  const game = view.game;
  const picking = view.stage === RPS_STAGES.pick;
  return (
    <div className="rps rps--phone">
      <div className="rps-phone-top">
        <BattleHeading
          battleNumber={view.stage === RPS_STAGES.roundScores ? 0 : game.battleNumber}
          battlesInRound={game.battlesInRound}
          round={game.round}
          rounds={game.numberOfRounds}
          multiplier={view.multiplier}
          size="phone"
        />
        {view.stageEndsAt !== null ? <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} size={56} /> : null}
      </div>
      {picking && game.role === 'fighter' ? (
        <FighterPick key={view.stageNumber} {...props} />
      ) : picking && game.role === 'bettor' ? (
        <BettorPick key={view.stageNumber} {...props} />
      ) : view.stage === RPS_STAGES.reveal && game.reveal ? (
        <PhoneReveal {...props} reveal={game.reveal} />
      ) : view.stage === RPS_STAGES.roundScores ? (
        <PhoneRoundScores {...props} />
      ) : (
        <Waiting {...props} />
      )}
    </div>
  );
}

function FighterPick({ view, players, send }: Props) {
  const { t } = useTranslation();
  const play = useGameSound();
  const game = view.game;
  const [picks, setPicks] = useState<PickableMove[]>(() => game.myPicks ?? []);
  const [selected, setSelected] = useState<number | null>(() => ((game.myPicks?.length ?? 0) < 3 ? (game.myPicks?.length ?? 0) : null));
  const lastTap = useRef(0);
  const serverPicks = (game.myPicks ?? []).join(',');
  useEffect(() => {
    if (Date.now() - lastTap.current < ECHO_GRACE_MS) return;
    const fromServer = serverPicks ? (serverPicks.split(',') as PickableMove[]) : [];
    setPicks(fromServer);
    setSelected(fromServer.length < 3 ? fromServer.length : null);
  }, [serverPicks]);

  const me = playerFor(players, view.seats, view.playerId);
  const opponent = playerFor(players, view.seats, game.opponentId);
  const lockedIn = picks.length === 3;

  const choose = (move: PickableMove) => {
    const next = placeMove(picks, move, selected);
    lastTap.current = Date.now();
    setPicks(next.picks);
    setSelected(next.selected);
    play('tap');
    send('pick', { moves: next.picks });
  };
  const undo = () => {
    // The server keeps at least one throw once one is sent: the first can be replaced, not removed.
    if (picks.length < 2) return;
    const next = picks.slice(0, -1);
    lastTap.current = Date.now();
    setPicks(next);
    setSelected(next.length);
    send('pick', { moves: next });
  };

  return (
    <section className="rps-pick" aria-labelledby="rps-pick-title">
      <div className="rps-versus">
        <span className="rps-versus__who is-me" style={{ '--player-colour': me.hexColor } as CSSProperties}>
          <Avatar src={me.avatarSrc} name={me.alias} size={64} colour={me.hexColor} decorative />
          <span>{t('lobby.you')}</span>
        </span>
        <span className="rps-vs rps-vs--small" aria-hidden="true">
          VS
        </span>
        <span className="rps-versus__who" style={{ '--player-colour': opponent.hexColor } as CSSProperties}>
          <Avatar src={opponent.avatarSrc} name={opponent.alias} size={64} colour={opponent.hexColor} decorative />
          <span>{displayAlias(opponent.alias)}</span>
          {game.opponentLockedIn ? (
            <span className="rps-versus__locked" title={t('rps.opponentLockedIn')}>
              <Lock size={18} />
              <span className="visually-hidden">{t('rps.opponentLockedIn')}</span>
            </span>
          ) : null}
        </span>
      </div>
      <h2 id="rps-pick-title" className="rps-pick__title">
        {lockedIn ? t('rps.lockedInChange') : t('rps.pickThree')}
      </h2>
      <ol className="rps-pick__slots" aria-label={t('rps.yourThrows')}>
        {slots(picks).map((move, i) => (
          <li key={i}>
            <button
              type="button"
              className={`rps-pick-slot ${move ? 'is-filled' : ''} ${selected === i ? 'is-selected' : ''}`}
              onClick={() => setSelected(i <= picks.length ? i : picks.length)}
              aria-pressed={selected === i}
              aria-label={move ? t('rps.slotWith', { n: i + 1, move: t(`rps.move.${move}`) }) : t('rps.slotEmpty', { n: i + 1 })}
            >
              <span className="rps-pick-slot__n" aria-hidden="true">
                {i + 1}
              </span>
              {move ? <MoveIcon move={move} size={64} /> : null}
            </button>
          </li>
        ))}
      </ol>
      <div className="rps-pick__moves">
        {PICKABLE.map((move) => (
          <button key={move} type="button" className={`rps-move-btn rps-move-btn--${move.toLowerCase()}`} onClick={() => choose(move)} aria-label={t(`rps.move.${move}`)}>
            <MoveIcon move={move} size={84} />
            <span className="rps-move-btn__label" aria-hidden="true">
              {t(`rps.move.${move}`)}
            </span>
          </button>
        ))}
      </div>
      <div className="rps-pick__foot">
        <p className={`rps-pick__status ${lockedIn ? 'is-locked' : ''}`} role="status">
          {lockedIn ? (
            <>
              <Lock size={20} /> {t('rps.lockedIn')}
            </>
          ) : (
            t('rps.pickedOf', { n: picks.length })
          )}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={undo} disabled={picks.length < 2}>
          <span className="btn__icon">
            <Undo size={20} />
          </span>
          <span className="btn__label">{t('rps.undo')}</span>
        </button>
      </div>
    </section>
  );
}

function BettorPick({ view, players, send }: Props) {
  const { t } = useTranslation();
  const play = useGameSound();
  const game = view.game;
  const [bet, setBet] = useState<BetResult | null>(game.myBet);
  const lastTap = useRef(0);
  useEffect(() => {
    if (Date.now() - lastTap.current < ECHO_GRACE_MS) return;
    setBet(game.myBet);
  }, [game.myBet]);
  const a = playerFor(players, view.seats, game.fighterA);
  const b = playerFor(players, view.seats, game.fighterB);
  const choose = (value: BetResult) => {
    lastTap.current = Date.now();
    setBet(value);
    play('tap');
    send('bet', { expectedResult: value });
  };
  return (
    <section className="rps-bet" aria-labelledby="rps-bet-title">
      {game.sittingOut ? <p className="rps-bet__note">{t('rps.youSitOut')}</p> : null}
      <h2 id="rps-bet-title" className="rps-pick__title">
        {t('rps.whoWins')}
      </h2>
      <div className="rps-bet__options" role="radiogroup" aria-labelledby="rps-bet-title">
        {BETS.map((value) => {
          const who = value === 'WIN' ? a : value === 'LOSE' ? b : null;
          const label = t(`rps.betOn.${value}`, { a: displayAlias(a.alias), b: displayAlias(b.alias) });
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={bet === value}
              className={`rps-bet-btn ${bet === value ? 'is-chosen' : ''} ${who ? '' : 'rps-bet-btn--tie'}`}
              style={who ? ({ '--player-colour': who.hexColor } as CSSProperties) : undefined}
              onClick={() => choose(value)}
            >
              {who ? (
                <span className="rps-bet-btn__avatar">
                  <span className="rps-bet-btn__crown" aria-hidden="true">
                    <Crown size={26} />
                  </span>
                  <Avatar src={who.avatarSrc} name={who.alias} size={84} colour={who.hexColor} decorative />
                </span>
              ) : (
                <span className="rps-bet-btn__equals" aria-hidden="true">
                  =
                </span>
              )}
              <span className="rps-bet-btn__label">{label}</span>
              {bet === value ? (
                <span className="rps-bet-btn__check" aria-hidden="true">
                  <Check size={26} />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <p className="rps-pick__status" role="status">
        {bet ? t('rps.betPlaced') : t('rps.betHint')}
      </p>
    </section>
  );
}

function PhoneReveal({ view, players, serverNow, reveal }: Props & { reveal: RpsRevealView }) {
  const { t } = useTranslation();
  const game = view.game;
  const start = view.stageStartedAt;
  const now = useServerTimeAt([...reveal.timeline.throwsAtMs, reveal.timeline.netScoreAtMs, reveal.timeline.betsAtMs].map((ms) => start + ms), serverNow);
  const progress = revealProgress(reveal.timeline, now - start);
  const iAmB = reveal.opponentId === view.playerId;
  const fighter = game.role === 'fighter';
  // A fighter sees their own side on the left.
  const left = playerFor(players, view.seats, iAmB ? reveal.opponentId : reveal.playerId);
  const right = playerFor(players, view.seats, iAmB ? reveal.playerId : reveal.opponentId);
  const outcome = game.outcome;
  const showOutcome = fighter ? progress.netScoreShown : progress.betsShown;
  return (
    <section className="rps-phone-reveal" aria-live="polite">
      <div className="rps-versus">
        <span className="rps-versus__who" style={{ '--player-colour': left.hexColor } as CSSProperties}>
          <Avatar src={left.avatarSrc} name={left.alias} size={56} colour={left.hexColor} decorative />
          <span>{fighter ? t('lobby.you') : displayAlias(left.alias)}</span>
        </span>
        <span className="rps-vs rps-vs--small" aria-hidden="true">
          VS
        </span>
        <span className="rps-versus__who" style={{ '--player-colour': right.hexColor } as CSSProperties}>
          <Avatar src={right.avatarSrc} name={right.alias} size={56} colour={right.hexColor} decorative />
          <span>{displayAlias(right.alias)}</span>
        </span>
      </div>
      <ol className="rps-phone-throws" aria-label={t('rps.throwsLabel')}>
        {reveal.throws.map((th, i) => {
          const shown = i < progress.throwsShown;
          const mine = iAmB ? th.opponentMove : th.playerMove;
          const theirs = iAmB ? th.playerMove : th.opponentMove;
          const result = iAmB ? flip(th.result) : th.result;
          return (
            <li key={i} className={`rps-phone-throw ${shown ? 'is-shown' : ''}`}>
              {shown ? (
                <>
                  <span className={`rps-throw__side rps-throw__side--${result.toLowerCase()}`}>
                    <MoveIcon move={mine} size={60} />
                    <ResultMark result={result} size={28} />
                  </span>
                  <span className="rps-throw__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className={`rps-throw__side rps-throw__side--${flip(result).toLowerCase()}`}>
                    <ResultMark result={flip(result)} size={28} />
                    <MoveIcon move={theirs} size={60} />
                  </span>
                  <span className="visually-hidden">
                    {t('rps.throwText', { n: i + 1, a: displayAlias(left.alias), moveA: t(`rps.move.${mine}`), b: displayAlias(right.alias), moveB: t(`rps.move.${theirs}`) })}
                  </span>
                </>
              ) : (
                <span className="rps-throw__pending" aria-hidden="true">
                  {i + 1}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!fighter && game.myBet ? (
        <p className="rps-my-bet">
          <span>{t('rps.yourBet')}</span>
          <BetMark bet={game.myBet} a={playerFor(players, view.seats, reveal.playerId)} b={playerFor(players, view.seats, reveal.opponentId)} size={32} />
          <span>{t(`rps.betOn.${game.myBet}`, { a: displayAlias(playerFor(players, view.seats, reveal.playerId).alias), b: displayAlias(playerFor(players, view.seats, reveal.opponentId).alias) })}</span>
        </p>
      ) : null}
      {showOutcome && outcome ? <Outcome fighter={fighter} outcome={outcome} /> : null}
    </section>
  );
}

function Outcome({ fighter, outcome }: { fighter: boolean; outcome: NonNullable<RpsPlayerView['outcome']> }) {
  const { t } = useTranslation();
  const play = useGameSound();
  const good = fighter ? outcome.fullResult === 'WIN' : outcome.betRight === true;
  const bad = fighter ? outcome.fullResult === 'LOSE' : outcome.betRight === false;
  useEffect(() => {
    play(good ? 'win' : bad ? 'lose' : 'tap');
  }, [good, bad, play]);
  const text = fighter
    ? t(`rps.outcome.${outcome.fullResult === 'NONE' ? 'TIE' : outcome.fullResult}`)
    : outcome.betRight === null
      ? t('rps.noBet')
      : outcome.betRight
        ? t('rps.betRight')
        : t('rps.betWrong');
  return (
    <div className={`rps-outcome ${good ? 'is-good' : bad ? 'is-bad' : ''}`} role="status">
      <ResultMark result={good ? 'WIN' : bad ? 'LOSE' : 'TIE'} size={56} />
      <p className="rps-outcome__text">{text}</p>
      <PointsBadge points={outcome.points} className="rps-outcome__points" />
    </div>
  );
}

function PhoneRoundScores({ view, players }: Props) {
  const { t } = useTranslation();
  const rows = scoreRows(view, players, view.roundDeltas);
  return (
    <section className="rps-phone-scores" aria-labelledby="rps-phone-scores-title">
      <h2 id="rps-phone-scores-title" className="rps-pick__title">
        {t('game.roundResults', { round: view.game.round })}
      </h2>
      <ScoreTable rows={rows} size="phone" selfPlayerId={view.playerId} />
    </section>
  );
}

function Waiting({ view }: Props) {
  const { t } = useTranslation();
  return (
    <section className="rps-waiting">
      <p className="rps-waiting__text">{t('player.lookAtScreen')}</p>
      <p className="rps-waiting__score">{t('game.yourScore', { points: view.scores[view.playerId] ?? 0 })}</p>
    </section>
  );
}
