// Measures the first load of routes (lib/first-load.mjs) in both device profiles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../../nginx/lib.mjs';
import { cookiesFor, PROFILES, recordPage } from './browser.mjs';
import { firstLoad, packagesIn, routeModuleMatcher, sumGzip } from './first-load.mjs';
import { importTypeScript } from './typescript.mjs';

/** The routes the gates open, from the route table (tests/perf/routes.ts). */
export async function loadRoutes() {
  return (await importTypeScript('tests/perf/routes.ts')).PERF_ROUTES;
}

export function loadBudget() {
  return JSON.parse(readFileSync(join(REPO, 'perf-budget.json'), 'utf8'));
}

/** The path part of a route entry (`/login?redirect=…` → `/login`). */
export const pathnameOf = (path) => new URL(path, 'http://x').pathname;

/**
 * The first load of one URL of a build (`target` from lib/workspace.mjs): the union over the
 * device profiles (default: phone and desktop), so a chunk only one layout needs still counts.
 */
export async function measureFirstLoad(
  browser,
  target,
  path,
  { cookies = [], expectPath, profiles = Object.keys(PROFILES), mustLoad = [] } = {},
) {
  const routeModules = routeModuleMatcher(
    target.root,
    target.routeTable,
    target.routeLoaderModules,
  );
  const js = new Set();
  const css = new Set();
  const deferred = new Set();
  const errors = [];
  let requests = 0;
  for (const name of profiles) {
    const rec = await recordPage(browser, target.origin, path, {
      profile: PROFILES[name],
      cookies,
      routeReady: Boolean(target.marksRouteReady),
      loaded: (assets) => {
        const packages = packagesIn(target.chunkMap, assets);
        return mustLoad.every((p) => packages.has(p));
      },
    });
    const want = expectPath ?? pathnameOf(path);
    if (rec.finalPath !== want) {
      throw new Error(
        `${path} (${name}) ended at ${rec.finalPath}, expected ${want}: the route was not measured`,
      );
    }
    const ready = rec.routeReadyAt;
    const fl = firstLoad(target.chunkMap, rec.assets, routeModules, {
      requestedBeforeReady:
        ready === null ? undefined : (f) => (rec.requestedAt.get(f) ?? 0) <= ready,
    });
    if (fl.routeChunks.length === 0 && routeModules.size > 0) {
      throw new Error(`${path} (${name}): no route-table chunk was fetched — is the route lazy?`);
    }
    fl.js.forEach((f) => js.add(f));
    fl.css.forEach((f) => css.add(f));
    fl.deferredJs.forEach((f) => deferred.add(f));
    errors.push(...rec.errors.map((e) => `${name}: ${e}`));
    requests = Math.max(requests, rec.requests.length);
  }
  [...js].forEach((f) => deferred.delete(f));
  return {
    path,
    js,
    css,
    deferred,
    jsGzip: sumGzip(target.dir, js),
    cssGzip: sumGzip(target.dir, css),
    deferredGzip: sumGzip(target.dir, deferred),
    packages: packagesIn(target.chunkMap, js),
    deferredPackages: packagesIn(target.chunkMap, deferred),
    requests,
    errors,
  };
}

/** Measures one route entry in the session state where it renders. */
export function measureRoute(browser, target, route, { profiles } = {}) {
  const loggedIn = route.login === 'required';
  return measureFirstLoad(browser, target, route.path, {
    cookies: cookiesFor(route, target.origin, { loggedIn }),
    expectPath: route.notFound ? pathnameOf(route.path) : undefined,
    profiles,
    // What the route is known to load (check-budgets.mjs checks that it does): waited for.
    mustLoad: route.firstLoadMayInclude ?? [],
  });
}

/** `fn` over `items`, at most `limit` at a time, results in input order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
