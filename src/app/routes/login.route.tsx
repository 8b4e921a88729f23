import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QUERY_PARAM } from '@/shared/constants';
import { safeReturnPath } from '@/shared/redirect';
import { isLoggedIn } from '@/shared/session/session-store';
import { LoginCancelledError, requestLogin } from '@/shared/session/login-bridge';
import { LOGIN_PATH } from '@/domain/paths';
import { ROUTES } from '@/domain/routes';
import {
  accountLoadOf,
  loadAccount,
  loginRouteStep,
  type LoginRouteStep,
} from '@/features/auth/account-reload/login-route-step';
import { ReloadAccountDialog } from '@/features/auth/account-reload/reload-account-dialog';
import { logout } from '@/features/auth/session';
import { Component as HomePage } from '@/features/content/pages/home/home-page.route';

const HOME_PATH = ROUTES.home.path;

/** Where to go after login: the allowlisted `redirect`, never /login itself, else home. */
export function loginReturnPath(redirect: string | null): string {
  const path = safeReturnPath(redirect, HOME_PATH);
  const isLoginRoute =
    path === LOGIN_PATH || ['?', '#'].some((next) => path.startsWith(LOGIN_PATH + next));
  return isLoginRoute ? HOME_PATH : path;
}

/**
 * `/login?redirect=<path>` (docs/architecture.md "Login route"): the home page with the login
 * dialog open. After login the visitor goes to `redirect` (if the allowlist accepts it, else home);
 * closing the dialog stays on home. A visitor who is already logged in goes straight on; one whose
 * account could not be loaded (the token is kept: only a 401 ends a session) is offered 重新加载.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const target = loginReturnPath(params.get(QUERY_PARAM.redirect));
  const [step, setStep] = useState<LoginRouteStep>(() =>
    loginRouteStep(isLoggedIn(), accountLoadOf(queryClient)),
  );

  useEffect(() => {
    if (step !== 'login') return;
    // StrictMode runs this twice; both calls share one dialog and only the live one navigates.
    let live = true;
    requestLogin().then(
      () => {
        if (live) void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof LoginCancelledError)) console.error('[login] dialog failed', error);
        void navigate(HOME_PATH, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [step, navigate, target]);

  useEffect(() => {
    if (step !== 'check') return;
    let live = true;
    void loadAccount(queryClient, { fresh: false }).then((outcome) => {
      if (!live) return;
      if (outcome === 'continue') void navigate(target, { replace: true });
      else setStep(outcome);
    });
    return () => {
      live = false;
    };
  }, [step, queryClient, navigate, target]);

  const reload = async (): Promise<boolean> => {
    const outcome = await loadAccount(queryClient, { fresh: true });
    if (outcome === 'continue') void navigate(target, { replace: true });
    else if (outcome === 'login') setStep('login');
    return outcome !== 'offer-reload';
  };

  return (
    <>
      <HomePage />
      {step === 'offer-reload' && (
        <ReloadAccountDialog
          onReload={reload}
          onSwitchAccount={() => {
            void logout(queryClient, { callServer: true }).then(() => setStep('login'));
          }}
          onDismiss={() => void navigate(HOME_PATH, { replace: true })}
        />
      )}
    </>
  );
}
