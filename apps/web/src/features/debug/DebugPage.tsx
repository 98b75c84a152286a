import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE, normalizeRoomCode } from '@snackparty/protocol';
import { requestBasePath } from '../../api/http';
import { useSession } from '../../app/session';
import { defaultBrokerUrl } from '../../realtime/connection';
import { useConnectionState } from '../../realtime/useConnectionState';
import { useStoredItem } from '../../storage/useStoredItem';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast';
import { copyText } from '../layout/clipboard';
import { bugReport, buildIdOf, describeDevice, storedEntries } from './debugReport';
import type { DebugInfo, DeviceInfo, ServerInfo, StoredEntry } from './debugReport';
import { useRealtimeProbe } from './useRealtimeProbe';
import './debug.css';

/** The web app's version, read from its package file when the app is built. */
const appVersion = Object.values(import.meta.glob<string>('../../../package.json', { eager: true, import: 'version' }))[0] ?? 'unknown';

/** How often the stored items are read again while the page is open. */
const STORAGE_REFRESH_MS = 2000;

function readStoredEntries(): StoredEntry[] {
  const area = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return [...storedEntries('localStorage', area('localStorage')), ...storedEntries('sessionStorage', area('sessionStorage'))];
}

function currentDevice(): DeviceInfo {
  return describeDevice({ navigator, screen: window.screen, window });
}

/** The server's health and one request's round trip, asked once when the page opens. */
function useServerInfo(): ServerInfo {
  const base = `${window.location.origin}${requestBasePath()}`;
  const [health, setHealth] = useState<{ text: string; ms: number | null }>({ text: '…', ms: null });
  useEffect(() => {
    const controller = new AbortController();
    const started = performance.now();
    fetch(`${requestBasePath()}${API_BASE}/health`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const ms = Math.round(performance.now() - started);
        const body = (await response.json().catch(() => null)) as { database?: string; databaseState?: string } | null;
        setHealth({ text: `${response.status} ${body?.databaseState ?? ''} ${body?.database ?? ''}`.trim(), ms });
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setHealth({ text: 'unreachable', ms: null });
      });
    return () => controller.abort();
  }, []);
  return { origin: window.location.origin, api: `${base}${API_BASE}`, realtime: defaultBrokerUrl(), health: health.text, responseMs: health.ms };
}

/**
 * `/debug`: what this device knows, for a bug report: the build, the server, the realtime connection
 * and its latency, the items stored in this browser (tokens masked) and the device. The copy button
 * puts it all on the clipboard as text, secrets left out.
 */
