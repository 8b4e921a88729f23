import type { QueryClient } from '@tanstack/react-query';
import { setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { t } from '@/i18n';
import { notify } from '@/shared/ui/notify';
import { applyServerLogoutFlag, logout } from '@/features/auth/session';
import { loginRoute } from './guards/login-required';
import { isProtectedPath } from './layouts/nav-links';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  state: { location: { pathname: string; search: string } };
}

/** Wires the API layer's hooks to the UI and applies the start-up session rules. */
export async function startApp(queryClient: QueryClient, router: Navigator): Promise<void> {
  // A 401 is toasted once by the unauthorized handler below, never per failing call.
  setErrorNotifier(({ message, error }) => {
    if (!error.isUnauthorized) void notify(message, 'error');
  });
  setUnauthorizedHandler(() => {
    void notify(t('api:error.unauthorized'), 'error');
    void logout(queryClient).then(() => {
      const { pathname, search } = router.state.location;
      if (isProtectedPath(pathname)) void router.navigate(loginRoute(pathname + search), { replace: true });
    });
  });
  await applyServerLogoutFlag(queryClient);
}
