import type { Prefetch } from '@/api/prefetch';
import { webConfigQueryOptions } from '@/api/queries/config';

/**
 * The web config, for the buy links of /profile/orders and /profile/invoices (the payment entries'
 * verdict, src/domain/payment/use-payment-entry.ts); their lists depend on the page's query and load with it.
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(webConfigQueryOptions());
};
