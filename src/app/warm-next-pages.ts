import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH } from '@/domain/paths';
import { loadedAndIdle } from '@/shared/idle';
import { loadAhead } from '@/shared/load-ahead';
import { NEXT_PAGES_WARM_MARK } from '@/shared/perf-marks';

/**
 * The code the route table loads for a path (each matched route's lazy module: layout, gate,
 * page, and their strings), as a navigation there would. The router asks again when it navigates
 * and gets the modules already loaded.
 */
export function loadRouteCode(routes: RouteObject[], path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(
    matches.flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [Promise.resolve(route.lazy())] : [],
    ),
  );
}

/**
 * What a visitor on `currentPath` opens with one click: the login dialog without a session (the
 * navbar's 登录), then the navbar's pages (`links`, their paths in order), each once, the current
 * one left out.
 */
export function nextPages({
  currentPath,
  loggedIn,
  links,
}: {
  currentPath: string;
  loggedIn: boolean;
  links: readonly string[];
}): { login: boolean; paths: string[] } {
  return {
    login: !loggedIn && currentPath !== LOGIN_PATH,
    paths: [...new Set(links)].filter((path) => path !== currentPath),
  };
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or is on 2G: nothing is loaded ahead of need. */
export function dataIsDear(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Loads the next pages' code one at a time, each when the browser is idle, so that a tap on a
 * phone (which has no hover to load it on) finds it there instead of waiting for the network
 * (docs/decisions/0015-interactions.md). Each is a load ahead of need (src/shared/load-ahead.ts:
 * not while offline, and its failure reloads nothing); a failed load stops the rest: the network
 * is poor, and a browser keeps a failed module load for the page's lifetime, so fewer tries mean
 * fewer pages that could only open after a reload. Then NEXT_PAGES_WARM_MARK.
 */
export async function warmNextPages(
  loads: readonly (() => Promise<unknown>)[],
  {
    idle = loadedAndIdle,
    // The Network Information API: Chromium's, not Safari's or Firefox's (they load as on 4G).
    connection = (navigator as { connection?: Connection }).connection,
  }: { idle?: () => Promise<void>; connection?: Connection } = {},
): Promise<void> {
  if (!dataIsDear(connection)) {
    for (const load of loads) {
      await idle();
      if (!(await loadAhead(load))) break;
    }
  }
  performance.mark?.(NEXT_PAGES_WARM_MARK);
}
