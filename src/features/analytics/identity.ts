import { hashKey, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import type { User } from '@/api/types';
import { onSessionChange } from '@/shared/session/session-store';
import { getToken } from '@/shared/storage/token';

/**
 * Who the analytics events belong to (docs/product-rules.md §3 "Analytics identity"): the
 * account's own `user_id` and `org_id` from user info, on every page load and in every tab.
 *
 * - `anonymous`: no token; the SDK's anonymous id.
 * - `pending`: a token, and user info has not answered yet; events wait (src/features/analytics).
 * - `unknown`: a token, and user info failed; events go with the identity the SDK stored at the
 *   last login on this device, without `org_id`.
 * - `user`: user info answered.
 */
export type AnalyticsIdentity =
  | { kind: 'anonymous' }
  | { kind: 'pending' }
  | { kind: 'unknown' }
  | { kind: 'user'; userId: string; orgId?: number };

export type SettledIdentity = Exclude<AnalyticsIdentity, { kind: 'pending' }>;

export interface IdentityInputs {
  hasToken: boolean;
  user?: Pick<User, 'user_id' | 'org_id'>;
  /** The user-info load failed (after its retries) and left no answer. */
  userInfoFailed: boolean;
}

/** The identity the inputs give, after `previous`. */
export function nextIdentity(
  previous: AnalyticsIdentity,
  inputs: IdentityInputs,
): AnalyticsIdentity {
  if (!inputs.hasToken) return { kind: 'anonymous' };
  if (inputs.user)
    return {
      kind: 'user',
      userId: String(inputs.user.user_id),
      ...(inputs.user.org_id ? { orgId: inputs.user.org_id } : {}),
    };
  // The answer was dropped from the cache (no page observed it) or is loading again: same account.
  if (previous.kind === 'user') return previous;
  return inputs.userInfoFailed ? { kind: 'unknown' } : { kind: 'pending' };
}

function sameIdentity(a: AnalyticsIdentity, b: AnalyticsIdentity): boolean {
  if (a.kind !== 'user' || b.kind !== 'user') return a.kind === b.kind;
  return a.userId === b.userId && a.orgId === b.orgId;
}

export interface IdentityWatch {
  current(): AnalyticsIdentity;
  /** Resolves with the first identity that is not `pending`. */
  settled(): Promise<SettledIdentity>;
  /** Every later change to a settled identity. */
  onChange(listener: (identity: SettledIdentity) => void): () => void;
  stop(): void;
}

/**
 * Follows the token and the user-info answer in the query cache. Re-reads the token when the tab
 * comes back into view, since another tab may have logged in or out. With a token and no user-info
 * query at all, it loads user info itself (a page without the avatar menu asks for none).
 */
export function watchAnalyticsIdentity(
  queryClient: QueryClient,
  hasToken: () => boolean = () => Boolean(getToken()),
): IdentityWatch {
  const key = queryKeys.user.info();
  const hash = hashKey(key);
  let current: AnalyticsIdentity = { kind: 'pending' };
  const listeners = new Set<(identity: SettledIdentity) => void>();

  const update = () => {
    const token = hasToken();
    const state = queryClient.getQueryState<User>(key);
    // No query at all, and the account not known yet (a dropped answer keeps the known one).
    if (token && !state && current.kind !== 'user') loadUserInfo(queryClient);
    const next = nextIdentity(current, {
      hasToken: token,
      user: state?.data,
      userInfoFailed: state?.status === 'error',
    });
    if (sameIdentity(next, current)) return;
    current = next;
    if (next.kind !== 'pending') listeners.forEach((listener) => listener(next));
  };

  const stopCache = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash === hash) update();
  });
  const stopSession = onSessionChange(update);
  const onVisible = () => {
    if (document.visibilityState === 'visible') update();
  };
  document.addEventListener('visibilitychange', onVisible);
  update();

  return {
    current: () => current,
    settled: () =>
      new Promise((resolve) => {
        if (current.kind !== 'pending') return resolve(current);
        const off = onChange((identity) => {
          off();
          resolve(identity);
        });
      }),
    onChange,
    stop() {
      stopCache();
      stopSession();
      document.removeEventListener('visibilitychange', onVisible);
      listeners.clear();
    },
  };

  function onChange(listener: (identity: SettledIdentity) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
}

function loadUserInfo(queryClient: QueryClient): void {
  import('@/api/queries/session')
    .then(({ userInfoQueryOptions }) => queryClient.prefetchQuery(userInfoQueryOptions()))
    .catch((error: unknown) => console.warn('[analytics] could not load user info', error));
}
