import type { BrowserContext } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  HYDRATED_MARK,
  recordHydrationProblems,
  rememberServerElements,
  serverElementsKept,
  waitForMark,
} from './hydration';

/**
 * Issue 13 item 1 for the return from a provider: /payment/success paints its neutral
 * 正在确认支付结果… from the HTML, before its code runs (src/app/public-paths.ts
 * PRIVATE_FRAME_PATHS). The frame knows nothing of the visit and never says 支付成功; the page
 * hydrates it without a mismatch, then its guard and its poll decide as before.
 */
const CONFIRMING = '正在确认支付结果…';
const PAGE_CHUNK = '**/assets/payment-success-page-*.js';

async function setPayerCookie(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: 'pay_user_info',
      value: encodeURIComponent(JSON.stringify({ phone: '138****8000' })),
      url: baseURL ?? 'http://127.0.0.1',
    },
  ]);
}

/** Holds the page's chunk until `release()` (on the context: the mock worker fetches it). */
async function holdPageChunk(context: BrowserContext) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(PAGE_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the HTML is the neutral frame: 正在确认支付结果…, its title, noindex, nothing of a visit or for a crawler', async ({
  request,
}) => {
  const response = await request.get('/payment/success?out_trade_no=T123');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${CONFIRMING}</h1>`));
  expect(html).toContain('<title>支付结果 - 芝士云修图</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('property="og:');
  // The shell's site description, once.
  expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
  expect(html).toMatch(/name="description"\s+content="芝士云修图：/);
  // No verdict and no order of anyone's: those come from the server, after the code.
  for (const text of ['支付成功', '未查询到支付结果', '支付失败', 'T123'])
    expect(html).not.toContain(text);
  // No site layout, as the page itself.
  expect(html).not.toContain('<nav');
  expect(html).toContain('<script type="application/json" id="__router_hydration">');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /payment/success');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/payment/success');
});

test('a return from the provider paints 正在确认支付结果… before the page’s code; hydration keeps it, with no mismatch', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = recordHydrationProblems(page);
  await rememberServerElements(page);
  await setPayerCookie(context, baseURL);
  const release = await holdPageChunk(context);
  // The mock knows no order T123: the page keeps asking (silently) and stays on 正在确认.
  await page.goto('/payment/success?out_trade_no=T123', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMING);
  await expect(page).toHaveTitle('支付结果 - 芝士云修图');
  expect(
    await page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK),
  ).toBe(0);
  release();
  await waitForMark(page, HYDRATED_MARK);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMING);
  expect(await serverElementsKept(page)).toEqual({ heading: true, main: true });
  expect(problems).toEqual([]);
});

test('with no trade number the hydrated frame gives way to 未查询到支付结果, never to 支付成功', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = recordHydrationProblems(page);
  await rememberServerElements(page);
  await setPayerCookie(context, baseURL);
  await page.goto('/payment/success');
  await waitForMark(page, HYDRATED_MARK);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('未查询到支付结果');
  expect((await serverElementsKept(page)).main).toBe(true);
  expect(problems).toEqual([]);
});

test('without the payer cookie the frame hydrates, then the page’s guard sends the visitor home', async ({
  page,
}) => {
  await page.goto('/payment/success');
  await waitForMark(page, HYDRATED_MARK);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CONFIRMING);
});
