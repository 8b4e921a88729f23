import type { PageStay } from '@/shared/events/page-stay';
import type { NavigationWatch } from './types';

export type { PageStay };

/**
 * Reports the time spent on the previous page at each navigation (docs/product-rules.md §4).
 * The analytics feature decides what to send (it reports only stays over
 * `ANALYTICS.pageStayMinMs`, src/shared/constants.ts).
 */
export function createPageStayWatch(
  report: (stay: PageStay) => void,
  now = () => Date.now(),
): NavigationWatch {
  let current: { path: string; since: number } | null = null;
  return ({ url }) => {
    const path = url.pathname;
    const at = now();
    if (current && current.path !== path)
      report({ path: current.path, durationMs: at - current.since });
    if (!current || current.path !== path) current = { path, since: at };
  };
}
