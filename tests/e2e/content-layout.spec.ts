import { test, expect } from './fixtures';
import { waitForSettled } from './hydration';

/** docs/product-rules.md §9 breakpoints: no visitor page scrolls sideways at any of them. */
const WIDTHS = [375, 600, 768, 900, 1024, 1200, 1440] as const;
const PAGES = [
  '/',
  '/download',
  '/guide',
  '/help',
  '/search?keyword=%E5%A9%9A%E7%BA%B1',
  '/article',
  '/n/1025',
  '/consultation',
  '/cooperation',
  '/agreement/user',
  '/agreement/privacy',
  '/activity/spring2025',
];

for (const path of PAGES) {
  test(`${path} fits every breakpoint without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForSettled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
