import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  mockOrders,
  openCheckout,
  payWith,
  pollOnClock,
  recordOrders,
  seedAuthorizing,
  WECHAT_UA,
} from './payment-helpers';
import { logIn } from './session';
import type { JsapiMode } from '../../mocks/state/dimensions';
import { changeMockState } from './mock-state';
import { runOnClock } from './hydration';

/**
 * WeChat Pay JSAPI in the mock build without WeChat: with a WeChat user agent the mock installs its
 * stand-in WeixinJSBridge (mocks/wechat-bridge.ts); these tests bring none of their own. Its JSAPI
 * orders are paid in its sheet only, so the paid state below comes from the bridge, not from the
 * scenario's polls.
 */

test.use({ userAgent: WECHAT_UA });

/**
 * Back from WeChat's authorisation with a code: the checkout orders with JSAPI at once. The mock
 * bridge answers as `outcome` says (the mock state's `jsapi`, set in the URL as QA would share it).
 */
async function payInWechat(page: Page, outcome: JsapiMode = 'ask') {
  await seedAuthorizing(page, 'St4te');
  await page.goto(`/payment?mock=default&mock-jsapi=${outcome}&code=0a1B2c3D&state=St4te`);
  return page.getByRole('dialog', { name: '微信支付' });
}

interface StoredOrder {
  out_trade_no: string;
  state: number;
  polls: number;
  trade_type: number;
}

const onlyOrder = async (page: Page, before: number) => {
  const orders = (await mockOrders(page)) as unknown as StoredOrder[];
  expect(orders).toHaveLength(before + 1);
  return orders.at(-1)!;
};

test.beforeEach(async ({ context, baseURL }) => {
  await logIn(context, baseURL);
});

test('succeed: the bridge answers ok at once and the order is paid → 支付成功', async ({
  page,
}) => {
  const orders = await recordOrders(page);
  await payInWechat(page, 'succeed');
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ trade_type: 2, pay_type: 20 });
  await expect(page.getByRole('dialog', { name: '模拟微信支付' })).toHaveCount(0);
});

test('ask: the sheet shows the amount; 支付 pays the order → 支付成功', async ({ page }) => {
  await payInWechat(page);
  const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('精修套餐·入门版');
  await expect(sheet).toContainText(/¥\d+\.\d{2}/);
  await sheet.getByRole('button', { name: '支付', exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});

test('cancel: the page says so, the order stays unpaid through its polls, 重新支付 pays the same order', async ({
  page,
}) => {
  const orders = await recordOrders(page);
  await runOnClock(page);
  const pay = await payInWechat(page, 'cancel');
  await expect(pay).toContainText('你已取消支付，可以重新发起');
  const before = (await mockOrders(page)).length - 1;
  // The default scenario pays other orders at the 2nd poll: this one waits for the sheet.
  await pollOnClock(page, async () => (await onlyOrder(page, before)).polls, 3);
  const order = await onlyOrder(page, before);
  expect(order.state).toBe(0);
  await expect(pay).toContainText(order.out_trade_no);

  await changeMockState(page, { jsapi: 'ask' });
  await pay.getByRole('button', { name: '重新支付' }).click();
  const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
  await sheet.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect((await onlyOrder(page, before)).state).toBe(1);
});

test('fail: the page shows the failure and offers 重新支付; the order is not paid', async ({
  page,
}) => {
  await runOnClock(page);
  const pay = await payInWechat(page, 'fail');
  await expect(pay.getByRole('status')).toHaveText('微信支付未能完成，可以重新发起');
  await expect(pay.getByRole('button', { name: '重新支付' })).toBeVisible();
  const before = (await mockOrders(page)).length - 1;
  await pollOnClock(page, async () => (await onlyOrder(page, before)).polls, 3);
  expect((await onlyOrder(page, before)).state).toBe(0);
});

test('ask, then 取消 in the sheet: the same as a cancel in WeChat', async ({ page }) => {
  const pay = await payInWechat(page);
  const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(pay).toContainText('你已取消支付，可以重新发起');
  await expect(pay.getByRole('button', { name: '重新支付' })).toBeVisible();
});

test('from the buy button: the WeChat authorisation is a stand-in round trip, then the sheet pays', async ({
  page,
}) => {
  const orders = await recordOrders(page);
  const pages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pages.push(new URL(frame.url()).pathname);
  });
  await page.goto('/payment?mock=default');
  await openCheckout(page, '精修套餐·入门版');
  await payWith(page, '微信支付');
  // /proxy-wx-auth → the stand-in authorise page → back on /payment with a code, which the page
  // strips from its URL and sends with the JSAPI order.
  const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
  await expect(sheet).toContainText('精修套餐·入门版');
  expect(pages).toEqual(
    expect.arrayContaining(['/proxy-wx-auth', '/__mock__/wechat-authorize', '/payment']),
  );
  await expect(page).toHaveURL(/\/payment\?mock=default$/);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ trade_type: 2, code: expect.stringMatching(/^mock/) });
  await sheet.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});
