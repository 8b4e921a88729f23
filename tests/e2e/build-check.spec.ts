import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';

// The SDK batches every ANALYTICS.batchIntervalMs (src/shared/constants.ts), logins and reloads
// take a few seconds each on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * The build check (docs/product-rules.md §4, §9) in Chromium against the mock build. The manifest and the chunks
 * are routed on the browser context, which also sees the requests the MSW service worker passes on.
 */

/** Counts full document loads of the main frame (a reload is one more). */
function countDocumentLoads(page: Page): () => string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return () => loads;
}

/** The page's console warnings, across its documents. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * The reloaded document's chunk error was refused by the reload limit (logged before the error
 * reaches the route's boundary, whose error screen then shows): no reload is left to come.
 */
async function expectRefusedReload(warnings: string[]): Promise<void> {
  await expect
    .poll(() =>
      warnings.some((w) =>
        w.startsWith('[build-check] a chunk failed to load again; not reloading'),
      ),
    )
    .toBe(true);
}

interface ManifestFetches {
  /** This document's own id (a reload starts a new one). */
  doc: string;
  count: number;
}

/**
 * Counts the page's manifest fetches where they are made, at `fetch` (a clock step that fires the
 * poll has made its fetch by the time it returns), with an id per document.
 */
async function countManifestFetches(page: Page): Promise<() => Promise<ManifestFetches>> {
  await page.addInitScript(() => {
    const state: ManifestFetches = { doc: crypto.randomUUID(), count: 0 };
    (window as unknown as { __manifestFetches: ManifestFetches }).__manifestFetches = state;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/builds/latest.json')) state.count++;
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() => ({
      ...(window as unknown as { __manifestFetches: ManifestFetches }).__manifestFetches,
    }));
}

/**
 * Answers builds/latest.json with the running build's id until `deploy(id)` names another one.
 */
async function routeDeployedBuild(page: Page, context: BrowserContext) {
  let deployed = ((await (await page.request.get('/builds/latest.json')).json()) as { id: string })
    .id;
  await context.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: deployed, built_at: new Date().toISOString() } }),
  );
  return (id: string) => {
    deployed = id;
  };
}

test('a new build id triggers exactly one reload', async ({ page, context }) => {
  const running = ((await (await page.request.get('/builds/latest.json')).json()) as { id: string })
    .id;
  let deployed = running;
  const manifestRequests: string[] = [];
  await context.route('**/builds/latest.json*', async (route) => {
    manifestRequests.push(route.request().url());
    await route.fulfill({
      json: { id: deployed, built_at: new Date().toISOString() },
      headers: { 'Cache-Control': 'no-cache' },
    });
  });
  await page.clock.install();
  const loads = countDocumentLoads(page);
  const fetches = await countManifestFetches(page);

  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first check runs shortly after load: same id, nothing happens.
  await expect.poll(() => manifestRequests.length).toBeGreaterThan(0);
  for (const url of manifestRequests)
    expect(new URL(url).searchParams.get('t')).toMatch(/^\d{13}$/);
  await page.clock.runFor(2 * 60_000);
  expect(loads()).toHaveLength(1);

  // A deploy: the next poll (within BUILD_POLL_MS, src/features/build-check/poll.ts) sees the new
  // id and reloads the page once. The clock moves in 1 s steps and stops at the step that polled,
  // so the reloaded page's clock is where a real one would be.
  // Every poll made so far has been answered with the running id before the deploy.
  const polled = (await fetches()).count;
  await expect.poll(() => manifestRequests.length).toBe(polled);
  deployed = 'e2e-next-build';
  const before = manifestRequests.length;
  // A page gone already (its context destroyed) is a page that polled and is reloading.
  const pollIssued = () =>
    fetches().then(
      (f) => f.count > polled,
      () => true,
    );
  let issued = false;
  for (let second = 0; second <= 61 && !issued; second++) {
    await page.clock.runFor(1_000);
    issued = await pollIssued();
  }
  expect(issued).toBe(true);
  await expect.poll(() => loads().length).toBe(2);
  expect(loads()[1]).toMatch(/\/download$/);
  expect(manifestRequests.length).toBeGreaterThan(before);

  // The reloaded page still runs the old build (a cached index.html): it checks, is refused by the
  // reload limit, accepts the id, and never reloads again — however long it stays open.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const afterReload = manifestRequests.length;
  await expect.poll(() => manifestRequests.length).toBeGreaterThan(afterReload);
  const { doc } = await fetches();
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('build_reload_at:/download'));
  expect(reloadedAt).toMatch(/^\d+$/);
  for (let poll = 1; poll <= 4; poll++) {
    const seen = manifestRequests.length;
    await page.clock.runFor(60_000);
    await expect.poll(() => manifestRequests.length).toBeGreaterThan(seen);
  }
  // The 4th poll is a fetch of its own, so the 3rd check had finished (concurrent checks share one
  // fetch) — in this same document, which that check did not reload: no new reload time either.
  await expect.poll(fetches).toEqual({ doc, count: 5 });
  expect(await page.evaluate(() => sessionStorage.getItem('build_reload_at:/download'))).toBe(
    reloadedAt,
  );
  expect(loads()).toHaveLength(2);
});

