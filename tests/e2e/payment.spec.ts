import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { idleStartRan, jumpClock, runOnClock } from './hydration';

/**
 * Package purchase and payment against the mock build: WeChat QR, Alipay redirect,
 * expiry, failure, reload, double clicks, login in the middle, keyboard only, business codes.
 */

import {
  card,
  checkout,
  holdCall,
  mockOrders,
  ORDER_PAY,
  openCheckout,
  payOnProvider,
  payWith,
  piecesLeft,
  pollUntilPaid,
  recordOrders,
  seedAuthorizing,
  tabTo,
  tradeNoIn,
  WECHAT_UA,
} from './payment-helpers';
import { logIn } from './session';
import { SHORT_LIMIT_SECONDS } from '../../mocks/state/answers';

/** The pay-expires QR's life, jumped over on the page's clock. */
const EXPIRES_MS = SHORT_LIMIT_SECONDS * 1000;

test.describe('payment, logged in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logIn(context, baseURL);
  });

  test('WeChat QR → paid → success page; the new assets show in the avatar menu', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    // The order is paid at its second poll: jumped to (pollUntilPaid), not waited for.
    await runOnClock(page);
    await gotoWithScenario('/payment', 'pay-succeeds');
    const before = await piecesLeft(page);
    await openCheckout(page);
    await expect(checkout(page)).toContainText('升级');
    await payWith(page, '微信支付');

    const pay = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await expect(pay).toContainText(/二维码 1[45]:\d\d 后失效/);
    await expect(pay).toContainText(/已抵扣 ¥\d+\.\d\d/);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      app_id: 8,
      product_id: 102,
      pay_type: 20,
      trade_type: 0,
      purchase_method: 2,
      count: 1,
    });
    expect(String(orders[0]!.return_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment\/success$/);

    await pollUntilPaid(page);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByText('精修套餐·标准版')).toBeVisible();
    await expect(page.getByText('+ 1500 张 AI 精修')).toBeVisible();

    await page.getByRole('link', { name: '返回继续浏览' }).click();
    await expect(page).toHaveURL(/\/payment\?mock=pay-succeeds$/);
    // The upgrade carries the old pieces over and adds 1500 + 200 bonus.
    await expect.poll(() => piecesLeft(page)).toBe(before + 1700);
  });

  test('the QR expires, and 刷新二维码 makes a new order with a new QR', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    await runOnClock(page);
    await gotoWithScenario('/payment', 'pay-expires');
    await openCheckout(page, '精修套餐·专业版');
    await payWith(page);
    const pay = page.getByRole('dialog', { name: '微信扫码支付' });
    // The SHORT_LIMIT_SECONDS countdown is on (how far it has run depends on how fast the dialog
    // came).
    await expect(pay).toContainText(/二维码 00:0[1-5] 后失效/);
    const firstNo = await tradeNoIn(pay);
    expect(firstNo).toMatch(/^CR\d+$/);

    await jumpClock(page, EXPIRES_MS);
    await expect(pay.getByText('二维码已过期').first()).toBeVisible();
    await pay.getByRole('button', { name: '刷新二维码' }).click();
    await expect(pay.getByRole('button', { name: '刷新二维码' })).toBeHidden();
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await tradeNoIn(pay);
        return shown !== '' && shown !== firstNo;
      })
      .toBe(true);
    expect(orders).toHaveLength(2);
  });

  test('closing the QR dialog while 刷新二维码 is creating the order: it does not come back', async ({
    page,
    gotoWithScenario,
  }) => {
    // The second union_order_pay (the refresh) is held until the dialog is closed.
    const refresh = await holdCall(page, ORDER_PAY, 2);
    await runOnClock(page);
    await gotoWithScenario('/payment', 'pay-expires');
    await openCheckout(page, '精修套餐·专业版');
    await payWith(page);
    const pay = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await jumpClock(page, EXPIRES_MS);
    await expect(pay.getByText('二维码已过期').first()).toBeVisible();
    await pay.getByRole('button', { name: '刷新二维码' }).click();
    await refresh.isHeld();
    await page.keyboard.press('Escape');
    await expect(pay).toHaveCount(0);
    await refresh.release();
    await refresh.answered();
    await expect(pay).toHaveCount(0);
    await expect(checkout(page)).toHaveCount(0);
  });

  test('pay-fails: the failure is explained and 重新支付 is offered', async ({
    page,
    gotoWithScenario,
  }) => {
    await gotoWithScenario('/payment', 'pay-fails');
    await openCheckout(page);
    await payWith(page, '云闪付');
    const pay = page.getByRole('dialog', { name: '云闪付扫码支付' });
    await expect(pay.getByRole('status')).toHaveText('支付失败，未扣款或款项将原路退回');
    await expect(pay.getByRole('button', { name: '重新支付' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment\?/);
  });

  test('Alipay: the browser goes to pay_url, is paid there, and comes back to /payment/success', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    await gotoWithScenario('/payment?t=lite_effect', 'pay-succeeds');
    await openCheckout(page, '流畅修图套餐·轻享版');
    await payWith(page, '支付宝');
    await expect(page).toHaveURL(/\/__mock__\/provider\?channel=alipay/);
    await page.getByRole('button', { name: '确认付款' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?out_trade_no=CR\d+/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('流畅修图套餐·轻享版')).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ pay_type: 21, product_id: 201 });
    await page.getByRole('link', { name: '返回继续浏览' }).click();
    await expect(page).toHaveURL(/\/payment\?t=lite_effect/);
    await expect(page.getByRole('tab', { name: /流畅修图套餐/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Nothing is left pending once the order is paid.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a reload mid-payment shows the same QR and resumes polling (no second order)', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    // The order waits for its payment at the provider (QA's 扫码付款后才结算), which comes once
    // the resumed dialog has been looked at; the page polls at the clock's jumps.
    await runOnClock(page);
    await gotoWithScenario('/payment?mock-qr-pay=scan', 'default');
    await openCheckout(page);
    await payWith(page);
    const pay = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    const tradeNo = await tradeNoIn(pay);
    expect(tradeNo).toMatch(/^CR\d+$/);

    await page.reload();
    const resumed = page.getByRole('dialog', { name: '微信扫码支付' });
    await expect(resumed.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await expect(resumed).toContainText(tradeNo);
    await payOnProvider(page, tradeNo);
    await pollUntilPaid(page);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByText(tradeNo)).toBeVisible();
    expect(orders).toHaveLength(1);
  });

  test('20 rapid clicks on 立即支付 create exactly one order', async ({
    page,
    gotoWithScenario,
  }) => {
    const orders = await recordOrders(page);
    // An order that stays open (the mock's ORDER_LIMIT_SECONDS): the reload below must find it
    // still payable, however long the reload takes on a busy machine (pay-expires closes it after
    // SHORT_LIMIT_SECONDS, and a slow reload would then rightly offer no resume).
    await gotoWithScenario('/payment', 'pay-pending');
    await openCheckout(page);
    const dialog = checkout(page);
    await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
    const before = (await mockOrders(page)).length;
    // 20 clicks in one task: React has no chance to re-render between them.
    await dialog.getByRole('button', { name: '立即支付' }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 20; i += 1) button.click();
    });
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    // The machine takes one PAY: one call went out, and the mock holds that one order, kept.
    expect(orders).toHaveLength(1);
    const tradeNo = await tradeNoIn(page.getByRole('dialog'));
    expect((await mockOrders(page)).filter((o) => o.out_trade_no === tradeNo)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('dialog')).toContainText(tradeNo);
    expect(await mockOrders(page)).toHaveLength(before + 1);
  });

  test('the whole purchase by keyboard', async ({ page, gotoWithScenario }) => {
    await runOnClock(page);
    await gotoWithScenario('/payment', 'pay-succeeds');
    await expect(card(page, '精修套餐·标准版')).toBeVisible();
    // Tabs: arrows switch the package line.
    await tabTo(page, page.getByRole('tab', { name: /精修套餐/ }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /流畅修图套餐/ })).toBeFocused();
    await expect(card(page, '流畅修图套餐·进阶版')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(card(page, '精修套餐·标准版')).toBeVisible();

    await tabTo(page, card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }));
    await page.keyboard.press('Enter');
    const dialog = checkout(page);
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: '微信支付', exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: '云闪付', exact: true })).toBeChecked();
    await tabTo(page, dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: /^我已阅读并同意/ })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: '立即支付' }));
    await page.keyboard.press('Enter');

    const pay = page.getByRole('dialog', { name: '云闪付扫码支付' });
    await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await pollUntilPaid(page);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: '返回继续浏览' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\?/);
  });

  test('Esc on the QR asks first; 放弃支付 closes it and stops polling; focus returns to the page', async ({
    page,
    gotoWithScenario,
  }) => {
    await runOnClock(page);
    await gotoWithScenario('/payment', 'pay-pending');
    await idleStartRan(page);
    await openCheckout(page);
    await payWith(page);
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '支付是否已完成？' });
    await ask.getByRole('button', { name: '放弃支付' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // React runs the effects of that render (the poller's stop among them) in a task it has
    // queued; a message-channel task queued now runs after it (the fake clock does not hold it).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    // Counted from the moment the dialog is gone; then the page's clock runs past several poll
    // intervals (POLL_INTERVAL_MS each, backing off to MAX_BACKOFF_MS:
    // src/features/payment/model/order-poller.ts), which a poller left running would fill with
    // polls.
    const polls: string[] = [];
    page.on('request', (r) => r.url().includes('union_order_state') && polls.push(r.url()));
    await page.clock.runFor(30_000);
    // A round trip through the page after the timers ran: any poll they sent has been seen.
    await page.evaluate(() => fetch('/v1/web/config').then((r) => r.text()));
    expect(polls).toHaveLength(0);
    // A reload does not bring an abandoned order back.
    await page.reload();
    await expect(card(page, '精修套餐·标准版')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const codes = [
    ['37', '套餐信息已更新', '刷新套餐'],
    ['41', '该套餐暂不支持购买', '选择其他套餐'],
    ['42', '存在多笔抵扣订单', '联系客服'],
    ['5030', '抵扣信息已失效', '刷新后重试'],
    ['5031', '暂不支持降级购买', '查看我的套餐'],
  ] as const;
  for (const [code, title, action] of codes) {
    test(`business code ${code}: a clear message and a next step`, async ({
      page,
      gotoWithScenario,
    }) => {
      await gotoWithScenario('/payment', `pay-error-${code}`);
      await openCheckout(page);
      await payWith(page);
      const alert = checkout(page).getByRole('alert');
      await expect(alert).toContainText(title);
      await expect(
        alert.getByRole(code === '42' || code === '5031' ? 'link' : 'button', { name: action }),
      ).toBeVisible();
      if (code === '37' || code === '5030') {
        await alert.getByRole('button', { name: action }).click();
        await expect(checkout(page).getByRole('alert')).toHaveCount(0);
        await expect(checkout(page).getByRole('button', { name: '立即支付' })).toBeEnabled();
      }
      if (code === '41') {
        await alert.getByRole('button', { name: action }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }

  test('__subscription__=1 sends subscription 1', async ({ page, gotoWithScenario }) => {
    const orders = await recordOrders(page);
    await gotoWithScenario('/payment?__subscription__=1', 'pay-expires');
    await expect(page.getByText(/订阅模式/)).toBeVisible();
    await openCheckout(page);
    await payWith(page);
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    expect(orders[0]).toMatchObject({ subscription: 1 });
  });

  test('axe: the checkout, the QR dialog and the success page', async ({
    page,
    gotoWithScenario,
  }) => {
    // Axe scans of large pages: slow on a busy two-core machine.
    test.setTimeout(90_000);
    // The order waits for its payment at the provider (QA's 扫码付款后才结算), which comes once
    // the QR dialog has been scanned; the poll that finds it paid is jumped to.
    await runOnClock(page);
    await gotoWithScenario('/payment?mock-qr-pay=scan', 'pay-succeeds');
    // The page itself is a11y.spec.ts's: its logged-in scan of /payment.
    await expect(card(page, '精修套餐·标准版')).toBeVisible();
    await openCheckout(page);
    await expectNoAxeViolations(page, 'the checkout');
    await payWith(page);
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await expectNoAxeViolations(page, 'the QR dialog');
    await payOnProvider(page, await tradeNoIn(page.getByRole('dialog')));
    await pollUntilPaid(page);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expectNoAxeViolations(page, 'the success page');
  });
});

test('each card wears the colour of its style (Blue 3, Gold 2, Purple 4): a band in the tier colour', async ({
  page,
}) => {
  await page.goto('/payment');
  const band = (name: string) =>
    card(page, name).evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
  // mocks/fixtures/packages.ts: 入门版 style 3, 标准版 2, 专业版 4.
  await expect.poll(() => band('精修套餐·入门版')).toBe('rgb(59, 123, 232)');
  expect(await band('精修套餐·标准版')).toBe('rgb(212, 160, 23)');
  expect(await band('精修套餐·专业版')).toBe('rgb(139, 92, 246)');
});

test('promotion-on: a countdown on server time', async ({ page, gotoWithScenario }) => {
  await gotoWithScenario('/payment', 'promotion-on');
  const timer = page.getByRole('timer', { name: '限时特惠' });
  await expect(timer).toContainText(/距活动结束\s*\d+ 天\s*\d\d:\d\d:\d\d/);
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 15_000 }).not.toBe(first);
});

test('buying while logged out: login, then the same purchase continues', async ({
  page,
  gotoWithScenario,
}) => {
  const orders = await recordOrders(page);
  await runOnClock(page);
  await gotoWithScenario('/payment', 'pay-succeeds');
  // A guest sees a Normal purchase; the member it turns out to be gets the upgrade.
  await card(page, '精修套餐·标准版').getByRole('button', { name: '立即购买' }).click();
  const login = page.getByRole('dialog', { name: '验证码登录' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await login.getByRole('button', { name: '获取验证码' }).click();
  await login.getByRole('textbox', { name: '验证码' }).fill('123456');
  await login.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await login.getByRole('button', { name: '登录' }).click();

  const dialog = checkout(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('精修套餐·标准版');
  await expect(dialog).toContainText('升级');
  await payWith(page);
  await pollUntilPaid(page);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ product_id: 102, purchase_method: 2 });
});

test('buying while logged out: closing the login dialog stays on the page', async ({
  page,
  gotoWithScenario,
}) => {
  await gotoWithScenario('/payment', 'default');
  await card(page, '精修套餐·入门版').getByRole('button', { name: '立即购买' }).click();
  const login = page.getByRole('dialog', { name: '验证码登录' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/payment\?mock=default$/);
  await expect(
    card(page, '精修套餐·入门版').getByRole('button', { name: '立即购买' }),
  ).toBeEnabled();
});

test.describe('inside the WeChat app (JSAPI)', () => {
  test.use({ userAgent: WECHAT_UA });

  test('on return with ?code=, the code is stripped and the JSAPI order carries it', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    const orders = await recordOrders(page);
    // Without the mock's stand-in WeixinJSBridge (tests/e2e/wechat-jsapi-mock.spec.ts has it),
    // as in a browser that only claims to be WeChat.
    await seedAuthorizing(page, 'St4te');
    await page.goto('/payment?mock=pay-succeeds&mock-jsapi=off&code=0a1B2c3D&state=St4te');
    await expect(page).toHaveURL(/\/payment\?mock=pay-succeeds&mock-jsapi=off$/);
    await expect(page.getByRole('dialog', { name: '微信支付' })).toBeVisible();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({
      trade_type: 2,
      pay_type: 20,
      code: '0a1B2c3D',
      product_id: 101,
    });
    // No WeixinJSBridge: the page says so, and the order state still decides.
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  });

  test('a code without its saved state is not used, and the buyer is told', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    const orders = await recordOrders(page);
    await page.goto('/payment?mock=default&code=stolen&state=Other');
    await expect(page).toHaveURL(/\/payment\?mock=default$/);
    await expect(page.getByText('微信授权已失效，请重新选择套餐后支付')).toBeVisible();
    await expect(card(page, '精修套餐·入门版')).toBeVisible();
    expect(orders).toHaveLength(0);
  });

  test('a code whose state does not match the saved one: the checkout says so and nothing is ordered', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    const orders = await recordOrders(page);
    await seedAuthorizing(page, 'St4te');
    await page.goto('/payment?mock=default&code=stolen&state=Other');
    await expect(checkout(page).getByRole('alert')).toContainText('微信授权未完成');
    await expect(checkout(page).getByRole('button', { name: '立即支付' })).toBeEnabled();
    expect(orders).toHaveLength(0);
  });

  test('Alipay is not offered inside WeChat; 微信支付 goes through /proxy-wx-auth', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    await page.goto('/payment?mock=default');
    await openCheckout(page, '精修套餐·入门版');
    await expect(checkout(page).getByRole('radio', { name: '支付宝' })).toHaveCount(0);
    const proxy = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/proxy-wx-auth'),
    );
    await payWith(page, '微信支付');
    const asked = new URL((await proxy).url());
    expect(asked.searchParams.get('redirect_uri')).toBe(`${baseURL}/payment?mock=default`);
    expect(asked.searchParams.get('scope')).toBe('snsapi_base');
  });

  test('/proxy-wx-auth asks WeChat for snsapi_base whatever scope the link carries', async ({
    page,
    context,
    baseURL,
  }) => {
    // The mock build's stand-in for WeChat's authorise page: the request is what WeChat would get
    // (routed on the context, which also sees what the mock service worker passes on).
    const asked = new Promise<URL>(
      (resolve) =>
        void context.route('**/__mock__/wechat-authorize*', (route) => {
          resolve(new URL(route.request().url()));
          return route.fulfill({ contentType: 'text/html', body: '<title>WeChat</title>' });
        }),
    );
    const back = encodeURIComponent(`${baseURL}/payment`);
    await page.goto(
      `/proxy-wx-auth?appid=wx0000000000000000&redirect_uri=${back}&scope=snsapi_userinfo&state=S1`,
    );
    const url = await asked;
    expect(url.searchParams.getAll('scope')).toEqual(['snsapi_base']);
    expect(url.searchParams.get('appid')).toBe('wx0000000000000000');
  });

  test('/proxy-wx-auth follows no redirect_uri off our domain: the 404 page, nothing else', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\[proxy-wx-auth\] redirect_uri refused/);
    const evil = encodeURIComponent('https://evil.example.com/payment');
    await page.goto(
      `/proxy-wx-auth?appid=wx0000000000000000&redirect_uri=${evil}&scope=snsapi_base&state=S1`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page).toHaveURL(/\/proxy-wx-auth\?/);
  });
});
