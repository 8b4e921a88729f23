import type { Page } from '@playwright/test';
import { encode } from 'uqr';
import { test, expect } from './fixtures';
import {
  mockOrders,
  openCheckout,
  payWith,
  pollOnClock,
  pollUntilPaid,
  tradeNoIn,
} from './payment-helpers';
import { runOnClock } from './hydration';
import { logIn } from './session';
import { qrModulesOfPng } from '../support/qr-modules';

/**
 * The mock build's payment QR codes are scannable: they lead to the mock cashier for the order
 * (mocks/README.md "A phone on the local network"). With QA's 扫码付款后才结算 (`mock-qr-pay=scan`) the order waits for
 * that page, so the paid state below comes from it, not from the scenario's polls.
 */

test.beforeEach(async ({ page, context, baseURL }) => {
  await logIn(context, baseURL);
  // The order's polls are counted below, at jumps of the poller's interval.
  await runOnClock(page);
});

/** The URL the pay dialog's QR code encodes, checked against the image module by module. */
async function scannedUrl(page: Page, baseURL: string, channel: 'wechat' | 'union') {
  const dialog = page.getByRole('dialog');
  const qr = page.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  const tradeNo = await tradeNoIn(dialog);
  expect(tradeNo).not.toBe('');
  const src = (await qr.getAttribute('src')) ?? '';
  const png = new Uint8Array(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const url = `${baseURL}/__mock__/provider?channel=${channel}&out_trade_no=${tradeNo}`;
  expect(qrModulesOfPng(png)).toEqual(encode(url, { ecc: 'M', border: 0 }).data);
  return { url, tradeNo };
}

/** Waits until the page has polled the order `count` times (on the clock), and returns its state. */
async function stateAfterPolls(page: Page, tradeNo: string, count: number) {
  const order = async () =>
    (
      (await mockOrders(page)) as Array<{ out_trade_no: string; polls?: number; state?: number }>
    ).find((o) => o.out_trade_no === tradeNo);
  await pollOnClock(page, async () => (await order())?.polls ?? 0, count);
  return (await order())?.state;
}

for (const [label, channel] of [
  ['微信支付', 'wechat'],
  ['云闪付', 'union'],
] as const) {
  test(`${label}: the QR's URL opened in a second page pays the order → 支付成功`, async ({
    page,
    context,
    baseURL,
    gotoWithScenario,
  }) => {
    await gotoWithScenario('/payment?mock-qr-pay=scan', 'default');
    await openCheckout(page);
    await payWith(page, label);
    const { url, tradeNo } = await scannedUrl(page, baseURL!, channel);
    // The default scenario would pay it at the 2nd poll: here it waits for the scan.
    expect(await stateAfterPolls(page, tradeNo, 3)).toBe(0);

    const phone = await context.newPage();
    await phone.goto(url);
    await expect(phone.getByRole('heading', { name: '芝士云修图 订单付款' })).toBeVisible();
    await expect(phone.getByText(tradeNo)).toBeVisible();
    await phone.getByRole('button', { name: '确认付款' }).click();
    await expect(phone.getByRole('status')).toHaveText('付款完成，请返回商家页面');
    await phone.close();

    await pollUntilPaid(page);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });
}

test('a phone without the mock worker pays through the preview server, and the desktop sees it', async ({
  page,
  browser,
  baseURL,
  gotoWithScenario,
}) => {
  await gotoWithScenario('/payment?mock-qr-pay=scan', 'default');
  await openCheckout(page);
  await payWith(page);
  const { tradeNo } = await scannedUrl(page, baseURL!, 'wechat');
  expect(await stateAfterPolls(page, tradeNo, 3)).toBe(0);

  // The phone: the same server at an address Chromium does not count as a secure context, so it
  // has no service worker, as over the LAN (routed to the test server, which listens on loopback).
  const lanOrigin = 'http://192.0.2.10:8080';
  const phone = await browser.newContext();
  await phone.route(`${lanOrigin}/**`, async (route) => {
    const target = route.request().url().replace(lanOrigin, baseURL!);
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(`${lanOrigin}/__mock__/provider?channel=wechat&out_trade_no=${tradeNo}`);
  expect(await phonePage.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  await phonePage.getByRole('button', { name: '确认付款' }).click();
  await expect(phonePage.getByRole('status')).toHaveText(
    '付款完成，请回到电脑上的支付页面查看结果',
  );
  await phone.close();

  await pollUntilPaid(page);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});
