import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { captureBeacons, eventsNamed, sendSdkBatch, watchCollector } from './analytics-beacons';
import { logInByDialog, TEST_TOKEN } from './session';
import { ANALYTICS_SDK_READY_MARK, runOnClock, waitForMark } from './hydration';

// The SDK batches every ANALYTICS.batchIntervalMs (src/shared/constants.ts), logins and reloads
// take a few seconds each on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Analytics in Chromium against the mock build: the Sensors SDK loads after the page, and its
 * beacons leave the page base64-encoded for the collector of VITE_ANALYTICS_URL, which the mock
 * build's MSW worker answers (and decodes for the QA panel).
 */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The page's time (Playwright's clock once installed). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

test('beacons leave the page base64-encoded to the mocked collector, with the page properties', async ({
  page,
  request,
}) => {
  const beacons = captureBeacons(page);
  await page.goto('/');
  await expect
    .poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  for (const beacon of beacons) {
    expect(['data', 'data_list']).toContain(beacon.field);
    expect(beacon.b64).toMatch(BASE64);
    expect(beacon.b64).not.toContain('{');
  }
  await expect.poll(() => beacons.every((b) => b.status === 200)).toBe(true);

  const { id: buildId } = (await (await request.get('/builds/latest.json')).json()) as {
    id: string;
  };
  const [pageview] = eventsNamed(beacons, '$pageview');
  expect(pageview!.properties).toMatchObject({
    platform: 'official_web',
    front_end_id: buildId,
    $url_path: '/',
    $lib: 'js',
    session_id: expect.any(String),
  });
  expect(pageview!.distinct_id).toBe(await page.evaluate(() => localStorage.getItem('web_id')));
});

test('the SDK is not in the first load: its chunk is fetched after the load event', async ({
  page,
}) => {
  await page.goto('/');
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/sensorsdata|\/assets\/sdk-/);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => /\/assets\/sdk-[\w-]+\.js$/.test(e.name)),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const sdk = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/sdk-[\w-]+\.js$/.test(e.name))!;
    return { loadEnd: nav.loadEventEnd, sdkStart: sdk.startTime };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.sdkStart).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('on a page drawn from its calls, the SDK and the rest of the idle start wait for their answers', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: TEST_TOKEN, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/profile/packages');
  const sdkLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => /\/assets\/sdk-[\w-]+\.js$/.test(e.name)),
    );
  await expect.poll(sdkLoaded).toBe(true);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const first = (pattern: RegExp) => entries.find((e) => pattern.test(e.name));
    return {
      idleStart: first(/\/assets\/idle-tasks-[\w-]+\.js$/)!.startTime,
      answers: ['/v1/api/user/assets', '/v1/web/config', '/v1/web/user/info/get'].map(
        (path) => first(new RegExp(`${path.replaceAll('/', '\\/')}(\\?|$)`))?.responseEnd,
      ),
    };
  });
  for (const answered of timing.answers) {
    expect(answered).toBeGreaterThan(0);
    expect(timing.idleStart).toBeGreaterThanOrEqual(answered!);
  }
});

test('page stays over 3 s are reported as page_view_time, shorter ones are not; SPA page views', async ({
  page,
}) => {
  const beacons = captureBeacons(page);
  // Time on a page is the subject: on Playwright's clock (the page-stay guard reads Date.now),
  // 3.3 s pass on /download at once, and none on /guide while the clock is held.
  await runOnClock(page);
  await page.goto('/download');
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);
  await page.clock.pauseAt((await pageNow(page)) + 3_300);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: '使用教程' }).first().click();
  await expect(page).toHaveURL('/guide');
  await nav.getByRole('link', { name: '帮助中心' }).first().click(); // left /guide after 0 s
  await expect(page).toHaveURL('/help');
  await page.clock.resume(); // the SDK's batches go out on its timers

  await expect
    .poll(() => eventsNamed(beacons, 'page_view_time').length, { timeout: 15_000 })
    .toBe(1);
  const [stay] = eventsNamed(beacons, 'page_view_time');
  expect(stay!.properties!.url_path).toBe('/download');
  expect(stay!.properties!.event_duration).toBeGreaterThan(3);
  expect(stay!.properties!.platform).toBe('official_web');
  await expect
    .poll(() => eventsNamed(beacons, '$pageview').map((r) => r.properties!.$url_path))
    .toEqual(['/download', '/guide', '/help']);
});

