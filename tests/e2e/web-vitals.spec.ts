import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { captureBeacons, eventsNamed, sendSdkBatch } from './analytics-beacons';
import { WEB_VITALS_OBSERVING_MARK } from '../../src/shared/perf-marks';
import { ANALYTICS_SDK_READY_MARK, gotoHydrated, runOnClock, waitForMark } from './hydration';

// The SDK sends its batches every ANALYTICS.batchIntervalMs (src/shared/constants.ts); an event
// stored by a page that was left goes out from the next page of the site once the left page's
// batch has expired (two batch intervals): docs/decisions/0005.
test.describe.configure({ timeout: 90_000 });

/**
 * Field vitals (src/features/analytics/vitals.ts) against the mock build: web-vitals loads after
 * the page, and when the page is hidden ONE `web_vitals` event per page view goes through the
 * analytics wrapper to the mocked collector, naming the document's route.
 */

/**
 * Keeps the set of the page's idle callbacks that are asked for and have not run (nor been
 * cancelled), so that a test can wait for all those pending, web-vitals' among them, rather than
 * count on idle callbacks running in the order they were asked for: on a loaded machine they may
 * not, and a wait that counted on it would see no INP. Before the page loads.
 */
async function trackIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pending = new Set<number>();
    (window as { __e2ePendingIdle?: Set<number> }).__e2ePendingIdle = pending;
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        pending.delete(id);
        callback(deadline);
      }, options);
      pending.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      pending.delete(id);
      cancel(id);
    };
  });
}

/**
 * The page's first interaction has reached web-vitals' INP: the browser recorded an entry that INP
 * counts, and the idle callbacks to which web-vitals handed the observed entries have run. Until
 * then a hidden page would report no INP: web-vitals' "hidden" listener runs before the one that
 * flushes a pending callback. The entry is the interaction's `first-input` one (buffered), or, if
 * that came without an interaction id, an `event` entry of at least the app's `durationThreshold`
 * (web-vitals' default, 40 ms) delivered after this observer started: a buffered `event` entry
 * would have to be 104 ms or more. web-vitals asks for its idle callback in a microtask of its own
 * observer's callback, which the same task runs; the pending callbacks are read in a later task
 * (trackIdleCallbacks), so they include it whichever observer was notified first.
 */
async function waitForCountedInteraction(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const pending = (window as { __e2ePendingIdle?: Set<number> }).__e2ePendingIdle!;
        const whenRun = (asked: number[]) => {
          if (asked.some((id) => pending.has(id))) requestAnimationFrame(() => whenRun(asked));
          else resolve();
        };
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries() as PerformanceEventTiming[];
          if (!entries.some((entry) => entry.interactionId > 0)) return;
          observer.disconnect();
          setTimeout(() => whenRun([...pending]));
        });
        observer.observe({ type: 'first-input', buffered: true });
        observer.observe({ type: 'event', buffered: true, durationThreshold: 40 });
      }),
  );
}

/**
 * The page is hidden or shown as on a tab switch (headless Chromium never hides a page): the
 * document's `visibilityState` reads `state` and `visibilitychange` is fired, as web-vitals' own
 * tests do.
 */
async function setVisibility(page: Page, state: DocumentVisibilityState): Promise<void> {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

function expectFiveValues(properties: Record<string, unknown>): void {
  for (const key of ['lcp', 'inp', 'cls', 'fcp', 'ttfb'])
    expect(properties[key], key).toEqual(expect.any(Number));
  expect(properties.lcp).toBeGreaterThan(0);
  expect(properties.fcp).toBeGreaterThan(0);
  // An interaction's latency is rounded to 8 ms by the browser: a click on static text that
  // paints within the same frame measures 0.
  expect(properties.inp).toBeGreaterThanOrEqual(0);
  expect(properties.ttfb).toBeGreaterThanOrEqual(0);
  expect(properties.cls).toBeGreaterThanOrEqual(0);
}

test("one web_vitals event with the document's route and the five values when the page is hidden", async ({
  page,
}) => {
  const beacons = captureBeacons(page);
  await trackIdleCallbacks(page);
  await gotoHydrated(page, '/');
  await waitForMark(page, WEB_VITALS_OBSERVING_MARK);
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);
  // A click (the interaction INP measures) that moves inside the app: the metrics stay those of
  // the document of `/`.
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: '下载' }).first().click();
  await expect(page).toHaveURL('/download');
  await waitForCountedInteraction(page);
  await setVisibility(page, 'hidden');

  await expect.poll(() => eventsNamed(beacons, 'web_vitals').length, { timeout: 15_000 }).toBe(1);
  const [vitals] = eventsNamed(beacons, 'web_vitals');
  expect(vitals!.properties).toMatchObject({
    route: '/',
    navigation_type: 'navigate',
    platform: 'official_web',
  });
  expectFiveValues(vitals!.properties!);
  // The interaction by its stable name (the link's tracking name), not a selector of class hashes.
  expect(vitals!.properties!.inp_target).toBe('navbar.download');

  // Shown and hidden again, then an in-app navigation, whose $pageview the SDK sends at once with
  // everything tracked before it: still one event for the page view.
  await setVisibility(page, 'visible');
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await nav.getByRole('link', { name: '帮助中心' }).first().click();
  await expect(page).toHaveURL('/help');
  await expect
    .poll(() => eventsNamed(beacons, '$pageview').map((r) => r.properties!.$url_path), {
      timeout: 15_000,
    })
    .toContain('/help');
  expect(eventsNamed(beacons, 'web_vitals')).toHaveLength(1);
});

test('leaving the page reports it too: stored by the SDK on the way out, sent from the next page', async ({
  page,
}) => {
  const beacons = captureBeacons(page);
  await trackIdleCallbacks(page);
  await gotoHydrated(page, '/download');
  await waitForMark(page, WEB_VITALS_OBSERVING_MARK);
  await expect.poll(() => eventsNamed(beacons, '$pageview').length, { timeout: 15_000 }).toBe(1);
  await page.getByRole('heading', { level: 1 }).click();
  await waitForCountedInteraction(page);
  // The next document runs on Playwright's clock from its start, so that the left page's batch
  // is taken over at a jump instead of two batch intervals later.
  await runOnClock(page);
  // The browser's own pagehide and visibilitychange (trusted events), then the next document.
  await page.goto('/help');
  await waitForMark(page, ANALYTICS_SDK_READY_MARK);
  expect(eventsNamed(beacons, 'web_vitals')).toHaveLength(0);
  await sendSdkBatch(page, { leftBehind: true });

  await expect.poll(() => eventsNamed(beacons, 'web_vitals').length).toBe(1);
  const [vitals] = eventsNamed(beacons, 'web_vitals');
  expect(vitals!.properties).toMatchObject({ route: '/download', navigation_type: 'navigate' });
  expectFiveValues(vitals!.properties!);
});
