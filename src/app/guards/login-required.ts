import { loginHref } from '@/domain/paths';
import type { Guard } from './types';
import { next } from './types';

/** `/login?redirect=<path>`: the one builder (domain/paths.ts). */
export const loginRoute = loginHref;

export interface LoginGuardDeps {
  isLoggedIn: () => boolean;
  /** Loads (cached) user info; rejects when it cannot, which sends the user to login. */
  ensureUser: () => Promise<unknown>;
  /** Paths where user info is not loaded even when logged in. */
  userInfoExcludedPaths?: readonly string[];
}

export function createLoginGuard(deps: LoginGuardDeps): Guard {
  return async ({ url, requiresLogin: isProtected }) => {
    const path = url.pathname;
    const returnTo = path + url.search + url.hash;
    if (!deps.isLoggedIn()) {
      return isProtected ? { kind: 'redirect', to: loginRoute(returnTo) } : next;
    }
    const excluded = deps.userInfoExcludedPaths?.some(
      (p) => path === p || path.startsWith(`${p}/`),
    );
    if (excluded) return next;
    try {
      await deps.ensureUser();
      return next;
    } catch {
      // Only a 401 ends the session (docs/product-rules.md §4), and the API layer's 401 handler
      // has already dropped the token then (src/app/start.ts). After a server blip the token
      // stays: the login route, which loads no user info here (the app lists it among
      // `userInfoExcludedPaths`), offers to load the account again rather than sending the
      // visitor straight back into the same failure.
      return isProtected ? { kind: 'redirect', to: loginRoute(returnTo) } : next;
    }
  };
}
