import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn, TEST_TOKEN } from './session';
import { idleStartRan, runOnClock } from './hydration';

/**
 * /payment/success says 支付成功 only when union_order_state says paid for the trade number; the
 * pay cookies alone prove nothing (src/features/payment/components/payment-success-page.route.tsx).
 * Its way back never leaves the site, whatever the pay meta cookie holds.
 */

const CONFIRMING = '正在确认支付结果…';
const UNKNOWN = '未查询到支付结果';
const PAID = '支付成功';

/** The pay cookies as the checkout leaves them (js-cookie writes JSON URI-encoded). */
async function setPayCookies(
  context: BrowserContext,
  baseURL: string | undefined,
  user: unknown,
  meta: unknown,
) {
  const url = baseURL ?? 'http://127.0.0.1';
  await context.addCookies([
    { name: 'pay_user_info', value: encodeURIComponent(JSON.stringify(user)), url },
    { name: 'pay_meta_data', value: encodeURIComponent(JSON.stringify(meta)), url },
  ]);
}

/** Records whether a heading ever read 支付成功 on this page, however briefly. */
async function watchForPaidHeading(page: Page) {
  await page.addInitScript((text) => {
    const w = window as unknown as { __sawPaid?: boolean };
    w.__sawPaid = false;
    const check = () => {
      for (const h of document.querySelectorAll('h1, h2')) {
        if (h.textContent?.trim() === text) w.__sawPaid = true;
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, PAID);
  return () => page.evaluate(() => (window as unknown as { __sawPaid?: boolean }).__sawPaid);
}

/**
 * Places a WeChat QR order for the smooth-retouching package through the mock API under scenario
 * `scenario` (the page must show the app, so the mock worker answers); returns its trade number.
 * A QR order settles by polling as the scenario says (an Alipay one waits for the mock cashier).
 */
async function placeOrder(page: Page, scenario: string): Promise<string> {
  await page.goto(`/?mock=${scenario}`);
  await page.locator('#mock-qa-panel').waitFor({ state: 'attached' });
  const tradeNo = await page.evaluate(async (token) => {
    const headers = {
      'Content-Type': 'application/json',
      'X-App-Id': '8',
      'X-Application-Id': '8',
      'X-Track-Props': encodeURIComponent(JSON.stringify({ app_type: 'WEB' })),
      Language: 'zh-CN',
      Authorization: token,
    };
    const product = (await (
      await fetch('/v1/api/order/union_product?product_id=201&purchase_method=1', { headers })
    ).json()) as { data: { purchase_method: number } };
    const answer = await fetch('/v1/api/order/union_order_pay', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        app_id: 8,
        product_id: 201,
        count: 1,
        purchase_method: product.data.purchase_method,
        pay_type: 20,
        trade_type: 0,
        source_id: 0,
        subscription: 0,
        return_url: `${location.origin}/payment/success`,
      }),
    });
    return answer.headers.get('out_trade_no') ?? '';
  }, TEST_TOKEN);
  expect(tradeNo).toMatch(/^CR\d+/);
  return tradeNo;
}

/** `href` of `link`, resolved against the page: where a click would go. */
async function target(page: Page, name: string) {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return new URL(href ?? '', page.url());
}

/** Every link of the page resolves to this origin. */
async function expectNoOffSiteLink(page: Page) {
  const hrefs = await page
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  expect(hrefs.filter((href) => new URL(href).origin !== origin)).toEqual([]);
}

test('no trade number: neutral first, then 未查询到支付结果 with ways on, never 支付成功', async ({
  page,
  context,
  baseURL,
}) => {
  const sawPaid = await watchForPaidHeading(page);
  await setPayCookies(
    context,
    baseURL,
    { phone: '138****8000' },
    { returnPath: '/payment?t=lite_effect', tradeNo: '' },
  );
  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { name: CONFIRMING })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNKNOWN, exact: true })).toBeVisible();
  await expect(page.getByText('没有找到这笔支付的订单信息')).toBeVisible();
  expect((await target(page, '我的订单')).pathname).toBe('/profile/orders');
  const back = await target(page, '返回套餐');
  expect(back.pathname + back.search).toBe('/payment?t=lite_effect');
  await expect(page).toHaveTitle('支付结果 - 芝士云修图');
  expect(await sawPaid()).toBe(false);

  await page.getByRole('link', { name: '返回套餐' }).click();
  await expect(page).toHaveURL(/\/payment\?t=lite_effect$/);
});

