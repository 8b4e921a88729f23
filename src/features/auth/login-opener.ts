import { useSyncExternalStore } from 'react';
import { loadNamespaces } from '@/i18n';
import { registerLoginOpener } from '@/shared/session/login-bridge';
import { getToken } from '@/shared/storage/token';

type DialogModule = typeof import('./login/login-dialog-host');
let dialogModule: Promise<DialogModule> | undefined;

/** Loads the login dialog's chunk and strings ahead of need; a failed load is tried again next time. */
function preloadLoginDialog(): Promise<DialogModule> {
  dialogModule ??= Promise.all([import('./login/login-dialog-host'), loadNamespaces(['auth'])])
    .then(([module]) => module)
    .catch((error: unknown) => {
      dialogModule = undefined;
      throw error;
    });
  return dialogModule;
}

let requested = false;
const listeners = new Set<() => void>();

/**
 * Makes `requestLogin()` (src/shared/session/login-bridge.ts) open the login dialog. Cheap to call
 * at start-up: the dialog, Radix and the form load on the first request, or when the returned
 * preload is called. An already logged-in visitor is answered at once.
 */
export function registerLoginDialog(): () => Promise<unknown> {
  registerLoginOpener(async () => {
    if (getToken()) return;
    const { openLoginDialog } = await preloadLoginDialog();
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
    return openLoginDialog();
  });
  return preloadLoginDialog;
}

/** True once a login was asked for: the app shell then renders the dialog's host. */
export function useLoginDialogRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
