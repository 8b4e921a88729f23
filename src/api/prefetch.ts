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

/** What the page's hooks add to its prefetched queries: that visit's answer stands, a failure too. */
export const PREFETCHED = { refetchOnMount: false, retryOnMount: false } as const;
