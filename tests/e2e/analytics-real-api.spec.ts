import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordsReceived, sendSdkBatch, watchCollector } from './analytics-beacons';
import { ANALYTICS_SDK_READY_MARK, HYDRATED_MARK, runOnClock, waitForMark } from './hydration';
import { signIn, useRealSite, useTheRealServer } from './real-site';
import { logInByDialog } from './session';

/**
 * Analytics as the collector receives it: a production build against the fixture API, whose `/sa`
 * records every hit, decoded here (docs/integration-notes.md §2). The SDK batches every
 * ANALYTICS.batchIntervalMs (src/shared/constants.ts).
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const real = useRealSite('dist-e2e-analytics-real');

const received = () => recordsReceived(real.api.requests);
const named = (name: string) => received().filter((r) => r.event === name);
const calls = (method: string, path: string) =>
  real.api.requests.filter((r) => r.method === method && r.path === path);

test.beforeEach(async ({ page }) => {
  watchCollector(page);
  await useTheRealServer(page);
  real.api.requests.length = 0;
});

test("signed in, every event of every load carries the account's user_id and org_id", async ({
  page,
}) => {
  await signIn(page, real.site);
  await page.goto(`${real.site}/download`);
  await expect.poll(() => named('$pageview').length, { timeout: 20_000 }).toBe(1);
  await page.reload();
  await expect.poll(() => named('$pageview').length, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => named('$WebPageLoad').length, { timeout: 20_000 }).toBe(2);
  const records = received().filter((r) => r.type === 'track');
  expect(records.map((r) => r.event)).toEqual(
    expect.arrayContaining(['$pageview', '$WebPageLoad', '$pageview', '$WebPageLoad']),
  );
  for (const record of records) {
    expect(record.distinct_id, record.event).toBe('8001');
    expect(record.properties, record.event).toMatchObject({ org_id: 9001 });
  }
});

test('a /?_uuid= landing is looked up, attributes the login and every event', async ({ page }) => {
  await page.goto(`${real.site}/?_uuid=spring2025`);
  await waitForMark(page, HYDRATED_MARK);
  await expect.poll(() => calls('GET', '/v1/activity/common/info').length).toBe(1);
  await logInByDialog(page);

  const [login] = calls('POST', '/v1/web/login');
  expect(JSON.parse(login!.body)).toMatchObject({ cheese_org_source_id: 1408 });
  await expect.poll(() => named('$SignUp').length, { timeout: 20_000 }).toBe(1);
  // The campaign's uuid on every event; its source id once the lookup has answered (before login).
  const tracked = received().filter((r) => r.type === 'track');
  for (const record of tracked)
    expect(record.properties, record.event).toMatchObject({ source_uuid: 'spring2025' });
  expect(named('$SignUp')[0]!.properties).toMatchObject({ source_id: 1408 });
});

const payNames = () =>
  received()
    .map((r) => r.event ?? '')
    .filter((name) => name.startsWith('pay_'));

/** Signed in on /payment with the SDK running; the checkout of 精修套餐·标准版 with `channel`. */
async function payWith(page: Page, channel: '微信支付' | '支付宝') {
  await signIn(page, real.site);
  await page.goto(`${real.site}/payment`);
  await waitForMark(page, ANALYTICS_SDK_READY_MARK);
  await page
    .getByRole('article', { name: '精修套餐·标准版' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const checkout = page.getByRole('dialog', { name: '确认订单' });
  await checkout.getByRole('radio', { name: channel, exact: true }).check();
  // 立即支付 without the agreement: the checkout asks for it.
  await checkout.getByRole('button', { name: '立即支付' }).click();
  await checkout.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await checkout.getByRole('button', { name: '立即支付' }).click();
}

test('a WeChat QR purchase sends the purchase funnel in order', async ({ page }) => {
  await payWith(page, '微信支付');
  const pay = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const tradeNo = [...real.api.orders.keys()].at(-1)!;
  real.api.orders.get(tradeNo)!.state = 1;
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(payNames, { timeout: 20_000 }).toContain('pay_paid');
  expect(payNames().filter((name) => name !== 'pay_channel_choose')).toEqual([
    'pay_checkout_open',
    'pay_agreement_prompt',
    'pay_order_create',
    'pay_qr_show',
    'pay_paid',
  ]);
  const [created] = named('pay_order_create');
  expect(created!.properties).toMatchObject({
    out_trade_no: tradeNo,
    channel: 'wechat',
  });
  expect(created!.distinct_id).toBe('8001');
});

test('an Alipay round trip sends left, back, the question and the answer', async ({ page }) => {
  await payWith(page, '支付宝');
  await expect(page).toHaveURL(/\/cashier\?/);
  const tradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
  // The page that comes back runs on Playwright's clock from its start (see below).
  await runOnClock(page);
  await page.goBack();
  const resume = page.getByRole('dialog', { name: '请确认支付结果' });
  await expect(resume).toContainText(tradeNo);
  await resume.getByRole('button', { name: '已完成支付' }).click();
  // What the page queued before it left reaches the collector from the page that came back, once
  // the SDK takes over the left page's batch: at a jump of the clock.
  await sendSdkBatch(page, { leftBehind: true });
  const funnel = [
    'pay_checkout_open',
    'pay_order_create',
    'pay_provider_leave',
    'pay_provider_return',
    'pay_resume_prompt',
    'pay_resume_choose',
  ];
  await expect.poll(payNames).toEqual(expect.arrayContaining(funnel));
  const inOrder = received()
    .filter((r) => funnel.includes(r.event ?? ''))
    .sort((a, b) => Number(a.time) - Number(b.time))
    .map((r) => r.event);
  expect(inOrder).toEqual(funnel);
  expect(named('pay_resume_choose')[0]!.properties).toMatchObject({
    out_trade_no: tradeNo,
    channel: 'alipay',
    choice: 'check',
  });
});

test('a thrown error and a 500 each send one client_error, without the phone number', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500|boom for/);
  real.api.settings.failPaths = ['/v1/api/union_product/list'];
  try {
    await runOnClock(page);
    await page.goto(`${real.site}/payment`);
    await waitForMark(page, ANALYTICS_SDK_READY_MARK);
    // Thrown outside any handler of the page: from a microtask (the page's timers are the
    // clock's, which calls them from its own code).
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error('boom for 13800138000');
      });
    });
    const errors = () => named('client_error').map((r) => r.properties ?? {});
    // Each look sends what the SDK holds by then: the failed call may answer after a jump.
    await expect
      .poll(async () => {
        await sendSdkBatch(page);
        return errors().map((e) => e.kind);
      })
      .toEqual(expect.arrayContaining(['api', 'uncaught']));
    const api = errors().filter((e) => e.endpoint === '/v1/api/union_product/list');
    expect(api).toHaveLength(1);
    expect(api[0]).toMatchObject({ status: 500, reason: 'http', route: '/payment' });
    const uncaught = errors().filter((e) => e.kind === 'uncaught');
    expect(uncaught).toHaveLength(1);
    expect(uncaught[0]).toMatchObject({ message: expect.stringContaining('boom for <phone>') });
    expect(JSON.stringify(errors())).not.toContain('13800138000');
  } finally {
    real.api.settings.failPaths = [];
  }
});