test('login passes the user id to the SDK; tracked clicks and X-Track-Props use the SDK', async ({
  page,
}) => {
  const beacons = captureBeacons(page);
  const trackProps: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    const header = r.headers()['x-track-props'];
    if (header) trackProps.push(JSON.parse(decodeURIComponent(header)) as Record<string, unknown>);
  });
  await runOnClock(page);
  await page.goto('/download');
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);

  await logInByDialog(page);

  await expect.poll(() => eventsNamed(beacons, '$SignUp').length, { timeout: 15_000 }).toBe(1);
  expect(eventsNamed(beacons, '$SignUp')[0]!.distinct_id).toBe('10001');

  // The header after the SDK loaded: its preset properties without `$`, plus app_type and os.
  const latest = trackProps.at(-1)!;
  expect(latest).toMatchObject({
    lib: 'js',
    lib_version: '1.27.11',
    app_type: 'WEB',
    os: expect.stringMatching(/^(Windows|Linux|Mac|Android|iOS)$/),
  });
  expect(Object.keys(latest).filter((k) => k.startsWith('$'))).toEqual([]);

  // The avatar menu's entries report their click events (docs/product-rules.md §3).
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('dialog');
  const storage = menu.getByRole('listitem', { name: '存储空间' }).getByRole('link');
  const label = (await storage.textContent())!.trim();
  await storage.click();
  await sendSdkBatch(page);
  await expect.poll(() => eventsNamed(beacons, 'avatar_go_storage').length).toBe(1);
  expect(eventsNamed(beacons, 'avatar_go_storage')[0]).toMatchObject({
    distinct_id: '10001',
    properties: { element_content: label, url_path: '/download', org_id: 30001 },
  });
});

test('the QA panel lists the decoded events', async ({ page }) => {
  const beacons = captureBeacons(page);
  await page.goto('/help');
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);
  await page.getByRole('button', { name: /^QA · / }).click();
  const list = page.getByRole('region', { name: '埋点事件' });
  await expect(list).toContainText('$pageview');
  await expect(list).toContainText('/help');
});

test('the QA panel shows the tracking plan by clicking through: an element_click with its name, and the error reports', async ({
  page,
  gotoWithScenario,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/500|Internal Server Error/);
  watchCollector(page);
  await runOnClock(page);
  await gotoWithScenario('/payment', 'server-errors');
  await waitForMark(page, ANALYTICS_SDK_READY_MARK);
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '下载' })
    .click();
  await page.getByRole('button', { name: /^QA · / }).click();
  await sendSdkBatch(page);
  const list = page.getByRole('region', { name: '埋点事件' });
  await expect(list).toContainText('element_name=navbar.download');
  const errors = page.getByRole('region', { name: '错误上报' });
  await expect(errors).toContainText('client_error');
  await expect(errors).toContainText('kind=api');
  await expect(errors).toContainText('status=500');
});

test('a view held 4 s and then scrolled away is reported as $WebStay (heatmap scroll)', async ({
  page,
}) => {
  const beacons = captureBeacons(page);
  // On Playwright's clock (the SDK times the view with Date and its 1 s scroll window with
  // setTimeout): 4.5 s pass at once after the SDK started, then time stands still while scrolling.
  await runOnClock(page);
  await page.goto('/download');
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);
  await page.clock.pauseAt((await pageNow(page)) + 4_500);
  // Two steps inside the SDK's 1 s scroll window: it compares the position at the first scroll
  // event with the position a second later (a single instant jump reads as no move). The SDK's
  // scroll listener came first, so when the page's first scroll event reaches this one, the SDK
  // has taken its start position.
  await page.evaluate(() =>
    window.addEventListener(
      'scroll',
      () => ((window as unknown as { __firstScrollY?: number }).__firstScrollY = window.scrollY),
      { once: true },
    ),
  );
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 400);
  const firstScrollY = () =>
    page.evaluate(() => (window as unknown as { __firstScrollY?: number }).__firstScrollY ?? null);
  await expect.poll(firstScrollY).not.toBeNull();
  const start = (await firstScrollY())!;
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start);
  await page.clock.runFor(1_000); // the scroll window closes
  await sendSdkBatch(page);
  await expect.poll(() => eventsNamed(beacons, '$WebStay').length).toBe(1);
  const [stay] = eventsNamed(beacons, '$WebStay');
  expect(stay!.properties!.event_duration).toBeGreaterThanOrEqual(4);
  expect(stay!.properties!.platform).toBe('official_web');
});
