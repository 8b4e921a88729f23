import { getActivityCommonInfo } from '@/api/services/activity';
import { getSession, setSession } from '@/shared/storage/session';
import { SESSION_KEYS, type SourceCache } from '@/shared/storage/keys';

/**
 * Visitor source (docs/product-rules.md §1, docs/architecture.md "Attribution details"): `_uuid`
 * and `sId` go to the source cache; `uuid` is looked up and its `source_id` wins. In the domain
 * layer because the source-capture guard writes it and the login call (auth feature) reads it as
 * `cheese_org_source_id`.
 */
let resolvedSourceId: number | undefined;

export function saveSource(source: SourceCache): void {
  const current = getSession<SourceCache>(SESSION_KEYS.sourceCache, {});
  setSession(SESSION_KEYS.sourceCache, { ...current, ...source });
}

function readSource(): SourceCache {
  return getSession<SourceCache>(SESSION_KEYS.sourceCache, {});
}

export async function lookupSourceByUuid(uuid: string): Promise<void> {
  try {
    const info = await getActivityCommonInfo(uuid, { silent: true });
    if (typeof info.source_id === 'number') resolvedSourceId = info.source_id;
  } catch (error) {
    // A failed lookup is only logged (docs/product-rules.md §8).
    console.warn('[attribution] source lookup failed', error);
  }
}

/** `cheese_org_source_id`: the looked-up source id, else `sId`, else 0. */
export function currentSourceId(): number {
  if (resolvedSourceId !== undefined) return resolvedSourceId;
  const sId = Number(readSource().sId);
  return Number.isFinite(sId) ? sId : 0;
}
