// Builds for the size gates and the bench: the site exactly as `npm run build` makes it (prerender
// included) and the hello-world baseline of bench/hello, both with PERF_CHUNK_MAP=1 so that each
// writes .vite/chunk-map.json (scripts/vite-plugin-chunk-map.ts). The API, analytics and workbench
// origins point at a loopback mock API (lib/mock-api.mjs) so that every page can really render.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../../nginx/lib.mjs';

export { REPO };

/** The build-time env of a site build whose every service lives at `apiOrigin`. */
export function siteEnv(apiOrigin) {
  return {
    VITE_API_MOCK: 'false',
    VITE_API_BASE: apiOrigin,
    VITE_USER_API_BASE: apiOrigin,
    VITE_WEB_API_BASE: apiOrigin,
    VITE_ACTIVITY_API_BASE: apiOrigin,
    VITE_PROMOTION_API_BASE: apiOrigin,
    VITE_PAY_API_BASE: apiOrigin,
    VITE_ANALYTICS_URL: `${apiOrigin}/sa`,
    VITE_WORKBENCH_ENTRY: `${apiOrigin}/__workbench/`,
  };
}

function run(label, command, args, env) {
  const started = Date.now();
  try {
    execFileSync(command, args, {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        PERF_CHUNK_MAP: '1',
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const out = `${err.stdout ?? ''}${err.stderr ?? ''}`;
    throw new Error(`${label} failed:\n${out.split('\n').slice(-40).join('\n')}`);
  }
  return Date.now() - started;
}

/** `npm run build -- --outDir <outDir>` with the given env; returns the build time in ms. */
export function buildSite(outDir, env) {
  rmSync(outDir, { recursive: true, force: true });
  const ms = run('npm run build', 'npm', ['run', '-s', 'build', '--', '--outDir', outDir], env);
  if (!existsSync(join(outDir, '.vite', 'chunk-map.json'))) {
    throw new Error(
      `${outDir}/.vite/chunk-map.json is missing: is chunkMapPlugin() in vite.config.ts?`,
    );
  }
  return ms;
}

/** The hello-world of bench/hello, built by the same Vite with the same target. */
export function buildHello(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  return run(
    'vite build bench/hello',
    'npx',
    ['vite', 'build', 'bench/hello', '--outDir', outDir, '--emptyOutDir'],
    {},
  );
}

export function readChunkMap(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'chunk-map.json'), 'utf8'));
}
