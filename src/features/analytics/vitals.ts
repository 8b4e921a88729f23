/**
 * Field vitals (docs/decisions/0005-analytics-attribution-build-check.md, "Field vitals"): LCP, INP,
 * CLS, FCP and TTFB of the document the visitor loaded, measured by the web-vitals library and sent
 * through the analytics queue as ONE `web_vitals` event per page view, when the page is hidden (which
 * includes leaving it). The library is imported by `startWebVitals`, which the analytics start calls
 * after the load event and an idle moment: it is never in a page's first load.
 *
 * web-vitals measures the document load only; in-app navigations get no metrics of their own (no
 * soft-navigation metrics are invented), so the event names the document's route.
 */
import type { TrackingPlan } from '@/shared/events/tracking-plan';
import { WEB_VITALS_OBSERVING_MARK } from '@/shared/perf-marks';

/** The event's name, as the tracking plan spells it. */
export const WEB_VITALS_EVENT = 'web_vitals' satisfies keyof TrackingPlan;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** What this module reads of a web-vitals `Metric`. */
export interface VitalMetric {
  name: VitalName;
  value: number;
  /** web-vitals' navigation type: 'navigate', 'reload', 'back-forward', 'back-forward-cache'… */
  navigationType: string;
  /** INP: a stable name of the element the slowest interaction reached (./interaction-target.ts). */
  target?: string;
}

/**
 * Subscribes `report` to the five metrics; resolves once they are observed. Each metric reaches
 * `report` when its value is final for the page view (web-vitals' `reportAllChanges: false`): FCP
 * and TTFB when known, LCP at the first input or when the page is hidden, CLS and INP when the page
 * is hidden (INP only after an interaction).
 */
export type VitalsSource = (report: (metric: VitalMetric) => void) => Promise<void>;

const webVitalsLibrary: VitalsSource = async (report) => {
  const [{ onCLS, onFCP, onINP, onLCP, onTTFB }, { interactionTargetName, rememberInputTargets }] =
    await Promise.all([import('web-vitals/attribution'), import('./interaction-target')]);
  const targetAt = rememberInputTargets();
  const options = { reportAllChanges: false, generateTarget: interactionTargetName };
  const plain = ({ name, value, navigationType }: VitalMetric) =>
    report({ name, value, navigationType });
  for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(plain, options);
  onINP((metric) => {
    const { interactionTime, interactionTarget } = metric.attribution;
    report({
      name: metric.name,
      value: metric.value,
      navigationType: metric.navigationType,
      target:
        (interactionTime === undefined ? undefined : targetAt(interactionTime)) ??
        (interactionTarget || undefined),
    });
  }, options);
};

export interface VitalsEvent {
  event: string;
  properties: Record<string, string | number>;
}

/** The field INP's interaction target, beside its value. */
const INP_TARGET_PROPERTY = 'inp_target';

const PROPERTY: Record<VitalName, string> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  FCP: 'fcp',
  TTFB: 'ttfb',
};

/**
 * The event of one page view: `route`, `navigation_type` and the metrics that were measured —
 * times in whole milliseconds, CLS to four decimals; a metric not measured is left out.
 */
export function vitalsEvent(
  route: string,
  navigationType: string,
  values: Partial<Record<VitalName, number>>,
  inpTarget?: string,
): VitalsEvent {
  const properties: Record<string, string | number> = { route, navigation_type: navigationType };
  if (inpTarget && values.INP !== undefined) properties[INP_TARGET_PROPERTY] = inpTarget;
  for (const [name, value] of Object.entries(values) as [VitalName, number][]) {
    if (!Number.isFinite(value)) continue;
    properties[PROPERTY[name]] =
      name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  return { event: WEB_VITALS_EVENT, properties };
}

/**
 * Collects the metrics of a page view and sends them as one event on `flush` (the page is hidden).
 * After that the page view is reported: later values for it (the visitor came back and interacted
 * again) are dropped. Only a restore from the back/forward cache starts another page view, whose
 * metrics web-vitals reports afresh with navigation type 'back-forward-cache'. A flush before any
 * metric arrived sends nothing and closes nothing.
 */
export function createVitalsCollector(route: string, send: (event: VitalsEvent) => void) {
  let view: {
    navigationType: string;
    values: Partial<Record<VitalName, number>>;
    inpTarget?: string;
  } | null = null;
  let reported = false;
  return {
    add(metric: VitalMetric): void {
      if (metric.navigationType === 'soft-navigation') return;
      if (reported) {
        if (metric.navigationType !== 'back-forward-cache') return;
        reported = false;
      }
      view ??= { navigationType: metric.navigationType, values: {} };
      view.values[metric.name] = metric.value;
      if (metric.name === 'INP') view.inpTarget = metric.target;
    },
    flush(): void {
      if (reported || !view) return;
      reported = true;
      send(vitalsEvent(route, view.navigationType, view.values, view.inpTarget));
      view = null;
    },
  };
}

/** The path of the document the visitor loaded (not of a later in-app navigation), without query. */
export function documentPath(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    return new URL(entry?.name || window.location.href).pathname;
  } catch {
    return window.location.pathname;
  }
}

/**
 * Starts measuring (loading the library) and sends the page view's event through `send` when the
 * page is first hidden. The listener is the document's own (target phase), so it runs after
 * web-vitals' capture listeners on window, which report the final LCP, CLS and INP on the same
 * event. `pagehide` is not a flush point: browsers fire it before `visibilitychange` when a page
 * is left, so flushing there would send the page view without its CLS and INP.
 */
export async function startWebVitals(
  send: (event: VitalsEvent) => void,
  {
    source = webVitalsLibrary,
    route = documentPath(),
  }: { source?: VitalsSource; route?: string } = {},
): Promise<void> {
  const collector = createVitalsCollector(route, send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  await source((metric) => collector.add(metric));
  performance.mark?.(WEB_VITALS_OBSERVING_MARK);
}