test('/activity: a named one shows no figure it was not sent; a refused one says 活动不存在或已结束', async ({
  page,
}) => {
  await page.goto(`${real.site}/activity/spring2025`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('春季摄影节线下活动');
  await expect(page.getByRole('main')).not.toContainText(
    /赠|送|限时|名额|规则|每个手机号|张精修体验/,
  );
  await page.goto(`${real.site}/activity/autumn2024`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('活动不存在或已结束');
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('channel_source_id'))).toMatch(
    /^\{"id":1408,/,
  );
});

test('a 6,000-character /?sId=4321 link, then a new tab: the login and the order carry 4321, every header stays under 2 KB and every call is answered', async ({
  page,
  context,
}) => {
  const landing = new URL(`${real.site}/`);
  landing.searchParams.set('sId', '4321');
  landing.searchParams.set('utm_source', 'baidu');
  landing.searchParams.set('bd_vid', 'v'.repeat(300));
  for (let i = 0; landing.href.length < 6000; i++)
    landing.searchParams.set(`k${i}`, 'x'.repeat(150));
  expect(landing.href.length).toBeGreaterThanOrEqual(6000);
  const failed: string[] = [];
  context.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  context.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/') && r.status() !== 200)
      failed.push(`${r.url()} ${r.status()}`);
  });

  await page.goto(landing.href);
  await waitForMark(page, HYDRATED_MARK);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('channel_source_id')))
    .toMatch(/^\{"id":4321,/);
  await page.close();

  const later = await context.newPage();
  await useTheRealServer(later);
  await later.goto(`${real.site}/payment`);
  await waitForMark(later, HYDRATED_MARK);
  await logInByDialog(later);
  await later
    .getByRole('article', { name: '精修套餐·标准版' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const checkout = later.getByRole('dialog', { name: '确认订单' });
  await checkout.getByRole('radio', { name: '微信支付', exact: true }).check();
  await checkout.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await checkout.getByRole('button', { name: '立即支付' }).click();
  await expect(
    later.getByRole('dialog', { name: '微信扫码支付' }).getByRole('img', { name: '支付二维码' }),
  ).toBeVisible();

  const [login] = calls('POST', '/v1/web/login');
  expect(JSON.parse(login!.body)).toMatchObject({ cheese_org_source_id: 4321 });
  const [order] = calls('POST', '/v1/api/order/union_order_pay');
  expect(JSON.parse(order!.body)).toMatchObject({ source_id: 4321 });

  const apiCalls = real.api.requests.filter((r) => r.path.startsWith('/v1/'));
  expect(apiCalls.length).toBeGreaterThan(5);
  for (const call of apiCalls) {
    for (const [name, value] of Object.entries(call.headers))
      expect(String(value).length, `${call.path} ${name}`).toBeLessThanOrEqual(2048);
    const track = decodeURIComponent(String(call.headers['x-track-props']));
    expect(track, call.path).not.toContain('k0=');
  }
  expect(failed).toEqual([]);
});
