import { expect, type Page } from '@playwright/test';
import {
  BELOW_THE_FOLD_READY_MARK,
  HYDRATED_MARK,
  ROUTE_READY_MARK,
} from '../../src/shared/perf-marks';

export { BELOW_THE_FOLD_READY_MARK, HYDRATED_MARK, ROUTE_READY_MARK };

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
 * Playwright's clock fakes `performance`, whose marks it does not keep: call after
 * `page.clock.install()` so that waitForMark (and gotoHydrated) still see the app's marks.
 */
export async function keepMarksUnderClock(page: Page): Promise<void> {
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

/** Opens a prerendered page and waits until React has hydrated it (the app's mark, not time). */
export async function gotoHydrated(
  page: Page,
  path: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<void> {
  await page.goto(path, { waitUntil });
  await waitForMark(page, HYDRATED_MARK);
}

/**
 * The app owns the page: hydrated when the document was prerendered for it (and, on the home
 * page, its lower sections too), else its first route is ready.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    ([hydrated, belowTheFold, routeReady]) => {
      const has = (mark: string) => performance.getEntriesByName(mark, 'mark').length > 0;
      if (!document.getElementById('__router_hydration')) return has(routeReady);
      return has(hydrated) && (window.location.pathname !== '/' || has(belowTheFold));
    },
    [HYDRATED_MARK, BELOW_THE_FOLD_READY_MARK, ROUTE_READY_MARK] as const,
  );
}

/**
 * The page has rendered and settled — what a quiet network used to stand for, as states: the app
 * owns it, a heading shows, no loading state is left (`aria-busy`, a "加载中" status or option),
 * and its images (those it has asked for) and fonts are in.
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
