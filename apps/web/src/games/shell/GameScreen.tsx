import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { LoadingDots } from '../../ui/Spinner';
import { loadGameScreens, loadedGameScreens } from '../registry';
import type { GameScreens } from '../screen-types';
import { scoreRows } from '../scores';
import { ScoreTable } from '../ui/ScoreTable';

type Loaded = { type: string; screens: GameScreens | null; failed: boolean };

/** The screens of a game type, loaded lazily (null while loading or without a game type; `failed` without screens). */
export function useGameScreens(gameType: string | null): { screens: GameScreens | null; failed: boolean } {
  const [state, setState] = useState<Loaded>(() => ({ type: gameType ?? '', screens: gameType ? (loadedGameScreens(gameType) ?? null) : null, failed: false }));
  useEffect(() => {
    if (!gameType || loadedGameScreens(gameType)) return undefined;
    let cancelled = false;
    loadGameScreens(gameType)
      .then((screens) => !cancelled && setState({ type: gameType, screens, failed: false }))
      .catch((error: unknown) => {
        console.warn('Game screens could not be loaded', error);
        if (!cancelled) setState({ type: gameType, screens: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [gameType]);
  if (!gameType) return { screens: null, failed: false };
  const screens = loadedGameScreens(gameType) ?? (state.type === gameType ? state.screens : null);
  return { screens, failed: state.type === gameType && state.failed };
}

/** Shown when a game's screens are missing: the stage and the scores still come through. */
function NoScreens({ view, players, size }: { view: HostViewEnvelope<unknown> | PlayerViewEnvelope<unknown>; players: SessionPlayerDto[]; size: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  return (
    <section className="no-screens">
      <p className="no-screens__text">{t('game.screensMissing')}</p>
      <ScoreTable rows={scoreRows(view, players, view.lastDeltas)} size={size} />
    </section>
  );
}

export function HostGameScreen({ view, players, serverNow }: { view: HostViewEnvelope<unknown>; players: SessionPlayerDto[]; serverNow: () => number }) {
  const { screens, failed } = useGameScreens(view.gameType);
  if (failed) return <NoScreens view={view} players={players} size="tv" />;
  if (!screens) return <LoadingDots />;
  const { Host } = screens;
  return <Host view={view} players={players} serverNow={serverNow} />;
}

export function PlayerGameScreen({
  view,
  players,
  serverNow,
  send,
}: {
  view: PlayerViewEnvelope<unknown>;
  players: SessionPlayerDto[];
  serverNow: () => number;
  send: (move: string, payload: unknown) => void;
}) {
  const { screens, failed } = useGameScreens(view.gameType);
  if (failed) return <NoScreens view={view} players={players} size="phone" />;
  if (!screens) return <LoadingDots />;
  const { Player } = screens;
  return <Player view={view} players={players} serverNow={serverNow} send={send} />;
}

/** A game's own part of the end screen, under the podium (nothing when the game has none). */
export function GameOverExtra({
  view,
  players,
  serverNow,
}: {
  view: HostViewEnvelope<unknown> | PlayerViewEnvelope<unknown>;
  players: SessionPlayerDto[];
  serverNow: () => number;
}) {
  const { screens } = useGameScreens(view.gameType);
  if (!screens) return null;
  if ('playerId' in view) {
    const { PlayerGameOver } = screens;
    return PlayerGameOver ? <PlayerGameOver view={view} players={players} serverNow={serverNow} /> : null;
  }
  const { HostGameOver } = screens;
  return HostGameOver ? <HostGameOver view={view} players={players} serverNow={serverNow} /> : null;
}
