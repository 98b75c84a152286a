import { describe, expect, it, vi } from 'vitest';
import { CAST_MESSAGE_NAMESPACE } from '@snackparty/protocol';
import { CAST_SENDER_URL, CastSender, deviceAround, injectCastSenderFramework, isCastCancel } from '../../src/features/cast/castSender';
import type { CastContextApi, CastSenderFramework, CastStateEvent } from '../../src/features/cast/castSender';
import { castLinkStatus } from '../../src/features/cast/useCastLink';

/** A cast context as Chrome's framework has it, driven by the test. */
function fakeFramework(state: string) {
  const listeners = new Map<string, Set<(event: CastStateEvent) => void>>();
  const sent: Array<{ namespace: string; message: unknown }> = [];
  let current: ReturnType<CastContextApi['getCurrentSession']> = null;
  let castState = state;
  const context: CastContextApi = {
    setOptions: vi.fn(),
    getCastState: () => castState,
    requestSession: vi.fn(async () => {
      current = {
        getSessionId: () => 'session-1',
        getCastDevice: () => ({ friendlyName: 'Living Room TV' }),
        sendMessage: async (namespace, message) => {
          sent.push({ namespace, message });
        },
      };
    }),
    getCurrentSession: () => current,
    endCurrentSession: vi.fn(() => {
      current = null;
    }),
    addEventListener: (type, handler) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(handler);
    },
    removeEventListener: (type, handler) => listeners.get(type)?.delete(handler),
  };
  const framework: CastSenderFramework = {
    CastContext: { getInstance: () => context },
    CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' },
    SessionState: { SESSION_STARTED: 'SESSION_STARTED', SESSION_RESUMED: 'SESSION_RESUMED', SESSION_ENDED: 'SESSION_ENDED' },
  };
  const emit = (type: string, event: CastStateEvent) => {
    if (event.castState) castState = event.castState;
    for (const handler of listeners.get(type) ?? []) handler(event);
  };
  return { framework, context, sent, emit, listeners };
}

describe('whether Chromecast is offered', () => {
  it('needs a device around: the context knows one, whether connected or not', () => {
    expect(deviceAround('NO_DEVICES_AVAILABLE')).toBe(false);
    expect(deviceAround(undefined)).toBe(false);
    expect(deviceAround('NOT_CONNECTED')).toBe(true);
    expect(deviceAround('CONNECTING')).toBe(true);
    expect(deviceAround('CONNECTED')).toBe(true);
  });

  it('tells a closed picker from a failure', () => {
    expect(isCastCancel('cancel')).toBe(true);
    expect(isCastCancel({ code: 'cancel' })).toBe(true);
    expect(isCastCancel('receiver_unavailable')).toBe(false);
    expect(isCastCancel(new Error('boom'))).toBe(false);
    expect(isCastCancel(null)).toBe(false);
  });
});

describe('loading the sender framework', () => {
  it('takes the framework already on the page without adding a script', async () => {
    const { framework } = fakeFramework('NOT_CONNECTED');
    const win = Object.assign(Object.create(window) as Window, { cast: { framework } });
    const before = document.head.querySelectorAll('script').length;
    expect(await injectCastSenderFramework(win)).toBe(framework);
    expect(document.head.querySelectorAll('script').length).toBe(before);
  });

  it('loads nothing in a browser without Chrome cast support', async () => {
    const win = { document, setTimeout, clearTimeout } as unknown as Window;
    expect(await injectCastSenderFramework(win)).toBeNull();
  });

  /** A Chrome window whose document records the scripts added to it instead of fetching them. */
  function chromeWindow() {
    const scripts: Array<{ src?: string; async?: boolean; onerror?: () => void }> = [];
    const doc = { createElement: () => ({}), head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) } };
    const win = { document: doc, chrome: {}, setTimeout: setTimeout.bind(globalThis), clearTimeout: clearTimeout.bind(globalThis) } as unknown as Window & {
      __onGCastApiAvailable?: (available: boolean) => void;
      cast?: unknown;
    };
    return { win, scripts };
  }

  it("adds Google's script in Chrome and resolves once it says the API is there", async () => {
    const { framework } = fakeFramework('NO_DEVICES_AVAILABLE');
    const { win, scripts } = chromeWindow();
    const loading = injectCastSenderFramework(win, 5000);
    expect(scripts.map((s) => s.src)).toEqual([CAST_SENDER_URL]);
    win.cast = { framework };
    win.__onGCastApiAvailable!(true);
    expect(await loading).toBe(framework);
  });

  it('gives up when the script says the API is not there, cannot load, or never answers', async () => {
    const refusedPage = chromeWindow();
    const refused = injectCastSenderFramework(refusedPage.win, 5000);
    refusedPage.win.__onGCastApiAvailable!(false);
    expect(await refused).toBeNull();
    const blockedPage = chromeWindow();
    const blocked = injectCastSenderFramework(blockedPage.win, 5000);
    blockedPage.scripts[0]!.onerror!();
    expect(await blocked).toBeNull();
    expect(await injectCastSenderFramework(chromeWindow().win, 20)).toBeNull();
  });
});

