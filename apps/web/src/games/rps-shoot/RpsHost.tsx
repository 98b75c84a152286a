import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { Check, Lock } from '../../ui/icons';
import { useGameSound } from '../gameSound';
import type { GameScreenProps } from '../screen-types';
import { scoreRows } from '../scores';
import { displayAlias } from '../scores';
import { Countdown } from '../kit/Countdown';
import { ScoreTable } from '../ui/ScoreTable';
import { useServerTimeAt } from '../useGameView';
import { BattleHeading, Fighter, PointsBadge, playerFor } from './common';
import { MoveIcon, ResultMark } from './MoveIcon';
import { flip, revealProgress, tally } from './timeline';
import type { BetResult, RpsFighterStatus, RpsHostView, RpsRevealView } from './types';
import { RPS_STAGES } from './types';
import './rps.css';

type Props = GameScreenProps<HostViewEnvelope<RpsHostView>>;

/** The shared screen of RPS_SHOOT: the face-off while fighters pick, the reveal, the round's scores. */
export function RpsHost(props: Props) {
  const { view } = props;
  const game = view.game;
  return (
    <div className="rps rps--tv">
      <BattleHeading
        battleNumber={view.stage === RPS_STAGES.roundScores ? 0 : game.battleNumber}
        battlesInRound={game.battlesInRound}
        round={game.round}
        rounds={game.numberOfRounds}
        multiplier={view.multiplier}
        size="tv"
      />
      {view.stage === RPS_STAGES.reveal && game.reveal ? (
        <Reveal {...props} reveal={game.reveal} />
      ) : view.stage === RPS_STAGES.roundScores ? (
        <RoundScores {...props} />
      ) : (
        <Pick {...props} />
      )}
    </div>
  );
}

function PickSlots({ status }: { status: RpsFighterStatus }) {
  const { t } = useTranslation();
  return (
    <span className="rps-slots" role="img" aria-label={status.lockedIn ? t('rps.lockedIn') : t('rps.pickedOf', { n: status.picked })}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={`rps-slot rps-slot--hidden ${i < status.picked ? 'is-filled' : ''}`} aria-hidden="true" />
      ))}
    </span>
  );
}

