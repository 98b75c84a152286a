import type { ComponentType, ReactNode } from 'react';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';

/**
 * What every game screen gets. Screens are thin renderers of the server's views: they show `view`
 * and turn taps into moves with `send`; no rule is decided here.
 */
export interface GameScreenProps<V> {
  /** The view the server published for this screen (host or this phone). */
  view: V;
  /** Everyone in the room, for aliases, avatars and colours. */
  players: SessionPlayerDto[];
  /** The server's clock as seen from here (ms), for countdowns to `stageEndsAt`. */
  serverNow: () => number;
}

export interface PlayerScreenProps<V> extends GameScreenProps<V> {
  /** Sends a move of the current stage; the server may refuse it (a toast shows why). */
  send: (move: string, payload: unknown) => void;
}

/** One line of a game's how-to-play card: an icon and the translation key of its text. */
export interface TutorialStep {
  icon: ReactNode;
  textKey: string;
}

export interface GameScreens<H = unknown, P = unknown> {
  Host: ComponentType<GameScreenProps<HostViewEnvelope<H>>>;
  Player: ComponentType<PlayerScreenProps<PlayerViewEnvelope<P>>>;
  /** Shown under the podium when the game is over (a game's own look back, such as a gallery). */
  HostGameOver?: ComponentType<GameScreenProps<HostViewEnvelope<H>>>;
  PlayerGameOver?: ComponentType<GameScreenProps<PlayerViewEnvelope<P>>>;
  /** The how-to-play card shown on the shared screen at the start (none: no card). */
  tutorial?: readonly TutorialStep[];
  /**
   * What each stage is called (translation keys by stage name), for a screen that sees where the game
   * stands without a view of it: a phone that joined after the start (none: the round only).
   */
  stages?: Readonly<Record<string, string>>;
}
