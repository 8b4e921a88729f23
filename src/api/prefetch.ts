import type { QueryClient } from '@tanstack/react-query';

/**
 * A page's data calls, sent as a navigation to the page starts and before its prerendered HTML
 * hydrates (src/app/page-prefetch.ts): beside the page's code, not after it. They go into the
 * app's QueryClient under the very options the page's hooks use, so the hooks take the answers,
 * or the calls still on their way, without a second request. The one way a page loads its data
 * (docs/architecture.md "Page data").
 */
export type Prefetch = (
  queryClient: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
) => void;

/** A page's prefetch module: the route table loads it beside the page's code (src/app/router.tsx). */
export type PrefetchModule = () => Promise<{ prefetch: Prefetch }>;

/**
 * What the page's hooks add to its prefetched queries: a failure the navigation got is that visit's
 * answer (no retry as the page mounts; its 重试 asks). Fresh data is not asked for again as it
 * mounts (the queries' staleTime); stale data is, as for any query, so a page remounted without a
 * navigation's prefetch (another hash or query on /profile/packages) is not left with old figures.
 */
export const PREFETCHED = { retryOnMount: false } as const;
