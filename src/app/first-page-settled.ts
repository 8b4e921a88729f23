import type { Query, QueryClient } from '@tanstack/react-query';

/** What this needs of the router: whether its first route has loaded, and whether it moves on. */
export interface SettlingRouter {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: () => void) => () => void;
}

/** A call has had its first answer: its data, or a failure (a retry on its way does not count). */
function answered(query: Query): boolean {
  return query.state.fetchStatus !== 'fetching' || query.state.fetchFailureCount > 0;
}

/**
 * Resolves once the first page is drawn with its data: the router has its first route (a guard's
 * redirect included) and every call the page has made has had its first answer. The work that
 * only runs beside the site (analytics, the deploy poll) waits for it, so that on a slow phone its
 * code does not share the network with the calls the page is waiting for (/profile/packages draws
 * its cards from them). At most `capMs`: a call that hangs does not hold that work back for long.
 */
export function firstPageSettled(
  router: SettlingRouter,
  queryClient: QueryClient,
  capMs = 3000,
): Promise<void> {
  return new Promise((resolve) => {
    const queries = queryClient.getQueryCache();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      pending = undefined;
      const { initialized, navigation } = router.state;
      if (initialized && navigation.state === 'idle' && queries.getAll().every(answered)) done();
    };
    // A call is added to the cache a moment before it starts: look once the current task is over.
    const checkSoon = () => {
      pending ??= setTimeout(check, 0);
    };
    const cap = setTimeout(() => done(), capMs);
    const stopRouter = router.subscribe(checkSoon);
    const stopQueries = queries.subscribe(checkSoon);
    function done() {
      clearTimeout(cap);
      clearTimeout(pending);
      stopRouter();
      stopQueries();
      resolve();
    }
    checkSoon();
  });
}
