import type { QueryClient } from '@tanstack/react-query';
import { preloadTransport, setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { afterLoadWhenIdle } from '@/shared/idle';
import { nextTask } from '@/shared/next-task';
import { sameOriginHref } from '@/shared/navigation';
import { onOtherTabNews } from '@/shared/session/session-broadcast';
import { captureTrackedClicks } from '@/shared/events/tracked-click';
import { getCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS } from '@/shared/storage/keys';
import { clearToken, getToken } from '@/shared/storage/token';
import { t } from '@/i18n';
import { notify } from '@/shared/ui/notify';
import { registerLoginDialog } from '@/features/auth/login-opener';
import { navigationStarted, setReloadTarget } from '@/features/build-check';
import { firstPageSettled } from './first-page-settled';
import { loginHref } from '@/domain/paths';
import { matchesRequireLogin } from './route-access';
import type { Navigator } from './navigator';

/** The page a reload should load: the target of a navigation in progress, else the current one. */
function reloadTarget(router: Navigator): string {
  const {
    pathname,
    search,
    hash = '',
  } = router.state.navigation?.location ?? router.state.location;
  return sameOriginHref(pathname + search + hash);
}

/** Runs `run` now, or when the browser is back online. */
function whenOnline(run: () => void): void {
  if (navigator.onLine !== false) run();
  else window.addEventListener('online', run, { once: true });
}

/**
 * The payment entries' verdict follows the web config (./payment-entry-feed.ts). Only a call's code
 * puts a config in the query cache, so the feed's code loads with the first query, not with the
 * first load; until it runs, the entries show (src/shared/session/payment-entry.ts).
 */
function feedPaymentEntryWithFirstQuery(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const feed = () =>
    void import('./payment-entry-feed')
      .then(({ feedPaymentEntry }) => feedPaymentEntry(queryClient))
      .catch((error: unknown) => console.warn('[payment] could not follow the config', error));
  if (cache.getAll().length) return feed();
  const stop = cache.subscribe(() => {
    stop();
    feed();
  });
}

/** Logout and the user-info query: loaded when a session needs them, not with every page. */
const sessionCode = () => import('@/features/auth/session');

/**
 * The API layer's notices: a failed call's toast, and the end of a session on a 401. Wired before
 * the router is created, because creating it may already start calls (a prerendered page's data
 * starts before it hydrates, ./page-prefetch.ts), and a failure that comes back
 * before the router is ready must still be told. `currentRouter` is undefined until then.
 * Returns the unwiring (the app never unwires; a test's app does when it unmounts).
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
 * What the page itself needs from the start (wireApiNotices first): the build check's reload
 * target, the payment entries' verdict, tracked clicks, the login dialog and the API's sending
 * code. Returns the login dialog's preload.
 */
export function startPageServices(
  queryClient: QueryClient,
  router: Navigator,
  { prerendered = false }: { prerendered?: boolean } = {},
): () => Promise<unknown> {
  setReloadTarget(() => reloadTarget(router));
  // A new build put off while the visitor was busy loads with the next page they go to.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') navigationStarted();
  });
  feedPaymentEntryWithFirstQuery(queryClient);
  // Clicks on tracked elements before analytics starts are kept by the event bus and replayed.
  captureTrackedClicks();
  // The API's sending code loads with the first call. A visitor with a session makes one at once
  // (user info), and so do the pages the browser renders itself (profile…): for them it loads
  // now, beside the page's code. The prerendered /payment makes its calls at once too (its prefetch,
  // ./page-prefetch.ts), and with them loads this code. On a prerendered
  // visitor page (no API call on load) it loads when the page is idle, so that a later call
  // (sending a login code) does not wait for it, nor fail if the network drops meanwhile.
  // Never while offline: a browser keeps a failed module load for the page's lifetime.
  const preload = () => whenOnline(preloadTransport);
  if (getToken() || !prerendered) preload();
  else afterLoadWhenIdle(preload);
  // `requestLogin()` (any feature) opens the lazily loaded login dialog.
  return registerLoginDialog();
}

/** Applies the start-up session rules, then what the page needs, then what runs beside it. */
export async function startApp(
  queryClient: QueryClient,
  router: Navigator,
  { prerendered = false }: { prerendered?: boolean } = {},
): Promise<void> {
  // Logged out on the server: the token is void. It goes at once, before a guard can send it
  // (a 401); the rest of the logout follows with the session code.
  const loggedOutOnServer = Boolean(getCookie(COOKIE_KEYS.logoutInServer));
  if (loggedOutOnServer) clearToken();
  const preloadLoginDialog = startPageServices(queryClient, router, { prerendered });
  // The URL the visitor landed on, before any client-side navigation or redirect.
  const landingHref = window.location.href;
  // Analytics, the web config's load and, inside WeChat, the share card start once the first
  // page has its data (./first-page-settled.ts) and the browser is idle, from one chunk off the
  // first load (./after-load.ts). What happens before (a login or logout, page stays) is kept by
  // the event buses and replayed to analytics. Not while offline: a browser keeps a failed module
  // load for the page's lifetime.
  void firstPageSettled(router, queryClient).then(() =>
    afterLoadWhenIdle(() =>
      whenOnline(() => {
        import('./after-load')
          .then(({ startAfterLoad }) =>
            startAfterLoad(queryClient, router, landingHref, preloadLoginDialog),
          )
          .catch((error: unknown) => console.warn('[start] could not load the idle start', error));
      }),
    ),
  );
  if (loggedOutOnServer) {
    await sessionCode()
      .then(({ applyServerLogoutFlag }) => applyServerLogoutFlag(queryClient))
      .catch((error: unknown) => console.warn('[session] could not finish the logout', error));
  }
  // Attribution only reports in the background: its code loads off the critical path (the
  // first-load budget, docs/decisions/0008-first-load-budget.md), reading the URL the visitor landed on.
  // In a task of its own: asking for its chunks inserts a preload link for each (nextTask's note).
  void nextTask()
    .then(() => import('@/features/attribution'))
    .then(({ startAdAttribution, browserAdAttributionDeps }) =>
      startAdAttribution({ ...browserAdAttributionDeps(), href: () => landingHref }),
    )
    .catch((error: unknown) => console.warn('[attribution] could not load', error));
}
