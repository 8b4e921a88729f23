import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logIn } from './session';
import { expectNoAxeViolations } from './axe';

/**
 * The workbench micro-frontend against the real fixture sub-app (tests/e2e/fixtures/wb-app),
 * served from a second loopback origin by server.mjs (a webServer of playwright.config.ts). The
 * suite's main mock build mounts the stand-in sub-app instead (tests/e2e/workbench-mock-app.spec.ts),
 * so these tests open the mock build whose VITE_WORKBENCH_ENTRY points at the fixture
 * (scripts/ensure-mock-build.mjs), served on E2E_WB_PORT (playwright.config.ts).
 */
const WB_ORIGIN = `http://127.0.0.1:${process.env.WB_FIXTURE_PORT ?? 4313}`;
const WB_HOST = `http://127.0.0.1:${process.env.E2E_WB_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2}`;

test.use({ baseURL: WB_HOST });

interface FixtureRequest {
  method: string;
  path: string;
  origin: string | null;
  cookie: string | null;
  run: string | null;
  mode: string | null;
}

/** Tags this test's requests to the fixture (cookies are per host, so they reach it too). */
async function fixtureCookies(context: BrowserContext, extra: Record<string, string> = {}) {
  const run = randomUUID();
  const cookies = { wb_run: run, ...extra };
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url: WB_ORIGIN,
      sameSite: 'Lax' as const,
    })),
  );
  return run;
}

async function fixtureRequests(page: Page, run: string): Promise<FixtureRequest[]> {
  const response = await page.request.get(`${WB_ORIGIN}/__requests?run=${run}`);
  return (await response.json()) as FixtureRequest[];
}

const container = (page: Page) => page.locator('#qiankun-content');
const wbPath = (page: Page) => container(page).getByTestId('wb-path');
const wbCounts = (page: Page) => container(page).getByTestId('wb-counts');

