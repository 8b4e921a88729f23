import { createBuildWatcher, fetchBuildId } from './build-watcher';
import { reloadAtNextNavigation, reloadOnce } from './index';
import { visitorIsBusy } from './visitor-busy';

/** How often the deployed build id is polled while the tab is visible. */
const BUILD_POLL_MS = 60_000;
/** The first check waits this long after the start, off the critical path. */
const FIRST_CHECK_DELAY_MS = 1_000;
const BUILD_MANIFEST_PATH = 'builds/latest.json';
const RUNNING_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

function manifestUrl(): string {
  return `${import.meta.env.BASE_URL}${BUILD_MANIFEST_PATH}?t=${Date.now()}`;
}

let started = false;

/**
 * The build check's polling (docs/product-rules.md §4): builds/latest.json (with a timestamp
 * query) while the tab is visible; a new id reloads the page being shown or navigated to, within
 * the same limit as a chunk-load error (./index.ts), or, while the visitor is busy in a dialog or
 * a form, loads with the next navigation. Started once the page has loaded and is idle.
 */
export function startBuildPolling({
  pollMs = BUILD_POLL_MS,
  runningId = RUNNING_BUILD_ID,
}: { pollMs?: number; runningId?: string } = {}): void {
  if (started || runningId === 'dev') return; // the dev server has no manifest
  started = true;
  const watcher = createBuildWatcher({
    runningId,
    fetchLatestId: () => fetchBuildId(manifestUrl()),
    // Not in the middle of a typed SMS code or an invoice form: at the next navigation instead.
    reload: () => {
      if (!visitorIsBusy()) return reloadOnce();
      reloadAtNextNavigation();
      return true;
    },
  });
  const checkIfVisible = () => {
    if (document.visibilityState === 'visible') void watcher.check();
  };
  window.setTimeout(() => {
    checkIfVisible();
    window.setInterval(checkIfVisible, pollMs);
    document.addEventListener('visibilitychange', checkIfVisible);
  }, FIRST_CHECK_DELAY_MS);
}
