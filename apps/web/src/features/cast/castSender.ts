/**
 * The phone's side of casting: Google's Cast sender framework, loaded only when it is needed (the
 * create dialog opens, or the remote asks), never with a page's first load. It is a script of
 * Google's (https://www.gstatic.com), which Chrome's own cast support answers; other browsers
 * never load it.
 */
import { CAST_MESSAGE_NAMESPACE } from '@snackparty/protocol';
import type { ChromecastSessionResponse } from '@snackparty/protocol';
import { fetchCastAppId } from './castApi';

export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** A framework that has not answered by then is taken as absent. */
const LOAD_TIMEOUT_MS = 10_000;

/** The cast context's states (cast.framework.CastState). */
export type CastState = 'NO_DEVICES_AVAILABLE' | 'NOT_CONNECTED' | 'CONNECTING' | 'CONNECTED';

export interface CastDeviceApi {
  friendlyName: string;
}

export interface CastSessionApi {
  getSessionId(): string;
  getCastDevice(): CastDeviceApi;
  sendMessage(namespace: string, message: unknown): Promise<unknown>;
}

export interface CastStateEvent {
  castState?: string;
  sessionState?: string;
}

export interface CastContextApi {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy?: string }): void;
  getCastState(): string;
  requestSession(): Promise<unknown>;
  getCurrentSession(): CastSessionApi | null;
  endCurrentSession(stopCasting: boolean): void;
  addEventListener(type: string, handler: (event: CastStateEvent) => void): void;
  removeEventListener(type: string, handler: (event: CastStateEvent) => void): void;
}

/** The parts of `cast.framework` this app uses. */
export interface CastSenderFramework {
  CastContext: { getInstance(): CastContextApi };
  CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
  SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string };
}

interface CastWindow {
  cast?: { framework?: CastSenderFramework };
  chrome?: { cast?: { AutoJoinPolicy?: { ORIGIN_SCOPED?: string } } };
  __onGCastApiAvailable?: (isAvailable: boolean) => void;
}

/** Whether a device is around to cast to: the context knows at least one (spec: "Chromecast (if available)"). */
export function deviceAround(state: string | null | undefined): boolean {
  return state === 'NOT_CONNECTED' || state === 'CONNECTING' || state === 'CONNECTED';
}

/** The picker was closed without choosing a device (chrome.cast.ErrorCode.CANCEL): nothing failed. */
export function isCastCancel(error: unknown): boolean {
  const code = typeof error === 'string' ? error : (error as { code?: unknown } | null)?.code;
  return code === 'cancel';
}

let frameworkLoad: Promise<CastSenderFramework | null> | null = null;

/** The sender framework of the page, loaded on the first call only (see injectCastSenderFramework). */
export function loadCastSenderFramework(win: Window = window): Promise<CastSenderFramework | null> {
  frameworkLoad ??= injectCastSenderFramework(win);
  return frameworkLoad;
}

/**
 * The sender framework: one already on the page, or Google's script added to it now. Null in a
 * browser without Chrome's cast support, or when the script cannot be loaded in time.
 */
export function injectCastSenderFramework(win: Window, timeoutMs = LOAD_TIMEOUT_MS): Promise<CastSenderFramework | null> {
  return new Promise<CastSenderFramework | null>((resolve) => {
    const w = win as unknown as CastWindow;
    const present = w.cast?.framework;
    if (present?.CastContext) return resolve(present);
    // Only Chromium browsers have cast support; elsewhere the script would load for nothing.
    if (!w.chrome) return resolve(null);
    const timer = win.setTimeout(() => resolve(null), timeoutMs);
    const previous = w.__onGCastApiAvailable;
    w.__onGCastApiAvailable = (isAvailable: boolean) => {
      previous?.(isAvailable);
      win.clearTimeout(timer);
      resolve(isAvailable && w.cast?.framework?.CastContext ? w.cast.framework : null);
    };
    const script = win.document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => {
      win.clearTimeout(timer);
      resolve(null);
    };
    win.document.head.appendChild(script);
  });
}

