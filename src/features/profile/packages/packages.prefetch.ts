import type { Prefetch } from '@/api/prefetch';
import { userAssetsQueryOptions } from '@/api/queries/account';
import { webConfigQueryOptions } from '@/api/queries/config';

/**
 * /profile/packages' calls: the assets and the web config (its buy links), asked for while the
 * login guard still waits for user info.
 */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(userAssetsQueryOptions());
  void queryClient.prefetchQuery(webConfigQueryOptions());
};
