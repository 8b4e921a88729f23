import { test, expect } from './fixtures';
import { ORDER_HEADERS, TOKEN } from './fixtures/api-server.mjs';
import { signIn, useRealSite, useTheRealServer } from './real-site';

/**
 * The order headers (out_trade_no, Union-Order-Deduction, Pay-Limit-Time) read across origins
 * from a REAL server, not MSW (docs/backend-contract.md; docs/integration-notes.md §4: MSW hides a missing expose header).
 * A production build (VITE_API_MOCK=false) points at a Node fixture API on another port; both
 * servers are started here and stopped afterwards.
 */

test.describe.configure({ mode: 'serial' });

// This build has no mock service worker, so the browser's back/forward cache can restore a page:
// Playwright turns the cache off by default; these tests need it as a buyer's browser has it. The
// full Chromium, not the suite's headless shell (playwright.config.ts), which has no such cache.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const real = useRealSite('dist-e2e-pay-real');

async function openQr(
  page: import('@playwright/test').Page,
  beforePay?: () => void,
  channel: '微信支付' | '支付宝' = '微信支付',
) {
  await useTheRealServer(page);
  await signIn(page, real.site);
  await page.goto(`${real.site}/payment`);
  await page
    .getByRole('article', { name: '精修套餐·标准版' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const checkout = page.getByRole('dialog', { name: '确认订单' });
  await checkout.getByRole('radio', { name: channel, exact: true }).check();
  await checkout.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  beforePay?.();
  await checkout.getByRole('button', { name: '立即支付' }).click();
}

test('cross-origin: the order headers are read from a real server, and every call carries the docs/backend-contract.md headers', async ({
  page,
}) => {
  real.api.settings.exposeOrderHeaders = true;
  await openQr(page);

  const pay = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  // Pay-Limit-Time: 600 → a 10-minute countdown; Union-Order-Deduction: 1234 fen; out_trade_no shown.
  await expect(pay.getByRole('timer')).toHaveText(/二维码 (10:00|09:5\d) 后失效/);
  await expect(pay).toContainText('已抵扣 ¥12.34');
  await expect(pay).toContainText(/CR\d+/);
  const qrLoaded = await pay
    .getByRole('img', { name: '支付二维码' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(qrLoaded).toBe(true);

  const order = real.api.requests.find(
    (r) => r.method === 'POST' && r.path === '/v1/api/order/union_order_pay',
  );
  expect(order, 'union_order_pay reached the server').toBeDefined();
  expect(order!.headers.origin).toBe(real.site);
  expect(order!.headers['x-app-id']).toBe('8');
  expect(order!.headers['x-application-id']).toBe('8');
  expect(order!.headers.authorization).toBe(TOKEN); // bare token, no "Bearer"
  expect(order!.headers.language).toBe('zh-CN');
  const track = JSON.parse(decodeURIComponent(order!.headers['x-track-props'] ?? '')) as Record<
    string,
    unknown
  >;
  expect(track).toMatchObject({ app_type: 'WEB' });
  expect(typeof track.os).toBe('string');
  expect(Object.keys(track).some((k) => k.startsWith('$'))).toBe(false);
  expect(JSON.parse(order!.body)).toMatchObject({
    app_id: 8,
    product_id: 12,
    pay_type: 20,
    trade_type: 0,
    purchase_method: 2,
    return_url: `${real.site}/payment/success`,
  });

  // The custom headers make the browser ask first; the server allowed exactly the list in docs/backend-contract.md "CORS".
  const preflight = real.api.requests.find(
    (r) => r.method === 'OPTIONS' && r.path === '/v1/api/order/union_order_pay',
  );
  expect(preflight?.headers['access-control-request-headers']).toBe(
    'authorization,content-type,language,x-app-id,x-application-id,x-track-props',
  );

  // Every API call the page made carried the same headers.
  const calls = real.api.requests.filter(
    (r) => r.method !== 'OPTIONS' && r.path.startsWith('/v1/'),
  );
  expect(calls.length).toBeGreaterThanOrEqual(5);
  for (const call of calls) {
    expect(call.headers['x-app-id'], call.path).toBe('8');
    expect(call.headers['x-application-id'], call.path).toBe('8');
    expect(call.headers.language, call.path).toBe('zh-CN');
    expect(call.headers['x-track-props'], call.path).toBeTruthy();
    expect(call.headers.authorization, call.path).toBe(TOKEN);
  }
  expect(ORDER_HEADERS).toEqual(['out_trade_no', 'Union-Order-Deduction', 'Pay-Limit-Time']);
});

test('the HTML preconnects to the API origin, and the API lets the browser keep its preflight answers (Access-Control-Max-Age)', async ({
  page,
  request,
}) => {
  const apiOrigin = `http://127.0.0.1:${real.api.port}`;
  // Every page is built from index.html: the prerendered /payment as the SPA fallback (/profile/…).
  for (const path of ['/payment', '/profile/packages']) {
    const html = await (await request.get(`${real.site}${path}`)).text();
    expect(html, path).toContain(`<link rel="preconnect" href="${apiOrigin}" crossorigin>`);
    expect(html, path).toContain(`<link rel="dns-prefetch" href="${apiOrigin}">`);
  }
  // docs/backend-contract.md "CORS": a preflight answer says how long it may be reused, so that
  // the calls of a visit do not each wait for one.
  const preflight = await request.fetch(`${apiOrigin}/v1/api/union_product/list`, {
    method: 'OPTIONS',
    headers: {
      Origin: real.site,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'language,x-app-id,x-application-id,x-track-props',
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(real.site);
  expect(Number(preflight.headers()['access-control-max-age'])).toBeGreaterThanOrEqual(600);
  // And the page's own calls across origins: the three, each asked for once.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  const before = real.api.requests.length;
  await page.goto(`${real.site}/payment`);
  await expect(page.getByRole('article', { name: '精修套餐·标准版' })).toContainText('¥499.00');
  const calls = real.api.requests
    .slice(before)
    .filter((r) => r.method === 'GET')
    .map((r) => r.path)
    .filter((path) =>
      ['/v1/web/config', '/v1/api/union_product/list', '/v1/promotion/config'].includes(path),
    )
    .sort();
  expect(calls).toEqual(['/v1/api/union_product/list', '/v1/promotion/config', '/v1/web/config']);
});

test('control: without Access-Control-Expose-Headers the browser hides out_trade_no and the page says so', async ({
  page,
}) => {
  real.api.settings.exposeOrderHeaders = false;
  try {
    await openQr(page);
    // The order was made but its number cannot be read: the page does not claim there is none.
    const unknown = page.getByRole('dialog', { name: '暂时无法确认下单结果' });
    await expect(unknown.getByRole('alert')).toContainText('订单可能已经创建');
    await expect(page.getByRole('img', { name: '支付二维码' })).toHaveCount(0);
  } finally {
    real.api.settings.exposeOrderHeaders = true;
  }
});

test('control: a preflight that does not allow X-Track-Props blocks the call, and the page says so', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/CORS policy/, /net::ERR_FAILED/);
  try {
    // Narrowed only for the order call (the page's own loading needs the full list).
    await openQr(page, () => {
      real.api.settings.allowedRequestHeaders = [
        'content-type',
        'authorization',
        'language',
        'x-app-id',
        'x-application-id',
      ];
    });
    // A blocked call looks like a lost network to the page: it cannot know no order was made.
    const unknown = page.getByRole('dialog', { name: '暂时无法确认下单结果' });
    await expect(unknown.getByRole('button', { name: '继续支付' })).toBeVisible();
    await expect(page.getByRole('img', { name: '支付二维码' })).toHaveCount(0);
  } finally {
    real.api.settings.allowedRequestHeaders = [
      'content-type',
      'authorization',
      'language',
      'x-app-id',
      'x-application-id',
      'x-track-props',
    ];
  }
});

const intentOf = (body: string) =>
  (JSON.parse(body) as { client_order_id?: string }).client_order_id;
const orderCalls = () =>
  real.api.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/api/order/union_order_pay',
  );

test('an order call that times out: 继续支付 sends the same intent, and the server has one order', async ({
  page,
}) => {
  const before = real.api.orders.size;
  const callsBefore = orderCalls().length;
  await page.clock.install();
  await openQr(page, () => {
    real.api.settings.holdNextOrderMs = 60_000;
  });
  // The server has made the order and holds its answer; the order call's time limit
  // (src/api/call-policy.ts) passes.
  await expect.poll(() => real.api.orders.size).toBe(before + 1);
  await page.clock.fastForward(31_000);
  const unknown = page.getByRole('dialog', { name: '暂时无法确认下单结果' });
  await unknown.getByRole('button', { name: '继续支付' }).click();
  const pay = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const calls = orderCalls().slice(callsBefore);
  expect(calls).toHaveLength(2);
  expect(intentOf(calls[0]!.body)).toBeTruthy();
  expect(intentOf(calls[1]!.body)).toBe(intentOf(calls[0]!.body));
  expect(real.api.orders.size).toBe(before + 1);
  await expect(pay).toContainText([...real.api.orders.keys()].at(-1)!);
});

test('the QR closed, the order paid server-side: the question, then 支付成功; 立即购买 offers 继续支付, no order B unless 重新下单 is confirmed', async ({
  page,
}) => {
  const callsBefore = orderCalls().length;
  await openQr(page);
  const pay = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const tradeNo = [...real.api.orders.keys()].at(-1)!;
  await expect(pay).toContainText(tradeNo);

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: '支付是否已完成？' });
  for (const name of ['已完成支付', '遇到问题', '放弃支付']) {
    await expect(ask.getByRole('button', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const buy = page
    .getByRole('article', { name: '精修套餐·标准版' })
    .getByRole('button', { name: '立即购买' });
  await buy.click();
  const open = page.getByRole('dialog', { name: '你有一笔待支付的订单' });
  await expect(open).toContainText(tradeNo);
  await open.getByRole('button', { name: '继续支付' }).click();
  await expect(pay).toContainText(tradeNo);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await buy.click();
  await open.getByRole('button', { name: '重新下单' }).click();
  await expect(page.getByRole('dialog', { name: '确定重新下单？' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(orderCalls().slice(callsBefore)).toHaveLength(1);

  // Paid on the phone: only the server knows; the page hears it from the order state.
  real.api.orders.get(tradeNo)!.state = 1;
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  expect(orderCalls().slice(callsBefore)).toHaveLength(1);
});

test('Back from Alipay with the back/forward cache: the checkout unlocks, polls, and a payment made there reaches 支付成功', async ({
  page,
}) => {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem('__restored', '1');
    });
  });
  await openQr(page, undefined, '支付宝');
  await expect(page).toHaveURL(/\/cashier\?/);
  const tradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(`${real.site}/payment`);
  // Restored from the cache, not loaded again: the stranded "正在前往支付…" state must unlock.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('__restored'))).toBe('1');
  const resume = page.getByRole('dialog', { name: '请确认支付结果' });
  await expect(resume).toContainText(tradeNo);
  const polled = real.api.requests.length;
  await expect
    .poll(() =>
      real.api.requests
        .slice(polled)
        .some((r) => r.path === '/v1/api/order/union_order_state' && r.search.includes(tradeNo)),
    )
    .toBe(true);
  // Paid in the provider's app meanwhile; 已完成支付 looks now.
  real.api.orders.get(tradeNo)!.state = 1;
  await resume.getByRole('button', { name: '已完成支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(tradeNo)).toBeVisible();
});

test('Back from WeChat H5 on a phone with the back/forward cache: the same order resumes; 重新选择 unlocks the checkout', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => {
        if (event.persisted) sessionStorage.setItem('__restored', '1');
      });
    });
    await openQr(page);
    await expect(page).toHaveURL(/\/cashier\?/);
    const url = new URL(page.url());
    const tradeNo = url.searchParams.get('out_trade_no')!;
    // WeChat H5 comes back to the page named in redirect_url, with the trade number.
    expect(url.searchParams.get('redirect_url')).toBe(
      `${real.site}/payment/success?out_trade_no=${tradeNo}`,
    );
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('__restored'))).toBe('1');
    const resume = page.getByRole('dialog', { name: '请确认支付结果' });
    await expect(resume).toContainText(tradeNo);
    await resume.getByRole('button', { name: '重新选择' }).click();
    await expect(page.getByRole('dialog', { name: '确认订单' })).toBeVisible();
    await page
      .getByRole('dialog', { name: '确认订单' })
      .getByRole('button', { name: '关闭' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Usable again: 立即购买 opens the checkout.
    await page
      .getByRole('article', { name: '精修套餐·标准版' })
      .getByRole('button', { name: '立即购买' })
      .click();
    await expect(page.getByRole('dialog', { name: '确认订单' })).toBeVisible();
  } finally {
    await context.close();
  }
});

/**
 * No page waits on a service it does not need (docs/product-rules.md §4 "Route guards"): signed
 * in, with user info held by the server, a public page shows at once; a protected one waits at
 * most ACCOUNT_WAIT_MS under a progress bar, then says so in place with 重试.
 */
test.describe('an account service that hangs', () => {
  test.beforeEach(async ({ page }) => {
    await useTheRealServer(page);
    await signIn(page, real.site);
    real.api.settings.holdUserInfo = true;
  });
  test.afterEach(() => {
    real.api.settings.holdUserInfo = false;
  });

  test('signed in on /, 下载 in the navbar shows /download within 3 s', async ({ page }) => {
    await page.goto(`${real.site}/`);
    // The account is unknown: the avatar keeps its place, no 登录 is offered.
    const avatar = page.getByRole('button', { name: '用户菜单' });
    await expect(avatar).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: '下载', exact: true }).click();
    const clicked = Date.now();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('下载', {
      timeout: 3_000,
    });
    await expect(page).toHaveURL(`${real.site}/download`);
    expect(Date.now() - clicked).toBeLessThan(3_000);
    expect(real.api.requests.some((r) => r.path === '/v1/web/user/info/get')).toBe(true);
  });

  test('/profile/packages shows its progress, then its retry within about 3 s; 重试 loads the page', async ({
    page,
  }) => {
    const asked = Date.now();
    await page.goto(`${real.site}/profile/packages`);
    await expect(page.getByRole('progressbar', { name: '页面加载中' })).toBeVisible();
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - asked).toBeLessThan(5_000);
    await expect(page.getByText('账号信息加载较慢，请稍候，或点击重试')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // The profile navigation stays; the page's heading waits for the account.
    await expect(page.getByRole('heading', { name: '我的套餐' })).toHaveCount(0);

    real.api.settings.holdUserInfo = false;
    await retry.click();
    await expect(page.getByRole('heading', { name: '我的套餐' })).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});
