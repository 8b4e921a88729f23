import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { jumpClock } from './hydration';
import { POLL_INTERVAL_MS } from '../../src/features/payment/model/order-poller';
import { playwrightJourney } from '../support/journey/playwright-journey';
import * as steps from '../support/journey/steps';

/** What the payment specs share: watching the order calls, the checkout's steps. */

export const ORDER_PAY = '/v1/api/order/union_order_pay';

/**
 * Every union_order_pay the page sends, with its JSON body. The mock worker answers inside the
 * browser, where Playwright cannot read request bodies, so the page's own fetch reports them.
 */
export async function recordOrders(page: Page) {
  const orders: Array<Record<string, unknown>> = [];
  await page.exposeFunction('__recordOrder', (body: string) => {
    try {
      orders.push(JSON.parse(body) as Record<string, unknown>);
    } catch {
      orders.push({});
    }
  });
  await page.addInitScript((path) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && request.url.includes(path)) {
        const record = (window as unknown as { __recordOrder: (b: string) => Promise<void> })
          .__recordOrder;
        await record(await request.clone().text());
      }
      return original(input, init);
    };
  }, ORDER_PAY);
  return orders;
}

export const card = (page: Page, name: string) => page.getByRole('article', { name });
export const checkout = (page: Page) => page.getByRole('dialog', { name: '确认订单' });

/**
 * The kit's journey on this suite's page (tests/support/journey): the checkout's steps are the
 * engines suite's, driven through Playwright here.
 */
const journeyOn = (page: Page) => playwrightJourney(page, 'chromium', new URL(page.url()).origin);

/** Opens 确认订单 for `pkg` and waits until it stands still. */
export async function openCheckout(page: Page, pkg = steps.DEFAULT_PACKAGE) {
  await steps.openCheckout(journeyOn(page), pkg);
}

/** Chooses `channel`, ticks the agreement and presses 立即支付. */
export async function payWith(page: Page, channel: steps.ChannelName = '微信支付') {
  const journey = journeyOn(page);
  await steps.chooseAndAgree(journey, channel);
  await journey.click(steps.payButton);
}

/** The number in the avatar menu's 精修张数 row ("剩余 N / 共 M 张"). */
export async function piecesLeft(page: Page): Promise<number> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  const row = page.getByRole('listitem', { name: '精修张数' });
  await expect(row).toContainText(/剩余 \d+/);
  const text = (await row.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return Number(/剩余 (\d+)/.exec(text)?.[1]);
}

/** Presses Tab until `target` has focus (keyboard only; fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** The orders in the mock backend's data (the mock keeps it in localStorage). */
export async function mockOrders(page: Page): Promise<Array<{ out_trade_no: string }>> {
  return page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('__mock_db') ?? '{}') as {
      orders?: Array<{ out_trade_no: string }>;
    };
    return db.orders ?? [];
  });
}

/**
 * Waits until `polls()` (the mock's count of one order's polls) reaches `count`, the page's poller
 * asking again at each jump of its interval: the page runs on Playwright's clock (runOnClock).
 */
export async function pollOnClock(page: Page, polls: () => Promise<number>, count: number) {
  await expect
    .poll(async () => {
      await jumpClock(page, POLL_INTERVAL_MS);
      return polls();
    })
    .toBeGreaterThanOrEqual(count);
}

/** The trade number a dialog shows, or '' while it shows none. */
export async function tradeNoIn(dialog: Locator): Promise<string> {
  return steps.tradeNoOf((await dialog.textContent()) ?? '') ?? '';
}

/**
 * Jumps the clock of a page on it (runOnClock) over the poller's interval until a poll has found
 * the order paid and the page has moved to the success page.
 */
export async function pollUntilPaid(page: Page) {
  await expect
    .poll(async () => {
      await jumpClock(page, POLL_INTERVAL_MS);
      return new URL(page.url()).pathname;
    })
    .toBe('/payment/success');
}

/** Pays an order on the mock provider's side, as if in the provider's own app. */
export async function payOnProvider(page: Page, tradeNo: string): Promise<void> {
  await page.evaluate(async (no) => {
    await fetch('/__mock__/provider/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ out_trade_no: no }),
    });
  }, tradeNo);
}

/** The WeChat authorisation round trip's record, as the checkout leaves it before going to WeChat. */
export async function seedAuthorizing(page: Page, state: string): Promise<void> {
  await page.addInitScript((authState) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem(
      'pending_pay_order',
      JSON.stringify({
        stage: 'authorizing',
        state: authState,
        channel: 'wechat',
        product: {
          id: 101,
          name: '精修套餐·入门版',
          price: 19900,
          original_price: 29900,
          business_type: 0,
          type: 1,
          purchase_method: 4,
          count: 500,
          bonus_count: 50,
          lite_effect_count: 0,
          lite_effect_product_quantity: 0,
          space_size: 0,
          duration: 31536000,
        },
        returnPath: '/payment',
        createdAt: Date.now(),
      }),
    );
  }, state);
}

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 12; PCE-W40) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN';

/**
 * Holds the page's `nth` call to `path` until `release()` (the mock worker answers inside the
 * browser, where Playwright cannot hold a request). `answered()` resolves once that call's answer
 * has reached the page and the page has had its turn to act on it (its tasks up to two frames on).
 */
export async function holdCall(page: Page, path: string, nth: number) {
  type Held = { release?: () => void; held: boolean; answered: boolean };
  await page.addInitScript(
    ({ path, nth }) => {
      const state: Held = { held: false, answered: false };
      (window as unknown as { __heldCall: Held }).__heldCall = state;
      const original = window.fetch.bind(window);
      let seen = 0;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.includes(path) || ++seen !== nth) return original(input, init);
        const answer = new Promise<void>((resolve) => {
          state.release = resolve;
          state.held = true;
        }).then(() => original(input, init));
        // Set after the caller's own reaction to the answer (registered first) has run.
        void answer.then(
          () => (state.answered = true),
          () => (state.answered = true),
        );
        return answer;
      };
    },
    { path, nth },
  );
  const read = () =>
    page.evaluate(() => {
      const { held, answered } = (window as unknown as { __heldCall: Held }).__heldCall;
      return { held, answered };
    });
  return {
    /** Resolves once the call has been made and is being held. */
    async isHeld() {
      await expect.poll(async () => (await read()).held).toBe(true);
    },
    release: () =>
      page.evaluate(() => (window as unknown as { __heldCall: Held }).__heldCall.release?.()),
    async answered() {
      await expect.poll(async () => (await read()).answered).toBe(true);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()))),
          ),
      );
    },
  };
}
