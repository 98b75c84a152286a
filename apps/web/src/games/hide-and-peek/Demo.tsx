/**
 * HIDE_AND_PEEK's live example: the AI hiders' walk on the scene, the curtain, the peeks and the
 * pop-out reveal on the shared screen. The server streams a robot hider's walk from its plan; here
 * the same plan is walked on the demo's clock. Every other stage is the shared screen itself.
 */
import { useTranslation } from 'react-i18next';
import { aiHiderPlanFor, hideAndPeek } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { Countdown } from '../kit/Countdown';
import { displayAlias } from '../scores';
import { useServerNow } from '../useGameView';
import { HideAndPeekHost } from './HideAndPeekHost';
import { SceneArt } from './SceneArt';
import { SceneAvatar } from './SceneAvatar';
import { RoundBadge, nameList, startPosition, useWho } from './shared';
import type { HideAndPeekHostView } from './types';
import './hide-and-peek.css';

/** The longest glide between two points of a walk, as on the shared screen. */
const MAX_GLIDE_MS = 3_000;

function HideAndPeekDemoView({ view, match, players, now }: DemoViewProps<HideAndPeekHostView>) {
  if (view.game.stage !== 'move') return <HideAndPeekHost view={view} players={players} serverNow={now} />;
  return <DemoWalk view={view} match={match} players={players} now={now} />;
}

/** Where an AI hider stands at `at` on its planned walk, and how long the glide there takes. */
function walkPosition(state: unknown, playerId: number, at: number, index: number, count: number) {
  const plan = aiHiderPlanFor(state, playerId);
  if (!plan) return { ...startPosition(index, count), moveMs: 0 };
  const reached = plan.waypoints.filter((w) => w.at <= at);
  const last = reached.at(-1);
  if (!last) return { x: plan.start.x, y: plan.start.y, moveMs: 0 };
  const before = reached.at(-2)?.at;
  return { x: last.x, y: last.y, moveMs: before === undefined ? MAX_GLIDE_MS : Math.min(MAX_GLIDE_MS, last.at - before) };
}

function DemoWalk({ view, match, players, now }: DemoViewProps<HideAndPeekHostView>) {
  const { t, i18n } = useTranslation();
  const game = view.game;
  const who = useWho(players, view.seats);
  const at = useServerNow(now, 250);
  const two = game.hiders.length > 1 ? 'Two' : 'One';
  const names = nameList(
    i18n.language,
    game.hiders.map((id) => displayAlias(who(id).alias)),
  );
  return (
    <div className="hp hp--tv" data-stage="move">
      <header className="hp-top">
        <RoundBadge round={game.round} rounds={game.numberOfRounds} multiplier={view.multiplier} />
        <div className="hp-top__heading">
          <h1 className="hp-top__title">{t(`hideandpeek.walking${two}`, { names })}</h1>
          <p className="hp-top__hint">
            <span aria-hidden="true">👀</span> {t('hideandpeek.watchClosely')}
          </p>
        </div>
        <Countdown className="hp-top__clock" size={92} serverNow={now} startedAt={view.stageStartedAt} endsAt={view.stageEndsAt} />
      </header>
      <div className="hp-tv__body is-wide">
        <div className="hp-tv__scene">
          <SceneArt spots={game.spots} label={t('hideandpeek.sceneLabel')} className="hp-tv__picture hp-walk-tv">
            {game.hiders.map((id, i) => {
              const person = who(id);
              const position = walkPosition(match.state, id, at, i, game.hiders.length);
              return <SceneAvatar key={id} x={position.x} y={position.y} moveMs={position.moveMs} src={person.avatarSrc} name={person.alias} colour={person.hexColor} size={130} playerId={id} className="is-walking" />;
            })}
          </SceneArt>
        </div>
      </div>
    </div>
  );
}

export const hideAndPeekDemo: GameDemo<HideAndPeekHostView> = {
  definition: hideAndPeek as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 1 },
  View: HideAndPeekDemoView,
};
