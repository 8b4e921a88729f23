import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { queryKeys } from './queries/keys';

/**
 * Global defaults: nothing retries unless its query factory says so (each factory reads its count
 * from the call policy table, ./call-policy.ts, docs/product-rules.md §9), and no refetch on window focus (a price list or order form
 * must not change under the user's cursor). A short freshness keeps route loaders from
 * refetching on every navigation.
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 0, refetchOnWindowFocus: false, staleTime: 60_000, ...queries },
      // A retried payment would create a second order.
      mutations: { retry: 0 },
    },
  });
  // The payment entries read the web config from the cache without observing it
  // (src/domain/payment/use-payment-entry.ts): it stays for the visit, observed or not.
  client.setQueryDefaults(queryKeys.config.web(), { gcTime: Infinity });
  return client;
}

/** The app's one client (module scope, shared by the router's loaders and the provider). */
export const queryClient = createQueryClient();
