import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QUERY_PARAM } from '@/shared/constants';
import { safeReturnPath } from '@/shared/redirect';
import { LoginCancelledError, requestLogin } from '@/shared/session/login-bridge';
import { Component as HomePage } from '@/features/content/pages/home/home-page';

/** Where to go after login: the allowlisted `redirect`, never /login itself, else home. */
export function loginReturnPath(redirect: string | null): string {
  const path = safeReturnPath(redirect, '/');
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login#') ? '/' : path;
}

/**
 * `/login?redirect=<path>` (docs/architecture.md "Login route"): the home page with the login
 * dialog open. After login the visitor goes to `redirect` (if the allowlist accepts it, else home);
 * closing the dialog stays on home. A visitor who is already logged in goes straight on.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = loginReturnPath(params.get(QUERY_PARAM.redirect));

  useEffect(() => {
    // StrictMode runs this twice; both calls share one dialog and only the live one navigates.
    let live = true;
    requestLogin().then(
      () => {
        if (live) void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof LoginCancelledError)) console.error('[login] dialog failed', error);
        void navigate('/', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [navigate, target]);

  return <HomePage />;
}
