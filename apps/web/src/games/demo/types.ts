/**
 * What a game gives the site's live example: its rules, a short match to play with AI players only,
 * and a view of it. Shared code runs every game's demo alike and never names one.
 */
import type { ComponentType } from 'react';
import type { HostViewEnvelope, Match } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameSettingsPatch, SessionPlayerDto } from '@snackparty/protocol';

export interface DemoViewProps<H = unknown> {
  /** The shared screen's view, as the server would publish it. */
  view: HostViewEnvelope<H>;
  /**
   * The whole match. Every seat is an AI player and nothing leaves the browser, so a demo may show
   * what the server would stream from its robots (a painter's strokes, a hider's walk).
   */
  match: Match<unknown>;
  players: SessionPlayerDto[];
  /** The demo's clock (ms), what the screens read as the server's time. */
  now: () => number;
}

export interface GameDemo<H = unknown> {
  /** The rules, the same the server runs. */
  definition: AnyGameDef;
  /** AI players at the table (within the game's limits). */
  players: number;
  /** A short match: the settings that differ from a room's defaults. */
  settings: GameSettingsPatch;
  View: ComponentType<DemoViewProps<H>>;
}
