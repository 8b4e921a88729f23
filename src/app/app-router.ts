import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { ROUTE_READY_MARK } from '@/shared/perf-marks';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/shared/config/env';
import { ACCOUNT_WAIT_MS } from '@/shared/constants';
import { getCookie, getJsonCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS, type PayUserInfo } from '@/shared/storage/keys';
import { getToken } from '@/shared/storage/token';
import { NO_ACCOUNT_PATHS, ROUTES } from '@/domain/routes';
import { captureSource } from '@/domain/session/source-cache';
import { createGuardChain } from './guards';
import { guardMiddleware } from './guards/middleware';
import { emitPageStay } from '@/shared/events/page-stay';
import type { Guard } from './guards/types';
import { resolveLazyMatches } from './hydration';
import { AppLoading } from './app-loading';
import { routes } from './router';
import { createPagePrefetch } from './page-prefetch';

/** Route-level middleware by name (declared in the route table's `handle.middleware`). */
// /payment/success needs a payer phone in the pay user info cookie, else home. Only whether one is
// there: the page reads and checks it (model/pay-storage.ts), off the landing's first load.
const payerPhone: Guard = () => {
  const payer = getJsonCookie<PayUserInfo | null>(COOKIE_KEYS.payUserInfo, null);
  return typeof payer?.phone === 'string' && payer.phone !== ''
    ? { kind: 'next' }
    : { kind: 'redirect', to: ROUTES.home.path };
};

function createGuards(queryClient: QueryClient) {
  return createGuardChain({
    siteDomain: env.siteDomain,
    login: {
      isLoggedIn: () => Boolean(getToken()),
      // The session code loads only for a visitor with a token (never on an anonymous landing).
      ensureUser: async () => {
        const { userInfoQueryOptions } = await import('@/api/queries/session');
        return queryClient.ensureQueryData(userInfoQueryOptions());
      },
      userInfoExcludedPaths: NO_ACCOUNT_PATHS,
      accountWaitMs: ACCOUNT_WAIT_MS,
    },
    host: {
      userAgent: () => navigator.userAgent,
      sitePreference: () => getCookie('site_pref'),
    },
    reportPageStay: emitPageStay,
    source: {
      captureSource,
      // The lookup's code loads with a link that carries a source uuid, not with every page.
      lookupSourceByUuid: (uuid) =>
        void import('@/domain/session/source')
          .then(({ lookupSourceByUuid }) => lookupSourceByUuid(uuid))
          .catch((error: unknown) => console.warn('[attribution] could not look up', error)),
    },
    logError: (message, detail) => console.error(message, detail),
    namedMiddleware: { payerPhone },
  });
}

/**
 * Builds the route table with the guard chain as the root's middleware. The root has a no-op
 * loader that always revalidates so that the middleware runs on every navigation.
 * With `hydrationData` (a prerendered page, see hydration.ts) the current path's lazy routes are
 * loaded first; the prerender entry gives its root the same no-op loader, so the states agree.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const guards = createGuards(queryClient);
  const prefetchPages = createPagePrefetch(queryClient, () => Boolean(getToken()));
  const [root, ...rest] = routes;
  const withGuards: RouteObject[] = [
    {
      ...root,
      middleware: [
        guardMiddleware(
          () => guards,
          () => routes,
          prefetchPages,
        ),
      ],
      loader: () => null,
      shouldRevalidate: () => true,
      // While the first guard pass and the page's chunks load (user info may be retrying for
      // seconds): a quiet loading state, never a blank page.
      HydrateFallback: AppLoading,
    },
    ...rest,
  ];
  if (!hydrationData) return { router: createBrowserRouter(withGuards), hydrate: false };
  // A hydrated router starts without a navigation: the page's data starts here, with its code.
  const url = new URL(window.location.href);
  prefetchPages(url, matchRoutes(withGuards, url.pathname) ?? []);
  try {
    await resolveLazyMatches(withGuards, url.pathname);
  } catch (error) {
    // A page chunk that cannot load (gone after a deploy, network down): render from scratch, so
    // the router's own lazy() fails again into the error boundary (one reload, then the 500 screen).
    console.warn('[hydration] route modules did not load', error);
    return { router: createBrowserRouter(withGuards), hydrate: false };
  }
  return { router: createBrowserRouter(withGuards, { hydrationData }), hydrate: true };
}

/**
 * Marks the moment the router has the first route's code (for field timing, and for the
 * first-load budget: what a page fetches after it, like the home page's lower sections, is not
 * part of the route's first load — tests/perf/lib/first-load.mjs). Resolves then, too: a private
 * page's frame waits for it (src/main.tsx).
 */
export function markWhenRouteReady(router: {
  state: { initialized: boolean };
  subscribe: (fn: (state: { initialized: boolean }) => void) => () => void;
}): Promise<void> {
  return new Promise((ready) => {
    const mark = () => {
      performance.mark?.(ROUTE_READY_MARK);
      ready();
    };
    if (router.state.initialized) return mark();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      mark();
    });
  });
}

/** The app's router, as createAppRouter makes it. */
export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>['router'];
