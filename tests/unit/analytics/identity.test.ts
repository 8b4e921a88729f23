import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryKeys } from '@/api/queries/keys';
import {
  nextIdentity,
  type IdentityInputs,
  watchAnalyticsIdentity,
  type AnalyticsIdentity,
  type SettledIdentity,
} from '@/features/analytics/identity';
import { notifySessionChanged } from '@/shared/session/session-store';
import { createQueryClient } from '@/api/queryClient';

const user = { user_id: 10001, org_id: 30001 };
const known: AnalyticsIdentity = { kind: 'user', userId: '10001', orgId: 30001 };

const inputs = (over: Partial<IdentityInputs>): IdentityInputs => ({
  hasToken: true,
  newSession: false,
  userInfoFailed: false,
  ...over,
});

describe('the analytics identity (docs/product-rules.md §3)', () => {
  it('is anonymous without a token, whatever the cache holds', () => {
    expect(nextIdentity(known, inputs({ hasToken: false, user }))).toEqual({ kind: 'anonymous' });
  });

  it("is the account's user_id and org_id once user info answers", () => {
    expect(nextIdentity({ kind: 'pending' }, inputs({ user }))).toEqual(known);
    expect(nextIdentity({ kind: 'pending' }, inputs({ user: { user_id: 7, org_id: 0 } }))).toEqual({
      kind: 'user',
      userId: '7',
    });
  });

  it('is pending while user info loads, unknown once it failed', () => {
    expect(nextIdentity({ kind: 'anonymous' }, inputs({}))).toEqual({ kind: 'pending' });
    expect(nextIdentity({ kind: 'pending' }, inputs({ userInfoFailed: true }))).toEqual({
      kind: 'unknown',
    });
  });

  it("after a login in this tab whose user info failed, is the login answer's user_id", () => {
    expect(
      nextIdentity({ kind: 'pending' }, inputs({ userInfoFailed: true, loginUserId: 8001 })),
    ).toEqual({ kind: 'user', userId: '8001' });
  });

  it('keeps a known account while its answer is out of the cache or failing again', () => {
    expect(nextIdentity(known, inputs({}))).toBe(known);
    expect(nextIdentity(known, inputs({ userInfoFailed: true }))).toBe(known);
  });

  it('forgets the account when the token is another one (another tab switched accounts)', () => {
    expect(nextIdentity(known, inputs({ newSession: true }))).toEqual({ kind: 'pending' });
  });
});

function watchWith(queryClient: QueryClient, token: { value: string | undefined }) {
  const watch = watchAnalyticsIdentity(queryClient, () => token.value);
  // Files share a worker (vitest.config.ts `isolate: false`): a load still on its way (a refetch
  // the watch started) must not reach the next file's mock server.
  onTestFinished(async () => {
    watch.stop();
    await queryClient.cancelQueries();
    queryClient.clear();
  });
  const changes: SettledIdentity[] = [];
  watch.onChange((identity) => changes.push(identity));
  return { watch, changes };
}

describe('watching the identity', () => {
  it('settles when user info answers, and follows a logout', async () => {
    const queryClient = createQueryClient();
    const token: { value: string | undefined } = { value: 'a' };
    queryClient.setQueryDefaults(queryKeys.user.info(), { queryFn: () => new Promise(() => {}) });
    void queryClient.prefetchQuery({ queryKey: queryKeys.user.info() });
    const { watch, changes } = watchWith(queryClient, token);
    expect(watch.current()).toEqual({ kind: 'pending' });
    const settled = watch.settled();
    queryClient.setQueryData(queryKeys.user.info(), user);
    await expect(settled).resolves.toEqual(known);
    // Logout: the token goes, then the user queries.
    token.value = undefined;
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
    expect(changes).toEqual([known, { kind: 'anonymous' }]);
  });

  it('settles as unknown when user info fails', async () => {
    const queryClient = createQueryClient();
    void queryClient
      .fetchQuery({
        queryKey: queryKeys.user.info(),
        queryFn: () => Promise.reject(new Error('timeout')),
      })
      .catch(() => undefined);
    const { watch } = watchWith(queryClient, { value: 'a' });
    await expect(watch.settled()).resolves.toEqual({ kind: 'unknown' });
  });

  it('keeps the account when its answer is garbage-collected, without asking again', async () => {
    await import('@/api/queries/session'); // what a load would import, ready at once
    const queryClient = createQueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    queryClient.setQueryData(queryKeys.user.info(), user);
    const { watch } = watchWith(queryClient, { value: 'a' });
    expect(watch.current()).toEqual(known);
    queryClient.removeQueries({ queryKey: queryKeys.user.info() });
    expect(watch.current()).toEqual(known);
    await new Promise((resolve) => setTimeout(resolve));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('with a token and no user-info query, loads user info itself', async () => {
    await import('@/api/queries/session');
    const queryClient = createQueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    watchWith(queryClient, { value: 'a' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('a login in this tab, and a logout in another seen when the tab shows again', () => {
    const queryClient = createQueryClient();
    const token: { value: string | undefined } = { value: undefined };
    const { watch, changes } = watchWith(queryClient, token);
    expect(watch.current()).toEqual({ kind: 'anonymous' });
    token.value = 'a';
    queryClient.setQueryData(queryKeys.user.info(), user);
    notifySessionChanged();
    expect(watch.current()).toEqual(known);
    // Another tab logged out: the cookie is gone, nothing in this tab said so.
    token.value = undefined;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(watch.current()).toEqual({ kind: 'anonymous' });
    expect(changes).toEqual([known, { kind: 'anonymous' }]);
  });

  it('a user-info load cancelled when its page unmounted is started again', async () => {
    await import('@/api/queries/session');
    const queryClient = createQueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    // What a cancelled first load leaves: the query, no answer, nothing fetching.
    queryClient.getQueryCache().build(queryClient, { queryKey: queryKeys.user.info() });
    watchWith(queryClient, { value: 'a' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('settles as unknown when user info never answers', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queryClient = createQueryClient();
    queryClient.setQueryDefaults(queryKeys.user.info(), { queryFn: () => new Promise(() => {}) });
    void queryClient.prefetchQuery({ queryKey: queryKeys.user.info() });
    const { watch } = watchWith(queryClient, { value: 'a' });
    const settled = watch.settled(15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(settled).resolves.toEqual({ kind: 'unknown' });
  });

  it('another account logged in from another tab: the old answer is not taken, user info is asked again', async () => {
    const queryClient = createQueryClient();
    const other = { user_id: 20002, org_id: 40004 };
    const answers = [user, other];
    queryClient.setQueryDefaults(queryKeys.user.info(), {
      queryFn: () => Promise.resolve(answers.shift()),
    });
    await queryClient.fetchQuery({ queryKey: queryKeys.user.info() });
    const token: { value: string | undefined } = { value: 'a' };
    const { watch, changes } = watchWith(queryClient, token);
    expect(watch.current()).toEqual(known);
    token.value = 'b';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(watch.current()).toEqual({ kind: 'pending' });
    await vi.waitFor(() =>
      expect(watch.current()).toEqual({ kind: 'user', userId: '20002', orgId: 40004 }),
    );
    expect(changes).toEqual([{ kind: 'user', userId: '20002', orgId: 40004 }]);
  });
});
