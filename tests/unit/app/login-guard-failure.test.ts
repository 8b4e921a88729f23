import { describe, expect, it } from 'vitest';
import { createLoginGuard } from '@/app/guards/login-required';
import { toGuardInput } from '@/app/guards/middleware';
import { routes } from '@/app/router';

const input = (href: string) =>
  toGuardInput(new URL(href, 'https://www.example-retouch.cn'), routes);

/**
 * Only a 401 ends a session (docs/product-rules.md §4), and the API layer's 401 handler drops the
 * token itself: the guard keeps the session and goes to the login route. The login route does not
 * load user info in the guard (the app excludes it), so a kept token cannot bounce the visitor
 * straight back into the failure.
 */
describe('login guard when user info cannot be loaded', () => {
  it('goes to the login route from a protected path, still logged in, without a second load', async () => {
    let loads = 0;
    const guard = createLoginGuard({
      isLoggedIn: () => true,
      ensureUser: () => {
        loads++;
        return Promise.reject(new Error('500'));
      },
      userInfoExcludedPaths: ['/login'],
    });
    const outcome = await guard(input('/profile/packages'));
    expect(outcome).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%2Fpackages' });
    expect(await guard(input('/login?redirect=%2Fprofile%2Fpackages'))).toEqual({ kind: 'next' });
    expect(loads).toBe(1);
  });

  it('lets a public path through (the avatar menu offers a retry)', async () => {
    const guard = createLoginGuard({
      isLoggedIn: () => true,
      ensureUser: () => Promise.reject(new Error('500')),
    });
    expect(await guard(input('/download'))).toEqual({ kind: 'next' });
  });
});
