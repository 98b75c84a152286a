/**
 * How a room is played, step by step, per way of hosting it (`/howToPlay?hostType=…`): on a shared
 * screen everyone sees, on a screen shared in a video call, or on phones only. Pure.
 */
import type { PictureName } from './HowToPlayPictures';

export const HOW_TO_PLAY_MODES = ['central_screen', 'video_call', 'mobile_only'] as const;
export type HowToPlayMode = (typeof HOW_TO_PLAY_MODES)[number];

export interface HowToPlayStep {
  /** Under `site.howToPlay.{mode}`: `{key}Title` and `{key}`. */
  key: string;
  picture: PictureName;
}

export const HOW_TO_PLAY_STEPS: Record<HowToPlayMode, readonly HowToPlayStep[]> = {
  central_screen: [
    { key: 'create', picture: 'tvCreate' },
    { key: 'join', picture: 'phoneJoin' },
    { key: 'avatar', picture: 'avatar' },
    { key: 'play', picture: 'tvPlay' },
  ],
  video_call: [
    { key: 'create', picture: 'laptopCreate' },
    { key: 'share', picture: 'videoCall' },
    { key: 'join', picture: 'phoneJoin' },
    { key: 'play', picture: 'callPlay' },
  ],
  mobile_only: [
    { key: 'create', picture: 'phoneHost' },
    { key: 'invite', picture: 'phoneQr' },
    { key: 'join', picture: 'avatar' },
    { key: 'play', picture: 'phonesPlay' },
  ],
};

/** The mode a `hostType` query names; the shared screen for anything else. */
export function howToPlayModeOf(value: string | null | undefined): HowToPlayMode {
  const mode = (value ?? '').trim().toLowerCase();
  return (HOW_TO_PLAY_MODES as readonly string[]).includes(mode) ? (mode as HowToPlayMode) : 'central_screen';
}
