import { session } from './session';

/**
 * A set of keys kept in this tab's sessionStorage under `storageKey`, so that it lasts through
 * reloads and returns from another site, and not into other tabs. Beyond `max` keys the oldest
 * are forgotten. Storage that is blocked or full keeps the set for this page only.
 */
const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

export function tabSet(storageKey: string, max: number) {
  // What is not a list of keys (another shape, a hand-edited value) is an empty set, not a crash.
  const keys = new Set(session.get<string[]>(storageKey, [], isKeyList));
  return {
    has: (key: string) => keys.has(key),
    add(key: string) {
      keys.add(key);
      session.set(storageKey, [...keys].slice(-max));
    },
  };
}
