import { getSession, setSession } from '@/shared/storage/session';
import { SESSION_KEYS, type SourceCache } from '@/shared/storage/keys';

/** The visitor's source, kept for the tab's session (./source.ts). */
export function saveSource(source: SourceCache): void {
  setSession(SESSION_KEYS.sourceCache, { ...readSource(), ...source });
}

export function readSource(): SourceCache {
  return getSession<SourceCache>(SESSION_KEYS.sourceCache, {});
}
