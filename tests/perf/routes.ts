/**
 * The routes the quality gates open, made from the route table (src/domain/routes.ts, each
 * route's `perf`): the size budgets (tests/perf/check-budgets.mjs), `npm run bench` (those with
 * `bench`), the axe suite (tests/e2e/a11y.spec.ts) and the CSP suite (tests/e2e/csp.spec.ts). The
 * Node scripts load it through Vite (tests/perf/lib/measure.mjs `loadRoutes`). Relative imports
 * only, as the route table's.
 */
import { ROUTE_LIST } from '../../src/domain/routes.ts';

export interface PerfRoute {
  /** The URL opened. */
  readonly path: string;
  /** The route needs a session: measured logged in; logged out it must end at /login. */
  readonly login?: 'required';
  /** Needs the pay_user_info cookie. */
  readonly payer?: true;
  /** Opened logged out only. */
  readonly guestOnly?: true;
  /** Measured by `npm run bench` too. */
  readonly bench?: true;
  /** Packages allowed in this route's first load despite perf-budget.json's forbidden list. */
  readonly firstLoadMayInclude?: readonly string[];
  /** An unknown path: the 404 page. */
  readonly notFound?: true;
  /**
   * The page reads nothing of the account: a visitor with a session sees it as one without,
   * but for the navbar's account slot (a content page, the 404 page).
   */
  readonly sameSignedIn?: true;
}

/** A URL the route answers: its perf URL, or its pattern with each parameter filled in. */
export const urlOfRoute = (route: { path: string; perf?: { url?: string } }): string =>
  route.perf?.url ?? route.path.replace(/:[^/]+/g, 'sample').replace('*', 'sample');

export const PERF_ROUTES: readonly PerfRoute[] = [
  ...ROUTE_LIST.flatMap((route): PerfRoute[] => {
    const { perf, login } = route;
    if (!perf) return [];
    return [
      {
        path: urlOfRoute(route),
        ...(login && { login: 'required' as const }),
        ...(perf.payer && { payer: true as const }),
        ...(perf.guestOnly && { guestOnly: true as const }),
        ...(perf.bench && { bench: true as const }),
        ...(perf.firstLoadMayInclude && { firstLoadMayInclude: perf.firstLoadMayInclude }),
        ...(route.area === 'content' && { sameSignedIn: true as const }),
      },
    ];
  }),
  { path: '/no-such-page', notFound: true, sameSignedIn: true },
];
