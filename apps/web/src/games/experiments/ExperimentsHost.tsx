import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope } from '@snackparty/engine';
import { Avatar } from '../../ui/Avatar';
import { useGameRoom } from '../gameRoom';
import { Countdown } from '../kit/Countdown';
import type { GameScreenProps } from '../screen-types';
import { displayAlias } from '../scores';
import { useServerNow } from '../useGameView';
import { HandIcon, ItBanner, ResultsTable, fieldPlayers, playerFor } from './shared';
import { TagField } from './TagField';
import { TAG_STAGES, freeSecondsNow, type ExperimentsHostView } from './types';
import { usePositions } from './usePositions';
import './experiments.css';

type Props = GameScreenProps<HostViewEnvelope<ExperimentsHostView>>;

/** The shared screen of tag: the scene with every avatar live, who is "it", the clock and the free seconds; the round's results. */
export function ExperimentsHost({ view, players, serverNow }: Props) {
  const { t } = useTranslation();
  const room = useGameRoom();
  const game = view.game;
  const positions = usePositions(room, 'host', `${game.round}:${game.roundStartedAt}`, game.spawns);
  const now = useServerNow(serverNow, 250);
  const running = view.stage === TAG_STAGES.tag;
  const it = game.it === null ? null : playerFor(players, view.seats, game.it);
  const immune = game.immune && now < game.immune.until ? game.immune.playerId : null;
  const board = game.players
    .map((id) => ({ id, free: freeSecondsNow(game, id, now), tags: game.tagCounts[id] ?? 0 }))
    .sort((a, b) => b.free - a.free || a.id - b.id);

  return (
    <div className="tag tag--tv" data-stage={view.stage}>
      <header className="tag-tv__strip">
        <div className="tag-tv__heading">
          <h1 className="tag-tv__title">{t('experiments.tag.title')}</h1>
          <p className="tag-tv__meta">
            <span>{t('game.roundOf', { round: game.round, rounds: game.numberOfRounds })}</span>
            <span className="tag-tv__factor">{t('experiments.tag.multiplier', { multiplier: view.multiplier })}</span>
          </p>
          <p className="tag-tv__rule">{t('experiments.tag.rule', { points: game.pointsPerSecond })}</p>
        </div>
        {running ? <ItBanner player={it} mine={false} size="tv" /> : null}
        <ol className="tag-board" aria-label={t('experiments.tag.boardLabel')}>
          {board.map((row) => {
            const p = playerFor(players, view.seats, row.id);
            const isIt = row.id === game.it && running;
            return (
              <li key={row.id} className={`tag-board__row ${isIt ? 'is-it' : ''}`} style={{ '--player-colour': p.hexColor } as CSSProperties}>
                <Avatar src={p.avatarSrc} name={p.alias} size={44} colour={p.hexColor} decorative />
                <span className="tag-board__name">
                  {displayAlias(p.alias)}
                  {isIt ? (
                    <span className="tag-board__it">
                      <HandIcon size={18} />
                      {t('experiments.tag.itMark')}
                    </span>
                  ) : null}
                </span>
                <span className="tag-board__free" aria-label={t('experiments.tag.freeSecondsLabel', { n: row.free })}>
                  {t('experiments.tag.seconds', { n: row.free })}
                </span>
              </li>
            );
          })}
        </ol>
        {running ? <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} size={100} className="tag-tv__clock" /> : null}
      </header>
      <div className="tag-tv__field">
        <TagField
          players={fieldPlayers(game, players, view.seats)}
          positions={positions}
          it={game.it}
          immune={immune}
          label={t('experiments.tag.fieldLabel')}
          itLabel={t('experiments.tag.itMark')}
          youLabel={t('experiments.tag.you')}
        />
        {view.stage === TAG_STAGES.results && game.results ? (
          <section className="tag-tv__results" aria-labelledby="tag-results-title">
            <div className="tag-tv__results-head">
              <h2 id="tag-results-title">{t('game.roundResults', { round: game.results.round })}</h2>
              <Countdown endsAt={view.stageEndsAt} startedAt={view.stageStartedAt} serverNow={serverNow} size={80} />
            </div>
            <ResultsTable rows={game.results.rows} players={players} seats={view.seats} multiplier={view.multiplier} lastIt={game.results.lastIt} size="tv" />
          </section>
        ) : null}
      </div>
    </div>
  );
}
