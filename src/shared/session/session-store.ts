import { useSyncExternalStore } from 'react';
import { getToken } from '@/shared/storage/token';

/**
 * Whether a token is held, as a subscribable store: the token lives in a cookie, which React
 * cannot watch, so login and logout call `notifySessionChanged()`.
 */
const listeners = new Set<() => void>();

export function notifySessionChanged(): void {
  listeners.forEach((listener) => listener());
}

/** Called after every login and logout of this tab. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isLoggedIn = (): boolean => Boolean(getToken());

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(onSessionChange, isLoggedIn, () => false);
}
