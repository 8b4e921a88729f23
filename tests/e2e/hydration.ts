import { expect, type Page } from '@playwright/test';
import { APP_OWNS_PAGE_ARGS, appOwnsPage } from '../support/journey/in-page';
import {
  ANALYTICS_SDK_READY_MARK,
  BELOW_THE_FOLD_READY_MARK,
  HYDRATED_MARK,
  ROUTE_READY_MARK,
  WEB_VITALS_OBSERVING_MARK,
} from '../../src/shared/perf-marks';

export { ANALYTICS_SDK_READY_MARK, BELOW_THE_FOLD_READY_MARK, HYDRATED_MARK, ROUTE_READY_MARK };

/** Resolves once the page has set the performance mark `name` (fails on the test's timeout). */
export async function waitForMark(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark, 'mark').length > 0 ||
      !!(window as { __e2eMarks?: string[] }).__e2eMarks?.includes(mark),
    name,
  );
}

/**
 * Resolves once the work after load (web-vitals, the analytics SDK) has started: on a page whose
 * calls it waits for (src/app/first-page-settled.ts), that is after their first answers. A clock
 * jump that landed in the SDK's start has hung Playwright's clock (`fastForward` never returned),
 * so a test on the page's clock waits for this before its first jump (jumpClock).
 */
export async function idleStartRan(page: Page): Promise<void> {
  await waitForMark(page, WEB_VITALS_OBSERVING_MARK);
  await waitForMark(page, ANALYTICS_SDK_READY_MARK);
}

/** The analytics SDK's chunk in the build (`import('./sdk')` in src/features/analytics/index.ts). */
const ANALYTICS_SDK_CHUNK = /\/assets\/sdk-[\w-]+\.js$/;

/**
 * Holds the analytics SDK's code: its request never answers, as from a CDN that hangs (the page
 * must not wait for it). For tests on the page's clock that cannot wait for the SDK's start before
 * their first jump (idleStartRan): it comes once user info has answered or failed
 * (src/features/analytics/index.ts), after the retries' back-off, in real time. With the SDK held,
 * no jump can land in its start. Call before the page loads; the returned function counts the
 * loads held so far (a test checks that its page asked, so that a renamed chunk cannot pass).
 */
export async function holdAnalyticsSdk(page: Page): Promise<() => number> {
  let held = 0;
  await page.route(ANALYTICS_SDK_CHUNK, () => {
    held++;
  });
  return () => held;
}

/**
 * Playwright's clock fakes `performance`, whose marks it does not keep: so that waitForMark (and
 * gotoHydrated) still see the app's marks.
 */
async function keepMarksUnderClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: string[] = [];
    (window as { __e2eMarks?: string[] }).__e2eMarks = marks;
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      marks.push(name);
      return mark(name, options);
    };
  });
}

/**
 * The page and the documents after it run on Playwright's clock (time flows as usual), so that a
 * test can jump over a timer of the page (the SDK's batch interval, a QR code's expiry) instead
 * of waiting it out. Before the page whose timers are to be the clock's from their start.
 */
export async function runOnClock(page: Page): Promise<void> {
  await page.clock.install();
  await keepMarksUnderClock(page);
}

/**
 * Moves the clock of a page that runs on it (runOnClock) `ms` on, firing the timers that fall due,
 * once the work after load has started (idleStartRan): a jump that landed in the analytics SDK's
 * start hung the page (`fastForward` never returned; once in a JSAPI order's polls too).
 */
export async function jumpClock(page: Page, ms: number): Promise<void> {
  await idleStartRan(page);
  await page.clock.fastForward(ms);
}

/** Opens a prerendered page and waits until React has hydrated it (the app's mark, not time). */
export async function gotoHydrated(
  page: Page,
  path: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<void> {
  await page.goto(path, { waitUntil });
  await waitForMark(page, HYDRATED_MARK);
}

/** Resolves once the app owns the page (tests/support/journey/in-page.ts appOwnsPage). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(appOwnsPage, APP_OWNS_PAGE_ARGS);
}

/**
 * Records when the next document's frame (the markup #root has as parsed) leaves the page, i.e.
 * when React's first render replaced it; the returned function reads that time (or null).
 */
export async function recordFrameReplaced(page: Page): Promise<() => Promise<number | null>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __frameReplacedAt: number | null };
    w.__frameReplacedAt = null;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const frame = root?.firstElementChild;
      if (!root || !frame) return;
      const observer = new MutationObserver(() => {
        if (frame.isConnected) return;
        w.__frameReplacedAt = performance.now();
        observer.disconnect();
      });
      observer.observe(root, { childList: true });
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __frameReplacedAt: number | null }).__frameReplacedAt,
    );
}

/**
 * The page has rendered and settled, as states rather than a quiet network: the app owns it, a
 * heading shows, no loading state is left (`aria-busy`, a "加载中" status or option), and its
 * images (those it has asked for) and fonts are in.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForApp(page);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
  await expect(page.locator('option', { hasText: '加载中' })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // A lazy image that is hidden or below the fold is not asked for yet.
        return [...document.images].every(
          (image) =>
            image.complete ||
            (image.loading === 'lazy' &&
              (!image.checkVisibility() || image.getBoundingClientRect().top > window.innerHeight)),
        );
      }),
    )
    .toBe(true);
}

/**
 * Collects React's hydration complaints (errors or warnings: a mismatch, minified errors
 * 418/419/423/425) that the page logs from now on; the returned list fills as they come.
 */
export function recordHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (
      ['error', 'warning'].includes(msg.type()) &&
      /hydrat|#418|#419|#423|#425|did not match/i.test(msg.text())
    )
      problems.push(msg.text());
  });
  return problems;
}

/**
 * Remembers the server HTML's `<h1>` and `<main>` of the next document, as parsed (before any
 * script runs), so that `serverElementsKept` can tell whether hydration kept them or drew anew.
 */
export async function rememberServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as {
        __serverHeading?: Element | null;
        __serverMain?: Element | null;
      };
      w.__serverHeading ??= document.querySelector('h1');
      w.__serverMain ??= document.querySelector('main');
    });
  });
}

/** Whether the page still shows the server's own `<h1>` and `<main>` elements. */
export function serverElementsKept(page: Page): Promise<{ heading: boolean; main: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __serverHeading?: Element | null;
      __serverMain?: Element | null;
    };
    return {
      heading: !!w.__serverHeading && w.__serverHeading === document.querySelector('h1'),
      main: !!w.__serverMain && w.__serverMain === document.querySelector('main'),
    };
  });
}
