/**
 * Prerendering of the marketing routes (docs/integration-notes.md §5, data mode).
 *
 * At the end of every client build (`npm run build`, `build:mock`, `vite build --outDir X`) this
 * plugin bundles src/prerender-entry.tsx for Node (`vite build --ssr`, same config and mode),
 * renders every path of RENDER_PATHS (src/prerender-entry.tsx) with React Router's static handler, and writes
 * `<outDir>/<path>/index.html` (`/` → `<outDir>/index.html`): the built index.html with the page's
 * markup in #root, its head tags (title, description, canonical, Open Graph, mobile alternate) and
 * the router state as a JSON data block for hydration (src/app/hydration.ts).
 *
 * The untouched shell is kept as `<outDir>/__spa-fallback.html`: every other path gets it (nginx
 * `try_files … /__spa-fallback.html`, and the same rule in `vite preview` below), so a deep link
 * never receives the home page's markup. Each page's critical CSS is then inlined and its
 * stylesheets deferred (scripts/critical-css.ts, beasties), so no stylesheet blocks its first
 * paint. Finally the nginx CSP include is rewritten, hashing the inline scripts a prerendered page
 * has (the hide-flag probe below and beasties' stylesheet activation script).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  type Connect,
  type Logger,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';
import { HIDE_PAY_QUERY_VALUE, QUERY_PARAM } from '../src/shared/constants.ts';
import { SESSION_KEYS } from '../src/shared/storage/keys.ts';
import { siteDomainOf } from './build-env.ts';
import { createCriticalCssInliner } from './critical-css.ts';
import { CSP_INCLUDE_DIR, writeNginxCspInclude } from './vite-plugin-nginx-csp.ts';

export const SPA_FALLBACK_FILE = '__spa-fallback.html';
const ENTRY = 'src/prerender-entry.tsx';
const ENTRY_OUT = 'prerender-entry.mjs';
const HYDRATION_DATA_ID = '__router_hydration'; // src/app/hydration.ts HYDRATION_DATA_ID
const NESTED_BUILD_FLAG = 'PRERENDER_SSR_BUILD';

/**
 * docs/product-rules.md §2's flag query (`hide_pay=1`) hides the download and payment buttons.
 * Prerendered HTML has them, so before first paint this probe marks <html> and the style below
 * hides `[data-pay-action]`; after hydration React removes them and the mark. It also remembers the
 * flag for the tab exactly as src/shared/session/hide-pay.ts does, so a link followed before the
 * app has loaded keeps it.
 */
const FLAG = JSON.stringify(QUERY_PARAM.hidePay);
const FLAG_VALUE = JSON.stringify(HIDE_PAY_QUERY_VALUE);
const FLAG_KEY = JSON.stringify(SESSION_KEYS.hidePay);
export const HIDE_PAY_PROBE = [
  '(function(){try{',
  `var p=new URLSearchParams(location.search).get(${FLAG}),s=sessionStorage,h;`,
  `if(p!==null){h=p===${FLAG_VALUE};if(h)s.setItem(${FLAG_KEY},${FLAG_VALUE});else s.removeItem(${FLAG_KEY})}`,
  `else h=s.getItem(${FLAG_KEY})===${FLAG_VALUE};`,
  "if(h)document.documentElement.setAttribute('data-hide-pay','')",
  '}catch(e){}})();',
].join('');
const HIDE_PAY_STYLE =
  'html[data-hide-pay] [data-pay-action]{display:none!important}html[data-hide-pay] [data-pay-fallback]{display:inline-flex!important}';

interface RenderedPage {
  status: number;
  html: string;
  head: string;
  /** Absent for a private page's frame, which the browser replaces rather than hydrates. */
  state?: { path: string; data: unknown };
}
interface PrerenderEntry {
  RENDER_PATHS: readonly string[];
  renderPage: (path: string, siteDomain: string) => Promise<RenderedPage>;
}

/** JSON that is safe inside <script type="application/json"> (no `</script>`, no `<!--`). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The CSS-module class names (`_hero_1abcd_3`) each built stylesheet defines, keyed by its URL.
 * Route CSS normally arrives with the route's lazy chunk, i.e. after JavaScript; a prerendered
 * page links the stylesheets its markup uses so that it is styled before any script runs.
 */
export function indexModuleCss(outDir: string, base = '/'): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const assets = join(outDir, 'assets');
  if (!existsSync(assets)) return index;
  for (const name of readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .sort()) {
    const css = readFileSync(join(assets, name), 'utf8');
    const classes = new Set([...css.matchAll(/\.(_[A-Za-z][\w-]*)/g)].map((m) => m[1]!));
    if (classes.size) index.set(`${base}assets/${name}`, classes);
  }
  return index;
}

/** Stylesheets of `index` whose classes occur in `html` (and that `template` does not link yet). */
export function stylesheetsFor(
  html: string,
  index: Map<string, Set<string>>,
  template = '',
): string[] {
  const used = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)]
      .flatMap((m) => (m[1] ?? '').split(/\s+/))
      .filter((c) => c.startsWith('_')),
  );
  return [...index]
    .filter(
      ([href, classes]) =>
        !template.includes(`href="${href}"`) && [...classes].some((c) => used.has(c)),
    )
    .map(([href]) => href);
}

