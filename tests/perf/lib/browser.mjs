// Loads pages in the machine's Chromium (the binary and flags of playwright.config.ts) and records
// what they fetch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { REPO } from '../../nginx/lib.mjs';
import { importTypeScript } from './typescript.mjs';

export const CHROMIUM = process.env.CHROMIUM_BIN || '/usr/bin/chromium';

/** The `launchOptions.args` of playwright.config.ts, read from the file so the two never drift. */
export function chromiumFlags() {
  const config = readFileSync(join(REPO, 'playwright.config.ts'), 'utf8');
  const block = /launchOptions:\s*\{[\s\S]*?args:\s*\[([\s\S]*?)\]/.exec(config)?.[1];
  const code = block?.replace(/\/\/.*$/gm, '');
  const flags = code ? [...code.matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
  if (!flags.includes('--no-sandbox'))
    throw new Error('could not read the Chromium flags of playwright.config.ts');
  return flags;
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: chromiumFlags() });
}

/** The two device profiles every route is measured in (phone first: Lighthouse's preset). */
export const PROFILES = {
  phone: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
};

/** The app's marks and the mock backend's test account (tests/perf/app-facts.ts). */
export const { NEXT_PAGES_WARM_MARK, ROUTE_READY_MARK, TEST_PHONE, TEST_TOKEN } =
  await importTypeScript('tests/perf/app-facts.ts');

/** Cookies a route entry of tests/perf/routes.ts needs on `origin` (logged-in session, payer phone). */
export function cookiesFor(route, origin, { loggedIn }) {
  const cookies = [];
  if (loggedIn) cookies.push({ name: 'token', value: TEST_TOKEN, url: origin });
  if (route.payer) {
    cookies.push({
      name: 'pay_user_info',
      value: encodeURIComponent(JSON.stringify({ phone: TEST_PHONE })),
      url: origin,
    });
  }
  return cookies;
}

/**
 * Opens `origin + path` in a fresh context and waits for the load event, a rendered #root and then
 * for the page's own JS/CSS to settle (no asset request in flight or started for 400 ms). Returns
 * the same-origin asset paths fetched (`assets/x.js`), every request URL, the final path and the
 * page errors. Idle-time loads that start later (the analytics SDK) may or may not be seen: they
 * are never part of the first load anyway (lib/first-load.mjs).
 */
export async function recordPage(
  browser,
  origin,
  path,
  { profile = PROFILES.phone, cookies = [], routeReady = true, loaded = () => true } = {},
) {
  const context = await browser.newContext({
    ...profile,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const assets = new Set();
    const all = [];
    const errors = [];
    let inFlight = 0;
    let lastAssetAt = Date.now();
    const isAsset = (req) => {
      const url = new URL(req.url());
      return url.origin === origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname)
        ? url.pathname.slice(1)
        : null;
    };
    // When the browser sent each asset request (epoch ms, the browser's clock): CDP's timing once
    // the request has ended; until then, when Node heard of it.
    const requestedAt = new Map();
    page.on('request', (req) => {
      all.push(req.url());
      const asset = isAsset(req);
      if (!asset) return;
      assets.add(asset);
      if (!requestedAt.has(asset)) requestedAt.set(asset, Date.now());
      inFlight++;
      lastAssetAt = Date.now();
    });
    const settle = (req) => {
      const asset = isAsset(req);
      if (!asset) return;
      const started = req.timing().startTime;
      if (started > 0) requestedAt.set(asset, Math.min(requestedAt.get(asset), started));
      inFlight--;
      lastAssetAt = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto(origin + path, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
      null,
      {
        timeout: 15_000,
      },
    );
    // The app's route is ready (its mark; the hello-world has none): what came before it is the
    // first load. A busy machine may take seconds to get there, so this waits for the mark.
    if (routeReady) {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        ROUTE_READY_MARK,
        { timeout: 30_000 },
      );
    }
    // Then until the assets have been quiet for a moment and `loaded(assets)` holds (the chunks a
    // route must load, such as the workbench's qiankun), or 30 s have passed: the caller's checks
    // then say what is missing.
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      (inFlight > 0 || Date.now() - lastAssetAt < 400 || !loaded(assets))
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // When the app's first route was ready (its mark, as epoch ms; none in the hello-world):
    // chunks the page asks for after that are not the route's own.
    const routeReadyAt = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    }, ROUTE_READY_MARK);
    const finalUrl = new URL(page.url());
    return {
      assets,
      requests: all,
      finalPath: finalUrl.pathname,
      errors,
      routeReadyAt,
      requestedAt,
    };
  } finally {
    await context.close();
  }
}
