/**
 * Whether this page is a Discord activity: Discord opens it in an iframe with its launch parameters
 * on the query (`frame_id`, `instance_id`, `platform`). The page's origin is then Discord's proxy,
 * which forwards only what is under its prefix: the API and the socket go there.
 */
import { DISCORD_INSTANCE_ID_PATTERN, DISCORD_PROXY_PREFIX } from '@snackparty/protocol';
import { setRequestBasePath } from '../../api/http';
import { getItem, setItem } from '../../storage/storage';

export interface DiscordLaunch {
  frameId: string;
  instanceId: string;
  platform: 'desktop' | 'mobile';
}

/** Discord's launch parameters on a query, when all three are there and well-formed. */
export function discordLaunchOf(search: string): DiscordLaunch | null {
  const params = new URLSearchParams(search);
  const frameId = params.get('frame_id');
  const instanceId = params.get('instance_id');
  const platform = params.get('platform');
  if (!frameId || !instanceId || !DISCORD_INSTANCE_ID_PATTERN.test(instanceId)) return null;
  if (platform !== 'desktop' && platform !== 'mobile') return null;
  return { frameId, instanceId, platform };
}

type PageWindow = Pick<Window, 'location' | 'parent'>;

let launched: DiscordLaunch | null = null;
let inDiscord = false;

/**
 * At start, before any request: a page Discord launched keeps its instance (spec: the chat-platform
 * instance id) and talks to the server through the proxy. So does a page of the activity that
 * reloaded on another address, while it is still framed.
 */
export function prepareDiscordActivity(win: PageWindow = window): DiscordLaunch | null {
  launched = discordLaunchOf(win.location.search);
  if (launched) setItem('discordInstanceId', launched.instanceId);
  const framed = win.parent !== (win as unknown);
  inDiscord = launched !== null || (framed && getItem('discordInstanceId') !== null);
  setRequestBasePath(inDiscord ? DISCORD_PROXY_PREFIX : '');
  return launched;
}

/** This page runs as a Discord activity. */
export function isDiscordActivity(): boolean {
  return inDiscord;
}

/** The launch parameters this page was opened with (the SDK reads them from the address). */
export function discordLaunch(): DiscordLaunch | null {
  return launched;
}
