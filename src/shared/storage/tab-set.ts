import { session } from './session';

/**
 * A set of keys kept in this tab's sessionStorage under `storageKey`, so that it lasts through
 * reloads and returns from another site, and not into other tabs. Beyond `max` keys the oldest
 * are forgotten. Storage that is blocked or full keeps the set for this page only.
 */
export function tabSet(storageKey: string, max: number) {
  const keys = new Set(session.get<string[]>(storageKey, []));
  return {
    has: (key: string) => keys.has(key),
    add(key: string) {
      keys.add(key);
      session.set(storageKey, [...keys].slice(-max));
    },
  };
}