test.describe('workbench sub-app (qiankun, loadMicroApp)', () => {
  test('mounts from the fixture origin with credentials, follows deep paths, unmounts on leave, mounts once on return', async ({
    page,
    context,
    baseURL,
  }) => {
    const token = await logIn(context, baseURL);
    const run = await fixtureCookies(context);

    await page.goto('/workbench/projects/2024/wedding');
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');
    await expect(container(page)).toHaveAttribute('data-wb-state', 'mounted');
    await expect(container(page)).toBeVisible();
    await expect(wbPath(page)).toHaveText('当前路径：/workbench/projects/2024/wedding');
    await expect(wbCounts(page)).toHaveText('bootstrap 1 · mount 1 · unmount 0 · update 0');

    // Inside the workbench: the host router moves, the sub-app gets an update, nothing remounts.
    await container(page)
      .getByRole('navigation', { name: '工作台导航' })
      .getByRole('link', { name: '精修队列' })
      .click();
    await expect(page).toHaveURL('/workbench/queue');
    await expect(wbPath(page)).toHaveText('当前路径：/workbench/queue');
    await expect(wbCounts(page)).toHaveText('bootstrap 1 · mount 1 · unmount 0 · update 1');

    // Leaving (the navbar's 首页) unmounts it and hides the container.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '首页' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(container(page)).toHaveAttribute('data-wb-state', 'unmounted');
    await expect(page.getByText('工作台已关闭')).toBeVisible();
    await expect(container(page)).toBeHidden();
    await expect(container(page).getByTestId('wb-app')).toHaveCount(0);

    // Back into the workbench (same document): mounted again, exactly once, from qiankun's cache.
    await page.goBack();
    await expect(page).toHaveURL('/workbench/queue');
    await expect(wbCounts(page)).toHaveText('bootstrap 1 · mount 2 · unmount 1 · update 1');
    await expect(container(page).getByTestId('wb-app')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');

    // What reached the fixture origin: entry, script and style once each, CORS, with the cookie.
    const requests = await fixtureRequests(page, run);
    expect(requests.map((r) => r.path).sort()).toEqual(['/', '/wb.css', '/wb.js']);
    const appOrigin = new URL(baseURL!).origin;
    for (const request of requests) {
      expect(request.origin, request.path).toBe(appOrigin);
      expect(request.mode, request.path).toBe('cors');
      expect(request.cookie, request.path).toContain(`token=${token}`);
    }
  });

  test('the workbench has the dark navbar (#14161A, white text), readable to axe', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    await fixtureCookies(context);
    await page.goto('/workbench');
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');
    const navbar = page.locator('header[data-theme]');
    await expect(navbar).toHaveAttribute('data-theme', 'dark');
    await expect(navbar).toHaveCSS('background-color', 'rgb(20, 22, 26)');
    await expect(navbar.getByRole('link', { name: '下载' })).toHaveCSS(
      'color',
      'rgba(255, 255, 255, 0.72)',
    );
    await expect(navbar.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expectNoAxeViolations(page, 'the dark navbar', { include: 'header[data-theme]' });

    // The site's other pages keep the light navbar.
    await navbar.getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(navbar).toHaveAttribute('data-theme', 'light');
    await expect(navbar).not.toHaveCSS('background-color', 'rgb(20, 22, 26)');
  });

  test('the fixture origin answers with the exact origin, credentials allowed and Vary: Origin', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const response = await request.get(`${WB_ORIGIN}/`, { headers: { Origin: origin } });
    expect(response.headers()['access-control-allow-origin']).toBe(origin);
    expect(response.headers()['access-control-allow-credentials']).toBe('true');
    expect(response.headers()['vary']).toContain('Origin');
  });

  test('shows loading and mounting before the sub-app is mounted', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    await fixtureCookies(context, { wb_delay: '1500' });
    await page.goto('/workbench');
    await expect(page.getByRole('status')).toHaveText(/正在(加载|启动)工作台…/);
    await expect(page.getByText('加载资源')).toBeVisible();
    await expect(container(page)).toHaveAttribute('data-wb-state', /loading|mounting/);
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');
    await expect(wbPath(page)).toHaveText('当前路径：/workbench');
  });

  test('is entered from the profile area with a full document load, and qiankun loads only there', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL);
    await fixtureCookies(context);
    await page.goto('/profile/packages');
    await expect(page.getByRole('heading', { level: 1, name: '我的套餐' })).toBeVisible();
    // single-spa (inside qiankun) defines this global as soon as it is imported.
    expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(false);

    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    await page
      .getByRole('navigation', { name: '个人中心' })
      .getByRole('link', { name: '网页工作台' })
      .click();
    await expect(page).toHaveURL('/workbench');
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(true);
  });

  test('an entry without lifecycle exports shows the error screen; 重试 loads it again', async ({
    page,
    context,
    allowConsoleErrors,
    baseURL,
  }) => {
    allowConsoleErrors(
      /wbApp could not be started/,
      /You need to export lifecycle functions in wbApp entry/,
    );
    await logIn(context, baseURL);
    await fixtureCookies(context, { wb_variant: 'no-lifecycle' });
    await page.goto('/workbench');
    await expect(page.getByRole('heading', { level: 1, name: /500/ })).toBeVisible();
    await expect(
      page.getByText('工作台应用缺少启动入口，暂时无法打开，请稍后重试。'),
    ).toBeVisible();
    await expect(container(page).getByTestId('wb-app')).toHaveCount(0);

    // The sub-app is fixed: 重试 starts over in a fresh document.
    await context.addCookies([{ name: 'wb_variant', value: 'ok', url: WB_ORIGIN }]);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('status')).toHaveText('工作台已就绪');
    await expect(wbCounts(page)).toHaveText('bootstrap 1 · mount 1 · unmount 0 · update 0');
  });

  test('a missing container shows the error screen', async ({
    page,
    context,
    allowConsoleErrors,
    baseURL,
  }) => {
    allowConsoleErrors(
      /wbApp could not be started/,
      /Target container with #qiankun-content not existed/,
    );
    await logIn(context, baseURL);
    const run = await fixtureCookies(context);
    // Take the shell's container away as soon as it appears.
    await page.addInitScript(() => {
      new MutationObserver(() => document.getElementById('qiankun-content')?.remove()).observe(
        document,
        {
          childList: true,
          subtree: true,
        },
      );
    });
    await page.goto('/workbench');
    await expect(page.getByRole('heading', { level: 1, name: /500/ })).toBeVisible();
    await expect(page.getByText('工作台容器不存在，页面没有准备好，请重试。')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    expect(await fixtureRequests(page, run)).toEqual([]);
  });
});
