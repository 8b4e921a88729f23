import { RELOAD_LIMIT_MS } from '@/shared/constants';
import { clientErrors, type ClientErrorReport } from '@/shared/events/client-errors';
import { listening, type Listening } from '@/shared/events/bus';
import { reloadAtKey, SESSION_KEYS } from '@/shared/storage/keys';
import { session } from '@/shared/storage/session';
import { tabSet } from '@/shared/storage/tab-set';
import { browserOf, createErrorReporter, reportOfEvent, type ErrorSink } from './error-reporter';

/** Sent keys kept per tab; beyond this the oldest are forgotten. */
const MAX_SENT_KEYS = 100;

/** What index.html's first script kept of the errors before this module loaded. */
interface EarlyErrors {
  __earlyErrors?: Event[];
  __stopEarlyErrors?: () => void;
}

/**
 * This load is the build check's reload after a chunk failed to load (src/features/build-check):
 * it stamped the path just before reloading.
 */
function reloadedForAChunk(): boolean {
  const at = Number(session.getString(reloadAtKey(window.location.pathname)));
  const since = performance.timeOrigin - at;
  return at > 0 && since >= 0 && since < RELOAD_LIMIT_MS;
}

/**
 * Starts reporting client errors to `sink`: the window's uncaught errors and rejections (those
 * before this module loaded from index.html's buffer), chunk loads that failed, the reload one
 * caused, and what the app reports on the client-errors bus. Returns the bus's listening, for the
 * caller's ordered replay (./index.ts), and the stop of the window's listeners.
 */
export function startErrorReporting(
  sink: ErrorSink,
  buildId: string,
): { listening: Listening; stop: () => void } {
  const report = createErrorReporter({
    sink,
    now: Date.now,
    route: () => window.location.pathname,
    buildId,
    browser: browserOf(navigator.userAgent),
    sent: tabSet(SESSION_KEYS.clientErrorsSent, MAX_SENT_KEYS),
  });
  const fromEvent = (event: Event) => {
    const found = reportOfEvent(event);
    if (found) report(found);
  };
  const early = window as Window & EarlyErrors;
  early.__stopEarlyErrors?.();
  (early.__earlyErrors ?? []).forEach(fromEvent);
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    report({
      kind: 'chunk_load',
      message: payload instanceof Error ? payload.message : String(payload),
      ...(payload instanceof Error ? { name: payload.name } : {}),
    });
  };
  window.addEventListener('error', fromEvent);
  window.addEventListener('unhandledrejection', fromEvent);
  window.addEventListener('vite:preloadError', onPreloadError);
  if (reloadedForAChunk())
    report({ kind: 'chunk_reload', message: 'reloaded after a chunk failed to load' });
  return {
    listening: listening(clientErrors, (error: ClientErrorReport) => report(error)),
    stop() {
      window.removeEventListener('error', fromEvent);
      window.removeEventListener('unhandledrejection', fromEvent);
      window.removeEventListener('vite:preloadError', onPreloadError);
    },
  };
}