test('an order still waiting: neutral while polling, then 未查询到支付结果, never 支付成功', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL);
  const tradeNo = await placeOrder(page, 'pay-pending');
  await setPayCookies(
    context,
    baseURL,
    { phone: '138****8000' },
    { returnPath: '/payment?t=lite_effect', tradeNo },
  );
  const sawPaid = await watchForPaidHeading(page);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/api/order/union_order_state')) polls.push(r.url());
  });
  // The page's clock only (the mock worker keeps real time): the confirmation window can pass.
  await runOnClock(page);
  await page.goto(`/payment/success?out_trade_no=${tradeNo}`);
  await expect(page.getByRole('heading', { name: CONFIRMING })).toBeVisible();
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  await idleStartRan(page);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { name: CONFIRMING })).toBeVisible();
  expect(await sawPaid()).toBe(false);

  // Past the window (CONFIRM_WINDOW_MS, src/features/payment/components/payment-success-page.route.tsx):
  // one last look, then the end.
  await page.clock.fastForward('01:05');
  await expect(page.getByRole('heading', { name: UNKNOWN, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '刷新结果' })).toBeVisible();
  expect((await target(page, '我的订单')).pathname).toBe('/profile/orders');
  expect((await target(page, '返回套餐')).pathname).toBe('/payment');
  expect(await sawPaid()).toBe(false);
});

test('a paid order: 支付成功, with the masked payer phone', async ({ page, context, baseURL }) => {
  await logIn(context, baseURL);
  const tradeNo = await placeOrder(page, 'pay-succeeds');
  await setPayCookies(
    context,
    baseURL,
    { phone: '138****8000' },
    { returnPath: '/payment?t=lite_effect', tradeNo },
  );
  await page.goto(`/payment/success?out_trade_no=${tradeNo}`);
  await expect(page.getByRole('heading', { name: PAID })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(tradeNo)).toBeVisible();
  const payer = page.getByRole('definition').filter({ hasText: '138****8000' });
  await expect(payer).toBeVisible();
  const back = await target(page, '返回继续浏览');
  expect(back.pathname + back.search).toBe('/payment?t=lite_effect');
});

test('an old payer cookie with the full number still opens the page, and is rewritten masked', async ({
  page,
  context,
  baseURL,
}) => {
  await setPayCookies(
    context,
    baseURL,
    { phone: '13800138000' },
    { returnPath: '/payment', tradeNo: '' },
  );
  await page.goto('/payment/success');
  await expect(page).toHaveURL(/\/payment\/success$/);
  await expect(page.getByRole('heading', { name: UNKNOWN, exact: true })).toBeVisible();
  // Layout off: no site navbar and no footer, only the page's own brand mark.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'pay_user_info');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('{"phone":"138****8000"}');
  // A session cookie now (Playwright reports -1 for no expiry).
  expect(cookie?.expires).toBe(-1);
});

test.describe('the way back never leaves the site (pay_meta_data returnPath "/.//evil.com")', () => {
  for (const returnPath of ['/.//evil.com', '/%2e//evil.com', '/a/..//evil.com']) {
    test(`no trade number, ${returnPath}: no link leaves the site`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setPayCookies(context, baseURL, { phone: '138****8000' }, { returnPath, tradeNo: '' });
      await page.goto('/payment/success');
      // Whatever the page ends up saying, none of its links leaves the site.
      await expect(
        page.getByRole('heading', { name: new RegExp(`${UNKNOWN}|${PAID}`) }),
      ).toBeVisible();
      await expectNoOffSiteLink(page);
      await page.getByRole('link', { name: /返回/ }).click();
      await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
    });
  }

  test('a paid order, /.//evil.com: 返回继续浏览 and every other link stay on this origin', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    const tradeNo = await placeOrder(page, 'pay-succeeds');
    await setPayCookies(
      context,
      baseURL,
      { phone: '138****8000' },
      { returnPath: '/.//evil.com', tradeNo },
    );
    await page.goto(`/payment/success?out_trade_no=${tradeNo}`);
    await expect(page.getByRole('heading', { name: PAID })).toBeVisible({ timeout: 15_000 });
    await expectNoOffSiteLink(page);
    expect((await target(page, '返回继续浏览')).pathname).toBe('/');
  });
});
