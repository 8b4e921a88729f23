import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries';
import { env } from '@/shared/config/env';
import { getCookie, getJsonCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS, type PayUserInfo } from '@/shared/storage/keys';
import { getToken } from '@/shared/storage/token';
import { lookupSourceByUuid, saveSource } from '@/features/attribution/source';
import { isProtectedPath } from './layouts/nav-links';
import { createGuardChain } from './guards';
import { guardMiddleware } from './guards/middleware';
import { emitPageStay } from '@/shared/events/page-stay';
import type { Guard } from './guards/types';
import { routes } from './router';

/** Route-level middleware by name (declared in the route table's `handle.middleware`). */
const payerPhone: Guard = () => {
  const payer = getJsonCookie<PayUserInfo | null>(COOKIE_KEYS.payUserInfo, null);
  return payer?.phone ? { kind: 'next' } : { kind: 'redirect', to: '/' };
};

export function createGuards(queryClient: QueryClient) {
  return createGuardChain({
    siteDomain: env.siteDomain,
    login: {
      isLoggedIn: () => Boolean(getToken()),
      ensureUser: () => queryClient.ensureQueryData(userInfoQueryOptions()),
      isProtectedPath,
      userInfoExcludedPaths: ['/proxy-wx-auth', '/payment/success'],
    },
    host: {
      userAgent: () => navigator.userAgent,
      sitePreference: () => getCookie('site_pref'),
    },
    reportPageStay: emitPageStay,
    source: {
      saveSource,
      lookupSourceByUuid: (uuid) => void lookupSourceByUuid(uuid),
    },
    logError: (message, detail) => console.error(message, detail),
    namedMiddleware: { payerPhone },
  });
}

/**
 * Builds the route table with the guard chain as the root's middleware. The root has a no-op
 * loader that always revalidates so that the middleware runs on every navigation.
 */
export function createAppRouter(queryClient: QueryClient) {
  const guards = createGuards(queryClient);
  const [root, ...rest] = routes;
  const withGuards: RouteObject[] = [
    {
      ...root,
      middleware: [guardMiddleware(() => guards, () => routes)],
      loader: () => null,
      shouldRevalidate: () => true,
      // Nothing to show while the first guard pass runs (it is one microtask when no redirect).
      HydrateFallback: () => null,
    },
    ...rest,
  ];
  return createBrowserRouter(withGuards);
}
