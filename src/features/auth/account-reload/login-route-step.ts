/**
 * What the login route does with the visitor it finds (docs/product-rules.md §4 "Session"): only
 * a 401 ends a session, so a visitor may arrive here still holding a token whose account could
 * not be loaded (a server error, a timeout, bad JSON on a protected page).
 */
import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries/session';
import { isLoggedIn } from '@/shared/session/session-store';

export type LoginRouteStep =
  /** No token: the login dialog. With a token whose account is loaded, it answers at once. */
  | 'login'
  /** A token whose account is not loaded yet (a fresh load of the login route): load it once. */
  | 'check'
  /** A token whose account failed to load: offer to load it again, or another account. */
  | 'offer-reload';

export interface AccountLoad {
  loaded: boolean;
  failed: boolean;
}

export function loginRouteStep(hasToken: boolean, account: AccountLoad): LoginRouteStep {
  if (!hasToken || account.loaded) return 'login';
  return account.failed ? 'offer-reload' : 'check';
}

/** Where the account's load stands in the query cache (the guard's load, or the avatar menu's). */
export function accountLoadOf(queryClient: QueryClient): AccountLoad {
  const state = queryClient.getQueryState(userInfoQueryOptions().queryKey);
  return { loaded: state?.data !== undefined, failed: state?.status === 'error' };
}

/** After loading the account: go on to the page asked for, log in, or offer to try again. */
export type AccountLoadOutcome = 'continue' | 'login' | 'offer-reload';

/**
 * Loads the account (user info, with its retries): `fresh` asks the server again even if an answer
 * is cached. A 401 has ended the session meanwhile (the API layer's handler dropped the token):
 * then the login dialog; any other failure keeps the token and offers to try again.
 */
export async function loadAccount(
  queryClient: QueryClient,
  { fresh }: { fresh: boolean },
): Promise<AccountLoadOutcome> {
  try {
    const options = userInfoQueryOptions();
    await (fresh ? queryClient.fetchQuery(options) : queryClient.ensureQueryData(options));
    return 'continue';
  } catch {
    return isLoggedIn() ? 'offer-reload' : 'login';
  }
}
