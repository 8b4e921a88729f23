/**
 * Analytics (SPEC.md §4 "Analytics wrapper"). This module is in the first load and stays small:
 * it subscribes to the app's events and queues them; the Sensors SDK itself (./sdk) is imported
 * after the page has loaded and is idle, then the queue is replayed.
 */
import { env } from '@/shared/config/env';
import { AnalyticsEvent } from '@/shared/enums';
import { onIdentityChange, type IdentityEvent } from '@/shared/events/identity';
import { onPageStay, type PageStay } from '@/shared/events/page-stay';
import { cookieDomain } from '@/shared/storage/cookies';
import { PAGE_STAY_MIN_MS } from './options';
import type { AnalyticsSdk, AnalyticsStartConfig } from './types';

export type { AnalyticsSdk, AnalyticsStartConfig } from './types';

/** Elements carrying this attribute report a click as the event it names (e.g. the avatar menu). */
export const TRACK_ATTRIBUTE = 'data-track';
/** Commands kept while the SDK loads; beyond this the oldest are dropped. */
export const MAX_QUEUED = 100;

type Command = (sdk: AnalyticsSdk) => void;

const CLICK_EVENTS = new Set<string>([
  AnalyticsEvent.AvatarGoStorage,
  AnalyticsEvent.AvatarGoAdvancedCredits,
  AnalyticsEvent.AvatarGoBasicCredits,
  AnalyticsEvent.AvatarGoVipPricePage,
  AnalyticsEvent.ElementClick,
]);

/** The command queue in front of the SDK: replayed in order once it is attached. */
export function createAnalyticsQueue(max = MAX_QUEUED) {
  let sdk: AnalyticsSdk | undefined;
  const queue: Command[] = [];
  const run = (command: Command) => {
    if (sdk) {
      try {
        command(sdk);
      } catch (error) {
        console.warn('[analytics] SDK call failed', error);
      }
      return;
    }
    if (queue.length >= max) queue.shift();
    queue.push(command);
  };
  return {
    track: (event: string, properties?: Record<string, unknown>) =>
      run((s) => s.track(event, properties)),
    identity: (event: IdentityEvent) =>
      run((s) =>
        event.type === 'login' ? s.login(String(event.userId), event.orgId) : s.logout(),
      ),
    attach(next: AnalyticsSdk) {
      sdk = next;
      queue.splice(0).forEach(run);
    },
    pending: () => queue.length,
  };
}

/** `page_view_time` for a stay over 3 s (SPEC.md §9); shorter stays are not reported. */
export function pageStayEvent(
  stay: PageStay,
): { event: string; properties: Record<string, unknown> } | null {
  if (!(stay.durationMs > PAGE_STAY_MIN_MS)) return null;
  return {
    event: AnalyticsEvent.PageViewTime,
    properties: { url_path: stay.path, event_duration: Math.round(stay.durationMs) / 1000 },
  };
}

/** The click event named by the nearest `data-track` ancestor of the click target, if any. */
export function clickEvent(
  target: EventTarget | null,
): { event: string; properties: Record<string, unknown> } | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(`[${TRACK_ATTRIBUTE}]`);
  const event = element?.getAttribute(TRACK_ATTRIBUTE) ?? '';
  if (!element || !CLICK_EVENTS.has(event)) return null;
  const content = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return { event, properties: { element_content: content, url_path: window.location.pathname } };
}

function afterFirstPaint(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const analytics = createAnalyticsQueue();

/** Sends an event through the SDK (queued until it has loaded). */
export function trackEvent(event: string, properties?: Record<string, unknown>): void {
  analytics.track(event, properties);
}

export function defaultAnalyticsConfig(): AnalyticsStartConfig {
  return {
    serverUrl: env.analyticsUrl,
    frontEndId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
    crossSubdomain: Boolean(cookieDomain()),
  };
}

let started = false;

/** Start-up wiring: subscriptions now, the SDK after first paint. */
export function startAnalytics(
  config: AnalyticsStartConfig = defaultAnalyticsConfig(),
  load: () => Promise<{ loadSensors: (c: AnalyticsStartConfig) => AnalyticsSdk }> = () =>
    import('./sdk'),
): void {
  if (started || typeof window === 'undefined' || !config.serverUrl) return;
  started = true;
  onPageStay((stay) => {
    const report = pageStayEvent(stay);
    if (report) analytics.track(report.event, report.properties);
  });
  onIdentityChange((event) => analytics.identity(event));
  document.addEventListener(
    'click',
    (event) => {
      const report = clickEvent(event.target);
      if (report) analytics.track(report.event, report.properties);
    },
    { capture: true },
  );
  afterFirstPaint(() => {
    load()
      .then(({ loadSensors }) => analytics.attach(loadSensors(config)))
      .catch((error: unknown) => console.warn('[analytics] the SDK did not load', error));
  });
}
