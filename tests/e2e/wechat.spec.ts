import type { BrowserContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './hydration';
import { WECHAT_UA } from './payment-helpers';

/**
 * WeChat's in-app browser (docs/product-rules.md §2): the share card through the JS-SDK, and the
 * guide to the browser instead of a download WeChat would swallow. WeChat's SDK is stood in for by
 * a fake `wx` that records what the page hands it.
 */

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}
interface WxRecord {
  configs: Record<string, unknown>[];
  appMessage: ShareData[];
  timeline: ShareData[];
}

const FAKE_WX = `
  window.__wx = { configs: [], appMessage: [], timeline: [] };
  let configured = false;
  let waiting = [];
  window.wx = {
    config(options) {
      window.__wx.configs.push(options);
      setTimeout(() => { configured = true; waiting.splice(0).forEach((f) => f()); });
    },
    ready(callback) { configured ? callback() : waiting.push(callback); },
    error() {},
    updateAppMessageShareData(data) { window.__wx.appMessage.push(data); },
    updateTimelineShareData(data) { window.__wx.timeline.push(data); },
  };
`;

async function stubJsSdk(context: BrowserContext): Promise<Request[]> {
  const sdkRequests: Request[] = [];
  await context.route('https://res.wx.qq.com/**', (route) => {
    sdkRequests.push(route.request());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_WX });
  });
  return sdkRequests;
}

/** The CDN's installers, answered as a file download (the e2e browser has no network). */
async function stubInstallers(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://download.example-retouch.cn/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'application/vnd.android.package-archive',
      headers: { 'Content-Disposition': 'attachment' },
      body: 'apk',
    });
  });
  return requested;
}

const jsConfigCalls = (page: Page) => {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/wechat/js_config') calls.push(url);
  });
  return calls;
};

const wxRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wx?: WxRecord }).__wx ?? null);

/** The share card the page's own head tags describe. */
const headCard = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    desc: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    link: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    imgUrl: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
  }));

/**
 * Waits until the latest card handed to WeChat is the one for `path` and the page's head tags
 * (applied after a client-side navigation) describe the same card; returns it.
 */
