import { execFile, execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StompBroker } from '../../src/stomp/broker';
import type { StompBrokerOptions, StompPolicy } from '../../src/stomp/broker';
import { StompRefusal } from '../../src/stomp/errors';
import { listenStompTcp } from '../../src/stomp/tcp';

/**
 * Interoperability with a third-party client: stomp.py (Debian's python3-stomp, 8.0) over plain TCP.
 * stomp.py 8.0 has no WebSocket transport (and python3-websocket is not installed), so only TCP is
 * exercised here; the WebSocket transport is covered by the @stomp/stompjs tests.
 */
const PYTHON = '/usr/bin/python3';

function hasStompPy(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import stomp'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}
const stompPyAvailable = hasStompPy();
if (!stompPyAvailable) console.warn(`python-stomp tests skipped: "${PYTHON} -c 'import stomp'" failed (install python3-stomp)`);

/** Runs one scenario; prints a JSON object with what the client saw. */
const SCRIPT = String.raw`
import json, sys, threading, time
import stomp

port, scenario = int(sys.argv[1]), sys.argv[2]
out = {"messages": [], "errors": [], "heartbeats": 0, "disconnected": False}
lock = threading.Condition()

class Listener(stomp.ConnectionListener):
    def on_connected(self, frame):
        out["connected"] = dict(frame.headers)
    def on_message(self, frame):
        with lock:
            out["messages"].append({"headers": dict(frame.headers), "body": frame.body})
            lock.notify_all()
    def on_error(self, frame):
        with lock:
            out["errors"].append({"headers": dict(frame.headers), "body": frame.body})
            lock.notify_all()
    def on_heartbeat(self):
        out["heartbeats"] += 1
    def on_disconnected(self):
        with lock:
            out["disconnected"] = True
            lock.notify_all()

def wait_for(pred, timeout=5):
    with lock:
        return lock.wait_for(pred, timeout)

heartbeats = (500, 500) if scenario == "heartbeat" else (0, 0)
conn = stomp.Connection12([("127.0.0.1", port)], heartbeats=heartbeats)
conn.set_listener("", Listener())
token = "bad" if scenario == "refused" else "good"
purpose = "host" if scenario == "host" else "player"
headers = {"playerSessionId": "7", "gameCode": "ABCD", "purpose": purpose, "Authorization": "Bearer " + token}
try:
    conn.connect(headers=headers, wait=True)
except stomp.exception.ConnectFailedException:
    out["connectFailed"] = True
    wait_for(lambda: out["disconnected"])
    print(json.dumps(out))
    sys.exit(0)

if scenario == "roundtrip":
    conn.subscribe("/common/ABCD/usedAvatars", id="avatars")
    conn.subscribe("/user/queue/errors", id="errors")
    # The test policy answers this SEND by publishing on /common/ABCD/usedAvatars.
    conn.send("/common/ABCD/usedAvatarsRequested", '{"from": "python", "name": "Zoë"}', content_type="application/json")
    wait_for(lambda: len(out["messages"]) >= 1)
    # A business-rule refusal: delivered on /user/queue/errors, the connection stays up.
    conn.send("/common/ABCD/usedAvatarsRequested", "taken")
    wait_for(lambda: len(out["messages"]) >= 2)
    out["stillConnected"] = conn.is_connected()
    conn.disconnect()
elif scenario == "fatal":
    conn.send("/host/ABCD/startGame", "{}")
    wait_for(lambda: out["errors"] and out["disconnected"])
elif scenario == "heartbeat":
    time.sleep(1.6)
    out["stillConnected"] = conn.is_connected()
    conn.disconnect()

print(json.dumps(out))
`;

interface PyResult {
  connected?: Record<string, string>;
  messages: Array<{ headers: Record<string, string>; body: string }>;
  errors: Array<{ headers: Record<string, string>; body: string }>;
  heartbeats: number;
  disconnected: boolean;
  stillConnected?: boolean;
  connectFailed?: boolean;
}

function runScenario(port: number, scenario: string): Promise<PyResult> {
  return new Promise((resolve, reject) => {
    execFile(PYTHON, ['-c', SCRIPT, String(port), scenario], { timeout: 15_000 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`stomp.py ${scenario} failed: ${error.message}\n${stderr}`));
        return;
      }
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as PyResult);
      } catch {
        reject(new Error(`unexpected stomp.py output: ${stdout}\n${stderr}`));
      }
    });
  });
}

