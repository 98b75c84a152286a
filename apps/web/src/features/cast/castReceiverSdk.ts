/**
 * The cast device's side: Google's Cast Application Framework (CAF) receiver, loaded on a cast
 * device only. It listens on our message namespace for the room the sender hands over, and keeps
 * the app open while no media plays (ours is a game screen, not a player).
 */
import { CAST_MESSAGE_NAMESPACE } from '@snackparty/protocol';

export const CAST_RECEIVER_URL = 'https://www.gstatic.com/cast/sdk/libs/caf_receiver/v3/cast_receiver_framework.js';

/** Cast devices (Chromecast, Google TV's cast receiver) say "CrKey" in their user agent. */
export function isCastDevice(userAgent: string): boolean {
  return /\bCrKey\//.test(userAgent);
}

interface ReceiverEvent {
  data?: unknown;
  senderId?: string;
  reason?: string;
}

interface ReceiverContextApi {
  addCustomMessageListener(namespace: string, listener: (event: ReceiverEvent) => void): void;
  addEventListener(type: string, handler: (event: ReceiverEvent) => void): void;
  getSenders(): unknown[];
  start(options: object): unknown;
  stop(): void;
}

/** The parts of the receiver's `cast.framework` this app uses. */
interface ReceiverFramework {
  CastReceiverContext: { getInstance(): ReceiverContextApi };
  CastReceiverOptions: new () => Record<string, unknown>;
  system: {
    MessageType: { JSON: string };
    EventType: { SENDER_DISCONNECTED: string; SHUTDOWN: string };
    DisconnectReason: { REQUESTED_BY_SENDER: string };
  };
}

function loadReceiverFramework(doc: Document): Promise<ReceiverFramework | null> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = CAST_RECEIVER_URL;
    script.onload = () => resolve((window as unknown as { cast?: { framework?: ReceiverFramework } }).cast?.framework ?? null);
    script.onerror = () => resolve(null);
    doc.head.appendChild(script);
  });
}

export interface CastReceiverHandlers {
  /** A message on our namespace (the room to show, once parsed). */
  onMessage: (data: unknown) => void;
  /** The last sender stopped casting on purpose, or the device is closing the app. */
  onEnd: () => void;
}

export interface CastReceiverHandle {
  /** Closes the receiver app on the device. */
  stop(): void;
}

/** Starts the receiver on this cast device; null when the framework cannot be loaded. */
export async function startCastReceiver(handlers: CastReceiverHandlers, doc: Document = document): Promise<CastReceiverHandle | null> {
  const framework = await loadReceiverFramework(doc);
  if (!framework) return null;
  const context = framework.CastReceiverContext.getInstance();
  const options = new framework.CastReceiverOptions();
  options.customNamespaces = { [CAST_MESSAGE_NAMESPACE]: framework.system.MessageType.JSON };
  // No media plays here: without this the device closes an "idle" receiver after a few minutes.
  options.disableIdleTimeout = true;
  options.skipPlayersLoad = true;
  context.addCustomMessageListener(CAST_MESSAGE_NAMESPACE, (event) => handlers.onMessage(event.data));
  context.addEventListener(framework.system.EventType.SENDER_DISCONNECTED, (event) => {
    // A phone that sleeps or walks out of the network is no reason to stop the party's screen.
    if (event.reason === framework.system.DisconnectReason.REQUESTED_BY_SENDER && context.getSenders().length === 0) handlers.onEnd();
  });
  context.addEventListener(framework.system.EventType.SHUTDOWN, () => handlers.onEnd());
  context.start(options);
  return { stop: () => context.stop() };
}
