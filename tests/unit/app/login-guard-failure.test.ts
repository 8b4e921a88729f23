import { describe, expect, it, vi } from 'vitest';
import { createLoginGuard } from '@/app/guards/login-required';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';

const input = (href: string) =>
  toGuardInput(new URL(href, 'https://www.example-retouch.cn'), routes);

/**
 * The failure suite found a loop: user info failing on a protected page sent a still-"logged-in"
 * visitor to the login route, which sent them straight back. The session is dropped first now.
 */
describe('login guard when user info cannot be loaded', () => {
  it('drops the session before going to the login route from a protected path', async () => {
    const order: string[] = [];
    let loggedIn = true;
    const guard = createLoginGuard({
      isLoggedIn: () => loggedIn,
      ensureUser: () => Promise.reject(new Error('500')),
      onUserLoadFailed: () => {
        order.push('logout');
        loggedIn = false;
      },
    });
    const outcome = await guard(input('/profile/packages'));
    order.push('redirect');
    expect(outcome).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%2Fpackages' });
    expect(order).toEqual(['logout', 'redirect']);
    // The login route is public and now logged out: no second load, no way back into the loop.
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
