/** The end of a CANVAS_CLASH game, under the podium: the gallery on the shared screen and on phones. */
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { GameScreenProps } from '../screen-types';
import { Gallery } from './Gallery';
import type { CanvasClashHostView, CanvasClashPlayerView } from './types';

export function HostGallery(_: GameScreenProps<HostViewEnvelope<CanvasClashHostView>>) {
  return <Gallery size="tv" />;
}

export function PlayerGallery(_: GameScreenProps<PlayerViewEnvelope<CanvasClashPlayerView>>) {
  return <Gallery size="phone" />;
}