/** The built shell with one page's head tags, stylesheets, markup and hydration state (if any). */
export function injectPage(
  template: string,
  page: RenderedPage,
  stylesheets: readonly string[] = [],
): string {
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n    `)
    .join('');
  // A page with its own description replaces the shell's; a private frame keeps the site's.
  const ownDescription = /<meta\s+name="description"/i.test(page.head);
  const withHead = template
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(ownDescription ? /\s*<meta\s+name="description"[^>]*>/i : /(?!)/, '')
    .replace(
      /<\/head>/i,
      `    ${links}${page.head}\n    <style>${HIDE_PAY_STYLE}</style>\n    <script>${HIDE_PAY_PROBE}</script>\n  </head>`,
    );
  const root = '<div id="root"></div>';
  if (!withHead.includes(root))
    throw new Error('[prerender] index.html has no empty <div id="root"></div>');
  const state = page.state
    ? `\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(page.state)}</script>`
    : '';
  return withHead.replace(root, `<div id="root">${page.html}</div>${state}`);
}

/** `/` → index.html, `/n/1024` → n/1024/index.html. */
export function outputFileFor(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? join(clean, 'index.html') : 'index.html';
}

export interface PrerenderOptions {
  root: string;
  /** Vite `base` (public path of /assets/). */
  base?: string;
  /** Every CSS file of the client build in load order (cssLoadOrder). */
  cssOrder?: readonly string[];
  mode: string;
  configFile: string | false;
  outDir: string;
  siteDomain: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export async function prerender(options: PrerenderOptions): Promise<string[]> {
  const { root, mode, configFile, outDir, siteDomain, logger, base = '/', cssOrder = [] } = options;
  // Inside the project, so that the bundle's bare imports (react, react-router…) resolve.
  const ssrDir = join(root, 'node_modules', '.cache', 'prerender', `${process.pid}-${Date.now()}`);
  process.env[NESTED_BUILD_FLAG] = '1';
  try {
    await build({
      configFile,
      root,
      mode,
      logLevel: 'warn',
      publicDir: false,
      build: {
        ssr: ENTRY,
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: ENTRY_OUT } },
      },
    });
  } finally {
    delete process.env[NESTED_BUILD_FLAG];
  }
  try {
    const entry = (await import(pathToFileURL(join(ssrDir, ENTRY_OUT)).href)) as PrerenderEntry;
    const shellFile = join(outDir, 'index.html');
    const template = readFileSync(shellFile, 'utf8');
    writeFileSync(join(outDir, SPA_FALLBACK_FILE), template);
    const cssIndex = indexModuleCss(outDir, base);
    const pages: { path: string; page: RenderedPage; css: string[] }[] = [];
    for (const path of entry.RENDER_PATHS) {
      const page = await entry.renderPage(path, siteDomain);
      if (page.status !== 200)
        throw new Error(`[prerender] ${path} rendered with status ${page.status}`);
      pages.push({ path, page, css: stylesheetsFor(page.html, cssIndex, template) });
    }
    // In the order the browser would get them from the chunks: a chunk's imports first (shared
    // sheets such as buttons), then its own, so a page's rules win ties as they do at run time.
    const rank = (href: string) => {
      const at = cssOrder.indexOf(href.slice(base.length));
      return at < 0 ? Number.MAX_SAFE_INTEGER : at;
    };
    const byLoadOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
    const inlineCriticalCss = createCriticalCssInliner({
      outDir,
      base,
      warn: (message) => logger.warn(message),
    });
    const written: string[] = [];
    for (const { path, page, css } of pages) {
      const file = join(outDir, outputFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      const html = injectPage(template, page, [...css].sort(byLoadOrder));
      writeFileSync(file, await inlineCriticalCss(html, path));
      written.push(file);
    }
    if (existsSync(join(outDir, CSP_INCLUDE_DIR, 'csp.json'))) writeNginxCspInclude(outDir);
    logger.info(`prerendered ${written.length} pages: ${entry.RENDER_PATHS.join(' ')}`);
    return written;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * `vite preview` routing like nginx.conf's `location /`: a prerendered `<path>/index.html` or
 * `<path>.html` first, then the SPA fallback (not the prerendered home page).
 */
export function prerenderedRouting(outDir: string): Connect.NextHandleFunction {
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  return (req, _res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const url = new URL(req.url, 'http://preview.local');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return next();
    }
    // Files (assets, sitemap.xml, *.html) are served as they are, or are real 404s.
    if (/\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/assets/')) return next();
    const base = resolve(outDir, `.${path}`);
    if (base !== outDir && !base.startsWith(outDir + sep)) return next();
    const candidates = [join(base, 'index.html'), `${base}.html`];
    const found =
      candidates.find(isFile) ??
      (isFile(join(outDir, SPA_FALLBACK_FILE)) ? join(outDir, SPA_FALLBACK_FILE) : undefined);
    if (found) req.url = `/${relative(outDir, found).split(sep).join('/')}${url.search}`;
    next();
  };
}

/**
 * CSS files of a client bundle in dependency order: depth first over static imports, so that the
 * CSS of an imported chunk comes before the CSS of the chunk importing it (as Vite preloads it).
 */
export function cssLoadOrder(bundle: Rolldown.OutputBundle): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!order.includes(css)) order.push(css);
    chunk.dynamicImports.forEach(visit);
  };
  const chunks = Object.values(bundle).filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  );
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  chunks.forEach((chunk) => visit(chunk.fileName));
  return order;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let outDir = '';
  let cssOrder: string[] = [];
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    writeBundle(_options, bundle) {
      cssOrder = cssLoadOrder(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || process.env[NESTED_BUILD_FLAG])
          return;
        const siteDomain = siteDomainOf(config.env);
        await prerender({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile ?? false,
          outDir,
          base: config.base,
          cssOrder,
          siteDomain,
          logger: config.logger,
        });
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(prerenderedRouting(outDir));
    },
  };
}
