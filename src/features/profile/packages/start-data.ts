/**
 * The packages page's calls, started with its code rather than after it mounts: the route table
 * loads this module beside the page (src/app/router.tsx), so the assets and the web config are
 * asked for while the login guard still waits for user info.
 * Only for a visitor with a token; without one the guard sends them to the login. The calls go
 * into the app's QueryClient under the options the page's hooks use, so the hooks take the
 * answers (or the calls still on their way) over without a second request.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { userAssetsQueryOptions, webConfigQueryOptions } from '@/api/queries';
import { queryClient as appQueryClient } from '@/api/queryClient';
import { createEarlyStart } from '@/shared/hooks/early-start';
import { getToken } from '@/shared/storage/token';

const early = createEarlyStart();

export function startPackagesData(queryClient: QueryClient = appQueryClient): void {
  if (import.meta.env.SSR || !getToken()) return;
  early.started();
  void queryClient.prefetchQuery(userAssetsQueryOptions());
  void queryClient.prefetchQuery(webConfigQueryOptions());
}

/**
 * The page's assets. What the early start got, a failure included, is the visit's answer: not
 * asked for again as the page mounts (its 重试 asks); a later visit asks as before.
 */
export function useAssetsQuery() {
  const servedEarly = early.useServed();
  return useQuery({ ...userAssetsQueryOptions(), retryOnMount: !servedEarly });
}
