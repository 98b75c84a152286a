/**
 * Entering a Discord activity: Discord's SDK hands the page a code, the server trades it for a
 * sign-in and Discord's access token, the SDK is authenticated with that token, and the server seats
 * the user in the one room of the activity instance. Without React, so it is tested with a fake SDK.
 */
import type { DiscordRoomResponse, DiscordTokenResponse, Language, TokenResponse } from '@snackparty/protocol';
import { markFreshSeat, storeSeat } from '../../storage/seat';
import { setItem } from '../../storage/storage';

/** What the activity uses of Discord's SDK (`DiscordSDK` of `@discord/embedded-app-sdk`). */
export interface DiscordSdkLike {
  readonly instanceId: string;
  ready(): Promise<void>;
  commands: {
    authorize(args: { client_id: string; response_type: 'code'; state: string; prompt: 'none'; scope: Array<'identify'> }): Promise<{ code: string }>;
    authenticate(args: { access_token: string }): Promise<unknown>;
  };
}

export interface DiscordActivityDeps {
  clientId(): Promise<string>;
  /** Makes the SDK (once per page: it shakes hands with Discord as it is made). */
  sdk(clientId: string): Promise<DiscordSdkLike>;
  exchange(code: string): Promise<DiscordTokenResponse>;
  /** Login success: stores our token (after any start-up sign-in has settled). */
  login(response: TokenResponse): Promise<void>;
  room(instanceId: string, language: Language): Promise<DiscordRoomResponse>;
  language(): Language;
  /** How long Discord may take to say it is ready; a page opened outside Discord never hears it. */
  readyTimeoutMs?: number;
}

export type DiscordStep = 'connecting' | 'signingIn' | 'joining';

/** Discord did not answer the handshake: the page is not inside Discord after all. */
export class DiscordNotReady extends Error {
  constructor() {
    super('Discord did not answer the handshake');
    this.name = 'DiscordNotReady';
  }
}

/** Discord's user closed or refused the authorization. */
export class DiscordAuthorizationDeclined extends Error {
  constructor(cause: unknown) {
    super('The Discord authorization was not given', { cause });
    this.name = 'DiscordAuthorizationDeclined';
  }
}

const READY_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

/** Signs in through Discord and takes the seat in the instance's room; the seat is stored for the lobby. */
export async function enterDiscordActivity(deps: DiscordActivityDeps, onStep: (step: DiscordStep) => void = () => undefined): Promise<DiscordRoomResponse> {
  onStep('connecting');
  const clientId = await deps.clientId();
  const sdk = await deps.sdk(clientId);
  await withTimeout(sdk.ready(), deps.readyTimeoutMs ?? READY_TIMEOUT_MS, () => new DiscordNotReady());

  onStep('signingIn');
  let code: string;
  try {
    ({ code } = await sdk.commands.authorize({ client_id: clientId, response_type: 'code', state: '', prompt: 'none', scope: ['identify'] }));
  } catch (error) {
    throw new DiscordAuthorizationDeclined(error);
  }
  const signedIn = await deps.exchange(code);
  setItem('discordAccessToken', signedIn.discordAccessToken);
  await sdk.commands.authenticate({ access_token: signedIn.discordAccessToken });
  await deps.login({ accessToken: signedIn.accessToken, locale: signedIn.locale });

  onStep('joining');
  const room = await deps.room(sdk.instanceId, deps.language());
  storeSeat(room.gameSession.gameCode, room.sessionPlayer, room.gameSession);
  markFreshSeat(room.sessionPlayer.sessionPlayerId);
  return room;
}

let discordSdk: Promise<DiscordSdkLike> | null = null;

/** Discord's SDK for this page, loaded only inside Discord (it is not part of anyone else's download). */
export function loadDiscordSdk(clientId: string): Promise<DiscordSdkLike> {
  discordSdk ??= import('@discord/embedded-app-sdk')
    .then(({ DiscordSDK }) => new DiscordSDK(clientId) as unknown as DiscordSdkLike)
    .catch((error: unknown) => {
      // Tried again on the next attempt (a download that failed, say).
      discordSdk = null;
      throw error;
    });
  return discordSdk;
}
