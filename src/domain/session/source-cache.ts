import { getSession, setSession } from '@/shared/storage/session';
import { SESSION_KEYS, type SourceCache } from '@/shared/storage/keys';
import { isSourceId, keepChannelSource } from './channel-source';

/** The visitor's source for the tab's session (./source.ts), and its winner kept across visits. */
export function readSource(): SourceCache {
  return getSession<SourceCache>(SESSION_KEYS.sourceCache, {});
}

/**
 * A landing URL with `_uuid` or `sId`: a new campaign touch, which replaces the tab's source. The
 * source_id already looked up is kept only when the link's source uuid is the one it answered for
 * (a reload of the same link), so a new link is never attributed to the last one.
 */
export function captureSource(touch: { uuid?: string; sId?: string; lookupUuid?: string }): void {
  const before = readSource();
  const sameLookup = touch.lookupUuid !== undefined && before.lookedUp === touch.lookupUuid;
  saveSource({
    ...(touch.uuid && { uuid: touch.uuid }),
    ...(touch.sId && { sId: touch.sId }),
    ...(sameLookup && { sourceId: before.sourceId, lookedUp: before.lookedUp }),
  });
}

/** Merges `source` into the tab's source (a lookup's answer); its winner is the channel kept. */
export function mergeSource(source: SourceCache): void {
  saveSource({ ...readSource(), ...source });
}

/** The tab's winner: a looked-up source_id, else `sId`, else none. */
function sourceIdOf(source: SourceCache): number | undefined {
  if (isSourceId(source.sourceId)) return source.sourceId;
  const sId = Number(source.sId);
  return isSourceId(sId) ? sId : undefined;
}

function saveSource(source: SourceCache): void {
  setSession(SESSION_KEYS.sourceCache, source);
  const winner = sourceIdOf(source);
  if (winner !== undefined) keepChannelSource(winner);
}
