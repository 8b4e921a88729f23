import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { idleStartRan, runOnClock } from './hydration';
import {
  checkout,
  mockOrders,
  openCheckout,
  payOnProvider,
  payWith,
  recordOrders,
  seedAuthorizing,
  tradeNoIn,
  WECHAT_UA,
} from './payment-helpers';
import { logIn } from './session';

/**
 * The checkout's ways out and back against the mock build: leaving for Alipay or WeChat H5 and
 * coming back (here without the back/forward cache: Playwright turns it off, and the mock worker
 * unregisters when its page leaves; payment-real-api.spec.ts covers the restore from the cache),
 * reloads in every awaiting state, an order call that times out, WeChat Pay cancelled and retried.
 */

const resumeDialog = (page: Page) => page.getByRole('dialog', { name: '请确认支付结果' });

/** Counts the page's order-state polls for `tradeNo` (the mock worker answers them in the page). */
async function countPolls(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const w = window as unknown as { __polls: string[] };
    w.__polls = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('union_order_state')) w.__polls.push(url);
      return original(input, init);
    };
  });
  return (tradeNo: string) =>
    page.evaluate(
      (no) => (window as unknown as { __polls: string[] }).__polls.filter((u) => u.includes(no)),
      tradeNo,
    );
}

/**
 * Paid at the provider, back on the resume dialog: 已完成支付 asks at once, but the dialog's own
 * poll may see the payment first and go on to 支付成功 by itself (on a loaded machine, for Alipay
 * and for WeChat H5 alike: the button leaves the page under the click). Whichever comes first; the
 * page must reach 支付成功.
 */
async function lookNowOrPolled(page: Page) {
  const paid = page.getByRole('heading', { name: '支付成功' });
  const done = resumeDialog(page).getByRole('button', { name: '已完成支付' });
  await Promise.race([done.click().catch(() => undefined), paid.waitFor()]);
  await expect(paid).toBeVisible({ timeout: 15_000 });
}

test.describe('leaving for the provider and coming back', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logIn(context, baseURL);
  });

  test('Back from Alipay: the checkout is usable, the order is polled, paid there → 支付成功', async ({
    page,
    gotoWithScenario,
  }) => {
    const polls = await countPolls(page);
    const orders = await recordOrders(page);
    await gotoWithScenario('/payment?t=lite_effect', 'pay-succeeds');
    await openCheckout(page, '流畅修图套餐·轻享版');
    await payWith(page, '支付宝');
    await expect(page.getByRole('button', { name: '确认付款' })).toBeVisible();
    const tradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;

    await page.goBack();
    const resume = resumeDialog(page);
    await expect(resume).toContainText(tradeNo);
    await expect(resume).toContainText('你有一笔待支付的订单');
    await expect.poll(async () => (await polls(tradeNo)).length).toBeGreaterThan(0);
    await payOnProvider(page, tradeNo);
    await lookNowOrPolled(page);
    await expect(page.getByText(tradeNo)).toBeVisible();
    expect(orders).toHaveLength(1);
  });

  test('Back from Alipay without paying: 重新选择 opens the checkout again; a reload resumes the same order', async ({
    page,
    gotoWithScenario,
  }) => {
    await gotoWithScenario('/payment', 'default');
    await openCheckout(page);
    await payWith(page, '支付宝');
    await page.getByRole('button', { name: '返回商家（不付款）' }).click();
    const resume = resumeDialog(page);
    await expect(resume).toBeVisible();
    const tradeNo = await tradeNoIn(page.getByRole('dialog'));
    expect(tradeNo).toMatch(/^CR\d+$/);
    // A reload while waiting: the same order, not 立即购买 again.
    await page.reload();
    await expect(resumeDialog(page)).toContainText(tradeNo);
    await resumeDialog(page).getByRole('button', { name: '重新选择' }).click();
    await expect(checkout(page)).toBeVisible();
    await checkout(page).getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openCheckout(page);
  });

  test.describe('on a phone (WeChat H5)', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });

    test('Back from WeChat H5: the order resumes and is polled; paid there → 支付成功', async ({
      page,
      gotoWithScenario,
    }) => {
      const polls = await countPolls(page);
      await gotoWithScenario('/payment', 'pay-succeeds');
      await openCheckout(page);
      await payWith(page, '微信支付');
      await expect(page).toHaveURL(/\/__mock__\/provider\?channel=wechat/);
      const tradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
      // WeChat H5 is told where to come back: the success page, with the trade number.
      expect(new URL(page.url()).searchParams.get('redirect_url')).toMatch(
        new RegExp(`/payment/success\\?out_trade_no=${tradeNo}$`),
      );
      await page.goBack();
      await expect(resumeDialog(page)).toContainText(tradeNo);
      await expect.poll(async () => (await polls(tradeNo)).length).toBeGreaterThan(0);
      await payOnProvider(page, tradeNo);
      await lookNowOrPolled(page);
    });
  });
});

