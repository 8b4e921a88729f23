import { hashKey, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import type { User } from '@/api/types';
import { onSessionChange } from '@/shared/session/session-store';
import { getToken } from '@/shared/storage/token';
import { onIdentityChange } from '@/shared/events/identity';

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
  /** The token is another than the one `previous` was worked out for (a login or logout here or in another tab). */
  newSession: boolean;
  /** User info of this session (an answer from before the token changed is not). */
  user?: Pick<User, 'user_id' | 'org_id'>;
  /** The user-info load failed (after its retries) and left no answer. */
  userInfoFailed: boolean;
  /** The login answer's `user_id`, when this tab logged in with the current token. */
  loginUserId?: number;
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
  if (previous.kind === 'user' && !inputs.newSession) return previous;
  if (!inputs.userInfoFailed) return { kind: 'pending' };
  // The login answer names the account, though not its organisation.
  return inputs.loginUserId !== undefined
    ? { kind: 'user', userId: String(inputs.loginUserId) }
    : { kind: 'unknown' };
}

function sameIdentity(a: AnalyticsIdentity, b: AnalyticsIdentity): boolean {
  if (a.kind !== 'user' || b.kind !== 'user') return a.kind === b.kind;
  return a.userId === b.userId && a.orgId === b.orgId;
}

/**
 * How long the SDK waits for user info before it starts without it: one slow try can take all of
 * it (the API's timeout is as long), and the retries then go on without the SDK waiting.
 */
const IDENTITY_WAIT_MS = 15_000;

export interface IdentityWatch {
  current(): AnalyticsIdentity;
  /**
   * Resolves with the first identity that is not `pending`, or, after `timeoutMs`, with `unknown`
   * (a later answer still arrives through `onChange`).
   */
  settled(timeoutMs?: number): Promise<SettledIdentity>;
  /** Every later change to a settled identity. */
  onChange(listener: (identity: SettledIdentity) => void): () => void;
  stop(): void;
}

/**
 * Follows the token and the user-info answer in the query cache. Re-reads the token when the tab
 * comes back into view, since another tab may have logged in, out, or into another account; an
 * answer from before the token changed is then not this session's, and is asked again. With a
 * token and no user-info answer on its way (a page without the avatar menu asks for none, a load
 * cancelled when its page unmounted), it loads user info itself.
 */
export function watchAnalyticsIdentity(
  queryClient: QueryClient,
  readToken: () => string | undefined = getToken,
): IdentityWatch {
  const key = queryKeys.user.info();
  const hash = hashKey(key);
  let current: AnalyticsIdentity = { kind: 'pending' };
  /**
   * The token of this session, and the user-info query's counts when it began: answers and
   * failures of the query before them belong to the session before (none for the first).
   */
  let session:
    | { token: string | undefined; query?: object; answers: number; failures: number }
    | undefined;
  let login: { token: string; userId: number } | undefined;
  const listeners = new Set<(identity: SettledIdentity) => void>();
  const queryNow = () => queryClient.getQueryCache().find<User>({ queryKey: key, exact: true });

  const update = () => {
    const token = readToken();
    const query = queryNow();
    const state = query?.state;
    const newSession = session !== undefined && session.token !== token;
    if (session === undefined) session = { token, answers: 0, failures: 0 };
    else if (newSession)
      session = {
        token,
        query,
        answers: state?.dataUpdateCount ?? 0,
        failures: state?.errorUpdateCount ?? 0,
      };
    const sameQuery = query !== undefined && query === session.query;
    const answeredNow =
      state?.data !== undefined && (!sameQuery || state.dataUpdateCount > session.answers);
    // The last load of this session failed (a failed reload keeps the old answer beside it).
    const failedNow =
      state !== undefined &&
      state.errorUpdatedAt > state.dataUpdatedAt &&
      (!sameQuery || state.errorUpdateCount > session.failures);
    if (token && (current.kind !== 'user' || newSession)) {
      if (!state || (state.status === 'pending' && state.fetchStatus === 'idle'))
        loadUserInfo(queryClient);
      else if (!answeredNow && !failedNow && state.fetchStatus === 'idle')
        void queryClient.refetchQueries({ queryKey: key, exact: true });
    }
    const next = nextIdentity(current, {
      hasToken: Boolean(token),
      newSession,
      user: answeredNow ? state.data : undefined,
      userInfoFailed: failedNow && !answeredNow,
      ...(login && login.token === token ? { loginUserId: login.userId } : {}),
    });
    if (sameIdentity(next, current)) return;
    current = next;
    if (next.kind !== 'pending') listeners.forEach((listener) => listener(next));
  };

  const stopCache = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash === hash) update();
  });
  const stopSession = onSessionChange(update);
  const stopLogin = onIdentityChange((event) => {
    const token = readToken();
    login = event.type === 'login' && token ? { token, userId: event.userId } : undefined;
    update();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') update();
  };
  document.addEventListener('visibilitychange', onVisible);
  update();

  return {
    current: () => current,
    settled: (timeoutMs = IDENTITY_WAIT_MS) =>
      new Promise((resolve) => {
        if (current.kind !== 'pending') return resolve(current);
        const off = onChange((identity) => {
          off();
          clearTimeout(timer);
          resolve(identity);
        });
        const timer = setTimeout(() => {
          off();
          resolve({ kind: 'unknown' });
        }, timeoutMs);
      }),
    onChange,
    stop() {
      stopCache();
      stopSession();
      stopLogin();
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
