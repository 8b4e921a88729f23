import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ANALYTICS_SDK_READY_MARK, waitForApp, waitForMark } from './hydration';
import { openCheckout, payWith, WECHAT_UA } from './payment-helpers';
import { signIn, useRealSite, useTheRealServer } from './real-site';
import { logInByDialog } from './session';
import { startNginx, stopNginx } from '../nginx/lib.mjs';
import { PERF_ROUTES } from '../perf/routes';

/**
 * The Content-Security-Policy as the pages meet it: the production build (no mock service worker)
 * behind the shipped nginx.conf, which sends the build's own policy (nginx/security-headers.conf,
 * docs/decisions/0002-nginx-and-headers.md). Any `securitypolicyviolation` fails the test, a
 * Trusted Types refusal among them; the control shows that an inline script the build did not
 * hash is caught.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OUT_DIR = 'dist-e2e-csp';
const real = useRealSite(OUT_DIR, { server: 'nginx' });

/** Every violation the page's documents report, as one line each. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (line: string) => void })
        .__cspViolation;
      void report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI} ` +
          `at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  await useTheRealServer(page);
});

const PAYER = {
  name: 'pay_user_info',
  value: encodeURIComponent(JSON.stringify({ phone: '13800138000' })),
};

test('every route keeps the policy, signed in where the route asks for it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The fixture API answers no workbench entry: /workbench says it cannot open (its own test).
  allowConsoleErrors(/workbench|qiankun|Failed to load resource/i);
  const violations = await watchPolicy(page);
  for (const route of PERF_ROUTES) {
    await page.context().clearCookies();
    if (route.login) await signIn(page, real.site);
    if (route.payer) await page.context().addCookies([{ ...PAYER, url: real.site }]);
    await page.goto(`${real.site}${route.path}`);
    await waitForApp(page);
    expect(violations, route.path).toEqual([]);
  }
});

test("a Sensors heatmap link loads no script of Sensors': the SDK starts without it", async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const remote: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(real.site) && request.resourceType() === 'script')
      remote.push(request.url());
  });
  await page.goto(`${real.site}/download?sa-request-id=abc&sa-request-type=1`);
  await waitForMark(page, ANALYTICS_SDK_READY_MARK);
  expect(new URL(page.url()).search).toBe('');
  expect(remote).toEqual([]);
  expect(violations).toEqual([]);
});

test('the login dialog, the checkout and the payment QR keep the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${real.site}/`);
  await waitForApp(page);
  await logInByDialog(page);
  await page.goto(`${real.site}/payment`);
  await openCheckout(page);
  await payWith(page, '微信支付');
  const pay = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("inside WeChat, the JS-SDK's script is set through the one Trusted Types policy", async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA });
  const page = await context.newPage();
  const violations = await watchPolicy(page);
  const sdk: string[] = [];
  // WeChat's host is not reachable from the suite: a stand-in `wx` that takes the share card.
  await context.route('https://res.wx.qq.com/**', (route) => {
    sdk.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.wx = { config() {}, ready(f) { f(); }, error() {}, updateAppMessageShareData() {}, updateTimelineShareData() {} };',
    });
  });
  await page.goto(`${real.site}/download`);
  await expect.poll(() => sdk).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
  await expect.poll(() => page.evaluate(() => 'wx' in window)).toBe(true);
  expect(violations).toEqual([]);
  await context.close();
});

test('Trusted Types hold: a string written into an HTML sink is refused and reported', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/TrustedHTML|Trusted Type/);
  const violations = await watchPolicy(page);
  await page.goto(`${real.site}/help`);
  await waitForApp(page);
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<img src=x>';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
  await expect.poll(() => violations.join('\n')).toMatch(/require-trusted-types-for/);
});

test('control: an inline script the build did not hash is caught', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Content Security Policy|Failed to load resource|CORS/i);
  // The same build with one inline script added to its shell after the build hashed the HTML.
  const control = resolve(`${OUT_DIR}-control`);
  rmSync(control, { recursive: true, force: true });
  cpSync(resolve(OUT_DIR), control, { recursive: true });
  // The SPA shell nginx answers deep links with (nginx.conf; index.html is the prerendered home).
  const shell = resolve(control, '__spa-fallback.html');
  const html = readFileSync(shell, 'utf8');
  expect(html).toContain('</head>');
  writeFileSync(shell, html.replace('</head>', '<script>window.__control = 1</script></head>'));
  const nginx = await startNginx('csp-control', control);
  try {
    const violations = await watchPolicy(page);
    await page.goto(`http://127.0.0.1:${nginx.port}/search`);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => '__control' in window)).toBe(false);
  } finally {
    await stopNginx(nginx.child);
    rmSync(nginx.prefix, { recursive: true, force: true });
    rmSync(control, { recursive: true, force: true });
  }
});
