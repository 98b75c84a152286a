import type { DiscordActivityConfig } from './activity-config';

/** Who Discord says signed in (`GET /users/@me`, scope `identify`). */
export interface DiscordUser {
  id: string;
  username: string;
  /** The display name, when the user has set one. */
  globalName: string | null;
  /** The avatar's hash on Discord's CDN, if any. */
  avatar: string | null;
  /** Only with the `email` scope, which the activity does not ask for. */
  email: string | null;
  verified: boolean;
}

/** Discord answered a 4xx: the code (or the token made from it) is not good. */
export class DiscordRefusal extends Error {
  constructor(readonly status: number, what: string) {
    super(`Discord refused ${what} (${status})`);
    this.name = 'DiscordRefusal';
  }
}

/** Discord could not be reached, took too long, failed (5xx) or answered something unreadable. */
export class DiscordUnavailable extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`Discord did not answer ${what}`, options);
    this.name = 'DiscordUnavailable';
  }
}

/** Discord is given this long per call; a sign-in that waits longer is better told to try again. */
const TIMEOUT_MS = 8_000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The two calls of an activity's sign-in: the code for an access token, and the token for the user. */
export class DiscordApi {
  constructor(private readonly config: DiscordActivityConfig) {}

  /** The authorization-code grant of the code the SDK's `authorize` gave the page. */
  async exchangeCode(code: string): Promise<string> {
    const body = new URLSearchParams({
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      grant_type: 'authorization_code',
      code,
    });
    const tokens = await this.call('the code', `${this.config.apiUrl}/oauth2/token`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const accessToken = text(tokens.access_token);
    if (!accessToken) throw new DiscordUnavailable('the code with an access token');
    return accessToken;
  }

  async currentUser(accessToken: string): Promise<DiscordUser> {
    const me = await this.call('the access token', `${this.config.apiUrl}/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } });
    const id = text(me.id);
    const username = text(me.username);
    if (!id || !username) throw new DiscordUnavailable('with a user');
    return {
      id,
      username,
      globalName: text(me.global_name),
      avatar: text(me.avatar),
      email: text(me.email),
      verified: me.verified === true,
    };
  }

  private async call(what: string, url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', ...init.headers } });
    } catch (error) {
      throw new DiscordUnavailable(what, { cause: error });
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new DiscordRefusal(response.status, what);
    if (!response.ok) throw new DiscordUnavailable(`${what} (${response.status})`);
    try {
      const json = (await response.json()) as unknown;
      if (json && typeof json === 'object') return json as Record<string, unknown>;
    } catch (error) {
      throw new DiscordUnavailable(what, { cause: error });
    }
    throw new DiscordUnavailable(what);
  }
}
