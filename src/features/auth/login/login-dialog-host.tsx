import { useSyncExternalStore } from 'react';
import { LoginCancelledError } from '@/shared/session/login-bridge';
import { afterNextPaint } from '@/shared/after-next-paint';
import { getToken } from '@/shared/storage/token';
import { LoginDialog } from './login-dialog';

/**
 * The login dialog, in the app's own tree: the app shell renders `LoginDialogHost` once a login
 * was first asked for (src/app/root.tsx), inside the app's providers, so any code path (a route,
 * the payment flow, a page without a layout) can open it, and neither the dialog nor Radix is part
 * of the landing page's first load. One request at a time: asking again while it is open returns
 * the same promise.
 */
interface HostState {
  open: boolean;
  /** Bumped per opening, so every opening starts with a fresh form. */
  session: number;
}

let state: HostState = { open: false, session: 0 };
const listeners = new Set<() => void>();
let pending:
  | { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void }
  | undefined;

function setState(next: HostState) {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function settle(loggedIn: boolean) {
  const request = pending;
  pending = undefined;
  setState({ ...state, open: false });
  if (loggedIn) request?.resolve();
  else request?.reject(new LoginCancelledError());
}

/** Where the dialog renders: the app shell's, inside the app's QueryClient provider. */
export function LoginDialogHost() {
  const { open, session } = useSyncExternalStore(subscribe, () => state);
  if (session === 0) return null;
  return (
    <LoginDialog
      key={session}
      open={open}
      onLoggedIn={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}

/**
 * Opens the dialog; resolves on login, rejects with LoginCancelledError when closed without. The
 * dialog renders after the next paint: its first render (Radix's focus trap, the scroll lock) is
 * a long task on a mid-range phone, and the click that asked for it paints first
 * (docs/decisions/0015-interactions.md).
 */
export function openLoginDialog(): Promise<void> {
  if (getToken()) return Promise.resolve();
  if (pending) return pending.promise;
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const request = { promise, resolve, reject };
  pending = request;
  void afterNextPaint().then(() => {
    // Closed (a logout elsewhere) before it showed.
    if (pending !== request) return;
    setState({ open: true, session: state.session + 1 });
  });
  return promise;
}

/** Closes an open dialog as if cancelled (a logout elsewhere, tests). */
export function closeLoginDialog(): void {
  if (pending) settle(false);
}
