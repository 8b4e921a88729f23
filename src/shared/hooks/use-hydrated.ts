import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true from the
 * next render on. Anything that depends on the browser (user agent, URL query, storage) reads it,
 * so that the first client render matches the server markup and no hydration mismatch occurs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
