import { getActivityCommonInfo } from '@/api/services/activity';
import { readSource, saveSource } from './source-cache';

/**
 * Visitor source (docs/product-rules.md §1, docs/architecture.md "Attribution details"): `_uuid`
 * and `sId` go to the source cache. A source uuid, `uuid` or else `_uuid`, is looked up
 * (docs/decisions/0005-analytics-attribution-build-check.md "Source uuid") and its `source_id`,
 * kept in the same cache for the tab's session, wins over `sId`. In the domain layer because the
 * source-capture guard writes it and the login call (auth feature) and analytics read it. The
 * cache itself is ./source-cache.ts, which the guard needs on every page; this module loads with
 * its first lookup or read.
 */
export { readSource, saveSource } from './source-cache';

/** How long a login waits for a lookup still in flight before it goes without it. */
const LOOKUP_WAIT_AT_LOGIN_MS = 2000;

let lookupInFlight: { uuid: string; done: Promise<void> } | undefined;

/**
 * Looks a source uuid up once per tab session (one call at a time); a failure is only logged
 * (docs/product-rules.md §8).
 */
export function lookupSourceByUuid(uuid: string): Promise<void> {
  if (readSource().lookedUp === uuid) return Promise.resolve();
  if (lookupInFlight?.uuid === uuid) return lookupInFlight.done;
  const done = getActivityCommonInfo(uuid, { silent: true })
    .then((info) => {
      if (typeof info.source_id === 'number')
        saveSource({ sourceId: info.source_id, lookedUp: uuid });
    })
    .catch((error: unknown) => console.warn('[attribution] source lookup failed', error))
    .finally(() => {
      if (lookupInFlight?.done === done) lookupInFlight = undefined;
    });
  lookupInFlight = { uuid, done };
  return done;
}

/** `cheese_org_source_id`: the looked-up source id, else `sId`, else 0. */
export function currentSourceId(): number {
  const source = readSource();
  if (typeof source.sourceId === 'number') return source.sourceId;
  const sId = Number(source.sId);
  return Number.isFinite(sId) ? sId : 0;
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
