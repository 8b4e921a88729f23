import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryKeys } from '@/api/queries/keys';
import {
  nextIdentity,
  watchAnalyticsIdentity,
  type AnalyticsIdentity,
  type SettledIdentity,
} from '@/features/analytics/identity';
import { notifySessionChanged } from '@/shared/session/session-store';

const user = { user_id: 10001, org_id: 30001 };
const known: AnalyticsIdentity = { kind: 'user', userId: '10001', orgId: 30001 };

describe('the analytics identity (docs/product-rules.md §3)', () => {
  it('is anonymous without a token, whatever the cache holds', () => {
    expect(nextIdentity(known, { hasToken: false, user, userInfoFailed: false })).toEqual({
      kind: 'anonymous',
    });
  });

  it("is the account's user_id and org_id once user info answers", () => {
    expect(
      nextIdentity({ kind: 'pending' }, { hasToken: true, user, userInfoFailed: false }),
    ).toEqual(known);
    expect(
      nextIdentity(
        { kind: 'pending' },
        { hasToken: true, user: { user_id: 7, org_id: 0 }, userInfoFailed: false },
      ),
    ).toEqual({ kind: 'user', userId: '7' });
  });

  it('is pending while user info loads, unknown once it failed', () => {
    expect(nextIdentity({ kind: 'anonymous' }, { hasToken: true, userInfoFailed: false })).toEqual({
      kind: 'pending',
    });
    expect(nextIdentity({ kind: 'pending' }, { hasToken: true, userInfoFailed: true })).toEqual({
      kind: 'unknown',
    });
  });

  it('keeps a known account while its answer is out of the cache or failing again', () => {
    expect(nextIdentity(known, { hasToken: true, userInfoFailed: false })).toBe(known);
    expect(nextIdentity(known, { hasToken: true, userInfoFailed: true })).toBe(known);
  });
});

function watchWith(queryClient: QueryClient, token: { value: boolean }) {
  const watch = watchAnalyticsIdentity(queryClient, () => token.value);
  onTestFinished(() => watch.stop());
  const changes: SettledIdentity[] = [];
  watch.onChange((identity) => changes.push(identity));
  return { watch, changes };
}

describe('watching the identity', () => {
  it('settles when user info answers, and follows a logout', async () => {
    const queryClient = new QueryClient();
    const token = { value: true };
    queryClient.setQueryDefaults(queryKeys.user.info(), { queryFn: () => new Promise(() => {}) });
    void queryClient.prefetchQuery({ queryKey: queryKeys.user.info() });
    const { watch, changes } = watchWith(queryClient, token);
    expect(watch.current()).toEqual({ kind: 'pending' });
    const settled = watch.settled();
    queryClient.setQueryData(queryKeys.user.info(), user);
    await expect(settled).resolves.toEqual(known);
    // Logout: the token goes, then the user queries.
    token.value = false;
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
    expect(changes).toEqual([known, { kind: 'anonymous' }]);
  });

  it('settles as unknown when user info fails', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void queryClient
      .fetchQuery({
        queryKey: queryKeys.user.info(),
        queryFn: () => Promise.reject(new Error('timeout')),
      })
      .catch(() => undefined);
    const { watch } = watchWith(queryClient, { value: true });
    await expect(watch.settled()).resolves.toEqual({ kind: 'unknown' });
  });

  it('keeps the account when its answer is garbage-collected, without asking again', async () => {
    await import('@/api/queries/session'); // what a load would import, ready at once
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    queryClient.setQueryData(queryKeys.user.info(), user);
    const { watch } = watchWith(queryClient, { value: true });
    expect(watch.current()).toEqual(known);
    queryClient.removeQueries({ queryKey: queryKeys.user.info() });
    expect(watch.current()).toEqual(known);
    await new Promise((resolve) => setTimeout(resolve));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('with a token and no user-info query, loads user info itself', async () => {
    await import('@/api/queries/session');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    watchWith(queryClient, { value: true });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('a login in this tab, and a logout in another seen when the tab shows again', () => {
    const queryClient = new QueryClient();
    const token = { value: false };
    const { watch, changes } = watchWith(queryClient, token);
    expect(watch.current()).toEqual({ kind: 'anonymous' });
    token.value = true;
    queryClient.setQueryData(queryKeys.user.info(), user);
    notifySessionChanged();
    expect(watch.current()).toEqual(known);
    // Another tab logged out: the cookie is gone, nothing in this tab said so.
    token.value = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(watch.current()).toEqual({ kind: 'anonymous' });
    expect(changes).toEqual([known, { kind: 'anonymous' }]);
  });
});
