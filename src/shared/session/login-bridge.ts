/**
 * Any feature may ask the visitor to log in without importing the auth feature (features never
 * import each other). The auth feature registers the opener; the promise resolves on login and
 * rejects when the dialog is closed without logging in (docs/product-rules.md §4 "Login dialog").
 */
export class LoginCancelledError extends Error {
  constructor() {
    super('login cancelled');
    this.name = 'LoginCancelledError';
  }
}

type LoginOpener = () => Promise<void>;
let opener: LoginOpener | undefined;

export function registerLoginOpener(fn: LoginOpener | null): void {
  opener = fn ?? undefined;
}

export function requestLogin(): Promise<void> {
  if (!opener) return Promise.reject(new Error('login dialog not registered'));
  return opener();
}
