import type { Prefetch } from '@/api/prefetch';
import { enumerateInfoQueryOptions } from '@/api/queries/public';

/** /download's call, the apps and builds: asked for with the page's code, not after it. */
export const prefetch: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(enumerateInfoQueryOptions());
};
