import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { gotoHydrated } from './hydration';
import { logIn } from './session';

/**
 * The app's shell in a browser: the footer's links, a start that fails, the payment entries. Each
 * route's layout and the guards' redirects are tests/unit/app/route-layouts.test.tsx.
 */

test('the footer leads to 预约咨询 and 商务合作 (SPEC §2: reachable from every page with a footer)', async ({
  page,
}) => {
  await gotoHydrated(page, '/download');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: '预约咨询' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footer.getByRole('link', { name: '商务合作' }).click();
  await expect(page).toHaveURL(/\/cooperation$/);
});

test('a start that fails is logged and shows the 500 screen; 重试 loads the page', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/\[app\] mount failed|Failed to load resource|dynamically imported module/);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // A chunk the start needs before the router (the mock build's QA panel) does not load.
  const chunk = /\/assets\/qa-panel-[\w-]+\.js$/;
  await context.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 · 服务开小差了');
  await expect(page).toHaveTitle('Internal Server Error');
  expect(errors.some((e) => e.startsWith('[app] mount failed'))).toBe(true);
  await context.unroute(chunk);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('下载芝士云修图');
});

test('a start that fails while the error screen cannot load either: a sentence says so', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/\[app\]|Failed to load resource|dynamically imported module/);
  await context.route(/\/assets\/(qa-panel|server-error-screen)-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/download');
  await expect(page.getByRole('alert')).toHaveText('页面没能加载，请检查网络后刷新重试。');
});

test('/sitemap.xml is served as a file', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<urlset');
});

/**
 * The payment entries follow one rule (src/domain/payment/payment-entry.ts). A prerendered page
 * learns the verdict from the web config, loaded after load + idle: each check below waits for that
 * request to finish (a new tab: the config is kept per tab session), then looks.
 */
test.describe('payment entries', () => {
  const webConfigFinished = (page: Page) =>
    page.waitForEvent('requestfinished', {
      predicate: (request) => new URL(request.url()).pathname === '/v1/web/config',
    });

  /** Opens `path` in a new tab and resolves once its web config request has finished. */
  async function openWithConfig(page: Page, path: string): Promise<void> {
    const config = webConfigFinished(page);
    await page.goto(path);
    await config;
  }

  /** Every link of the app to /payment, the phone menu's included (not the mock QA panel's). */
  const paymentLinks = (page: Page) => page.locator('#root a[href^="/payment"]');

  /** React rendered part of a prerendered page afresh (main.tsx's onRecoverableError). */
  function hydrationWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[hydration]')) warnings.push(message.text());
    });
    return warnings;
  }

  test('payment closed: gone from the navbar, the home page, the footer and the profile; /payment explains', async ({
    page,
    context,
    baseURL,
  }) => {
    const warnings = hydrationWarnings(page);
    await openWithConfig(page, '/?mock=payment-closed');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '下载' })).toBeVisible();
    await expect(banner.getByRole('link', { name: '会员套餐' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看套餐' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看价格' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '免费下载' }).first()).toBeVisible();
    await expect(paymentLinks(page)).toHaveCount(0);
    expect(warnings).toEqual([]);

    const download = await context.newPage();
    await openWithConfig(download, '/download?mock=payment-closed');
    await expect(download.getByRole('banner').getByRole('link', { name: '会员套餐' })).toHaveCount(
      0,
    );
    await expect(
      download.getByRole('contentinfo').getByRole('link', { name: '下载客户端' }),
    ).toBeVisible();
    await expect(
      download.getByRole('contentinfo').getByRole('link', { name: '会员套餐' }),
    ).toHaveCount(0);
    await expect(paymentLinks(download)).toHaveCount(0);

    // A member's profile: its buy links follow the same rule.
    await logIn(context, baseURL);
    await page.goto('/profile/packages?mock=payment-closed');
    await expect(page.getByRole('region', { name: '存储空间' })).toContainText('已用');
    await expect(page.getByRole('link', { name: '空间升级' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '补充张数' })).toHaveCount(0);
    await expect(paymentLinks(page)).toHaveCount(0);

    // /payment itself stays and says why: payment-frame.spec.ts.
  });

  test('payment open: every entry is there once the config is known', async ({
    page,
    context,
    baseURL,
  }) => {
    await openWithConfig(page, '/?mock=default');
    await expect(page.getByRole('banner').getByRole('link', { name: '会员套餐' })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看套餐' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: '查看价格' })).toHaveCount(2);

    const download = await context.newPage();
    await openWithConfig(download, '/download');
    await expect(
      download.getByRole('banner').getByRole('link', { name: '会员套餐' }),
    ).toBeVisible();
    await expect(
      download.getByRole('contentinfo').getByRole('link', { name: '会员套餐' }),
    ).toBeVisible();

    await logIn(context, baseURL);
    await page.goto('/profile/packages');
    await expect(page.getByRole('link', { name: '空间升级' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '会员套餐' })).toBeVisible();
  });
});
