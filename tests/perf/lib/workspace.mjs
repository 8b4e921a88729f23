// One measurement run: a temp workspace, the loopback mock API, the site and hello-world builds,
// and nginx (the shipped nginx.conf) serving each of them. Used by tests/perf/check-budgets.mjs
// and scripts/bench.mjs; `close()` stops only what it started.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, makeWorldReadable, NGINX, startNginx, stopNginx } from '../../nginx/lib.mjs';
import { buildHello, buildSite, readChunkMap, REPO, siteEnv } from './build.mjs';
import { startMockApi } from './mock-api.mjs';

const firstLoadConfig = JSON.parse(readFileSync(join(REPO, 'perf-budget.json'), 'utf8')).firstLoad;

export async function prepareRun({ log = console.log, keep = process.env.PERF_KEEP === '1' } = {}) {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX} (install nginx-light or set NGINX_BIN)`);
  const work = mkdtempSync(join(tmpdir(), 'perf-run-'));
  chmodSync(work, 0o755);
  const cleanups = [];
  const close = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
    if (!keep) rmSync(work, { recursive: true, force: true });
    else log(`kept ${work}`);
  };
  try {
    const apiPort = await freePort();
    const env = siteEnv(`http://127.0.0.1:${apiPort}`);
    const siteDir = join(work, 'site');
    const helloDir = join(work, 'hello');
    const siteMs = buildSite(siteDir, env);
    log(
      `built the site in ${(siteMs / 1000).toFixed(1)} s (npm run build, API at 127.0.0.1:${apiPort})`,
    );
    const helloMs = buildHello(helloDir);
    log(`built the hello-world in ${(helloMs / 1000).toFixed(1)} s (bench/hello)`);
    // nginx.conf includes the build's CSP file; the hello-world has none, so it gets the site's.
    mkdirSync(join(helloDir, '_nginx'), { recursive: true });
    cpSync(join(siteDir, '_nginx', 'csp.conf'), join(helloDir, '_nginx', 'csp.conf'));
    makeWorldReadable(siteDir);
    makeWorldReadable(helloDir);

    const api = await startMockApi(apiPort, env);
    cleanups.push(() => api.close());
    const siteNginx = await startNginx('perf-site', siteDir);
    cleanups.push(async () => {
      await stopNginx(siteNginx.child);
      rmSync(siteNginx.prefix, { recursive: true, force: true });
    });
    const helloNginx = await startNginx('perf-hello', helloDir);
    cleanups.push(async () => {
      await stopNginx(helloNginx.child);
      rmSync(helloNginx.prefix, { recursive: true, force: true });
    });
    return {
      work,
      api,
      site: {
        dir: siteDir,
        origin: `http://127.0.0.1:${siteNginx.port}`,
        chunkMap: readChunkMap(siteDir),
        root: REPO,
        routeTable: firstLoadConfig.routeTable,
        routeLoaderModules: firstLoadConfig.routeLoaderModules,
        // The app sets the route-ready mark (lib/browser.mjs ROUTE_READY_MARK); the hello-world not.
        marksRouteReady: true,
      },
      hello: {
        dir: helloDir,
        origin: `http://127.0.0.1:${helloNginx.port}`,
        chunkMap: readChunkMap(helloDir),
        root: join(REPO, 'bench/hello'),
        routeTable: 'src/main.tsx',
        routeLoaderModules: [],
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
