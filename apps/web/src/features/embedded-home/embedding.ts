import { isInWrapper } from '../../app/nativeBridge';
import { discordLaunch, isDiscordActivity } from '../discord/launch';

/**
 * The page runs embedded: inside the native app shell or as a Discord activity. The home is then the
 * embedded home (the way into a room, no marketing site).
 */
export function isEmbedded(): boolean {
  return isDiscordActivity() || isInWrapper();
}

/** Discord launched this page just now: it goes straight into the instance's room. */
export function entersDiscordRoom(): boolean {
  return isDiscordActivity() && discordLaunch() !== null;
}
