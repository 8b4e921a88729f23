import type { QueryClient } from '@tanstack/react-query';
import { preloadTransport, setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { sameOriginHref } from '@/shared/navigation';
import { onOtherTabNews } from '@/shared/session/session-broadcast';
import { getCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS } from '@/shared/storage/keys';
import { clearToken, getToken } from '@/shared/storage/token';
import { t } from '@/i18n';
import { notify } from '@/shared/ui/notify';
import { navigationStarted, setReloadTarget } from '@/features/build-check';
import { loginHref } from '@/domain/paths';
import { matchesRequireLogin } from './route-access';
import type { Navigator } from './navigator';

/**
 * The tasks of the first load, each named as ./boot.ts lists them. None starts itself: the
 * schedule calls each in its phase.
 */

/** Runs `run` now, or when the browser is back online. */
export function whenOnline(run: () => void): void {
  if (navigator.onLine !== false) run();
  else window.addEventListener('online', run, { once: true });
}

/** Logout and the user-info query: loaded when a session needs them, not with every page. */
const sessionCode = () => import('@/features/auth/session');

/**
 * The API layer's notices: a failed call's toast, and the end of a session on a 401 or in another
 * tab. `currentRouter` is undefined until the router exists (its guards then handle a lost
 * session). Returns the unwiring (the app never unwires; a test's app does when it unmounts).
 */
export function wireApiNotices(
  queryClient: QueryClient,
  currentRouter: () => Navigator | undefined,
): () => void {
  // A 401 is toasted once by the unauthorized handler below, never per failing call.
  setErrorNotifier(({ message, error }) => {
    if (!error.isUnauthorized) void notify(message, 'error');
  });
  /** Logged out: a protected page gives way to the login (before the router exists, its guards do). */
  const leaveProtectedPage = () => {
    const router = currentRouter();
    if (!router) return;
    const { pathname, search } = router.state.location;
    if (matchesRequireLogin(router.state.matches))
      void router.navigate(loginHref(pathname + search), { replace: true });
  };
  setUnauthorizedHandler(() => {
    void notify(t('api:error.unauthorized'), 'error');
    // The token is void: it goes at once (even if the session code cannot load), the rest follows.
    clearToken();
    void sessionCode()
      .then(({ logout }) => logout(queryClient))
      .then(leaveProtectedPage)
      .catch((error: unknown) => console.warn('[session] could not log out', error));
  });
  // Another tab logged out or in: this one follows at once (docs/product-rules.md §4 "Session").
  const stopFollowing = onOtherTabNews((news) => {
    void sessionCode()
      .then(({ followOtherTab }) => followOtherTab(queryClient, news))
      .then(() => {
        if (news.kind === 'logout') leaveProtectedPage();
      })
      .catch((error: unknown) => console.warn('[session] could not follow another tab', error));
  });
  return () => {
    setErrorNotifier(null);
    setUnauthorizedHandler(null);
    stopFollowing();
  };
}

/**
 * Logged out on the server (its cookie): the token is void and goes before a guard can send it
 * (a 401). Returns whether it did; the rest of the logout is finishServerLogout's.
 */
export function dropTokenLoggedOutOnServer(): boolean {
  const loggedOutOnServer = Boolean(getCookie(COOKIE_KEYS.logoutInServer));
  if (loggedOutOnServer) clearToken();
  return loggedOutOnServer;
}

/** The rest of a server-side logout: the session's caches and the other tabs. */
export function finishServerLogout(queryClient: QueryClient): Promise<void> {
  return sessionCode()
    .then(({ applyServerLogoutFlag }) => applyServerLogoutFlag(queryClient))
    .then(
      () => undefined,
      (error: unknown) => console.warn('[session] could not finish the logout', error),
    );
}

/** A new build's reload loads the target of a navigation in progress, else the current page. */
export function followReloadTarget(router: Navigator): void {
  setReloadTarget(() => {
    const {
      pathname,
      search,
      hash = '',
    } = router.state.navigation?.location ?? router.state.location;
    return sameOriginHref(pathname + search + hash);
  });
}

/** A new build put off while the visitor was busy loads with the next page they go to. */
export function loadNewBuildOnNextNavigation(router: Navigator): void {
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') navigationStarted();
  });
}

/**
 * The API's sending code loads with the first call. A visitor with a session makes one at once
 * (user info), and so do the pages the browser renders itself (profile…): for them it loads now,
 * beside the page's code. The prerendered /payment makes its calls at once too (its prefetch,
 * ./page-prefetch.ts), and with them loads this code. On a prerendered visitor page (no API call
 * on load) it loads when the page is idle (`whenIdle`), so that a later call (sending a login
 * code) does not wait for it, nor fail if the network drops meanwhile. Never while offline: a
 * browser keeps a failed module load for the page's lifetime.
 */
export function preloadApiTransport(
  prerendered: boolean,
  whenIdle: (run: () => void) => void,
): void {
  const preload = () => whenOnline(preloadTransport);
  if (getToken() || !prerendered) preload();
  else whenIdle(preload);
}

/** Ad attribution reports in the background, from the URL the visitor landed on. */
export function startAttribution(landingHref: string): Promise<void> {
  return import('@/features/attribution')
    .then(({ startAdAttribution, browserAdAttributionDeps }) =>
      startAdAttribution({ ...browserAdAttributionDeps(), href: () => landingHref }),
    )
    .then(
      () => undefined,
      (error: unknown) => console.warn('[attribution] could not load', error),
    );
}
