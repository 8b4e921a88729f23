import { getActivityCommonInfo } from '@/api/services/activity';
import type { ActivityCommonInfo } from '@/api/types';
import { runningActivityName } from '@/domain/activity/activity';
import { keptChannelSource } from './channel-source';
import { mergeSource, readSource } from './source-cache';

/**
 * Visitor source (docs/product-rules.md §2 "Attribution", docs/architecture.md "Attribution
 * details"): `_uuid` and `sId` go to the tab's source cache. A source uuid, `uuid` or else `_uuid`,
 * is looked up (docs/decisions/0005-analytics-attribution-build-check.md "Source uuid"); the
 * `source_id` of a running activity (its answer names it) wins over `sId`. The winner of the last
 * touch is kept CHANNEL_SOURCE_DAYS across visits (./channel-source.ts). In the domain layer
 * because the source-capture guard writes it and the login call (auth feature) and analytics read
 * it. The cache itself is ./source-cache.ts, which the guard needs on every page; this module loads
 * with its first lookup or read.
 */
export { captureSource, readSource } from './source-cache';

/** How long a login waits for a lookup still in flight before it goes without it. */
const LOOKUP_WAIT_AT_LOGIN_MS = 2000;

let lookupInFlight: { uuid: string; done: Promise<void> } | undefined;

/**
 * Looks a source uuid up once per tab session (one call at a time); a failure is only logged
 * (docs/product-rules.md §8). The activity page passes its own query's fetch, so the page and
 * the lookup share one call.
 */
export function lookupSourceByUuid(
  uuid: string,
  fetchInfo: (uuid: string) => Promise<ActivityCommonInfo> = (id) =>
    getActivityCommonInfo(id, { silent: true }),
): Promise<void> {
  if (readSource().lookedUp === uuid) return Promise.resolve();
  if (lookupInFlight?.uuid === uuid) return lookupInFlight.done;
  const done = fetchInfo(uuid)
    .then((info) => {
      // An activity the server does not run (no name) attributes nothing.
      const running = runningActivityName(info) !== undefined && typeof info.source_id === 'number';
      mergeSource(running ? { sourceId: info.source_id, lookedUp: uuid } : { lookedUp: uuid });
    })
    .catch((error: unknown) => console.warn('[attribution] source lookup failed', error))
    .finally(() => {
      if (lookupInFlight?.done === done) lookupInFlight = undefined;
    });
  lookupInFlight = { uuid, done };
  return done;
}

/** `cheese_org_source_id`: the last touch's source id within its CHANNEL_SOURCE_DAYS, else 0. */
export function currentSourceId(): number {
  return keptChannelSource() ?? 0;
}

/** `currentSourceId()` once a lookup in flight has answered (at most `maxWaitMs`). */
export async function settledSourceId(maxWaitMs = LOOKUP_WAIT_AT_LOGIN_MS): Promise<number> {
  if (lookupInFlight) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      lookupInFlight.done,
      new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
    ]);
    clearTimeout(timer);
  }
  return currentSourceId();
}