/** The cast session showing a room: which device, and the way to hand it the room. */
export interface CastLink {
  sessionId: string;
  deviceName: string;
  /** Hands the cast device the room and its sign-in (the spec's Chromecast session response). */
  sendRoom(room: ChromecastSessionResponse): Promise<void>;
}

function linkOf(session: CastSessionApi): CastLink {
  return {
    sessionId: session.getSessionId(),
    deviceName: session.getCastDevice()?.friendlyName || 'Chromecast',
    async sendRoom(room) {
      await session.sendMessage(CAST_MESSAGE_NAMESPACE, { token: room.token, gameCode: room.gameCode });
    },
  };
}

/** This server's receiver, through the sender framework of this browser. */
export class CastSender {
  private readonly context: CastContextApi;

  constructor(
    private readonly framework: CastSenderFramework,
    appId: string,
    autoJoinPolicy: string,
  ) {
    this.context = framework.CastContext.getInstance();
    // A remote reloaded in the same tab finds the session it had (auto-join within this origin).
    this.context.setOptions({ receiverApplicationId: appId, autoJoinPolicy });
  }

  state(): string {
    return this.context.getCastState();
  }

  /** Calls `listener` with every new cast state; returns the unsubscribe. */
  onState(listener: (state: string) => void): () => void {
    const type = this.framework.CastContextEventType.CAST_STATE_CHANGED;
    const handler = (event: CastStateEvent) => listener(event.castState ?? this.state());
    this.context.addEventListener(type, handler);
    return () => this.context.removeEventListener(type, handler);
  }

  /** Calls `listener` when a cast session starts or resumes (with it) and when it ends (null). */
  onSession(listener: (link: CastLink | null) => void): () => void {
    const type = this.framework.CastContextEventType.SESSION_STATE_CHANGED;
    const { SESSION_STARTED, SESSION_RESUMED, SESSION_ENDED } = this.framework.SessionState;
    const handler = (event: CastStateEvent) => {
      if (event.sessionState === SESSION_ENDED) listener(null);
      else if (event.sessionState === SESSION_STARTED || event.sessionState === SESSION_RESUMED) listener(this.current());
    };
    this.context.addEventListener(type, handler);
    return () => this.context.removeEventListener(type, handler);
  }

  /** The session casting now, if any. */
  current(): CastLink | null {
    const session = this.context.getCurrentSession();
    return session ? linkOf(session) : null;
  }

  /**
   * Opens the browser's device picker and connects to the chosen device, which starts our receiver.
   * Call it straight from a click: the browser shows the picker only then. Rejects when the picker
   * is closed (see isCastCancel) or the device cannot start the receiver.
   */
  async connect(): Promise<CastLink> {
    await this.context.requestSession();
    const link = this.current();
    if (!link) throw new Error('The cast session did not start');
    return link;
  }

  /** Ends the cast: the device closes the receiver. */
  stop(): void {
    this.context.endCurrentSession(true);
  }
}

let senderLoad: Promise<CastSender | null> | null = null;

/**
 * The cast sender of this page, when this server casts (CAST_APP_ID) and this browser can: loads
 * the framework on the first call. Null otherwise.
 */
export function castSender(win: Window = window): Promise<CastSender | null> {
  senderLoad ??= (async () => {
    const appId = await fetchCastAppId();
    if (!appId) return null;
    const framework = await loadCastSenderFramework(win);
    if (!framework) return null;
    const policy = (win as unknown as CastWindow).chrome?.cast?.AutoJoinPolicy?.ORIGIN_SCOPED ?? 'origin_scoped';
    try {
      return new CastSender(framework, appId, policy);
    } catch (error) {
      console.warn('The cast framework could not be set up', error);
      return null;
    }
  })();
  const load = senderLoad;
  // A server that could not be asked is asked again next time.
  void load.then((sender) => {
    if (!sender && senderLoad === load) senderLoad = null;
  });
  return load;
}
