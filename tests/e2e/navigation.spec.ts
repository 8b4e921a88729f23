import { test, expect } from './fixtures';

test('the navbar links move between pages without a reload', async ({ page }) => {
  await page.goto('/');
  // The home page is prerendered (docs/integration-notes.md §5): its links are plain links until the app hydrates them.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation').getByRole('link', { name: '下载' }).first().click();
  await expect(page).toHaveURL('/download');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});