test.describe('an order call without an answer', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logIn(context, baseURL);
  });

  test('it times out once: the page says it cannot tell, and 继续支付 gets the same order (one in the mock data)', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    // The first order call reaches the mock (the order is made) but its answer never comes back.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      let first = true;
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (!request.url.includes('union_order_pay') || !first) return original(input, init);
        first = false;
        await original(request.clone());
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        );
      };
    });
    await runOnClock(page);
    // The order stays unpaid, so the QR dialog is still there to be read at the end.
    await gotoWithScenario('/payment', 'pay-pending');
    await idleStartRan(page);
    await openCheckout(page);
    const before = (await mockOrders(page)).length;
    await payWith(page);
    await expect.poll(async () => (await mockOrders(page)).length).toBe(before + 1);
    await page.clock.fastForward(31_000);
    const unknown = page.getByRole('dialog', { name: '暂时无法确认下单结果' });
    await expect(unknown.getByRole('alert')).toContainText('订单可能已经创建');
    await unknown.getByRole('button', { name: '继续支付' }).click();
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    expect(orders).toHaveLength(2);
    expect(orders[1]!.client_order_id).toBe(orders[0]!.client_order_id);
    const all = await mockOrders(page);
    expect(all).toHaveLength(before + 1);
    await expect(page.getByRole('dialog')).toContainText(all.at(-1)!.out_trade_no);
  });

  test('a reload during the order call: the same intent is offered again, and it answers the same order', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    // Every order call waits until the test lets it go, so the reload lands while it is out.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('union_order_pay') && !sessionStorage.getItem('__release')) {
          const answer = original(input, init);
          await new Promise(() => undefined);
          return answer;
        }
        return original(input, init);
      };
    });
    // The order stays unpaid: under the default scenario the mock pays it at the second poll, and
    // on a loaded machine the page can go on to 支付成功 before the QR code is looked for.
    await gotoWithScenario('/payment', 'pay-pending');
    await openCheckout(page);
    const before = (await mockOrders(page)).length;
    await payWith(page);
    await expect.poll(async () => (await mockOrders(page)).length).toBe(before + 1);
    await page.evaluate(() => sessionStorage.setItem('__release', '1'));
    await page.reload();
    const unknown = page.getByRole('dialog', { name: '暂时无法确认下单结果' });
    await unknown.getByRole('button', { name: '继续支付' }).click();
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    expect(orders.at(-1)!.client_order_id).toBe(orders[0]!.client_order_id);
    expect(await mockOrders(page)).toHaveLength(before + 1);
  });
});

test.describe('inside WeChat (JSAPI)', () => {
  test.use({ userAgent: WECHAT_UA });

  /** A stand-in WeixinJSBridge: the first pay sheet is cancelled, later ones pay. */
  async function bridge(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __sheets: string[]; WeixinJSBridge: unknown };
      w.__sheets = JSON.parse(sessionStorage.getItem('__sheets') ?? '[]') as string[];
      w.WeixinJSBridge = {
        invoke: (_api: string, params: Record<string, string>, done: (r: object) => void) => {
          w.__sheets.push(params.package ?? '');
          sessionStorage.setItem('__sheets', JSON.stringify(w.__sheets));
          const cancel = w.__sheets.length === 1;
          setTimeout(() =>
            done({ err_msg: `get_brand_wcpay_request:${cancel ? 'cancel' : 'ok'}` }),
          );
        },
      };
    });
    return () => page.evaluate(() => (window as unknown as { __sheets: string[] }).__sheets);
  }

  test('cancelled in WeChat Pay: 重新支付 opens it again with the same pay_params, no new order; a reload resumes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    const orders = await recordOrders(page);
    const sheets = await bridge(page);
    await seedAuthorizing(page, 'St4te');
    await page.goto('/payment?mock=pay-pending&code=0a1B2c3D&state=St4te');
    const pay = page.getByRole('dialog', { name: '微信支付' });
    await expect(pay).toContainText('你已取消支付');
    const tradeNo = await tradeNoIn(page.getByRole('dialog'));
    // A reload after the cancel: the same order, with 重新支付.
    await page.reload();
    await expect(pay).toContainText(tradeNo);
    await pay.getByRole('button', { name: '重新支付' }).click();
    await expect.poll(sheets).toHaveLength(2);
    const [first, second] = await sheets();
    expect(second).toBe(first);
    expect(orders).toHaveLength(1);
    await expect(pay).toContainText('请在微信支付窗口中完成付款');
  });
});
