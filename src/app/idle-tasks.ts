import type { QueryClient } from '@tanstack/react-query';
import { isWechatBrowser } from '@/shared/device';
import { TRACK_NAME_ATTRIBUTE } from '@/shared/events/tracked-click';
import { getToken } from '@/shared/storage/token';
import type { Navigator } from './navigator';
import { loadRouteCode, nextPages, warmNextPages } from './warm-next-pages';

/**
 * The tasks that run once the first page has its data and the browser is idle (./boot.ts lists
 * them): one chunk off the first load, each task a named export. What happens before they start (a
 * login or logout, page stays) is kept by the event buses and replayed to analytics.
 */

export interface IdleContext {
  readonly queryClient: QueryClient;
  readonly router: Navigator;
  /** The URL the visitor landed on, before any client-side navigation or redirect. */
  readonly landingHref: string;
  /** Loads the login dialog's code (src/features/auth/login-opener.ts). */
  readonly preloadLoginDialog: () => Promise<unknown>;
}

/** Polling for a newer deploy (the build check's chunk-error reload is in the first load). */
export function pollForNewBuilds(): void {
  import('@/features/build-check/poll')
    .then(({ startBuildPolling }) => startBuildPolling())
    .catch((error: unknown) => console.warn('[build-check] could not load', error));
}

export function startAnalyticsSdk({ queryClient }: IdleContext): void {
  import('@/features/analytics')
    .then(({ startAnalytics }) => startAnalytics(queryClient))
    .catch((error: unknown) => console.warn('[analytics] could not load', error));
}

/**
 * The web config, for the payment entries' verdict (src/domain/payment/use-payment-entry.ts): from the session
 * cache when it holds one, else fetched. An answer already there stands, even a failed load's
 * defaults: this visit has asked once (the failure suite counts the calls).
 */
export function loadWebConfig({ queryClient }: IdleContext): void {
  import('@/api/queries/config')
    .then(({ webConfigQueryOptions }) => queryClient.ensureQueryData(webConfigQueryOptions()))
    .catch((error: unknown) => console.warn('[payment] could not load the config', error));
}

/** The code of the pages one click away, loaded ahead of the tap (./warm-next-pages.ts). */
export function warmPagesOneClickAway({ router, preloadLoginDialog }: IdleContext): void {
  // The navbar's links as it shows them now (会员套餐 follows the payment entry's verdict).
  const navbarLinks = document.querySelectorAll<HTMLAnchorElement>(
    `a[${TRACK_NAME_ATTRIBUTE}^="navbar."]`,
  );
  const next = nextPages({
    currentPath: router.state.location.pathname,
    loggedIn: Boolean(getToken()),
    links: [...navbarLinks].map((link) => new URL(link.href).pathname),
  });
  void warmNextPages([
    ...(next.login ? [preloadLoginDialog] : []),
    ...next.paths.map((path) => () => loadRouteCode(router.routes, path)),
  ]);
}

/** The share card, inside WeChat only: no other browser loads its code or WeChat's SDK. */
export function startWechatShare({ router, landingHref }: IdleContext): void {
  if (!isWechatBrowser(navigator.userAgent)) return;
  import('@/features/content/wechat')
    .then(({ startWechatShare: start }) => start(router, landingHref))
    .catch((error: unknown) => console.warn('[wechat] could not load', error));
}