test('a chunk that is gone after a deploy reloads once, then the error screen shows (no loop)', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 404/,
    /Failed to fetch dynamically imported module/,
  );
  const chunkRequests: string[] = [];
  await context.route(/\/assets\/search-page\.route-[\w-]+\.js$/, async (route) => {
    chunkRequests.push(route.request().url());
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });
  const loads = countDocumentLoads(page);
  const warnings = collectWarnings(page);

  // A page the client renders (not prerendered), so its links are the router's from the start.
  await page.goto('/activity/spring2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('春季摄影节线下活动');
  // In-app navigation to a page whose chunk is gone: one reload of the target page...
  await page.getByRole('contentinfo').getByRole('link', { name: '站内搜索' }).click();
  await expect.poll(() => loads().length).toBe(2);
  expect(new URL(loads()[1]!).pathname).toBe('/search');
  // ...whose chunk is still gone: the error screen instead of another reload.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
  await expectRefusedReload(warnings);
  expect(loads()).toHaveLength(2);
  expect(chunkRequests.length).toBeGreaterThanOrEqual(2);
});

test('offline, a page whose code has not loaded says so and keeps the tab instead of reloading', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to fetch dynamically imported module/,
    /ERR_INTERNET_DISCONNECTED/,
    /^Failed to load resource: net::ERR_FAILED/,
  );
  const loads = countDocumentLoads(page);
  await page.goto('/activity/spring2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('春季摄影节线下活动');
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: '站内搜索' }).click();
  const notice = page.getByRole('alert');
  // The boundary shows the notice only once it decided against a reload (offline, neither the
  // boundary nor the preload-error listener asks the reload limit): nothing is left to reload.
  await expect(notice.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  expect(loads()).toHaveLength(1);
  // Back online, 重试 loads the page the visitor asked for. It waits until a request from the page
  // gets through again (through the mock API's service worker too): pressed at once after going
  // online, its reload may never finish on a loaded machine.
  await context.setOffline(false);
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch(`/builds/latest.json?online=${Date.now()}`, { cache: 'no-store' }).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    )
    .toBe(true);
  await notice.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  expect(loads().map((u) => new URL(u).pathname)).toEqual(['/activity/spring2025', '/search']);
});

test('a direct visit to a page whose chunk is gone: one reload, then the error screen', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 404/,
    /Failed to fetch dynamically imported module/,
  );
  await context.route(/\/assets\/activity-page\.route-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  const loads = countDocumentLoads(page);
  const warnings = collectWarnings(page);
  await page.goto('/activity/spring2025');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
  await expectRefusedReload(warnings);
  expect(loads().map((u) => new URL(u).pathname)).toEqual([
    '/activity/spring2025',
    '/activity/spring2025',
  ]);
  // The page's own error boundary: the screen shows inside the layout, navbar and footer kept.
  await expect(
    page.getByRole('banner').getByRole('link', { name: '下载', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a profile page that fails shows its error inside the profile area: navbar and profile navigation stay', async ({
  page,
  context,
  allowConsoleErrors,
  baseURL,
}) => {
  allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 404/,
    /Failed to fetch dynamically imported module/,
  );
  await logIn(context, baseURL);
  await context.route(/\/assets\/device-page\.route-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/profile/device');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
  await expect(
    page.getByRole('banner').getByRole('link', { name: '下载', exact: true }),
  ).toBeVisible();
  const profileNav = page.getByRole('navigation', { name: '个人中心' });
  await expect(profileNav.getByRole('link', { name: '我的套餐' })).toBeVisible();
  // The other profile pages still work from there.
  await profileNav.getByRole('link', { name: '我的套餐' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的套餐' })).toBeVisible();
});

test('a prerendered page whose chunk is gone: no blank page, one reload, then the error screen', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 404/,
    /Failed to fetch dynamically imported module/,
  );
  // /download is prerendered: its route module loads before hydration (src/app/hydration.ts).
  await context.route(/\/assets\/download-page\.route-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  const loads = countDocumentLoads(page);
  const warnings = collectWarnings(page);
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
  await expectRefusedReload(warnings);
  expect(loads().map((u) => new URL(u).pathname)).toEqual(['/download', '/download']);
});

test('a path that looks like a host (//evil.example/x): the new build’s reload stays on the site', async ({
  page,
  context,
  baseURL,
}) => {
  const offSite: string[] = [];
  await context.route(/^https?:\/\/evil\.example\//, (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
  const deploy = await routeDeployedBuild(page, context);
  await page.clock.install();
  const loads = countDocumentLoads(page);
  const fetches = await countManifestFetches(page);
  await page.goto(`${baseURL}//evil.example/x`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect.poll(async () => (await fetches()).count).toBeGreaterThan(0);
  deploy('e2e-next-build');
  for (let second = 0; second <= 61 && loads().length < 2; second++)
    await page.clock.runFor(1_000).catch(() => undefined); // the page may be going already
  await expect.poll(() => loads().length).toBe(2);
  const origin = new URL(baseURL!).origin;
  expect(loads()[1]).toBe(`${origin}/evil.example/x`);
  expect(offSite).toEqual([]);
});

test('a new build while the login dialog holds a typed phone: no reload; the next navigation loads the new build', async ({
  page,
  context,
}) => {
  const deploy = await routeDeployedBuild(page, context);
  await page.clock.install();
  const loads = countDocumentLoads(page);
  const fetches = await countManifestFetches(page);
  const infos: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'info') infos.push(m.text());
  });
  await page.goto('/download');
  await expect.poll(async () => (await fetches()).count).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill('1380013');

  deploy('e2e-next-build');
  const polled = (await fetches()).count;
  for (let second = 0; second <= 61 && (await fetches()).count === polled; second++)
    await page.clock.runFor(1_000);
  await expect
    .poll(() => infos)
    .toContain('[build-check] a new build: it loads at the next navigation');
  expect(loads()).toHaveLength(1);
  await expect(dialog.getByRole('textbox', { name: '手机号' })).toHaveValue('1380013');

  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: '教程', exact: true }).click();
  await expect.poll(() => loads().length).toBe(2);
  expect(loads()[1]).toMatch(/\/guide$/);
});
