import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../src/shared/perf-marks';

export { BELOW_THE_FOLD_READY_MARK, HYDRATED_MARK } from '../../src/shared/perf-marks';

/** Resolves once the page has set the performance mark `name` (fails on the test's timeout). */
export async function waitForMark(page: Page, name: string): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, name);
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
