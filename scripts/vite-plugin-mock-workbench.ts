/**
 * The mock builds' stand-in workbench sub-app (mocks/workbench-app/, mocks/README.md "工作台").
 *
 * `/workbench` mounts whatever VITE_WORKBENCH_ENTRY names (docs/decisions/0007-workbench-micro-frontend.md).
 * The real sub-app's host is out of reach of `npm start` and of a static QA host, so the
 * development and mock modes point it at `/__mock-workbench/` (.env.development, .env.mock) and
 * this plugin serves that folder there, on the site's own origin:
 *
 *   - `npm start` (vite dev): a middleware answers `/__mock-workbench/*` from the folder, as is
 *     (Vite's own HTML handling would inject its client into the entry);
 *   - `vite build --mode mock` (dist-mock): the files are emitted into `<outDir>/__mock-workbench/`,
 *     so `vite preview` and any static host serve them with the rest of the build.
 *
 * Other modes (the production build) get nothing; tests/build/check-dist.mjs checks that dist/
 * holds none of it. Same origin, the entry needs nothing from the CSP beyond 'self' (nginx adds
 * 'unsafe-eval' on /workbench documents for every sub-app, nginx/csp-routes.conf), and its HTML
 * has no inline script to hash (scripts/vite-plugin-nginx-csp.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const MOCK_WORKBENCH_PATH = '/__mock-workbench/';
/** The modes whose builds and dev server carry the stand-in. */
const MOCK_WORKBENCH_MODES: readonly string[] = ['development', 'mock'];

const SOURCE_DIR = resolve(import.meta.dirname, '../mocks/workbench-app');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The stand-in's files, by name (a flat folder: index.html and what it links). */
function sourceFiles(): string[] {
  return readdirSync(SOURCE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && extname(entry.name) in TYPES)
    .map((entry) => entry.name)
    .sort();
}

export function mockWorkbenchPlugin(mode: string): Plugin {
  const enabled = MOCK_WORKBENCH_MODES.includes(mode);
  let ssr = false;
  return {
    name: 'mock-workbench',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    configureServer(server) {
      if (!enabled) return;
      const mount = MOCK_WORKBENCH_PATH.slice(0, -1);
      server.middlewares.use(mount, (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://dev.local');
        // `/__mock-workbench` without its slash: the entry's relative links need the folder URL.
        if (req.originalUrl?.split('?')[0] === mount) {
          res.writeHead(301, { Location: `${MOCK_WORKBENCH_PATH}${url.search}` });
          return res.end();
        }
        const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
        if (!sourceFiles().includes(name)) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          return res.end('not found');
        }
        res.writeHead(200, { 'Content-Type': TYPES[extname(name)]!, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(SOURCE_DIR, name)));
      });
    },
    generateBundle() {
      if (!enabled || ssr) return;
      for (const name of sourceFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${MOCK_WORKBENCH_PATH.slice(1)}${name}`,
          source: readFileSync(join(SOURCE_DIR, name)),
        });
      }
    },
  };
}
