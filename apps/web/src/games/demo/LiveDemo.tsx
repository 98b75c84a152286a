/**
 * A game's live example on the site: its real rules played by AI players in the browser, shown on a
 * shared screen scaled into the page, match after match. No server and no network: the rules come
 * from `@snackparty/games` and the view from the game's own demo (registered in `../registry`).
 * Nothing here names a game. A broken example never takes the page down: a failing match restarts,
 * a failing screen restarts its example, and after repeated failures the game's picture stays.
 */
import { Component, useEffect, useRef, useState } from 'react';
import type { CSSProperties, ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope, Match } from '@snackparty/engine';
import { playerLimits } from '@snackparty/games/manifests';
import { isLanguage } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { Play } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { GameArt } from '../GameArt';
import { gameInfo } from '../catalogue';
import { loadGameDemo } from '../registry';
import { scoreRows } from '../scores';
import { completeSettings } from '../settings';
import { Podium } from '../ui/Podium';
import { DemoLoop } from './demoLoop';
import { demoPlayers, demoSeats } from './demoTable';
import type { GameDemo } from './types';
import { useDemoClock, useFitScale, useOnScreen, usePageVisible, usePrefersReducedMotion } from './useDemoClock';
import '../games.css';
import './demo.css';

/** The shared screen the example is laid out on, scaled to the room the page gives it. */
export const DEMO_SCREEN = { width: 1280, height: 800 } as const;
/** A fixed start on the demo's clock, so the same seed plays the same example everywhere. */
const DEMO_EPOCH = Date.UTC(2025, 0, 1, 12);
/** The example starts a few seconds into its first stage, as if the visitor walked in on a game. */
const LEAD_IN_MS = 4_000;
/** How often the example catches up with its clock. */
const STEP_MS = 100;
/** Screens that failed in a row before the game's picture stays instead. */
const MAX_RESTARTS = 3;

type DemoState = { type: GameType; demo: GameDemo | null; failed: boolean };

function useGameDemo(type: GameType): DemoState {
  const [state, setState] = useState<DemoState>({ type, demo: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    loadGameDemo(type)
      .then((demo) => !cancelled && setState({ type, demo, failed: false }))
      .catch((error: unknown) => {
        console.warn('The live example could not be loaded', error);
        if (!cancelled) setState({ type, demo: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [type]);
  return state.type === type ? state : { type, demo: null, failed: false };
}

export function LiveDemo({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const { demo, failed } = useGameDemo(gameType);
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [restarts, setRestarts] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, DEMO_SCREEN.width);
  const name = t(`games.${gameType}.name`);
  const gaveUp = failed || restarts >= MAX_RESTARTS;

  return (
    <figure className="live-demo" data-demo-game={gameType} style={{ '--game-colour': gameInfo(gameType).colour } as CSSProperties}>
      <div className="live-demo__box" ref={box}>
        {gaveUp ? (
          <DemoPicture type={gameType} />
        ) : !demo || scale === 0 ? (
          <div className="live-demo__loading">
            <LoadingDots />
          </div>
        ) : (
          <DemoBoundary key={`${i18n.resolvedLanguage}:${restarts}`} onError={() => setRestarts((n) => n + 1)}>
            <RunningDemo demo={demo} gameType={gameType} firstSeed={1 + restarts * 1_000} playing={playing} scale={scale} language={i18n.resolvedLanguage ?? 'en'} onGaveUp={() => setRestarts(MAX_RESTARTS)} />
          </DemoBoundary>
        )}
      </div>
      <figcaption className="live-demo__caption">
        <span className="live-demo__label">
          <span className="live-demo__dot" aria-hidden="true" />
          {t('site.demo.caption', { game: name })}
        </span>
        {gaveUp ? null : (
          <button
            type="button"
            className="btn btn--ghost btn--sm live-demo__toggle"
            onClick={() => setPlayChoice(!playing)}
            aria-pressed={playing}
            aria-label={playing ? t('site.demo.pauseLabel', { game: name }) : t('site.demo.playLabel', { game: name })}
          >
            {playing ? <PauseIcon /> : <Play size={18} />}
            <span>{playing ? t('site.demo.pause') : t('site.demo.play')}</span>
          </button>
        )}
      </figcaption>
    </figure>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

/** The game's picture, when its example cannot be shown. */
function DemoPicture({ type }: { type: GameType }) {
  return (
    <div className="live-demo__picture">
      <GameArt type={type} size={180} />
    </div>
  );
}

interface RunningDemoProps {
  demo: GameDemo;
  gameType: GameType;
  firstSeed: number;
  playing: boolean;
  scale: number;
  language: string;
  onGaveUp: () => void;
}

interface Snapshot {
  version: number;
  view: HostViewEnvelope<unknown> | null;
  match: Match<unknown> | null;
}

function snapshotOf(loop: DemoLoop): Snapshot {
  const view = loop.hostView();
  return { version: loop.version, view, match: loop.match };
}

function newLoop({ demo, gameType, firstSeed, language }: Pick<RunningDemoProps, 'demo' | 'gameType' | 'firstSeed' | 'language'>): DemoLoop {
  const limits = playerLimits(gameType);
  const seats = demoSeats(Math.max(limits.min, Math.min(limits.max, demo.players)));
  // Completed, not validated: the example's own settings are fixed, and zod stays out of the page's first load.
  const settings = completeSettings({ ...demo.settings, language: isLanguage(language) ? language : 'en' });
  const loop = new DemoLoop({
    definition: demo.definition,
    settings,
    seats,
    seed: firstSeed,
    startAt: DEMO_EPOCH,
    onError: (error) => console.warn('The live example starts a new match after a failure', error),
  });
  loop.advanceTo(DEMO_EPOCH + LEAD_IN_MS);
  return loop;
}

function RunningDemo(props: RunningDemoProps) {
  const { demo, playing, scale, onGaveUp } = props;
  const [loop] = useState(() => newLoop(props));
  const [players] = useState(() => demoPlayers(loop.match?.seats ?? []));
  const [snapshot, setSnapshot] = useState<Snapshot>(() => snapshotOf(loop));
  const screen = useRef<HTMLDivElement>(null);
  const pageVisible = usePageVisible();
  const onScreen = useOnScreen(screen);
  const running = playing && pageVisible && onScreen && !loop.broken;
  const now = useDemoClock(DEMO_EPOCH + LEAD_IN_MS, running);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      if (loop.advanceTo(now())) setSnapshot(snapshotOf(loop));
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [running, loop, now]);
  useEffect(() => {
    if (loop.broken) onGaveUp();
  }, [loop, snapshot.version, onGaveUp]);

  const { view, match } = snapshot;
  const { View } = demo;
  return (
    <div
      className="live-demo__viewport"
      ref={screen}
      data-demo-stage={view?.over ? 'gameOver' : (view?.stage ?? '')}
      data-demo-changes={snapshot.version}
      data-demo-matches={loop.finished}
      data-demo-running={running}
      aria-hidden="true"
      inert
    >
      <div className="live-demo__screen" style={{ width: DEMO_SCREEN.width, height: DEMO_SCREEN.height, transform: `scale(${scale})` }}>
        <div className="live-demo__stage">
          {!view || !match ? null : view.over ? (
            <div className="host-game__over">
              <Podium rows={scoreRows(view, players)} size="tv" />
            </div>
          ) : (
            <View view={view} match={match} players={players} now={now} />
          )}
        </div>
      </div>
    </div>
  );
}

/** Catches a failing example's screen: the page carries on, and the example starts afresh. */
class DemoBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('The live example restarts after its screen failed', error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
