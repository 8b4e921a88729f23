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
  /**
   * Called with the failure when user info cannot be loaded on a protected path, before going to
   * the login route. Only a 401 ends the session (docs/product-rules.md §4); after a server blip
   * the token stays, and the login route, which does not load user info here (it is one of
   * `userInfoExcludedPaths`), offers to load the account again rather than sending the visitor
   * straight back into the same failure.
   */
  onUserLoadFailed?: (error: unknown) => void | Promise<void>;
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
    } catch (error) {
      if (!isProtected) return next;
      await deps.onUserLoadFailed?.(error);
      return { kind: 'redirect', to: loginRoute(returnTo) };
    }
  };
}
