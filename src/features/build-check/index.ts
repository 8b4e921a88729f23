import { useMemo } from 'react';
import { LEAVING_GRACE_MS } from '@/shared/constants';
import { loadPage } from '@/shared/navigation';
import { session } from '@/shared/storage/session';
import { isChunkLoadError } from './chunk-error';
import { watchLeaving } from './leaving';
import { createReloadLimiter, type ReloadLimiter } from './reload-limiter';

export { isChunkLoadError } from './chunk-error';

let limiter: ReloadLimiter | undefined;
/** The URL to reload: the target of a navigation in progress, else the current one (set by the app). */
let targetHref: () => string = () => window.location.href;

// Watched from the first import on, like the preload errors below.
const leaving = typeof window !== 'undefined' ? watchLeaving(window, LEAVING_GRACE_MS) : undefined;

/**
 * Reloads `targetHref()` once (per path per RELOAD_LIMIT_MS); false when the limit refuses. Put off
 * while the page is being left (./leaving.ts): its loads failed because the visitor is going
 * elsewhere.
 */
export function reloadOnce(): boolean {
  if (leaving?.putOff(reloadOnce)) return true;
  limiter ??= createReloadLimiter({
    storage: session,
    now: () => Date.now(),
    load: loadPage,
  });
  return limiter.reloadOnce(targetHref());
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
  if (!reloadOnce()) {
    console.warn(
      '[build-check] a chunk failed to load again; not reloading',
      (event as Event & { payload?: unknown }).payload,
    );
  }
}

// Listening from the first import on: the app's first chunks load before the app has started.
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', onPreloadError);
}

/**
 * The build check of docs/product-rules.md §4: a chunk-load error reloads the page, at most once
 * per path per RELOAD_LIMIT_MS. Polling builds/latest.json for a new build is ./poll.ts, started
 * once the page has loaded and is idle (src/app/boot.ts): its code stays out of the first
 * load. The app sets the URL a reload should load: the router's pending or current location.
 */
export function setReloadTarget(href: () => string): void {
  targetHref = href;
}

let reloadDeferred = false;

/** A new build while the visitor is busy (./visitor-busy.ts): the next navigation loads it. */
export function reloadAtNextNavigation(): void {
  if (!reloadDeferred) console.info('[build-check] a new build: it loads at the next navigation');
  reloadDeferred = true;
}

/** The app's router started a navigation: a deferred new build loads with its target. */
export function navigationStarted(): void {
  if (!reloadDeferred) return;
  reloadDeferred = false;
  reloadOnce();
}

/**
 * For route error boundaries: a chunk-load error reloads the page once (the boundary renders
 * nothing meanwhile); when the limit refuses — the chunk is really gone — it returns false and the
 * boundary shows its error screen. Deciding needs the reload attempt itself (it fails when storage
 * cannot record it), so it runs while rendering; `reloadOnce` is idempotent within a page, which
 * keeps StrictMode's double render harmless.
 */
export function useReloadOnChunkError(error: unknown): boolean {
  return useMemo(() => isChunkLoadError(error) && !isOffline() && reloadOnce(), [error]);
}

/** The browser knows it has no network (`navigator.onLine` is only reliable when false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
