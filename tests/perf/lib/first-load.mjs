// What a route's first load is, computed from what the browser fetched and the build's chunk map.
//
// First load = the HTML entry chunk with everything it imports statically, plus the chunks of the
// route-table modules (layouts, pages, prefetch modules and strings: perf-budget.json `firstLoad`)
// that the browser fetched for this URL, with everything they import statically. That is exactly the JS the
// router needs before it can render the route. Code the app loads later on purpose — the analytics
// SDK after first paint, the toaster on the first message, a dialog on demand — is "deferred": the
// browser may fetch it during the measurement, but it is reported apart and never counted.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';

/** nginx.conf's gzip_comp_level: what a visitor downloads when no .gz file is deployed. */
export const GZIP_LEVEL = 6;

const gzCache = new Map();
export function gzipBytes(file) {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(file), { level: GZIP_LEVEL }).length;
    gzCache.set(file, n);
  }
  return n;
}

const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  );

/**
 * The modules whose chunks count as a route's own: the `import('./…')` targets of the route table
 * plus the files matching `extraGlobs` (root-relative; what the route loader awaits besides them).
 */
export function routeModuleMatcher(root, routeTableFile, extraGlobs = []) {
  const exact = routeTableModules(root, routeTableFile);
  const patterns = extraGlobs.map(globToRegExp);
  return { has: (id) => exact.has(id) || patterns.some((re) => re.test(id)), size: exact.size };
}

/**
 * Root-relative paths of the modules a route table loads lazily: `import('./routes/login')`, or
 * `import('@/features/…')` (the `@/` alias is `src/`, as in vite.config.ts).
 */
export function routeTableModules(root, routeTableFile) {
  const source = readFileSync(join(root, routeTableFile), 'utf8');
  const dir = dirname(join(root, routeTableFile));
  const found = new Set();
  for (const m of source.matchAll(/import\(\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]\s*\)/g)) {
    const base = m[1].startsWith('@/') ? join(root, 'src', m[1].slice(2)) : join(dir, m[1]);
    const candidates = [
      base,
      `${base}.tsx`,
      `${base}.ts`,
      `${base}.jsx`,
      `${base}.js`,
      join(base, 'index.tsx'),
      join(base, 'index.ts'),
    ];
    const file = candidates.find((c) => existsSync(c) && !c.endsWith('/') && /\.[jt]sx?$/.test(c));
    if (file) found.add(relative(root, file));
  }
  if (found.size === 0) throw new Error(`no lazy import() found in ${routeTableFile}`);
  return found;
}

/** `files` plus every chunk they import statically, transitively. */
export function staticClosure(chunkMap, files) {
  const out = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (out.has(f) || !chunkMap[f]) continue;
    out.add(f);
    stack.push(...chunkMap[f].imports);
  }
  return out;
}

/**
 * @param chunkMap   .vite/chunk-map.json of the build
 * @param requested  asset paths the browser fetched (`assets/home-x.js`, `assets/index-y.css`)
 * @param routeModules result of routeModuleMatcher()
 * @param options.requestedBeforeReady  whether the browser asked for a chunk before the app's first
 *   route was ready (its `app:route-ready` mark). The route table's modules and strings a page
 *   loads later (the home page's lower sections and their copy) are not its first load.
 */
export function firstLoad(chunkMap, requested, routeModules, { requestedBeforeReady } = {}) {
  const entries = Object.keys(chunkMap).filter((f) => chunkMap[f].isEntry);
  const routeChunks = [...requested].filter(
    (f) =>
      chunkMap[f] &&
      chunkMap[f].modules.some((m) => routeModules.has(m.id)) &&
      (!requestedBeforeReady || requestedBeforeReady(f)),
  );
  const js = staticClosure(chunkMap, [...entries, ...routeChunks]);
  const css = new Set([...js].flatMap((f) => chunkMap[f].css));
  const deferredJs = [...requested].filter((f) => f.endsWith('.js') && !js.has(f));
  return { js, css, deferredJs, routeChunks };
}

/** npm package names inside `files` (chunk-map module ids `npm:<name>`). */
export function packagesIn(chunkMap, files) {
  const names = new Set();
  for (const f of files) {
    for (const m of chunkMap[f]?.modules ?? [])
      if (m.id.startsWith('npm:')) names.add(m.id.slice(4));
  }
  return names;
}

export function sumGzip(dir, files) {
  let total = 0;
  for (const f of files) total += gzipBytes(join(dir, f));
  return total;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
