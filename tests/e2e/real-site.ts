import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { startApiServer, TOKEN, type ApiServer } from './fixtures/api-server.mjs';
import { makeWorldReadable, startNginx, stopNginx, type RunningNginx } from '../nginx/lib.mjs';

/**
 * A production build (VITE_API_MOCK=false) served by `vite preview`, pointed at the Node fixture
 * API of ./fixtures/api-server.mjs on another port: the API, its analytics collector (`/sa`) and a
 * stand-in for the payment providers' cashiers. Started before a spec file's tests and stopped
 * after them; each file builds into its own `outDir`.
 */

const ROOT = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export interface RealSite {
  /** The site's origin, e.g. http://127.0.0.1:41234. */
  readonly site: string;
  readonly api: ApiServer;
}

export interface RealSiteOptions {
  /**
   * Who serves the build: `vite preview` (the default), or nginx with the shipped nginx.conf and
   * the build's own CSP include (tests/nginx/lib.mjs), as production serves it.
   */
  server?: 'preview' | 'nginx';
}

/** Registers the build, the servers and their stop around the calling spec file's tests. */
export function useRealSite(
  outDir: string,
  { server = 'preview' }: RealSiteOptions = {},
): RealSite {
  let api: ApiServer | undefined;
  let preview: ChildProcess | undefined;
  let nginx: RunningNginx | undefined;
  let site = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const sitePort = await freePort();
    site = `http://127.0.0.1:${sitePort}`;
    api = await startApiServer({ allowedOrigin: site });
    const apiBase = `http://127.0.0.1:${api.port}`;
    execFileSync('npx', ['vite', 'build', '--outDir', outDir], {
      cwd: ROOT,
      stdio: 'pipe',
      env: {
        ...process.env,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        VITE_API_MOCK: 'false',
        VITE_API_BASE: apiBase,
        VITE_ANALYTICS_URL: `${apiBase}/sa`,
        // The fixture's cashier stands in for Alipay / WeChat H5 (a sandbox host, as documented).
        VITE_PAY_PROVIDER_HOSTS: apiBase,
      },
    });
    if (server === 'nginx') {
      makeWorldReadable(resolve(ROOT, outDir));
      nginx = await startNginx(outDir, resolve(ROOT, outDir), sitePort);
      return;
    }
    preview = spawn(
      'npx',
      [
        'vite',
        'preview',
        '--outDir',
        outDir,
        '--host',
        '127.0.0.1',
        '--port',
        String(sitePort),
      ].concat('--strictPort'),
      { cwd: ROOT, stdio: 'ignore', detached: true },
    );
    await waitForHttp(`${site}/`);
  });

  test.afterAll(async () => {
    if (preview?.pid) {
      try {
        process.kill(-preview.pid, 'SIGTERM'); // the npx process group this file started
      } catch {
        // already gone
      }
    }
    if (nginx) {
      await stopNginx(nginx.child);
      rmSync(nginx.prefix, { recursive: true, force: true });
    }
    await api?.close();
    rmSync(resolve(ROOT, outDir), { recursive: true, force: true });
  });

  return {
    get site() {
      return site;
    },
    get api() {
      if (!api) throw new Error('the fixture API has not started');
      return api;
    },
  };
}

/**
 * While any route is registered (the shared fixture routes analytics beacons), Playwright answers
 * every CORS preflight itself with allow-everything headers. Drop them so that the real server's
 * preflight, and its collector, are what the browser meets.
 */
export async function useTheRealServer(page: Page): Promise<void> {
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Signed in as the fixture's user. */
export async function signIn(page: Page, site: string): Promise<void> {
  await page.context().addCookies([{ name: 'token', value: TOKEN, url: site }]);
}