async function latestCard(page: Page, path: string): Promise<ShareData> {
  await expect
    .poll(async () => (await wxRecord(page))?.appMessage.at(-1)?.link)
    .toMatch(new RegExp(`^https://www\\.[^/]+${path.replace(/\//g, '\\/')}$`));
  const card = (await wxRecord(page))!.appMessage.at(-1)!;
  await expect.poll(() => headCard(page)).toEqual(card);
  return card;
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('signs the page URL, configures the share APIs and sets each page’s card as the visitor moves', async ({
    page,
    context,
    baseURL,
  }) => {
    const sdkRequests = await stubJsSdk(context);
    const calls = jsConfigCalls(page);
    const firstAnswer = page.waitForResponse((r) => r.url().includes('/v1/wechat/js_config'));
    await page.goto('/download#mini-program');

    // js_config for the page URL without its hash; wx.config with its answer and the share APIs.
    const answer = ((await (await firstAnswer).json()) as { data: Record<string, unknown> }).data;
    expect(calls[0]?.searchParams.get('url')).toBe(`${baseURL}/download`);
    const download = await latestCard(page, '/download');
    expect(sdkRequests.map((r) => r.url())).toEqual([
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    ]);
    const record = (await wxRecord(page))!;
    expect(record.configs).toEqual([
      {
        debug: false,
        appId: answer.appId,
        timestamp: answer.timestamp,
        nonceStr: answer.nonceStr,
        signature: answer.signature,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      },
    ]);
    // The card is the page's head: title, description, canonical URL, Open Graph image.
    expect(download.title).toBe('下载客户端 - 芝士云修图');
    expect(record.timeline.at(-1)).toEqual({
      title: download.title,
      link: download.link,
      imgUrl: download.imgUrl,
    });

    // Client-side navigation: home, then the payment page, each with its own card, each URL signed.
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL('/');
    const home = await latestCard(page, '/');
    await nav.getByRole('link', { name: '会员套餐' }).click();
    await expect(page).toHaveURL('/payment');
    await expect
      .poll(async () => (await wxRecord(page))?.appMessage.at(-1)?.link)
      .toMatch(/^https:\/\/www\.[^/]+\/payment$/);
    const payment = (await wxRecord(page))!.appMessage.at(-1)!;
    // /payment sets its title and description itself (useDocumentMeta), no canonical tag.
    expect(payment.title).toBe(await page.title());
    expect(payment.desc).toBe(
      await page.locator('meta[name="description"]').getAttribute('content'),
    );
    expect(payment.imgUrl).toBe(download.imgUrl);
    expect(calls.map((url) => url.searchParams.get('url'))).toEqual([
      `${baseURL}/download`,
      `${baseURL}/`,
      `${baseURL}/payment`,
    ]);

    // A page not worth sharing (the help centre) shares the home page.
    await nav.getByRole('link', { name: '帮助中心' }).click();
    await expect(page).toHaveURL('/help');
    await expect.poll(async () => (await wxRecord(page))?.appMessage.length).toBe(4);
    expect((await wxRecord(page))!.appMessage.at(-1)).toEqual(home);
    // The SDK loaded once for all of it.
    expect(sdkRequests).toHaveLength(1);

    // Back to a page signed before, then a reload: the tab's signatures answer (SPEC §3 "wechat
    // config"), the backend is not asked again.
    await nav.getByRole('link', { name: '下载', exact: true }).click();
    await expect.poll(async () => (await wxRecord(page))?.appMessage.length).toBe(5);
    expect((await wxRecord(page))!.appMessage.at(-1)).toEqual(download);
    await page.reload();
    await latestCard(page, '/download');
    expect(calls.map((url) => url.searchParams.get('url'))).toEqual([
      `${baseURL}/download`,
      `${baseURL}/`,
      `${baseURL}/payment`,
      `${baseURL}/help`,
    ]);
  });

  test('an article shares its own title and link', async ({ page, context }) => {
    await stubJsSdk(context);
    await page.goto('/n/1024');
    const card = await latestCard(page, '/n/1024');
    expect(card.title).toMatch(/ - 芝士云修图$/);
  });

  test('a failing js_config leaves the page quiet: no card, no toast, only a warning', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // The browser's own line for the 500 answer; the app itself logs no error.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
    await stubJsSdk(context);
    const failed = page.waitForResponse((r) => r.url().includes('/v1/wechat/js_config'));
    const warned = page.waitForEvent('console', (m) => /share card was not set/.test(m.text()));
    await page.goto('/download?mock=server-errors&mock-only=/v1/wechat/js_config');
    await failed;
    expect((await warned).type()).toBe('warning');
    expect((await wxRecord(page))?.appMessage ?? []).toEqual([]);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('tapping the Android download opens the guide to the browser, not the APK', async ({
    page,
    context,
  }) => {
    await stubJsSdk(context);
    const apkRequests = await stubInstallers(context);
    await gotoHydrated(page, '/download');
    await page.getByRole('link', { name: '下载 APK' }).click();
    const guide = page.getByRole('dialog', { name: '请在浏览器中打开' });
    await expect(guide).toBeVisible();
    await expect(guide).toContainText('点击右上角的');
    await expect(guide.getByRole('img', { name: '更多' })).toHaveText('···');
    await expect(guide).toContainText('选择「在浏览器中打开」');
    await expect(guide).toContainText('在浏览器中点击「下载 APK」');
    await expect(page).toHaveURL('/download');
    expect(apkRequests).toEqual([]);

    await expectNoAxeViolations(page, 'the open-in-browser guide', { include: '[role="dialog"]' });

    // Keyboard: focus starts on “我知道了”; Escape closes and gives focus back to the link.
    await expect(guide.getByRole('button', { name: '我知道了' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(page.getByRole('link', { name: '下载 APK' })).toBeFocused();

    // The close button and “我知道了” close it too.
    await page.getByRole('link', { name: '下载 APK' }).click();
    await guide.getByRole('button', { name: '关闭' }).click();
    await expect(guide).toBeHidden();
    await page.getByRole('link', { name: '下载 APK' }).click();
    await guide.getByRole('button', { name: '我知道了' }).click();
    await expect(guide).toBeHidden();
    expect(apkRequests).toEqual([]);
  });

  test('the desktop builds open the guide too; the App Store link stays a link', async ({
    page,
    context,
  }) => {
    await stubJsSdk(context);
    await gotoHydrated(page, '/download');
    await page.getByRole('link', { name: '下载 Windows 版' }).click();
    const guide = page.getByRole('dialog', { name: '请在浏览器中打开' });
    await expect(guide).toContainText('在浏览器中点击「下载 Windows 版」');
    await guide.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByRole('link', { name: 'App Store 下载' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
  });
});

test.describe('outside WeChat', () => {
  test('neither the SDK nor js_config nor the guide loads, and the Android download is a plain link', async ({
    page,
    context,
  }) => {
    // The guide to the browser is WeChat's alone (the dialog chunk it shares with the login dialog
    // loads ahead of a tap on 登录: src/app/warm-next-pages.ts).
    const guideRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/wechat-download-guide-/.test(request.url())) guideRequests.push(request.url());
    });
    const sdkRequests = await stubJsSdk(context);
    const installers = await stubInstallers(context);
    const calls = jsConfigCalls(page);
    // The idle start has run: it asks for the build poll's chunk in the same call that would start
    // WeChat's (src/app/idle-tasks.ts); the config watch's code is already in /download's data chunk.
    const idleStart = page.waitForRequest(/\/assets\/poll-[^/]+\.js$/);
    await gotoHydrated(page, '/download');
    await idleStart;
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '首页' })
      .click();
    await expect(page).toHaveURL('/');

    const apk = page.getByRole('link', { name: '下载 APK' });
    await page.goto('/download');
    await expect(apk).toHaveAttribute('href', /\.apk$/);
    const download = page.waitForEvent('download');
    await apk.click();
    expect((await download).url()).toMatch(/\.apk$/);
    expect(installers).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sdkRequests).toEqual([]);
    expect(calls).toEqual([]);
    expect(await wxRecord(page)).toBeNull();
    expect(guideRequests).toEqual([]);
  });
});