describe('the cast sender', () => {
  it('asks for our receiver, follows device availability and hands the room over on our namespace', async () => {
    const fake = fakeFramework('NO_DEVICES_AVAILABLE');
    const sender = new CastSender(fake.framework, 'A1B2C3D4', 'origin_scoped');
    expect(fake.context.setOptions).toHaveBeenCalledWith({ receiverApplicationId: 'A1B2C3D4', autoJoinPolicy: 'origin_scoped' });
    const states: string[] = [];
    const off = sender.onState((state) => states.push(state));
    fake.emit('caststatechanged', { castState: 'NOT_CONNECTED' });
    expect(states).toEqual(['NOT_CONNECTED']);
    expect(deviceAround(sender.state())).toBe(true);
    off();
    fake.emit('caststatechanged', { castState: 'NO_DEVICES_AVAILABLE' });
    expect(states).toEqual(['NOT_CONNECTED']);

    const link = await sender.connect();
    expect(link).toMatchObject({ sessionId: 'session-1', deviceName: 'Living Room TV' });
    await link.sendRoom({ token: 'a.b.c', gameCode: 'QWERT' });
    expect(fake.sent).toEqual([{ namespace: CAST_MESSAGE_NAMESPACE, message: { token: 'a.b.c', gameCode: 'QWERT' } }]);
  });

  it('tells when the cast session ends', async () => {
    const fake = fakeFramework('NOT_CONNECTED');
    const sender = new CastSender(fake.framework, 'A1B2C3D4', 'origin_scoped');
    const seen: Array<string | null> = [];
    sender.onSession((link) => seen.push(link?.deviceName ?? null));
    await sender.connect();
    fake.emit('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    sender.stop();
    expect(fake.context.endCurrentSession).toHaveBeenCalledWith(true);
    fake.emit('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
    expect(seen).toEqual(['Living Room TV', null]);
  });

  it('rejects a connect whose picker was closed', async () => {
    const fake = fakeFramework('NOT_CONNECTED');
    fake.context.requestSession = vi.fn(async () => {
      throw 'cancel';
    });
    const sender = new CastSender(fake.framework, 'A1B2C3D4', 'origin_scoped');
    const failure = await sender.connect().catch((error: unknown) => error);
    expect(isCastCancel(failure)).toBe(true);
  });
});

describe("the remote's view of its cast", () => {
  const base = { settled: true, canCast: true, linked: false, connecting: false, waitedForResume: true };
  it('casts while linked, ends once a resume had its chance, and cannot know without cast support', () => {
    expect(castLinkStatus({ ...base, linked: true })).toBe('casting');
    expect(castLinkStatus({ ...base, connecting: true })).toBe('connecting');
    expect(castLinkStatus(base)).toBe('ended');
    expect(castLinkStatus({ ...base, waitedForResume: false })).toBe('checking');
    expect(castLinkStatus({ ...base, settled: false })).toBe('checking');
    expect(castLinkStatus({ ...base, canCast: false })).toBe('unavailable');
  });
});
