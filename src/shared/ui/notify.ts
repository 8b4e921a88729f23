/**
 * Light entry point for toasts: importing this costs nothing; sonner and the Toaster module are
 * fetched on the first message, and the app shell mounts <Toaster/> only from then on
 * (see useToasterRequested), so the landing page never loads them.
 */
import { useSyncExternalStore } from 'react';
import type { NotifyKind } from './notify-kind';

export type { NotifyKind };

let toasterModule: Promise<typeof import('./toaster')> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function notify(message: string, kind: NotifyKind = 'info'): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  toasterModule ??= import('./toaster');
  return toasterModule.then((m) => m.notify(message, kind));
}

/** True once any toast was raised: the shell then mounts the (lazy) Toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
