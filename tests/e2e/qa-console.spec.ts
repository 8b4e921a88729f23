import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The QA panel of mock builds (mocks/README.md): a scenario picked from it takes effect in the same
 * tab, however the tab's caches of the mock server's earlier answers stand (the web config is kept
 * in sessionStorage for the whole visit).
 */
async function pickScenario(page: Page, label: string) {
  await page.getByRole('button', { name: /^QA · / }).click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

const DEFAULT = '默认（会员，支付开放，第 2 次轮询支付成功）';
const CLOSED = '支付未开放';

test('in one tab, payment open → closed → open → closed on /payment shows each state', async ({
  page,
}) => {
  const buy = page.getByRole('button', { name: '立即购买' }).first();
  const closed = page.getByRole('heading', { name: '套餐购买暂未开放' });

  await page.goto('/payment');
  await expect(buy).toBeVisible();

  await pickScenario(page, CLOSED);
  await expect(page).toHaveURL(/mock=payment-closed/);
  await expect(closed).toBeVisible();
  await expect(buy).toHaveCount(0);

  await pickScenario(page, DEFAULT);
  await expect(page).toHaveURL(/mock=default/);
  await expect(buy).toBeVisible();
  await expect(closed).toHaveCount(0);

  await pickScenario(page, CLOSED);
  await expect(closed).toBeVisible();
  await expect(buy).toHaveCount(0);
});
