/**
 * The session's own queries (user info): loaded with the session code, only for a visitor with a
 * token (docs/decisions/0008-first-load-budget.md).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { retryFor } from '../call-policy';
import { readUserInfoCache, writeUserInfoCache } from '../session-cache';
import { getUserInfo, USER_INFO_PATH } from '../services/user';
import { queryKeys } from './keys';

/**
 * User info, with its retries (CALL_POLICIES in src/api/call-policy.ts), cached in sessionStorage:
 * a cached entry of the current token seeds the query, so `ensureQueryData` answers from the cache
 * and `fetchQuery` refreshes it.
 */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.info(),
    queryFn: async ({ signal }) => {
      const user = await getUserInfo({ signal });
      writeUserInfoCache(user);
      return user;
    },
    retry: retryFor(USER_INFO_PATH),
    // One load (with its retries) per page view: a failed load is not fetched again just because
    // another component (the avatar menu after the guard) mounts; its retry button and the next
    // navigation do.
    retryOnMount: false,
    initialData: () => readUserInfoCache()?.data,
    initialDataUpdatedAt: () => readUserInfoCache()?.at,
  });
}

/** On logout: drop every user-scoped answer (the session cache is cleared separately). */
export function removeUserQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: queryKeys.user.all });
  client.removeQueries({ queryKey: ['order'] });
}
