import { describe, expect, it, vi } from 'vitest';
import { createLoginGuard } from '@/app/guards/login-required';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';

const input = (href: string) =>
  toGuardInput(new URL(href, 'https://www.example-retouch.cn'), routes);

/**
 * Only a 401 ends a session (docs/product-rules.md §4): the guard hands the failure to the app,
 * which logs out for a 401 and keeps the token otherwise. The login route does not load user info
 * in the guard (it is excluded), so a kept token cannot bounce the visitor straight back.
 */
describe('login guard when user info cannot be loaded', () => {
  it('hands the failure over, then goes to the login route from a protected path', async () => {
    const order: string[] = [];
    const failure = new Error('500');
    const guard = createLoginGuard({
      isLoggedIn: () => true,
      ensureUser: () => Promise.reject(failure),
      userInfoExcludedPaths: ['/login'],
      onUserLoadFailed: (error) => {
        order.push(error === failure ? 'failure handed over' : 'wrong error');
      },
    });
    const outcome = await guard(input('/profile/packages'));
    order.push('redirect');
    expect(outcome).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%2Fpackages' });
    expect(order).toEqual(['failure handed over', 'redirect']);
    // Still logged in, the login route is let through without a second load.
    expect(await guard(input('/login?redirect=%2Fprofile%2Fpackages'))).toEqual({ kind: 'next' });
  });

  it('keeps the session on a public path (the avatar menu offers a retry)', async () => {
    const onUserLoadFailed = vi.fn();
    const guard = createLoginGuard({
      isLoggedIn: () => true,
      ensureUser: () => Promise.reject(new Error('500')),
      onUserLoadFailed,
    });
    expect(await guard(input('/download'))).toEqual({ kind: 'next' });
    expect(onUserLoadFailed).not.toHaveBeenCalled();
  });
});
