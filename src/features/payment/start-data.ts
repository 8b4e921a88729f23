/**
 * The payment page's calls, started with its code rather than after it (see
 * docs/decisions/0009-payment-purchase-flow.md "Data with the code").
 *
 * The route module (./route.ts) calls `startData` before it loads the page: on a client-side
 * navigation to /payment, and on a document load of the prerendered page, whose route modules
 * main.tsx resolves before it hydrates (React Router runs no loader then). The calls go into the
 * app's QueryClient under the very query options the page's hooks use, so the hooks take over the
 * answers, or the calls still on their way, without a second request. The first call also loads
 * the API's sending code (src/api/request.ts), which start-up would only load when idle on a
 * prerendered page.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  promotionConfigQueryOptions,
  unionProductListQueryOptions,
  webConfigQueryOptions,
} from '@/api/queries';
import { createEarlyStart } from '@/shared/hooks/early-start';

const early = createEarlyStart();

export function startData(queryClient: QueryClient): void {
  early.started();
  // prefetchQuery never rejects and asks only for what is missing or stale: a web config in the
  // session cache (its initialData) is not asked for again.
  void queryClient.prefetchQuery(webConfigQueryOptions());
  void queryClient.prefetchQuery(unionProductListQueryOptions());
  void queryClient.prefetchQuery(promotionConfigQueryOptions());
}

/**
 * True for the visit the early start served. What it got, a failure included (the web config's
 * defaults, a list that did not load), is that visit's answer: the page's hooks do not ask again as
 * they mount (docs/product-rules.md §9, no retries); 重试 does. A later visit asks as before.
 */
export function useServedEarly(): boolean {
  return early.useServed();
}
