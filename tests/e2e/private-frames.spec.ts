import type { BrowserContext, Page } from '@playwright/test';
import { PRIVATE_FRAME_PATHS } from '../../src/app/public-paths';
import { test, expect } from './fixtures';
import { TEST_TOKEN } from './session';
import { recordFrameReplaced, ROUTE_READY_MARK, waitForApp } from './hydration';
import { holdFiles } from './loading-states';

/**
 * The private pages (src/app/public-paths.ts PRIVATE_FRAME_PATHS): the return from a provider
 * and the profile's packages and orders paint a frame from their HTML (layout, heading, loading
 * state) before their code runs. A frame knows nothing of the visitor: no verdict of a payment, no
 * name, no 登录 either. It is not hydrated: the route's guards run first, then the app's first
 * render replaces it, and a visitor without a session or payer cookie is sent on all the same.
 */
const CONFIRMING = '正在确认支付结果…';
const FRAMES: Record<string, { heading: string; title: string }> = {
  '/payment/success': { heading: CONFIRMING, title: '支付结果 - 芝士云修图' },
  '/profile/packages': { heading: '我的套餐', title: '我的套餐 - 个人中心 - 芝士云修图' },
  '/profile/orders': { heading: '我的订单', title: '我的订单 - 个人中心 - 芝士云修图' },
};

async function setCookie(context: BrowserContext, baseURL: string | undefined, name: string) {
  const value =
    name === 'token' ? TEST_TOKEN : encodeURIComponent(JSON.stringify({ phone: '138****8000' }));
  await context.addCookies([{ name, value, url: baseURL ?? 'http://127.0.0.1' }]);
}

/** The summary cards' boxes on /profile/packages, rounded to the pixel. */
function cardBoxes(page: Page) {
  return page
    .locator('main section[aria-labelledby$="-title"]')
    .filter({ hasNot: page.locator('#grants-title') })
    .evaluateAll((cards) =>
      cards.map((card) => {
        const { x, y, width, height } = card.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      }),
    );
}

/** Records the page's largest-contentful-paint entries (start times) from the first paint on. */
async function recordLcp(page: Page) {
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { __lcp: number[] }).__lcp = times;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) times.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __lcp: number[] }).__lcp);
}

/**
 * Opens the private page `path` logged in, recording its largest paints and when the app replaces
 * its frame; the check it returns expects every largest paint to have come before that.
 */
async function openWatchingTheFrame(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  path: string,
) {
  const lcp = await recordLcp(page);
  const replacedAt = await recordFrameReplaced(page);
  await setCookie(context, baseURL, 'token');
  await page.goto(path);
  await waitForApp(page);
  return async () => {
    const replaced = await replacedAt();
    expect(replaced).not.toBeNull();
    const times = await lcp();
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time < replaced!)).toBe(true);
  };
}

test('every private frame is listed here', () => {
  expect(Object.keys(FRAMES).sort()).toEqual([...PRIVATE_FRAME_PATHS].sort());
});

