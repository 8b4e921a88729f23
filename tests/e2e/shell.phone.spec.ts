import { test, expect } from './fixtures';

/** The three layouts at 375 px: the navbar folds into the phone menu, nothing scrolls sideways. */
const pages: [string, 'footer' | 'no-footer'][] = [
  ['/', 'no-footer'],
  ['/download', 'footer'],
  ['/payment', 'footer'],
  ['/help', 'footer'],
];

for (const [path, layout] of pages) {
  test(`${path} on a phone: banner, ${layout}, no sideways scroll`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(layout === 'footer' ? 1 : 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
}

test('unknown path on a phone shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});
