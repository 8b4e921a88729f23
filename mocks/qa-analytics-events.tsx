/**
 * The QA panel's lists of what the mock collector received (newest first), decoded: the analytics
 * events with their own properties, so QA can walk docs/tracking-plan.md by clicking through, and
 * the client errors reported (`client_error`), without a Sensors backend.
 */
import { useSyncExternalStore } from 'react';
import { onAnalyticsEvents, recentAnalyticsEvents, type ReceivedEvent } from './handlers/analytics';

const SHOWN = 12;

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/** Registered on every event (docs/tracking-plan.md "How an event travels"): not repeated per line. */
const PAGE_PROPERTIES = new Set([
  'platform',
  'front_end_id',
  'session_id',
  'source_id',
  'source_uuid',
  'org_id',
]);

/** The event's own properties, `key=value`, the SDK's `$` ones and the page properties left out. */
function ownProperties(event: ReceivedEvent): string {
  return Object.entries(event.record.properties ?? {})
    .filter(([key, value]) => !key.startsWith('$') && !PAGE_PROPERTIES.has(key) && value !== '')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

function EventLine({ event, muted }: { event: ReceivedEvent; muted: string }) {
  const own = ownProperties(event);
  return (
    <li style={{ margin: '2px 0', wordBreak: 'break-all' }}>
      <code style={{ color: muted }}>{time(event.time)}</code> <strong>{event.name}</strong>{' '}
      <span style={{ color: muted }}>
        {event.path} · {event.transport}
      </span>
      {own && <div style={{ color: muted, paddingLeft: 8 }}>{own}</div>}
    </li>
  );
}

/** The client errors among them (src/features/analytics/error-reporter.ts). */
export function ErrorReportList({ muted, accent }: { muted: string; accent: string }) {
  const events = useSyncExternalStore(
    onAnalyticsEvents,
    recentAnalyticsEvents,
    recentAnalyticsEvents,
  );
  const errors = events.filter((event) => event.name === 'client_error');
  return (
    <section aria-label="错误上报" style={{ marginTop: 10 }}>
      <h3 style={{ margin: '0 0 4px', fontSize: 12, color: accent }}>
        错误上报（{errors.length} 条）
      </h3>
      {errors.length === 0 ? (
        <p style={{ margin: 0, color: muted }}>暂无</p>
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {errors.slice(0, SHOWN).map((event, index) => (
            <EventLine key={`${event.time}-${index}`} event={event} muted={muted} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function AnalyticsEventList({ muted, accent }: { muted: string; accent: string }) {
  const events = useSyncExternalStore(
    onAnalyticsEvents,
    recentAnalyticsEvents,
    recentAnalyticsEvents,
  );
  return (
    <section aria-label="埋点事件" style={{ marginTop: 10 }}>
      <h3 style={{ margin: '0 0 4px', fontSize: 12, color: accent }}>
        埋点事件（最近 {Math.min(events.length, SHOWN)} / {events.length} 条，已解码）
      </h3>
      {events.length === 0 ? (
        <p style={{ margin: 0, color: muted }}>尚未收到（SDK 在页面加载完成后才启动）</p>
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {events.slice(0, SHOWN).map((event, index) => (
            <EventLine key={`${event.time}-${index}`} event={event} muted={muted} />
          ))}
        </ol>
      )}
    </section>
  );
}
