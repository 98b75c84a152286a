/**
 * Casting to a Chromecast, from the environment: `CAST_APP_ID`, the id the Google Cast SDK Developer
 * Console gives the custom receiver registered at `{PUBLIC_URL}/cast` (docs/chromecast.md). Unset: no
 * casting at all, the web app never loads Google's cast framework and nothing changes in the pages'
 * security policy.
 */

export interface CastConfig {
  /** The receiver application id the senders launch. */
  appId: string;
}

/** Where the Cast sender framework is served from: what the pages' `script-src` must allow while casting is configured. */
export const CAST_SENDER_SCRIPT_SOURCES: readonly string[] = ['https://www.gstatic.com'];

/** The casting the environment configures, or none. */
export function loadCastConfig(env: NodeJS.ProcessEnv): CastConfig | undefined {
  const appId = env.CAST_APP_ID?.trim();
  if (!appId) return undefined;
  // The console's ids are a few letters and digits; anything else is a typo that would only fail on the TV.
  if (!/^[A-Za-z0-9]{1,32}$/.test(appId)) throw new Error(`CAST_APP_ID must be the receiver's application id (letters and digits), got "${appId}"`);
  return { appId };
}

/** The script sources pages need for the Cast sender: none unless casting is configured. */
export function castSenderScriptSources(cast: CastConfig | undefined): string[] {
  return cast ? [...CAST_SENDER_SCRIPT_SOURCES] : [];
}
