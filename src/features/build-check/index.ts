import { useMemo } from 'react';
import { session } from '@/shared/storage/session';
import { createBuildWatcher, fetchBuildId } from './build-watcher';
import { isChunkLoadError } from './chunk-error';
import { createReloadLimiter, type ReloadLimiter } from './reload-limiter';

export { isChunkLoadError } from './chunk-error';

/** How often the deployed build id is polled while the tab is visible. */
const BUILD_POLL_MS = 60_000;
/** The first check waits this long after the load event, off the critical path. */
const FIRST_CHECK_DELAY_MS = 1_000;
const BUILD_MANIFEST_PATH = 'builds/latest.json';
const RUNNING_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

let limiter: ReloadLimiter | undefined;
/** The URL to reload: the target of a navigation in progress, else the current one (set by the app). */
let targetHref: () => string = () => window.location.href;

function browserLimiter(): ReloadLimiter {
  limiter ??= createReloadLimiter({
    storage: session,
    now: () => Date.now(),
    load: (href) => {
      if (href === window.location.href) window.location.reload();
      else window.location.assign(href);
    },
  });
  return limiter;
}

function manifestUrl(): string {
  return `${import.meta.env.BASE_URL}${BUILD_MANIFEST_PATH}?t=${Date.now()}`;
}

/**
 * A dynamic import failed (Vite's preload helper reports it before the importer sees it). Reload
 * once for the page being shown or navigated to; when the limit refuses, the error goes on to the
 * route's error boundary, which shows the error screen.
 */
function onPreloadError(event: Event): void {
  // Offline, a reload would only trade the page for the browser's error page: the failure goes
  // on to its caller instead (the API layer's network message, the route's offline notice).
  if (isOffline()) return;
  if (!browserLimiter().reloadOnce(targetHref())) {
    console.warn(
      '[build-check] a chunk failed to load again; not reloading',
      (event as Event & { payload?: unknown }).payload,
    );
  }
}

function afterLoad(run: () => void): void {
  const later = () => window.setTimeout(run, FIRST_CHECK_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export interface BuildCheckOptions {
  /** The URL a reload should load (the app passes the router's pending or current location). */
  targetHref?: () => string;
  pollMs?: number;
  runningId?: string;
}

// Listening from the first import on: the app's first chunks load before startBuildCheck() runs.
if (typeof window !== 'undefined') window.addEventListener('vite:preloadError', onPreloadError);

let started = false;

/**
 * The build check of docs/product-rules.md §4: poll builds/latest.json (with a timestamp query),
 * reload on a new id, and reload on a chunk-load error — at most once per path per 10 s.
 */
export function startBuildCheck(options: BuildCheckOptions = {}): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (options.targetHref) targetHref = options.targetHref;

  const runningId = options.runningId ?? RUNNING_BUILD_ID;
  if (runningId === 'dev') return; // the dev server has no manifest
  const watcher = createBuildWatcher({
    runningId,
    fetchLatestId: () => fetchBuildId(manifestUrl()),
    reload: () => browserLimiter().reloadOnce(targetHref()),
  });
  const checkIfVisible = () => {
    if (document.visibilityState === 'visible') void watcher.check();
  };
  afterLoad(() => {
    checkIfVisible();
    window.setInterval(checkIfVisible, options.pollMs ?? BUILD_POLL_MS);
    document.addEventListener('visibilitychange', checkIfVisible);
  });
}

/**
 * For route error boundaries: a chunk-load error reloads the page once (the boundary renders
 * nothing meanwhile); when the limit refuses — the chunk is really gone — it returns false and the
 * boundary shows its error screen. Deciding needs the reload attempt itself (it fails when storage
 * cannot record it), so it runs while rendering; `reloadOnce` is idempotent within a page, which
 * keeps StrictMode's double render harmless.
 */
export function useReloadOnChunkError(error: unknown): boolean {
  return useMemo(
    () => isChunkLoadError(error) && !isOffline() && browserLimiter().reloadOnce(targetHref()),
    [error],
  );
}

/** The browser knows it has no network (`navigator.onLine` is only reliable when false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
