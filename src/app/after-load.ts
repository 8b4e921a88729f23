import type { QueryClient } from '@tanstack/react-query';
import { isWechatBrowser } from '@/shared/device';
import type { Navigator } from './navigator';

/**
 * What starts once the page has loaded and is idle (src/app/start.ts): one chunk, so that the
 * landing page's first load carries a single import for all of it
 * (docs/decisions/0008-first-load-budget.md).
 */
export function startAfterLoad(
  queryClient: QueryClient,
  router: Navigator,
  landingHref: string,
): void {
  // Polling for a newer deploy (the build check's chunk-error reload is in the first load).
  import('@/features/build-check/poll')
    .then(({ startBuildPolling }) => startBuildPolling())
    .catch((error: unknown) => console.warn('[build-check] could not load', error));
  import('@/features/analytics')
    .then(({ startAnalytics }) => startAnalytics(queryClient))
    .catch((error: unknown) => console.warn('[analytics] could not load', error));
  // The web config, for the payment entries' verdict (./payment-entry-feed.ts): from the session
  // cache when it holds one, else fetched. An answer already there stands, even a failed load's
  // defaults: this visit has asked once (the failure suite counts the calls).
  import('@/api/queries/config')
    .then(({ webConfigQueryOptions }) => queryClient.ensureQueryData(webConfigQueryOptions()))
    .catch((error: unknown) => console.warn('[payment] could not load the config', error));
  // The share card, inside WeChat only: no other browser loads its code or WeChat's SDK.
  if (isWechatBrowser(navigator.userAgent)) {
    import('@/features/content/wechat')
      .then(({ startWechatShare }) => startWechatShare(router, landingHref))
      .catch((error: unknown) => console.warn('[wechat] could not load', error));
  }
}
