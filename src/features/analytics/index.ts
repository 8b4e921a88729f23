/**
 * Analytics (docs/product-rules.md §4 "Analytics wrapper"). Start-up imports this module once the
 * page has loaded and is idle (src/app/boot.ts); the app's events that came before are replayed to
 * it by their buses (page stays, tracked clicks: src/shared/events). It queues them until
 * the Sensors SDK itself (./sdk) has loaded, then passes them through. It also starts the field
 * vitals (./vitals), whose one event per page view goes through the same queue.
 */
import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/shared/config/env';
import { listening, listenWithReplay } from '@/shared/events/bus';
import { pageStayEvents, type PageStay } from '@/shared/events/page-stay';
import { isAvatarClickEvent } from '@/shared/events/avatar-clicks';
import { trackedClicks, type TrackedClick } from '@/shared/events/tracked-click';
import { trackedEvents, type TrackedEvent } from '@/shared/events/track';
import { cookieDomain } from '@/shared/storage/cookies';
import { afterNextPaint } from '@/shared/after-next-paint';
import { afterLoadWhenIdle } from '@/shared/idle';
import { nextTask } from '@/shared/next-task';
import { ANALYTICS_SDK_READY_MARK } from '@/shared/perf-marks';
import { startErrorReporting } from './error-reporting';
import { watchAnalyticsIdentity, type SettledIdentity } from './identity';
import { PAGE_STAY_MIN_MS } from './options';
import type { AnalyticsSdk, AnalyticsStartConfig } from './types';
import { startWebVitals } from './vitals';

export type { AnalyticsSdk, AnalyticsStartConfig } from './types';

/** Commands kept while the SDK loads; beyond this the oldest are dropped. */
const MAX_QUEUED = 100;

type Command = (sdk: AnalyticsSdk) => void;

/**
 * The command queue in front of the SDK: replayed in order once it is attached. After that a call
 * waits for the next paint (an SDK `track` takes a while on a phone, and a click's events would
 * otherwise run inside the click: docs/decisions/0015-interactions.md). A page that is hidden or
 * being left (`pagehide`, a link that loads another document) sends what waits, and any later
 * call, at once.
 */
export function createAnalyticsQueue(
  max = MAX_QUEUED,
  afterInput: () => Promise<void> = afterNextPaint,
) {
  let sdk: AnalyticsSdk | undefined;
  const queue: Command[] = [];
  const waiting: Command[] = [];
  const call = (command: Command) => {
    try {
      if (sdk) command(sdk);
    } catch (error) {
      console.warn('[analytics] SDK call failed', error);
    }
  };
  const flush = () => waiting.splice(0).forEach(call);
  const leaving = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const run = (command: Command) => {
    if (!sdk) {
      if (queue.length >= max) queue.shift();
      queue.push(command);
    } else if (leaving()) {
      // A hidden page paints no more (the field vitals report as the page is left).
      flush();
      call(command);
    } else if (waiting.push(command) === 1) {
      void afterInput().then(flush);
    }
  };
  return {
    track: (event: string, properties?: object) => run((s) => s.track(event, properties)),
    identify: (identity: SettledIdentity) => run((s) => s.identify(identity)),
    attach(next: AnalyticsSdk) {
      if (!sdk && typeof window !== 'undefined') {
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', () => leaving() && flush());
      }
      sdk = next;
      queue.splice(0).forEach(call);
    },
    pending: () => queue.length,
  };
}

/**
 * `page_view_time` for a stay over PAGE_STAY_MIN_MS (docs/product-rules.md §9); shorter stays are
 * not reported.
 */
export function pageStayEvent(stay: PageStay): TrackedEvent | null {
  if (!(stay.durationMs > PAGE_STAY_MIN_MS)) return null;
  return {
    event: 'page_view_time',
    properties: { url_path: stay.path, event_duration: Math.round(stay.durationMs) / 1000 },
  };
}

/**
 * The analytics event of a tracked click (docs/tracking-plan.md: the avatar menu's four events, and
 * `element_click` for an element with a name; anything else is ignored).
 */
export function clickEvent(click: TrackedClick): TrackedEvent | null {
  const properties = { element_content: click.content, url_path: click.path };
  if (click.event === 'element_click')
    return click.name
      ? { event: 'element_click', properties: { element_name: click.name, ...properties } }
      : null;
  return isAvatarClickEvent(click.event) ? { event: click.event, properties } : null;
}

const analytics = createAnalyticsQueue();

function defaultAnalyticsConfig(): AnalyticsStartConfig {
  return {
    serverUrl: env.analyticsUrl,
    frontEndId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
    crossSubdomain: Boolean(cookieDomain()),
  };
}

let started = false;

type LoadSdk = () => Promise<{
  loadSensors: (config: AnalyticsStartConfig, identity: SettledIdentity) => Promise<AnalyticsSdk>;
}>;

/**
 * Subscribes to the app's events (hearing the recent ones first), starts the field vitals (their
 * library loads now: this runs after the load event, when the page is idle), follows the analytics
 * identity (./identity.ts), then loads the SDK when idle. With a token, the SDK starts only once
 * user info has answered or failed, so that no event (its own page view and page load included)
 * leaves under the anonymous id or without `org_id`; until then they wait in the queue. Returns
 * the stop.
 */
export function startAnalytics(
  queryClient: QueryClient,
  {
    config = defaultAnalyticsConfig(),
    load = () => import('./sdk'),
  }: { config?: AnalyticsStartConfig; load?: LoadSdk } = {},
): () => void {
  if (started || typeof window === 'undefined' || !config.serverUrl) return () => undefined;
  started = true;
  const identity = watchAnalyticsIdentity(queryClient);
  // The one place that says where client errors go.
  const errors = startErrorReporting(
    (properties) => analytics.track('client_error', properties),
    config.frontEndId,
  );
  // What happened before this module loaded first, in its order across the buses, then what
  // happens next.
  const unsubscribe = listenWithReplay([
    listening(pageStayEvents, (stay) => {
      const report = pageStayEvent(stay);
      if (report) analytics.track(report.event, report.properties);
    }),
    listening(trackedClicks, (click) => {
      const report = clickEvent(click);
      if (report) analytics.track(report.event, report.properties);
    }),
    listening(trackedEvents, ({ event, properties }) => analytics.track(event, properties)),
    errors.listening,
  ]);
  startWebVitals((report) => analytics.track(report.event, report.properties)).catch(
    (error: unknown) => console.warn('[analytics] web-vitals did not load', error),
  );
  afterLoadWhenIdle(() => {
    // The chunk's evaluation, the SDK's set-up and the replay of what was queued each in a task
    // of its own (loadSensors splits its set-up once more).
    load()
      .then(async ({ loadSensors }) => {
        await nextTask();
        const first = await identity.settled();
        // A later login or logout reaches the SDK after what was queued before it.
        identity.onChange((next) => analytics.identify(next));
        const sdk = await loadSensors(config, first);
        await nextTask();
        analytics.attach(sdk);
        performance.mark?.(ANALYTICS_SDK_READY_MARK);
      })
      .catch((error: unknown) => console.warn('[analytics] the SDK did not load', error));
  });
  // The page never stops it; a test does (its listeners outlive the test otherwise).
  return () => {
    unsubscribe();
    errors.stop();
    identity.stop();
    started = false;
  };
}
