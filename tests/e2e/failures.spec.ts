import type { Page, Request } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';

/**
 * The failure suite (docs/architecture.md "Reliability"): every endpoint the pages call, failed by
 * the mock backend one at a time (`?mock=<scenario>&mock-only=<path>`, mocks/README.md) as an HTTP
 * 500, a timeout, malformed JSON, a business error and being offline. Each must leave a clear
 * Chinese message (or, for the calls docs/product-rules.md §8 makes silent, the page's normal content), never a
 * blank screen, an unhandled rejection or a console error (the fixture fails the test on those;
 * only Chromium's own "Failed to load resource" line for an HTTP error status is expected). Retries
 * are counted over the wire: user info 3, im info 2, every other call none.
 */
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 180_000 });

const TEST_TOKEN = 'mock-token-13800138000';

type Failure = 'server-errors' | 'timeout' | 'bad-json' | 'business-errors' | 'offline';

const MESSAGES: Record<Failure, string> = {
  'server-errors': '服务器开小差了，请稍后重试',
  timeout: '网络请求超时，请确保网络正常后重新发送',
  'bad-json': '服务器返回的数据格式有误，请稍后重试',
  'business-errors': '服务繁忙，请稍后再试',
  offline: '网络请求超时，请确保网络正常后重新发送',
};

interface Endpoint {
  /** Path prefix of the call (mock-only). */
  path: string;
  /** The page that makes it on load. */
  page: string;
  login?: boolean;
  /** docs/product-rules.md §9: retries after the first attempt. */
  retries?: number;
  /**
   * docs/product-rules.md §8 silent calls (config, promotion) fall back to defaults without a message: the page
   * must then show this instead (a role + name or a text it always has).
   */
  silentShows?: RegExp;
  /** Where the page ends when this call fails (default: where it started). */
  endsAt?: string;
}

const ENDPOINTS: Endpoint[] = [
  // The avatar menu's user info on a public page (the guard loads it too: one shared query).
  { path: '/v1/web/user/info/get', page: '/download', login: true, retries: 3 },
  // On a protected page the guard's failed load sends the visitor to the login route (docs/product-rules.md §4).
  {
    path: '/v1/web/user/info/get',
    page: '/profile/packages',
    login: true,
    retries: 3,
    endsAt: '/login',
  },
  { path: '/v1/ow/im/info', page: '/profile/device', login: true, retries: 2 },
  { path: '/v1/api/device/list', page: '/profile/device', login: true },
  { path: '/v1/api/user/assets', page: '/profile/packages', login: true },
  { path: '/v1/api/order/list', page: '/profile/invoices', login: true },
  { path: '/v1/api/invoice/history', page: '/profile/invoicing-history', login: true },
  { path: '/v1/api/union_product/list', page: '/payment' },
  { path: '/v1/web/config', page: '/payment', silentShows: /套餐购买暂未开放/ },
  { path: '/v1/promotion/config', page: '/payment', silentShows: /立即购买/ },
  { path: '/v1/enumerate/info', page: '/download' },
];

/** A page's own error state (beside the toast): '版本信息暂时获取失败', '加载失败，请稍后重试'. */
const INLINE_ERROR = /获取失败|加载失败|请稍后重试|请检查网络/;

const FAILURES: Failure[] = ['server-errors', 'timeout', 'bad-json', 'business-errors', 'offline'];

const apiPath = (request: Request) => new URL(request.url()).pathname;

/** No blank screen: the navbar and some text of the page are there (CSS, not roles: a modal hides them). */
async function expectNotBlank(page: Page) {
  await expect(page.locator('nav').first()).toBeVisible();
  await expect(page.locator('main')).toBeVisible();
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length, 'main has content').toBeGreaterThan(10);
}

/**
 * The page runs on Playwright's clock, so waiting is cheap. `done` gets a moment of real time
 * first (a toast shows at once and jumps would run its timer out); then `step` jumps over the
 * retry delays (1, 2, 4 s; 4.5 s jumps never reach the client's 15 s timeout of a call still in
 * flight), or, for the timeout scenario that never answers, 16 s jumps run that timeout out.
 */
async function waitWithClock(page: Page, done: () => boolean | Promise<boolean>, step: number) {
  for (let i = 0; i < 20; i++) {
    for (let t = 0; t < 5; t++) {
      if (await done()) return;
      await page.waitForTimeout(120);
    }
    await page.clock.fastForward(step);
  }
}

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.path} on ${endpoint.page}: ${FAILURES.join(', ')}`, async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 5\d\d/,
      /^Failed to load resource: net::ERR_FAILED/,
    );
    await page.clock.install();
    let calls = 0;
    page.on('request', (request) => {
      if (apiPath(request).startsWith(endpoint.path)) calls++;
    });
    for (const failure of FAILURES) {
      await test.step(failure, async () => {
        if (endpoint.login) {
          // Also after a step whose failed user info ended the session.
          await context.addCookies([
            { name: 'token', value: TEST_TOKEN, url: baseURL!, sameSite: 'Lax' },
          ]);
        }
        const step = failure === 'timeout' ? 16_000 : 4_500;
        const sep = endpoint.page.includes('?') ? '&' : '?';
        await page.goto(
          `${endpoint.page}${sep}mock=${failure}&mock-only=${encodeURIComponent(endpoint.path)}`,
        );
        calls = 0;
        await expect(page.locator('#mock-qa-panel')).toBeAttached();
        // A jump would also time out the calls that do answer: let those finish first.
        if (failure === 'timeout') await page.waitForTimeout(2_000);

        // The API layer's toast says what went wrong; for the timeout case (whose 16 s jumps run
        // the toast's timer out) the page's inline error state counts too.
        const message = page.getByText(MESSAGES[failure]);
        const shown = endpoint.silentShows
          ? page.getByText(endpoint.silentShows).first()
          : failure === 'timeout'
            ? message.or(page.getByText(INLINE_ERROR)).first()
            : message.first();
        await waitWithClock(page, () => shown.isVisible(), step);
        await expect(shown).toBeVisible();
        await expectNotBlank(page);
        await expect(page).toHaveURL(
          new RegExp(`${endpoint.endsAt ?? endpoint.page.split('?')[0]}(\\?|$)`),
        );

        // Retries over the wire (business errors are never retried): the expected count, and still
        // that count two jumps later (a further retry would come 8 s after the last one at most).
        const expected = 1 + (failure === 'business-errors' ? 0 : (endpoint.retries ?? 0));
        await waitWithClock(page, () => calls >= expected, step);
        for (let i = 0; i < 2; i++) {
          await page.clock.fastForward(step);
          await page.waitForTimeout(300);
        }
        expect(calls, `${endpoint.path} calls under ${failure}`).toBe(expected);
      });
    }
  });
}
