import { SESSION_TIMEOUT_MS } from './options';

/**
 * The analytics session of docs/product-rules.md §9 (SESSION_TIMEOUT_MS): the SDK's own session
 * plugin hard-codes 30 min, so the app keeps a `session_id` that every event carries and that
 * changes after an idle gap. Kept in memory: a reload within the gap starts a new id, which only
 * splits sessions, never merges them.
 */
export function createAnalyticsSession(
  now: () => number = Date.now,
  timeoutMs = SESSION_TIMEOUT_MS,
) {
  let id = '';
  let lastActivity = -Infinity;
  const newId = () => `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return {
    /** The id for an event happening now; starts a new session after the idle gap. */
    touch(): string {
      const at = now();
      if (!id || at - lastActivity > timeoutMs) id = newId();
      lastActivity = at;
      return id;
    },
  };
}
