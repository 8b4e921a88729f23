import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';

/** The profile area on a 375 px phone: a tab row instead of the side navigation, 44 px targets. */
test.use({ viewport: { width: 375, height: 812 } });

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'visible').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test('the profile navigation is a tab row that works by touch, with the current tab in view', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL);
  await page.goto('/profile/device');
  const nav = page.getByRole('navigation', { name: '个人中心' });
  const current = nav.getByRole('link', { name: '我的设备' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
  // The account card of the desktop side bar is not repeated on phones.
  await expect(page.getByText('138****8000', { exact: true })).toBeHidden();
  for (const name of ['我的套餐', '我的订单', '开具发票', '开票记录', '我的设备', '网页工作台']) {
    await expectTouchTarget(nav.getByRole('link', { name }));
  }

  await nav.getByRole('link', { name: '开票记录' }).click();
  await expect(page).toHaveURL('/profile/invoicing-history');
  await expect(page.getByRole('heading', { level: 1, name: '开票记录' })).toBeVisible();
  const download = page.getByRole('link', { name: /下载发票/ });
  await expect(download).toBeVisible();
  await expectTouchTarget(download);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('invoices on a phone: tap an order, apply in a full-width dialog', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL);
  await page.goto('/profile/invoices');
  const row = page
    .getByRole('region', { name: '订单列表' })
    .getByRole('listitem')
    .filter({ hasText: '存储空间 500GB' });
  await row.getByText('存储空间 500GB').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('已选 1 笔订单，合计 ¥149.00')).toBeVisible();
  const apply = page.getByRole('button', { name: '申请开票' });
  await expectTouchTarget(apply);
  await apply.click();
  const dialog = page.getByRole('dialog', { name: '申请电子发票' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(340);
  await expectTouchTarget(dialog.getByRole('textbox', { name: '发票抬头' }));
  await expectTouchTarget(dialog.getByRole('radio', { name: '企业' }).locator('xpath=..'));
});

test('orders on a phone: one row per order, the whole number shown, a thumb-sized copy button', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(context, baseURL);
  await page.goto('/profile/orders');
  const nav = page.getByRole('navigation', { name: '个人中心' });
  await expect(nav.getByRole('link', { name: '我的订单' })).toBeInViewport({ ratio: 1 });
  const row = page
    .getByRole('region', { name: '全部订单' })
    .getByRole('listitem')
    .filter({ hasText: '流畅修图套餐·轻享版' });
  const number = row.getByText(/^CR\d{20}$/);
  // Not cut off: the number fits its line.
  expect(await number.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const tradeNo = (await number.textContent()) ?? '';
  const copy = row.getByRole('button', { name: `复制订单号 ${tradeNo}` });
  await expectTouchTarget(copy);
  await copy.tap();
  await expect(page.getByText('已复制订单号')).toBeVisible();
  for (const text of ['¥299.00', '云闪付', '已支付', '退款中'])
    await expect(row).toContainText(text);
  await expectTouchTarget(page.getByRole('link', { name: '第 2 页' }));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('device unbind on a phone has a thumb-sized button', async ({ page, context, baseURL }) => {
  await logIn(context, baseURL);
  await page.goto('/profile/device');
  const unbind = page.getByRole('button', { name: '解绑 DESKTOP-XIUTU01' });
  await expectTouchTarget(unbind);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});
