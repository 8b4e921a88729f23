import { loginHref } from '@/domain/paths';
import type { Guard } from './types';
import { next } from './types';

export interface LoginGuardDeps {
  isLoggedIn: () => boolean;
  /** Loads (cached) user info; rejects when it cannot. */
  ensureUser: () => Promise<unknown>;
  /** Paths where user info is not loaded even when logged in. */
  userInfoExcludedPaths?: readonly string[];
  /**
   * How long a protected path waits for user info before its page shows (the account gate then
   * waits on the page, with its own retry: src/app/account-gate.tsx).
   */
  accountWaitMs: number;
}

/**
 * docs/product-rules.md §4 "Route guards": a public path never waits for the account (its load
 * starts, and the avatar fills in when it answers); a protected path waits at most
 * `accountWaitMs`, and a load that fails within that time sends the visitor to the login route.
 */
export function createLoginGuard(deps: LoginGuardDeps): Guard {
  return async ({ url, requiresLogin: isProtected }) => {
    const path = url.pathname;
    const returnTo = path + url.search + url.hash;
    if (!deps.isLoggedIn()) {
      return isProtected ? { kind: 'redirect', to: loginHref(returnTo) } : next;
    }
    const excluded = deps.userInfoExcludedPaths?.some(
      (p) => path === p || path.startsWith(`${p}/`),
    );
    if (excluded) return next;
    const loading = deps.ensureUser();
    if (!isProtected) {
      loading.catch(() => undefined); // the avatar menu shows the failure and offers a retry
      return next;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((done) => {
      timer = setTimeout(done, deps.accountWaitMs);
    });
    try {
      await Promise.race([loading, waited]);
      return next;
    } catch {
      // Only a 401 ends the session (docs/product-rules.md §4), and the API layer's 401 handler
      // has already dropped the token then (src/app/start-tasks.ts). After a server blip the token
      // stays: the login route, which loads no user info here (the app lists it among
      // `userInfoExcludedPaths`), offers to load the account again rather than sending the
      // visitor straight back into the same failure.
      return { kind: 'redirect', to: loginHref(returnTo) };
    } finally {
      clearTimeout(timer);
    }
  };
}