interface Principal {
  id: string;
  role: 'host' | 'player';
}

describe.skipIf(!stompPyAvailable)('STOMP over TCP with stomp.py', () => {
  let broker: StompBroker<Principal>;
  let tcp: { port: number; close(): Promise<void> };
  let seen: { connect: Array<Record<string, string>>; sends: string[]; disconnects: number };

  const policy: StompPolicy<Principal> = {
    async connect(headers) {
      seen.connect.push(headers);
      if (headers.Authorization !== 'Bearer good') throw new StompRefusal('Unauthorized');
      return { id: headers.playerSessionId ?? '', role: headers.purpose === 'host' ? 'host' : 'player' };
    },
    canSubscribe(principal, destination) {
      return !destination.startsWith('/host/') || principal.role === 'host';
    },
    onSend(principal, destination, body) {
      if (destination.startsWith('/host/') && principal.role !== 'host') throw new StompRefusal('Host only');
      if (body === 'taken') throw new StompRefusal('Avatar in use', { fatal: false, messageKey: 'error.avatar_in_use' });
      seen.sends.push(body);
      broker.publish('/common/ABCD/usedAvatars', { usedAvatars: [3, 5], echo: JSON.parse(body) as unknown });
    },
    onDisconnect() {
      seen.disconnects++;
    },
  };

  async function start(options: StompBrokerOptions = {}): Promise<void> {
    broker = new StompBroker(policy, options);
    tcp = await listenStompTcp(broker, { port: 0 });
  }

  beforeEach(() => {
    seen = { connect: [], sends: [], disconnects: 0 };
  });

  afterEach(async () => {
    broker.close();
    await tcp.close();
  });

  it('listens on an ephemeral port on 127.0.0.1', async () => {
    await start();
    expect(tcp.port).toBeGreaterThan(0);
  });

  it('connects, subscribes, sends, receives a published message and a business error', async () => {
    await start();
    const result = await runScenario(tcp.port, 'roundtrip');
    expect(result.connected?.version).toBe('1.2');
    expect(seen.connect[0]).toMatchObject({ playerSessionId: '7', gameCode: 'ABCD', purpose: 'player', Authorization: 'Bearer good' });
    expect(seen.sends).toEqual(['{"from": "python", "name": "Zoë"}']);

    const [published, refusal] = result.messages;
    expect(published!.headers.destination).toBe('/common/ABCD/usedAvatars');
    expect(published!.headers.subscription).toBe('avatars');
    expect(published!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(published!.body)).toEqual({ usedAvatars: [3, 5], echo: { from: 'python', name: 'Zoë' } });

    expect(refusal!.headers.destination).toBe('/user/queue/errors');
    expect(refusal!.headers.subscription).toBe('errors');
    expect(JSON.parse(refusal!.body)).toEqual({
      destination: '/common/ABCD/usedAvatarsRequested', messageKey: 'error.avatar_in_use', message: 'Avatar in use',
    });
    expect(result.stillConnected).toBe(true);
    expect(result.errors).toEqual([]);
    expect(seen.disconnects).toBe(1);
    expect(broker.connections()).toEqual([]);
  });

  it('a refused CONNECT fails the stomp.py connect', async () => {
    await start();
    const result = await runScenario(tcp.port, 'refused');
    expect(result.connectFailed).toBe(true);
    expect(result.errors.map((e) => e.headers.message)).toEqual(['Unauthorized']);
    expect(seen.disconnects).toBe(0);
  });

  it('a not-allowed SEND gets ERROR and the connection is closed', async () => {
    await start();
    const result = await runScenario(tcp.port, 'fatal');
    expect(result.errors.map((e) => e.headers.message)).toEqual(['Host only']);
    expect(result.disconnected).toBe(true);
    expect(seen.sends).toEqual([]);
    expect(seen.disconnects).toBe(1);
  });

  it('exchanges heart-beats: an idle stomp.py client stays connected past the timeout', async () => {
    await start({ heartBeat: [300, 500] });
    const result = await runScenario(tcp.port, 'heartbeat');
    expect(result.connected?.['heart-beat']).toBe('300,500');
    // Client -> server every 500 ms: without its heart-beats the broker would close after 1000 ms.
    expect(result.stillConnected).toBe(true);
    // Server -> client every 500 ms (max of 300 and the client's 500) over 1.6 s.
    expect(result.heartbeats).toBeGreaterThanOrEqual(2);
  });
});
