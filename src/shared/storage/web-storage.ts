import { parseStored, stringifySafe, type Guard } from './json';

/**
 * Typed JSON access to a Web Storage area that never throws. Reading `window.localStorage`
 * itself throws a SecurityError when storage is blocked (cookies disabled, sandboxed frames),
 * and `setItem` throws QuotaExceededError when full (or always, in some private modes).
 */
export interface SafeStorage {
  /** The raw string, or null when missing or unreadable. */
  getString: (key: string) => string | null;
  /** Returns false when the write failed. */
  setString: (key: string, value: string) => boolean;
  /** Parsed JSON, or `fallback` when missing, unparsable, unreadable or rejected by `guard`. */
  get: <T>(key: string, fallback: T, guard?: Guard<T>) => T;
  /** Stores `value` as JSON; returns false when it could not be stored. */
  set: (key: string, value: unknown) => boolean;
  remove: (key: string) => void;
}

export function createSafeStorage(area: () => Storage | null | undefined): SafeStorage {
  const resolve = (): Storage | null => {
    try {
      return area() ?? null;
    } catch {
      return null;
    }
  };
  const getString = (key: string): string | null => {
    try {
      return resolve()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const setString = (key: string, value: string): boolean => {
    const storage = resolve();
    if (!storage) return false;
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  return {
    getString,
    setString,
    get: (key, fallback, guard) => parseStored(getString(key), fallback, guard),
    set: (key, value) => {
      const text = stringifySafe(value);
      return text === null ? false : setString(key, text);
    },
    remove: (key) => {
      try {
        resolve()?.removeItem(key);
      } catch {
        // Blocked storage has nothing to remove.
      }
    },
  };
}
