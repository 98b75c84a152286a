/**
 * A STOMP protocol violation: a malformed frame, a limit exceeded, a frame out of place.
 * The broker answers it with an ERROR frame and closes that one connection.
 */
export class StompProtocolError extends Error {
  override readonly name = 'StompProtocolError';
}

export interface StompRefusalOptions {
  /**
   * `true` (the default): the broker sends an ERROR frame and closes the connection.
   * `false` (only meaningful from `onSend`): a business-rule rejection; the client gets a MESSAGE on
   * its error queue and the connection stays open.
   */
  fatal?: boolean;
  /** A message key (see the protocol's MESSAGE_KEYS) clients can translate. */
  messageKey?: string;
}

/** Thrown by a broker policy to refuse a CONNECT, a SUBSCRIBE or a SEND. */
export class StompRefusal extends Error {
  override readonly name = 'StompRefusal';
  readonly fatal: boolean;
  readonly messageKey: string | undefined;

  constructor(message: string, options: StompRefusalOptions = {}) {
    super(message);
    this.fatal = options.fatal ?? true;
    this.messageKey = options.messageKey;
  }
}
