import { useTranslation } from 'react-i18next';
import type { PlayerViewEnvelope } from '@snackparty/engine';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import { VirtualJoystick } from '../kit/VirtualJoystick';
import type { PlayerScreenProps } from '../screen-types';
import { displayAlias } from '../scores';
import { useNumber } from '../ui/ScoreTable';
import { useServerNow } from '../useGameView';
import { ItBanner, ResultsTable, fieldPlayers, playerFor } from './shared';
import { TagField } from './TagField';
import { TAG_STAGES, freeSecondsNow, type ExperimentsPlayerView } from './types';
import { usePositions } from './usePositions';
import { useRunner } from './useRunner';
import './experiments.css';

type Props = PlayerScreenProps<PlayerViewEnvelope<ExperimentsPlayerView>>;

/**
 * The phone in tag: a small view of the field above (positions are public), who is "it" and this
 * player's seconds and score, and a big joystick below that runs the avatar.
 */
export function ExperimentsPlayer({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const number = useNumber();
  const room = useGameRoom();
  const game = view.game;
  const me = view.playerId;
  const round = `${game.round}:${game.roundStartedAt}`;
  const inRound = game.players.includes(me);
  const running = view.stage === TAG_STAGES.tag && inRound && !view.over;
  const spawn = game.spawns.find((s) => s.playerId === me) ?? { x: game.field.width / 2, y: game.field.height / 2 };
  const positions = usePositions(room, 'player', round, game.spawns);
  const runner = useRunner(room, me, round, spawn, positions.get(me), game.field.runSpeed, running);
  const now = useServerNow(serverNow, 500);
  const immune = game.immune && now < game.immune.until ? game.immune.playerId : null;
  const it = game.it === null ? null : playerFor(players, view.seats, game.it);
  const score = view.scores[me] ?? 0;

  return (
    <div className={`tag tag--phone ${game.isIt && running ? 'is-it' : ''}`} data-stage={view.stage}>
      <header className="tag-phone__top">
        <p className="tag-phone__round">{t('game.roundOf', { round: game.round, rounds: game.numberOfRounds })}</p>
        {view.stageEndsAt !== null ? <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} variant="bar" /> : null}
      </header>
      {view.stage === TAG_STAGES.results && game.results ? (
        <section className="tag-phone__results" aria-labelledby="tag-phone-results">
          <h2 id="tag-phone-results">{t('game.roundResults', { round: game.results.round })}</h2>
          <ResultsTable rows={game.results.rows} players={players} seats={view.seats} multiplier={view.multiplier} lastIt={game.results.lastIt} selfPlayerId={me} size="phone" />
          <p className="tag-phone__score">{t('experiments.tag.yourScore', { score: number(score) })}</p>
        </section>
      ) : (
        <>
          <div className="tag-phone__field">
            <TagField
              players={fieldPlayers(game, players, view.seats)}
              positions={positions}
              it={game.it}
              immune={immune}
              me={inRound ? { playerId: me, position: runner.position } : null}
              label={t('experiments.tag.fieldLabel')}
              itLabel={t('experiments.tag.itMark')}
              youLabel={t('experiments.tag.you')}
              avatarScale={1.6}
            />
          </div>
          {running ? <ItBanner player={it} mine={game.isIt} size="phone" /> : null}
          <p className="tag-phone__status">
            <span>{game.isIt ? t('experiments.tag.catchHint') : it ? t('experiments.tag.runHint', { alias: displayAlias(it.alias) }) : null}</span>
            <span className="tag-phone__numbers">
              <span>{t('experiments.tag.seconds', { n: freeSecondsNow(game, me, now) })}</span>
              <span>{t('experiments.tag.yourScore', { score: number(score) })}</span>
            </span>
          </p>
          {inRound ? (
            <div className="tag-phone__pad">
              <VirtualJoystick label={t('experiments.tag.joystick')} onChange={runner.steer} disabled={!running} size={230} />
            </div>
          ) : (
            <p className="tag-phone__watch">{t('experiments.tag.watching')}</p>
          )}
        </>
      )}
    </div>
  );
}
