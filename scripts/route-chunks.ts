/**
 * The build's chunks for the site's own code, from the route table (src/domain/routes.ts,
 * docs/decisions/0008-first-load-budget.md). A route's first load starts at its modules: its
 * layouts', its page's and its prefetch's. Each module goes by the set of routes whose modules
 * reach it through static imports:
 *
 * - one route: the bundler's own split (the page's chunk);
 * - routes of one area (the route record's `area`): the area's chunk, or a chunk of their own when
 *   they share much code;
 * - the landing page among routes of several areas: the frame, which the landing loads whole and
 *   nearly every other page loads too, so that the landing's first load stays a few files;
 * - else the chunk every area shares, or again one of their own for much code.
 *
 * Each chunk is a request and a preload link as a page hydrates, so small sets of shared code join
 * a larger chunk their pages load anyway rather than each becoming a file. What no route's modules
 * reach (a dialog, an idle task) is left to the bundler.
 */
import { createHash } from 'node:crypto';
import type { Rolldown } from 'vite';
import { layoutModules, ROUTE_LIST, ROUTES, type RouteFacts } from '../src/domain/routes.ts';

/**
 * The transformed code, in characters, a set of routes shares before it gets a chunk of its own:
 * shared by several areas, or within one area.
 */
export const OWN_CHUNK_MIN_CODE = { acrossAreas: 30_000, withinArea: 6_000 };

/** The module files a route's first load starts at, by their path from the repository root. */
export function routeModules(route: Pick<RouteFacts, 'page' | 'prefetch' | 'layout'>): string[] {
  const modules = [
    ...layoutModules(route.layout).map((module) => `src/${module}.layout.tsx`),
    `src/${route.page}.route.tsx`,
  ];
  if (route.prefetch !== undefined) modules.push(`src/${route.prefetch}.prefetch.ts`);
  return modules;
}

type Route = RouteFacts & { id: string };

/** The chunk of the code that exactly `routes` share (`code`: its length in characters). */
export function chunkFor(routes: readonly Route[], code: number): string | null {
  if (routes.length < 2) return null;
  const areas = new Set(routes.map((route) => route.area));
  const [area] = areas;
  const ownChunk = () =>
    `shared-${createHash('sha256')
      .update(routes.map((route) => route.id).join())
      .digest('hex')
      .slice(0, 8)}`;
  if (areas.size === 1) return code >= OWN_CHUNK_MIN_CODE.withinArea ? ownChunk() : `area-${area}`;
  if (routes.some((route) => route.path === ROUTES.home.path)) return 'frame';
  return code >= OWN_CHUNK_MIN_CODE.acrossAreas ? ownChunk() : 'shared';
}

/**
 * The bundler's name function for the site's code (`root`: the repository's absolute path): on its
 * first call it walks the static imports down from every route's modules, then names each module
 * by the routes reaching it.
 */
export function routeChunkName(
  root: string,
  routes: readonly Route[] = ROUTE_LIST,
): (moduleId: string, ctx: Rolldown.ChunkingContext) => string | null {
  let chunkOf: Map<string, string | null> | undefined;

  function assign(ctx: Rolldown.ChunkingContext): Map<string, string | null> {
    const reaching = new Map<string, Route[]>();
    for (const route of routes) {
      const seen = new Set<string>();
      const queue = routeModules(route).map((file) => `${root}/${file}`);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        reaching.set(id, [...(reaching.get(id) ?? []), route]);
        queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    const bySet = new Map<string, { routes: Route[]; modules: string[]; code: number }>();
    for (const [id, set] of reaching) {
      const key = set.map((route) => route.id).join(',');
      const entry = bySet.get(key) ?? { routes: set, modules: [], code: 0 };
      entry.modules.push(id);
      entry.code += ctx.getModuleInfo(id)?.code?.length ?? 0;
      bySet.set(key, entry);
    }
    const names = new Map<string, string | null>();
    for (const { routes: set, modules, code } of bySet.values()) {
      const name = chunkFor(set, code);
      for (const id of modules) names.set(id, name);
    }
    return names;
  }

  return (moduleId, ctx) => {
    chunkOf ??= assign(ctx);
    return chunkOf.get(moduleId) ?? null;
  };
}
