import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import {
  gotoHydrated,
  HYDRATED_MARK,
  recordHydrationProblems,
  rememberServerElements,
  serverElementsKept,
  waitForMark,
} from './hydration';
import { holdFiles, animationsIn } from './loading-states';

/**
 * /payment paints before its code runs (a prerendered frame: hero, tabs, card skeletons; no gate,
 * price or promotion in the HTML), and its three API calls start with the page's code, not after
 * it, on a document load as on a client-side navigation, each asked for once. "Before the code" is
 * proven by holding the page's chunk until the calls have started: if they waited for it, the test
 * would never get there.
 */
const CALLS = ['/v1/web/config', '/v1/api/union_product/list', '/v1/promotion/config'] as const;
const PAGE_CHUNK = '**/assets/payment-page.route-*.js';

/** How often the page asked for each of the three calls (MSW answers them in the page). */
function countCalls(page: Page): Record<(typeof CALLS)[number], number> {
  const counts = Object.fromEntries(CALLS.map((path) => [path, 0])) as Record<
    (typeof CALLS)[number],
    number
  >;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname as (typeof CALLS)[number];
    if (path in counts) counts[path] += 1;
  });
  return counts;
}

/** Holds the payment page's chunk until `release()`. */
const holdPageChunk = (context: BrowserContext) => holdFiles(context, PAGE_CHUNK);

const hydrated = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, HYDRATED_MARK);

test('the prerendered HTML is the frame: hero, tabs and card skeletons, no price, promotion or gate', async ({
  request,
}) => {
  const response = await request.get('/payment');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>选择适合你的修图套餐<\/h1>/);
  expect(html).toContain('精修套餐');
  expect(html).toContain('流畅修图套餐');
  expect(html).toContain('role="tablist"');
  // Three skeleton cards of a real card's size, and a loading state for assistive technology.
  expect(html.match(/class="[^"]*_cardSkeleton_/g)).toHaveLength(3);
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('正在加载套餐');
  // Nothing that belongs to the visit: no price, no promotion, no verdict of the gate.
  expect(html).not.toContain('¥');
  expect(html).not.toContain('立即购买');
  expect(html).not.toContain('套餐购买暂未开放');
  expect(html).not.toContain('限时特惠');
  expect(html).not.toContain('role="timer"');
  expect(html).toContain('<script type="application/json" id="__router_hydration">');
});

test('a document load: the three calls start before the page’s code has loaded, and each is asked for once', async ({
  page,
  context,
}) => {
  const counts = countCalls(page);
  const chunk = await holdPageChunk(context);
  await page.goto('/payment', { waitUntil: 'domcontentloaded' });
  // The frame is there from the HTML, before any script.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择适合你的修图套餐');
  for (const path of CALLS) await expect.poll(() => counts[path], path).toBe(1);
  expect(chunk.requested()).toBe(true);
  expect(await hydrated(page)).toBe(false);
  chunk.release();
  await waitForMark(page, HYDRATED_MARK);
  await expect(page.getByRole('article', { name: '精修套餐·标准版' })).toContainText('¥499.00');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The page's hooks took the answers over: no second request.
  expect(counts).toEqual({
    '/v1/web/config': 1,
    '/v1/api/union_product/list': 1,
    '/v1/promotion/config': 1,
  });
});

test('a client-side navigation from the home page: the calls start before the page’s code has loaded', async ({
  page,
  context,
}) => {
  // The click comes before the home page's idle tasks (src/app/idle-tasks.ts), as a quick visitor's
  // does: held, it cannot fetch the web config or load this page's code ahead of the click, which
  // on a slow machine it could do before the counting begins.
  await holdFiles(context, '**/assets/idle-tasks-*.js');
  await gotoHydrated(page, '/');
  const counts = countCalls(page);
  const chunk = await holdPageChunk(context);
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '会员套餐' })
    .click();
  for (const path of CALLS) await expect.poll(() => counts[path], path).toBe(1);
  expect(chunk.requested()).toBe(true);
  chunk.release();
  await expect(page).toHaveURL('/payment');
  await expect(page.getByRole('article', { name: '精修套餐·标准版' })).toContainText('¥499.00');
  expect(Object.values(counts)).toEqual([1, 1, 1]);
});

test('hydration keeps the frame’s heading and reports no mismatch; ?t= then picks its tab', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = recordHydrationProblems(page);
  await rememberServerElements(page);
  // A member (upgrade notes), on the second tab, with the hide flag: none of it may change the
  // first render.
  await logIn(context, baseURL);
  await gotoHydrated(page, '/payment?t=lite_effect&hide_pay=1');
  await expect(page.getByRole('tab', { name: /流畅修图套餐/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article', { name: '流畅修图套餐·轻享版' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  expect((await serverElementsKept(page)).heading).toBe(true);
  expect(problems).toEqual([]);
});

test('payment closed: the frame gives way to 套餐购买暂未开放 after hydration, with a way home and nothing to buy', async ({
  page,
}) => {
  await gotoHydrated(page, '/payment?mock=payment-closed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('套餐购买暂未开放');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a list that failed while the page’s code was loading is the visit’s answer: shown with 重试, not asked again', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^Failed to load resource: the server responded with a status of 500/);
  const counts = countCalls(page);
  const chunk = await holdPageChunk(context);
  const failed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/v1/api/union_product/list' &&
      response.status() === 500,
  );
  await page.goto('/payment?mock=server-errors&mock-only=/v1/api/union_product/list', {
    waitUntil: 'domcontentloaded',
  });
  await failed;
  chunk.release();
  await waitForMark(page, HYDRATED_MARK);
  const retry = page.getByRole('button', { name: '重新加载' });
  await expect(retry).toBeVisible();
  // The API layer's toast too, though the failure came back before the app had started.
  await expect(page.getByText('服务器开小差了，请稍后重试')).toBeVisible();
  expect(counts['/v1/api/union_product/list']).toBe(1);
  // 重试 asks again (the scenario still fails it).
  await retry.click();
  await expect.poll(() => counts['/v1/api/union_product/list']).toBe(2);
});

test('while the prices load, each card skeleton pulses as a whole, through its opacity only; with reduced motion, not at all', async ({
  page,
  context,
}) => {
  // The suite runs with reduced motion (playwright.config.ts); this test looks at the motion itself.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The page's chunk held: the frame from the HTML stays on screen, skeletons and all.
  const chunk = await holdPageChunk(context);
  await page.goto('/payment', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[class*="_cardSkeleton_"]')).toHaveCount(3);
  // An opacity animation runs on the compositor: no restyle or repaint of the blocks on the main
  // thread on every frame, and one animation to cancel per card when the prices replace it.
  await expect.poll(() => animationsIn(page, '[role="tabpanel"]')).toHaveLength(3);
  for (const animation of await animationsIn(page, '[role="tabpanel"]')) {
    expect(animation.className).toContain('_cardSkeleton_');
    expect(animation.properties).toEqual(['opacity']);
  }
  // The blocks are drawn by the card's ::before through a mask, not by elements of their own.
  const skeleton = page.locator('[class*="_cardSkeleton_"]').first();
  await expect(skeleton.locator('*')).toHaveCount(0);
  const mask = await skeleton.evaluate(
    (card) => getComputedStyle(card, '::before').webkitMaskImage,
  );
  expect(mask).toContain('data:image/svg+xml');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => animationsIn(page, '[role="tabpanel"]')).toEqual([]);
  chunk.release();
});
