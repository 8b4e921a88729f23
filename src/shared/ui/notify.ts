/**
 * Light entry point for toasts: importing this costs nothing; sonner and the Toaster module are
 * fetched on the first message. The grouping itself lives in ./toaster (the same chunk the app
 * shell lazy-loads to mount <Toaster/>).
 */
export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

let toasterModule: Promise<typeof import('./toaster')> | undefined;

export function notify(message: string, kind: NotifyKind = 'info'): Promise<void> {
  toasterModule ??= import('./toaster');
  return toasterModule.then((m) => m.notify(message, kind));
}
