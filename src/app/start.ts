import type { QueryClient } from '@tanstack/react-query';
import { setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { t } from '@/i18n';
import { notify } from '@/shared/ui/notify';
import { registerLoginDialog } from '@/features/auth/login-opener';
import { applyServerLogoutFlag, logout } from '@/features/auth/session';
import { startAnalytics } from '@/features/analytics';
import { startBuildCheck } from '@/features/build-check';
import { loginRoute } from './guards/login-required';
import { isProtectedPath } from './layouts/nav-links';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  state: {
    location: { pathname: string; search: string; hash?: string };
    navigation?: { location?: { pathname: string; search: string; hash?: string } };
  };
}

/** The page a reload should load: the target of a navigation in progress, else the current one. */
function reloadTarget(router: Navigator): string {
  const {
    pathname,
    search,
    hash = '',
  } = router.state.navigation?.location ?? router.state.location;
  return new URL(pathname + search + hash, window.location.origin).href;
}

/** Wires the API layer's hooks to the UI and applies the start-up session rules. */
export async function startApp(queryClient: QueryClient, router: Navigator): Promise<void> {
  startBuildCheck({ targetHref: () => reloadTarget(router) });
  // The SDK itself loads after first paint; its subscriptions must exist before any logout below.
  startAnalytics();
  // A 401 is toasted once by the unauthorized handler below, never per failing call.
  setErrorNotifier(({ message, error }) => {
    if (!error.isUnauthorized) void notify(message, 'error');
  });
  setUnauthorizedHandler(() => {
    void notify(t('api:error.unauthorized'), 'error');
    void logout(queryClient).then(() => {
      const { pathname, search } = router.state.location;
      if (isProtectedPath(pathname))
        void router.navigate(loginRoute(pathname + search), { replace: true });
    });
  });
  // `requestLogin()` (any feature) opens the lazily loaded login dialog.
  registerLoginDialog(queryClient);
  await applyServerLogoutFlag(queryClient);
  // Attribution only reports in the background: its code loads off the critical path (the
  // first-load budget, docs/decisions/0008-first-load-budget.md), reading the URL the visitor landed on.
  const landingHref = window.location.href;
  void import('@/features/attribution')
    .then(({ startAdAttribution, browserAdAttributionDeps }) =>
      startAdAttribution({ ...browserAdAttributionDeps(), href: () => landingHref }),
    )
    .catch((error: unknown) => console.warn('[attribution] could not load', error));
}
