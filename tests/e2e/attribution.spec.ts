import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { HYDRATED_MARK, waitForMark } from './hydration';
import { logInByDialog } from './session';

// The SDK batches every ANALYTICS.batchIntervalMs (src/shared/constants.ts), logins and reloads
// take a few seconds each on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Visitor attribution in Chromium against the mock build (docs/product-rules.md §4 "Advertising attribution",
 * source capture). The API bodies are recorded where they leave the page — at `fetch`, before the
 * MSW worker answers — because Chromium does not expose bodies of requests a service worker handles.
 */
interface WireCall {
  method: string;
  url: string;
  body: unknown;
  /** The body has been read: until then the call is not listed (apiCalls). */
  read: boolean;
}

/**
 * Records every API call's method, URL and JSON body, in the order `fetch` is called; a call is
 * listed once its body has been read. Optionally answers the first call to `failOnce` with a 500.
 */
async function recordApiCalls(page: Page, failOnce?: string): Promise<void> {
  await page.addInitScript((failPath) => {
    const calls: WireCall[] = [];
    (window as unknown as { __apiCalls: WireCall[] }).__apiCalls = calls;
    const original = window.fetch.bind(window);
    let failPending = Boolean(failPath);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/v1/')) {
        const call: WireCall = {
          method: request.method,
          url: request.url,
          body: undefined,
          read: false,
        };
        calls.push(call);
        const text = await request.clone().text();
        try {
          call.body = text ? JSON.parse(text) : null;
        } catch {
          call.body = text; // not JSON: keep the text
        }
        call.read = true;
        if (failPending && path === failPath) {
          failPending = false;
          return new Response(JSON.stringify({ code: 500 }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          });
        }
      }
      return original(request);
    };
  }, failOnce ?? '');
}

const apiCalls = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      (window as unknown as { __apiCalls: WireCall[] }).__apiCalls.filter(
        (c) => c.read && new URL(c.url).pathname === p,
      ),
    path,
  );

const adCache = (page: Page) => page.evaluate(() => localStorage.getItem('__pix_ad_cache'));

/** Logs in through the navbar's login dialog; returns the page URL at the moment of login. */
async function loginWithSms(page: Page): Promise<string> {
  // Filling the dialog does not move the page: its URL now is the one at the moment of login.
  const at = page.url();
  await logInByDialog(page);
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeHidden();
  return at;
}

test('/?bd_vid=abc reports the ad click with the right payload and caches {platform, id}', async ({
  page,
}) => {
  await recordApiCalls(page);
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/?bd_vid=abc&utm_source=baidu');

  await expect.poll(() => apiCalls(page, '/v1/public/minip/upload_device')).toHaveLength(1);
  const [report] = await apiCalls(page, '/v1/public/minip/upload_device');
  const webId = await page.evaluate(() => localStorage.getItem('web_id'));
  expect(webId).toMatch(/^[0-9a-f-]{36}$/);
  expect(report!.method).toBe('POST');
  expect(report!.body).toEqual({
    ad_params: { bd_vid: 'abc', utm_source: 'baidu' },
    os: 99, // desktop Linux Chromium
    platform: 10,
    web_id: webId,
    click_uri: `${new URL(page.url()).origin}/?bd_vid=abc&utm_source=baidu`,
  });
  expect(JSON.parse((await adCache(page))!)).toEqual({ platform: 10, id: 'abc' });
  expect(logs).not.toContain('[attribution] no ad identifier recognised');
});

test('the platform query picks among several identifiers; no identifier sends nothing', async ({
  page,
}) => {
  await recordApiCalls(page);
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/download?clickid=c1&qhclickid=q1&platform=11');
  await expect.poll(() => apiCalls(page, '/v1/public/minip/upload_device')).toHaveLength(1);
  const [report] = await apiCalls(page, '/v1/public/minip/upload_device');
  expect(report!.body).toMatchObject({
    platform: 11,
    ad_params: { clickid: 'c1', qhclickid: 'q1', platform: '11' },
  });
  expect(JSON.parse((await adCache(page))!)).toEqual({ platform: 11, id: 'q1' });

  const other = await page.context().newPage();
  await recordApiCalls(other);
  const otherLogs: string[] = [];
  other.on('console', (m) => otherLogs.push(m.text()));
  await other.goto('/help?utm_source=x');
  await expect.poll(() => otherLogs).toContain('[attribution] no ad identifier recognised');
  expect(await apiCalls(other, '/v1/public/minip/upload_device')).toEqual([]);
});