export function DebugPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const toast = useToast();
  const session = useSession();
  const storedRoom = useStoredItem('roomCode');
  const [roomInput, setRoomInput] = useState('');
  const [testedRoom, setTestedRoom] = useState<string | null>(null);
  const room = testedRoom ?? storedRoom ?? null;
  const probe = useRealtimeProbe(room, session.hasToken);
  const state = useConnectionState(probe.status);
  const server = useServerInfo();
  const [stored, setStored] = useState<StoredEntry[]>(readStoredEntries);
  const [device, setDevice] = useState<DeviceInfo>(currentDevice);
  const build = useMemo(() => buildIdOf(Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src)), []);

  useEffect(() => {
    document.title = `${t('debug.title')} · Snackparty`;
  }, [t]);
  useEffect(() => {
    const timer = setInterval(() => {
      setStored(readStoredEntries());
      setDevice(currentDevice());
    }, STORAGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const realtimeState = !room ? t('debug.noRoom') : probe.refusedKey ? t(probe.refusedKey) : t(`debug.state.${state}`);
  const info: DebugInfo = {
    version: appVersion,
    build,
    page: `${window.location.pathname}${window.location.search}`,
    takenAt: new Date().toISOString(),
    server,
    realtime: {
      room,
      state: !room ? 'no room' : probe.refusedKey ? `refused (${probe.refusedKey})` : state,
      latencyMs: probe.latencyMs,
      lastHeartbeatRequest: probe.lastHeartbeatRequestAt ? new Date(probe.lastHeartbeatRequestAt).toISOString() : null,
    },
    stored,
    device,
  };

  const copy = async () => {
    const ok = await copyText(bugReport({ ...info, stored: readStoredEntries(), device: currentDevice() }));
    toast.show(ok ? t('debug.copied') : t('debug.copyFailed'), { kind: ok ? 'success' : 'error' });
  };

  const testRoom = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeRoomCode(roomInput);
    setTestedRoom(code.length === 5 ? code : null);
  };

  const yesNo = (value: boolean) => (value ? t('debug.yes') : t('debug.no'));

  return (
    <div className="page debug-page">
      <header className="debug-page__head">
        <div>
          <h1 className="debug-page__title">{t('debug.title')}</h1>
          <p className="debug-page__lead">{t('debug.lead')}</p>
        </div>
        <Button size="lg" onClick={copy} lockMs={0}>
          {t('debug.copy')}
        </Button>
      </header>

      <div className="debug-grid">
        <Section title={t('debug.build')}>
          <Row label={t('debug.version')} value={appVersion} />
          <Row label={t('debug.buildId')} value={build} />
          <Row label={t('debug.language')} value={i18n.language} />
          <Row label={t('debug.page')} value={info.page} />
        </Section>

        <Section title={t('debug.server')}>
          <Row label={t('debug.origin')} value={server.origin} />
          <Row label={t('debug.api')} value={server.api} />
          <Row label={t('debug.realtimeUrl')} value={server.realtime} />
          <Row label={t('debug.health')} value={server.responseMs === null ? server.health : t('debug.healthValue', { health: server.health, ms: server.responseMs })} />
        </Section>

        <Section
          title={t('debug.realtime')}
          after={
            <form className="debug-room" onSubmit={testRoom}>
              <label className="field__label" htmlFor={`${id}-room`}>
                {t('debug.testRoom')}
              </label>
              <div className="debug-room__row">
                <input
                  id={`${id}-room`}
                  className="field__input debug-room__input"
                  value={roomInput}
                  maxLength={5}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => setRoomInput(normalizeRoomCode(event.target.value))}
                />
                <Button type="submit" variant="secondary" lockMs={0} disabled={roomInput.length !== 5}>
                  {t('debug.test')}
                </Button>
              </div>
            </form>
          }
        >
          <Row label={t('debug.room')} value={room ?? '–'} />
          <Row
            label={t('debug.connection')}
            value={
              <span className="debug-state" data-state={room ? (probe.refusedKey ? 'refused' : state) : 'none'}>
                <span className="debug-state__dot" aria-hidden="true" />
                {realtimeState}
              </span>
            }
          />
          <Row label={t('debug.latency')} value={probe.latencyMs === null ? '–' : t('debug.ms', { ms: probe.latencyMs })} />
          <Row label={t('debug.lastHeartbeat')} value={probe.lastHeartbeatRequestAt ? new Date(probe.lastHeartbeatRequestAt).toLocaleTimeString(i18n.language) : '–'} />
        </Section>

        <Section title={t('debug.device')}>
          <Row label={t('debug.userAgent')} value={device.userAgent} />
          <Row label={t('debug.platform')} value={device.platform || '–'} />
          <Row label={t('debug.languages')} value={device.languages.join(', ')} />
          <Row label={t('debug.screen')} value={device.screen} />
          <Row label={t('debug.viewport')} value={device.viewport} />
          <Row label={t('debug.pixelRatio')} value={String(device.pixelRatio)} />
          <Row label={t('debug.orientation')} value={device.orientation || '–'} />
          <Row label={t('debug.touchPoints')} value={String(device.touchPoints)} />
          <Row label={t('debug.online')} value={yesNo(device.online)} />
          <Row label={t('debug.cookies')} value={yesNo(device.cookies)} />
          <Row label={t('debug.timeZone')} value={device.timeZone || '–'} />
          <Row label={t('debug.darkMode')} value={yesNo(device.darkMode)} />
          <Row label={t('debug.reducedMotion')} value={yesNo(device.reducedMotion)} />
        </Section>
      </div>

      <section className="card debug-section debug-stored" aria-labelledby={`${id}-stored`}>
        <h2 id={`${id}-stored`} className="debug-section__title">
          {t('debug.stored')}
        </h2>
        <p className="debug-section__hint">{t('debug.storedHint')}</p>
        {stored.length === 0 ? (
          <p>{t('debug.storedNone')}</p>
        ) : (
          <div className="debug-stored__scroll">
            <table className="debug-table">
              <thead>
                <tr>
                  <th scope="col">{t('debug.key')}</th>
                  <th scope="col">{t('debug.value')}</th>
                </tr>
              </thead>
              <tbody>
                {stored.map((entry) => (
                  <tr key={`${entry.area}.${entry.key}`} data-masked={entry.masked || undefined}>
                    <th scope="row">
                      <span className="debug-table__key">{entry.key}</span>
                      <span className="debug-table__area">{t(`debug.area.${entry.area}`)}</span>
                    </th>
                    <td>{entry.masked ? <span className="debug-table__masked">{t('debug.masked', { n: entry.length })}</span> : <code>{entry.value || '""'}</code>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Section({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <section className="card debug-section" aria-labelledby={id}>
      <h2 id={id} className="debug-section__title">
        {title}
      </h2>
      <dl className="debug-list">{children}</dl>
      {after}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="debug-list__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
