import { test, expect } from './fixtures';

/** The visitor pages on a 375 px phone (docs/product-rules.md §9: phone layout below 600 px). */
test.use({
  viewport: { width: 375, height: 812 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
  hasTouch: true,
});

test('home on a phone: one column, full-width actions of at least 44 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const download = page.getByRole('link', { name: '免费下载' }).first();
  const box = await download.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThan(140);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the download page puts the phone build first and highlights iOS; no QR on the phone', async ({
  page,
}) => {
  await page.goto('/download');
  const ios = page.locator('[data-platform="ios"]');
  await expect(ios).toHaveAttribute('data-current', 'true');
  await expect(ios.getByText('当前设备')).toBeVisible();
  await expect(page.getByRole('img', { name: '芝士云修图手机下载页二维码' })).toBeHidden();
  const button = await ios.getByRole('link', { name: 'App Store 下载' }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
});

test('the forms stack their fields on a phone', async ({ page }) => {
  await page.goto('/consultation');
  const name = await page.getByRole('textbox', { name: '姓名' }).boundingBox();
  const phone = await page.getByRole('textbox', { name: '手机号' }).boundingBox();
  expect(phone!.y).toBeGreaterThan(name!.y + name!.height);
  expect(name!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