for (const [path, { heading, title }] of Object.entries(FRAMES)) {
  test(`GET ${path}: the frame, its title and noindex; nothing of a visit, nothing for a crawler`, async ({
    request,
  }) => {
    const response = await request.get(`${path}?out_trade_no=T123&page=2`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('property="og:');
    // The shell's site description, once.
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    // Replaced, not hydrated: no router state to hydrate with.
    expect(html).not.toContain('__router_hydration');
    // No verdict, order, name or phone, and no 登录 offered on a page for the logged in.
    for (const text of ['支付成功', '未查询到支付结果', 'T123', '小芝摄影', '138', '>登录<'])
      expect(html, text).not.toContain(text);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Disallow: /${path.split('/')[1]}`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(path);
  });
}

test('a return from the provider paints 正在确认支付结果… before the page’s code; the app’s page takes its place', async ({
  page,
  context,
  baseURL,
}) => {
  const lcp = await recordLcp(page);
  const replacedAt = await recordFrameReplaced(page);
  // A buyer back from the provider: signed in, with the payer cookie.
  await setCookie(context, baseURL, 'token');
  await setCookie(context, baseURL, 'pay_user_info');
  const { release } = await holdFiles(context, '**/assets/payment-success-page.route-*.js');
  const polled = page.waitForResponse((r) => r.url().includes('/order/union_order_state'));
  // The mock knows no order T123: the page keeps asking (silently) and stays on 正在确认.
  await page.goto('/payment/success?out_trade_no=T123', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMING);
  await expect(page).toHaveTitle('支付结果 - 芝士云修图');
  expect(await replacedAt()).toBeNull();
  release();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMING);
  // The same heading drawn again is no larger paint: the frame's stays the page's LCP.
  const replaced = await replacedAt();
  expect(replaced).not.toBeNull();
  expect((await lcp()).every((time) => time < replaced!)).toBe(true);
  // Its first answer (no such order) changes nothing the buyer sees.
  await polled;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMING);
});

test('without the payer cookie the guard sends the visitor home before the page runs', async ({
  page,
}) => {
  let polled = false;
  page.on('request', (request) => {
    if (request.url().includes('union_order_state')) polled = true;
  });
  await page.goto('/payment/success?out_trade_no=T123');
  await waitForApp(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CONFIRMING);
  expect(polled).toBe(false);
});

test('/profile/packages paints its frame before the page’s code has loaded', async ({
  page,
  context,
  baseURL,
}) => {
  const replacedAt = await recordFrameReplaced(page);
  await setCookie(context, baseURL, 'token');
  const { release } = await holdFiles(context, '**/assets/profile-packages.route-*.js');
  await page.goto('/profile/packages', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的套餐');
  await expect(page.getByRole('navigation', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('正在加载…');
  // The cards are drawn whole, their rules as text, figures and buy links as bones.
  const storage = page.getByRole('region', { name: '存储空间' });
  await expect(storage).toHaveAttribute('aria-busy', 'true');
  await expect(storage).toContainText('付费空间到期后文件保留 30 天');
  await expect(page.getByRole('region', { name: '基础修图券' })).toContainText('每张券自启用');
  await expect(storage.getByRole('progressbar')).toHaveCount(0);
  const framed = await cardBoxes(page);
  expect(framed).toHaveLength(3);
  expect(await replacedAt()).toBeNull();
  release();
  await waitForApp(page);
  await expect(storage).toContainText('已用');
  await expect(storage).not.toHaveAttribute('aria-busy');
  await expect(page.getByText('小芝摄影').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '基础修图券' }).getByRole('link')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  // Filled in place: each card kept its place and size.
  expect(await cardBoxes(page)).toEqual(framed);
});

test('/profile/packages with the flag query that hides buying: the frame keeps no place for buy links, and the cards do not move', async ({
  page,
  context,
  baseURL,
}) => {
  await setCookie(context, baseURL, 'token');
  const { release } = await holdFiles(context, '**/assets/profile-packages.route-*.js');
  await page.goto('/profile/packages?hide_pay=1', { waitUntil: 'domcontentloaded' });
  const storage = page.getByRole('region', { name: '存储空间' });
  await expect(storage).toHaveAttribute('aria-busy', 'true');
  const framed = await cardBoxes(page);
  release();
  await waitForApp(page);
  await expect(storage).toContainText('已用');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /升级|扩容|购买|补充/ }),
  ).toHaveCount(0);
  expect(await cardBoxes(page)).toEqual(framed);
});

for (const [label, viewport] of [
  ['as a phone', { width: 412, height: 823 }],
  ['as a desktop', { width: 1440, height: 900 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });
    test('/profile/packages: the frame stays the largest paint while the app takes over and the figures fill in', async ({
      page,
      context,
      baseURL,
    }) => {
      const largestPaintFromFrame = await openWatchingTheFrame(
        page,
        context,
        baseURL,
        '/profile/packages',
      );
      await expect(
        page.getByRole('region', { name: '套餐明细' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
      await largestPaintFromFrame();
    });
  });
}

test('/profile/packages asks for its assets and the web config with its code, while the login guard waits for user info; once each', async ({
  page,
  context,
  baseURL,
}) => {
  const CALLS = ['/v1/web/user/info/get', '/v1/api/user/assets', '/v1/web/config'];
  const counts = Object.fromEntries(CALLS.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path in counts) counts[path]! += 1;
  });
  await setCookie(context, baseURL, 'token');
  await page.goto('/profile/packages');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: '存储空间' })).toContainText('已用');
  // The router is ready only once the guard has user info: calls that waited for the page to
  // mount would start after that moment.
  const started = await page.evaluate(
    ([calls, mark]) => {
      const ready = performance.getEntriesByName(mark, 'mark')[0]!.startTime;
      return Object.fromEntries(
        calls.map((path) => {
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => new URL(e.name).pathname === path);
          return [path, entry ? entry.startTime < ready : 'not asked'];
        }),
      );
    },
    [CALLS, ROUTE_READY_MARK] as const,
  );
  expect(started).toEqual(Object.fromEntries(CALLS.map((path) => [path, true])));
  // The page took the answers over: no second request.
  expect(counts).toEqual(Object.fromEntries(CALLS.map((path) => [path, 1])));
});

test('/profile/orders: the frame stays the largest paint while the app takes over', async ({
  page,
  context,
  baseURL,
}) => {
  const largestPaintFromFrame = await openWatchingTheFrame(
    page,
    context,
    baseURL,
    '/profile/orders',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的订单');
  await largestPaintFromFrame();
});

test('logged out, a profile frame gives way to the login, which keeps the way back', async ({
  page,
}) => {
  await page.goto('/profile/orders?page=2');
  await waitForApp(page);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile/orders?page=2')}`);
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toHaveCount(0);
});