function LockedBadge({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return locked ? (
    <span className="rps-locked">
      <Lock size={26} /> {t('rps.lockedIn')}
    </span>
  ) : (
    <span className="rps-locked rps-locked--waiting">{t('rps.choosing')}</span>
  );
}

function Pick({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const game = view.game;
  if (!game.fighterA || !game.fighterB) return null;
  const a = playerFor(players, view.seats, game.fighterA.playerId);
  const b = playerFor(players, view.seats, game.fighterB.playerId);
  return (
    <>
      <section className="rps-faceoff" aria-label={t('rps.faceoffLabel', { a: displayAlias(a.alias), b: displayAlias(b.alias) })}>
        <Fighter player={a} side="a" size={240} dim={game.fighterA.left}>
          <PickSlots status={game.fighterA} />
          <LockedBadge locked={game.fighterA.lockedIn} />
        </Fighter>
        <div className="rps-faceoff__middle">
          <span className="rps-vs" aria-hidden="true">
            VS
          </span>
          <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} size={150} />
        </div>
        <Fighter player={b} side="b" size={240} dim={game.fighterB.left}>
          <PickSlots status={game.fighterB} />
          <LockedBadge locked={game.fighterB.lockedIn} />
        </Fighter>
      </section>
      <Bettors view={view} players={players} />
    </>
  );
}

function Bettors({ view, players }: Pick<Props, 'view' | 'players'>) {
  const { t } = useTranslation();
  const game = view.game;
  if (game.bettorIds.length === 0) return null;
  return (
    <section className="rps-bettors" aria-labelledby="rps-bettors-title">
      <h2 id="rps-bettors-title" className="rps-bettors__title">
        {t('rps.betsIn', { n: game.betsIn, m: game.bettorIds.length })}
      </h2>
      <ul className="rps-bettors__list">
        {game.bettorIds.map((id) => {
          const p = playerFor(players, view.seats, id);
          const done = game.betPlayerIds.includes(id);
          return (
            <li key={id} className={`rps-bettor ${done ? 'is-done' : ''}`} style={{ '--player-colour': p.hexColor } as CSSProperties}>
              <Avatar src={p.avatarSrc} name={p.alias} size={72} colour={p.hexColor} decorative />
              <span className="rps-bettor__alias">{displayAlias(p.alias)}</span>
              <span className="rps-bettor__state" aria-label={done ? t('rps.hasBet') : t('rps.notYetBet')}>
                {done ? <Check size={22} /> : '…'}
              </span>
            </li>
          );
        })}
      </ul>
      {game.sittingOut.length > 0 ? (
        <p className="rps-bettors__note">{t('rps.sitsOut', { names: game.sittingOut.map((id) => displayAlias(playerFor(players, view.seats, id).alias)).join(', ') })}</p>
      ) : null}
    </section>
  );
}

/** What a bet looks like: fighter A wins, a tie, or fighter B wins. */
export function BetMark({ bet, a, b, size = 40 }: { bet: BetResult; a: { avatarSrc: string; alias: string; hexColor: string }; b: { avatarSrc: string; alias: string; hexColor: string }; size?: number }) {
  if (bet === 'TIE') return <span className="rps-bet-mark rps-bet-mark--tie" style={{ width: size, height: size, fontSize: size * 0.6 }}>=</span>;
  const who = bet === 'WIN' ? a : b;
  return (
    <span className="rps-bet-mark">
      <Avatar src={who.avatarSrc} name={who.alias} size={size} colour={who.hexColor} decorative />
    </span>
  );
}

function Reveal({ view, players, serverNow, reveal }: Props & { reveal: RpsRevealView }) {
  const { t } = useTranslation();
  const play = useGameSound();
  const start = view.stageStartedAt;
  const times = [...reveal.timeline.throwsAtMs, reveal.timeline.netScoreAtMs, reveal.timeline.betsAtMs].map((ms) => start + ms);
  const now = useServerTimeAt(times, serverNow);
  const progress = revealProgress(reveal.timeline, now - start);
  const a = playerFor(players, view.seats, reveal.playerId);
  const b = playerFor(players, view.seats, reveal.opponentId);
  const shownTally = tally(reveal.throws, progress.throwsShown);

  // A sound for each step as it appears (not for steps already passed when the screen opened).
  const seen = useRef<{ battle: string; steps: number } | null>(null);
  const steps = progress.throwsShown + Number(progress.netScoreShown) + Number(progress.betsShown);
  useEffect(() => {
    const before = seen.current?.battle === reveal.battleId ? seen.current.steps : steps;
    seen.current = { battle: reveal.battleId, steps };
    if (steps <= before) return;
    if (steps <= 3) play('reveal');
    else if (steps === 4) play(reveal.winnerId === null ? 'tap' : 'win');
    else play('score');
  }, [steps, reveal.battleId, reveal.winnerId, play]);

  const winnerKnown = progress.netScoreShown;
  return (
    <>
      <section className="rps-reveal" aria-live="polite">
        <Fighter player={a} side="a" size={200} winner={winnerKnown && reveal.winnerId === a.playerId} dim={winnerKnown && reveal.winnerId === b.playerId}>
          {winnerKnown ? <PointsBadge points={reveal.points[a.playerId] ?? 0} className="rps-fighter__points" /> : null}
        </Fighter>
        <div className="rps-throws">
          <ol className="rps-throws__list" aria-label={t('rps.throwsLabel')}>
            {reveal.throws.map((th, i) => {
              const shown = i < progress.throwsShown;
              return (
                <li key={i} className={`rps-throw ${shown ? 'is-shown' : ''}`}>
                  {shown ? (
                    <>
                      <span className={`rps-throw__side rps-throw__side--${th.result.toLowerCase()}`}>
                        <MoveIcon move={th.playerMove} size={96} />
                        <ResultMark result={th.result} size={40} />
                      </span>
                      <span className="rps-throw__number" aria-hidden="true">
                        {i + 1}
                      </span>
                      <span className={`rps-throw__side rps-throw__side--${flip(th.result).toLowerCase()}`}>
                        <ResultMark result={flip(th.result)} size={40} />
                        <MoveIcon move={th.opponentMove} size={96} />
                      </span>
                      <span className="visually-hidden">
                        {t('rps.throwText', {
                          n: i + 1,
                          a: displayAlias(a.alias),
                          moveA: t(`rps.move.${th.playerMove}`),
                          b: displayAlias(b.alias),
                          moveB: t(`rps.move.${th.opponentMove}`),
                        })}
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
          <p className={`rps-net ${winnerKnown ? 'is-shown' : ''}`} aria-label={t('rps.netScore', { a: shownTally.a, b: shownTally.b })}>
            <span>{shownTally.a}</span>
            <span className="rps-net__dash">–</span>
            <span>{shownTally.b}</span>
          </p>
          {winnerKnown ? (
            <p className="rps-verdict">
              {reveal.winnerId === null ? t('rps.tie') : t('rps.wins', { alias: displayAlias(reveal.winnerId === a.playerId ? a.alias : b.alias) })}
            </p>
          ) : null}
        </div>
        <Fighter player={b} side="b" size={200} winner={winnerKnown && reveal.winnerId === b.playerId} dim={winnerKnown && reveal.winnerId === a.playerId}>
          {winnerKnown ? <PointsBadge points={reveal.points[b.playerId] ?? 0} className="rps-fighter__points" /> : null}
        </Fighter>
      </section>
      {progress.betsShown && reveal.bets.length > 0 ? (
        <section className="rps-bets-result" aria-labelledby="rps-bets-title">
          <h2 id="rps-bets-title" className="rps-bettors__title">
            {t('rps.betsTitle')}
          </h2>
          <ul className="rps-bettors__list">
            {reveal.bets.map((bet) => {
              const p = playerFor(players, view.seats, bet.playerId);
              return (
                <li key={bet.playerId} className={`rps-bettor ${bet.right ? 'is-right' : 'is-wrong'}`} style={{ '--player-colour': p.hexColor } as CSSProperties}>
                  <Avatar src={p.avatarSrc} name={p.alias} size={64} colour={p.hexColor} decorative />
                  <span className="rps-bettor__alias">{displayAlias(p.alias)}</span>
                  <span className="rps-bettor__bet" aria-label={t(`rps.betOn.${bet.expectedResult}`, { a: displayAlias(a.alias), b: displayAlias(b.alias) })}>
                    <BetMark bet={bet.expectedResult} a={a} b={b} size={36} />
                    <ResultMark result={bet.right ? 'WIN' : 'LOSE'} size={30} />
                  </span>
                  <PointsBadge points={reveal.points[bet.playerId] ?? 0} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function RoundScores({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const rows = scoreRows(view, players, view.roundDeltas);
  return (
    <section className="rps-round-scores" aria-labelledby="rps-round-title">
      <div className="rps-round-scores__head">
        <h2 id="rps-round-title">{t('game.roundResults', { round: view.game.round })}</h2>
        <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} size={88} />
      </div>
      <ScoreTable rows={rows} size="tv" label={t('game.roundResults', { round: view.game.round })} />
    </section>
  );
}
