/**
 * The Sensors SDK turns a page into its heatmap viewer when it is opened with `sa-request-id` in
 * the URL, in a JSON `window.name`, or left in the tab's storage by such a visit: it then loads
 * `heatmap_url`, by default a script from static.sensorsdata.cn, into the page (sa-sdk-javascript
 * 1.27.11 `heatmapMode`). Anyone could send a buyer such a link. This site does not offer the
 * viewer (docs/decisions/0005-analytics-attribution-build-check.md), so before the SDK starts the
 * request is taken out of all three places and the SDK never asks for the script.
 */
import { session } from '@/shared/storage/session';

const URL_PARAMS = ['sa-request-id', 'sa-request-type', 'sa-request-url'];
const SESSION_KEYS = ['sensors_heatmap_id', 'sensors_heatmap_type', 'sensors_heatmap_url'];

interface HeatmapRequestPlaces {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'state' | 'replaceState'>;
  frame: { name: string };
  session: { remove(key: string): void };
}

function namesHeatmap(windowName: string): boolean {
  if (!windowName.includes('sa-request-id')) return false;
  try {
    const parsed: unknown = JSON.parse(windowName);
    return typeof parsed === 'object' && parsed !== null && 'sa-request-id' in parsed;
  } catch {
    return false;
  }
}

export function dropHeatmapRenderRequest(
  places: HeatmapRequestPlaces = {
    location: window.location,
    history: window.history,
    frame: window,
    session,
  },
): void {
  const url = new URL(places.location.href);
  if (URL_PARAMS.some((name) => url.searchParams.has(name))) {
    for (const name of URL_PARAMS) url.searchParams.delete(name);
    // The same history entry and state: the router's own key stays.
    places.history.replaceState(places.history.state, '', url.href);
  }
  if (namesHeatmap(places.frame.name)) places.frame.name = '';
  // Blocked storage holds nothing of the SDK's either: the safe store's remove never throws.
  for (const key of SESSION_KEYS) places.session.remove(key);
}
