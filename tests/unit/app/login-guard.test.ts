import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginGuard, type LoginGuardDeps } from '@/app/guards/login-required';
import { matchRoutes } from 'react-router-dom';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';
import type { GuardOutcome } from '@/app/guards/types';

const WAIT = 3_000;
const input = (href: string) => {
  const url = new URL(href, 'https://www.example-retouch.cn');
  return toGuardInput(url, matchRoutes(routes, url.pathname) ?? []);
};
const never = () => new Promise<never>(() => undefined);

function guardWith(deps: Partial<LoginGuardDeps>) {
  return createLoginGuard({
    isLoggedIn: () => true,
    ensureUser: () => Promise.resolve({}),
    userInfoExcludedPaths: ['/login'],
    accountWaitMs: WAIT,
    ...deps,
  });
}

/** The guard's outcome once it has one, or 'pending' after the microtasks of the moment ran. */
async function settledNow(outcome: Promise<GuardOutcome> | GuardOutcome) {
  let result: GuardOutcome | 'pending' = 'pending';
  void Promise.resolve(outcome).then((o) => (result = o));
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

/**
 * docs/product-rules.md §4 "Route guards": a public path never waits for the account; a protected
 * one waits at most the account wait, and a load that fails within it goes to the login route.
 * Only a 401 ends a session, and the API layer drops the token itself: the guard keeps it.
 */
describe('login guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logged out: a protected path goes to the login route with its return path, a public one passes, nothing loads', async () => {
    const ensureUser = vi.fn(never);
    const guard = guardWith({ isLoggedIn: () => false, ensureUser });
    expect(await settledNow(guard(input('/profile/invoices?page=2')))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofile%2Finvoices%3Fpage%3D2',
    });
    expect(await settledNow(guard(input('/download')))).toEqual({ kind: 'next' });
    expect(ensureUser).not.toHaveBeenCalled();
  });

  it('logged in on a public path: passes at once while the account loads', async () => {
    const ensureUser = vi.fn(never);
    const guard = guardWith({ ensureUser });
    expect(await settledNow(guard(input('/download')))).toEqual({ kind: 'next' });
    expect(await settledNow(guard(input('/')))).toEqual({ kind: 'next' });
    expect(ensureUser).toHaveBeenCalledTimes(2);
  });

  it('logged in on a public path whose account load fails: passes, the failure handled', async () => {
    const guard = guardWith({ ensureUser: () => Promise.reject(new Error('500')) });
    expect(await settledNow(guard(input('/download')))).toEqual({ kind: 'next' });
  });

  it('an excluded path loads nothing', async () => {
    const ensureUser = vi.fn(never);
    const guard = guardWith({ ensureUser });
    expect(await settledNow(guard(input('/login?redirect=%2Fprofile%2Fpackages')))).toEqual({
      kind: 'next',
    });
    expect(ensureUser).not.toHaveBeenCalled();
  });

  it('a protected path waits for the account while it answers within the wait', async () => {
    const guard = guardWith({
      ensureUser: () => new Promise((done) => setTimeout(() => done({}), 1_000)),
    });
    const outcome = guard(input('/profile/packages'));
    expect(await settledNow(outcome)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settledNow(outcome)).toEqual({ kind: 'next' });
  });

  it('a protected path whose account load fails within the wait goes to the login route, token kept', async () => {
    let loads = 0;
    const guard = guardWith({
      ensureUser: () => {
        loads++;
        return new Promise((_, fail) => setTimeout(() => fail(new Error('500')), 2_000));
      },
    });
    const outcome = guard(input('/profile/packages'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await settledNow(outcome)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofile%2Fpackages',
    });
    // The login route loads nothing in the guard: it offers to load the account again itself.
    expect(await settledNow(guard(input('/login?redirect=%2Fprofile%2Fpackages')))).toEqual({
      kind: 'next',
    });
    expect(loads).toBe(1);
  });

  it('a protected path whose account hangs shows after the wait, not before', async () => {
    const guard = guardWith({ ensureUser: never });
    const outcome = guard(input('/workbench'));
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    expect(await settledNow(outcome)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledNow(outcome)).toEqual({ kind: 'next' });
  });

  it('a failure after the wait is no longer the guard’s: the page has shown (its gate takes over)', async () => {
    const guard = guardWith({
      ensureUser: () => new Promise((_, fail) => setTimeout(() => fail(new Error('500')), 7_000)),
    });
    const outcome = guard(input('/profile/orders'));
    await vi.advanceTimersByTimeAsync(WAIT);
    expect(await settledNow(outcome)).toEqual({ kind: 'next' });
    await vi.advanceTimersByTimeAsync(4_000);
  });
});
