/**
 * Performance marks the app sets at moments that matter to field timing and to tests (which wait
 * for them rather than for time or a quiet network). No imports: the e2e suite and the bench's
 * Node scripts read these too.
 */

/**
 * The router has the first route's code (its lazy modules and strings), on a page the browser
 * renders itself as on a prerendered one. tests/perf/lib/first-load.mjs counts what a route asked
 * for before it as the route's first load.
 */
export const ROUTE_READY_MARK = 'app:route-ready';

/** A prerendered page is hydrated: React owns its markup and its links navigate inside the app. */
export const HYDRATED_MARK = 'app:hydrated';

/**
 * The home page's sections below the hero are React's (hydrated over their prerendered HTML, or
 * rendered on a client-side visit), so their links navigate inside the app.
 */
export const BELOW_THE_FOLD_READY_MARK = 'home:below-the-fold-ready';

/**
 * The analytics SDK has started and taken over the events queued before it (src/features/analytics,
 * after the first page's calls, the load event and an idle moment: src/app/boot.ts). Tests that
 * move a fake clock wait for it: a jump that lands in the SDK's start has hung Playwright's clock.
 */
export const ANALYTICS_SDK_READY_MARK = 'analytics:sdk-ready';

/** Field vitals are observed: web-vitals has loaded, after the load event and an idle moment. */
export const WEB_VITALS_OBSERVING_MARK = 'analytics:web-vitals-observing';

/**
 * The code of the pages one click away has loaded, or stopped loading (src/app/warm-next-pages.ts).
 * The interaction bench waits for it before it times a click.
 */
export const NEXT_PAGES_WARM_MARK = 'app:next-pages-warm';
