/**
 * The QA panel's list of the analytics events the mock collector received (newest first), so QA
 * can check page views, page stays and avatar-menu clicks without a Sensors backend.
 */
import { useSyncExternalStore } from 'react';
import { onAnalyticsEvents, recentAnalyticsEvents, type ReceivedEvent } from './handlers/analytics';

const SHOWN = 12;

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

function detail(event: ReceivedEvent): string {
  const props = event.record.properties ?? {};
  const duration = props.event_duration;
  const extra = typeof duration === 'number' ? ` · ${duration}s` : '';
  return `${event.path}${extra}`;
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
            <li key={`${event.time}-${index}`} style={{ margin: '2px 0', wordBreak: 'break-all' }}>
              <code style={{ color: muted }}>{time(event.time)}</code> <strong>{event.name}</strong>{' '}
              <span style={{ color: muted }}>
                {detail(event)} · {event.transport}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
