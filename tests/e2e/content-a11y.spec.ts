import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { waitForSettled } from './hydration';

/** docs/architecture.md "Quality bars": axe finds no violation on the visitor pages. */
const PAGES = [
  '/',
  '/download',
  '/guide',
  '/help',
  '/search?keyword=%E5%A9%9A%E7%BA%B1',
  '/article',
  '/n/1024',
  '/consultation',
  '/cooperation',
  '/agreement/user',
  '/agreement/privacy',
  '/activity/spring2025',
];

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForSettled(page);
    await expectNoAxeViolations(page, path);
  });
}
