import { test, expect } from './fixtures';

/**
 * The ad report's `os` follows the device: the `phone` project emulates a Pixel 7 (Android, os 2);
 * the desktop project runs this file too (Windows Chrome, os 99).
 */
test('the ad report names the device OS (Android phone: 2, desktop: 99)', async ({ page }) => {
  await page.addInitScript(() => {
    const bodies: unknown[] = [];
    (window as unknown as { __adReports: unknown[] }).__adReports = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.includes('/v1/public/minip/upload_device'))
        bodies.push(JSON.parse(await request.clone().text()));
      return original(request);
    };
  });
  await page.goto('/download?clickid=phone-1');
  const reports = () =>
    page.evaluate(() => (window as unknown as { __adReports: unknown[] }).__adReports);
  await expect.poll(reports).toHaveLength(1);
  const ua = await page.evaluate(() => navigator.userAgent);
  const os = /Android/.test(ua) ? 2 : 99;
  expect(os).toBe(test.info().project.name === 'phone' ? 2 : 99);
  expect((await reports())[0]).toMatchObject({
    os,
    platform: 1,
    ad_params: { clickid: 'phone-1' },
  });
});
