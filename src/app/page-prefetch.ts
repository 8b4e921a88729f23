import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { RouteHandle } from './guards/middleware';
import { matchesRequireLogin } from './route-access';

type Match = { params: Params; route: { handle?: unknown } };

/**
 * Starts the prefetch of every page matched by a navigation (src/api/prefetch.ts): as the
 * navigation starts, beside the page's code and the guard chain, and before a prerendered page
 * hydrates. A page behind login is prefetched only with a session (without one the guard sends
 * the visitor to the login). The same path twice in a row is the page on screen: revalidated
 * (after hydration, a mock state change) or with another query (a tab of /payment). A prefetch
 * depends on the route and its parameters only, so its data is not asked for again: a failure
 * there waits for the page's 重试.
 */
export function createPagePrefetch(queryClient: QueryClient, isLoggedIn: () => boolean) {
  let lastAddress: string | undefined;
  return (url: URL, matches: readonly Match[]): void => {
    const address = url.pathname;
    if (address === lastAddress) return;
    lastAddress = address;
    if (matchesRequireLogin(matches) && !isLoggedIn()) return;
    for (const { route, params } of matches) {
      const load = (route.handle as RouteHandle | undefined)?.prefetch;
      // A module that does not load: the page's hooks ask for their data as they mount.
      load?.().then(
        ({ prefetch }) => prefetch(queryClient, params),
        () => undefined,
      );
    }
  };
}