test('logging in sends the after-login report {web_id, click_uri}', async ({ page }) => {
  await recordApiCalls(page);
  await page.goto('/?gdt_vid=wx0abc');
  await expect.poll(() => apiCalls(page, '/v1/public/minip/upload_device')).toHaveLength(1);
  const webId = await page.evaluate(() => localStorage.getItem('web_id'));

  const loginUrl = await loginWithSms(page);

  await expect.poll(() => apiCalls(page, '/v1/public/minip/upload_device')).toHaveLength(2);
  const [first, second] = await apiCalls(page, '/v1/public/minip/upload_device');
  expect(first!.body).toMatchObject({ platform: 2, web_id: webId });
  // The after-login report names the same device and the page where the visitor logged in.
  expect(second!.body).toEqual({ web_id: webId, click_uri: loginUrl });
  // Followed up once: the cache is done, a later visit (still logged in) sends nothing more.
  await expect.poll(() => adCache(page)).toBeNull();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/download');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  // The new page has decided: its first report found no identifier, the follow-up (chained right
  // behind it, and again at the session's login) found no cache — a report would be recorded by now.
  await expect.poll(() => logs).toContain('[attribution] no ad identifier recognised');
  expect(await apiCalls(page, '/v1/public/minip/upload_device')).toEqual([]);
});

test('a failed first report is only logged, and the follow-up still goes out at login', async ({
  page,
}) => {
  await recordApiCalls(page, '/v1/public/minip/upload_device');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/?track_id=t9');
  await expect
    .poll(() => warnings.some((w) => w.startsWith('[attribution] ad report failed')))
    .toBe(true);
  expect(JSON.parse((await adCache(page))!)).toEqual({ platform: 3, id: 't9' });
  // Silent: no error toast for the visitor.
  await expect(page.getByText('服务器开小差了，请稍后重试')).toHaveCount(0);

  const loginUrl = await loginWithSms(page);
  await expect.poll(() => apiCalls(page, '/v1/public/minip/upload_device')).toHaveLength(2);
  const [, followUp] = await apiCalls(page, '/v1/public/minip/upload_device');
  expect(followUp!.body).toEqual({
    web_id: await page.evaluate(() => localStorage.getItem('web_id')),
    click_uri: loginUrl,
  });
});

test('?uuid= looks the source up, and the login carries its source_id', async ({ page }) => {
  await recordApiCalls(page);
  await page.goto('/download?uuid=spring2025');
  await expect.poll(() => apiCalls(page, '/v1/activity/common/info')).toHaveLength(1);
  const [lookup] = await apiCalls(page, '/v1/activity/common/info');
  expect(new URL(lookup!.url).searchParams.get('uuid')).toBe('spring2025');

  await loginWithSms(page);
  const [login] = await apiCalls(page, '/v1/web/login');
  // mocks/fixtures/sources.ts: spring2025 → 1408.
  expect(login!.body).toMatchObject({ phone: '13800138000', cheese_org_source_id: 1408 });
});

test('a campaign link with only _uuid: looked up like uuid, and its source_id wins over sId at login', async ({
  page,
}) => {
  await recordApiCalls(page);
  await page.goto('/download?sId=37&_uuid=spring2025');
  await expect.poll(() => apiCalls(page, '/v1/activity/common/info')).toHaveLength(1);
  // Kept for the tab's session: a reload does not look it up again.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('source_cache')))
    .toBe(
      JSON.stringify({ uuid: 'spring2025', sId: '37', sourceId: 1408, lookedUp: 'spring2025' }),
    );
  await page.reload();
  await waitForMark(page, HYDRATED_MARK);
  await loginWithSms(page);
  const [login] = await apiCalls(page, '/v1/web/login');
  expect(login!.body).toMatchObject({ cheese_org_source_id: 1408 });
  // The reloaded page (its calls recorded afresh) did not ask again.
  expect(await apiCalls(page, '/v1/activity/common/info')).toHaveLength(0);
});

test('without a source uuid the login carries the sId of the source cache', async ({ page }) => {
  await recordApiCalls(page);
  await page.goto('/download?sId=37');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('source_cache')))
    .toBe(JSON.stringify({ sId: '37' }));
  await loginWithSms(page);
  const [login] = await apiCalls(page, '/v1/web/login');
  expect(login!.body).toMatchObject({ cheese_org_source_id: 37 });
});
