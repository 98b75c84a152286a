/**
 * Where a card's picture loads from. Inside the Discord activity the page may load nothing but its
 * own origin: a GIF provider's picture goes through Discord's proxy (`/.proxy/…`). That proxy only
 * exists for a page Discord serves, on its activity host, so the page's own address says whether to
 * use it (a room of the Discord host type opened in a plain browser loads the picture directly).
 * Pure.
 */
import { discordMediaUrl } from '@snackparty/games';

/** Discord serves an activity from `{application id}.discordsays.com`. */
const DISCORD_ACTIVITY_HOST = /(^|\.)discordsays\.com$/i;

export function isDiscordActivity(hostname: string): boolean {
  return DISCORD_ACTIVITY_HOST.test(hostname);
}

function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/** The address this page loads a card's picture from. */
export function pictureSrc(imageUrl: string, hostname: string = currentHostname()): string {
  return isDiscordActivity(hostname) ? discordMediaUrl(imageUrl) : imageUrl;
}

/** A GIF's page at its provider, only when it is a plain https address (anything else is not linked). */
export function safePageUrl(pageUrl: string | undefined): string | null {
  if (!pageUrl) return null;
  try {
    const url = new URL(pageUrl);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}
