import { useSyncExternalStore, type ComponentType } from 'react';
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

/** The dialog's host once its code has loaded for a first request: the app shell renders it. */
let host: ComponentType | null = null;
const listeners = new Set<() => void>();

/**
 * Makes `requestLogin()` (src/shared/session/login-bridge.ts) open the login dialog. Cheap to call
 * at start-up: the dialog, Radix and the form load on the first request, or when the returned
 * preload is called. An already logged-in visitor is answered at once.
 */
export function registerLoginDialog(): () => Promise<unknown> {
  registerLoginOpener(async () => {
    if (getToken()) return;
    const { openLoginDialog, LoginDialogHost } = await preloadLoginDialog();
    if (!host) {
      host = LoginDialogHost;
      listeners.forEach((listener) => listener());
    }
    return openLoginDialog();
  });
  return preloadLoginDialog;
}

/**
 * The dialog's host once a login was asked for, else null. Its code is already loaded then, so the
 * app shell renders it at once, with no Suspense boundary whose reveal React would hold back.
 */
export function useLoginDialogHost(): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => host,
    () => null,
  );
}
