import type { Prefetch } from '@/api/prefetch';
import { promotionConfigQueryOptions, webConfigQueryOptions } from '@/api/queries/config';
import { unionProductListQueryOptions } from '@/api/queries/orders';

/**
 * /payment's calls: the web config (the gate), the package list and the promotion. prefetchQuery
 * never rejects and asks only for what is missing or stale: a web config in the session cache (its
 * initialData) is not asked for again.
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(webConfigQueryOptions());
  void queryClient.prefetchQuery(unionProductListQueryOptions());
  void queryClient.prefetchQuery(promotionConfigQueryOptions());
};
